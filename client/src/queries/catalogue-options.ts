// Category and brand choices for product forms. The keys are those of the categories and brands
// lists, so a change made on those screens refreshes these choices too.
import { queryOptions } from '@tanstack/react-query';
import type { SelectOption } from '../components/ui/select';

export interface CategoryOption {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
}

export interface BrandOption {
  id: number;
  name: string;
  slug: string;
  logoUrl?: string | null;
}

export const categoryOptionsQuery = () => queryOptions<CategoryOption[]>({ queryKey: ['/api/categories'] });
export const brandOptionsQuery = () => queryOptions<BrandOption[]>({ queryKey: ['/api/brands'] });

/** Categories in tree order, children indented under their parent. */
export function categoryTree<T extends CategoryOption>(categories: T[]): Array<T & { depth: number }> {
  const byParent = new Map<number | null, T[]>();
  for (const c of categories) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c]);
  for (const list of byParent.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  const known = new Set(categories.map((c) => c.id));
  const out: Array<T & { depth: number }> = [];
  const visit = (parent: number | null, depth: number) => {
    for (const c of byParent.get(parent) ?? []) {
      out.push({ ...c, depth });
      visit(c.id, depth + 1);
    }
  };
  visit(null, 0);
  // Orphans (parent missing) still appear, at the top level.
  for (const c of categories)
    if (c.parentId !== null && !known.has(c.parentId) && !out.some((o) => o.id === c.id)) {
      out.push({ ...c, depth: 0 });
      visit(c.id, 1);
    }
  return out;
}

export function categoryTreeOptions(categories: CategoryOption[]): SelectOption[] {
  return categoryTree(categories).map((c) => ({
    value: String(c.id),
    label: `${'\u2014 '.repeat(c.depth)}${c.name}`,
  }));
}
