// Products API on a fixed little catalogue whose answers are computed by hand.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import {
  highlights,
  productSpecValues,
  products,
  productTags,
  redirects,
  relationships,
  tags,
} from '../../db/schema';

const t = setupTestApp();

interface Fixture {
  torches: number;
  duplex: number;
  tips: number;
  brand: number;
  ids: Record<string, number>;
}
let fx: Fixture;

async function seed(): Promise<Fixture> {
  const db = t.ctx.db;
  const torches = await create.category(db, { name: 'Torches', slug: 'torches' });
  const duplex = await create.category(db, {
    name: 'Duplex Torches',
    slug: 'duplex-torches',
    parentId: torches.id,
  });
  const tips = await create.category(db, { name: 'Tips', slug: 'tips' });
  const brand = await create.brand(db, { name: 'Torchworks', slug: 'torchworks' });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const rows = await create.many(db, products, [
    {
      name: 'Alpha Torch',
      slug: 'alpha-torch',
      sku: 'TW-100',
      categoryId: torches.id,
      status: 'active',
      price: '120.00',
      createdAt: day(1),
      brandId: brand.id,
      featured: true,
    },
    {
      name: 'Bravo Duplex',
      slug: 'bravo-duplex',
      sku: 'DX-200',
      mpn: 'MPN-ZX',
      categoryId: duplex.id,
      status: 'active',
      price: '80.50',
      createdAt: day(2),
    },
    {
      name: 'Charlie Tip',
      slug: 'charlie-tip',
      sku: 'TP-3',
      categoryId: tips.id,
      status: 'draft',
      price: '5.00',
      createdAt: day(3),
    },
    {
      name: 'Delta Tip 50%',
      slug: 'delta-tip',
      sku: 'TP-4',
      categoryId: tips.id,
      status: 'inactive',
      createdAt: day(4),
    },
    {
      name: 'Echo Torch',
      slug: 'echo-torch',
      sku: 'TW-500',
      categoryId: torches.id,
      status: 'active',
      price: '99.99',
      createdAt: day(5),
      featured: true,
    },
  ]);
  const ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  const [hvac, roofing] = await create.many(db, tags, [
    { name: 'HVAC', slug: 'hvac' },
    { name: 'Roofing', slug: 'roofing' },
  ]);
  await create.many(db, productTags, [
    { productId: ids['alpha-torch']!, tagId: hvac!.id },
    { productId: ids['bravo-duplex']!, tagId: roofing!.id },
    { productId: ids['echo-torch']!, tagId: hvac!.id },
    { productId: ids['echo-torch']!, tagId: roofing!.id },
  ]);
  const flame = await create.specDefinition(db, {
    key: 'flame_class',
    label: 'Flame Class',
    dataType: 'ENUM',
    enumOptions: ['Fine', 'Heavy'],
    filterable: true,
  });
  await create.many(db, productSpecValues, [
    { productId: ids['alpha-torch']!, specDefinitionId: flame.id, valueEnum: 'Heavy', valueSlug: 'heavy' },
    { productId: ids['echo-torch']!, specDefinitionId: flame.id, valueEnum: 'Fine', valueSlug: 'fine' },
    { productId: ids['bravo-duplex']!, specDefinitionId: flame.id, valueEnum: 'Heavy', valueSlug: 'heavy' },
  ]);
  return { torches: torches.id, duplex: duplex.id, tips: tips.id, brand: brand.id, ids };
}

beforeEach(async () => {
  fx = await seed();
});

const list = async (query: string, cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products${query}`,
    headers: cookie ? { cookie } : {},
  });
  return res;
};
const slugs = (body: { products: Array<{ slug: string }> }) => body.products.map((p) => p.slug);

describe('GET /api/products (PROD-43, PUB-110)', () => {
  it('PROD-43 PROD-48: staff see every status, newest first, with total and totalPages', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    const res = await list('?page=1&limit=2', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.totalPages).toBe(3);
    expect(slugs(body)).toEqual(['echo-torch', 'delta-tip']);
    expect(body.products[0]).toMatchObject({
      category: { slug: 'torches', name: 'Torches' },
      price: '99.99',
      status: 'active',
    });
    const page3 = (await list('?page=3&limit=2', cookie)).json();
    expect(slugs(page3)).toEqual(['alpha-torch']);
  });

  it('PUB-97 PUB-109: visitors only ever see active products', async () => {
    const body = (await list('?status=draft')).json();
    expect(slugs(body).sort()).toEqual(['alpha-torch', 'bravo-duplex', 'echo-torch']);
    expect(body.total).toBe(3);
  });

  it('PROD-30: filters by status', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    expect(slugs((await list('?status=draft', cookie)).json())).toEqual(['charlie-tip']);
    expect(slugs((await list('?status=inactive', cookie)).json())).toEqual(['delta-tip']);
    expect((await list('?status=all', cookie)).json().total).toBe(5);
  });

  it('PROD-28: searches words of name, SKU, MPN and category, case-insensitively, punctuation ignored (#17)', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    // "Bravo Duplex" is in the category "Duplex Torches": category names are searched too.
    expect(slugs((await list('?search=TORCH&sortBy=name', cookie)).json())).toEqual([
      'alpha-torch',
      'bravo-duplex',
      'echo-torch',
    ]);
    expect(slugs((await list('?search=dx-2', cookie)).json())).toEqual(['bravo-duplex']);
    expect(slugs((await list('?search=zx', cookie)).json())).toEqual(['bravo-duplex']);
    // The last word is a prefix while typing ("50" also finds TW-500); "50%" ends the word.
    expect(slugs((await list('?search=50', cookie)).json())).toEqual(['delta-tip', 'echo-torch']);
    expect(slugs((await list('?search=50%25', cookie)).json())).toEqual(['delta-tip']);
    expect((await list('?search=_', cookie)).json().total).toBe(0);
    expect((await list('?search=nothing-like-this', cookie)).json()).toMatchObject({
      total: 0,
      totalPages: 1,
      products: [],
    });
  });

  it('PROD-29: filters by category id or slug, including subcategories', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    expect(slugs((await list(`?categories=${fx.torches}&sortBy=name`, cookie)).json())).toEqual([
      'alpha-torch',
      'bravo-duplex',
      'echo-torch',
    ]);
    expect(slugs((await list('?categories=duplex-torches', cookie)).json())).toEqual(['bravo-duplex']);
    expect(slugs((await list('?categories=tips,duplex-torches&sortBy=name', cookie)).json())).toEqual([
      'bravo-duplex',
      'charlie-tip',
      'delta-tip',
    ]);
    expect((await list('?categories=no-such-category', cookie)).json().total).toBe(0);
  });

  it('PROD-31: sorts newest, oldest, name and status', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    expect(slugs((await list('?sortBy=oldest', cookie)).json())[0]).toBe('alpha-torch');
    expect(slugs((await list('?sortBy=name', cookie)).json())).toEqual([
      'alpha-torch',
      'bravo-duplex',
      'charlie-tip',
      'delta-tip',
      'echo-torch',
    ]);
    expect(slugs((await list('?sortBy=status', cookie)).json())).toEqual([
      'alpha-torch',
      'bravo-duplex',
      'echo-torch',
      'charlie-tip',
      'delta-tip',
    ]);
  });

  it('PUB-111 PUB-107: the public sort by price applies to the whole result before paging', async () => {
    const first = (await list('?sort=price&limit=2&page=1')).json();
    const second = (await list('?sort=price&limit=2&page=2')).json();
    expect([...slugs(first), ...slugs(second)]).toEqual(['bravo-duplex', 'echo-torch', 'alpha-torch']);
  });

  it('PUB-110: filters by tags and specification values; options OR within a facet, AND across facets', async () => {
    expect(slugs((await list('?tags=hvac&sort=name')).json())).toEqual(['alpha-torch', 'echo-torch']);
    expect(slugs((await list('?tags=hvac,roofing&sort=name')).json())).toEqual([
      'alpha-torch',
      'bravo-duplex',
      'echo-torch',
    ]);
    expect(slugs((await list('?flameClasses=heavy&sort=name')).json())).toEqual([
      'alpha-torch',
      'bravo-duplex',
    ]);
    expect(slugs((await list('?spec_flame_class=fine')).json())).toEqual(['echo-torch']);
    expect(slugs((await list('?tags=roofing&flameClasses=heavy')).json())).toEqual(['bravo-duplex']);
    expect(slugs((await list('?categories=torches&tags=hvac&flameClasses=fine')).json())).toEqual([
      'echo-torch',
    ]);
  });

  it('refuses unknown parameters and values outside the lists', async () => {
    expect((await list('?sortBy=random')).statusCode).toBe(400);
    expect((await list('?limit=1000')).statusCode).toBe(400);
    const unknown = await list('?color=red');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Unknown parameter: color');
  });

  it('PUB-112: GET /api/products/featured lists active featured products', async () => {
    await t.ctx.db.update(products).set({ featured: true }).where(eq(products.slug, 'charlie-tip'));
    const res = await t.app.inject({ method: 'GET', url: '/api/products/featured' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { slug: string }) => p.slug)).toEqual(['echo-torch', 'alpha-torch']);
  });
});

const validProduct = (overrides: Record<string, unknown> = {}) => ({
  name: 'Foxtrot Regulator',
  slug: 'foxtrot-regulator',
  sku: 'RG-15',
  description: 'A steady 15 PSI.',
  shortDescription: 'Regulator',
  price: '49.5',
  categoryId: fx.torches,
  brandId: fx.brand,
  images: [],
  stock: '7',
  status: 'draft',
  featured: false,
  ...overrides,
});

describe('create, update, delete (PROD-22 to PROD-26, PROD-44)', () => {
  it('PROD-22 PROD-11 PROD-19 ENT-40: POST /api/products creates and stores the product', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: validProduct(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Foxtrot Regulator',
      price: '49.50',
      stock: 7,
      status: 'draft',
      featured: false,
      brand: { slug: 'torchworks' },
    });
    const [stored] = await t.ctx.db.select().from(products).where(eq(products.slug, 'foxtrot-regulator'));
    expect(stored).toMatchObject({ sku: 'RG-15', price: '49.50', stock: 7, categoryId: fx.torches });
  });

  it('applies the defaults: draft, stock 0, not featured, no images; empty price and brand are none', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: {
        name: 'Golf',
        slug: 'golf',
        sku: 'G-1',
        categoryId: String(fx.tips),
        price: '',
        brandId: '',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'draft',
      stock: 0,
      featured: false,
      images: [],
      price: null,
      brandId: null,
    });
  });

  it('PROD-13 PROD-14 PROD-15 PROD-16 EDIT-32: required fields answer with the specified messages', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: { name: '', slug: '', sku: '', categoryId: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      name: ['Product name is required'],
      slug: ['URL slug is required'],
      sku: ['SKU is required'],
      categoryId: ['Category is required'],
    });
  });

  it('refuses malformed values: slug, price, stock, images, unknown keys', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/products', headers: { cookie }, payload });
    expect((await post(validProduct({ slug: 'Not A Slug' }))).json().error).toBe(
      'URL slug may contain only lowercase letters, digits and single hyphens',
    );
    expect((await post(validProduct({ price: '12.345' }))).statusCode).toBe(400);
    expect((await post(validProduct({ price: '-1' }))).statusCode).toBe(400);
    expect((await post(validProduct({ stock: '-2' }))).json().error).toBe(
      'Stock must be a whole number of 0 or more',
    );
    expect((await post(validProduct({ images: ['javascript:alert(1)'] }))).statusCode).toBe(400);
    expect(
      (await post(validProduct({ images: Array(6).fill('/api/storage/images/a.webp') }))).json().error,
    ).toBe('A product can have at most 5 images');
    expect((await post(validProduct({ id: 99 }))).statusCode).toBe(400);
    expect((await post(validProduct({ categoryId: 99999 }))).json()).toEqual({
      error: 'The chosen category does not exist',
      details: { categoryId: ['The chosen category does not exist'] },
    });
  });

  it('API-18: a duplicate slug or SKU answers 409 naming the field', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const slug = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: validProduct({ slug: 'alpha-torch' }),
    });
    expect(slug.statusCode).toBe(409);
    expect(slug.json().error).toBe('A product with this slug already exists');
    const sku = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: validProduct({ sku: 'tw-100' }),
    });
    expect(sku.statusCode).toBe(409);
    expect(sku.json().error).toBe('A product with this SKU already exists');
  });

  it('PROD-23: PUT replaces every field; EDIT-51: PATCH changes only what is sent', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const id = fx.ids['bravo-duplex']!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: { cookie },
      payload: validProduct({
        name: 'Bravo Duplex II',
        slug: 'bravo-duplex',
        sku: 'DX-200',
        status: 'active',
      }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      name: 'Bravo Duplex II',
      price: '49.50',
      categoryId: fx.torches,
      status: 'active',
    });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: { cookie },
      payload: { featured: true, price: null },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ name: 'Bravo Duplex II', featured: true, price: null });
    const taken = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: { cookie },
      payload: { sku: 'TW-100' },
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/products/99999', headers: { cookie }, payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('a renamed product keeps its old address: a 301 to the new one, served, and chains collapse', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const id = fx.ids['alpha-torch']!;
    const rename = (slug: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: { cookie }, payload: { slug } });
    expect((await rename('alpha-torch-pro')).statusCode).toBe(200);
    expect((await rename('alpha-torch-max')).statusCode).toBe(200);
    const rows = await t.ctx.db.select().from(redirects);
    expect(rows.map((r) => [r.fromPath, r.toPath, r.redirectType]).sort()).toEqual([
      ['/products/alpha-torch', '/products/alpha-torch-max', 301],
      ['/products/alpha-torch-pro', '/products/alpha-torch-max', 301],
    ]);
    const hop = await t.app.inject({ method: 'GET', url: '/products/alpha-torch?utm=x' });
    expect(hop.statusCode).toBe(301);
    expect(hop.headers.location).toBe('/products/alpha-torch-max?utm=x');
  });

  it('PROD-44 PROD-46: DELETE removes the product and every link of it in one go', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const id = fx.ids['alpha-torch']!;
    await create.highlight(t.ctx.db, { productId: id, text: 'Steady flame' });
    await create.faq(t.ctx.db, { productId: id, question: 'Q?', answer: 'A.' });
    await create.many(t.ctx.db, relationships, [
      { fromProductId: id, toProductId: fx.ids['echo-torch']!, type: 'SIMILAR' },
      { fromProductId: fx.ids['echo-torch']!, toProductId: id, type: 'ALTERNATIVE' },
    ]);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(await t.ctx.db.select().from(products).where(eq(products.id, id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(relationships)).toHaveLength(0);
    expect(await t.ctx.db.select().from(productTags).where(eq(productTags.productId, id))).toHaveLength(0);
    expect(
      await t.ctx.db.select().from(productSpecValues).where(eq(productSpecValues.productId, id)),
    ).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: { cookie } })).statusCode,
    ).toBe(404);
  });

  it('PROD-35: duplicate makes a draft copy with a new unique slug and SKU, carrying its content', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const id = fx.ids['echo-torch']!;
    await create.highlight(t.ctx.db, { productId: id, text: 'Swirl flame', sort: 1 });
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/duplicate`,
      headers: { cookie },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Echo Torch (Copy)',
      slug: 'echo-torch-copy',
      sku: 'TW-500-COPY',
      status: 'draft',
      featured: false,
      price: '99.99',
    });
    const copyId = first.json().id;
    expect(await t.ctx.db.select().from(productTags).where(eq(productTags.productId, copyId))).toHaveLength(
      2,
    );
    expect(
      await t.ctx.db.select().from(productSpecValues).where(eq(productSpecValues.productId, copyId)),
    ).toHaveLength(1);
    expect(await t.ctx.db.select().from(highlights).where(eq(highlights.productId, copyId))).toHaveLength(1);
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/duplicate`,
      headers: { cookie },
    });
    expect(second.json()).toMatchObject({ slug: 'echo-torch-copy-2', sku: 'TW-500-COPY-2' });
  });

  it('API-06 USER-02: viewers may read but not change; signed-out visitors may not read one product', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/products/${fx.ids['alpha-torch']}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: validProduct(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/viewer/);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${fx.ids['alpha-torch']}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${fx.ids['alpha-torch']}` })).statusCode,
    ).toBe(401);
  });
});
