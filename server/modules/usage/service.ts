// Usage counts behind every delete confirmation (#14): one query per entity counting the records a
// delete would change, and the sentences describing it (the same rules the delete then follows).
import { type SQL, sql } from 'drizzle-orm';
import { type DeleteImpactEntity, deleteImpact } from '../../../core/rules/delete-impact';
import type { DeleteUsage } from '../../../core/schemas/usage';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { notFound } from '../../http/errors';

/** For each entity: its table, what it is called in a 404, and the counted columns (each an int). */
const COUNTS: Record<DeleteImpactEntity, { table: string; name: string; counts: (id: number) => SQL }> = {
  products: {
    table: 'products',
    name: 'Product',
    counts: (id) => sql`
      (select count(*) from product_spec_values where product_id = ${id})::int as specs,
      (select count(*) from product_tags where product_id = ${id})::int as tags,
      (select count(*) from product_documents where product_id = ${id})::int as documents,
      (select count(*) from highlights where product_id = ${id})::int as highlights,
      (select count(*) from faqs where product_id = ${id})::int as faqs,
      (select count(*) from distributor_links where product_id = ${id})::int as "distributorLinks",
      (select count(*) from relationships where from_product_id = ${id})::int as relationships,
      (select count(distinct from_product_id) from relationships where to_product_id = ${id} and from_product_id <> ${id})::int as "linkedFrom"`,
  },
  categories: {
    table: 'categories',
    name: 'Category',
    counts: (id) => sql`
      (select count(*) from products where category_id = ${id})::int as products,
      (select count(*) from categories where parent_id = ${id})::int as children`,
  },
  brands: {
    table: 'brands',
    name: 'Brand',
    counts: (id) => sql`(select count(*) from products where brand_id = ${id})::int as products`,
  },
  tags: {
    table: 'tags',
    name: 'Tag',
    counts: (id) => sql`(select count(*) from product_tags where tag_id = ${id})::int as products`,
  },
  'tag-categories': {
    table: 'tag_categories',
    name: 'Tag group',
    counts: (id) => sql`(select count(*) from tags where category_id = ${id})::int as tags`,
  },
  'spec-categories': {
    table: 'spec_categories',
    name: 'Specification category',
    counts: (id) =>
      sql`(select count(*) from spec_definitions where category_id = ${id})::int as definitions`,
  },
  'spec-definitions': {
    table: 'spec_definitions',
    name: 'Specification',
    counts: (id) =>
      sql`(select count(*) from product_spec_values where spec_definition_id = ${id})::int as "values"`,
  },
  documents: {
    table: 'documents',
    name: 'Document',
    counts: (id) => sql`(select count(*) from product_documents where document_id = ${id})::int as products`,
  },
  pages: {
    table: 'pages',
    name: 'Page',
    counts: (id) => sql`
      (select count(*) from galleries g join pages p on g.page_slug = p.slug where p.id = ${id})::int as galleries,
      (select count(*) from pages where id = ${id} and status = 'published')::int as published`,
  },
  galleries: {
    table: 'galleries',
    name: 'Gallery',
    counts: (id) => sql`(select count(*) from gallery_items where gallery_id = ${id})::int as items`,
  },
  users: {
    table: 'users',
    name: 'User',
    counts: (id) =>
      sql`(select count(*) from sessions where user_id = ${id} and expires_at > now())::int as sessions`,
  },
};

export async function deleteUsage(db: DbOrTx, entity: DeleteImpactEntity, id: number): Promise<DeleteUsage> {
  const spec = COUNTS[entity];
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select ${spec.counts(id)} where exists (select 1 from ${sql.identifier(spec.table)} where id = ${id})`,
  );
  if (!row) throw notFound(`${spec.name} not found`);
  const counts = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  return { counts, ...deleteImpact(entity, counts) };
}
