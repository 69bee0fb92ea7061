// product_facets (the narrow filter index of the catalogue) stays in step with products, their tags and
// their specification values through every write path: admin routes, cascades and bulk statements.
// The public filters and counts read only that index, so a stale row would show a wrong result.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { queryRows } from '../../db/rows';
import { categories, productSpecValues, products, productTags, specDefinitions, tags } from '../../db/schema';

const t = setupTestApp();

interface FacetRow {
  product_id: number;
  status: string;
  category_id: number;
  tag_ids: number[];
  spec_keys: string[];
  name_key: string;
  price: string | null;
  created_at: unknown;
}

/** The index as stored, and as it must be, recomputed from the source tables. */
async function storedAndExpected() {
  const stored = await queryRows<FacetRow>(
    t.ctx.db,
    sql`select product_id, status, category_id, tag_ids, spec_keys, name_key, price, created_at
        from product_facets order by product_id`,
  );
  const expected = await queryRows<FacetRow>(
    t.ctx.db,
    sql`select p.id as product_id, p.status, p.category_id,
          coalesce((select array_agg(tag_id order by tag_id) from product_tags where product_id = p.id), '{}') as tag_ids,
          coalesce((select array_agg(v.spec_definition_id || ':' || v.value_slug order by v.spec_definition_id)
            from product_spec_values v join spec_definitions d on d.id = v.spec_definition_id and d.filterable
            where v.product_id = p.id and v.value_slug is not null), '{}') as spec_keys,
          lower(p.name) as name_key, p.price, p.created_at
        from products p order by p.id`,
  );
  return { stored, expected };
}

async function expectInStep() {
  const { stored, expected } = await storedAndExpected();
  expect(stored).toEqual(expected);
  return stored;
}

let cookie = '';
let fx: { torches: number; tips: number; hvac: number; roofing: number; flame: number; weight: number };

beforeEach(async () => {
  cookie = (await signedIn(t, 'editor')).cookie;
  const db = t.ctx.db;
  const [torches, tips] = await create.many(db, categories, [
    { name: 'Torches', slug: 'torches' },
    { name: 'Tips', slug: 'tips' },
  ]);
  const [hvac, roofing] = await create.many(db, tags, [
    { name: 'HVAC', slug: 'hvac' },
    { name: 'Roofing', slug: 'roofing' },
  ]);
  const [flame, weight] = await create.many(db, specDefinitions, [
    {
      key: 'flame_class',
      label: 'Flame Class',
      dataType: 'ENUM',
      enumOptions: ['Fine', 'Heavy'],
      filterable: true,
    },
    { key: 'weight', label: 'Weight', dataType: 'STRING' },
  ]);
  fx = {
    torches: torches!.id,
    tips: tips!.id,
    hvac: hvac!.id,
    roofing: roofing!.id,
    flame: flame!.id,
    weight: weight!.id,
  };
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function createProduct(slug: string, categoryId = fx.torches) {
  const res = await call('POST', '/api/products', {
    name: slug.toUpperCase(),
    slug,
    sku: `${slug}-1`,
    categoryId,
    status: 'active',
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

describe('the catalogue filter index (PUB-31, PUB-91, PUB-92)', () => {
  it('follows products, tags and values written through the admin routes', async () => {
    const a = await createProduct('a');
    expect(await expectInStep()).toEqual([
      expect.objectContaining({
        product_id: a,
        status: 'active',
        category_id: fx.torches,
        tag_ids: [],
        spec_keys: [],
        name_key: 'a',
      }),
    ]);

    expect(
      (await call('POST', `/api/products/${a}/tags`, { tagIds: [fx.roofing, fx.hvac] })).statusCode,
    ).toBe(201);
    const flame = await call('POST', `/api/products/${a}/specs`, {
      specDefinitionId: fx.flame,
      valueEnum: 'Heavy',
    });
    expect(flame.statusCode).toBe(201);
    await call('POST', `/api/products/${a}/specs`, { specDefinitionId: fx.weight, valueString: '1.2 lb' });
    const [row] = await expectInStep();
    expect(row).toMatchObject({
      tag_ids: [fx.hvac, fx.roofing].sort((x, y) => x - y),
      spec_keys: [`${fx.flame}:heavy`],
    });

    // A changed value, a removed tag, a new name, price, category and status.
    expect(
      (await call('PATCH', `/api/products/${a}/specs/${flame.json().id}`, { valueEnum: 'Fine' })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/products/${a}/tags/${fx.roofing}`)).statusCode).toBe(204);
    expect(
      (
        await call('PATCH', `/api/products/${a}`, {
          status: 'draft',
          categoryId: fx.tips,
          name: 'Alpha Torch',
          price: '12.50',
        })
      ).statusCode,
    ).toBe(200);
    expect(await expectInStep()).toEqual([
      expect.objectContaining({
        product_id: a,
        status: 'draft',
        category_id: fx.tips,
        tag_ids: [fx.hvac],
        spec_keys: [`${fx.flame}:fine`],
        name_key: 'alpha torch',
        price: '12.50',
      }),
    ]);

    // Duplicating copies the links; deleting the product removes its row.
    const copy = await call('POST', `/api/products/${a}/duplicate`);
    expect(copy.statusCode).toBe(201);
    const rows = await expectInStep();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ tag_ids: [fx.hvac], spec_keys: [`${fx.flame}:fine`] });
    expect((await call('DELETE', `/api/products/${a}`)).statusCode).toBe(204);
    expect((await expectInStep()).map((r) => r.product_id)).toEqual([copy.json().id]);
  });

  it('follows cascades: a deleted tag or definition leaves no key behind', async () => {
    const a = await createProduct('a');
    await call('POST', `/api/products/${a}/tags`, { tagIds: [fx.hvac, fx.roofing] });
    await call('POST', `/api/products/${a}/specs`, { specDefinitionId: fx.flame, valueEnum: 'Heavy' });
    expect((await call('DELETE', `/api/tags/${fx.roofing}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/specs/definitions/${fx.flame}?force=true`)).statusCode).toBeLessThan(
      300,
    );
    expect(await expectInStep()).toEqual([
      expect.objectContaining({ product_id: a, tag_ids: [fx.hvac], spec_keys: [] }),
    ]);
  });

  it('holds the values of filterable definitions only, rewritten when a definition is marked filterable', async () => {
    const a = await createProduct('a');
    await call('POST', `/api/products/${a}/specs`, { specDefinitionId: fx.weight, valueString: '1.2 lb' });
    expect((await expectInStep())[0]!.spec_keys).toEqual([]);
    expect(
      (await call('PATCH', `/api/specs/definitions/${fx.weight}`, { filterable: true })).statusCode,
    ).toBe(200);
    expect((await expectInStep())[0]!.spec_keys).toEqual([`${fx.weight}:1-2-lb`]);
    const facets = (await call('GET', '/api/specs/with-counts')).json().facets;
    expect(facets.find((f: { key: string }) => f.key === 'weight').values).toEqual([
      { value: '1.2 lb', slug: '1-2-lb', label: '1.2 lb', count: 1 },
    ]);
    expect(
      (await call('PATCH', `/api/specs/definitions/${fx.weight}`, { filterable: false })).statusCode,
    ).toBe(200);
    expect((await expectInStep())[0]!.spec_keys).toEqual([]);
    // A definition that is not offered as a filter still filters when a URL asks for it.
    const list = (await call('GET', '/api/products?spec_weight=1-2-lb')).json();
    expect(list.products.map((p: { slug: string }) => p.slug)).toEqual(['a']);
    expect((await call('GET', '/api/products?spec_weight=2-lb')).json().total).toBe(0);
  });

  it('follows bulk statements: many rows inserted, updated and deleted at once', async () => {
    const db = t.ctx.db;
    const created = await db
      .insert(products)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          name: `P${i}`,
          slug: `p-${i}`,
          sku: `P-${i}`,
          categoryId: i % 2 ? fx.torches : fx.tips,
          status: i % 3 ? 'active' : 'draft',
        })),
      )
      .returning({ id: products.id });
    await create.many(
      db,
      productTags,
      created.flatMap((p, i) => [
        { productId: p.id, tagId: fx.hvac },
        ...(i % 4 ? [] : [{ productId: p.id, tagId: fx.roofing }]),
      ]),
    );
    await create.many(
      db,
      productSpecValues,
      created.map((p, i) => ({
        productId: p.id,
        specDefinitionId: fx.flame,
        valueEnum: i % 2 ? 'Fine' : 'Heavy',
        valueSlug: i % 2 ? 'fine' : 'heavy',
      })),
    );
    await expectInStep();
    await db.execute(sql`update products set status = 'inactive' where id % 5 = 0`);
    await db.execute(sql`update products set name = name || ' Pro', price = id * 2 where id % 4 = 0`);
    await db.execute(
      sql`update product_spec_values set value_enum = 'Fine', value_slug = 'fine' where product_id % 7 = 0`,
    );
    await db.execute(sql`delete from product_tags where tag_id = ${fx.hvac} and product_id % 3 = 0`);
    await db.execute(sql`delete from products where id % 11 = 0`);
    const rows = await expectInStep();
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.some((r) => r.status === 'inactive')).toBe(true);

    // A filtered page is picked from the facet rows: every sort and page agrees with the products table.
    const orders: Record<string, ReturnType<typeof sql>> = {
      newest: sql`p.created_at desc, p.id desc`,
      oldest: sql`p.created_at asc, p.id asc`,
      name: sql`lower(p.name) collate "C", p.id`,
      status: sql`p.status, lower(p.name) collate "C", p.id`,
      price: sql`p.price asc nulls last, lower(p.name) collate "C", p.id`,
    };
    for (const [sort, order] of Object.entries(orders)) {
      const expected = (
        await queryRows<{ slug: string }>(
          db,
          sql`select p.slug from products p where p.id in (select product_id from product_tags where tag_id = ${fx.roofing})
              and p.id in (select product_id from product_spec_values where value_slug = 'heavy') order by ${order}`,
        )
      ).map((r) => r.slug);
      expect(expected.length).toBeGreaterThan(5);
      const listed: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await call(
          'GET',
          `/api/products?tags=roofing&flameClasses=heavy&status=all&sortBy=${sort}&limit=5&page=${page}`,
        );
        expect(res.statusCode).toBe(200);
        listed.push(...res.json().products.map((p: { slug: string }) => p.slug));
        expect(res.json().total).toBe(expected.length);
      }
      expect(listed, sort).toEqual(expected.slice(0, 15));
    }
  });
});

describe('counts under a search (PUB-114, PUB-115, PUB-116)', () => {
  it('every counts call applies the search, alone and with other filters', async () => {
    const a = await createProduct('alpha');
    const b = await createProduct('bravo', fx.tips);
    await call('POST', `/api/products/${a}/tags`, { tagIds: [fx.hvac] });
    await call('POST', `/api/products/${b}/tags`, { tagIds: [fx.hvac, fx.roofing] });
    await call('POST', `/api/products/${a}/specs`, { specDefinitionId: fx.flame, valueEnum: 'Heavy' });
    await call('POST', `/api/products/${b}/specs`, { specDefinitionId: fx.flame, valueEnum: 'Fine' });
    const json = async (url: string) => {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const counts = (list: Array<{ slug: string; productCount?: number; count?: number }>) =>
      Object.fromEntries(list.map((x) => [x.slug, x.productCount ?? x.count]));

    expect(counts(await json('/api/categories/with-counts?search=brav'))).toEqual({ torches: 0, tips: 1 });
    expect(counts(await json('/api/tags/with-counts?search=ALPHA'))).toEqual({ hvac: 1, roofing: 0 });
    expect((await json('/api/specs/with-counts?search=zzz')).flameClasses).toEqual([]);
    const specs = await json('/api/specs/with-counts?search=1&flameClasses=heavy&tags=hvac');
    expect(counts(specs.flameClasses)).toEqual({ fine: 1, heavy: 1 });
    expect(counts(await json('/api/tags/with-counts?search=1&flameClasses=fine'))).toEqual({
      hvac: 1,
      roofing: 1,
    });
    expect((await json('/api/products?search=zzz')).total).toBe(0);
  });
});
