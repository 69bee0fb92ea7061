// The planner's statistics after a bulk write (#18, #21). PostgreSQL's autovacuum analyzes a table only
// after its next nap (a minute) once a tenth of it changed, and the embedded database has no autovacuum
// at all: right after a 74,000-product import the planner knew nothing of the new rows, and the export
// that followed read every specification and tag page by hash joins over whole tables (57 and 44 ms a
// page instead of a few). ANALYZE samples at most 30,000 rows a table, so it costs a fraction of a
// second however large the catalogue, and may run in a transaction.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Rows an import writes from which it analyzes the catalogue's tables itself. */
export const BULK_WRITE_ROWS = 1000;

/** The tables an import's products and their rows live in, with the indexes derived from them. */
const CATALOGUE_TABLES = [
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
];

/** ANALYZE of the catalogue's tables (after a bulk import). */
export async function refreshCatalogueStatistics(db: DbOrTx): Promise<void> {
  await db.execute(sql.raw(`analyze ${CATALOGUE_TABLES.join(', ')}`));
}

/** ANALYZE of every table (after a restore, and on the embedded database, which has no autovacuum). */
export async function refreshAllStatistics(db: DbOrTx): Promise<void> {
  await db.execute(sql`analyze`);
}
