// Product Tags: one row per product and tag (key SKU + Tag).
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/rows';
import type { SheetStream } from '../read';
import { blank, existingPairs, productOf, unnestInsert } from './cells';
import type { Run } from './run';

export async function importProductTags(run: Run, sheet: SheetStream) {
  const tagIds = await run.lookup('tags', () => queryRows(run.tx, sql`select slug as k, id from tags`));
  const skus = await run.productIds();
  const dedupe = run.deduper(sheet);
  for await (const rows of sheet.batches) {
    const candidates = [];
    for (const { row, values } of rows) {
      const productId = productOf(run, sheet, skus, row, values);
      const tagId = tagIds.get((values.tag ?? '').trim());
      if (tagId === undefined)
        run.error(sheet, row, 'tag', blank(values.tag) ? 'Tag is required' : `Unknown tag "${values.tag}"`);
      if (productId === null || tagId === undefined) continue;
      candidates.push({
        row,
        key: `${productId}:${tagId}`,
        column: 'tag',
        item: { row, values: { productId, tagId }, existingId: null as number | null },
      });
    }
    const unique = dedupe(candidates);
    const existing = await existingPairs(
      run.tx,
      run.storedBefore(unique.map((i) => i.values.productId)),
      (ids) =>
        sql`select product_id as a, tag_id as b, 1 as id from product_tags where product_id = any(${sql.param(ids)}::int[])`,
    );
    for (const i of unique) i.existingId = existing.get(`${i.values.productId}:${i.values.tagId}`) ?? null;
    const items = run.partition('productTags', unique);
    await run.writeCounted('productTags', sheet, items, async (db, batch) => {
      await unnestInsert(
        db,
        'product_tags',
        [
          { name: 'product_id', type: 'int' },
          { name: 'tag_id', type: 'int' },
        ],
        batch.map(({ values: v }) => [v.productId, v.tagId]),
        'on conflict do nothing',
      );
    });
  }
}
