// The catalogue's filters as SQL conditions on `products p`. One function builds them for the list and
// (leaving one facet out) for the facet counts, so a list and its counts can never disagree.
import { type SQL, sql } from 'drizzle-orm';
import { SPEC_FILTER_PARAMS } from '../../../core/rules/spec-values';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';

export interface ProductFilters {
  search?: string;
  /** Category ids, already expanded to include subcategories. */
  categoryIds?: number[] | null;
  tagSlugs?: string[];
  /** definition key → value slugs */
  specs?: Record<string, string[]>;
  status?: 'active' | 'inactive' | 'draft' | 'all';
  featured?: boolean;
}

export type Facet = 'categories' | 'tags' | `spec:${string}`;

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Condition for a free-text search on name, SKU and MPN (trigram-indexed). */
export function searchCondition(term: string): SQL {
  const pattern = likePattern(term);
  return sql`(p.name ilike ${pattern} or p.sku ilike ${pattern} or p.mpn ilike ${pattern})`;
}

/**
 * All conditions, optionally leaving one facet out (faceted counts apply every other filter).
 * Within a facet options are alternatives (OR); facets combine with AND.
 */
export function filterConditions(
  filters: ProductFilters,
  options: { without?: Facet; skipSearch?: boolean } = {},
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status && filters.status !== 'all') conditions.push(sql`p.status = ${filters.status}`);
  if (filters.featured !== undefined) conditions.push(sql`p.featured = ${filters.featured}`);
  if (filters.search && !options.skipSearch) conditions.push(searchCondition(filters.search));
  if (filters.categoryIds && options.without !== 'categories') {
    conditions.push(
      filters.categoryIds.length
        ? sql`p.category_id = any(${sql.param(filters.categoryIds)}::int[])`
        : sql`false`,
    );
  }
  if (filters.tagSlugs?.length && options.without !== 'tags') {
    conditions.push(
      sql`exists (select 1 from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = p.id and t.slug = any(${sql.param(filters.tagSlugs)}::text[]))`,
    );
  }
  for (const [key, slugs] of Object.entries(filters.specs ?? {})) {
    if (!slugs.length || options.without === `spec:${key}`) continue;
    conditions.push(
      sql`exists (select 1 from product_spec_values v join spec_definitions d on d.id = v.spec_definition_id where v.product_id = p.id and d.key = ${key} and v.value_slug = any(${sql.param(slugs)}::text[]))`,
    );
  }
  return conditions;
}

export function whereClause(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

interface CategoryRow {
  id: number;
  slug: string;
  parent_id: number | null;
}

/** Category ids or slugs → ids, each with all of its subcategories. Unknown values match nothing. */
export async function expandCategories(db: DbOrTx, tokens: string[]): Promise<number[] | null> {
  if (!tokens.length) return null;
  const all = await queryRows<CategoryRow>(db, sql`select id, slug, parent_id from categories`);
  const children = new Map<number, number[]>();
  for (const c of all) {
    if (c.parent_id !== null) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  }
  const roots = all.filter((c) => tokens.includes(c.slug) || tokens.includes(String(c.id))).map((c) => c.id);
  const result = new Set<number>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (result.has(id)) continue;
    result.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...result];
}

/** The spec filters present in a query: the specified parameter names and spec_<key>. */
export function specFiltersFromQuery(query: Record<string, unknown>): Record<string, string[]> {
  const specs: Record<string, string[]> = {};
  const split = (value: unknown) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : Array.isArray(value)
        ? value.map(String)
        : [];
  for (const [key, param] of Object.entries(SPEC_FILTER_PARAMS)) {
    const values = split(query[param]);
    if (values.length) specs[key] = values;
  }
  for (const [param, value] of Object.entries(query)) {
    const match = /^spec_([a-z0-9_]+)$/.exec(param);
    if (match) {
      const values = split(value);
      if (values.length) specs[match[1]!] = values;
    }
  }
  return specs;
}
