// The state of an admin list lives in the address (/admin/products?search=…&page=2&limit=48): reloading,
// sharing or going back returns to the same view. Defaults are left out of the address, unknown values
// fall back to the default, and any change other than the page itself starts again at page 1.
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ADMIN_DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../core/constants';
import type { ListPaging } from './list-view';

/** The list's own filters (search, sort, category …): each with its default and, optionally, its choices. */
export type FilterSpec<F extends Record<string, string>> = {
  [K in keyof F]: { default: F[K]; choices?: readonly F[K][] };
};

export interface ListStateOptions<F extends Record<string, string>> {
  filters: FilterSpec<F>;
  pageSizes?: readonly number[];
  defaultLimit?: number;
}

export type ListState<F extends Record<string, string>> = F & { page: number; limit: number };

export function parseListState<F extends Record<string, string>>(
  search: string,
  { filters, pageSizes = PAGE_SIZES, defaultLimit = ADMIN_DEFAULT_PAGE_SIZE }: ListStateOptions<F>,
): ListState<F> {
  const params = new URLSearchParams(search);
  const state: Record<string, string | number> = {};
  for (const [key, spec] of Object.entries(filters) as Array<
    [string, { default: string; choices?: readonly string[] }]
  >) {
    const value = params.get(key);
    state[key] = value !== null && (!spec.choices || spec.choices.includes(value)) ? value : spec.default;
  }
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  state.page = Number.isInteger(page) && page > 0 ? page : 1;
  state.limit = pageSizes.includes(limit) ? limit : defaultLimit;
  return state as ListState<F>;
}

export function serializeListState<F extends Record<string, string>>(
  state: ListState<F>,
  { filters, defaultLimit = ADMIN_DEFAULT_PAGE_SIZE }: ListStateOptions<F>,
): string {
  const params = new URLSearchParams();
  for (const [key, spec] of Object.entries(filters) as Array<[string, { default: string }]>) {
    const value = state[key];
    if (value !== spec.default) params.set(key, value as string);
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== defaultLimit) params.set('limit', String(state.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * [state, update] for one list. `update({ status: 'draft' })` goes back to page 1; `update({ page: 3 })`
 * keeps the rest. A typed search replaces the history entry; other changes add one (Back undoes them).
 */
/** `options` must be a module-level constant (it keys the memo). */
export function useListState<F extends Record<string, string>>(options: ListStateOptions<F>) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const state = useMemo(() => parseListState(search, options), [search, options]);
  const update = useCallback(
    (change: Partial<ListState<F>>) => {
      const next = { ...state, ...change, page: change.page ?? 1 } as ListState<F>;
      navigate(`${location}${serializeListState(next, options)}`, {
        replace: change.page === undefined && 'search' in change,
      });
    },
    [state, location, navigate, options],
  );
  return [state, update] as const;
}

/** ListView's `paging` for a list paged on the server (#21): the answer's page and total, the state's size. */
export function pagingOf(
  data: { page: number; totalPages: number; total: number } | undefined,
  limit: number,
  update: (change: { page?: number; limit?: number }) => void,
): ListPaging | undefined {
  return (
    data && {
      page: data.page,
      totalPages: data.totalPages,
      total: data.total,
      limit,
      onPageChange: (page) => update({ page }),
      onLimitChange: (next) => update({ limit: next }),
    }
  );
}
