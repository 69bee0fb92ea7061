// /about (document 001 §2.17): founded 1968, mission, safety, innovation.
import { Link } from 'wouter';
import { SITE_INFO } from '../../../../core/site-info';
import { buttonClass } from '../../components/ui/button';
import { Section, StaticPage } from './static-page';

export function AboutPage() {
  return (
    <StaticPage
      title="About Torchworks"
      intro={`Professional air/acetylene and duplex soldering torches, made in New Jersey since ${SITE_INFO.founded}.`}
    >
      <Section id="history" title={`Founded in ${SITE_INFO.founded}`}>
        <p>
          {SITE_INFO.legalName} was founded in {SITE_INFO.founded} in a small machine shop in New Jersey,
          making brass torch handles for the plumbers and roofers of the neighbourhood. More than 50 years
          later we are still a family business, still in New Jersey, and still designing, machining and
          assembling our handles, tips, regulators and kits in our own shop.
        </p>
        <p>
          Over those 50 years our range has grown from a single air/acetylene handle to a full line of
          air/acetylene torches, duplex soldering torches, interchangeable tips from very fine to extra heavy,
          preset 15 PSI regulators, hoses and ready-to-work kits, sold through plumbing, HVAC and roofing
          distributors across the country.
        </p>
      </Section>
      <Section id="mission" title="Our Mission">
        <p>
          Our mission is simple: give the professional a torch that lights first time, holds a steady flame
          all day and lasts for years, backed by people who answer the phone. We build for HVAC and plumbing
          contractors, roofers, fabricators and artisans, and we measure ourselves by how rarely they have to
          think about their torch.
        </p>
      </Section>
      <Section id="safety" title="Safety">
        <p>
          A torch is only as good as it is safe. Every handle and every regulator is leak-tested before it
          leaves our shop, our preset regulators hold a steady 15 PSI so the flame cannot be over-driven, and
          every kit ships with our Torch Safety Guide. We publish safety data sheets for the gases our torches
          use and offer hands-on training on set-up, leak checks and safe soldering.
        </p>
      </Section>
      <Section id="innovation" title="Innovation">
        <p>
          Listening to the trades keeps us improving. The twin-flame duplex soldering tip heats both sides of
          a copper joint at once, so tubing up to 3 inch can be soldered with one torch; our self-lighting
          handle saves a striker on every joint; and our tips are interchangeable across handles old and new,
          so upgrading never means starting over.
        </p>
      </Section>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link href="/products" className={buttonClass('default')}>
          Browse Products
        </Link>
        <Link href="/contact" className={buttonClass('outline')}>
          Contact Us
        </Link>
      </div>
    </StaticPage>
  );
}
