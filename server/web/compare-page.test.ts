// #20: the server-rendered comparison page /compare?products=… (what a visitor without JavaScript and a
// crawler get): the table aligned by definition, units, differences marked, the "only differences" box,
// noindex, unknown slugs left out with a notice, 404 when none is found; and the product page's links.
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/app';
import { create } from '../../tests/helpers/factories';
import { hasTag } from '../../tests/helpers/html';
import { createTestRenderer, type ServerEntry } from './renderer';

const t = setupTestApp({
  build: {
    web: createTestRenderer(
      async () => (await import('../../client/src/entry-server')) as unknown as ServerEntry,
    ),
  },
});

beforeEach(async () => {
  const db = t.ctx.db;
  const perf = await create.specCategory(db, { name: 'Performance', slug: 'performance' });
  const flame = await create.specDefinition(db, {
    key: 'flame_class',
    label: 'Flame Class',
    dataType: 'ENUM',
    enumOptions: ['Fine', 'Heavy'],
    categoryId: perf.id,
  });
  const temp = await create.specDefinition(db, {
    key: 'flame_temperature',
    label: 'Flame Temperature',
    dataType: 'NUMBER',
    unit: '°F',
    categoryId: perf.id,
  });
  const weight = await create.specDefinition(db, {
    key: 'weight',
    label: 'Weight',
    dataType: 'NUMBER',
    unit: 'lb',
  });
  const alpha = await create.product(db, {
    name: 'Alpha Torch',
    slug: 'alpha',
    sku: 'AT-1',
    status: 'active',
    price: '120.00',
  });
  const bravo = await create.product(db, {
    name: 'Bravo Duplex',
    slug: 'bravo',
    sku: 'BD-1',
    status: 'active',
  });
  await create.specValue(db, { productId: alpha.id, specDefinitionId: flame.id, valueEnum: 'Heavy' });
  await create.specValue(db, { productId: bravo.id, specDefinitionId: flame.id, valueEnum: 'Fine' });
  await create.specValue(db, { productId: bravo.id, specDefinitionId: temp.id, valueNumber: '3600' });
  await create.specValue(db, { productId: alpha.id, specDefinitionId: weight.id, valueNumber: '1.5' });
  await create.specValue(db, { productId: bravo.id, specDefinitionId: weight.id, valueNumber: '1.5' });
  await create.highlight(db, { productId: alpha.id, text: 'Swirl flame' });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('#20 the comparison page, rendered on the server', () => {
  it('#20: two products side by side: aligned rows with units, differences marked, noindex, the toggle', async () => {
    const res = await page('/compare?products=alpha,bravo');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Compare Alpha Torch vs Bravo Duplex | Torchworks</title>');
    expect(hasTag(html, 'meta', { name: 'robots', content: 'noindex' })).toBe(true);
    const body = text(html);
    expect(body).toContain('Flame Class (differs) Heavy Fine');
    expect(body).toMatch(/Flame Temperature \(differs\) — Not specified 3600 °F/);
    expect(body).toContain('Weight 1.5 lb 1.5 lb');
    expect(body).toContain('$120.00 MSRP');
    expect(body).toContain('Price on request');
    expect(body).toContain('Swirl flame');
    // Rows whose values agree carry data-same, hidden by the "only differences" box (CSS, no script needed).
    expect(html.match(/<tr[^>]*data-same/g)).toHaveLength(1);
    expect(hasTag(html, 'input', { id: 'compare-only-differences', type: 'checkbox' })).toBe(true);
    expect(hasTag(html, 'a', { href: '/products/alpha/datasheet.pdf' })).toBe(true);
    // "Add to quote" per column: a GET form to the contact page with the product's SKU (no script needed).
    expect(html.match(/<form action="\/contact" method="get"/g)).toHaveLength(2);
    expect(hasTag(html, 'input', { type: 'hidden', name: 'sku', value: 'AT-1' })).toBe(true);
    // Removing a column is a link to the comparison without it.
    expect(hasTag(html, 'a', { href: '/compare?products=bravo' })).toBe(true);
  });

  it('#20: an unknown slug is left out with a notice; none found is 404; no products is an empty page', async () => {
    const some = await page('/compare?products=alpha,ghost,bravo');
    expect(some.statusCode).toBe(200);
    expect(text(some.body)).toContain('Not found, so left out: ghost.');

    const none = await page('/compare?products=ghost,phantom');
    expect(none.statusCode).toBe(404);
    expect(text(none.body)).toContain('None of these products were found');

    const empty = await page('/compare');
    expect(empty.statusCode).toBe(200);
    expect(text(empty.body)).toContain('No products to compare yet');

    const five = await page('/compare?products=alpha,bravo,c,d,e');
    expect(five.statusCode).toBe(200);
    expect(text(five.body)).toContain('At most 4 products can be compared at once; left out: e.');
  });

  it('#20: the product page links its datasheet and prints the company masthead', async () => {
    const res = await page('/products/alpha');
    expect(res.statusCode).toBe(200);
    expect(hasTag(res.body, 'a', { href: '/products/alpha/datasheet.pdf' })).toBe(true);
    expect(text(res.body)).toContain('Download datasheet (PDF)');
    expect(text(res.body)).toContain('Product Datasheet');
  });
});
