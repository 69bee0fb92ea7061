// #21 "Cache that survives edits": a staff write drops only the cached answers it affects. Served pages
// are rendered for real (the test renderer), so a page's tags are the union of its API answers' tags.
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../tests/helpers/app';
import { create } from '../../tests/helpers/factories';
import { cacheInvalidations } from '../db/schema';
import { createTestRenderer, type ServerEntry } from '../web/renderer';

const t = setupTestApp({
  build: {
    web: createTestRenderer(async () => (await import('../../client/src/entry-server')) as ServerEntry),
  },
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const cacheState = async (url: string) => (await get(url)).headers['x-cache'];

async function seed() {
  const category = await create.category(t.ctx.db, { name: 'Torches', slug: 'torches' });
  const [a, b, c] = await Promise.all(
    ['Alpha Torch', 'Beta Tip', 'Gamma Hose'].map((name, i) =>
      create.product(t.ctx.db, {
        name,
        slug: name.toLowerCase().replace(' ', '-'),
        sku: `TW-${i + 1}`,
        status: 'active',
        price: '100.00',
        categoryId: category.id,
      }),
    ),
  );
  // Alpha's page shows Beta as an accessory.
  await create.relationship(t.ctx.db, { fromProductId: a!.id, toProductId: b!.id });
  const page = await create.page(t.ctx.db, {
    title: 'About us',
    slug: 'about-us',
    status: 'published',
    content: 'Hello',
  });
  return { a: a!, b: b!, c: c!, page, category };
}

/** Every URL answered once, so the next call is a hit. */
async function warm(urls: string[]) {
  for (const url of urls) {
    await get(url);
    expect(await cacheState(url), url).toBe('HIT');
  }
}

describe('#21 the answer cache drops only what an edit affects', () => {
  it('a price edit drops that product, the page that shows it and the lists; other products and pages stay', async () => {
    const { b, c } = await seed();
    const { cookie } = await signedIn(t, 'editor');
    const urls = [
      '/products/alpha-torch',
      '/products/beta-tip',
      '/products/gamma-hose',
      '/about-us',
      '/products',
      '/api/products',
    ];
    await warm(urls);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${b.id}`,
      headers: { cookie },
      payload: { price: '279.00' },
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await cacheState('/products/beta-tip')).toBe('MISS'); // the product itself
    expect(await cacheState('/products/alpha-torch')).toBe('MISS'); // shows Beta as an accessory
    expect(await cacheState('/products')).toBe('MISS'); // lists depend on everything
    expect(await cacheState('/api/products')).toBe('MISS');
    expect(await cacheState('/products/gamma-hose')).toBe('HIT');
    expect(await cacheState('/about-us')).toBe('HIT');
    // The new price is served, not the cached one.
    expect((await get('/products/beta-tip')).body).toContain('279.00');

    // Another product's edit leaves Beta's fresh copy alone.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${c.id}`,
      headers: { cookie },
      payload: { price: '5.00' },
    });
    expect(await cacheState('/products/beta-tip')).toBe('HIT');
    expect(await cacheState('/products/gamma-hose')).toBe('MISS');
  });

  it('#19: saving a draft changes nothing public: every cached page stays; publishing it drops the product', async () => {
    const { b } = await seed();
    const { cookie } = await signedIn(t, 'editor');
    const urls = ['/products/beta-tip', '/products/alpha-torch', '/about-us'];
    await warm(urls);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${b.id}/draft`,
      headers: { cookie },
      payload: { price: '333.00' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const url of urls) expect(await cacheState(url), url).toBe('HIT');
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/products/${b.id}/draft/publish`,
      headers: { cookie },
    });
    expect(published.statusCode, published.body).toBeLessThan(300);
    expect(await cacheState('/products/beta-tip')).toBe('MISS');
    expect((await get('/products/beta-tip')).body).toContain('333.00');
  });

  it('a status change can change the footer of every page (its category counts): every page is dropped', async () => {
    const { c } = await seed();
    const { cookie } = await signedIn(t, 'editor');
    const urls = ['/products/alpha-torch', '/about-us'];
    await warm(urls);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${c.id}`,
      headers: { cookie },
      payload: { status: 'inactive' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const url of urls) expect(await cacheState(url), url).toBe('MISS');
  });

  it('a page edit drops that page only; a category edit drops everything; the inbox drops nothing', async () => {
    const { page, category } = await seed();
    const { cookie } = await signedIn(t, 'editor');
    const urls = ['/products/alpha-torch', '/about-us', '/products'];
    await warm(urls);

    let res = await t.app.inject({
      method: 'PUT',
      url: `/api/pages/${page.id}`,
      headers: { cookie },
      payload: { title: 'About us', slug: 'about-us', status: 'published', content: 'Hello again' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cacheState('/about-us')).toBe('MISS');
    expect(await cacheState('/products/alpha-torch')).toBe('HIT');
    expect((await get('/about-us')).body).toContain('Hello again');

    const contact = await create.contact(t.ctx.db);
    await warm(urls);
    res = await t.app.inject({
      method: 'PATCH',
      url: `/api/contacts/${contact.id}`,
      headers: { cookie },
      payload: { status: 'in_progress' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    for (const url of urls) expect(await cacheState(url), url).toBe('HIT');

    res = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${category.id}`,
      headers: { cookie },
      payload: { name: 'Torches and kits', slug: 'torches' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const url of urls) expect(await cacheState(url), url).toBe('MISS');
  });

  it('tags travel only to in-process renders, never to visitors', async () => {
    await seed();
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/products/slug/alpha-torch/details');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache-tags']).toBeUndefined();
    }
  });

  it('an invalidation is logged for the other servers, with its tags', async () => {
    const { b } = await seed();
    const { cookie } = await signedIn(t, 'editor');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${b.id}`,
      headers: { cookie },
      payload: { price: '1.00' },
    });
    const [last] = await t.ctx.db
      .select()
      .from(cacheInvalidations)
      .orderBy(desc(cacheInvalidations.id))
      .limit(1);
    expect(last?.tags).toEqual([`product:${b.id}`]);
  });
});
