// Issue #14: every delete that affects other records says so first. GET /api/<entity>/{id}/usage
// counts what the delete would change and words it; the delete then does exactly that (refuses,
// clears the reference, or removes the dependent rows).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  categories,
  distributorLinks,
  faqs,
  galleries,
  galleryItems,
  highlights,
  mediaFiles,
  productDocuments,
  productSpecValues,
  products,
  productTags,
  relationships,
  sessions,
  specDefinitions,
  tags,
} from '../../server/db/schema';
import { USAGE_ROUTES } from '../../server/modules/usage/routes';
import { setupTestApp, signedIn } from '../helpers/app';
import { create } from '../helpers/factories';
import { createMedia } from '../helpers/media';

const t = setupTestApp();

async function editor() {
  return (await signedIn(t, 'admin')).cookie;
}

async function usage(cookie: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `${url}/usage`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { counts: Record<string, number>; impact: string[]; blocked: boolean };
}

async function remove(cookie: string, url: string) {
  return t.app.inject({ method: 'DELETE', url, headers: { cookie } });
}

let seq = 0;
async function category(parentId: number | null = null) {
  seq++;
  return create.category(t.ctx.db, { name: `Category ${seq}`, slug: `category-${seq}`, parentId });
}

async function someProducts(count: number, fields: Partial<typeof products.$inferInsert> = {}) {
  const cat = fields.categoryId ? { id: fields.categoryId } : await category();
  const rows = [];
  for (let i = 0; i < count; i++) {
    seq++;
    const row = await create.product(t.ctx.db, {
      name: `Torch ${seq}`,
      slug: `torch-${seq}`,
      sku: `TW-${seq}`,
      categoryId: cat.id,
      ...fields,
    });
    rows.push(row);
  }
  return rows;
}

describe('delete impact: usage counts and deletes that do what they say (#14)', () => {
  it('#14: a brand used by 3 products says they will be left without a brand, and they are', async () => {
    const cookie = await editor();
    const brand = await create.brand(t.ctx.db, { name: 'Torchworks', slug: 'torchworks' });
    await someProducts(3, { brandId: brand.id });
    expect(await usage(cookie, `/api/brands/${brand.id}`)).toEqual({
      counts: { products: 3 },
      impact: ['3 products use this brand; they will be left without a brand.'],
      blocked: false,
    });
    expect((await remove(cookie, `/api/brands/${brand.id}`)).statusCode).toBe(200);
    const left = await t.ctx.db.select({ brandId: products.brandId }).from(products);
    expect(left).toEqual([{ brandId: null }, { brandId: null }, { brandId: null }]);
  });

  it('#14: an unused brand has no impact sentence; a missing one answers 404', async () => {
    const cookie = await editor();
    const brand = await create.brand(t.ctx.db, { name: 'Solo', slug: 'solo' });
    expect(await usage(cookie, `/api/brands/${brand.id}`)).toEqual({
      counts: { products: 0 },
      impact: [],
      blocked: false,
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/brands/9999/usage', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Brand not found' });
  });

  it('#14: a category with products and subcategories is blocked, and the delete is refused with the same sentence', async () => {
    const cookie = await editor();
    const parent = await category();
    await category(parent.id);
    await someProducts(2, { categoryId: parent.id });
    const answer = await usage(cookie, `/api/categories/${parent.id}`);
    const sentence = 'This category still has 2 products and 1 subcategory. Move or delete them first.';
    expect(answer).toEqual({ counts: { products: 2, children: 1 }, impact: [sentence], blocked: true });
    const res = await remove(cookie, `/api/categories/${parent.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(sentence);
    expect(await t.ctx.db.$count(categories, eq(categories.id, parent.id))).toBe(1);
    const empty = await category();
    expect((await usage(cookie, `/api/categories/${empty.id}`)).blocked).toBe(false);
  });

  it('#14: a tag on 2 products is removed from them; the products stay', async () => {
    const cookie = await editor();
    const tag = await create.tag(t.ctx.db, { name: 'Brass', slug: 'brass' });
    const list = await someProducts(2);
    await create.many(
      t.ctx.db,
      productTags,
      list.map((p) => ({ productId: p.id, tagId: tag.id })),
    );
    expect(await usage(cookie, `/api/tags/${tag.id}`)).toMatchObject({
      counts: { products: 2 },
      impact: ['It will be removed from 2 products.'],
    });
    expect((await remove(cookie, `/api/tags/${tag.id}`)).statusCode).toBeLessThan(300);
    expect(await t.ctx.db.$count(productTags)).toBe(0);
    expect(await t.ctx.db.$count(products)).toBe(2);
  });

  it('#14: a tag group keeps its tags, without a group; a specification category keeps its specifications', async () => {
    const cookie = await editor();
    const group = await create.tagCategory(t.ctx.db, { name: 'Material', slug: 'material' });
    await create.many(t.ctx.db, tags, [
      { name: 'Brass', slug: 'brass', categoryId: group.id },
      { name: 'Steel', slug: 'steel', categoryId: group.id },
    ]);
    expect(await usage(cookie, `/api/tag-categories/${group.id}`)).toMatchObject({
      counts: { tags: 2 },
      impact: ['Its 2 tags stay, without a group.'],
    });
    expect((await remove(cookie, `/api/tag-categories/${group.id}`)).statusCode).toBeLessThan(300);
    expect(await t.ctx.db.select({ c: tags.categoryId }).from(tags)).toEqual([{ c: null }, { c: null }]);

    const specCat = await create.specCategory(t.ctx.db, { name: 'Flame', slug: 'flame' });
    await create.specDefinition(t.ctx.db, { key: 'temp', label: 'Temperature', categoryId: specCat.id });
    expect(await usage(cookie, `/api/spec-categories/${specCat.id}`)).toMatchObject({
      counts: { definitions: 1 },
      impact: ['Its 1 specification moves to General.'],
    });
    expect((await remove(cookie, `/api/spec-categories/${specCat.id}`)).statusCode).toBeLessThan(300);
    expect(await t.ctx.db.select({ c: specDefinitions.categoryId }).from(specDefinitions)).toEqual([
      { c: null },
    ]);
  });

  it('#14: a specification with product values: refused without force (409), deleted with them with force', async () => {
    const cookie = await editor();
    const def = await create.specDefinition(t.ctx.db, { key: 'len', label: 'Length' });
    const list = await someProducts(2);
    await create.many(
      t.ctx.db,
      productSpecValues,
      list.map((p) => ({ productId: p.id, specDefinitionId: def.id, valueString: 'x' })),
    );
    expect(await usage(cookie, `/api/specs/definitions/${def.id}`)).toMatchObject({
      counts: { values: 2 },
      impact: ['2 product values use this specification and will be deleted with it.'],
    });
    expect((await remove(cookie, `/api/specs/definitions/${def.id}`)).statusCode).toBe(409);
    expect((await remove(cookie, `/api/specs/definitions/${def.id}?force=true`)).statusCode).toBeLessThan(
      300,
    );
    expect(await t.ctx.db.$count(productSpecValues)).toBe(0);
    expect(await t.ctx.db.$count(products)).toBe(2);
  });

  it('#14: a document linked to a product is removed from it', async () => {
    const cookie = await editor();
    const doc = await create.document(t.ctx.db, {
      title: 'Manual',
      kind: 'MANUAL',
      url: 'https://docs.example/m.pdf',
    });
    const [p] = await someProducts(1);
    await create.productDocument(t.ctx.db, { productId: p!.id, documentId: doc.id });
    expect(await usage(cookie, `/api/documents/${doc.id}`)).toMatchObject({
      counts: { products: 1 },
      impact: ['It is linked to 1 product and will be removed from it.'],
    });
    expect((await remove(cookie, `/api/documents/${doc.id}`)).statusCode).toBeLessThan(300);
    expect(await t.ctx.db.$count(productDocuments)).toBe(0);
    expect(await t.ctx.db.$count(products)).toBe(1);
  });

  it('#14: a published page with a gallery: the gallery stays, on no page; a gallery deletes its items, not the images', async () => {
    const cookie = await editor();
    const page = await create.page(t.ctx.db, { title: 'Workshop', slug: 'workshop', status: 'published' });
    const gallery = await create.gallery(t.ctx.db, {
      name: 'Workshop photos',
      slug: 'workshop-photos',
      pageSlug: 'workshop',
    });
    expect(await usage(cookie, `/api/pages/${page.id}`)).toMatchObject({
      counts: { galleries: 1, published: 1 },
      impact: [
        'The page is published; its address will answer "not found".',
        '1 gallery is shown on this page; it will stay, shown on no page.',
      ],
    });
    expect((await remove(cookie, `/api/pages/${page.id}`)).statusCode).toBeLessThan(300);
    expect(await t.ctx.db.select({ s: galleries.pageSlug }).from(galleries)).toEqual([{ s: null }]);

    const media = await createMedia(t);
    await create.many(t.ctx.db, galleryItems, [
      { galleryId: gallery.id, mediaFileId: media.id },
      { galleryId: gallery.id, mediaFileId: media.id },
    ]);
    expect(await usage(cookie, `/api/galleries/${gallery.id}`)).toMatchObject({
      counts: { items: 2 },
      impact: ['Its 2 items will be deleted with it; the images stay in the media library.'],
    });
    expect((await remove(cookie, `/api/galleries/${gallery.id}`)).statusCode).toBeLessThan(300);
    expect(await t.ctx.db.$count(galleryItems)).toBe(0);
    expect(await t.ctx.db.$count(mediaFiles)).toBe(1);
  });

  it('#14: a product lists what goes with it, and other products lose their link to it', async () => {
    const cookie = await editor();
    const [p, other] = await someProducts(2);
    const def = await create.specDefinition(t.ctx.db, { key: 'len', label: 'Length' });
    const tag = await create.tag(t.ctx.db, { name: 'Brass', slug: 'brass' });
    await create.specValue(t.ctx.db, { productId: p!.id, specDefinitionId: def.id, valueString: 'x' });
    await create.productTag(t.ctx.db, { productId: p!.id, tagId: tag.id });
    await create.many(t.ctx.db, highlights, [
      { productId: p!.id, text: 'One' },
      { productId: p!.id, text: 'Two' },
    ]);
    await create.faq(t.ctx.db, { productId: p!.id, question: 'Q', answer: 'A' });
    await create.distributorLink(t.ctx.db, {
      productId: p!.id,
      distributorName: 'S',
      url: 'https://s.example',
    });
    await create.many(t.ctx.db, relationships, [
      { fromProductId: p!.id, toProductId: other!.id, type: 'ACCESSORY' },
      { fromProductId: other!.id, toProductId: p!.id, type: 'ACCESSORY' },
    ]);
    const answer = await usage(cookie, `/api/products/${p!.id}`);
    expect(answer.counts).toEqual({
      specs: 1,
      tags: 1,
      documents: 0,
      highlights: 2,
      faqs: 1,
      distributorLinks: 1,
      relationships: 1,
      linkedFrom: 1,
    });
    expect(answer.impact).toEqual([
      'Its 1 specification value, 1 tag link, 2 highlights, 1 FAQ, 1 distributor link and 1 relationship will be deleted with it.',
      '1 other product links to it; that link will be removed.',
    ]);
    expect((await remove(cookie, `/api/products/${p!.id}`)).statusCode).toBeLessThan(300);
    for (const table of [productSpecValues, productTags, highlights, faqs, distributorLinks, relationships])
      expect(await t.ctx.db.$count(table)).toBe(0);
    expect(await t.ctx.db.$count(products)).toBe(1);
  });

  it('#14: a user with an open session: it ends when the user is deleted', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const target = await signedIn(t, 'viewer');
    expect(await usage(cookie, `/api/users/${target.id}`)).toMatchObject({
      counts: { sessions: 1 },
      impact: ['1 signed-in session of this user will end.'],
    });
    expect((await remove(cookie, `/api/users/${target.id}`)).statusCode).toBeLessThan(300);
    expect(await t.ctx.db.$count(sessions, eq(sessions.userId, target.id))).toBe(0);
  });

  it('#14: usage answers need the role of the delete (viewer 403) and every entity has one', async () => {
    const viewer = (await signedIn(t, 'viewer')).cookie;
    const brand = await create.brand(t.ctx.db, { name: 'B', slug: 'b' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/brands/${brand.id}/usage`,
      headers: { cookie: viewer },
    });
    expect(res.statusCode).toBe(403);
    expect(USAGE_ROUTES.map((r) => r.entity).sort()).toEqual(
      [
        'brands',
        'categories',
        'documents',
        'galleries',
        'pages',
        'products',
        'spec-categories',
        'spec-definitions',
        'tag-categories',
        'tags',
        'users',
      ].sort(),
    );
  });
});
