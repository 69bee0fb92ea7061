// Categories: keyed by slug; a parent refers to another category slug, set once every row of the
// sheet is written (a row may name a parent further down), refusing loops.
import { sql } from 'drizzle-orm';
import { productSlug } from '../../../../core/rules/slug';
import { categoryInput } from '../../../../core/schemas/categories';
import { queryRows } from '../../../db/rows';
import { categories } from '../../../db/schema';
import type { SheetStream } from '../read';
import { blank, excludedSet, textOrNull } from './cells';
import type { Run } from './run';

export async function importCategories(run: Run, sheet: SheetStream) {
  const stored = await queryRows<{ id: number; slug: string; parent_id: number | null }>(
    run.tx,
    sql`select id, slug, parent_id from categories`,
  );
  const bySlug = new Map(stored.map((r) => [r.slug, r.id]));
  const setFields = ['name', 'description'].filter((f) => sheet.columns.has(f));
  const dedupe = run.deduper(sheet);
  /** Written rows and the parent each names (categories are few: held for the parents' pass). */
  const done: Array<{ row: number; slug: string; parent: string | null }> = [];
  for await (const rows of sheet.batches) {
    const candidates = [];
    for (const { row, values } of rows) {
      const valid = run.check(sheet, row, categoryInput, {
        name: values.name ?? '',
        slug: blank(values.slug) ? productSlug(values.name ?? '') : values.slug!.trim(),
        description: values.description ?? null,
        parentId: null,
      });
      if (!valid) continue;
      const parent = textOrNull(values.parent);
      candidates.push({
        row,
        key: valid.slug,
        column: 'slug',
        item: { row, values: { ...valid, parent }, existingId: bySlug.get(valid.slug) ?? null },
      });
    }
    const items = run.partition('categories', dedupe(candidates));
    const written = await run.writeCounted('categories', sheet, items, async (db, batch) => {
      const ids = await db
        .insert(categories)
        .values(batch.map(({ values: { parent: _p, parentId: _q, ...v } }) => v))
        .onConflictDoUpdate({
          target: categories.slug,
          set: { ...excludedSet(categories, setFields.length ? setFields : ['name']), updatedAt: sql`now()` },
        })
        .returning({ id: categories.id, slug: categories.slug });
      for (const r of ids) bySlug.set(r.slug, r.id);
    });
    for (const i of written) done.push({ row: i.row, slug: i.values.slug, parent: i.values.parent });
  }
  if (!sheet.columns.has('parent')) return;
  // Parents second, so a row may name a parent further down the sheet. Cycles are refused.
  const parentOf = new Map(stored.map((r) => [r.id, r.parent_id]));
  const links: Array<{ row: number; id: number; parentId: number | null }> = [];
  for (const i of done) {
    const id = bySlug.get(i.slug)!;
    const parentId = i.parent === null ? null : (bySlug.get(i.parent) ?? undefined);
    if (parentId === undefined) {
      run.error(sheet, i.row, 'parent', `Unknown parent category "${i.parent}"`);
      continue;
    }
    if (parentId === id) {
      run.error(sheet, i.row, 'parent', 'A category cannot be its own parent');
      continue;
    }
    // Walk up from the new parent: reaching this category again would make a loop.
    const previous = parentOf.get(id) ?? null;
    parentOf.set(id, parentId);
    let cursor = parentId;
    let loop = false;
    for (let steps = 0; cursor !== null && steps < 10_000; steps++) {
      if (cursor === id) {
        loop = true;
        break;
      }
      cursor = parentOf.get(cursor) ?? null;
    }
    if (loop) {
      parentOf.set(id, previous);
      run.error(sheet, i.row, 'parent', 'A category cannot be placed under one of its own subcategories');
      continue;
    }
    links.push({ row: i.row, id, parentId });
  }
  await run.write(sheet, links, async (db, batch) => {
    await db.execute(sql`update categories c set parent_id = v.parent_id, updated_at = now()
      from (select unnest(${sql.param(batch.map((l) => l.id))}::int[]) as id,
                   unnest(${sql.param(batch.map((l) => l.parentId))}::int[]) as parent_id) v
      where c.id = v.id`);
  });
}
