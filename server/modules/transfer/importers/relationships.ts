// Relationships: links between products (key From SKU + To SKU + Type). Every relationship is stored
// from both sides: the inverse of each written row is added once the whole sheet is written, unless
// the sheet lists that inverse itself (then its own row, with its note, stands).
import { sql } from 'drizzle-orm';
import { RELATIONSHIP_TYPES, type RelationshipType } from '../../../../core/constants';
import { relationships } from '../../../db/schema';
import { INVERSE_RELATIONSHIP } from '../../../db/seed/inverses';
import type { SheetStream } from '../read';
import { blank, excludedSet, existingPairs, productOf, textOrNull } from './cells';
import { type Run, WRITE_BATCH } from './run';

export async function importRelationships(run: Run, sheet: SheetStream) {
  const skus = await run.productIds();
  const dedupe = run.deduper(sheet);
  /** "from:to:type" of every row of the sheet, and the inverses still to add. */
  const explicit = new Set<string>();
  const inverses: Array<{ fromProductId: number; toProductId: number; type: RelationshipType }> = [];
  for await (const rows of sheet.batches) {
    const candidates = [];
    for (const { row, values } of rows) {
      const from = productOf(run, sheet, skus, row, values, 'fromSku');
      const to = productOf(run, sheet, skus, row, values, 'toSku');
      let bad = from === null || to === null;
      const type = (values.type ?? '').trim().toUpperCase() as RelationshipType;
      if (!RELATIONSHIP_TYPES.includes(type)) {
        run.error(
          sheet,
          row,
          'type',
          blank(values.type) ? 'Type is required' : `Unknown relationship type "${values.type}"`,
        );
        bad = true;
      }
      if (from !== null && from === to) {
        run.error(sheet, row, 'toSku', 'A product cannot be related to itself');
        bad = true;
      }
      const note = textOrNull(values.note);
      if (note && note.length > 500) {
        run.error(sheet, row, 'note', 'Must be at most 500 characters');
        bad = true;
      }
      if (bad || from === null || to === null) continue;
      candidates.push({
        row,
        key: `${from}:${to}:${type}`,
        column: 'type',
        item: {
          row,
          values: { fromProductId: from, toProductId: to, type, note },
          existingId: null as number | null,
        },
      });
    }
    const unique = dedupe(candidates);
    const ids = [...new Set(unique.map((i) => i.values.fromProductId))];
    // Every product is looked up, created ones too: an earlier row's reciprocal link may already be written.
    const existing = await existingPairs(
      run.tx,
      ids,
      (list) =>
        sql`select from_product_id || ':' || to_product_id as a, type as b, id from relationships where from_product_id = any(${sql.param(list)}::int[])`,
    );
    for (const i of unique) {
      const key = `${i.values.fromProductId}:${i.values.toProductId}:${i.values.type}`;
      explicit.add(key);
      i.existingId = existing.get(key) ?? null;
    }
    const items = run.partition('relationships', unique);
    const written = await run.writeCounted('relationships', sheet, items, async (db, batch) => {
      await db
        .insert(relationships)
        .values(batch.map((i) => i.values))
        .onConflictDoUpdate({
          target: [relationships.fromProductId, relationships.toProductId, relationships.type],
          set: sheet.columns.has('note')
            ? excludedSet(relationships, ['note'])
            : { type: sql`excluded.type` },
        });
    });
    for (const i of written)
      inverses.push({
        fromProductId: i.values.toProductId,
        toProductId: i.values.fromProductId,
        type: INVERSE_RELATIONSHIP[i.values.type],
      });
  }
  const missing = inverses.filter((r) => !explicit.has(`${r.fromProductId}:${r.toProductId}:${r.type}`));
  for (let i = 0; i < missing.length; i += WRITE_BATCH) {
    const batch = missing.slice(i, i + WRITE_BATCH).map((r) => ({ ...r, note: null }));
    await run.tx.insert(relationships).values(batch).onConflictDoNothing();
  }
}
