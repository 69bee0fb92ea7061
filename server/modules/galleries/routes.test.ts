// Gallery and gallery-item calls on PGlite and PostgreSQL, including reorder atomicity and the public call.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { createMedia } from '../../../tests/helpers/media';
import { galleries, galleryItems, mediaFiles } from '../../db/schema';

const t = setupTestApp();

const send = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const home = {
  name: 'Duplex Home Page',
  slug: 'duplex-home-page',
  title: 'Duplex torches at work',
  description: 'Twin flames',
  pageSlug: 'none',
  isActive: true,
};

async function galleryWithItems(cookie: string, n: number) {
  const gallery = (await send(cookie, 'POST', '/api/galleries', home)).json();
  const items = [];
  for (let i = 0; i < n; i++) {
    const media = await createMedia(t, { alt: `Image ${i}` });
    const res = await send(cookie, 'POST', '/api/gallery-items', {
      galleryId: gallery.id,
      mediaFileId: media.id,
    });
    expect(res.statusCode).toBe(201);
    items.push(res.json());
  }
  return { gallery, items };
}

const storedOrder = async (galleryId: number) =>
  (
    await t.ctx.db
      .select({ id: galleryItems.id, sortOrder: galleryItems.sortOrder })
      .from(galleryItems)
      .where(eq(galleryItems.galleryId, galleryId))
      .orderBy(asc(galleryItems.id))
  ).map((r) => [r.id, r.sortOrder]);

describe('galleries API (GAL-*)', () => {
  it('GAL-36 GAL-35 GAL-31 GAL-16 GAL-29: POST creates a gallery ("none" = no page) and GET lists it with its item count', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const res = await send(cookie, 'POST', '/api/galleries', home);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...home, pageSlug: null, itemCount: 0 });
    const minimal = await send(cookie, 'POST', '/api/galleries', { name: 'Shop', slug: 'shop' });
    expect(minimal.json()).toMatchObject({ title: null, description: null, pageSlug: null, isActive: true });
    const list = await send((await signedIn(t, 'viewer')).cookie, 'GET', '/api/galleries');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, totalPages: 1, page: 1, limit: 24 });
    expect(list.json().galleries.map((g: { slug: string }) => g.slug)).toEqual(['duplex-home-page', 'shop']);
    const [row] = await t.ctx.db.select().from(galleries).where(eq(galleries.slug, 'duplex-home-page'));
    expect(row!.pageSlug).toBeNull();
  });

  it('GAL-27 GAL-28: name and slug are required; slugs are unique; isActive must be a boolean', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const noName = await send(cookie, 'POST', '/api/galleries', { ...home, name: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details.name).toEqual(['Gallery name is required']);
    const noSlug = await send(cookie, 'POST', '/api/galleries', { ...home, slug: '  ' });
    expect(noSlug.json().details.slug).toEqual(['Slug is required']);
    expect((await send(cookie, 'POST', '/api/galleries', { ...home, isActive: 'yes' })).statusCode).toBe(400);
    expect((await send(cookie, 'POST', '/api/galleries', home)).statusCode).toBe(201);
    const taken = await send(cookie, 'POST', '/api/galleries', home);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('A gallery with this slug already exists');
    expect(await t.ctx.db.select().from(galleries)).toHaveLength(1);
    const viewer = await signedIn(t, 'viewer');
    expect((await send(viewer.cookie, 'POST', '/api/galleries', { ...home, slug: 'x' })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/galleries' })).statusCode).toBe(401);
  });

  it('GAL-37 GAL-38: PUT updates a gallery and DELETE removes it with its items (media files stay)', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { gallery } = await galleryWithItems(cookie, 2);
    const res = await send(cookie, 'PUT', `/api/galleries/${gallery.id}`, {
      ...home,
      name: 'Renamed',
      pageSlug: 'distributor-program',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      pageSlug: 'distributor-program',
      isActive: false,
      itemCount: 2,
    });
    expect((await send(cookie, 'PUT', '/api/galleries/9999', home)).statusCode).toBe(404);
    const other = (await send(cookie, 'POST', '/api/galleries', { name: 'B', slug: 'b' })).json();
    expect((await send(cookie, 'PUT', `/api/galleries/${other.id}`, home)).statusCode).toBe(409);

    expect((await send(cookie, 'DELETE', `/api/galleries/${gallery.id}`)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(galleryItems)).toHaveLength(0);
    expect(await t.ctx.db.select().from(mediaFiles)).toHaveLength(2);
    expect((await send(cookie, 'DELETE', `/api/galleries/${gallery.id}`)).statusCode).toBe(404);
  });

  it('GAL-41 GAL-19 GAL-40 GAL-32: POST adds items with sortOrder = item count; GET is scoped by galleryId', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { gallery, items } = await galleryWithItems(cookie, 3);
    expect(items.map((i) => i.sortOrder)).toEqual([0, 1, 2]);
    expect(items[0]).toMatchObject({ isVisible: true, isFeatured: false, tags: [], altText: null });
    expect(items[0].mediaFile.optimizedVariants.mobile).toMatch(/-mobile\.webp$/);
    const media = await createMedia(t);
    const withMeta = await send(cookie, 'POST', '/api/gallery-items', {
      galleryId: gallery.id,
      mediaFileId: media.id,
      altText: 'Custom alt',
      caption: 'Caption',
      description: 'Description',
      tags: ['a', ' b ', ''],
      isVisible: false,
      isFeatured: true,
      sortOrder: 7,
    });
    expect(withMeta.statusCode).toBe(201);
    expect(withMeta.json()).toMatchObject({
      altText: 'Custom alt',
      tags: ['a', 'b'],
      isVisible: false,
      sortOrder: 7,
    });

    const other = (await send(cookie, 'POST', '/api/galleries', { name: 'Other', slug: 'other' })).json();
    await send(cookie, 'POST', '/api/gallery-items', { galleryId: other.id, mediaFileId: media.id });
    const list = await send(cookie, 'GET', `/api/gallery-items?galleryId=${gallery.id}`);
    expect(list.statusCode).toBe(200);
    // Featured first, then by sort order.
    expect(list.json().map((i: { id: number }) => i.id)).toEqual([
      withMeta.json().id,
      ...items.map((i) => i.id),
    ]);
    expect((await send(cookie, 'GET', '/api/gallery-items')).statusCode).toBe(400);
    expect((await send(cookie, 'GET', '/api/gallery-items?galleryId=9999')).statusCode).toBe(404);
    const badMedia = await send(cookie, 'POST', '/api/gallery-items', {
      galleryId: gallery.id,
      mediaFileId: 9999,
    });
    expect(badMedia.statusCode).toBe(400);
    expect(badMedia.json().error).toBe('Media file not found');
    const badGallery = await send(cookie, 'POST', '/api/gallery-items', {
      galleryId: 9999,
      mediaFileId: media.id,
    });
    expect(badGallery.statusCode).toBe(400);
  });

  it('GAL-42 GAL-17 GAL-18: PUT updates an item (hidden, featured) and DELETE removes it', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { items } = await galleryWithItems(cookie, 2);
    const res = await send(cookie, 'PUT', `/api/gallery-items/${items[1].id}`, {
      altText: 'New alt',
      caption: '',
      tags: ['x'],
      isVisible: false,
      isFeatured: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      altText: 'New alt',
      caption: null,
      tags: ['x'],
      isVisible: false,
      isFeatured: true,
    });
    const [row] = await t.ctx.db.select().from(galleryItems).where(eq(galleryItems.id, items[1].id));
    expect(row).toMatchObject({ isVisible: false, isFeatured: true });
    expect(
      (await send(cookie, 'PUT', `/api/gallery-items/${items[1].id}`, { isVisible: 'no' })).statusCode,
    ).toBe(400);
    expect((await send(cookie, 'PUT', '/api/gallery-items/9999', { altText: 'x' })).statusCode).toBe(404);
    expect((await send(cookie, 'DELETE', `/api/gallery-items/${items[0].id}`)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(galleryItems)).toHaveLength(1);
    expect(await t.ctx.db.select().from(mediaFiles)).toHaveLength(2);
    expect((await send(cookie, 'DELETE', `/api/gallery-items/${items[0].id}`)).statusCode).toBe(404);
    const viewer = await signedIn(t, 'viewer');
    expect((await send(viewer.cookie, 'DELETE', `/api/gallery-items/${items[1].id}`)).statusCode).toBe(403);
  });

  it('GAL-43 GAL-22: PUT /api/galleries/{id}/items/reorder writes every new sortOrder', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { gallery, items } = await galleryWithItems(cookie, 4);
    const order = [items[2], items[0], items[3], items[1]];
    const res = await send(cookie, 'PUT', `/api/galleries/${gallery.id}/items/reorder`, {
      items: order.map((item, sortOrder) => ({ id: item.id, sortOrder })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { id: number }) => i.id)).toEqual(order.map((i) => i.id));
    expect(await storedOrder(gallery.id)).toEqual([
      [items[0].id, 1],
      [items[1].id, 3],
      [items[2].id, 0],
      [items[3].id, 2],
    ]);
  });

  it('GAL-18 GAL-43 #16: featured items list first; a swap among them moves them, a swap across the boundary cannot', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { gallery, items } = await galleryWithItems(cookie, 4);
    // Items 2 and 3 featured: the list is [2, 3, 0, 1] whatever their sortOrder.
    for (const item of [items[2], items[3]])
      expect(
        (await send(cookie, 'PUT', `/api/gallery-items/${item.id}`, { isFeatured: true })).statusCode,
      ).toBe(200);
    const list = async () =>
      (await send(cookie, 'GET', `/api/gallery-items?galleryId=${gallery.id}`))
        .json()
        .map((i: { id: number }) => i.id);
    expect(await list()).toEqual([items[2].id, items[3].id, items[0].id, items[1].id]);
    const reorder = (ids: number[]) =>
      send(cookie, 'PUT', `/api/galleries/${gallery.id}/items/reorder`, {
        items: ids.map((id, sortOrder) => ({ id, sortOrder })),
      });

    // "Move down" on the first featured item (the editor's swap, renumbered from 0): it moves.
    const swapped = [items[3].id, items[2].id, items[0].id, items[1].id];
    const res = await reorder(swapped);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { id: number }) => i.id)).toEqual(swapped);
    expect(await list()).toEqual(swapped);

    // Swapping the last featured with the first plain one is stored but sorts straight back: this is why
    // the editor disables that move with its reason instead of saying "reordered" while nothing moves.
    await reorder([items[3].id, items[0].id, items[2].id, items[1].id]);
    expect(await list()).toEqual(swapped);
  });

  it('GAL-43: a reorder is all or nothing: a foreign, missing or repeated item changes no order', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { gallery, items } = await galleryWithItems(cookie, 3);
    const before = await storedOrder(gallery.id);
    const other = (await send(cookie, 'POST', '/api/galleries', { name: 'Other', slug: 'other' })).json();
    const foreignMedia = await createMedia(t);
    const foreign = (
      await send(cookie, 'POST', '/api/gallery-items', { galleryId: other.id, mediaFileId: foreignMedia.id })
    ).json();
    const url = `/api/galleries/${gallery.id}/items/reorder`;
    const withForeign = await send(cookie, 'PUT', url, {
      items: [
        { id: items[2].id, sortOrder: 0 },
        { id: items[1].id, sortOrder: 1 },
        { id: foreign.id, sortOrder: 2 },
      ],
    });
    expect(withForeign.statusCode).toBe(409);
    const missing = await send(cookie, 'PUT', url, {
      items: [
        { id: items[2].id, sortOrder: 0 },
        { id: items[1].id, sortOrder: 1 },
      ],
    });
    expect(missing.statusCode).toBe(409);
    const repeated = await send(cookie, 'PUT', url, {
      items: [
        { id: items[2].id, sortOrder: 0 },
        { id: items[2].id, sortOrder: 1 },
        { id: items[0].id, sortOrder: 2 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    const negative = await send(cookie, 'PUT', url, { items: [{ id: items[0].id, sortOrder: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect(await storedOrder(gallery.id)).toEqual(before);
    expect(
      (await t.ctx.db.select().from(galleryItems).where(eq(galleryItems.id, foreign.id)))[0]!.sortOrder,
    ).toBe(0);
    expect(
      (await send(cookie, 'PUT', '/api/galleries/9999/items/reorder', { items: [{ id: 1, sortOrder: 0 }] }))
        .statusCode,
    ).toBe(404);
  });

  it('GAL-39 GAL-18 GAL-17: the public gallery lists visible items, featured first, then by sortOrder, with variants', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { gallery, items } = await galleryWithItems(cookie, 4);
    await send(cookie, 'PUT', `/api/gallery-items/${items[1].id}`, { isVisible: false });
    await send(cookie, 'PUT', `/api/gallery-items/${items[3].id}`, {
      isFeatured: true,
      altText: 'Featured one',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/galleries/slug/duplex-home-page' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ slug: 'duplex-home-page', title: 'Duplex torches at work' });
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([items[3].id, items[0].id, items[2].id]);
    expect(body.items[0]).toMatchObject({ alt: 'Featured one', isFeatured: true });
    expect(body.items[1].alt).toBe('Image 0');
    expect(body.items[1].variants).toEqual(items[0].mediaFile.optimizedVariants);
    await send(cookie, 'PUT', `/api/galleries/${gallery.id}`, { ...home, isActive: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/galleries/slug/duplex-home-page' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/galleries/slug/nope' })).statusCode).toBe(404);
  });
});
