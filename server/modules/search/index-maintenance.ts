// Bulk writes and the derived product indexes (#17, #18). The triggers of migrations 0002/0004/0005 keep
// the facet rows and the search documents of the products each statement touched. A bulk write touches the
// same products in several statements (products, then values, then tags), so inside `withDeferredSearch`
// the triggers only note the ids (facets_pending, search_pending) and the flush writes each product's facet
// row and search document once, in short statements: no statement grows with the size of the import, and
// none comes near the statement timeout.
import { sql } from 'drizzle-orm';
import type { FinishingStep } from '../../../core/schemas/jobs';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';

/** Products rebuilt per statement by a flush (~0.1 ms each on PostgreSQL). */
export const FLUSH_BATCH = 1000;

/** The finishing steps of an import that a flush performs (core/schemas/jobs.ts importProgress.finishing). */
type FlushStep = Exclude<FinishingStep, 'history'>;

type FlushOptions = {
  batch?: number;
  between?: () => Promise<void>;
  /** Told after each statement: which index, products done, products noted. */
  onProgress?: (step: FlushStep, done: number, total: number) => void;
};

/**
 * Runs `work` in the open transaction `tx` with the rebuild deferred, then flushes. The setting is local
 * to the transaction: a rollback forgets the noted ids with everything else.
 */
export async function withDeferredSearch<T>(
  tx: DbOrTx,
  work: () => Promise<T>,
  options: FlushOptions = {},
): Promise<T> {
  await tx.execute(sql`select set_config('search.defer', 'on', true)`);
  const result = await work();
  await tx.execute(sql`select set_config('search.defer', 'off', true)`);
  await flushSearchIndex(tx, options);
  return result;
}

/**
 * Rebuilds the search documents, then writes the facet rows (whose name words come from the documents),
 * of the noted products, `batch` per statement. Returns how many search documents were rebuilt.
 */
export async function flushSearchIndex(db: DbOrTx, options: FlushOptions = {}): Promise<number> {
  const rebuilt = await flushPending(db, 'search_pending', 'product_search_sync', 'search', options);
  await flushPending(db, 'facets_pending', 'product_facets_sync', 'filters', options);
  return rebuilt;
}

async function flushPending(
  db: DbOrTx,
  table: 'facets_pending' | 'search_pending',
  sync: 'product_facets_sync' | 'product_search_sync',
  step: FlushStep,
  options: FlushOptions,
): Promise<number> {
  const batch = options.batch ?? FLUSH_BATCH;
  let total = 0;
  const noted = options.onProgress
    ? ((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]?.n ?? 0)
    : 0;
  // In id order from the last one taken: the rows this transaction deleted stay in the index until it
  // commits, and starting from the smallest id again made each batch step over all of them (quadratic).
  let after = 0;
  for (;;) {
    const [row] = await queryRows<{ n: number; last: number | null }>(
      db,
      sql`with batch as (
            delete from ${sql.raw(table)} where product_id in (
              select product_id from ${sql.raw(table)} where product_id > ${after}
              order by product_id limit ${batch})
            returning product_id)
          select count(*)::int as n, max(product_id) as last,
            ${sql.raw(sync)}(array_agg(product_id))::text as done from batch`,
    );
    const n = row?.n ?? 0;
    total += n;
    if (noted) options.onProgress?.(step, Math.min(total, noted), noted);
    if (n < batch || row?.last == null) return total;
    after = row.last;
    await options.between?.();
  }
}
