// Server-rendered HTML of the site pages (home, contact, about, privacy, terms, cookies): status, title,
// canonical from PUBLIC_URL, Open Graph, JSON-LD parsed and checked, and the content present without
// JavaScript. Rendered from source through the test renderer.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../core/constants';
import { setupTestApp, signedIn } from '../../tests/helpers/app';
import { selectedOptions } from '../../tests/helpers/html';
import { contacts } from '../db/schema';
import { createTestRenderer, type ServerEntry } from './renderer';

const t = setupTestApp({
  build: {
    web: createTestRenderer(async () => (await import('../../client/src/entry-server')) as ServerEntry),
  },
  config: { gaMeasurementId: 'G-TEST123' },
});

const PUBLIC_URL = 'http://catalogue.test';

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const html = res.body;
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  // The page body as text, without scripts and tags: what a reader without JavaScript sees.
  const body = html
    .slice(html.indexOf('<div id="root">'))
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
  return { res, html, title, canonical, jsonLd, body };
}

/** The opening tag of the form control with this name. */
function control(html: string, name: string): string {
  return new RegExp(`<(input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? '';
}

async function seedFeatured() {
  const { cookie } = await signedIn(t, 'editor');
  const cat = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: { cookie },
    payload: { name: 'Duplex Soldering Torches', slug: 'duplex-soldering-torches' },
  });
  expect(cat.statusCode, cat.body).toBe(201);
  const categoryId = cat.json().id as number;
  for (const [name, featured, status] of [
    ['Duplex 150 Torch', true, 'active'],
    ['Hidden Draft Torch', true, 'draft'],
    ['Plain Torch', false, 'active'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: {
        name,
        slug: name.toLowerCase().replace(/ /g, '-'),
        sku: name.toUpperCase().replace(/ /g, '-'),
        categoryId,
        status,
        featured,
        price: '189.00',
        shortDescription: `${name} for copper tubing up to 3 inch.`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe('server-rendered site pages', () => {
  it('PUB-01 PUB-03 PUB-11 PUB-12 PUB-13 PUB-14 PUB-15 PUB-16 PUB-17 PUB-18 PUB-112: / carries every home section, the featured products and Organization JSON-LD', async () => {
    await seedFeatured();
    const { res, title, canonical, jsonLd, body, html } = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(title).toBe('Torchworks | Professional Air/Acetylene and Duplex Soldering Torches');
    expect(canonical).toBe(`${PUBLIC_URL}/`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/">`);
    expect(html).toContain('<meta name="twitter:card"');
    const org = jsonLd.find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Torchworks Torch Company',
      url: `${PUBLIC_URL}/`,
      foundingDate: '1968',
      address: { '@type': 'PostalAddress', addressRegion: 'NJ' },
    });
    expect(jsonLd.find((d) => d['@type'] === 'WebSite')).toMatchObject({
      potentialAction: { target: `${PUBLIC_URL}/products?search={search_term_string}` },
    });
    // Sections and copy, readable without JavaScript.
    for (const text of [
      'Professional air/acetylene and duplex soldering torches',
      'Featured Products',
      'View All Products',
      'Duplex Soldering Torch',
      'Air/Acetylene Torches',
      'Industries We Serve',
      'HVAC & Plumbing',
      'Roofing',
      'Fabricators & Artisans',
      'Why Choose Torchworks',
      'Safety First',
      'Proven Quality',
      'Innovation',
      'Find Local Distributor',
      'Request Quote',
      '50 years',
      'steady 15 PSI regulator',
      'tubing up to 3 inch',
    ])
      expect(body, text).toContain(text);
    // Featured products come from GET /api/products/featured: active and featured only.
    expect(body).toContain('Duplex 150 Torch');
    expect(body).not.toContain('Hidden Draft Torch');
    expect(body).not.toContain('Plain Torch');
    expect(html).toMatch(/href="\/products"[^>]*>View All Products/);
    // The data travelled with the page: the client does not fetch it again.
    expect(html).toContain('"queryKey":["/api/products/featured"]');
  });

  it('PUB-04 PUB-06 PUB-07 PUB-08 PUB-09 PUB-10 #15: the layout has the navigation, search, Get Quote and the full footer on every page (category links from the database)', async () => {
    await seedFeatured();
    for (const url of ['/', '/about', '/contact']) {
      const { html, body } = await page(url);
      const nav = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      expect([...nav.matchAll(/>([^<>]+)<\/a>/g)].map((m) => m[1])).toEqual([
        'Home',
        'Products',
        'About',
        'Contact',
      ]);
      expect(html).toMatch(/<form [^>]*action="\/products" method="get"/);
      expect(control(html, 'search')).toMatch(/type="search"/);
      expect(html).toMatch(/href="\/contact\?type=quote"[^>]*>Get Quote/);
      for (const file of [
        'product-catalog.pdf',
        'torch-safety-guide.pdf',
        'warranty-registration.pdf',
        'tip-selection-chart.pdf',
      ])
        expect(html).toContain(`href="/api/storage/documents/${file}"`);
      // The footer's category link carries the stored slug; a footer category not in the database is left out.
      expect(html).toContain('href="/products?categories=duplex-soldering-torches"');
      expect(html).not.toContain('air-acetylene-torches');
      expect(body).toContain('(800) 555-0137');
      expect(body).toContain('sales@torchworks.example');
      expect(body).toContain('1200 Industrial Parkway');
      for (const legal of ['/privacy', '/terms', '/cookies']) expect(html).toContain(`href="${legal}"`);
      expect(body).toContain('Cookie Settings');
    }
  });

  it('PUB-70 PUB-72 PUB-73 PUB-74 PUB-75 PUB-76 PUB-104 PUB-105: /contact renders the form, side cards and four FAQ cards', async () => {
    const { res, title, canonical, html, body } = await page('/contact');
    expect(res.statusCode).toBe(200);
    expect(title).toBe('Contact Us | Torchworks');
    expect(canonical).toBe(`${PUBLIC_URL}/contact`);
    for (const field of ['name', 'email', 'company', 'phone', 'type', 'message'])
      expect(control(html, field), field).not.toBe('');
    expect(control(html, 'name')).toContain('required');
    expect(control(html, 'email')).toMatch(/type="email"/);
    expect(control(html, 'email')).toContain('required');
    expect(control(html, 'message')).toContain('required');
    expect(control(html, 'company')).not.toContain('required');
    expect(control(html, 'phone')).not.toContain('required');
    // #14: no maxLength on the message (the browser would cut a pasted text without a word).
    expect(control(html, 'message')).not.toContain('maxLength');
    for (const label of [
      'General Inquiry',
      'Product Information',
      'Find a Distributor',
      'Technical Support',
      'Request a Quote',
      'Partnership',
    ])
      expect(body).toContain(label);
    expect(selectedOptions(html)).toEqual(['general']);
    // The honeypot is in the form but hidden from people and assistive technology.
    expect(html).toMatch(/aria-hidden="true"[^>]*><label[^>]*>Website<\/label><input[^>]*>/);
    expect(control(html, 'website')).toMatch(/tabindex="-1"/i);
    for (const text of [
      'Phone Support',
      'Email Support',
      'We respond within 24 hours.',
      'Headquarters',
      'New Jersey',
      'Business Hours',
      'Mon-Fri 8AM-6PM EST',
      'Saturday 9-2',
      'Sunday closed',
    ])
      expect(body, text).toContain(text);
    // Mon-Fri hours on the phone card and on the hours card.
    expect(body.split('Mon-Fri 8AM-6PM EST').length - 1).toBeGreaterThanOrEqual(2);
    expect(html.match(/data-testid="faq-card"/g)).toHaveLength(4);
    for (const q of ['distributor near me', '1-year warranty', 'technical training', 'replacement parts'])
      expect(body.toLowerCase()).toContain(q);
  });

  it('PUB-71: ?type= preselects the inquiry type when allowed; anything else stays general', async () => {
    expect(selectedOptions((await page('/contact?type=quote')).html)).toEqual(['quote']);
    expect(selectedOptions((await page('/contact?type=distributor')).html)).toEqual(['distributor']);
    expect(selectedOptions((await page('/contact?type=bogus')).html)).toEqual(['general']);
    const withSku = await page('/contact?type=quote&sku=DX-150');
    expect(withSku.body).toContain('SKU DX-150');
    // #20: the product page's "Add to quote" sent without JavaScript lands here with its quantity.
    const fromQuoteForm = await page('/contact?type=quote&sku=DX-150&quantity=12');
    expect(fromQuoteForm.html).toMatch(/<textarea[^>]*>Quantity: 12\n?<\/textarea>/);
  });

  it('PUB-77: /about covers the founding in 1968, mission, safety and innovation', async () => {
    const { res, title, canonical, body } = await page('/about');
    expect(res.statusCode).toBe(200);
    expect(title).toBe('About Us | Torchworks');
    expect(canonical).toBe(`${PUBLIC_URL}/about`);
    for (const text of ['Founded in 1968', 'Our Mission', 'Safety', 'Innovation', '50 years'])
      expect(body).toContain(text);
  });

  it('PUB-78 PUB-125: /privacy covers data collected, uses, legal bases, sharing, rights, security, retention and under-16s', async () => {
    const { res, title, canonical, body } = await page('/privacy');
    expect(res.statusCode).toBe(200);
    expect(title).toBe('Privacy Policy | Torchworks');
    expect(canonical).toBe(`${PUBLIC_URL}/privacy`);
    for (const text of [
      'Data we collect',
      'How we use your data',
      'Legal bases',
      'Sharing your data',
      'Your rights',
      'Security',
      'under 16',
      'Contact enquiries: 7 years',
      'Orders, quotes and invoices: 10 years',
      'Analytics data: anonymised after 2 years',
    ])
      expect(body, text).toContain(text);
  });

  it('PUB-79 PUB-80 PUB-81 PUB-82: /terms states scope, eligibility, quotes, payment, damage claims, warranty, returns and disputes', async () => {
    const { res, title, canonical, body } = await page('/terms');
    expect(res.statusCode).toBe(200);
    expect(title).toBe('Terms of Service | Torchworks');
    expect(canonical).toBe(`${PUBLIC_URL}/terms`);
    for (const text of [
      'Business-to-business scope',
      'at least 18 years old',
      'valid for 30 days',
      'Net 30',
      'within 5 business days',
      '1-year warranty',
      'within 30 days of delivery',
      'Return Merchandise Authorization (RMA)',
      'Disputes over $10,000 may be referred to binding arbitration',
      'within one year',
    ])
      expect(body, text).toContain(text);
  });

  it('PUB-83 PUB-84: /cookies describes the session, analytics (2 years / 24 hours) and consent (1 year) cookies and has a Cookie Settings button', async () => {
    const { res, title, canonical, body, html } = await page('/cookies');
    expect(res.statusCode).toBe(200);
    expect(title).toBe('Cookie Policy | Torchworks');
    expect(canonical).toBe(`${PUBLIC_URL}/cookies`);
    for (const text of [
      'Session cookie',
      'Analytics cookies',
      '2 years',
      '24 hours',
      'Consent cookie',
      '1 year',
    ])
      expect(body, text).toContain(text);
    expect(html).toMatch(/<button type="button"[^>]*>Cookie Settings<\/button>/);
  });

  it('COOKIE-01 COOKIE-12: nothing non-essential is in the server HTML: no Google tag, no banner choice made for the visitor', async () => {
    const { html } = await page('/');
    expect(html).not.toContain('googletagmanager.com');
    expect(html).not.toContain('gtag(');
    // The banner is drawn in the browser after hydration (so cached HTML is the same for everyone).
    expect(html).not.toContain('data-testid="cookie-banner"');
  });

  it('ANALYTICS-12: the measurement id comes from configuration and reaches the page in the site configuration', async () => {
    const { html } = await page('/');
    const site = JSON.parse(
      /<script type="application\/json" id="__SITE__">([^<]*)<\/script>/.exec(html)![1]!,
    );
    expect(site).toEqual({ publicUrl: PUBLIC_URL, gaMeasurementId: 'G-TEST123', environment: 'test' });
    // The CSP admits Google's tag domains only because an id is configured.
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(res.headers['content-security-policy'])).toContain('https://www.googletagmanager.com');
  });

  it('each site page has its own title and description', async () => {
    const seen = new Set<string>();
    for (const url of ['/', '/about', '/contact', '/privacy', '/terms', '/cookies']) {
      const { title, html } = await page(url);
      expect(title).toBeTruthy();
      expect(seen.has(title!)).toBe(false);
      seen.add(title!);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
    }
  });
});

describe('POST /api/contacts from the contact form', () => {
  const submit = (payload: Record<string, unknown>, ip = '192.0.2.44') =>
    t.app.inject({ method: 'POST', url: '/api/contacts', payload, remoteAddress: ip });

  it('PUB-109 PUB-119 PUB-120: a visitor without a session sends the six fields (and the product SKU); the answer confirms the stored enquiry with status new', async () => {
    const res = await submit({
      name: 'Ada',
      email: 'ada@example.com',
      company: '',
      phone: '',
      type: 'distributor',
      message: 'Where can I buy the Duplex 150 near Trenton?',
      productSku: 'DX-150',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'new' });
    const [stored] = await t.ctx.db.select().from(contacts).where(eq(contacts.id, body.id));
    expect(stored).toMatchObject({
      name: 'Ada',
      type: 'distributor',
      status: 'new',
      productSku: 'DX-150',
      company: null,
      phone: null,
    });
  });

  it('PUB-105 PUB-106: the server rejects a missing name, e-mail or message, a malformed e-mail, an unknown type and over-long fields with field messages', async () => {
    const valid = { name: 'Ada', email: 'ada@example.com', type: 'general', message: 'Hello' };
    for (const [payload, field] of [
      [{ ...valid, name: '  ' }, 'name'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, message: '' }, 'message'],
      [{ ...valid, type: 'sales' }, 'type'],
      [{ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) }, 'message'],
    ] as const) {
      const res = await submit(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().details?.[field]?.[0]).toBeTruthy();
    }
    expect(await t.ctx.db.select().from(contacts)).toHaveLength(0);
    // Without a type the enquiry is general.
    const res = await submit({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.ctx.db.select().from(contacts);
    expect(stored?.type).toBe('general');
  });
});
