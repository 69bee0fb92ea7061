// The planner's statistics after a bulk write (#18, #21). PostgreSQL's autovacuum analyzes a table only
// after its next nap (a minute) once a tenth of it changed, and the embedded database has no autovacuum
// at all: right after a 74,000-product import the planner knew nothing of the new rows, and the export
// that followed read every specification and tag page by hash joins over whole tables (57 and 44 ms a
// page instead of a few). ANALYZE samples at most 30,000 rows a table, so it costs a fraction of a
// second however large the catalogue, and may run in a transaction.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Rows written by one statement or job below which the statistics are left to autovacuum. */
export const BULK_WRITE_ROWS = 1000;

/** The tables an import's products and their rows live in, with the indexes derived from them. */
export const CATALOGUE_TABLES = [
  'products',
  'product_spec_values',
  'product_tags',
  'product_documents',
  'highlights',
  'faqs',
  'relationships',
  'distributor_links',
  'product_facets',
  'product_search',
  'search_words',
  'revisions',
  'categories',
  'brands',
  'tags',
  'spec_definitions',
  'documents',
] as const;

export type CatalogueTable = (typeof CATALOGUE_TABLES)[number];

/** ANALYZE of the given tables (names from CATALOGUE_TABLES only: they are written into the statement). */
export async function refreshStatistics(db: DbOrTx, tables: readonly CatalogueTable[]): Promise<void> {
  const known = tables.filter((t) => (CATALOGUE_TABLES as readonly string[]).includes(t));
  if (known.length) await db.execute(sql.raw(`analyze ${known.join(', ')}`));
}

/** ANALYZE of every table (after a restore, and on the embedded database, which has no autovacuum). */
export async function refreshAllStatistics(db: DbOrTx): Promise<void> {
  await db.execute(sql`analyze`);
}
