// The in-memory facet index (#21, catalogue/facet-engine) on PGlite and (TEST_DATABASE_URL) PostgreSQL:
// every list, total and faceted count it answers equals what the SQL answers on the same data, it
// follows every write path at once (admin routes, bulk SQL, import, cascades, TRUNCATE), a transaction
// that commits late is never skipped, and a second server's index follows the first one's writes.

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import {
  categories,
  productSpecValues,
  products,
  productTags,
  specDefinitions,
  tagCategories,
  tags,
} from '../../server/db/schema';
import {
  FacetEngine,
  facetEngineFor,
  pruneFacetChanges,
  setFacetIndex,
} from '../../server/modules/catalogue/facet-engine/engine';
import { categoryCounts, specCounts, tagCounts } from '../../server/modules/catalogue/facets';
import { pruneReferenceChanges, referenceData } from '../../server/modules/catalogue/reference-data';
import { listCategories } from '../../server/modules/categories/service';
import type { FilterRequest } from '../../server/modules/products/filters';
import { listProducts } from '../../server/modules/products/service';
import { suggest } from '../../server/modules/search/service';
import { postImport, workbook } from '../../server/modules/transfer/test-files';
import { setupTestApp, signedIn } from '../helpers/app';
import { openSecondConnection, usingPostgres } from '../helpers/database';
import { random } from '../helpers/random';

const t = setupTestApp();

interface Fixture {
  categories: string[];
  tags: string[];
  flame: number;
  weight: number;
}
let fx: Fixture;

const FLAME = ['fine', 'medium', 'heavy'];
const WORDS = ['duplex', 'torch', 'tip', 'hose', 'regulator', 'kit', 'Émile', 'soldering', 'air'];

/** 240 products over a category tree, tags, a filterable and a plain specification, three statuses. */
async function seed(): Promise<Fixture> {
  const db = t.ctx.db;
  const next = random(21);
  const [torches] = await db.insert(categories).values({ name: 'Torches', slug: 'torches' }).returning();
  const children = await db
    .insert(categories)
    .values([
      { name: 'Duplex', slug: 'duplex', parentId: torches!.id },
      { name: 'Self-Lighting', slug: 'self-lighting', parentId: torches!.id },
      { name: 'Tips', slug: 'tips' },
      { name: 'Hoses', slug: 'hoses' },
    ])
    .returning();
  const categoryIds = [torches!.id, ...children.map((c) => c.id)];
  const [group] = await db
    .insert(tagCategories)
    .values({ name: 'Applications', slug: 'applications' })
    .returning();
  const tagRows = await db
    .insert(tags)
    .values(
      ['hvac', 'roofing', 'jewellery', 'plumbing', 'refrigeration'].map((slug, i) => ({
        name: slug.toUpperCase(),
        slug,
        categoryId: i < 3 ? group!.id : null,
      })),
    )
    .returning();
  const [flame, weight] = await db
    .insert(specDefinitions)
    .values([
      {
        key: 'flame_class',
        label: 'Flame Class',
        dataType: 'ENUM',
        enumOptions: ['Fine', 'Medium', 'Heavy'],
        filterable: true,
      },
      { key: 'weight', label: 'Weight', dataType: 'STRING', filterable: false },
    ])
    .returning();
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const created = Date.parse('2026-01-01T00:00:00Z');
  const rows = await db
    .insert(products)
    .values(
      Array.from({ length: 240 }, (_, i) => ({
        name: `${pick(WORDS)} ${pick(WORDS)} ${i % 7}`,
        slug: `p-${i}`,
        sku: `SKU-${i}`,
        categoryId: pick(categoryIds),
        status: pick(['active', 'active', 'active', 'draft', 'inactive']) as 'active' | 'draft' | 'inactive',
        price: next() < 0.2 ? null : (Math.floor(next() * 40) * 2.5).toFixed(2),
        featured: next() < 0.2,
        createdAt: new Date(created + Math.floor(next() * 20) * 1000),
      })),
    )
    .returning({ id: products.id });
  await db
    .insert(productTags)
    .values(
      rows.flatMap((p) =>
        tagRows.filter(() => next() < 0.3).map((tag) => ({ productId: p.id, tagId: tag.id })),
      ),
    );
  await db.insert(productSpecValues).values(
    rows.flatMap((p) => {
      const values = [];
      if (next() < 0.7) {
        const v = pick(FLAME);
        values.push({
          productId: p.id,
          specDefinitionId: flame!.id,
          valueEnum: v[0]!.toUpperCase() + v.slice(1),
          valueSlug: v,
        });
      }
      if (next() < 0.5) {
        const v = pick(['1 lb', '2 lb']);
        values.push({
          productId: p.id,
          specDefinitionId: weight!.id,
          valueString: v,
          valueSlug: v.replace(' ', '-'),
        });
      }
      return values;
    }),
  );
  return {
    categories: ['torches', 'duplex', 'self-lighting', 'tips', 'hoses'],
    tags: tagRows.map((tag) => tag.slug),
    flame: flame!.id,
    weight: weight!.id,
  };
}

beforeEach(async () => {
  fx = await seed();
});

/** Filter combinations a visitor or an editor can ask for (the search ones exercise match sets). */
function requests(): FilterRequest[] {
  const next = random(22);
  const some = <T>(list: T[]) => list.filter(() => next() < 0.35);
  const list: FilterRequest[] = [
    { status: 'active' },
    { status: 'all' },
    {},
    { status: 'active', search: 'duplex torch' },
    { status: 'active', search: 'emile' },
    { status: 'active', search: 'nothingmatcheszzz', exactSearch: true },
    { status: 'active', categoryTokens: ['torches'] },
    { status: 'active', categoryTokens: ['no-such-category'] },
    { status: 'active', tagSlugs: ['no-such-tag'] },
    { status: 'active', specs: { no_such_key: ['x'] } },
    { status: 'draft', specs: { flame_class: ['fine', 'heavy'] }, tagSlugs: ['hvac'] },
  ];
  for (let i = 0; i < 25; i++) {
    list.push({
      status: next() < 0.8 ? 'active' : 'all',
      search: next() < 0.25 ? `${WORDS[Math.floor(next() * WORDS.length)]}` : undefined,
      categoryTokens: next() < 0.4 ? some(fx.categories) : undefined,
      tagSlugs: next() < 0.4 ? some(fx.tags) : undefined,
      specs: next() < 0.5 ? { flame_class: some(FLAME) } : undefined,
    });
  }
  return list;
}

const SORTS = ['newest', 'oldest', 'name', 'status', 'price', 'relevance'] as const;

/** Every answer the catalogue gives for a request: pages in each sort, total, and the three facets. */
async function answers(db: DbOrTx, request: FilterRequest) {
  const pages = [];
  for (const sort of SORTS) {
    for (const page of [1, 3]) {
      const list = await listProducts(db, { ...request, sort, page, limit: 12 });
      pages.push({ sort, page, total: list.total, ids: list.products.map((p) => p.id) });
    }
  }
  return {
    pages,
    categories: await categoryCounts(db, request),
    tags: await tagCounts(db, request),
    applications: await tagCounts(db, request, 'applications'),
    specs: await specCounts(db, request),
  };
}

/** The index's answers and the SQL's, for every request, on the same database. */
async function expectIndexEqualsSql(db: DbOrTx = t.ctx.db, list = requests()) {
  for (const request of list) {
    setFacetIndex(db, 'sql');
    const expected = await answers(db, request);
    setFacetIndex(db, 'memory');
    expect(await answers(db, request), JSON.stringify(request)).toEqual(expected);
  }
  // The categories' product counts (every page's footer) come from the index too.
  for (const activeProductsOnly of [true, false]) {
    setFacetIndex(db, 'sql');
    const expected = await listCategories(db, { activeProductsOnly });
    setFacetIndex(db, 'memory');
    expect(await listCategories(db, { activeProductsOnly })).toEqual(expected);
  }
}

const engine = () => facetEngineFor(t.ctx.db)!;

async function activeTotal(db: DbOrTx = t.ctx.db, request: FilterRequest = {}) {
  return (await listProducts(db, { status: 'active', ...request, sort: 'name', page: 1, limit: 1 })).total;
}

describe('the in-memory facet index (#21)', () => {
  it('answers every list, total and facet as the SQL does (PUB-31, PUB-91, PUB-92)', async () => {
    await expectIndexEqualsSql();
    // The index was used, loaded once, not per request.
    expect(engine().memory.size).toBe(240);
  });

  it('ranks relevance pages and suggestions in memory exactly as the SQL tiers do (#17)', async () => {
    const db = t.ctx.db;
    // Codes (tier 0), whole words and prefixes in names (1, 2), categories and tags (3), a typo.
    const queries = [
      'du',
      'dupl',
      'duplex',
      'duplex t',
      'torch duplex',
      'sku 12',
      'SKU-12',
      'ti',
      'hvac',
      'self',
      'solderng',
      'air tor',
    ];
    for (const search of queries) {
      for (const status of ['active', 'all'] as const) {
        for (const [page, limit] of [
          [1, 6],
          [2, 5],
          [4, 12],
          [1, 100],
        ] as const) {
          const request = { search, status, sort: 'relevance' as const, page, limit };
          setFacetIndex(db, 'sql');
          const expected = await listProducts(db, request);
          setFacetIndex(db, 'memory');
          const label = JSON.stringify(request);
          expect(
            (await listProducts(db, request)).products.map((p) => p.id),
            label,
          ).toEqual(expected.products.map((p) => p.id));
        }
      }
      setFacetIndex(db, 'sql');
      const expected = await suggest(db, search);
      setFacetIndex(db, 'memory');
      expect(await suggest(db, search), search).toEqual(expected);
    }
    // The tiers' match sets are held for the next keystroke and page.
    expect(
      engine()
        .heldMatches()
        .some((key) => key.startsWith('name ')),
    ).toBe(true);
  });

  it('follows every write path at once: routes, bulk SQL, cascades, import and TRUNCATE', async () => {
    const db = t.ctx.db;
    const { cookie } = await signedIn(t, 'editor');
    const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const before = await activeTotal();
    await engine().sync();
    const loads = engine().loads;

    const [tips] = await queryRows<{ id: number }>(db, sql`select id from categories where slug = 'tips'`);
    const created = await call('POST', '/api/products', {
      name: 'Aardvark Tip',
      slug: 'aardvark-tip',
      sku: 'AAR-1',
      categoryId: tips!.id,
      status: 'active',
      price: '1.00',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(await activeTotal()).toBe(before + 1);
    const first = await listProducts(db, { status: 'active', sort: 'name', page: 1, limit: 1 });
    expect(first.products[0]!.id).toBe(id);

    // Rename, tag, specification value, status: each shows in the next answer.
    expect((await call('PATCH', `/api/products/${id}`, { name: 'Zz Tip' })).statusCode).toBe(200);
    const named = await listProducts(db, { status: 'active', sort: 'name', page: 1, limit: 1 });
    expect(named.products[0]!.id).not.toBe(id);
    const [hvac] = await queryRows<{ id: number }>(db, sql`select id from tags where slug = 'hvac'`);
    const hvacBefore = await activeTotal(db, { tagSlugs: ['hvac'] });
    expect((await call('POST', `/api/products/${id}/tags`, { tagIds: [hvac!.id] })).statusCode).toBe(201);
    expect(await activeTotal(db, { tagSlugs: ['hvac'] })).toBe(hvacBefore + 1);
    const fineBefore = await activeTotal(db, { specs: { flame_class: ['fine'] } });
    const value = await call('POST', `/api/products/${id}/specs`, {
      specDefinitionId: fx.flame,
      valueEnum: 'Fine',
    });
    expect(value.statusCode).toBe(201);
    expect(await activeTotal(db, { specs: { flame_class: ['fine'] } })).toBe(fineBefore + 1);
    expect((await call('PATCH', `/api/products/${id}`, { status: 'draft' })).statusCode).toBe(200);
    expect(await activeTotal()).toBe(before);

    // Bulk SQL and a cascade: every product of a category goes draft, a tag is deleted.
    await db.execute(sql`update products set status = 'draft' where category_id = ${tips!.id}`);
    expect(await activeTotal(db, { categoryTokens: ['tips'] })).toBe(0);
    expect((await call('DELETE', `/api/tags/${hvac!.id}`)).statusCode).toBe(200);
    expect((await tagCounts(db, { status: 'active' })).find((tag) => tag.slug === 'hvac')).toBeUndefined();
    expect((await call('DELETE', `/api/products/${id}`)).statusCode).toBe(204);
    await expectIndexEqualsSql(db, requests().slice(0, 12));
    // All of that was read as changes, not reloads.
    expect(engine().loads).toBe(loads);

    // An import (one transaction, deferred search documents).
    const file = await workbook({
      Products: [
        ['SKU', 'Name', 'Category', 'Price', 'Stock', 'Status', 'Featured'],
        ['IMP-1', 'Imported Torch', 'torches', '9.99', '1', 'active', 'FALSE'],
      ],
    });
    const imported = await postImport(t.app, cookie, file);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await activeTotal(db, { search: 'imported' })).toBe(1);
    await expectIndexEqualsSql(db, requests().slice(0, 12));

    // TRUNCATE (a reset) reloads everything.
    await db.execute(sql`truncate products cascade`);
    expect(await activeTotal()).toBe(0);
    expect(engine().loads).toBe(loads + 1);
  });

  it('keeps a search’s matches through edits, each changed document tested again (#17)', async () => {
    const db = t.ctx.db;
    const { cookie } = await signedIn(t, 'editor');
    const found = async (search: string) => {
      const total = await activeTotal(db, { search });
      const tagged = (await tagCounts(db, { status: 'active', search })).reduce(
        (n, tag) => n + tag.productCount,
        0,
      );
      return { total, tagged: tagged >= 0 };
    };
    expect((await found('quixotic')).total).toBe(0);
    expect((await found('duplex')).total).toBeGreaterThan(0);
    const held = engine().heldMatches();
    expect(held).toHaveLength(2);
    const [{ id }] = (await queryRows<{ id: number }>(
      db,
      sql`select id from products where status = 'active' order by id limit 1`,
    )) as [{ id: number }];
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: { cookie }, payload });
    // Only the search document changes (a short description is not a facet).
    expect((await patch({ shortDescription: 'A quixotic torch.' })).statusCode).toBe(200);
    expect((await found('quixotic')).total).toBe(1);
    expect(engine().heldMatches()).toEqual(expect.arrayContaining(held));
    expect((await patch({ shortDescription: null })).statusCode).toBe(200);
    expect((await found('quixotic')).total).toBe(0);
    // A new product matching a held query, and a removed one.
    const [tips] = await queryRows<{ id: number }>(db, sql`select id from categories where slug = 'tips'`);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: {
        name: 'Quixotic Tip',
        slug: 'quixotic-tip',
        sku: 'QX-1',
        categoryId: tips!.id,
        status: 'active',
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await found('quixotic')).total).toBe(1);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${created.json().id}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(204);
    expect((await found('quixotic')).total).toBe(0);
    expect(engine().heldMatches()).toEqual(expect.arrayContaining(held));
    await expectIndexEqualsSql(
      db,
      requests()
        .filter((r) => r.search)
        .slice(0, 6),
    );
  });

  it('holds categories, tags and definitions in memory and follows every change to them (#21)', async () => {
    const db = t.ctx.db;
    const { cookie } = await signedIn(t, 'editor');
    await expectIndexEqualsSql(db, requests().slice(0, 6));
    const generation = () => engine().referenceGeneration;
    const held = await referenceData(db);
    const loads = engine().loads;
    expect(held!.tagBySlug.has('hvac')).toBe(true);

    // Product writes leave the held copy alone: the next render reads none of it again.
    const before = generation();
    await db.execute(
      sql`update products set price = price + 1 where id in (select id from products limit 5)`,
    );
    await activeTotal();
    expect(generation()).toBe(before);
    expect(await referenceData(db)).toBe(held);

    // A tag's new slug, through the admin route, answers at once; the old one matches nothing.
    const hvacTotal = await activeTotal(db, { tagSlugs: ['hvac'] });
    const [hvac] = await db.select().from(tags).where(sql`slug = 'hvac'`);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/tags/${hvac!.id}`,
      headers: { cookie },
      payload: { name: hvac!.name, slug: 'heating', color: hvac!.color, categoryId: hvac!.categoryId },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await activeTotal(db, { tagSlugs: ['heating'] })).toBe(hvacTotal);
    expect(await activeTotal(db, { tagSlugs: ['hvac'] })).toBe(0);
    expect(generation()).toBeGreaterThan(before);
    await expectIndexEqualsSql(db, [{ status: 'active', tagSlugs: ['heating', 'roofing'] }]);

    // Bulk SQL: a tag leaves its group, a category moves under another, a filter is switched off.
    await db.execute(sql`update tags set category_id = null where slug = 'roofing'`);
    expect((await tagCounts(db, { status: 'active' }, 'applications')).map((tag) => tag.slug)).not.toContain(
      'roofing',
    );
    await db.execute(
      sql`update categories set parent_id = (select id from categories where slug = 'torches') where slug = 'tips'`,
    );
    const torches = (await categoryCounts(db, { status: 'active' })).find((c) => c.slug === 'torches')!;
    const tipsAlone = await activeTotal(db, { categoryTokens: ['tips'] });
    expect(await activeTotal(db, { categoryTokens: ['torches'] })).toBe(torches.productCount);
    expect(torches.productCount).toBeGreaterThanOrEqual(tipsAlone);
    await db.execute(sql`update spec_definitions set filterable = false where key = 'flame_class'`);
    expect((await specCounts(db, { status: 'active' })).facets.map((f) => f.key)).not.toContain(
      'flame_class',
    );
    await expectIndexEqualsSql(db, requests().slice(0, 12));
    await db.execute(
      sql`update spec_definitions set filterable = true, key = 'flame' where key = 'flame_class'`,
    );
    expect((await specCounts(db, { status: 'active' })).facets.map((f) => f.key)).toContain('flame');
    await expectIndexEqualsSql(db, [{ status: 'active', specs: { flame: ['fine'] } }]);

    // A transaction reads its own uncommitted changes (SQL), and nothing of them is held.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update tags set slug = 'in-tx' where slug = 'heating'`);
        expect(await activeTotal(tx, { tagSlugs: ['in-tx'] })).toBe(hvacTotal);
        tx.rollback();
      })
      .catch(() => {});
    expect(await activeTotal(db, { tagSlugs: ['heating'] })).toBe(hvacTotal);
    // All of it was read as changes of the reference data, never as a reload of the index.
    expect(engine().loads).toBe(loads);
  });

  it('reads a large change as one reload, and the change log is pruned after its day', async () => {
    const db = t.ctx.db;
    const small = new FacetEngine(db, { maxChanges: 5 });
    await small.sync();
    await db.execute(sql`update products set price = price where id in (select id from products limit 3)`);
    await small.sync();
    expect(small.loads).toBe(1);
    await db.execute(sql`update products set status = 'active'`);
    await small.sync();
    expect(small.loads).toBe(2);
    expect(
      small.memory
        .view({ status: 'active', categoryIds: null, tagIds: null, specs: [], match: null })
        .total(),
    ).toBe(240);

    const [{ n }] = (await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from facet_changes`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    expect(await pruneFacetChanges(db)).toBe(0);
    await db.execute(sql`update facet_changes set at = now() - interval '25 hours'`);
    expect(await pruneFacetChanges(db)).toBe(n);
    // The reference data's log too (the seed wrote categories, tags and definitions).
    expect(await pruneReferenceChanges(db)).toBe(0);
    await db.execute(sql`update reference_changes set at = now() - interval '25 hours'`);
    expect(await pruneReferenceChanges(db)).toBeGreaterThan(0);
  });

  it.runIf(usingPostgres())('never skips a transaction that commits after a later one', async () => {
    const db = t.ctx.db;
    await engine().sync();
    const url = (t.database as Database & { pool: pg.Pool }).pool.options.connectionString as string;
    const slow = new pg.Client({ connectionString: url });
    await slow.connect();
    try {
      const before = await activeTotal();
      const [{ id }] = (await queryRows<{ id: number }>(
        db,
        sql`select id from products where status = 'active' order by id limit 1`,
      )) as [{ id: number }];
      // The slow transaction writes first and commits last.
      await slow.query('begin');
      await slow.query(`update products set status = 'draft' where id = $1`, [id]);
      await db.execute(sql`update products set status = 'active' where status = 'inactive'`);
      const inactive = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from products where status = 'active'`,
      );
      expect(await activeTotal()).toBe(inactive[0]!.n);
      await slow.query('commit');
      expect(await activeTotal()).toBe(inactive[0]!.n - 1);
      expect(before).toBeLessThan(inactive[0]!.n);
    } finally {
      await slow.end();
    }
  });

  it.runIf(usingPostgres())('never skips a reference change that commits after a later one', async () => {
    const db = t.ctx.db;
    await referenceData(db);
    const url = (t.database as Database & { pool: pg.Pool }).pool.options.connectionString as string;
    const slow = new pg.Client({ connectionString: url });
    await slow.connect();
    try {
      const hvacTotal = await activeTotal(db, { tagSlugs: ['hvac'] });
      await slow.query('begin');
      await slow.query(`update tags set slug = 'heating' where slug = 'hvac'`);
      await db.execute(sql`update tags set slug = 'roofs' where slug = 'roofing'`);
      expect(await activeTotal(db, { tagSlugs: ['roofs'] })).toBeGreaterThan(0);
      expect(await activeTotal(db, { tagSlugs: ['hvac'] })).toBe(hvacTotal);
      await slow.query('commit');
      expect(await activeTotal(db, { tagSlugs: ['heating'] })).toBe(hvacTotal);
      expect(await activeTotal(db, { tagSlugs: ['hvac'] })).toBe(0);
    } finally {
      await slow.end();
    }
  });

  it.runIf(usingPostgres())('a second server follows the first one’s writes (#18)', async () => {
    const second = await openSecondConnection(t.database);
    try {
      expect(await activeTotal(second.db)).toBe(await activeTotal());
      await t.ctx.db.execute(
        sql`update products set status = 'inactive' where category_id in (select id from categories where slug = 'hoses')`,
      );
      expect(await activeTotal(second.db, { categoryTokens: ['hoses'] })).toBe(0);
      // Reference data too: a tag renamed on the first is found by its new slug on the second.
      const hvacTotal = await activeTotal(second.db, { tagSlugs: ['hvac'] });
      await t.ctx.db.execute(sql`update tags set slug = 'heating' where slug = 'hvac'`);
      expect(await activeTotal(second.db, { tagSlugs: ['heating'] })).toBe(hvacTotal);
      await expectIndexEqualsSql(second.db, requests().slice(0, 8));
    } finally {
      await second.close();
    }
  });
});
