// Spec Definitions: keyed by key; a category refers to a spec category slug.
import { sql } from 'drizzle-orm';
import { specDefinitionInput } from '../../../../core/schemas/specs';
import { queryRows } from '../../../db/rows';
import { specDefinitions } from '../../../db/schema';
import type { SheetStream } from '../read';
import { blank, boolOrError, cellList, excludedSet, intCell } from './cells';
import type { Run } from './run';

export async function importSpecDefinitions(run: Run, sheet: SheetStream) {
  const categoryIds = await run.lookup('spec_categories', () =>
    queryRows(run.tx, sql`select slug as k, id from spec_categories`),
  );
  const existing = new Map(
    (await queryRows<{ id: number; key: string }>(run.tx, sql`select id, key from spec_definitions`)).map(
      (r) => [r.key, r.id],
    ),
  );
  const fieldOf: Record<string, string> = { category: 'categoryId' };
  const setFields = [
    'label',
    'description',
    'unit',
    'dataType',
    'enumOptions',
    'category',
    'required',
    'sortOrder',
    'filterable',
  ]
    .filter((f) => sheet.columns.has(f))
    .map((f) => fieldOf[f] ?? f);
  const dedupe = run.deduper(sheet);
  for await (const rows of sheet.batches) {
    const candidates = [];
    for (const { row, values } of rows) {
      // Every check runs, so a row reports all its errors at once (#14).
      let bad = false;
      let categoryId: number | null = null;
      if (!blank(values.category)) {
        categoryId = categoryIds.get(values.category!.trim()) ?? null;
        if (categoryId === null) {
          run.error(sheet, row, 'category', `Unknown spec category "${values.category}"`);
          bad = true;
        }
      }
      const required = boolOrError(run, sheet, row, 'required', values.required);
      const filterable = boolOrError(run, sheet, row, 'filterable', values.filterable);
      if (required === null || filterable === null) bad = true;
      const valid = run.check(sheet, row, specDefinitionInput, {
        key: values.key ?? '',
        label: values.label ?? '',
        description: values.description ?? null,
        unit: values.unit ?? null,
        dataType: blank(values.dataType) ? 'STRING' : values.dataType!.trim().toUpperCase(),
        enumOptions: cellList(values.enumOptions),
        categoryId,
        required: required ?? false,
        sortOrder: intCell(values.sortOrder),
        filterable: filterable ?? false,
      });
      if (!valid || bad) continue;
      candidates.push({
        row,
        key: valid.key,
        column: 'key',
        item: { row, values: valid, existingId: existing.get(valid.key) ?? null },
      });
    }
    const items = run.partition('specDefinitions', dedupe(candidates));
    await run.writeCounted('specDefinitions', sheet, items, async (db, batch) => {
      await db
        .insert(specDefinitions)
        .values(batch.map((i) => i.values))
        .onConflictDoUpdate({
          target: specDefinitions.key,
          set: excludedSet(specDefinitions, setFields.length ? setFields : ['label']),
        });
    });
  }
}
