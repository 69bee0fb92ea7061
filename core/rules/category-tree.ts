// The category tree as the admin shows it: depth-first, siblings by name, each with its depth; and the
// ids a category may not be moved under (itself and every descendant).

export interface TreeCategory {
  id: number;
  name: string;
  parentId: number | null;
}

export interface TreeEntry<T extends TreeCategory> {
  category: T;
  depth: number;
}

/** Depth-first order with depths. Categories whose parent is missing (or in a loop) are shown as roots. */
export function categoryTree<T extends TreeCategory>(categories: readonly T[]): TreeEntry<T>[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, T[]>();
  for (const c of categories) {
    const parent = c.parentId !== null && ids.has(c.parentId) && c.parentId !== c.id ? c.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(c);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const out: TreeEntry<T>[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    for (const c of children.get(parent) ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ category: c, depth });
      visit(c.id, depth + 1);
    }
  };
  visit(null, 0);
  // Anything unreachable from a root (a damaged loop) still appears, at the top level.
  for (const c of categories) {
    if (!seen.has(c.id)) {
      seen.add(c.id);
      out.push({ category: c, depth: 0 });
      visit(c.id, 1);
    }
  }
  return out;
}

/** The category itself and all its descendants: the parents it may not be given. */
export function selfAndDescendants(categories: readonly TreeCategory[], id: number): Set<number> {
  const result = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parentId !== null && result.has(c.parentId) && !result.has(c.id)) {
        result.add(c.id);
        grew = true;
      }
    }
  }
  return result;
}

/** Select choices in tree order, subcategories indented with em dashes; `exclude` leaves some out. */
export function indentedCategoryOptions(
  categories: readonly TreeCategory[],
  exclude: ReadonlySet<number> = new Set(),
): Array<{ value: string; label: string }> {
  return categoryTree(categories)
    .filter((entry) => !exclude.has(entry.category.id))
    .map((entry) => ({
      value: String(entry.category.id),
      label: `${'\u2014 '.repeat(entry.depth)}${entry.category.name}`,
    }));
}
