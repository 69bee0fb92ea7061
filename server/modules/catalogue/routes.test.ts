// Public catalogue calls on a fixed catalogue with hand-computed answers (PGlite and PostgreSQL).
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import {
  highlights,
  pages,
  productSpecValues,
  products,
  productTags,
  relationships,
  specDefinitions,
  tags,
} from '../../db/schema';

const t = setupTestApp();

/*
  Catalogue (active unless noted):
    torches > duplex          tags              flame      system
    A  torches                hvac              heavy      air-acetylene
    B  duplex                 hvac, roofing     fine       duplex-soldering-torch
    C  duplex                 roofing           heavy      duplex-soldering-torch
    D  tips                   hvac              fine       —
    E  tips (draft)           hvac              heavy      —
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
      name: 'A',
      slug: 'a',
      sku: 'A-1',
      categoryId: torches.id,
      status: 'active',
      price: '100.00',
      brandId: brand.id,
      images: ['/api/storage/images/a.webp'],
      mpn: 'MPN-A',
    },
    { name: 'B', slug: 'b', sku: 'B-1', categoryId: duplex.id, status: 'active' },
    { name: 'C', slug: 'c', sku: 'C-1', categoryId: duplex.id, status: 'active' },
    { name: 'D', slug: 'd', sku: 'D-1', categoryId: tips.id, status: 'active' },
    { name: 'E', slug: 'e', sku: 'E-1', categoryId: tips.id, status: 'draft' },
  ]);
  ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  const apps = await create.tagCategory(db, { name: 'Applications', slug: 'applications' });
  const [hvac, roofing] = await create.many(db, tags, [
    { name: 'HVAC & Plumbing', slug: 'hvac', categoryId: apps.id },
    { name: 'Roofing', slug: 'roofing', categoryId: apps.id },
    { name: 'Lightweight', slug: 'lightweight' },
  ]);
  await create.many(db, productTags, [
    { productId: ids.a!, tagId: hvac!.id },
    { productId: ids.b!, tagId: hvac!.id },
    { productId: ids.b!, tagId: roofing!.id },
    { productId: ids.c!, tagId: roofing!.id },
    { productId: ids.d!, tagId: hvac!.id },
    { productId: ids.e!, tagId: hvac!.id },
  ]);
  const general = await create.specCategory(db, { name: 'Performance', slug: 'performance' });
  const [flame, system, temp] = await create.many(db, specDefinitions, [
    {
      key: 'flame_class',
      label: 'Flame Class',
      dataType: 'ENUM',
      enumOptions: ['Very Fine', 'Fine', 'Medium', 'Heavy', 'Extra Heavy'],
      filterable: true,
      categoryId: general.id,
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
      categoryId: general.id,
    },
  ]);
  const v = (p: string, def: number, valueEnum: string, valueSlug: string) => ({
    productId: ids[p]!,
    specDefinitionId: def,
    valueEnum,
    valueSlug,
  });
  await create.many(db, productSpecValues, [
    v('a', flame!.id, 'Heavy', 'heavy'),
    v('b', flame!.id, 'Fine', 'fine'),
    v('c', flame!.id, 'Heavy', 'heavy'),
    v('d', flame!.id, 'Fine', 'fine'),
    v('e', flame!.id, 'Heavy', 'heavy'),
    v('a', system!.id, 'Air/Acetylene', 'air-acetylene'),
    v('b', system!.id, 'Duplex Soldering Torch', 'duplex-soldering-torch'),
    v('c', system!.id, 'Duplex Soldering Torch', 'duplex-soldering-torch'),
    { productId: ids.a!, specDefinitionId: temp!.id, valueNumber: '2400.0000', valueSlug: '2400' },
  ]);
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const counts = (list: Array<{ slug: string; productCount?: number; count?: number }>) =>
  Object.fromEntries(list.map((x) => [x.slug, x.productCount ?? x.count]));

describe('faceted counts (PUB-31, PUB-91, PUB-92, PUB-114 to PUB-116)', () => {
  it('PUB-91 PUB-114: category counts include subcategories and only active products', async () => {
    const res = await get('/api/categories/with-counts');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        slug: expect.any(String),
        productCount: expect.any(Number),
      }),
    );
    expect(counts(res.json())).toEqual({ torches: 3, duplex: 2, tips: 1 });
  });

  it('PUB-114: a category count applies every other filter but not the category filter itself', async () => {
    expect(counts((await get('/api/categories/with-counts?tags=roofing')).json())).toEqual({
      torches: 2,
      duplex: 2,
      tips: 0,
    });
    expect(
      counts((await get('/api/categories/with-counts?categories=tips&flameClasses=heavy')).json()),
    ).toEqual({
      torches: 2,
      duplex: 1,
      tips: 0,
    });
  });

  it('PUB-115 PUB-91: tag counts of the applications group, faceted', async () => {
    const all = (await get('/api/tags/with-counts?tagCategory=applications')).json();
    expect(all.map((x: { name: string }) => x.name)).toEqual(['HVAC & Plumbing', 'Roofing']);
    expect(counts(all)).toEqual({ hvac: 3, roofing: 2 });
    // Choosing hvac does not zero roofing: the tag facet ignores its own filter.
    expect(counts((await get('/api/tags/with-counts?tagCategory=applications&tags=hvac')).json())).toEqual({
      hvac: 3,
      roofing: 2,
    });
    expect(
      counts((await get('/api/tags/with-counts?tagCategory=applications&categories=duplex')).json()),
    ).toEqual({ hvac: 1, roofing: 2 });
    expect(
      counts((await get('/api/tags/with-counts?tagCategory=applications&systemTypes=air-acetylene')).json()),
    ).toEqual({ hvac: 1, roofing: 0 });
  });

  it('PUB-116 PUB-92: spec counts carry value, slug and count per specified facet, each ignoring its own filter', async () => {
    const body = (await get('/api/specs/with-counts')).json();
    expect(body.flameClasses).toEqual([
      { value: 'Fine', slug: 'fine', count: 2 },
      { value: 'Heavy', slug: 'heavy', count: 2 },
    ]);
    expect(body.systemTypes).toEqual([
      { value: 'Air/Acetylene', slug: 'air-acetylene', count: 1 },
      { value: 'Duplex Soldering Torch', slug: 'duplex-soldering-torch', count: 2 },
    ]);
    expect(body.solderCapacities).toEqual([]);
    expect(body.facets.map((f: { key: string; param: string }) => [f.key, f.param])).toEqual([
      ['flame_class', 'flameClasses'],
      ['system_type', 'systemTypes'],
    ]);
    const filtered = (await get('/api/specs/with-counts?flameClasses=heavy&tags=hvac')).json();
    expect(counts(filtered.flameClasses)).toEqual({ fine: 2, heavy: 1 });
    expect(counts(filtered.systemTypes)).toEqual({ 'air-acetylene': 1 });
    const labelled = filtered.facets.find((f: { key: string }) => f.key === 'system_type');
    expect(labelled.values[0].label).toBe('Air/Acetylene');
  });

  it('a filterable definition added later gets its own facet with a generic parameter, without code changes', async () => {
    const tip = await create.specDefinition(t.ctx.db, {
      key: 'tip_material',
      label: 'Tip Material',
      dataType: 'STRING',
      filterable: true,
    });
    await create.specValue(t.ctx.db, {
      productId: ids.d!,
      specDefinitionId: tip.id,
      valueString: 'Brass',
      valueSlug: 'brass',
    });
    t.app.answerCache.clear();
    const body = (await get('/api/specs/with-counts')).json();
    const facet = body.facets.find((f: { key: string }) => f.key === 'tip_material');
    expect(facet).toEqual({
      key: 'tip_material',
      label: 'Tip Material',
      param: 'spec_tip_material',
      values: [{ value: 'Brass', slug: 'brass', count: 1, label: 'Brass' }],
    });
    const list = (await get('/api/products?spec_tip_material=brass')).json();
    expect(list.products.map((p: { slug: string }) => p.slug)).toEqual(['d']);
  });
});

describe('product details (PUB-85 to PUB-88, PUB-117)', () => {
  beforeEach(async () => {
    const db = t.ctx.db;
    await create.many(db, highlights, [
      { productId: ids.a!, text: 'Second', sort: 2 },
      { productId: ids.a!, text: 'First', sort: 1, icon: 'flame' },
    ]);
    await create.faq(db, {
      productId: ids.a!,
      question: 'Does it need a regulator?',
      answer: 'Yes, 15 PSI.',
      sort: 1,
    });
    await create.distributorLink(db, {
      productId: ids.a!,
      distributorName: 'North Supply',
      url: 'https://example.com/n',
    });
    const doc = await create.document(db, {
      kind: 'SDS',
      url: '/api/storage/documents/sds.pdf',
      title: 'Acetylene SDS',
      version: '2.1',
    });
    await create.productDocument(db, { productId: ids.a!, documentId: doc.id });
    await create.many(db, relationships, [
      { fromProductId: ids.a!, toProductId: ids.d!, type: 'ACCESSORY', note: 'Fits all A handles' },
      { fromProductId: ids.a!, toProductId: ids.e!, type: 'ACCESSORY' },
    ]);
  });

  it('PUB-117 PUB-85 PUB-86 PUB-87 PUB-88: the full product, ordered, with display values and public relations only', async () => {
    const res = await get('/api/products/slug/a/details');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'A',
      sku: 'A-1',
      category: { name: 'Torches', slug: 'torches' },
      brand: { name: 'Torchworks', logoUrl: '/api/storage/brands/logo.webp' },
    });
    expect(body.highlights.map((h: { text: string }) => h.text)).toEqual(['First', 'Second']);
    expect(body.specs).toEqual([
      {
        id: expect.any(Number),
        displayValue: 'Heavy',
        specDefinition: {
          key: 'flame_class',
          label: 'Flame Class',
          description: null,
          category: 'Performance',
          dataType: 'ENUM',
          unit: null,
        },
      },
      {
        id: expect.any(Number),
        displayValue: '2400 °F',
        specDefinition: expect.objectContaining({ key: 'flame_temperature', category: 'Performance' }),
      },
      {
        id: expect.any(Number),
        displayValue: 'Air/Acetylene',
        specDefinition: expect.objectContaining({ key: 'system_type', category: null }),
      },
    ]);
    expect(body.documents).toEqual([
      {
        id: expect.any(Number),
        document: expect.objectContaining({
          title: 'Acetylene SDS',
          kind: 'SDS',
          version: '2.1',
          url: '/api/storage/documents/sds.pdf',
        }),
      },
    ]);
    // The draft E is not shown to visitors.
    expect(body.relationshipsFrom).toEqual([
      {
        id: expect.any(Number),
        type: 'ACCESSORY',
        note: 'Fits all A handles',
        toProduct: {
          id: ids.d,
          name: 'D',
          slug: 'd',
          sku: 'D-1',
          shortDescription: null,
          images: [],
          price: null,
        },
      },
    ]);
    expect(body.faqs).toEqual([
      { id: expect.any(Number), question: 'Does it need a regulator?', answer: 'Yes, 15 PSI.', sort: 1 },
    ]);
    expect(body.distributorLinks).toEqual([
      { id: expect.any(Number), distributorName: 'North Supply', url: 'https://example.com/n' },
    ]);
  });

  it('PUB-118 TAG-22: the public details carry the product tags (name, slug, colour) so the page shows them without a second call', async () => {
    const body = (await get('/api/products/slug/a/details')).json();
    expect(body.tags).toEqual([
      { id: expect.any(Number), name: 'HVAC & Plumbing', slug: 'hvac', color: '#3B82F6' },
    ]);
    const b = (await get('/api/products/slug/b/details')).json();
    expect(b.tags.map((t: { slug: string }) => t.slug)).toEqual(['hvac', 'roofing']);
  });

  it('SEO-23 SEO-28: structured data is schema.org Product with brand, price in USD and availability', async () => {
    const body = (await get('/api/products/slug/a/structured-data')).json();
    expect(body).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'A',
      sku: 'A-1',
      mpn: 'MPN-A',
      brand: { '@type': 'Brand', name: 'Torchworks' },
      image: ['http://catalogue.test/api/storage/images/a.webp'],
      offers: {
        '@type': 'Offer',
        price: '100.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('a draft is 404 for visitors and visible to signed-in staff (preview)', async () => {
    expect((await get('/api/products/slug/e/details')).statusCode).toBe(404);
    expect((await get('/api/products/slug/e/structured-data')).statusCode).toBe(404);
    expect((await get('/api/products/slug/nope/details')).json()).toEqual({ error: 'Product not found' });
    const { cookie } = await signedIn(t, 'viewer');
    const preview = await get('/api/products/slug/e/details', cookie);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().status).toBe('draft');
  });
});

describe('sitemap and robots (SEO-22)', () => {
  it('SEO-22: /sitemap.xml lists home, static pages, categories, active products and published pages from PUBLIC_URL', async () => {
    await create.many(t.ctx.db, pages, [
      { title: 'Distributors', slug: 'distributor-program', status: 'published' },
      { title: 'Secret', slug: 'secret', status: 'draft' },
    ]);
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    for (const loc of [
      'http://catalogue.test/',
      'http://catalogue.test/products',
      'http://catalogue.test/about',
      'http://catalogue.test/products/a',
      'http://catalogue.test/products?categories=duplex',
      'http://catalogue.test/distributor-program',
    ]) {
      expect(xml).toContain(`<loc>${loc.replace(/&/g, '&amp;')}</loc>`);
    }
    expect(xml).not.toContain('/products/e<');
    expect(xml).not.toContain('secret');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('/robots.txt points to the sitemap and keeps crawlers out of /admin and /api', async () => {
    const res = await get('/robots.txt');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://catalogue.test/sitemap.xml');
  });
});

describe('answer cache', () => {
  it('keeps anonymous answers with an ETag until a signed-in write changes content', async () => {
    const first = await get('/api/products?sort=name');
    expect(first.headers['x-cache']).toBe('MISS');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    const second = await get('/api/products?sort=name');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    const notModified = await t.app.inject({
      method: 'GET',
      url: '/api/products?sort=name',
      headers: { 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);

    // Signed-in staff never get (or fill) the shared cache.
    const { cookie } = await signedIn(t, 'editor');
    const staff = await get('/api/products?sort=name', cookie);
    expect(staff.headers['x-cache']).toBeUndefined();
    expect(staff.headers['cache-control']).toBe('private, no-store');

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${ids.a}`,
      headers: { cookie },
      payload: { name: 'A renamed' },
    });
    expect(patched.statusCode).toBe(200);
    const after = await get('/api/products?sort=name');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json().products.map((p: { name: string }) => p.name)).toContain('A renamed');
  });

  it('#21: ANSWER_CACHE=false serves every anonymous answer fresh (the bench’s uncached figures)', async () => {
    await t.rebuild({ answerCache: false });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await get('/api/products?sort=name');
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-cache']).toBeUndefined();
      }
      expect(t.app.answerCache.hits).toBe(0);
    } finally {
      await t.rebuild({ answerCache: true });
    }
  });

  it('a visitor’s own write (sign-in attempt) does not empty it', async () => {
    await get('/api/categories/with-counts');
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'x@example.com', password: 'nope' },
    });
    expect((await get('/api/categories/with-counts')).headers['x-cache']).toBe('HIT');
  });

  it('drafts stay out of the public answers even after staff saw them', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    await get('/api/products/slug/e/details', cookie);
    expect((await get('/api/products/slug/e/details')).statusCode).toBe(404);
    await t.ctx.db.update(products).set({ status: 'active' }).where(eq(products.id, ids.e!));
  });
});
