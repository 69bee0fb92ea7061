// Spec Categories and Tag Categories: groups keyed by slug with a unique name.
import type { z } from 'zod';
import { hyphenSlug } from '../../../../core/rules/slug';
import { specCategoryInput } from '../../../../core/schemas/specs';
import { tagCategoryInput } from '../../../../core/schemas/tags';
import { specCategories, tagCategories } from '../../../db/schema';
import type { SheetStream } from '../read';
import { blank, excludedSet, intCell, lower, nameOwners } from './cells';
import type { Candidate, Item, Run } from './run';

type GroupTable = typeof specCategories | typeof tagCategories;

async function importGroups(
  run: Run,
  sheet: SheetStream,
  table: GroupTable,
  tableName: 'spec_categories' | 'tag_categories',
) {
  const key = sheet.section.key;
  const schema = key === 'specCategories' ? specCategoryInput : tagCategoryInput;
  const { bySlug, nameOwner } = await nameOwners(run.tx, tableName);
  const dedupe = run.deduper(sheet);
  const setFields = ['name', 'description', 'color', 'sort'].filter((f) => sheet.columns.has(f));
  for await (const rows of sheet.batches) {
    const candidates: Array<Candidate<Item<z.output<typeof specCategoryInput>>>> = [];
    for (const { row, values } of rows) {
      const input = {
        name: values.name ?? '',
        slug: blank(values.slug)
          ? key === 'tagCategories'
            ? hyphenSlug(values.name ?? '') || null
            : ''
          : values.slug!.trim(),
        description: values.description ?? null,
        ...(blank(values.color) ? {} : { color: values.color!.trim() }),
        sort: intCell(values.sort),
      };
      const valid = run.check(sheet, row, schema, input);
      if (!valid) continue;
      const slug = valid.slug as string;
      const owner = nameOwner.get(lower(valid.name));
      if (owner !== undefined && owner !== slug) {
        run.error(sheet, row, 'name', `The name "${valid.name}" is already used by "${owner}"`);
        continue;
      }
      nameOwner.set(lower(valid.name), slug);
      candidates.push({
        row,
        key: slug,
        column: 'slug',
        item: { row, values: { ...valid, slug }, existingId: bySlug.get(slug) ?? null },
      });
    }
    const items = run.partition(key, dedupe(candidates));
    await run.writeCounted(key, sheet, items, async (db, batch) => {
      const written = await db
        .insert(table)
        .values(batch.map((i) => ({ ...i.values, slug: i.values.slug })))
        .onConflictDoUpdate({
          target: table.slug,
          set: excludedSet(table, setFields.length ? setFields : ['name']),
        })
        .returning({ id: table.id, slug: table.slug });
      for (const r of written) bySlug.set(r.slug, r.id);
    });
  }
}

export const importSpecCategories = (run: Run, sheet: SheetStream) =>
  importGroups(run, sheet, specCategories, 'spec_categories');
export const importTagCategories = (run: Run, sheet: SheetStream) =>
  importGroups(run, sheet, tagCategories, 'tag_categories');
