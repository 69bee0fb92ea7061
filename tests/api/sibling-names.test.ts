// Issue #14 "sibling names are unique": names people pick from lists cannot repeat where the list
// would show two identical entries. The service answers 409 with the field named; a unique index
// (case-insensitive, trimmed, per parent) makes a race answer 409 too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  brands,
  categories,
  galleries,
  specCategories,
  specDefinitions,
  tagCategories,
  tags,
} from '../../server/db/schema';
import { httpErrorFromDatabase } from '../../server/http/errors';
import { setupTestApp, signedIn } from '../helpers/app';

const t = setupTestApp();

async function call(method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) {
  const { cookie } = await signedIn(t, 'editor');
  const res = await t.app.inject({ method, url, headers: { cookie }, payload });
  return { status: res.statusCode, body: res.json() };
}

/** The database itself refuses the duplicate, and the error maps to 409 with the field's message. */
async function refusedByIndex(insert: () => Promise<unknown>, field: string, message: string) {
  const err = await insert().then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'the unique index refused the duplicate').not.toBeNull();
  const mapped = httpErrorFromDatabase(err);
  expect(mapped?.statusCode).toBe(409);
  expect(mapped?.message).toBe(message);
  expect(mapped?.details).toEqual({ [field]: [message] });
}

describe('sibling names are unique (#14)', () => {
  it('#14: a second "Accessories" under the same parent is refused with 409 and a name message; other parents may reuse it', async () => {
    const message = 'A category with this name already exists under the same parent';
    const first = await call('POST', '/api/categories', { name: 'Accessories', slug: 'accessories' });
    expect(first.status).toBe(201);
    const again = await call('POST', '/api/categories', { name: '  accessories ', slug: 'accessories-2' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: message, details: { name: [message] } });

    const torches = await call('POST', '/api/categories', { name: 'Torches', slug: 'torches' });
    const child = await call('POST', '/api/categories', {
      name: 'Accessories',
      slug: 'torch-accessories',
      parentId: torches.body.id,
    });
    expect(child.status).toBe(201);
    const childAgain = await call('POST', '/api/categories', {
      name: 'ACCESSORIES',
      slug: 'torch-accessories-2',
      parentId: torches.body.id,
    });
    expect(childAgain.status).toBe(409);

    // Renaming onto a sibling's name, or moving next to a namesake, is refused as well.
    const rename = await call('PUT', `/api/categories/${torches.body.id}`, {
      name: 'accessories',
      slug: 'torches',
    });
    expect(rename.status).toBe(409);
    expect(rename.body.details).toEqual({ name: [message] });
    const move = await call('PUT', `/api/categories/${child.body.id}`, {
      name: 'Accessories',
      slug: 'torch-accessories',
      parentId: null,
    });
    expect(move.status).toBe(409);
    // Saving a category unchanged is not a clash with itself.
    const same = await call('PUT', `/api/categories/${first.body.id}`, {
      name: 'Accessories',
      slug: 'accessories',
    });
    expect(same.status).toBe(200);
    expect(await t.ctx.db.$count(categories)).toBe(3);

    await refusedByIndex(
      () => t.ctx.db.insert(categories).values({ name: 'accessories ', slug: 'raced' }),
      'name',
      message,
    );
    await refusedByIndex(
      () =>
        t.ctx.db
          .insert(categories)
          .values({ name: 'Accessories', slug: 'raced-2', parentId: torches.body.id }),
      'name',
      message,
    );
  });

  it('#14: within one transaction names may clash on the way (the import sets parents after inserting); the commit decides', async () => {
    const [a] = await t.ctx.db.insert(categories).values({ name: 'Torches', slug: 'torches' }).returning();
    const [b] = await t.ctx.db.insert(categories).values({ name: 'Hoses', slug: 'hoses' }).returning();
    await t.ctx.db.transaction(async (tx) => {
      const rows = await tx
        .insert(categories)
        .values([
          { name: 'Accessories', slug: 'torch-accessories' },
          { name: 'Accessories', slug: 'hose-accessories' },
        ])
        .returning();
      await tx.update(categories).set({ parentId: a!.id }).where(eq(categories.id, rows[0]!.id));
      await tx.update(categories).set({ parentId: b!.id }).where(eq(categories.id, rows[1]!.id));
    });
    expect(await t.ctx.db.$count(categories)).toBe(4);
    // Left as siblings at commit, the same two are refused and nothing is written.
    await refusedByIndex(
      () =>
        t.ctx.db.transaction(async (tx) => {
          await tx.insert(categories).values([
            { name: 'Kits', slug: 'kits-1' },
            { name: 'KITS', slug: 'kits-2' },
          ]);
        }),
      'name',
      'A category with this name already exists under the same parent',
    );
    expect(await t.ctx.db.$count(categories)).toBe(4);
  });

  it('#14: specification labels are unique within a specification category', async () => {
    const message = 'A specification with this label already exists in this category';
    const group = await call('POST', '/api/spec-categories', { name: 'Flame', slug: 'flame' });
    const other = await call('POST', '/api/spec-categories', { name: 'Gas', slug: 'gas' });
    const first = await call('POST', '/api/specs/definitions', {
      key: 'flame_temp',
      label: 'Temperature',
      categoryId: group.body.id,
    });
    expect(first.status).toBe(201);
    const dup = await call('POST', '/api/specs/definitions', {
      key: 'flame_temp_2',
      label: 'temperature',
      categoryId: group.body.id,
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: message, details: { label: [message] } });
    const elsewhere = await call('POST', '/api/specs/definitions', {
      key: 'gas_temp',
      label: 'Temperature',
      categoryId: other.body.id,
    });
    expect(elsewhere.status).toBe(201);
    // Moving the second one into the first one's category would make two "Temperature" there.
    const move = await call('PATCH', `/api/specs/definitions/${elsewhere.body.id}`, {
      categoryId: group.body.id,
    });
    expect(move.status).toBe(409);
    expect(move.body.details).toEqual({ label: [message] });
    const relabel = await call('PATCH', `/api/specs/definitions/${elsewhere.body.id}`, { label: 'Pressure' });
    expect(relabel.status).toBe(200);

    await refusedByIndex(
      () =>
        t.ctx.db
          .insert(specDefinitions)
          .values({ key: 'raced', label: 'TEMPERATURE', categoryId: group.body.id }),
      'label',
      message,
    );
  });

  it('#14: brands, tags, tag groups, specification categories and galleries refuse a name that differs only in case', async () => {
    const cases = [
      {
        url: '/api/brands',
        a: { name: 'Torchworks' },
        b: { name: ' torchworks ' },
        message: 'A brand with this name already exists',
        raw: () => t.ctx.db.insert(brands).values({ name: 'TORCHWORKS', slug: 'raced-brand' }),
      },
      {
        url: '/api/tags',
        a: { name: 'Brass', slug: 'brass', color: '#112233' },
        b: { name: 'brass', slug: 'brass-2', color: '#112233' },
        message: 'A tag with this name already exists',
        raw: () => t.ctx.db.insert(tags).values({ name: 'BRASS', slug: 'raced-tag' }),
      },
      {
        url: '/api/tag-categories',
        a: { name: 'Material', slug: 'material' },
        b: { name: 'MATERIAL', slug: 'material-2' },
        message: 'A tag group with this name already exists',
        raw: () => t.ctx.db.insert(tagCategories).values({ name: 'material', slug: 'raced-group' }),
      },
      {
        url: '/api/spec-categories',
        a: { name: 'Dimensions', slug: 'dimensions' },
        b: { name: 'dimensions', slug: 'dimensions-2' },
        message: 'A specification category with this name already exists',
        raw: () => t.ctx.db.insert(specCategories).values({ name: 'DIMENSIONS', slug: 'raced-spec-cat' }),
      },
      {
        url: '/api/galleries',
        a: { name: 'Workshop', slug: 'workshop' },
        b: { name: 'workshop', slug: 'workshop-2' },
        message: 'A gallery with this name already exists',
        raw: () => t.ctx.db.insert(galleries).values({ name: 'WORKSHOP', slug: 'raced-gallery' }),
      },
    ];
    for (const c of cases) {
      expect((await call('POST', c.url, c.a)).status, c.url).toBe(201);
      const dup = await call('POST', c.url, c.b);
      expect(dup.status, c.url).toBe(409);
      expect(dup.body, c.url).toEqual({ error: c.message, details: { name: [c.message] } });
      await refusedByIndex(c.raw, 'name', c.message);
    }
  });
});
