// /terms (document 001 §2.17, §9): business-to-business scope, 18+ eligibility, quotes valid 30 days,
// Net 30, damage claims within 5 business days, 1-year warranty, returns within 30 days with an RMA,
// disputes over $10,000 may go to arbitration, claims within one year.
import { SITE_INFO } from '../../../../core/site-info';
import { List, POLICY_UPDATED, Section, StaticPage } from './static-page';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      intro={`The terms that apply when you use this website or buy from ${SITE_INFO.legalName}.`}
      updated={POLICY_UPDATED}
    >
      <Section id="scope" title="Business-to-business scope">
        <p>
          This website and our sales are intended for business customers: contractors, distributors,
          fabricators and other professional users buying for their trade. Products are not offered to
          consumers through this site. By using the site or placing an order you confirm that you act for a
          business.
        </p>
      </Section>
      <Section id="eligibility" title="Eligibility">
        <p>
          You must be at least 18 years old and authorised to act for the business you represent to request
          quotes or place orders.
        </p>
      </Section>
      <Section id="quotes" title="Quotes and prices">
        <p>
          Prices shown on this website are manufacturer&apos;s suggested list prices (MSRP) in US dollars and
          do not include tax or shipping. Written quotes are valid for 30 days from their date unless the
          quote says otherwise. We may correct obvious errors in prices or descriptions.
        </p>
      </Section>
      <Section id="payment" title="Payment">
        <p>
          Approved accounts pay Net 30: invoices are due 30 days from the invoice date. Other orders are paid
          in advance. Overdue amounts may be charged interest as allowed by law, and we may hold shipments on
          overdue accounts.
        </p>
      </Section>
      <Section id="shipping" title="Shipping and damage claims">
        <p>
          Delivery dates are estimates. Inspect every shipment on arrival: claims for damaged, missing or
          incorrect goods must be made in writing within 5 business days of delivery, with photographs of any
          damage.
        </p>
      </Section>
      <Section id="warranty" title="Warranty">
        <p>
          Torchworks torches, tips, regulators, kits and cases carry a 1-year warranty against defects in
          materials and workmanship from the date of purchase. The warranty does not cover wear, misuse,
          unauthorised repair, or use with gases or pressures other than those specified. Our obligation is
          limited to repair or replacement; the full terms are in the Torchworks One-Year Limited Warranty.
        </p>
      </Section>
      <Section id="returns" title="Returns">
        <p>
          Unused products in their original packaging may be returned within 30 days of delivery. Every return
          needs a Return Merchandise Authorization (RMA) number: contact us before sending anything back.
          Returns without an RMA may be refused, and custom or special-order items may carry a restocking fee.
        </p>
      </Section>
      <Section id="website" title="Use of this website">
        <List
          items={[
            'Content, images and documents on this site belong to Torchworks and may be used to evaluate and use our products, not republished without permission.',
            'Technical information is given in good faith; always follow the product manual and safety data sheets.',
            'Do not misuse the site, for example by sending spam through the contact form or attempting to break its security.',
          ]}
        />
      </Section>
      <Section id="liability" title="Limitation of liability">
        <p>
          To the extent the law allows, we are not liable for indirect or consequential loss, and our total
          liability for any order is limited to the price paid for it.
        </p>
      </Section>
      <Section id="disputes" title="Disputes">
        <p>
          These terms are governed by the laws of the State of New Jersey. We will first try to resolve any
          disagreement by talking with you. Disputes over $10,000 may be referred to binding arbitration in
          New Jersey; smaller disputes may be brought in the courts of New Jersey. Any claim must be brought
          within one year after it arises.
        </p>
      </Section>
      <Section id="contact" title="Contact">
        <p>
          Questions about these terms: {SITE_INFO.legalName}, {SITE_INFO.phone},{' '}
          <a className="text-brand-700 underline" href={`mailto:${SITE_INFO.email}`}>
            {SITE_INFO.email}
          </a>
          .
        </p>
      </Section>
    </StaticPage>
  );
}
