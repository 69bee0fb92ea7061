// One page of an admin list (#21: documents, pages, galleries, redirects, users): the rows of the page in a
// stable order (every order ends on the id), each carrying the total under the filter as a window count, so
// a page is one query; only a page past the end, which has no row to carry it, counts separately.
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';
import { totalPagesFor } from '../../core/rules/pagination';
import { likePattern } from '../modules/products/filters';

/** The total under the filter, on every row of the page. */
export const windowTotal = () => sql<number>`(count(*) over ())::int`;

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

/** `limit` and `offset` of the requested page. */
export const pageWindowOf = ({ page, limit }: PageRequest) => ({ limit, offset: (page - 1) * limit });

/** The list's answer `{ [key]: rows, total, totalPages, page, limit }` from the rows of one page. */
export async function pageAnswer<K extends string, R extends { total: number }>(
  key: K,
  rows: R[],
  request: PageRequest,
  countAll: () => Promise<number>,
): Promise<{ [P in K]: Array<Omit<R, 'total'>> } & PageRequest & { total: number; totalPages: number }> {
  const total = rows.length > 0 ? Number(rows[0]!.total) : request.page > 1 ? await countAll() : 0;
  const items = rows.map(({ total: _total, ...row }) => row);
  return {
    ...({ [key]: items } as { [P in K]: Array<Omit<R, 'total'>> }),
    total,
    totalPages: totalPagesFor(total, request.limit),
    page: request.page,
    limit: request.limit,
  };
}
