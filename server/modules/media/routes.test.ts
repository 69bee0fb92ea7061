// Media library calls on PGlite and PostgreSQL: list with search and sort, details update with the
// score recomputed, delete (files removed, in-use refusal unless forced), stored-XSS in media fields.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { createMedia } from '../../../tests/helpers/media';
import { multipart } from '../../../tests/helpers/multipart';
import { brands, categories, galleries, galleryItems, mediaFiles, products } from '../../db/schema';

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
      return res.json().map((m: { id: number }) => m.id);
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
    const [cat] = await t.ctx.db.insert(categories).values({ name: 'Torches', slug: 'torches' }).returning();
    await t.ctx.db.insert(products).values({
      name: 'Duplex DX-150',
      slug: 'dx-150',
      sku: 'DX-150',
      categoryId: cat!.id,
      images: ['/api/storage/images/other.webp', m.url],
    });
    await t.ctx.db.insert(brands).values({ name: 'Torchworks', slug: 'torchworks', logoUrl: m.url });
    const [g] = await t.ctx.db.insert(galleries).values({ name: 'Home', slug: 'home' }).returning();
    await t.ctx.db.insert(galleryItems).values({ galleryId: g!.id, mediaFileId: m.id });

    const refused = await send(cookie, 'DELETE', `/api/media/${m.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('"Duplex DX-150"');
    expect(refused.json().error).toContain('gallery "Home"');
    expect(refused.json().details).toEqual({
      products: ['Duplex DX-150'],
      galleries: ['Home'],
      brands: ['Torchworks'],
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
    const list = (await send(cookie, 'GET', '/api/media')).json();
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
    const [g] = await t.ctx.db.insert(galleries).values({ name: 'G', slug: 'g' }).returning();
    await t.ctx.db.insert(galleryItems).values({ galleryId: g!.id, mediaFileId: m.id });
    const pub = await t.app.inject({ method: 'GET', url: '/api/galleries/slug/g' });
    expect(pub.headers['content-type']).toContain('application/json');
    expect(pub.json().items[0].alt).toBe(attack);
  });
});
