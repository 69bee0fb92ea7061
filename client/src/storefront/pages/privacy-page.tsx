// /privacy (document 001 §2.17, §9): data collected, uses, legal bases, sharing, rights, security,
// retention (7 years contacts, 10 years orders, analytics anonymised after 2 years), no under-16s.
import { SITE_INFO } from '../../../../core/site-info';
import { List, POLICY_UPDATED, Section, StaticPage } from './static-page';

export function PrivacyPage() {
  const { address } = SITE_INFO;
  return (
    <StaticPage
      title="Privacy Policy"
      intro="We collect as little personal data as we can, use it only to serve you, and never sell it."
      updated={POLICY_UPDATED}
    >
      <Section id="who" title="Who we are">
        <p>
          This website is operated by {SITE_INFO.legalName}, {address.street}, {address.city},{' '}
          {address.region} {address.postalCode}, United States. We are responsible for the personal data
          described in this policy. Questions can be sent to{' '}
          <a className="text-brand-700 underline" href={`mailto:${SITE_INFO.privacyEmail}`}>
            {SITE_INFO.privacyEmail}
          </a>
          .
        </p>
      </Section>
      <Section id="collected" title="Data we collect">
        <List
          items={[
            'Contact enquiries: the name, e-mail address, company, phone number, inquiry type, message and product SKU you send through the contact form.',
            'Orders and quotes handled with you or your distributor: business contact details, delivery addresses and order history.',
            'Usage data, only with your consent: pages viewed, products viewed, searches and document downloads, recorded with an anonymous daily visitor code that cannot identify you. We do not store your IP address or browser details with these events.',
            'Your cookie choice, stored in your browser (see our Cookie Policy).',
            'Staff accounts of the administration area: name, e-mail address and sign-in records.',
          ]}
        />
      </Section>
      <Section id="uses" title="How we use your data">
        <List
          items={[
            'To answer your enquiry, prepare quotes and put you in touch with a distributor.',
            'To supply, ship and support products, handle warranty claims and returns.',
            'To understand, in aggregate, which pages and products are useful, and improve the catalogue (only with your consent).',
            'To keep the website secure and prevent abuse, such as spam sent through the contact form.',
            'To meet our legal, tax and accounting obligations.',
          ]}
        />
      </Section>
      <Section id="legal-bases" title="Legal bases">
        <p>Where data-protection law requires a legal basis, we rely on:</p>
        <List
          items={[
            'Steps at your request before entering into a contract, and performance of a contract (enquiries, quotes, orders, warranty).',
            'Consent, for analytics, marketing and preference cookies; you can withdraw it at any time through Cookie Settings.',
            'Legitimate interests, for securing the site, preventing spam and answering business correspondence.',
            'Legal obligations, for keeping business and tax records.',
          ]}
        />
      </Section>
      <Section id="sharing" title="Sharing your data">
        <p>We do not sell or rent personal data. We share it only with:</p>
        <List
          items={[
            'Authorised distributors, when you ask us to connect you with one or to pass on a quote request.',
            'Service providers who host this website, deliver e-mail and, if you consent to analytics, Google Analytics; they act on our instructions.',
            'Carriers that deliver your orders.',
            'Authorities, when the law requires it.',
          ]}
        />
      </Section>
      <Section id="retention" title="How long we keep data">
        <List
          items={[
            'Contact enquiries: 7 years after the last exchange.',
            'Orders, quotes and invoices: 10 years, as tax and accounting rules require.',
            'Analytics data: anonymised after 2 years; the daily visitor code already cannot be linked across days.',
            'Your cookie choice: 1 year, after which we ask again.',
          ]}
        />
      </Section>
      <Section id="rights" title="Your rights">
        <p>
          Depending on where you live, you may ask us to access, correct, delete or export your personal data,
          to restrict or object to its use, and to withdraw consent at any time without affecting earlier use.
          You may also complain to your data-protection authority. Write to{' '}
          <a className="text-brand-700 underline" href={`mailto:${SITE_INFO.privacyEmail}`}>
            {SITE_INFO.privacyEmail}
          </a>{' '}
          and we will answer within 30 days.
        </p>
      </Section>
      <Section id="security" title="Security">
        <p>
          The site is served over encrypted connections, staff accounts are protected by strong passwords and
          optional two-factor authentication, access to enquiries is limited to the staff who answer them, and
          our systems are kept up to date. No system is perfectly secure; if a breach affects your data we
          will tell you and the authorities as the law requires.
        </p>
      </Section>
      <Section id="children" title="Children">
        <p>
          This website is for business customers. It is not directed at children, and we do not knowingly
          collect personal data from anyone under 16. If you believe a child under 16 has sent us personal
          data, contact us and we will delete it.
        </p>
      </Section>
      <Section id="changes" title="Changes to this policy">
        <p>
          We will post any change on this page with a new date. Significant changes to how we use cookies will
          bring the cookie banner back so you can choose again.
        </p>
      </Section>
    </StaticPage>
  );
}
