// #13: replacement patterns ($`, $', $&, $1) in anything a page shows are shown as typed: in every query
// parameter a public page echoes and in every text an editor controls. A page's size follows its
// content, never the input's patterns; an over-long query value is refused with 400.
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../tests/helpers/app';
import { createTestRenderer, type ServerEntry } from './renderer';
import { fillTemplate, MAX_PAGE_QUERY_VALUE } from './template';

const t = setupTestApp({
  build: {
    web: createTestRenderer(async () => (await import('../../client/src/entry-server')) as ServerEntry),
  },
});

const PATTERN = "a$`b$'c$&d$1e$$f";
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
/** The text as HTML shows it: React escapes the apostrophe, Markdown leaves it. */
const shows = (html: string, text: string) =>
  html.includes(escapeHtml(text)) || html.includes(text.replace(/&/g, '&amp;'));

async function seed() {
  const { cookie } = await signedIn(t, 'editor');
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const category = await post('/api/categories', { name: `Torches ${PATTERN}`, slug: 'torches' });
  await post('/api/products', {
    name: `Torch ${PATTERN}`,
    slug: 'dollar-torch',
    sku: 'DOLLAR-1',
    categoryId: category.id,
    status: 'active',
    featured: true,
    price: '10.00',
    subtitle: `Subtitle ${PATTERN}`,
    shortDescription: `Short ${PATTERN}`,
    description: `Long ${PATTERN}`,
  });
  await post('/api/pages', {
    title: `Page ${PATTERN}`,
    slug: 'dollar-page',
    content: `# Heading ${PATTERN}\n\nBody ${PATTERN}`,
    metaTitle: `Meta ${PATTERN}`,
    metaDescription: `Description ${PATTERN}`,
    status: 'published',
  });
}

const PAGES = [
  '/',
  '/products',
  '/products/dollar-torch',
  '/products/missing-product',
  '/contact',
  '/about',
  '/privacy',
  '/terms',
  '/cookies',
  '/dollar-page',
  '/no-such-page',
];
const ECHOED = ['search', 'category', 'tags', 'sort', 'page', 'limit', 'spec_flame_type', 'brand', 'q'];

describe('#13 page text is inserted literally', () => {
  it('fillTemplate keeps replacement patterns as typed', () => {
    const out = fillTemplate('<head><!--app-head--></head><div><!--app-html--></div><!--app-state-->', {
      head: '$`',
      html: "$'$&$1",
      state: '$$',
    });
    expect(out).toBe("<head>$`</head><div>$'$&$1</div>$$");
  });

  it('fillTemplate fills only the template’s markers: a part holding a marker’s text keeps it', () => {
    const template = '<head><!--app-head--></head><div><!--app-html--></div><!--app-state-->';
    const parts = { head: '<title><!--app-html--></title>', html: 'page <!--app-state-->', state: '{}' };
    const expected = '<head><title><!--app-html--></title></head><div>page <!--app-state--></div>{}';
    expect(fillTemplate(template, parts)).toBe(expected);
    // The second fill of a template reuses its cut and gives the same page.
    expect(fillTemplate(template, parts)).toBe(expected);
    expect(fillTemplate('<p><!--app-html--></p>', parts)).toBe('<p>page <!--app-state--></p>');
  });

  it('every public page shows replacement patterns in echoed parameters and editor text literally, at the size of its content', async () => {
    await seed();
    const heavy = PATTERN.repeat(20); // 320 characters: under the cap, 40 `$` patterns of each kind
    for (const path of PAGES) {
      const plain = await t.app.inject({ method: 'GET', url: path });
      expect(plain.statusCode, path).toBeLessThan(500);
      const query = ECHOED.map((name) => `${name}=${encodeURIComponent(heavy)}`).join('&');
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
      expect(res.statusCode, `${path}?…`).toBeLessThan(500);
      expect(Date.now() - started, path).toBeLessThan(5_000);
      // Every echoed value at most once per place it is shown: proportional, never multiplied.
      expect(res.body.length, path).toBeLessThan(plain.body.length + 40 * heavy.length + 20_000);
    }
    const search = await t.app.inject({
      method: 'GET',
      url: `/products?search=${encodeURIComponent(PATTERN)}`,
    });
    expect(shows(search.body, PATTERN)).toBe(true);

    const product = await t.app.inject({ method: 'GET', url: '/products/dollar-torch' });
    expect(product.statusCode).toBe(200);
    for (const text of [`Torch ${PATTERN}`, `Subtitle ${PATTERN}`, `Long ${PATTERN}`])
      expect(shows(product.body, text), text).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: '/dollar-page' });
    expect(page.statusCode).toBe(200);
    expect(shows(page.body, `Body ${PATTERN}`)).toBe(true);
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(shows(home.body, `Torch ${PATTERN}`)).toBe(true);
  });

  it('a query value longer than the cap answers 400 without echoing it', async () => {
    const long = 'x'.repeat(MAX_PAGE_QUERY_VALUE + 1);
    for (const path of ['/', '/products', '/products/any', '/contact', '/some-page']) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?search=${long}` });
      expect(res.statusCode, path).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).not.toContain(long);
      expect(res.body).toContain(`at most ${MAX_PAGE_QUERY_VALUE} characters`);
    }
    const ok = await t.app.inject({
      method: 'GET',
      url: `/products?search=${'x'.repeat(MAX_PAGE_QUERY_VALUE)}`,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('a refused contact form shows what was typed literally, at the size of its content', async () => {
    const heavy = PATTERN.repeat(20);
    const body = new URLSearchParams({ name: heavy, email: 'not-an-email', message: heavy, type: 'general' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(shows(res.body, heavy)).toBe(true);
    expect(res.body.length).toBeLessThan(200_000);
  });
});
