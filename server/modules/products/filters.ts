// The catalogue's filters as SQL over `product_facets f` (joined to `products p` when needed). One
// builder serves the list and (leaving one facet out) the facet counts, so they can never disagree.
import { type SQL, sql } from 'drizzle-orm';
import { splitList } from '../../../core/rules/lists';
import { SPEC_FILTER_PARAMS } from '../../../core/rules/spec-values';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { expandCategoryTree, referenceData } from '../catalogue/reference-data';
import { COMPLETE_SQL } from '../product-content/completeness';
import { type ResolvedSearch, resolveSearch, searchCondition } from '../search/engine';

/** Filters as a request states them: slugs and keys. */
export interface FilterRequest {
  search?: string;
  /** Search exactly what was typed: no typo correction ("Search instead for …"). */
  exactSearch?: boolean;
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
  /** The search (#17): matched on `product_search s` (search/engine.ts). */
  search?: ResolvedSearch;
  categoryIds: number[] | null;
  tagIds: number[] | null;
  /** definitionId null: no such definition (matches nothing). */
  specs: Array<{ key: string; definitionId: number | null; filterable: boolean; slugs: string[] }>;
  status?: 'active' | 'inactive' | 'draft' | 'all';
  featured?: boolean;
  completeness?: 'complete' | 'incomplete';
}

/** A facet left out of the conditions: one spec filter, or every spec filter ('specs'). */
export type Facet = 'categories' | 'tags' | 'specs' | `spec:${string}`;

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ids = (list: number[]) => sql.param(list);

/** A spec filter's key in product_facets.spec_keys. */
const specKey = (definitionId: number, slug: string) => `${definitionId}:${slug}`;

export interface ConditionOptions {
  /** Leave one facet's own filter out (faceted counts apply every other filter). */
  without?: Facet;
}

/** Conditions on the narrow `product_facets f` row: category, tags and specifications. */
function facetConditions(filters: ProductFilters, options: ConditionOptions = {}): SQL[] {
  const conditions: SQL[] = [];
  if (filters.categoryIds && options.without !== 'categories') {
    conditions.push(
      filters.categoryIds.length ? sql`f.category_id = any(${ids(filters.categoryIds)}::int[])` : sql`false`,
    );
  }
  if (filters.tagIds && options.without !== 'tags') {
    conditions.push(filters.tagIds.length ? sql`f.tag_ids && ${ids(filters.tagIds)}::int[]` : sql`false`);
  }
  for (const spec of filters.specs) {
    if (options.without === 'specs' || options.without === `spec:${spec.key}`) continue;
    conditions.push(specCondition(spec));
  }
  return conditions;
}

/** One spec filter: any of its values (a value list is OR within the facet). */
export function specCondition(spec: ProductFilters['specs'][number]): SQL {
  if (spec.definitionId === null) return sql`false`;
  if (!spec.filterable) {
    // Not offered as a filter, so not in spec_keys: asked for by URL all the same, it still works.
    return sql`f.product_id in (select product_id from product_spec_values where spec_definition_id = ${spec.definitionId} and value_slug = any(${sql.param(spec.slugs)}::text[]))`;
  }
  const keys = spec.slugs.map((slug) => specKey(spec.definitionId!, slug));
  return sql`f.spec_keys && ${sql.param(keys)}::text[]`;
}

/** Conditions only the wide `products p` row can answer: search, featured and completeness. */
function productConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.featured !== undefined) conditions.push(sql`p.featured = ${filters.featured}`);
  if (filters.completeness)
    conditions.push(filters.completeness === 'complete' ? COMPLETE_SQL : sql`not ${COMPLETE_SQL}`);
  return conditions;
}

/**
 * `from … where …` over the filtered products. Within a facet options are alternatives (OR); facets
 * combine with AND. Counting callers read `f` (the narrow facet rows), listing callers `p` (withProducts:
 * columns and sort); the other table is joined only when a condition needs it.
 */
export function filteredProducts(
  filters: ProductFilters,
  options: ConditionOptions & { withProducts?: boolean; extra?: SQL[]; also?: SQL[] } = {},
): SQL {
  // `also`: further conditions on `f` (the search's relevance tiers), which do not need the products row.
  const onFacets = [...facetConditions(filters, options), ...(options.also ?? [])];
  const onProducts = [...productConditions(filters), ...(options.extra ?? [])];
  const status = filters.status && filters.status !== 'all' ? filters.status : null;
  const readsProducts = options.withProducts || onProducts.length > 0;
  const readsFacets = !options.withProducts || onFacets.length > 0;
  // A search starts from the matching search documents (GIN index) and joins the rest by primary key.
  const onSearch = filters.search ? [searchCondition(filters.search)] : [];
  if (!readsProducts) {
    const from = filters.search
      ? sql`from product_search s join product_facets f on f.product_id = s.product_id`
      : sql`from product_facets f`;
    return sql`${from} ${whereClause([...onSearch, ...(status ? [sql`f.status = ${status}`] : []), ...onFacets])}`;
  }
  // Status is tested on p, where it leads the (status, sort) indexes.
  const conditions = [
    ...onSearch,
    ...(status ? [sql`p.status = ${status}`] : []),
    ...onProducts,
    ...onFacets,
  ];
  const from = filters.search
    ? sql`from product_search s join products p on p.id = s.product_id`
    : sql`from products p`;
  return readsFacets
    ? sql`${from} join product_facets f on f.product_id = p.id ${whereClause(conditions)}`
    : sql`${from} ${whereClause(conditions)}`;
}

/** Whether a category, tag or specification filter applies (the facet rows can pick the page). */
export function hasFacetFilters(filters: ProductFilters): boolean {
  return facetConditions(filters).length > 0;
}

/** Whether any filter narrows the catalogue. */
export function hasFilters(filters: ProductFilters): boolean {
  return (
    (filters.status !== undefined && filters.status !== 'all') ||
    facetConditions(filters).length > 0 ||
    productConditions(filters).length > 0 ||
    !!filters.search
  );
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
  const held = await referenceData(db);
  if (held) return expandCategoryTree(held.categories, tokens);
  const all = await queryRows<CategoryRow>(db, sql`select id, slug, parent_id from categories`);
  return expandCategoryTree(
    all.map((c) => ({ id: c.id, slug: c.slug, parentId: c.parent_id })),
    tokens,
  );
}

type DefinitionRow = { id: number; key: string; filterable: boolean };

/** Tag slugs → ids and specification keys → definitions: from the held reference data, else SQL. */
async function lookUpTagsAndDefinitions(
  db: DbOrTx,
  tagSlugs: string[] | undefined,
  specKeys: string[],
): Promise<[Array<{ id: number }> | null, DefinitionRow[]]> {
  const held = tagSlugs?.length || specKeys.length ? await referenceData(db) : undefined;
  if (held) {
    return [
      tagSlugs?.length ? tagSlugs.flatMap((slug) => held.tagBySlug.get(slug) ?? []) : null,
      specKeys.flatMap((key) => held.specByKey.get(key) ?? []),
    ];
  }
  return Promise.all([
    tagSlugs?.length
      ? queryRows<{ id: number }>(
          db,
          sql`select id from tags where slug = any(${sql.param(tagSlugs)}::text[])`,
        )
      : Promise.resolve(null),
    specKeys.length
      ? queryRows<DefinitionRow>(
          db,
          sql`select id, key, filterable from spec_definitions where key = any(${sql.param(specKeys)}::text[])`,
        )
      : Promise.resolve([]),
  ]);
}

/** Slugs and keys → ids, from the held reference data or with one small lookup per kind. */
export async function resolveFilters(db: DbOrTx, request: FilterRequest): Promise<ProductFilters> {
  const specEntries = Object.entries(request.specs ?? {}).filter(([, slugs]) => slugs.length > 0);
  const [search, categoryIds, [tagRows, definitionRows]] = await Promise.all([
    resolveSearch(db, request.search, { exact: request.exactSearch }),
    request.categoryTokens?.length ? expandCategories(db, request.categoryTokens) : Promise.resolve(null),
    lookUpTagsAndDefinitions(
      db,
      request.tagSlugs,
      specEntries.map(([key]) => key),
    ),
  ]);
  return {
    search,
    status: request.status,
    featured: request.featured,
    completeness: request.completeness,
    categoryIds,
    tagIds: tagRows ? [...new Set(tagRows.map((r) => r.id))] : null,
    specs: specEntries.map(([key, slugs]) => {
      const definition = definitionRows.find((d) => d.key === key);
      return {
        key,
        slugs,
        definitionId: definition?.id ?? null,
        filterable: definition?.filterable ?? false,
      };
    }),
  };
}

/** The spec filters present in a query: the specified parameter names and spec_<key>. */
export function specFiltersFromQuery(query: Record<string, unknown>): Record<string, string[]> {
  const specs: Record<string, string[]> = {};
  const split = (value: unknown) =>
    typeof value === 'string' ? splitList(value) : Array.isArray(value) ? value.map(String) : [];
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
