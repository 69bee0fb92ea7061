// #20 product comparison: GET /api/products/compare aligns the specifications of 2–4 products by
// definition, grouped by specification category, and leaves out unknown slugs (404 when none is left).
import { beforeEach, describe, expect, it } from 'vitest';
import { parseCompareSlugs } from '../../../core/rules/compare';
import { alignSpecs } from '../../../core/rules/compare-table';
import type { CompareData } from '../../../core/schemas/compare';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';

const t = setupTestApp();

beforeEach(async () => {
  const db = t.ctx.db;
  const performance = await create.specCategory(db, { name: 'Performance', slug: 'performance' });
  const physical = await create.specCategory(db, { name: 'Physical', slug: 'physical' });
  const flame = await create.specDefinition(db, {
    key: 'flame_class',
    label: 'Flame Class',
    dataType: 'ENUM',
    enumOptions: ['Fine', 'Heavy'],
    categoryId: performance.id,
  });
  const weight = await create.specDefinition(db, {
    key: 'weight',
    label: 'Weight',
    dataType: 'NUMBER',
    unit: 'lb',
    categoryId: physical.id,
  });
  const temp = await create.specDefinition(db, {
    key: 'max_temp',
    label: 'Max Temperature',
    dataType: 'NUMBER',
    unit: '°F',
    categoryId: performance.id,
  });
  const lighting = await create.specDefinition(db, {
    key: 'self_lighting',
    label: 'Self-lighting',
    dataType: 'BOOLEAN',
  });
  const product = (n: string, fields: Record<string, unknown> = {}) =>
    create.product(db, {
      name: `${n} Torch`,
      slug: n.toLowerCase(),
      sku: `${n.slice(0, 2).toUpperCase()}-1`,
      status: 'active',
      ...fields,
    });
  const alpha = await product('Alpha', { price: '120.00' });
  const bravo = await product('Bravo');
  const charlie = await product('Charlie');
  const delta = await product('Delta');
  await product('Echo', { status: 'draft' });
  const value = (productId: number, specDefinitionId: number, v: Record<string, unknown>) =>
    create.specValue(db, { productId, specDefinitionId, ...v });
  await value(alpha.id, flame.id, { valueEnum: 'Heavy' });
  await value(bravo.id, flame.id, { valueEnum: 'Fine' });
  await value(charlie.id, flame.id, { valueEnum: 'Heavy' });
  await value(delta.id, flame.id, { valueEnum: 'Heavy' });
  for (const p of [alpha, bravo, charlie, delta]) await value(p.id, weight.id, { valueNumber: '1.5000' });
  await value(bravo.id, temp.id, { valueNumber: '3600' }); // on one product only
  await value(alpha.id, lighting.id, { valueBoolean: true });
  await value(bravo.id, lighting.id, { valueBoolean: true });
  await value(charlie.id, lighting.id, { valueBoolean: false });
  await value(delta.id, lighting.id, { valueBoolean: true });
  await create.highlight(db, { productId: alpha.id, text: 'Swirl flame', sort: 1 });
  await create.highlight(db, { productId: alpha.id, text: 'Light handle', sort: 0 });
});

const compare = (products: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/products/compare?products=${products}`,
    headers: cookie ? { cookie } : {},
  });

const rowsOf = (data: CompareData) =>
  Object.fromEntries(data.groups.flatMap((g) => g.rows.map((r) => [`${g.name}/${r.label}`, r])));

describe('#20 compare: GET /api/products/compare', () => {
  it('#20: two products: specs aligned by definition and grouped by category, with units and differences', async () => {
    const res = await compare('alpha,bravo');
    expect(res.statusCode).toBe(200);
    const data = res.json() as CompareData;
    expect(data.products.map((p) => p.slug)).toEqual(['alpha', 'bravo']);
    expect(data.missing).toEqual([]);
    expect(data.groups.map((g) => g.name)).toEqual(['General', 'Performance', 'Physical']);
    const rows = rowsOf(data);
    expect(Object.keys(rows)).toEqual([
      'General/Self-lighting',
      'Performance/Flame Class',
      'Performance/Max Temperature',
      'Physical/Weight',
    ]);
    expect(rows['Performance/Flame Class']).toMatchObject({ values: ['Heavy', 'Fine'], differs: true });
    // A spec on one product only: its row is there, with an empty cell for the other, and it differs.
    expect(rows['Performance/Max Temperature']).toMatchObject({
      values: [null, '3600 °F'],
      unit: '°F',
      differs: true,
    });
    expect(rows['Physical/Weight']).toMatchObject({ values: ['1.5 lb', '1.5 lb'], differs: false });
    expect(rows['General/Self-lighting']).toMatchObject({ values: ['Yes', 'Yes'], differs: false });
    expect(data.groups.find((g) => g.name === 'Physical')?.differs).toBe(false);
    // Column content: highlights in their order, price, SKU.
    expect(data.products[0]).toMatchObject({
      sku: 'AL-1',
      price: '120.00',
      highlights: ['Light handle', 'Swirl flame'],
    });
    expect(data.products[1]?.highlights).toEqual([]);
  });

  it('#20: four products in the order asked; each column lines up with its product', async () => {
    const res = await compare('delta,charlie,bravo,alpha');
    expect(res.statusCode).toBe(200);
    const data = res.json() as CompareData;
    expect(data.products.map((p) => p.slug)).toEqual(['delta', 'charlie', 'bravo', 'alpha']);
    const rows = rowsOf(data);
    expect(rows['Performance/Flame Class']?.values).toEqual(['Heavy', 'Heavy', 'Fine', 'Heavy']);
    expect(rows['Performance/Max Temperature']?.values).toEqual([null, null, '3600 °F', null]);
    expect(rows['General/Self-lighting']).toMatchObject({
      values: ['Yes', 'No', 'Yes', 'Yes'],
      differs: true,
    });
    expect(rows['Physical/Weight']?.differs).toBe(false);
  });

  it('#20: unknown (and draft) slugs are left out and listed in missing; none found is 404', async () => {
    const res = await compare('alpha,nope,echo,bravo');
    expect(res.statusCode).toBe(200);
    const data = res.json() as CompareData;
    expect(data.products.map((p) => p.slug)).toEqual(['alpha', 'bravo']);
    expect(data.missing).toEqual(['nope', 'echo']);

    const none = await compare('nope,echo');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'None of these products were found' });
  });

  it('#20: staff may compare a draft (preview), visitors may not', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    const res = await compare('alpha,echo', cookie);
    expect((res.json() as CompareData).products.map((p) => p.slug)).toEqual(['alpha', 'echo']);
  });

  it('#20: no slug, more than four, or an over-long list answer 400 with the reason', async () => {
    const empty = await compare(',,');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Choose 2 to 4 products to compare');
    const five = await compare('alpha,bravo,charlie,delta,echo');
    expect(five.statusCode).toBe(400);
    expect(five.json().error).toBe('At most 4 products can be compared at once');
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/compare' });
    expect(missing.statusCode).toBe(400);
    const long = await compare('a'.repeat(2001));
    expect(long.statusCode).toBe(400);
  });

  it('#20: the answer is public and cached like other public answers (ETag, HIT on the second call)', async () => {
    const first = await compare('alpha,bravo');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers.etag).toBeTruthy();
    const second = await compare('alpha,bravo');
    expect(second.headers['x-cache']).toBe('HIT');
  });
});

describe('#20 compare rules', () => {
  it('reads comma-separated and repeated slugs, trimmed, lower-cased, without repeats', () => {
    expect(parseCompareSlugs(' A , b,,a ')).toEqual(['a', 'b']);
    expect(parseCompareSlugs(['a', 'b,c'])).toEqual(['a', 'b', 'c']);
    expect(parseCompareSlugs(null)).toEqual([]);
  });

  it('one product: nothing differs', () => {
    const groups = alignSpecs(
      [1],
      [
        {
          definitionId: 1,
          key: 'k',
          label: 'K',
          description: null,
          unit: null,
          dataType: 'STRING',
          category: null,
          displayValue: 'x',
          productId: 1,
        },
      ],
    );
    expect(groups[0]?.rows[0]?.differs).toBe(false);
  });
});
