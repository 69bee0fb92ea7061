// Server-rendered catalogue and product pages: status, title, canonical, JSON-LD (parsed and checked) and
// the content a visitor reads with JavaScript turned off, on a fixed catalogue (PGlite and PostgreSQL).
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../tests/helpers/app';
import { create } from '../../tests/helpers/factories';
import { hasTag, selectedOptions } from '../../tests/helpers/html';
import {
  documents,
  faqs,
  highlights,
  productDocuments,
  productSpecValues,
  products,
  productTags,
  relationships,
  specDefinitions,
  tags,
} from '../db/schema';
import { facetEngineFor } from '../modules/catalogue/facet-engine/engine';
import { referenceData } from '../modules/catalogue/reference-data';
import { createTestRenderer, type ServerEntry } from './renderer';

const t = setupTestApp({
  build: {
    web: createTestRenderer(
      async () => (await import('../../client/src/entry-server')) as unknown as ServerEntry,
    ),
  },
});

const PUBLIC = 'http://catalogue.test';
// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD is checked field by field
type Json = any;

/*
  Fixed catalogue (active unless noted), prices in USD:
    name               category   tags            flame   system          price
    Alpha Torch        torches    hvac            heavy   air-acetylene   120.00
    Bravo Duplex       duplex     hvac, roofing   fine    duplex          80.00
    Charlie Duplex     duplex     roofing         heavy   duplex          —
    Delta Tip          tips       hvac            fine    —               15.50
    Echo Draft         tips       hvac            heavy   —               (draft)
*/
let ids: Record<string, number> = {};

beforeEach(async () => {
  const db = t.ctx.db;
  const torches = await create.category(db, { name: 'Torches', slug: 'torches' });
  const duplex = await create.category(db, { name: 'Duplex', slug: 'duplex', parentId: torches.id });
  const tips = await create.category(db, { name: 'Tips', slug: 'tips' });
  const brand = await create.brand(db, {
    name: 'Torchworks',
    slug: 'torchworks',
    logoUrl: '/api/storage/brands/logo.webp',
  });
  const rows = await create.many(db, products, [
    {
      name: 'Alpha Torch',
      slug: 'alpha',
      sku: 'AT-1',
      mpn: 'MPN-AT',
      subtitle: 'The everyday handle',
      shortDescription: 'A light air/acetylene torch for copper up to ¾″.',
      description: 'First paragraph about the torch.\n\nSecond paragraph <b>not markup</b>.',
      categoryId: torches.id,
      brandId: brand.id,
      status: 'active',
      featured: true,
      price: '120.00',
      images: ['/api/storage/images/alpha.webp', '/api/storage/images/alpha-2.webp'],
    },
    {
      name: 'Bravo Duplex',
      slug: 'bravo',
      sku: 'BD-1',
      categoryId: duplex.id,
      status: 'active',
      price: '80.00',
    },
    { name: 'Charlie Duplex', slug: 'charlie', sku: 'CD-1', categoryId: duplex.id, status: 'active' },
    {
      name: 'Delta Tip',
      slug: 'delta',
      sku: 'DT-1',
      categoryId: tips.id,
      status: 'active',
      price: '15.50',
    },
    { name: 'Echo Draft', slug: 'echo', sku: 'ED-1', categoryId: tips.id, status: 'draft', price: '9.00' },
  ]);
  ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  const apps = await create.tagCategory(db, { name: 'Applications', slug: 'applications' });
  const [hvac, roofing] = await create.many(db, tags, [
    { name: 'HVAC & Plumbing', slug: 'hvac', categoryId: apps.id, color: '#22C55E' },
    { name: 'Roofing', slug: 'roofing', categoryId: apps.id },
  ]);
  await create.many(db, productTags, [
    { productId: ids.alpha!, tagId: hvac!.id },
    { productId: ids.bravo!, tagId: hvac!.id },
    { productId: ids.bravo!, tagId: roofing!.id },
    { productId: ids.charlie!, tagId: roofing!.id },
    { productId: ids.delta!, tagId: hvac!.id },
    { productId: ids.echo!, tagId: hvac!.id },
  ]);
  const perf = await create.specCategory(db, { name: 'Performance', slug: 'performance' });
  const [flame, system, temp, fits] = await create.many(db, specDefinitions, [
    {
      key: 'flame_class',
      label: 'Flame Class',
      dataType: 'ENUM',
      enumOptions: ['Very Fine', 'Fine', 'Medium', 'Heavy', 'Extra Heavy'],
      filterable: true,
      categoryId: perf.id,
    },
    {
      key: 'system_type',
      label: 'System Type',
      dataType: 'ENUM',
      enumOptions: ['Air/Acetylene', 'Duplex Soldering Torch'],
      filterable: true,
    },
    {
      key: 'flame_temperature',
      label: 'Flame Temperature',
      dataType: 'NUMBER',
      unit: '°F',
      categoryId: perf.id,
    },
    {
      key: 'fits_tips',
      label: 'Fits Tips',
      dataType: 'RELATIONSHIP_LIST',
      description: 'Tips that thread on',
    },
  ]);
  const v = (p: string, def: number, valueEnum: string, valueSlug: string) => ({
    productId: ids[p]!,
    specDefinitionId: def,
    valueEnum,
    valueSlug,
  });
  await create.many(db, productSpecValues, [
    v('alpha', flame!.id, 'Heavy', 'heavy'),
    v('bravo', flame!.id, 'Fine', 'fine'),
    v('charlie', flame!.id, 'Heavy', 'heavy'),
    v('delta', flame!.id, 'Fine', 'fine'),
    v('echo', flame!.id, 'Heavy', 'heavy'),
    v('alpha', system!.id, 'Air/Acetylene', 'air-acetylene'),
    v('bravo', system!.id, 'Duplex Soldering Torch', 'duplex-soldering-torch'),
    v('charlie', system!.id, 'Duplex Soldering Torch', 'duplex-soldering-torch'),
    { productId: ids.alpha!, specDefinitionId: temp!.id, valueNumber: '2400.0000', valueSlug: '2400' },
    {
      productId: ids.alpha!,
      specDefinitionId: fits!.id,
      valueString: '<ul><li><a href="/products/delta">Delta Tip</a></li></ul><script>alert(1)</script>',
    },
  ]);
  await create.many(db, highlights, [
    { productId: ids.alpha!, text: 'Leak-tested before it ships', sort: 1 },
    { productId: ids.alpha!, text: 'Hand-tight tip changes', sort: 2 },
  ]);
  const [manual, brochure] = await create.many(db, documents, [
    {
      title: 'Alpha Manual',
      kind: 'MANUAL',
      version: '2.1',
      url: '/api/storage/documents/alpha-manual.pdf',
    },
    { title: 'Torch Brochure', kind: 'BROCHURE', url: '/api/storage/documents/brochure.pdf' },
  ]);
  await create.many(db, productDocuments, [
    { productId: ids.alpha!, documentId: manual!.id },
    { productId: ids.alpha!, documentId: brochure!.id },
  ]);
  await create.many(db, relationships, [
    { fromProductId: ids.alpha!, toProductId: ids.delta!, type: 'ACCESSORY', note: 'Finer flame' },
    { fromProductId: ids.alpha!, toProductId: ids.bravo!, type: 'SIMILAR' },
    { fromProductId: ids.alpha!, toProductId: ids.charlie!, type: 'COMPONENT', note: 'One per kit' },
    { fromProductId: ids.alpha!, toProductId: ids.echo!, type: 'ACCESSORY' },
  ]);
  await create.many(db, faqs, [
    { productId: ids.alpha!, question: 'Which cylinder fits?', answer: 'An MC or B cylinder.', sort: 1 },
    { productId: ids.alpha!, question: 'Is it covered?', answer: 'One-year warranty.', sort: 2 },
  ]);
  await create.distributorLink(db, {
    productId: ids.alpha!,
    distributorName: 'Supply House',
    url: 'https://supply.example/alpha',
  });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function page(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, Json>,
  );
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  const text = root
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
  return { title, canonical, jsonLd, root, text };
}

const cardNames = (root: string) =>
  [...root.matchAll(/data-testid="product-card"[\s\S]*?<h2[^>]*><a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

describe('catalogue page /products (server-rendered)', () => {
  it('PUB-24 PUB-25 PUB-26 PUB-30 PUB-31 PUB-33 PUB-97 PUB-107 SEO-09: title, search, sort, facets with counts, totals and collection JSON-LD', async () => {
    const res = await get('/products');
    expect(res.statusCode).toBe(200);
    const p = page(res.body);
    expect(p.title).toBe('Professional Torch Products | Torchworks');
    expect(p.canonical).toBe(`${PUBLIC}/products`);
    expect(p.text).toContain('Professional Torch Products');
    expect(p.root).toContain('placeholder="Search products, models, or SKUs..."');
    expect(p.text).toContain('Search');
    expect(selectedOptions(p.root)).toContain('name');
    expect(p.text).toContain('Price (Low to High)');
    for (const section of ['Product Category', 'By Application', 'Flame Class', 'System Type'])
      expect(p.text).toContain(section);
    // Active products only, sorted by name, default page size 12.
    expect(p.text).toContain('4 Products Found');
    expect(p.text).toContain('Showing page 1 of 1');
    expect(cardNames(p.root)).toEqual(['Alpha Torch', 'Bravo Duplex', 'Charlie Duplex', 'Delta Tip']);
    // #20: each card's "Add to quote" is a plain GET form to the contact page (works without JavaScript).
    expect(p.root.match(/<form action="\/contact" method="get"/g)).toHaveLength(4);
    expect(p.root).toMatch(/<input type="hidden" name="sku" value="AT-1"\/?>/);
    expect(p.text).toContain('Add to quote Alpha Torch');
    // Counts: Torches includes its subcategory (alpha + bravo + charlie); heavy = alpha + charlie.
    expect(p.text).toMatch(/Torches \(3\)/);
    expect(p.text).toMatch(/Duplex \(2\)/);
    expect(p.text).toMatch(/HVAC & Plumbing \(3\)/);
    expect(p.text).toMatch(/Heavy \(2\)/);
    expect(p.text).toMatch(/Air\/Acetylene \(1\)/);
    const collection = p.jsonLd.find((d) => d['@type'] === 'CollectionPage')!;
    expect(collection.url).toBe(`${PUBLIC}/products`);
    expect(collection.mainEntity['@type']).toBe('ItemList');
    expect(collection.mainEntity.numberOfItems).toBe(4);
    expect(collection.mainEntity.itemListElement[0].item).toMatchObject({
      '@type': 'Product',
      name: 'Alpha Torch',
      sku: 'AT-1',
      offers: { price: '120.00', priceCurrency: 'USD' },
    });
  });

  it('PUB-38 PUB-111 PUB-32 PUB-93 PUB-95: a filtered, price-sorted URL renders the filtered results, chips and faceted counts', async () => {
    const res = await get('/products?tags=hvac&flameClasses=fine,heavy&sort=price');
    expect(res.statusCode).toBe(200);
    const p = page(res.body);
    // hvac ∩ (fine ∪ heavy), active: alpha, bravo, delta; by price ascending.
    expect(cardNames(p.root)).toEqual(['Delta Tip', 'Bravo Duplex', 'Alpha Torch']);
    expect(p.text).toContain('3 Products Found');
    expect(p.text).toContain('Active Filters (3)');
    expect(p.text).toContain('Clear All');
    expect(p.root).toContain('aria-label="Remove filter Heavy"');
    expect(p.root).toContain('aria-label="Remove filter HVAC &amp; Plumbing"');
    expect(selectedOptions(p.root)).toContain('price');
    // The search form keeps the other filters and the sort when submitted without scripts.
    expect(p.root).toContain('<input type="hidden" name="tags" value="hvac"/>');
    expect(p.root).toContain('<input type="hidden" name="flameClasses" value="fine,heavy"/>');
    expect(p.root).toContain('<input type="hidden" name="sort" value="price"/>');
    // Tag counts ignore the tag filter: roofing = bravo + charlie, both fine/heavy.
    expect(p.text).toMatch(/Roofing \(2\)/);
    // Flame counts ignore the flame filter but apply hvac: fine = bravo + delta, heavy = alpha.
    expect(p.text).toMatch(/Fine \(2\)/);
    expect(p.text).toMatch(/Heavy \(1\)/);
    const collection = p.jsonLd.find((d) => d['@type'] === 'CollectionPage')!;
    expect(collection.mainEntity.itemListElement.map((i: Json) => i.item.name)).toEqual([
      'Delta Tip',
      'Bravo Duplex',
      'Alpha Torch',
    ]);
  });

  it('#21: one render reads the index’s changes once and its reference data from memory; an edit shows in the next render', async () => {
    const url = '/products?tags=hvac&flameClasses=fine,heavy&sort=price';
    await get('/products');
    const engine = facetEngineFor(t.ctx.db)!;
    const held = await referenceData(t.ctx.db);
    const reads = engine.reads;
    // A render none of whose calls the answer cache holds.
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    // The page's four in-process calls (list, categories, tags, specifications) share one read.
    expect(engine.reads - reads).toBe(1);
    expect(await referenceData(t.ctx.db)).toBe(held);

    // Staff rename the tag: the very next render finds it by its new slug.
    const { cookie } = await signedIn(t, 'editor');
    const [hvac] = await t.ctx.db.select().from(tags).where(eq(tags.slug, 'hvac'));
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/tags/${hvac!.id}`,
      headers: { cookie },
      payload: { name: 'Heating', slug: 'heating', color: hvac!.color, categoryId: hvac!.categoryId },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = page((await get('/products?tags=heating&flameClasses=fine,heavy&sort=price')).body);
    expect(cardNames(after.root)).toEqual(['Delta Tip', 'Bravo Duplex', 'Alpha Torch']);
    expect(after.root).toContain('aria-label="Remove filter Heating"');
    expect(page((await get(url)).body).text).toContain('No products found');
  });

  it('PUB-35 PUB-124 PUB-39 #15: pagination with page-size choices; the page is read from the address; a page past the last is 404', async () => {
    const res = await get('/products?page=2&limit=12');
    expect(res.statusCode).toBe(404);
    const p = page(res.body);
    expect(p.text).toContain('Page 2 does not exist');
    expect(p.text).not.toContain('Showing page');
    expect(p.root).toContain('href="/products"');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    for (const size of ['12', '24', '48', '96']) expect(hasTag(p.root, 'option', { value: size })).toBe(true);
    const small = page((await get('/products?categories=torches')).body);
    expect(small.title).toBe('Torches | Professional Torch Products | Torchworks');
    expect(small.canonical).toBe(`${PUBLIC}/products?categories=torches`);
    expect(cardNames(small.root)).toEqual(['Alpha Torch', 'Bravo Duplex', 'Charlie Duplex']);
  });

  it('PUB-37: no results show the empty-state text', async () => {
    const p = page((await get('/products?search=nothing-like-this')).body);
    expect(p.text).toContain('0 Products Found');
    expect(p.text).toContain('No products found');
    expect(p.text).toContain('Try adjusting your search criteria or browse all categories.');
    expect(p.text).toContain('Active Filters (1)');
  });
});

describe('product page /products/{slug} (server-rendered)', () => {
  it('PUB-41 PUB-48 to PUB-61 PUB-63 PUB-65 PUB-66 PUB-67 PUB-68 PUB-89 PUB-90: the whole product reads without JavaScript', async () => {
    const res = await get('/products/alpha');
    expect(res.statusCode).toBe(200);
    const p = page(res.body);
    expect(p.text).toMatch(/Home \/ Products \/ Torches \/ Alpha Torch/);
    expect(p.root).toContain('href="/products?categories=torches"');
    expect(p.root).toContain('alt="Torchworks logo"');
    expect(p.text).toContain('Available');
    expect(p.text).toContain('Featured');
    expect(p.text).toContain('The everyday handle');
    expect(p.text).toContain('SKU: AT-1');
    expect(p.text).toContain('MPN: MPN-AT');
    expect(p.text).toContain('$120.00 MSRP');
    expect(p.text).toContain('Key Features Leak-tested before it ships Hand-tight tip changes');
    expect(p.text).toContain('Product Tags HVAC & Plumbing');
    expect(p.root).toContain('border-color:#22C55E');
    expect(p.text).toContain('Overview A light air/acetylene torch');
    expect(p.root).toContain('href="/contact?type=quote&amp;sku=AT-1"');
    // #20: "Add to quote" works without JavaScript: a GET form to the contact page with type, SKU and quantity.
    expect(p.root).toMatch(
      /<form action="\/contact" method="get"[^>]*><input type="hidden" name="type" value="quote"\/?><input type="hidden" name="sku" value="AT-1"\/?>/,
    );
    expect(p.root).toContain('href="/contact?type=distributor&amp;sku=AT-1"');
    expect(p.text).toContain('Available from:');
    expect(p.root).toMatch(
      /href="https:\/\/supply\.example\/alpha" target="_blank" rel="noopener noreferrer"/,
    );
    expect(p.text).toContain(
      'Product Description First paragraph about the torch. Second paragraph <b>not markup</b>.',
    );
    // Specifications: groups sorted (General, Performance); RELATIONSHIP_LIST as safe markup.
    expect(p.text).toMatch(
      /Technical Specifications General Fits Tips Tips that thread on Delta Tip .*Performance Flame Class Heavy Flame Temperature 2400 °F/,
    );
    expect(p.root).toContain('<ul><li><a href="/products/delta">Delta Tip</a></li></ul>');
    expect(p.root).not.toContain('<script>alert(1)</script>');
    expect(p.text).not.toContain('alert(1)');
    // Documents: labelled kinds for the four, raw for others; version; download in a new tab.
    expect(p.text).toContain('Alpha Manual User Manual Version 2.1');
    expect(p.text).toContain('Torch Brochure BROCHURE');
    expect(p.root).toMatch(/href="\/api\/storage\/documents\/alpha-manual\.pdf" target="_blank"/);
    // Related products: only active targets for visitors; components as Kit Contents.
    expect(p.text).toContain('Related Products Accessories Delta Tip');
    expect(p.text).toContain('Finer flame');
    expect(p.text).toContain('Similar Products Bravo Duplex');
    expect(p.text).not.toContain('Echo Draft');
    expect(p.text).toContain(
      'Kit Contents This kit includes the following components: Component Charlie Duplex SKU: CD-1 One per kit View Details',
    );
    expect(p.text).toContain('Frequently Asked Questions Which cylinder fits?');
    expect(p.root).toMatch(/<details name="faq-\d+"/);
    expect(p.text).toContain('Back to All Products');
    // Gallery: thumbnails, WebP variants with srcset, width and height, zoom hints.
    expect(p.root).toContain('data-testid="thumbnails"');
    expect(
      hasTag(p.root, 'img', {
        srcset:
          '/api/storage/images/alpha-thumbnail.webp 400w, /api/storage/images/alpha-mobile.webp 800w, /api/storage/images/alpha-desktop.webp 1600w',
      }),
    ).toBe(true);
    expect(p.root).toMatch(/width="800" height="800"/);
    expect(p.text).toContain('Move to zoom');
    expect(p.text).toContain('Tap to zoom');
  });

  it('SEO-10 SEO-11 SEO-12: title, description, keywords, canonical, Product and BreadcrumbList JSON-LD', async () => {
    const html = (await get('/products/alpha')).body;
    const p = page(html);
    expect(p.title).toBe('Alpha Torch | Torches | Torchworks');
    expect(p.canonical).toBe(`${PUBLIC}/products/alpha`);
    expect(html).toContain(
      '<meta name="description" content="A light air/acetylene torch for copper up to ¾″.">',
    );
    expect(html).toMatch(
      /<meta name="keywords" content="Alpha Torch, AT-1, MPN-AT, Torches, Torchworks, HVAC &amp; Plumbing">/,
    );
    expect(html).toContain('<meta property="og:type" content="product">');
    const product = p.jsonLd.find((d) => d['@type'] === 'Product')!;
    expect(product).toMatchObject({
      name: 'Alpha Torch',
      sku: 'AT-1',
      mpn: 'MPN-AT',
      brand: { '@type': 'Brand', name: 'Torchworks' },
      offers: { price: '120.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(product.image[0]).toBe(`${PUBLIC}/api/storage/images/alpha.webp`);
    const crumbs = p.jsonLd.find((d) => d['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((i: Json) => [i.position, i.name, i.item])).toEqual([
      [1, 'Home', `${PUBLIC}/`],
      [2, 'Products', `${PUBLIC}/products`],
      [3, 'Torches', `${PUBLIC}/products?categories=torches`],
      [4, 'Alpha Torch', `${PUBLIC}/products/alpha`],
    ]);
  });

  it('PUB-62 PUB-64 PUB-46 PUB-49: empty states, placeholder image and "Available" only for active products', async () => {
    await t.ctx.db.delete(productSpecValues).where(eq(productSpecValues.productId, ids.charlie!));
    const p = page((await get('/products/charlie')).body);
    expect(p.text).toContain(
      'Detailed specifications are being updated. Please contact us for complete technical information.',
    );
    expect(p.text).toContain('Request Specifications');
    expect(p.text).toContain(
      'Product documentation is currently being compiled. Please contact us for available resources.',
    );
    expect(p.text).toContain('Request Documents');
    expect(p.root).toContain('data-testid="image-placeholder"');
    expect(p.text).not.toContain('MSRP');
    expect(p.text).not.toContain('Frequently Asked Questions');
  });

  it('PUB-69: an unknown product answers 404 with "Product Not Found"', async () => {
    const res = await get('/products/no-such-thing');
    expect(res.statusCode).toBe(404);
    const p = page(res.body);
    expect(p.title).toBe('Product Not Found | Torchworks');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(p.text).toContain('Product Not Found');
    expect(p.text).toContain("The product you're looking for doesn't exist.");
    expect(p.text).toContain('Back to Products');
  });

  it('PUB-49: a draft is 404 for visitors; signed-in staff preview it as "Coming Soon", not indexed', async () => {
    expect((await get('/products/echo')).statusCode).toBe(404);
    const { cookie } = await signedIn(t, 'editor');
    const res = await get('/products/echo', cookie);
    expect(res.statusCode).toBe(200);
    const p = page(res.body);
    expect(p.text).toContain('Coming Soon');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.headers['cache-control']).toContain('no-store');
  });
});

describe('sitemap and robots for the catalogue', () => {
  it('SEO-22: the sitemap lists the catalogue and every active product page, never drafts', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${PUBLIC}/products</loc>`);
    for (const slug of ['alpha', 'bravo', 'charlie', 'delta'])
      expect(xml).toContain(`${PUBLIC}/products/${slug}<`);
    expect(xml).not.toContain('/products/echo');
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  });
});
