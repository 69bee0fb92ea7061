// Checks that the demo data's natural keys all resolve before anything is written, so a typo in a
// data file fails loudly instead of leaving a half-linked catalogue.
import { categorySlug, productSlug, tagSlug } from '../../../core/rules/slug';
import { BRANDS } from './content/brands';
import { CATEGORIES } from './content/categories';
import { DISTRIBUTORS } from './content/distributors';
import { DOCUMENTS } from './content/documents';
import { HOME_GALLERY_ITEMS } from './content/pages';
import { PRODUCTS } from './content/products';
import { RELATIONSHIPS } from './content/relationships';
import { SPEC_CATEGORIES, SPEC_DEFINITIONS } from './content/specs';
import { TAG_GROUPS, UNGROUPED_TAGS } from './content/tags';

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const v of values) {
    if (seen.has(v)) repeated.push(v);
    seen.add(v);
  }
  return repeated;
}

/** Every problem found in the demo data (empty when it is consistent). */
export function seedDataProblems(): string[] {
  const problems: string[] = [];
  const categorySlugs = CATEGORIES.flatMap((c) => [c, ...(c.children ?? [])]).map((c) =>
    categorySlug(c.name),
  );
  const brands = new Set(BRANDS.map((b) => b.name));
  const tags = [...TAG_GROUPS.flatMap((g) => g.tags), ...UNGROUPED_TAGS].map((t) => tagSlug(t.name));
  const definitions = new Map(SPEC_DEFINITIONS.map((d) => [d.key, d]));
  const specCategories = new Set(SPEC_CATEGORIES.map((c) => c.name));
  const products = new Map(PRODUCTS.map((p) => [p.sku, p]));
  const categories = new Set(categorySlugs);
  const tagSet = new Set(tags);

  for (const d of duplicates(categorySlugs)) problems.push(`duplicate category slug ${d}`);
  for (const d of duplicates(tags)) problems.push(`duplicate tag slug ${d}`);
  for (const d of duplicates(PRODUCTS.map((p) => p.sku))) problems.push(`duplicate SKU ${d}`);
  for (const d of duplicates(PRODUCTS.map((p) => productSlug(p.name))))
    problems.push(`duplicate product slug ${d}`);
  for (const d of duplicates(DOCUMENTS.map((doc) => doc.key))) problems.push(`duplicate document ${d}`);

  for (const def of SPEC_DEFINITIONS) {
    if (!specCategories.has(def.category)) problems.push(`${def.key}: unknown spec category ${def.category}`);
    if (def.dataType === 'ENUM' && !def.enumOptions?.length)
      problems.push(`${def.key}: ENUM without options`);
  }

  for (const p of PRODUCTS) {
    if (!categories.has(p.category)) problems.push(`${p.sku}: unknown category ${p.category}`);
    if (!brands.has(p.brand)) problems.push(`${p.sku}: unknown brand ${p.brand}`);
    for (const t of p.tags) if (!tagSet.has(t)) problems.push(`${p.sku}: unknown tag ${t}`);
    if (!/^\d+\.\d{2}$/.test(p.price))
      problems.push(`${p.sku}: price ${p.price} is not a decimal with 2 places`);
    if (p.images.length < 1 || p.images.length > 3) problems.push(`${p.sku}: ${p.images.length} images`);
    for (const [key, value] of Object.entries(p.specs)) {
      const def = definitions.get(key);
      if (!def) {
        problems.push(`${p.sku}: unknown spec ${key}`);
        continue;
      }
      const expected = { NUMBER: 'number', BOOLEAN: 'boolean', STRING: 'string', ENUM: 'string' }[
        def.dataType
      ];
      if (typeof value !== expected) problems.push(`${p.sku}: ${key} should be a ${expected}`);
      if (def.dataType === 'ENUM' && !def.enumOptions?.includes(String(value)))
        problems.push(`${p.sku}: ${key} value ${value} is not an option`);
    }
  }

  for (const r of RELATIONSHIPS) {
    if (!products.has(r.from)) problems.push(`relationship from unknown SKU ${r.from}`);
    if (!products.has(r.to)) problems.push(`relationship to unknown SKU ${r.to}`);
    if (r.from === r.to) problems.push(`relationship of ${r.from} to itself`);
  }
  for (const doc of DOCUMENTS) {
    for (const sku of doc.skus ?? []) if (!products.has(sku)) problems.push(`${doc.key}: unknown SKU ${sku}`);
    for (const c of doc.categories ?? [])
      if (!categories.has(c)) problems.push(`${doc.key}: unknown category ${c}`);
  }
  for (const d of DISTRIBUTORS) {
    for (const sku of d.skus ?? []) if (!products.has(sku)) problems.push(`${d.name}: unknown SKU ${sku}`);
    for (const c of d.categories) if (!categories.has(c)) problems.push(`${d.name}: unknown category ${c}`);
  }
  for (const item of HOME_GALLERY_ITEMS) {
    const p = products.get(item.sku);
    if (!p?.images[item.image]) problems.push(`gallery item: no image ${item.image} on ${item.sku}`);
  }
  return problems;
}

export function assertSeedData(): void {
  const problems = seedDataProblems();
  if (problems.length > 0)
    throw new Error(`The demo catalogue data is inconsistent:\n- ${problems.join('\n- ')}`);
}
