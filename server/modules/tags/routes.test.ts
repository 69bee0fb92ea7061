// Tags and tag groups API (document 000 §5, §7; document 001 §2.7, §5; TAG-*).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { products, productTags, tagCategories, tags } from '../../db/schema';

const t = setupTestApp();

const editor = async () => (await signedIn(t, 'editor')).cookie;
const post = (cookie: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('tag groups API', () => {
  it('TAG-25 TAG-23 TAG-24: POST stores the group, generating the slug from the name when empty; sort defaults to 0', async () => {
    const cookie = await editor();
    const res = await post(cookie, '/api/tag-categories', {
      name: 'By Application',
      slug: '',
      color: '#EF4444',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'By Application',
      slug: 'by-application',
      color: '#EF4444',
      sort: 0,
    });
    const [row] = await t.ctx.db.select().from(tagCategories);
    expect(row).toMatchObject({ slug: 'by-application', sort: 0, description: null });
    const defaults = await post(cookie, '/api/tag-categories', { name: 'Materials', slug: 'mats', sort: 3 });
    expect(defaults.json()).toMatchObject({ slug: 'mats', color: '#6B7280', sort: 3, tagCount: 0 });
  });

  it('TAG-24: name is required, sort must be an integer, colour a hex value', async () => {
    const cookie = await editor();
    const res = await post(cookie, '/api/tag-categories', { name: '', sort: 1.5, color: 'red' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      name: ['Name is required'],
      sort: ['Sort must be a whole number'],
      color: ['Color must be a hex value like #3B82F6'],
    });
    const noSlug = await post(cookie, '/api/tag-categories', { name: '!!!' });
    expect(noSlug.statusCode).toBe(400);
    expect(noSlug.json().error).toBe('Slug is required');
  });

  it('TAG-25: PUT updates; duplicates are 409 naming the field; 404 for unknown ids', async () => {
    const cookie = await editor();
    const a = (await post(cookie, '/api/tag-categories', { name: 'Applications' })).json().id;
    await post(cookie, '/api/tag-categories', { name: 'Materials' });
    const put = (id: number, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/tag-categories/${id}`, headers: { cookie }, payload });
    const ok = await put(a, { name: 'Uses', slug: 'uses', description: 'Where', color: '#22C55E', sort: 2 });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(tagCategories).where(eq(tagCategories.id, a));
    expect(row).toMatchObject({
      name: 'Uses',
      slug: 'uses',
      description: 'Where',
      color: '#22C55E',
      sort: 2,
    });
    const dupName = await put(a, { name: 'materials' });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().error).toBe('A tag group with this name already exists');
    const dupSlug = await put(a, { name: 'Other', slug: 'materials' });
    expect(dupSlug.json().error).toBe('A tag group with this slug already exists');
    expect((await put(9999, { name: 'X' })).statusCode).toBe(404);
  });

  it('deleting a group leaves its tags ungrouped', async () => {
    const cookie = await editor();
    const group = (await post(cookie, '/api/tag-categories', { name: 'Applications' })).json().id;
    await post(cookie, '/api/tags', { name: 'HVAC', slug: 'hvac', color: '#3B82F6', categoryId: group });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/tag-categories/${group}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(tagCategories)).toHaveLength(0);
    const [tag] = await t.ctx.db.select().from(tags);
    expect(tag).toMatchObject({ name: 'HVAC', categoryId: null });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tag-categories/${group}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('tags API', () => {
  it('TAG-11 TAG-10 TAG-09: POST stores name, slug, description, colour and categoryId (null when uncategorized)', async () => {
    const cookie = await editor();
    const group = (
      await post(cookie, '/api/tag-categories', { name: 'Applications', color: '#F97316' })
    ).json().id;
    const res = await post(cookie, '/api/tags', {
      name: 'HVAC',
      slug: 'hvac',
      description: 'Heating',
      color: '#10B981',
      categoryId: group,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'HVAC',
      slug: 'hvac',
      color: '#10B981',
      categoryId: group,
      category: { id: group, name: 'Applications', color: '#F97316' },
      productCount: 0,
    });
    const plain = await post(cookie, '/api/tags', {
      name: 'Roofing',
      slug: 'roofing',
      color: '#3B82F6',
      categoryId: null,
    });
    expect(plain.json()).toMatchObject({ categoryId: null, category: null, description: null });
    const stored = await t.ctx.db.select().from(tags);
    expect(stored.map((s) => [s.name, s.categoryId])).toEqual([
      ['HVAC', group],
      ['Roofing', null],
    ]);
  });

  it('TAG-06 TAG-07 TAG-08: name, slug and colour are required with the specified messages', async () => {
    const cookie = await editor();
    const res = await post(cookie, '/api/tags', { name: '', slug: '', color: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      name: ['Tag name is required'],
      slug: ['Slug is required'],
      color: ['Color is required'],
    });
    const missing = await post(cookie, '/api/tags', {});
    expect(missing.json().details).toMatchObject({
      name: ['Tag name is required'],
      slug: ['Slug is required'],
      color: ['Color is required'],
    });
    const badGroup = await post(cookie, '/api/tags', {
      name: 'X',
      slug: 'x',
      color: '#3B82F6',
      categoryId: 999,
    });
    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json().error).toBe('The tag group does not exist');
    expect(await t.ctx.db.select().from(tags)).toHaveLength(0);
  });

  it('TAG-11: PUT updates a tag; duplicate name or slug is 409 naming the field; 404 for unknown ids', async () => {
    const cookie = await editor();
    const a = (await post(cookie, '/api/tags', { name: 'HVAC', slug: 'hvac', color: '#3B82F6' })).json().id;
    await post(cookie, '/api/tags', { name: 'Roofing', slug: 'roofing', color: '#3B82F6' });
    const put = (id: number, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/tags/${id}`, headers: { cookie }, payload });
    const ok = await put(a, { name: 'Plumbing', slug: 'plumbing', color: '#EF4444', description: 'Pipes' });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(tags).where(eq(tags.id, a));
    expect(row).toMatchObject({ name: 'Plumbing', slug: 'plumbing', color: '#EF4444', description: 'Pipes' });
    const dupName = await put(a, { name: 'roofing', slug: 'x', color: '#EF4444' });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json()).toMatchObject({
      error: 'A tag with this name already exists',
      details: { name: ['A tag with this name already exists'] },
    });
    const dupSlug = await post(cookie, '/api/tags', { name: 'Other', slug: 'roofing', color: '#EF4444' });
    expect(dupSlug.statusCode).toBe(409);
    expect(dupSlug.json().error).toBe('A tag with this slug already exists');
    expect((await put(9999, { name: 'Z', slug: 'z', color: '#EF4444' })).statusCode).toBe(404);
  });

  it('TAG-18 PUB-113: DELETE removes the tag and its product links; GET /api/tags is public', async () => {
    const cookie = await editor();
    const tagId = (await post(cookie, '/api/tags', { name: 'HVAC', slug: 'hvac', color: '#3B82F6' })).json()
      .id;
    const cat = await create.category(t.ctx.db, { name: 'Torches', slug: 'torches' });
    const p1 = await create.product(t.ctx.db, {
      name: 'A',
      slug: 'a',
      sku: 'A',
      categoryId: cat.id,
      status: 'active',
    });
    const p2 = await create.product(t.ctx.db, {
      name: 'B',
      slug: 'b',
      sku: 'B',
      categoryId: cat.id,
      status: 'draft',
    });
    await create.many(t.ctx.db, productTags, [
      { productId: p1.id, tagId },
      { productId: p2.id, tagId },
    ]);
    const publicList = await t.app.inject({ method: 'GET', url: '/api/tags' });
    expect(publicList.statusCode).toBe(200);
    expect(publicList.json()[0]).toMatchObject({ name: 'HVAC', productCount: 1 });
    const adminList = await t.app.inject({ method: 'GET', url: '/api/tags', headers: { cookie } });
    expect(adminList.json()[0]).toMatchObject({ productCount: 2 });

    const res = await t.app.inject({ method: 'DELETE', url: `/api/tags/${tagId}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(tags)).toHaveLength(0);
    expect(await t.ctx.db.select().from(productTags)).toHaveLength(0);
    expect(await t.ctx.db.select().from(products)).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tags/${tagId}`, headers: { cookie } })).statusCode,
    ).toBe(404);
  });

  it('viewers are refused every write (403) and signed-out callers too (401)', async () => {
    const cookie = await editor();
    const group = (await post(cookie, '/api/tag-categories', { name: 'G' })).json().id;
    const tag = (await post(cookie, '/api/tags', { name: 'T', slug: 't', color: '#3B82F6' })).json().id;
    const viewer = (await signedIn(t, 'viewer')).cookie;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tag-categories', headers: { cookie: viewer } }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/tag-categories' })).statusCode).toBe(401);
    const attempts = [
      { method: 'POST' as const, url: '/api/tag-categories', payload: { name: 'X' } },
      { method: 'PUT' as const, url: `/api/tag-categories/${group}`, payload: { name: 'X' } },
      { method: 'DELETE' as const, url: `/api/tag-categories/${group}` },
      { method: 'POST' as const, url: '/api/tags', payload: { name: 'X', slug: 'x', color: '#3B82F6' } },
      {
        method: 'PUT' as const,
        url: `/api/tags/${tag}`,
        payload: { name: 'X', slug: 'x', color: '#3B82F6' },
      },
      { method: 'DELETE' as const, url: `/api/tags/${tag}` },
    ];
    for (const a of attempts) {
      expect(
        (await t.app.inject({ ...a, headers: { cookie: viewer } })).statusCode,
        `${a.method} ${a.url}`,
      ).toBe(403);
      expect((await t.app.inject(a)).statusCode).toBe(401);
    }
    expect(await t.ctx.db.select().from(tags)).toHaveLength(1);
    expect(await t.ctx.db.select().from(tagCategories)).toHaveLength(1);
  });
});
