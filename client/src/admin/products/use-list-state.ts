// The products list's state lives in the address (/admin/products?search=&status=…), so reloading,
// sharing or going back returns to the same view. Defaults are left out of the address.
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ADMIN_DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../core/constants';
import { ADMIN_SORTS } from '../../../../core/schemas/products';

export interface ProductListState {
  search: string;
  category: string;
  status: string;
  /** all, complete or incomplete (the editor's completeness score). */
  completeness: string;
  sort: (typeof ADMIN_SORTS)[number];
  page: number;
  limit: number;
}

const DEFAULTS: ProductListState = {
  search: '',
  category: 'all',
  status: 'all',
  completeness: 'all',
  sort: 'newest',
  page: 1,
  limit: ADMIN_DEFAULT_PAGE_SIZE,
};

export function parseListState(search: string): ProductListState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const limit = Number(params.get('limit'));
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? 'all',
    status: ['active', 'inactive', 'draft'].includes(params.get('status') ?? '')
      ? params.get('status')!
      : 'all',
    completeness: ['complete', 'incomplete'].includes(params.get('completeness') ?? '')
      ? params.get('completeness')!
      : 'all',
    sort: (ADMIN_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ProductListState['sort'])
      : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : ADMIN_DEFAULT_PAGE_SIZE,
  };
}

export function serializeListState(state: ProductListState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.category !== DEFAULTS.category) params.set('category', state.category);
  if (state.status !== DEFAULTS.status) params.set('status', state.status);
  if (state.completeness !== DEFAULTS.completeness) params.set('completeness', state.completeness);
  if (state.sort !== DEFAULTS.sort) params.set('sort', state.sort);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULTS.limit) params.set('limit', String(state.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useProductListState() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const state = useMemo(() => parseListState(search), [search]);
  /** Any change other than the page itself starts again at page 1. */
  const update = useCallback(
    (change: Partial<ProductListState>) => {
      const next = { ...state, ...change, page: change.page ?? 1 };
      navigate(`${location}${serializeListState(next)}`, {
        replace: change.page === undefined && change.search !== undefined,
      });
    },
    [state, location, navigate],
  );
  return [state, update] as const;
}
