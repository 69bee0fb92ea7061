// Product categories API: create/update/list/delete, validation messages, the slug rule, the
// whole-chain cycle check and the delete guards (document 000 §5, §7; document 001 §2.4; CAT-*).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { categories, products } from '../../db/schema';

const t = setupTestApp();

async function editor() {
  return (await signedIn(t, 'editor')).cookie;
}

async function post(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/categories', headers: { cookie }, payload });
}

async function createOk(cookie: string, name: string, parentId: number | null = null) {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  const res = await post(cookie, { name, slug, description: '', parentId });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function addProduct(categoryId: number, sku: string, status: 'active' | 'draft' = 'active') {
  await create.product(t.ctx.db, { name: sku, slug: sku.toLowerCase(), sku, categoryId, status });
}

describe('categories API', () => {
  it('CAT-10 CAT-07: POST stores name, slug, description and parentId (null for top level)', async () => {
    const cookie = await editor();
    const res = await post(cookie, {
      name: 'Torches',
      slug: 'torches',
      description: '  Air/acetylene torches ',
      parentId: null,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Torches',
      slug: 'torches',
      description: 'Air/acetylene torches',
      parentId: null,
      productCount: 0,
      childCount: 0,
    });
    expect(new Date(body.createdAt).toString()).not.toBe('Invalid Date');
    const child = await post(cookie, { name: 'Tips', slug: 'tips', parentId: body.id });
    expect(child.statusCode).toBe(201);
    const stored = await t.ctx.db.select().from(categories).where(eq(categories.slug, 'tips'));
    expect(stored[0]).toMatchObject({ name: 'Tips', parentId: body.id, description: null });
  });

  it('CAT-06: name and slug are required, and the slug must be in slug format', async () => {
    const cookie = await editor();
    const empty = await post(cookie, { name: ' ', slug: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toMatchObject({
      name: ['Category name is required'],
      slug: ['URL slug is required'],
    });
    const bad = await post(cookie, { name: 'Tips', slug: 'Tips & Tricks' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Slug may contain only lowercase letters, digits and single hyphens');
    const unknown = await post(cookie, { name: 'Tips', slug: 'tips', role: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(categories)).toHaveLength(0);
  });

  it('CAT-10: a duplicate slug is refused with 409 on create and update', async () => {
    const cookie = await editor();
    await createOk(cookie, 'Torches');
    const other = await createOk(cookie, 'Tips');
    const dup = await post(cookie, { name: 'More torches', slug: 'torches' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('A category with this slug already exists');
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${other}`,
      headers: { cookie },
      payload: { name: 'Tips', slug: 'torches', parentId: null },
    });
    expect(upd.statusCode).toBe(409);
  });

  it('CAT-10: PUT updates the stored category; unknown ids answer 404', async () => {
    const cookie = await editor();
    const parent = await createOk(cookie, 'Torches');
    const id = await createOk(cookie, 'Tips');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${id}`,
      headers: { cookie },
      payload: { name: 'Torch tips', slug: 'torch-tips', description: 'Brass', parentId: parent },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Torch tips', slug: 'torch-tips', parentId: parent });
    const [row] = await t.ctx.db.select().from(categories).where(eq(categories.id, id));
    expect(row).toMatchObject({ name: 'Torch tips', description: 'Brass', parentId: parent });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/categories/9999',
      headers: { cookie },
      payload: { name: 'X', slug: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Category not found');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/categories/9999', headers: { cookie } })).statusCode,
    ).toBe(404);
    const one = await t.app.inject({ method: 'GET', url: `/api/categories/${parent}`, headers: { cookie } });
    expect(one.json()).toMatchObject({ id: parent, childCount: 1 });
  });

  it('CAT-08: a category cannot be its own parent, nor under its child or grandchild', async () => {
    const cookie = await editor();
    const a = await createOk(cookie, 'A');
    const b = await createOk(cookie, 'B', a);
    const c = await createOk(cookie, 'C', b);
    const move = (parentId: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/categories/${a}`,
        headers: { cookie },
        payload: { name: 'A', slug: 'a', parentId },
      });
    const self = await move(a);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('A category cannot be its own parent');
    const child = await move(b);
    expect(child.statusCode).toBe(400);
    expect(child.json().error).toBe('A category cannot be placed under one of its own subcategories');
    const grandchild = await move(c);
    expect(grandchild.statusCode).toBe(400);
    expect(grandchild.json().details).toEqual({
      parentId: ['A category cannot be placed under one of its own subcategories'],
    });
    const [row] = await t.ctx.db.select().from(categories).where(eq(categories.id, a));
    expect(row!.parentId).toBeNull();
    const missingParent = await post(cookie, { name: 'D', slug: 'd', parentId: 9999 });
    expect(missingParent.statusCode).toBe(400);
    expect(missingParent.json().error).toBe('The parent category does not exist');
  });

  it('CAT-09 PUB-113: GET /api/categories is public and counts products and subcategories', async () => {
    const cookie = await editor();
    const parent = await createOk(cookie, 'Torches');
    await createOk(cookie, 'Tips', parent);
    await addProduct(parent, 'T-1');
    await addProduct(parent, 'T-2', 'draft');
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(signedOut.statusCode).toBe(200);
    const list = signedOut.json() as Array<Record<string, unknown>>;
    expect(list.map((c) => c.name)).toEqual(['Tips', 'Torches']);
    // Signed out, only active products count (drafts are not public).
    expect(list.find((c) => c.name === 'Torches')).toMatchObject({ productCount: 1, childCount: 1 });
    const admin = await t.app.inject({ method: 'GET', url: '/api/categories', headers: { cookie } });
    expect(admin.json().find((c: { name: string }) => c.name === 'Torches')).toMatchObject({
      productCount: 2,
      childCount: 1,
    });
    // The counts are held per state of the facet index (every page's footer asks): a change shows at once.
    const torches = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/categories' })).json() as Array<{ name: string }>
      ).find((c) => c.name === 'Torches');
    await addProduct(parent, 'T-3');
    expect(await torches()).toMatchObject({ productCount: 2 });
    await t.ctx.db.update(products).set({ status: 'draft' }).where(eq(products.sku, 'T-1'));
    expect(await torches()).toMatchObject({ productCount: 1 });
  });

  it('CAT-16: delete removes an unused category; one with products or subcategories is refused with the counts', async () => {
    const cookie = await editor();
    const parent = await createOk(cookie, 'Torches');
    const child = await createOk(cookie, 'Tips', parent);
    await addProduct(parent, 'T-1');
    await addProduct(parent, 'T-2');
    await addProduct(parent, 'T-3');
    const del = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/categories/${id}`, headers: { cookie } });
    const refused = await del(parent);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This category still has 3 products and 1 subcategory. Move or delete them first.',
    );
    await t.ctx.db.delete(products);
    const onlyChild = await del(parent);
    expect(onlyChild.json().error).toBe('This category still has 1 subcategory. Move or delete them first.');
    expect((await del(child)).statusCode).toBe(200);
    await addProduct(parent, 'T-9');
    expect((await del(parent)).json().error).toBe(
      'This category still has 1 product. Move or delete them first.',
    );
    await t.ctx.db.delete(products);
    expect((await del(parent)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(categories)).toHaveLength(0);
    expect((await del(parent)).statusCode).toBe(404);
  });

  it('viewers may read but not change categories (403); signed out may not change them (401)', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    const id = await createOk(await editor(), 'Torches');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/categories/${id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    const attempts = [
      { method: 'POST' as const, url: '/api/categories', payload: { name: 'X', slug: 'x' } },
      { method: 'PUT' as const, url: `/api/categories/${id}`, payload: { name: 'X', slug: 'x' } },
      { method: 'DELETE' as const, url: `/api/categories/${id}` },
    ];
    for (const a of attempts) {
      expect((await t.app.inject({ ...a, headers: { cookie } })).statusCode).toBe(403);
      expect((await t.app.inject(a)).statusCode).toBe(401);
    }
    expect(await t.ctx.db.select().from(categories)).toHaveLength(1);
  });
});
