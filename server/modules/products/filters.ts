// The catalogue's filters as SQL conditions on `products p`. One function builds them for the list and
// (leaving one facet out) for the facet counts, so a list and its counts can never disagree.
import { type SQL, sql } from 'drizzle-orm';
import { SPEC_FILTER_PARAMS } from '../../../core/rules/spec-values';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { COMPLETE_SQL } from '../product-content/completeness';

/** Filters as a request states them: slugs and keys. */
export interface FilterRequest {
  search?: string;
  /** Category ids or slugs; subcategories are included. */
  categoryTokens?: string[];
  tagSlugs?: string[];
  /** definition key → value slugs */
  specs?: Record<string, string[]>;
  status?: 'active' | 'inactive' | 'draft' | 'all';
  featured?: boolean;
  /** Staff only: products that are (not) complete (product-content/completeness). */
  completeness?: 'complete' | 'incomplete';
}

/** Filters resolved to ids (null: not filtered; an empty list: matches nothing). */
export interface ProductFilters {
  search?: string;
  categoryIds: number[] | null;
  tagIds: number[] | null;
  specs: Array<{ key: string; definitionId: number | null; slugs: string[] }>;
  status?: 'active' | 'inactive' | 'draft' | 'all';
  featured?: boolean;
  completeness?: 'complete' | 'incomplete';
}

export type Facet = 'categories' | 'tags' | `spec:${string}`;

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Free-text search on name, SKU and MPN through the trigram-indexed search_text column. */
export function searchCondition(term: string, alias = 'p'): SQL {
  return sql`${sql.raw(alias)}.search_text like ${likePattern(term)}`;
}

const ids = (list: number[]) => sql.param(list);

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
  if (filters.completeness)
    conditions.push(filters.completeness === 'complete' ? COMPLETE_SQL : sql`not ${COMPLETE_SQL}`);
  if (filters.search && !options.skipSearch) conditions.push(searchCondition(filters.search));
  if (filters.categoryIds && options.without !== 'categories') {
    conditions.push(
      filters.categoryIds.length ? sql`p.category_id = any(${ids(filters.categoryIds)}::int[])` : sql`false`,
    );
  }
  if (filters.tagIds && options.without !== 'tags') {
    conditions.push(
      filters.tagIds.length
        ? sql`p.id in (select product_id from product_tags where tag_id = any(${ids(filters.tagIds)}::int[]))`
        : sql`false`,
    );
  }
  for (const spec of filters.specs) {
    if (options.without === `spec:${spec.key}`) continue;
    conditions.push(
      spec.definitionId === null
        ? sql`false`
        : sql`p.id in (select product_id from product_spec_values where spec_definition_id = ${spec.definitionId} and value_slug = any(${sql.param(spec.slugs)}::text[]))`,
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
export async function expandCategories(db: DbOrTx, tokens: string[]): Promise<number[]> {
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

/** Slugs and keys → ids, with one small lookup per kind. */
export async function resolveFilters(db: DbOrTx, request: FilterRequest): Promise<ProductFilters> {
  const specEntries = Object.entries(request.specs ?? {}).filter(([, slugs]) => slugs.length > 0);
  const [categoryIds, tagRows, definitionRows] = await Promise.all([
    request.categoryTokens?.length ? expandCategories(db, request.categoryTokens) : Promise.resolve(null),
    request.tagSlugs?.length
      ? queryRows<{ id: number }>(
          db,
          sql`select id from tags where slug = any(${sql.param(request.tagSlugs)}::text[])`,
        )
      : Promise.resolve(null),
    specEntries.length
      ? queryRows<{ id: number; key: string }>(
          db,
          sql`select id, key from spec_definitions where key = any(${sql.param(specEntries.map(([k]) => k))}::text[])`,
        )
      : Promise.resolve([]),
  ]);
  return {
    search: request.search,
    status: request.status,
    featured: request.featured,
    completeness: request.completeness,
    categoryIds,
    tagIds: tagRows ? tagRows.map((r) => r.id) : null,
    specs: specEntries.map(([key, slugs]) => ({
      key,
      slugs,
      definitionId: definitionRows.find((d) => d.key === key)?.id ?? null,
    })),
  };
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
