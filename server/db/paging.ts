// One page of an admin list (#21: pages, galleries, redirects, users): the rows of the page in a stable
// order (every order ends on the id) read from the order's index, and the total under the filter from a
// separate count. A window count (`count(*) over ()`, as the documents list has) is one query but buffers
// every filtered row before the first is sent: 80–90 ms at 100,000 redirects or 20,000 pages on PostgreSQL,
// against 0.1 ms for the page and 8–12 ms for the count (docs/decisions.md).
import { type AnyColumn, count, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { totalPagesFor } from '../../core/rules/pagination';
import { likePattern } from '../modules/products/filters';
import type { DbOrTx } from './client';

/** Any of the columns contains the search (case-insensitive); nothing to filter for a blank search. */
export function searchAny(search: string | undefined, ...columns: Array<AnyColumn | SQL>): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(...columns.map((column) => sql`lower(coalesce(${column}, '')) like ${pattern}`));
}

export interface PageRequest {
  page: number;
  limit: number;
}

/** The number of rows of `table` under `where` (a list's total). */
export async function countWhere(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  return Number((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);
}

/** `limit` and `offset` of the requested page. */
export const pageWindowOf = ({ page, limit }: PageRequest) => ({ limit, offset: (page - 1) * limit });

/** The list's answer `{ [key]: rows, total, totalPages, page, limit }`: the page's rows and the count. */
export async function pageAnswer<K extends string, R>(
  key: K,
  request: PageRequest,
  rows: () => Promise<R[]>,
  countAll: () => Promise<number>,
): Promise<{ [P in K]: R[] } & PageRequest & { total: number; totalPages: number }> {
  const [items, total] = await Promise.all([rows(), countAll()]);
  return {
    ...({ [key]: items } as { [P in K]: R[] }),
    total,
    totalPages: totalPagesFor(total, request.limit),
    page: request.page,
    limit: request.limit,
  };
}
