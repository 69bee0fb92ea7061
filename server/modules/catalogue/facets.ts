// Faceted counts for the public catalogue. Each facet's counts apply every other active filter but
// not its own, so choosing one option never zeroes its siblings. The conditions come from the same
// builder as the list (products/filters.ts), so counts and results always agree.
import { type SQL, sql } from 'drizzle-orm';
import { filterLabel, specFilterParam } from '../../../core/rules/spec-values';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  type Facet,
  type FilterRequest,
  filterConditions,
  type ProductFilters,
  resolveFilters,
  whereClause,
} from '../products/filters';

function conditionsWithout(filters: ProductFilters, without: Facet): SQL {
  return whereClause(filterConditions(filters, { without }));
}

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
  const [categories, direct] = await Promise.all([
    queryRows<{ id: number; name: string; slug: string; parent_id: number | null }>(
      db,
      sql`select id, name, slug, parent_id from categories order by name`,
    ),
    queryRows<{ category_id: number; n: number }>(
      db,
      sql`select p.category_id, count(*)::int as n from products p ${conditionsWithout(filters, 'categories')} group by p.category_id`,
    ),
  ]);
  const own = new Map(direct.map((r) => [r.category_id, r.n]));
  const children = new Map<number, number[]>();
  for (const c of categories)
    if (c.parent_id !== null) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
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
    parentId: c.parent_id,
    productCount: subtree(c.id),
  }));
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
  const where = conditionsWithout(filters, 'tags');
  return queryRows<TagCount>(
    db,
    sql`select t.id, t.name, t.slug, t.color, coalesce(c.n, 0)::int as "productCount"
        from tags t
        left join (
          select pt.tag_id, count(*) as n from product_tags pt join products p on p.id = pt.product_id
          ${where} group by pt.tag_id
        ) c on c.tag_id = t.id
        where true ${group}
        order by t.name`,
  );
}

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

/** Counts for every filterable specification; the three specified ones also under their own names. */
export async function specCounts(db: DbOrTx, request: FilterRequest) {
  const filters = await resolveFilters(db, request);
  const definitions = await queryRows<{
    id: number;
    key: string;
    label: string;
    data_type: string;
    enum_options: string[];
    sort_order: number;
  }>(
    db,
    sql`select id, key, label, data_type, enum_options, sort_order from spec_definitions where filterable order by sort_order, label`,
  );
  const facets: SpecFacet[] = await Promise.all(
    definitions.map(async (d) => {
      const rows = await queryRows<{ slug: string; value: string; n: number }>(
        db,
        sql`select v.value_slug as slug,
              min(coalesce(v.value_enum, v.value_string, case when v.value_boolean then 'Yes' when v.value_boolean = false then 'No' end, trim(trailing '.' from trim(trailing '0' from v.value_number::text)))) as value,
              count(*)::int as n
            from product_spec_values v join products p on p.id = v.product_id
            ${whereClause([
              ...filterConditions(filters, { without: `spec:${d.key}` }),
              sql`v.spec_definition_id = ${d.id}`,
              sql`v.value_slug is not null`,
            ])}
            group by v.value_slug`,
      );
      // Enum options keep their defined order; other values sort naturally.
      const order = (value: string) => {
        const index = d.enum_options.indexOf(value);
        return index === -1 ? Number.MAX_SAFE_INTEGER : index;
      };
      const values = rows
        .map((r) => ({ value: r.value, slug: r.slug, label: filterLabel(d.key, r.slug), count: r.n }))
        .sort(
          (a, b) =>
            order(a.value) - order(b.value) || a.value.localeCompare(b.value, 'en', { numeric: true }),
        );
      return { key: d.key, label: d.label, param: specFilterParam(d.key), values };
    }),
  );
  const byKey = (key: string) =>
    facets.find((f) => f.key === key)?.values.map(({ value, slug, count }) => ({ value, slug, count })) ?? [];
  return {
    flameClasses: byKey('flame_class'),
    solderCapacities: byKey('solder_capacity'),
    systemTypes: byKey('system_type'),
    facets,
  };
}
