// The public catalogue's queries (document 001 §7 "storefront"). The same keys are prefetched by the
// server (route queries) and read by the hydrated page, so the client does not fetch again.
import { queryOptions } from '@tanstack/react-query';
import type { CategoryCount, ProductDetails, SpecCounts, TagCount } from '../../../core/schemas/catalogue';
import type { ProductList } from '../../../core/schemas/products';
import { PRODUCTS_KEY } from './products';

type Params = Record<string, string | number | undefined>;

/** GET /api/products for visitors: active products, sorted in SQL across all results, one page. */
export const catalogueListQuery = (params: Params) =>
  queryOptions<ProductList>({
    queryKey: [PRODUCTS_KEY, { status: 'active', ...params }],
    placeholderData: (previous) => previous,
  });

export const categoryCountsQuery = (params: Params) =>
  queryOptions<CategoryCount[]>({ queryKey: ['/api/categories/with-counts', params] });

export const tagCountsQuery = (params: Params) =>
  queryOptions<TagCount[]>({
    queryKey: ['/api/tags/with-counts', { ...params, tagCategory: 'applications' }],
  });

export const specCountsQuery = (params: Params) =>
  queryOptions<SpecCounts>({ queryKey: ['/api/specs/with-counts', params] });

/** GET /api/products/slug/{slug}/details: the full public product. */
export const productDetailsQuery = (slug: string) =>
  queryOptions<ProductDetails>({
    queryKey: [`/api/products/slug/${encodeURIComponent(slug)}/details`],
    retry: false,
    // A missing product answered 404 on the server: keep that answer instead of asking again on mount.
    retryOnMount: false,
  });
