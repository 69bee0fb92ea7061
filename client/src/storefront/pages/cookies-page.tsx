// /cookies (document 001 §2.17, §2.18): the session cookie, analytics cookies (2 years / 24 hours), the
// consent cookie (1 year), and a button that opens the cookie settings.
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_STORAGE_KEY } from '../../../../core/constants';
import { buttonClass } from '../../components/ui/button';
import { openCookieSettings } from '../consent/consent';
import { POLICY_UPDATED, Section, StaticPage } from './static-page';

const ROWS: Array<[string, string, string, string]> = [
  [
    'sid (__Host-sid over https)',
    'Necessary',
    'Keeps staff signed in to the administration area. Not set for visitors.',
    'Session (deleted when the browser closes or on sign-out)',
  ],
  [
    COOKIE_CONSENT_COOKIE,
    'Necessary',
    'Remembers your cookie choice so we do not ask on every page.',
    '1 year',
  ],
  [
    '_ga, _ga_*',
    'Analytics (with consent)',
    'Google Analytics: distinguishes visits to count page views.',
    '2 years',
  ],
  ['_gid', 'Analytics (with consent)', 'Google Analytics: groups the page views of one day.', '24 hours'],
];

export function CookiesPage() {
  return (
    <StaticPage
      title="Cookie Policy"
      intro="Cookies are small files a website stores in your browser. Here is what we use and why."
      updated={POLICY_UPDATED}
    >
      <Section id="choice" title="Your choice">
        <p>
          Only necessary cookies are used until you choose. Analytics, marketing and preference cookies stay
          off unless you turn them on with Accept All or in Cookie Settings, and you can change your mind at
          any time.
        </p>
        <div>
          <button type="button" className={buttonClass('default')} onClick={openCookieSettings}>
            Cookie Settings
          </button>
        </div>
      </Section>
      <Section id="cookies-we-use" title="Cookies we use">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard */}
        <section className="overflow-x-auto" aria-label="Cookies used by this website" tabIndex={0}>
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">Cookies used by this website</caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-900">
                <th scope="col" className="py-2 pr-4">
                  Cookie
                </th>
                <th scope="col" className="py-2 pr-4">
                  Type
                </th>
                <th scope="col" className="py-2 pr-4">
                  Purpose
                </th>
                <th scope="col" className="py-2">
                  Lifetime
                </th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([name, type, purpose, lifetime]) => (
                <tr key={name} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-2 pr-4 font-mono text-xs font-medium text-slate-900">
                    {name}
                  </th>
                  <td className="py-2 pr-4">{type}</td>
                  <td className="py-2 pr-4">{purpose}</td>
                  <td className="py-2">{lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Section>
      <Section id="session" title="Session cookie">
        <p>
          The session cookie keeps staff signed in to the administration area. It is a necessary cookie, holds
          only a random identifier, and is removed when the browser session ends or on sign-out. Visitors of
          the public catalogue do not receive it.
        </p>
      </Section>
      <Section id="analytics" title="Analytics cookies">
        <p>
          With your consent we record page views, product views, searches and downloads to learn which parts
          of the catalogue are useful. Our own records use an anonymous daily code, not a cookie, and are
          anonymised after 2 years. If Google Analytics is enabled it sets the _ga cookies, which last 2
          years, and the _gid cookie, which lasts 24 hours. Without analytics consent none of this happens,
          and choosing Reject All stops it and removes those cookies.
        </p>
      </Section>
      <Section id="consent-cookie" title="Consent cookie">
        <p>
          Your choice is stored for 1 year in the {COOKIE_CONSENT_COOKIE} cookie and in your browser&apos;s
          local storage under &quot;{COOKIE_CONSENT_STORAGE_KEY}&quot;, with the version of this policy (1.0).
          When the policy changes, or after a year, we ask again.
        </p>
      </Section>
      <Section id="marketing" title="Marketing and preference cookies">
        <p>
          We do not currently set marketing cookies. If we introduce them, they will only be used when you
          have switched them on in Cookie Settings.
        </p>
        <p>
          With preference cookies switched on, your browser keeps the products you recently viewed in its
          local storage (&quot;torchworks-recently-viewed&quot;) so we can show them again on the catalogue
          and product pages. Nothing is kept without that choice, and switching preferences off deletes the
          list. The products you choose to compare are kept in local storage (&quot;torchworks-compare&quot;)
          because you asked for it; they never leave your browser except in the comparison&apos;s address.
        </p>
      </Section>
      <Section id="browser" title="Managing cookies in your browser">
        <p>
          You can also delete or block cookies in your browser settings. Blocking necessary cookies may stop
          parts of the site, such as remembering your cookie choice, from working.
        </p>
      </Section>
    </StaticPage>
  );
}
