// Faceted counts for the public catalogue. Each facet's counts apply every other active filter but
// not its own, so choosing one option never zeroes its siblings. They are counted by the in-memory
// facet index (facet-engine/, #21) when it can answer the filters, else in SQL by unnesting the narrow
// product_facets arrays of the matching products, with conditions from the same builder as the list
// (products/filters.ts); both give the same counts (facet-engine.test.ts compares them).
import { sql } from 'drizzle-orm';
import { filterLabel, SPEC_FILTER_PARAMS, specFilterParam, withUnit } from '../../../core/rules/spec-values';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  type FilterRequest,
  filteredProducts,
  type ProductFilters,
  resolveFilters,
  specCondition,
  whereClause,
} from '../products/filters';
import { memoryView } from './facet-engine/memory-view';
import { referenceData } from './reference-data';

export interface CategoryCount {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  /** Products in the category and all of its subcategories that match the other filters. */
  productCount: number;
}

export async function categoryCounts(db: DbOrTx, request: FilterRequest): Promise<CategoryCount[]> {
  const filters = await resolveFilters(db, request);
  const view = await memoryView(db, filters);
  const [categories, own] = await Promise.all([
    categoryList(db),
    view
      ? view.categoryCounts()
      : queryRows<{ category_id: number; n: number }>(
          db,
          sql`select f.category_id, count(*)::int as n ${filteredProducts(filters, { without: 'categories' })} group by f.category_id`,
        ).then((rows) => new Map(rows.map((r) => [r.category_id, r.n]))),
  ]);
  const children = new Map<number, number[]>();
  for (const c of categories)
    if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const memo = new Map<number, number>();
  const subtree = (id: number, seen = new Set<number>()): number => {
    if (memo.has(id)) return memo.get(id)!;
    if (seen.has(id)) return 0;
    seen.add(id);
    const total =
      (own.get(id) ?? 0) + (children.get(id) ?? []).reduce((sum, child) => sum + subtree(child, seen), 0);
    memo.set(id, total);
    return total;
  };
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    parentId: c.parentId,
    productCount: subtree(c.id),
  }));
}

/** Every category by name: held in memory (reference-data.ts), else read. */
async function categoryList(
  db: DbOrTx,
): Promise<Array<{ id: number; name: string; slug: string; parentId: number | null }>> {
  const held = await referenceData(db);
  if (held) return held.categories;
  return queryRows(db, sql`select id, name, slug, parent_id as "parentId" from categories order by name, id`);
}

export interface TagCount {
  id: number;
  name: string;
  slug: string;
  color: string;
  productCount: number;
}

/** Tag counts, optionally of one tag group (tagCategory=applications). */
export async function tagCounts(
  db: DbOrTx,
  request: FilterRequest,
  tagCategory?: string,
): Promise<TagCount[]> {
  const filters = await resolveFilters(db, request);
  const group = tagCategory
    ? sql`and t.category_id = (select id from tag_categories where slug = ${tagCategory})`
    : sql``;
  const view = await memoryView(db, filters);
  const held = view && (await referenceData(db));
  if (view && held) {
    const counts = view.tagCounts();
    const groupId = tagCategory ? (held.tagGroupBySlug.get(tagCategory) ?? -1) : undefined;
    return held.tags
      .filter((tag) => groupId === undefined || tag.categoryId === groupId)
      .map(({ id, name, slug, color }) => ({ id, name, slug, color, productCount: counts.get(id) ?? 0 }));
  }
  return queryRows<TagCount>(
    db,
    sql`select t.id, t.name, t.slug, t.color, coalesce(c.n, 0)::int as "productCount"
        from tags t
        left join (
          select tag_id, count(*) as n
          from (select unnest(f.tag_ids) as tag_id ${filteredProducts(filters, { without: 'tags' })}) linked
          group by tag_id
        ) c on c.tag_id = t.id
        where true ${group}
        order by t.name`,
  );
}

/** The specified filters label slugs by their mapping (§3); a filter added in the admin shows the value. */
const optionLabel = (key: string, slug: string, value: string, unit: string | null) =>
  withUnit(key in SPEC_FILTER_PARAMS ? filterLabel(key, slug) : value, unit);

export interface SpecValueCount {
  value: string;
  slug: string;
  label: string;
  count: number;
}

export interface SpecFacet {
  key: string;
  label: string;
  /** The URL parameter of this filter (flameClasses, solderCapacities, systemTypes, or spec_<key>). */
  param: string;
  values: SpecValueCount[];
}

/** The filterable definitions by sort order and label: held in memory, else read. */
async function filterableDefinitions(
  db: DbOrTx,
): Promise<Array<{ id: number; key: string; label: string; enumOptions: string[]; unit: string | null }>> {
  const held = await referenceData(db);
  if (held) return held.specs.filter((d) => d.filterable);
  return queryRows(
    db,
    sql`select id, key, label, enum_options as "enumOptions", unit from spec_definitions
        where filterable order by sort_order, label, id`,
  );
}

/** Counts for every filterable specification; the three specified ones also under their own names. */
export async function specCounts(db: DbOrTx, request: FilterRequest) {
  const filters = await resolveFilters(db, request);
  const definitions = await filterableDefinitions(db);
  const counts = await specValueCounts(
    db,
    filters,
    definitions.map((d) => d.id),
  );
  const facets: SpecFacet[] = definitions.map((d) => {
    // Enum options keep their defined order; other values sort naturally.
    const order = (value: string) => {
      const index = d.enumOptions.indexOf(value);
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    const values = counts
      .filter((r) => r.definition_id === d.id)
      .map((r) => ({
        value: r.value,
        slug: r.slug,
        label: optionLabel(d.key, r.slug, r.value, d.unit),
        count: r.n,
      }))
      .sort(
        (a, b) => order(a.value) - order(b.value) || a.value.localeCompare(b.value, 'en', { numeric: true }),
      );
    return { key: d.key, label: d.label, param: specFilterParam(d.key), values };
  });
  const byKey = (key: string) =>
    facets.find((f) => f.key === key)?.values.map(({ value, slug, count }) => ({ value, slug, count })) ?? [];
  return {
    flameClasses: byKey('flame_class'),
    solderCapacities: byKey('solder_capacity'),
    systemTypes: byKey('system_type'),
    facets,
  };
}

/**
 * Value counts of the given definitions in one scan. The rows are those matching every filter except
 * the spec filters, grouped by their value keys and by whether they match each active spec filter; a
 * value of definition D then counts the groups matching every spec filter except D's own (faceted
 * semantics). Grouping whole key arrays first keeps the per-row work to one hash (products share
 * combinations); only the groups are unnested and decoded.
 */
async function specValueCounts(db: DbOrTx, filters: ProductFilters, definitionIds: number[]) {
  if (!definitionIds.length) return [];
  const view = await memoryView(db, filters);
  if (view) {
    const counts = view.specCounts(definitionIds);
    if (!counts.length) return [];
    const labels = await queryRows<{ definition_id: number; slug: string; value: string }>(
      db,
      sql`select k.definition_id, k.slug, coalesce(v.value, k.slug) as value
          from unnest(${sql.param(counts.map((c) => c.definitionId))}::int[], ${sql.param(counts.map((c) => c.slug))}::text[]) as k(definition_id, slug)
          left join lateral (${firstValue('k')}) v on true`,
    );
    const label = new Map(labels.map((l) => [`${l.definition_id}:${l.slug}`, l.value]));
    return counts.map((c) => ({
      definition_id: c.definitionId,
      slug: c.slug,
      n: c.n,
      value: label.get(`${c.definitionId}:${c.slug}`) ?? c.slug,
    }));
  }
  const flag = (i: number) => sql.raw(`m${i}`);
  const flags = filters.specs.map((spec, i) => sql`${specCondition(spec)} as ${flag(i)}`);
  const otherSpecsMatch = filters.specs.map((spec, i) =>
    spec.definitionId === null ? flag(i) : sql`(definition_id = ${spec.definitionId} or ${flag(i)})`,
  );
  const flagColumns = filters.specs.map((_, i) => sql`, ${flag(i)}`);
  return queryRows<{ definition_id: number; slug: string; value: string; n: number }>(
    db,
    sql`with grouped as materialized (
          select f.spec_keys as keys ${sql.join(
            flags.map((f) => sql`, ${f}`),
            sql``,
          )}, count(*) as n
          ${filteredProducts(filters, { without: 'specs' })}
          group by f.spec_keys ${sql.join(flagColumns, sql``)}
        ),
        decoded as (
          select split_part(key, ':', 1)::int as definition_id, substr(key, strpos(key, ':') + 1) as slug, grouped.*
          from grouped, unnest(grouped.keys) as key
        ),
        counted as (
          select definition_id, slug, sum(n)::int as n from decoded
          ${whereClause([sql`definition_id = any(${sql.param(definitionIds)}::int[])`, ...otherSpecsMatch])}
          group by definition_id, slug
        )
        select c.definition_id, c.slug, c.n, coalesce(v.value, c.slug) as value
        from counted c
        left join lateral (${firstValue('c')}) v on true`,
  );
}

/** The value shown for a key (`alias`.definition_id, `alias`.slug): that of its first product. */
const firstValue = (alias: 'k' | 'c') =>
  sql.raw(`select coalesce(v.value_enum, v.value_string, case when v.value_boolean then 'Yes' when v.value_boolean = false then 'No' end,
      trim(trailing '.' from trim(trailing '0' from v.value_number::text))) as value
    from product_spec_values v
    where v.spec_definition_id = ${alias}.definition_id and v.value_slug = ${alias}.slug
    order by v.product_id limit 1`);
