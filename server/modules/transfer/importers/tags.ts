// Tags: keyed by slug with a unique name; a category refers to a tag category slug.
import { sql } from 'drizzle-orm';
import { DEFAULT_TAG_COLOR } from '../../../../core/constants';
import { hyphenSlug } from '../../../../core/rules/slug';
import { tagInput } from '../../../../core/schemas/tags';
import { queryRows } from '../../../db/rows';
import { tags } from '../../../db/schema';
import type { SheetStream } from '../read';
import { blank, excludedSet, lower, nameOwners } from './cells';
import type { Run } from './run';

export async function importTags(run: Run, sheet: SheetStream) {
  const groups = await run.lookup('tag_categories', () =>
    queryRows(run.tx, sql`select slug as k, id from tag_categories`),
  );
  const { bySlug, nameOwner } = await nameOwners(run.tx, 'tags');
  const fieldOf: Record<string, string> = { category: 'categoryId' };
  const setFields = ['name', 'description', 'color', 'category']
    .filter((f) => sheet.columns.has(f))
    .map((f) => fieldOf[f] ?? f);
  const dedupe = run.deduper(sheet);
  for await (const rows of sheet.batches) {
    const candidates = [];
    for (const { row, values } of rows) {
      let bad = false;
      let categoryId: number | null = null;
      if (!blank(values.category)) {
        categoryId = groups.get(values.category!.trim()) ?? null;
        if (categoryId === null) {
          run.error(sheet, row, 'category', `Unknown tag category "${values.category}"`);
          bad = true;
        }
      }
      const valid = run.check(sheet, row, tagInput, {
        name: values.name ?? '',
        slug: blank(values.slug) ? hyphenSlug(values.name ?? '') : values.slug!.trim(),
        description: values.description ?? null,
        color: blank(values.color) ? DEFAULT_TAG_COLOR : values.color!.trim(),
        categoryId,
      });
      if (!valid || bad) continue;
      const owner = nameOwner.get(lower(valid.name));
      if (owner !== undefined && owner !== valid.slug) {
        run.error(sheet, row, 'name', `The name "${valid.name}" is already used by the tag "${owner}"`);
        continue;
      }
      nameOwner.set(lower(valid.name), valid.slug);
      candidates.push({
        row,
        key: valid.slug,
        column: 'slug',
        item: { row, values: valid, existingId: bySlug.get(valid.slug) ?? null },
      });
    }
    const items = run.partition('tags', dedupe(candidates));
    await run.writeCounted('tags', sheet, items, async (db, batch) => {
      await db
        .insert(tags)
        .values(batch.map((i) => i.values))
        .onConflictDoUpdate({
          target: tags.slug,
          set: excludedSet(tags, setFields.length ? setFields : ['name']),
        });
    });
  }
}
