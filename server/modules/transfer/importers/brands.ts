// Brands: keyed by slug (made from the name when empty) with a unique name.
import { hyphenSlug } from '../../../../core/rules/slug';
import { brandInput } from '../../../../core/schemas/brands';
import { optionalSlug } from '../../../../core/schemas/tags';
import { brands } from '../../../db/schema';
import type { SheetStream } from '../read';
import { excludedSet, lower, nameOwners } from './cells';
import type { Run } from './run';

export async function importBrands(run: Run, sheet: SheetStream) {
  const { bySlug, nameOwner } = await nameOwners(run.tx, 'brands');
  const setFields = ['name', 'description', 'website', 'logoUrl'].filter((f) => sheet.columns.has(f));
  const dedupe = run.deduper(sheet);
  for await (const rows of sheet.batches) {
    const candidates = [];
    for (const { row, values } of rows) {
      const valid = run.check(sheet, row, brandInput, {
        name: values.name ?? '',
        description: values.description ?? null,
        website: values.website ?? null,
        logoUrl: values.logoUrl ?? null,
      });
      const slugCheck = optionalSlug.safeParse(values.slug ?? null);
      if (!slugCheck.success) run.error(sheet, row, 'slug', slugCheck.error.issues[0]!.message);
      if (!valid || !slugCheck.success) continue;
      const slug = slugCheck.data ?? hyphenSlug(valid.name);
      if (!slug) {
        run.error(sheet, row, 'name', 'Brand name must contain letters or digits');
        continue;
      }
      const owner = nameOwner.get(lower(valid.name));
      if (owner !== undefined && owner !== slug) {
        run.error(sheet, row, 'name', `The name "${valid.name}" is already used by the brand "${owner}"`);
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
    const items = run.partition('brands', dedupe(candidates));
    await run.writeCounted('brands', sheet, items, async (db, batch) => {
      await db
        .insert(brands)
        .values(batch.map((i) => i.values))
        .onConflictDoUpdate({
          target: brands.slug,
          set: excludedSet(brands, setFields.length ? setFields : ['name']),
        });
    });
  }
}
