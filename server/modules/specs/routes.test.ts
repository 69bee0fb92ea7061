// Specification categories and definitions API (document 000 §5, §7; document 001 §2.7, §5; SPEC-*).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { categories, productSpecValues, products, specCategories, specDefinitions } from '../../db/schema';

const t = setupTestApp();

const editor = async () => (await signedIn(t, 'editor')).cookie;
const send = (cookie: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function productWithValue(
  definitionId: number,
  sku: string,
  value: Partial<typeof productSpecValues.$inferInsert>,
) {
  let [cat] = await t.ctx.db.select().from(categories);
  if (!cat) cat = await create.category(t.ctx.db, { name: 'Torches', slug: 'torches' });
  const product = await create.product(t.ctx.db, {
    name: sku,
    slug: sku.toLowerCase(),
    sku,
    categoryId: cat!.id,
  });
  await create.specValue(t.ctx.db, { productId: product.id, specDefinitionId: definitionId, ...value });
}

describe('specification categories API', () => {
  it('SPEC-37 SPEC-39 SPEC-36 SPEC-23: POST stores the category (colour #8B5CF6 and sort 0 by default); GET lists id and name', async () => {
    const cookie = await editor();
    const res = await send(cookie, 'POST', '/api/spec-categories', {
      name: 'Performance',
      slug: 'performance',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Performance', slug: 'performance', color: '#8B5CF6', sort: 0 });
    const [row] = await t.ctx.db.select().from(specCategories);
    expect(row).toMatchObject({ name: 'Performance', color: '#8B5CF6', sort: 0, description: null });
    const list = await t.app.inject({ method: 'GET', url: '/api/spec-categories', headers: { cookie } });
    expect(list.json()).toEqual([
      expect.objectContaining({ id: row!.id, name: 'Performance', definitionCount: 0 }),
    ]);
  });

  it('SPEC-36: name and slug are required, sort is an integer', async () => {
    const cookie = await editor();
    const res = await send(cookie, 'POST', '/api/spec-categories', { name: '', slug: '', sort: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      name: ['Name is required'],
      slug: ['Slug is required'],
      sort: ['Sort must be a whole number'],
    });
  });

  it('SPEC-37: PUT updates; duplicates 409; delete leaves definitions uncategorised; 404 for unknown ids', async () => {
    const cookie = await editor();
    const a = (
      await send(cookie, 'POST', '/api/spec-categories', { name: 'Performance', slug: 'performance' })
    ).json().id;
    await send(cookie, 'POST', '/api/spec-categories', { name: 'Physical', slug: 'physical' });
    const ok = await send(cookie, 'PUT', `/api/spec-categories/${a}`, {
      name: 'Output',
      slug: 'output',
      description: 'Flame',
      color: '#EF4444',
      sort: 4,
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(specCategories).where(eq(specCategories.id, a));
    expect(row).toMatchObject({
      name: 'Output',
      slug: 'output',
      description: 'Flame',
      color: '#EF4444',
      sort: 4,
    });
    const dupName = await send(cookie, 'PUT', `/api/spec-categories/${a}`, { name: 'Physical', slug: 'x' });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().error).toBe('A specification category with this name already exists');
    const dupSlug = await send(cookie, 'POST', '/api/spec-categories', { name: 'Other', slug: 'physical' });
    expect(dupSlug.json().error).toBe('A specification category with this slug already exists');
    expect(
      (await send(cookie, 'PUT', '/api/spec-categories/9999', { name: 'X', slug: 'x' })).statusCode,
    ).toBe(404);

    const def = await send(cookie, 'POST', '/api/specs/definitions', {
      key: 'btu',
      label: 'BTU',
      categoryId: a,
    });
    expect(def.json()).toMatchObject({ categoryId: a, categoryName: 'Output' });
    expect((await send(cookie, 'DELETE', `/api/spec-categories/${a}`)).statusCode).toBe(200);
    const [stored] = await t.ctx.db.select().from(specDefinitions);
    expect(stored).toMatchObject({ key: 'btu', categoryId: null });
    expect((await send(cookie, 'DELETE', `/api/spec-categories/${a}`)).statusCode).toBe(404);
  });
});

describe('specification definitions API', () => {
  it('SPEC-20 SPEC-11: POST stores every field; ENUM options are trimmed', async () => {
    const cookie = await editor();
    const cat = (await send(cookie, 'POST', '/api/spec-categories', { name: 'Flame', slug: 'flame' })).json()
      .id;
    const res = await send(cookie, 'POST', '/api/specs/definitions', {
      key: 'flame_class',
      label: 'Flame Class',
      description: 'How hot',
      unit: '',
      dataType: 'ENUM',
      enumOptions: [' Fine ', 'Medium', '', 'Heavy'],
      categoryId: cat,
      required: true,
      sortOrder: 2,
      filterable: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      key: 'flame_class',
      label: 'Flame Class',
      unit: null,
      dataType: 'ENUM',
      enumOptions: ['Fine', 'Medium', 'Heavy'],
      categoryName: 'Flame',
      required: true,
      sortOrder: 2,
      filterable: true,
      usageCount: 0,
    });
    const [row] = await t.ctx.db.select().from(specDefinitions);
    expect(row).toMatchObject({
      key: 'flame_class',
      enumOptions: ['Fine', 'Medium', 'Heavy'],
      required: true,
      filterable: true,
    });
    const minimal = await send(cookie, 'POST', '/api/specs/definitions', {
      key: 'weight',
      label: 'Weight',
      enumOptions: ['x'],
    });
    expect(minimal.json()).toMatchObject({
      dataType: 'STRING',
      enumOptions: [],
      categoryId: null,
      categoryName: null,
      required: false,
      sortOrder: 0,
      filterable: false,
    });
    for (const dataType of ['NUMBER', 'BOOLEAN']) {
      const r = await send(cookie, 'POST', '/api/specs/definitions', {
        key: `k_${dataType.toLowerCase()}`,
        label: dataType,
        dataType,
      });
      expect(r.statusCode).toBe(201);
    }
  });

  it('SPEC-08 SPEC-09 SPEC-10 SPEC-11: key, label, data type and ENUM options are validated with the specified messages', async () => {
    const cookie = await editor();
    const empty = await send(cookie, 'POST', '/api/specs/definitions', { key: '', label: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual({ key: ['Key is required'], label: ['Label is required'] });
    const badKey = await send(cookie, 'POST', '/api/specs/definitions', {
      key: 'Flame-Class',
      label: 'Flame',
    });
    expect(badKey.json().error).toBe('Key must be lowercase letters, numbers, and underscores only');
    const badType = await send(cookie, 'POST', '/api/specs/definitions', {
      key: 'a',
      label: 'A',
      dataType: 'DATE',
    });
    expect(badType.json().error).toBe('Data type must be one of STRING, NUMBER, BOOLEAN or ENUM');
    const noOptions = await send(cookie, 'POST', '/api/specs/definitions', {
      key: 'a',
      label: 'A',
      dataType: 'ENUM',
      enumOptions: [' ', ''],
    });
    expect(noOptions.statusCode).toBe(400);
    expect(noOptions.json().details).toEqual({
      enumOptions: ['Add at least one option for a list (ENUM) specification'],
    });
    const dup = await send(cookie, 'POST', '/api/specs/definitions', {
      key: 'a',
      label: 'A',
      dataType: 'ENUM',
      enumOptions: ['Fine', ' Fine'],
    });
    expect(dup.json().error).toBe('Enum options must be unique');
    const badCategory = await send(cookie, 'POST', '/api/specs/definitions', {
      key: 'a',
      label: 'A',
      categoryId: 99,
    });
    expect(badCategory.json().error).toBe('The specification category does not exist');
    expect(await t.ctx.db.select().from(specDefinitions)).toHaveLength(0);
  });

  it('SPEC-20: a duplicate key is refused with 409', async () => {
    const cookie = await editor();
    await send(cookie, 'POST', '/api/specs/definitions', { key: 'btu', label: 'BTU' });
    const dup = await send(cookie, 'POST', '/api/specs/definitions', { key: 'btu', label: 'Other' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('A specification with this key already exists');
  });

  it('SPEC-21 SPEC-15: PATCH updates the fields but never the key; 404 for unknown ids', async () => {
    const cookie = await editor();
    const id = (
      await send(cookie, 'POST', '/api/specs/definitions', {
        key: 'btu',
        label: 'BTU',
        unit: 'BTU/h',
        description: 'Heat',
      })
    ).json().id;
    const ok = await send(cookie, 'PATCH', `/api/specs/definitions/${id}`, {
      key: 'btu',
      label: 'Heat output',
      dataType: 'NUMBER',
      required: true,
      sortOrder: 5,
      filterable: true,
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(specDefinitions).where(eq(specDefinitions.id, id));
    // Fields left out of the PATCH keep their values.
    expect(row).toMatchObject({
      key: 'btu',
      label: 'Heat output',
      dataType: 'NUMBER',
      unit: 'BTU/h',
      description: 'Heat',
      required: true,
      sortOrder: 5,
      filterable: true,
    });
    const rename = await send(cookie, 'PATCH', `/api/specs/definitions/${id}`, { key: 'heat' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error).toBe(
      'The key of a specification cannot be changed; create a new specification instead',
    );
    expect((await send(cookie, 'PATCH', '/api/specs/definitions/9999', { label: 'X' })).statusCode).toBe(404);
    const toEnum = await send(cookie, 'PATCH', `/api/specs/definitions/${id}`, { dataType: 'ENUM' });
    expect(toEnum.json().error).toBe('Add at least one option for a list (ENUM) specification');
  });

  it('SPEC-21: the data type cannot change, nor a used ENUM option disappear, while products hold values', async () => {
    const cookie = await editor();
    const id = (
      await send(cookie, 'POST', '/api/specs/definitions', {
        key: 'flame',
        label: 'Flame',
        dataType: 'ENUM',
        enumOptions: ['Fine', 'Heavy'],
      })
    ).json().id;
    await productWithValue(id, 'T-1', { valueEnum: 'Heavy' });
    const type = await send(cookie, 'PATCH', `/api/specs/definitions/${id}`, { dataType: 'STRING' });
    expect(type.statusCode).toBe(409);
    expect(type.json().error).toBe(
      'This specification has 1 product value; its data type cannot be changed while they exist.',
    );
    const drop = await send(cookie, 'PATCH', `/api/specs/definitions/${id}`, { enumOptions: ['Fine'] });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().error).toBe(
      'The option "Heavy" is used by 1 product; change those values before removing it.',
    );
    const add = await send(cookie, 'PATCH', `/api/specs/definitions/${id}`, {
      enumOptions: ['Fine', 'Heavy', 'Medium'],
    });
    expect(add.json().enumOptions).toEqual(['Fine', 'Heavy', 'Medium']);
  });

  it('SPEC-22: GET lists the usage count; DELETE of a used definition needs force and takes the values with it', async () => {
    const cookie = await editor();
    const used = (
      await send(cookie, 'POST', '/api/specs/definitions', { key: 'btu', label: 'BTU', dataType: 'NUMBER' })
    ).json().id;
    const unused = (
      await send(cookie, 'POST', '/api/specs/definitions', { key: 'color', label: 'Colour' })
    ).json().id;
    await productWithValue(used, 'T-1', { valueNumber: '10' });
    await productWithValue(used, 'T-2', { valueNumber: '20' });
    const list = await t.app.inject({ method: 'GET', url: '/api/specs/definitions', headers: { cookie } });
    expect(list.json().find((d: { id: number }) => d.id === used).usageCount).toBe(2);

    const refused = await send(cookie, 'DELETE', `/api/specs/definitions/${used}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This specification has 2 product values. Delete it together with them?',
    );
    expect(await t.ctx.db.select().from(productSpecValues)).toHaveLength(2);
    const forced = await send(cookie, 'DELETE', `/api/specs/definitions/${used}?force=true`);
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toEqual({ ok: true, deletedValues: 2 });
    expect(await t.ctx.db.select().from(productSpecValues)).toHaveLength(0);
    expect(await t.ctx.db.select().from(products)).toHaveLength(2);

    const plain = await send(cookie, 'DELETE', `/api/specs/definitions/${unused}`);
    expect(plain.json()).toEqual({ ok: true, deletedValues: 0 });
    expect(await t.ctx.db.select().from(specDefinitions)).toHaveLength(0);
    expect((await send(cookie, 'DELETE', `/api/specs/definitions/${unused}`)).statusCode).toBe(404);
    expect((await send(cookie, 'DELETE', `/api/specs/definitions/${unused}?force=yes`)).statusCode).toBe(400);
  });

  it('SPEC-34: RELATIONSHIP_LIST definitions (public side, imports) are listed, but the admin creates only the four types', async () => {
    const cookie = await editor();
    await create.specDefinition(t.ctx.db, {
      key: 'kit_contents',
      label: 'Kit Contents',
      dataType: 'RELATIONSHIP_LIST',
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/specs/definitions', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ key: 'kit_contents', dataType: 'RELATIONSHIP_LIST' }),
    ]);
    const created = await send(cookie, 'POST', '/api/specs/definitions', {
      key: 'more',
      label: 'More',
      dataType: 'RELATIONSHIP_LIST',
    });
    expect(created.statusCode).toBe(400);
    // Editing its label leaves the type alone.
    const id = list.json()[0].id;
    const patch = await send(cookie, 'PATCH', `/api/specs/definitions/${id}`, { label: 'In the kit' });
    expect(patch.json()).toMatchObject({ label: 'In the kit', dataType: 'RELATIONSHIP_LIST' });
  });

  it('viewers read but are refused every write (403); signed out 401', async () => {
    const cookie = await editor();
    const cat = (await send(cookie, 'POST', '/api/spec-categories', { name: 'C', slug: 'c' })).json().id;
    const def = (await send(cookie, 'POST', '/api/specs/definitions', { key: 'k', label: 'K' })).json().id;
    const viewer = (await signedIn(t, 'viewer')).cookie;
    for (const url of ['/api/spec-categories', '/api/specs/definitions']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: viewer } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const attempts = [
      { method: 'POST' as const, url: '/api/spec-categories', payload: { name: 'X', slug: 'x' } },
      { method: 'PUT' as const, url: `/api/spec-categories/${cat}`, payload: { name: 'X', slug: 'x' } },
      { method: 'DELETE' as const, url: `/api/spec-categories/${cat}` },
      { method: 'POST' as const, url: '/api/specs/definitions', payload: { key: 'x', label: 'X' } },
      { method: 'PATCH' as const, url: `/api/specs/definitions/${def}`, payload: { label: 'X' } },
      { method: 'DELETE' as const, url: `/api/specs/definitions/${def}` },
    ];
    for (const a of attempts) {
      expect((await t.app.inject({ ...a, headers: { cookie: viewer } })).statusCode).toBe(403);
      expect((await t.app.inject(a)).statusCode).toBe(401);
    }
    expect(await t.ctx.db.select().from(specDefinitions)).toHaveLength(1);
  });
});
