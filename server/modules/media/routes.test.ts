// Media library calls on PGlite and PostgreSQL: list with search and sort, details update with the
// score recomputed, delete (files removed, in-use refusal unless forced), stored-XSS in media fields.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { createMedia } from '../../../tests/helpers/media';
import { multipart } from '../../../tests/helpers/multipart';
import { brands, galleryItems, mediaFiles, products } from '../../db/schema';

const t = setupTestApp();

async function send(cookie: string, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

describe('media library API (MEDIA-*)', () => {
  it('MEDIA-18 MEDIA-19: GET /api/media searches name, alt and tags and sorts newest, oldest, size, name', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    const a = await createMedia(t, {
      displayName: 'Bravo torch',
      alt: 'Blue flame',
      size: 300,
      tags: ['Duplex'],
    });
    const b = await createMedia(t, { displayName: 'alpha regulator', alt: 'A 15 PSI regulator', size: 900 });
    const c = await createMedia(t, {
      displayName: 'Charlie tip',
      alt: 'Tip',
      size: 100,
      tags: ['Roofing', 'Tips'],
    });
    await t.ctx.db
      .update(mediaFiles)
      .set({ createdAt: new Date('2026-01-01') })
      .where(eq(mediaFiles.id, a.id));
    await t.ctx.db
      .update(mediaFiles)
      .set({ createdAt: new Date('2026-02-01') })
      .where(eq(mediaFiles.id, b.id));
    await t.ctx.db
      .update(mediaFiles)
      .set({ createdAt: new Date('2026-03-01') })
      .where(eq(mediaFiles.id, c.id));
    const ids = async (query: string) => {
      const res = await send(cookie, 'GET', `/api/media${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().media.map((m: { id: number }) => m.id);
    };
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?sort=newest')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?sort=oldest')).toEqual([a.id, b.id, c.id]);
    expect(await ids('?sort=size')).toEqual([b.id, a.id, c.id]);
    expect(await ids('?sort=name')).toEqual([b.id, a.id, c.id]);
    expect(await ids('?search=BRAVO')).toEqual([a.id]);
    expect(await ids('?search=psi')).toEqual([b.id]);
    expect(await ids('?search=roof')).toEqual([c.id]);
    expect(await ids('?search=50%25')).toEqual([]);
    expect((await send(cookie, 'GET', '/api/media?sort=biggest')).statusCode).toBe(400);
  });

  it('MEDIA-20 MEDIA-15: PATCH updates the details, trims tags, drops blanks and recomputes the score', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const m = await createMedia(t, {
      base: 'duplex-soldering-torch-twin-flame',
      displayName: null,
      alt: '',
      seoScore: 0,
    });
    const res = await send(cookie, 'PATCH', `/api/media/${m.id}`, {
      displayName: ' Twin flame ',
      alt: 'Duplex soldering torch with twin flames on copper',
      caption: 'At work',
      description: '',
      tags: [' Duplex ', '', 'soldering', '  ', 'duplex'],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      displayName: 'Twin flame',
      alt: 'Duplex soldering torch with twin flames on copper',
      caption: 'At work',
      description: null,
      tags: ['Duplex', 'soldering'],
    });
    expect(body.seoScore).toBeGreaterThanOrEqual(80);
    const [row] = await t.ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, m.id));
    expect(row!.tags).toEqual(['Duplex', 'soldering']);
    expect(row!.seoScore).toBe(body.seoScore);

    const lower = await send(cookie, 'PATCH', `/api/media/${m.id}`, { alt: 'x', tags: [], displayName: '' });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().seoScore).toBeLessThan(body.seoScore);
  });

  it('MEDIA-13 MEDIA-14: alt is required when sent; other fields are optional; 404 and roles', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const m = await createMedia(t);
    const blank = await send(cookie, 'PATCH', `/api/media/${m.id}`, { alt: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('Alt text is required for SEO');
    expect(
      (await send(cookie, 'PATCH', `/api/media/${m.id}`, { caption: 'Only a caption' })).statusCode,
    ).toBe(200);
    expect((await send(cookie, 'PATCH', `/api/media/${m.id}`, { unknown: 1 })).statusCode).toBe(400);
    expect((await send(cookie, 'PATCH', '/api/media/99999', { alt: 'Alt text here' })).statusCode).toBe(404);
    const viewer = await signedIn(t, 'viewer');
    expect((await send(viewer.cookie, 'PATCH', `/api/media/${m.id}`, { alt: 'Alt' })).statusCode).toBe(403);
    expect((await send(viewer.cookie, 'DELETE', `/api/media/${m.id}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/media' })).statusCode).toBe(401);
  });

  it('MEDIA-21: DELETE removes the record and the file with its variants', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const m = await createMedia(t, { base: 'to-delete' });
    expect(await t.ctx.files.exists('images/to-delete-mobile.webp')).toBe(true);
    const res = await send(cookie, 'DELETE', `/api/media/${m.id}`);
    expect(res.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(mediaFiles)).toHaveLength(0);
    for (const key of ['to-delete', 'to-delete-thumbnail', 'to-delete-mobile', 'to-delete-desktop'])
      expect(await t.ctx.files.exists(`images/${key}.webp`)).toBe(false);
    expect((await send(cookie, 'DELETE', `/api/media/${m.id}`)).statusCode).toBe(404);
  });

  it('MEDIA-21: a file used by a product, a gallery or a brand answers 409 naming them, unless forced', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const m = await createMedia(t, { base: 'in-use' });
    const cat = await create.category(t.ctx.db, { name: 'Torches', slug: 'torches' });
    await create.product(t.ctx.db, {
      name: 'Duplex DX-150',
      slug: 'dx-150',
      sku: 'DX-150',
      categoryId: cat.id,
      images: ['/api/storage/images/other.webp', m.url],
    });
    await create.brand(t.ctx.db, { name: 'Torchworks', slug: 'torchworks', logoUrl: m.url });
    const g = await create.gallery(t.ctx.db, { name: 'Home', slug: 'home' });
    await create.galleryItem(t.ctx.db, { galleryId: g.id, mediaFileId: m.id });

    const refused = await send(cookie, 'DELETE', `/api/media/${m.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('"Duplex DX-150"');
    expect(refused.json().error).toContain('gallery "Home"');
    expect(refused.json().details).toEqual({
      products: ['Duplex DX-150'],
      galleries: ['Home'],
      brands: ['Torchworks'],
      pages: [],
    });
    expect(await t.ctx.db.select().from(mediaFiles)).toHaveLength(1);
    expect(await t.ctx.files.exists('images/in-use.webp')).toBe(true);

    const forced = await send(cookie, 'DELETE', `/api/media/${m.id}?force=true`);
    expect(forced.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(mediaFiles)).toHaveLength(0);
    expect(await t.ctx.db.select().from(galleryItems)).toHaveLength(0);
    const [product] = await t.ctx.db.select().from(products);
    expect(product!.images).toEqual(['/api/storage/images/other.webp']);
    const [brand] = await t.ctx.db.select().from(brands);
    expect(brand!.logoUrl).toBeNull();
    expect(await t.ctx.files.exists('images/in-use.webp')).toBe(false);
  });

  it('MEDIA-22 MEDIA-04: an upload through POST /api/images/upload appears in the media library', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const content = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer();
    const body = multipart([
      { name: 'image', file: { filename: 'Blue torch flame.jpg', content, contentType: 'image/jpeg' } },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toContain('application/json');
    const list = (await send(cookie, 'GET', '/api/media')).json().media;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: res.json().id,
      mimeType: 'image/webp',
      seoFilename: 'blue-torch-flame.webp',
    });
    expect(list[0].optimizedVariants.mobile).toMatch(/-mobile\.webp$/);
  });

  it('stored XSS: markup in media fields is stored as text and returned as JSON data, never as HTML', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const m = await createMedia(t);
    const attack = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const res = await send(cookie, 'PATCH', `/api/media/${m.id}`, {
      alt: attack,
      caption: attack,
      displayName: attack,
      tags: [attack],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().alt).toBe(attack);
    // The public gallery carries it as data too; React escapes it when drawing (see gallery.test.tsx).
    const g = await create.gallery(t.ctx.db, { name: 'G', slug: 'g' });
    await create.galleryItem(t.ctx.db, { galleryId: g.id, mediaFileId: m.id });
    const pub = await t.app.inject({ method: 'GET', url: '/api/galleries/slug/g' });
    expect(pub.headers['content-type']).toContain('application/json');
    expect(pub.json().items[0].alt).toBe(attack);
  });
});

describe('media usage, the unused filter and bulk delete (#14)', () => {
  /** Four files: one per product (by a variant URL), gallery + brand, page; one unused. */
  async function usedLibrary() {
    const byProduct = await createMedia(t, { base: 'by-product', displayName: 'By product' });
    const byGallery = await createMedia(t, { base: 'by-gallery', displayName: 'By gallery and brand' });
    const byPage = await createMedia(t, { base: 'by-page', displayName: 'By page' });
    const unused = await createMedia(t, { base: 'unused-one', displayName: 'Unused one' });
    const cat = await create.category(t.ctx.db, { name: 'Torches', slug: 'torches' });
    const p1 = await create.product(t.ctx.db, {
      name: 'Duplex DX-150',
      slug: 'dx-150',
      sku: 'DX-150',
      categoryId: cat.id,
      images: [byProduct.optimizedVariants!.desktop],
    });
    const p2 = await create.product(t.ctx.db, {
      name: 'Air Torch A1',
      slug: 'a1',
      sku: 'A1',
      categoryId: cat.id,
      images: [byProduct.url],
    });
    const brand = await create.brand(t.ctx.db, {
      name: 'Torchworks',
      slug: 'torchworks',
      logoUrl: byGallery.url,
    });
    const g = await create.gallery(t.ctx.db, { name: 'Home', slug: 'home' });
    await create.many(t.ctx.db, galleryItems, [
      { galleryId: g.id, mediaFileId: byGallery.id },
      { galleryId: g.id, mediaFileId: byGallery.id, sortOrder: 1 },
    ]);
    const page = await create.page(t.ctx.db, {
      title: 'Workshop Tour',
      slug: 'workshop-tour',
      content: `# Tour\n\n![Bench](${byPage.optimizedVariants!.mobile})`,
    });
    // A page naming "unused-one-2.webp" does not use "unused-one.webp".
    await create.page(t.ctx.db, {
      title: 'Other',
      slug: 'other',
      content: 'See /api/storage/images/unused-one-2.webp',
    });
    return { byProduct, byGallery, byPage, unused, p1: p1, p2: p2, brand: brand, g: g, page: page };
  }

  it('#14: GET /api/media lists every file with the products, galleries, brands and pages that use it', async () => {
    const lib = await usedLibrary();
    const { cookie } = await signedIn(t, 'viewer');
    const res = await send(cookie, 'GET', '/api/media?sort=name');
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().media.map((m: { id: number; usage: unknown }) => [m.id, m.usage]));
    expect(byId.get(lib.byProduct.id)).toEqual({
      products: [
        { id: lib.p2.id, name: 'Air Torch A1' },
        { id: lib.p1.id, name: 'Duplex DX-150' },
      ],
      galleries: [],
      brands: [],
      pages: [],
    });
    expect(byId.get(lib.byGallery.id)).toEqual({
      products: [],
      galleries: [{ id: lib.g.id, name: 'Home' }],
      brands: [{ id: lib.brand.id, name: 'Torchworks' }],
      pages: [],
    });
    expect(byId.get(lib.byPage.id)).toEqual({
      products: [],
      galleries: [],
      brands: [],
      pages: [{ id: lib.page.id, name: 'Workshop Tour' }],
    });
    expect(byId.get(lib.unused.id)).toEqual({ products: [], galleries: [], brands: [], pages: [] });
  });

  it('#14: usage=unused and usage=used filter on the server, together with search; a bad value is 400', async () => {
    const lib = await usedLibrary();
    const { cookie } = await signedIn(t, 'viewer');
    const ids = async (query: string) => {
      const res = await send(cookie, 'GET', `/api/media${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().media.map((m: { id: number }) => m.id);
    };
    expect(await ids('?usage=unused')).toEqual([lib.unused.id]);
    expect(await ids('?usage=used&sort=name')).toEqual([lib.byGallery.id, lib.byPage.id, lib.byProduct.id]);
    expect(await ids('?usage=all')).toHaveLength(4);
    expect(await ids('?usage=unused&search=page')).toEqual([]);
    expect(await ids('?usage=used&search=page')).toEqual([lib.byPage.id]);
    // Once the product no longer holds it, the file counts as unused.
    await t.ctx.db.update(products).set({ images: [] });
    expect(await ids('?usage=unused&sort=name')).toEqual([lib.byProduct.id, lib.unused.id]);
    const bad = await send(cookie, 'GET', '/api/media?usage=orphans');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('usage must be all, used or unused');
  });

  it('#18: GET /api/media pages on the server: total under the filter, stable order across pages, limits checked', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    const made = [];
    for (let i = 0; i < 27; i++)
      made.push(await createMedia(t, { size: 100 + (i % 5), tags: i % 3 ? [] : ['Flame'] }));
    // The 25th by size-then-id order is used by a product: its uses come with its page.
    const used = made[24]!;
    const product = await create.product(t.ctx.db, { name: 'Paged Torch', images: [used.url] });
    const page = async (query: string) => {
      const res = await send(cookie, 'GET', `/api/media${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json() as {
        media: Array<{ id: number; usage: { products: Array<{ id: number }> } }>;
        total: number;
        totalPages: number;
        page: number;
        limit: number;
      };
    };
    const first = await page('');
    expect(first).toMatchObject({ total: 27, totalPages: 2, page: 1, limit: 24 });
    expect(first.media).toHaveLength(24);
    for (const sort of ['newest', 'oldest', 'size', 'name']) {
      const seen: number[] = [];
      for (let p = 1; p <= 3; p++) {
        const body = await page(`?sort=${sort}&limit=10&page=${p}`);
        expect(body).toMatchObject({ total: 27, totalPages: 3, page: p, limit: 10 });
        seen.push(...body.media.map((m) => m.id));
      }
      expect(seen, sort).toHaveLength(27);
      expect(new Set(seen).size, sort).toBe(27);
    }
    const all = await page('?limit=100&sort=oldest');
    const withUse = all.media.find((m) => m.id === used.id)!;
    expect(withUse.usage.products).toEqual([{ id: product.id, name: 'Paged Torch' }]);
    // Filters and paging together: the total is what the filter selects.
    const flame = await page('?search=flame&limit=4');
    expect(flame).toMatchObject({ total: 9, totalPages: 3 });
    expect(flame.media).toHaveLength(4);
    expect(await page('?usage=used')).toMatchObject({ total: 1, totalPages: 1 });
    expect((await page('?usage=unused&limit=12&page=3')).media).toHaveLength(2);
    // Past the end: an empty page that still says how many there are.
    expect(await page('?page=9')).toMatchObject({ media: [], total: 27, page: 9 });
    for (const [query, message] of [
      ['?limit=101', 'limit must be between 1 and 100'],
      ['?limit=0', 'limit must be between 1 and 100'],
      ['?page=0', 'page must be 1 or more'],
      ['?page=two', ''],
    ] as const) {
      const bad = await send(cookie, 'GET', `/api/media${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().error, query).toContain(message);
    }
  });

  it('#14: a single delete of a file used by a page answers 409 naming the page', async () => {
    const lib = await usedLibrary();
    const { cookie } = await signedIn(t, 'editor');
    const res = await send(cookie, 'DELETE', `/api/media/${lib.byPage.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('page "Workshop Tour"');
    expect(res.json().details.pages).toEqual(['Workshop Tour']);
  });

  it('#14: POST /api/media/bulk-delete deletes several unused files and their stored variants', async () => {
    const a = await createMedia(t, { base: 'bulk-a' });
    const b = await createMedia(t, { base: 'bulk-b' });
    const keep = await createMedia(t, { base: 'bulk-keep' });
    const { cookie } = await signedIn(t, 'editor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/bulk-delete',
      headers: { cookie },
      payload: { ids: [a.id, b.id, a.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await t.ctx.db.select().from(mediaFiles)).map((m) => m.id)).toEqual([keep.id]);
    for (const base of ['bulk-a', 'bulk-b'])
      for (const suffix of ['', '-thumbnail', '-mobile', '-desktop'])
        expect(await t.ctx.files.exists(`images/${base}${suffix}.webp`)).toBe(false);
    expect(await t.ctx.files.exists('images/bulk-keep.webp')).toBe(true);
  });

  it('#14: bulk delete refuses the lot (409 naming the uses) while any chosen file is used; 404 for an unknown id', async () => {
    const lib = await usedLibrary();
    const { cookie } = await signedIn(t, 'editor');
    const bulk = (ids: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/media/bulk-delete', headers: { cookie }, payload: { ids } });
    const refused = await bulk([lib.unused.id, lib.byProduct.id, lib.byGallery.id]);
    expect(refused.statusCode).toBe(409);
    const { error, details } = refused.json();
    expect(error).toContain('2 files are still in use, so nothing was deleted');
    expect(error).toContain('"By product" is used by products "Air Torch A1", "Duplex DX-150"');
    expect(error).toContain('"By gallery and brand" is used by gallery "Home"; brand logo of "Torchworks"');
    expect(Object.keys(details).sort()).toEqual([String(lib.byProduct.id), String(lib.byGallery.id)].sort());
    expect(await t.ctx.db.select().from(mediaFiles)).toHaveLength(4);
    expect(await t.ctx.files.exists('images/unused-one.webp')).toBe(true);

    const unknown = await bulk([lib.unused.id, 999999]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Media file not found: 999999');
    expect(await t.ctx.db.select().from(mediaFiles)).toHaveLength(4);

    for (const ids of [[], ['x'], [0], 'all'])
      expect((await bulk(ids)).statusCode, JSON.stringify(ids)).toBe(400);
    expect((await bulk(Array.from({ length: 201 }, (_, i) => i + 1))).statusCode).toBe(400);

    expect((await bulk([lib.unused.id])).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(mediaFiles)).toHaveLength(3);
  });

  it('#14: viewers are refused bulk delete (403) and signed-out callers get 401', async () => {
    const m = await createMedia(t);
    const viewer = await signedIn(t, 'viewer');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/media/bulk-delete',
      headers: { cookie: viewer.cookie },
      payload: { ids: [m.id] },
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/media/bulk-delete',
      payload: { ids: [m.id] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.ctx.db.select().from(mediaFiles)).toHaveLength(1);
  });
});
