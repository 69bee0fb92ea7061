// #18 #19 the import's revisions are built from the rows in this process (bulk-snapshots.ts) and must be
// exactly what product_snapshots() (migration 0018) builds, which every other write records: compared
// here by jsonb equality for products with every kind of child row, nulls, numbers, quotes, backslashes,
// non-ASCII text and several batches, on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { queryRows } from '../../db/rows';
import { revisions } from '../../db/schema';
import { buildSnapshots, recordBulkRevisions } from './bulk-snapshots';
import { recordRevisions } from './record';

const t = setupTestApp();

async function richCatalogue() {
  const db = t.ctx.db;
  const brand = await create.brand(db);
  const text = await create.specDefinition(db, { key: 'finish', dataType: 'STRING' });
  const number = await create.specDefinition(db, { key: 'flow', dataType: 'NUMBER', unit: 'l/h' });
  const flag = await create.specDefinition(db, { key: 'piezo', dataType: 'BOOLEAN' });
  const choice = await create.specDefinition(db, {
    key: 'gas',
    dataType: 'ENUM',
    enumOptions: ['Acetylene', 'Propane'],
  });
  const [tagA, tagB] = [await create.tag(db), await create.tag(db)];
  const document = await create.document(db, { title: 'Manual "Duplex" \\ 2024' });
  const ids: number[] = [];
  for (let i = 0; i < 7; i++) {
    const product = await create.product(db, {
      name: i % 2 ? `Torch ${i} – Lötbrenner ✓` : `Torch ${i} "quoted" \\ back`,
      sku: `SKU-${i}`,
      mpn: i % 3 ? `MPN-${i}` : null,
      subtitle: i % 2 ? null : 'Sub\ttitle\nline',
      description: i === 3 ? null : `<p>Description ${i}</p>`,
      price: i % 2 ? '1234.50' : null,
      stock: i * 10,
      brandId: i % 2 ? brand.id : null,
      images: i % 2 ? ['a.jpg', 'b "c".png'] : [],
      status: ['active', 'draft', 'inactive'][i % 3],
      featured: i % 2 === 0,
    });
    ids.push(product.id);
    if (i === 5) continue; // one product with no child rows at all
    await create.specValue(db, { productId: product.id, specDefinitionId: text.id, valueString: 'Matt ✓' });
    await create.specValue(db, { productId: product.id, specDefinitionId: number.id, valueNumber: '12.500' });
    await create.specValue(db, {
      productId: product.id,
      specDefinitionId: flag.id,
      valueBoolean: i % 2 === 0,
    });
    await create.specValue(db, { productId: product.id, specDefinitionId: choice.id, valueEnum: 'Propane' });
    await create.productTag(db, { productId: product.id, tagId: tagB.id });
    await create.productTag(db, { productId: product.id, tagId: tagA.id });
    await create.productDocument(db, { productId: product.id, documentId: document.id });
    await create.highlight(db, { productId: product.id, text: 'Second', sort: 2, icon: 'flame' });
    await create.highlight(db, { productId: product.id, text: 'First', sort: 1 });
    await create.faq(db, { productId: product.id, sort: 1 });
    await create.faq(db, { productId: product.id, sort: 0, answer: 'Ja — natürlich.' });
    await create.distributorLink(db, { productId: product.id, sort: 1 });
    await create.distributorLink(db, { productId: product.id, sort: 0 });
    if (ids.length > 1) {
      await create.relationship(db, { fromProductId: product.id, toProductId: ids[0]!, type: 'SIMILAR' });
      await create.relationship(db, {
        fromProductId: product.id,
        toProductId: ids[0]!,
        type: 'ACCESSORY',
        note: 'fits "all"',
      });
    }
  }
  return ids;
}

describe('bulk revision snapshots (#18, #19)', () => {
  it('#18: the snapshots built from the rows are the ones product_snapshots() builds, for every kind of row', async () => {
    const ids = await richCatalogue();
    const built = await buildSnapshots(t.ctx.db, [...ids, 999_999]);
    expect([...built.keys()].sort((a, b) => a - b)).toEqual(ids); // a product that is gone has none
    const compared = await queryRows<{ id: number; same: boolean }>(
      t.ctx.db,
      sql`select s.product_id as id, s.snapshot = b.snap::jsonb as same
        from product_snapshots(${sql.param(ids)}::int[]) s
        join unnest(${sql.param([...built.keys()])}::int[], ${sql.param([...built.values()])}::text[]) as b(id, snap)
          on b.id = s.product_id`,
    );
    expect(compared).toHaveLength(ids.length);
    expect(compared.filter((r) => !r.same).map((r) => Number(r.id))).toEqual([]);
  });

  it('#18: recordBulkRevisions writes what recordRevisions writes, over several batches, and skips unchanged products', async () => {
    const ids = await richCatalogue();
    const actor = { userId: null, userLabel: 'bench', source: 'import' as const, note: { importJob: 7 } };
    const progress: Array<[number, number]> = [];
    expect(await recordBulkRevisions(t.ctx.db, ids, actor, (d, n) => progress.push([d, n]), 3)).toBe(7);
    expect(progress).toEqual([
      [3, 7],
      [6, 7],
      [7, 7],
    ]);
    // Nothing changed since: a second round writes nothing, by either path.
    expect(await recordBulkRevisions(t.ctx.db, ids, actor, undefined, 2)).toBe(0);
    expect(await recordRevisions(t.ctx.db, ids, actor, 'update')).toEqual([]);
    const rows = await t.ctx.db.select().from(revisions);
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.source === 'import' && r.action === 'update' && r.userLabel === 'bench')).toBe(
      true,
    );
    expect(rows[0]!.note).toEqual({ importJob: 7 });
  });
});
