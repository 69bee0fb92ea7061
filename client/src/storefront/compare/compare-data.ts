// What the server needs to render /compare?products=a,b without loading the page's code: the query,
// <head> (noindex: a comparison is a view of product pages, not content of its own) and the status.
import { queryOptions } from '@tanstack/react-query';
import { COMPARE_MAX, compareHref, parseCompareSlugs } from '../../../../core/rules/compare';
import type { CompareData } from '../../../../core/schemas/compare';
import { ApiError } from '../../lib/api';
import type { HeadData } from '../head';
import type { PageContext } from '../routes';

/** The slugs of the address: the first four are compared, any more are named in a notice. */
export function compareSlugs(search: URLSearchParams): { slugs: string[]; extra: string[] } {
  const all = parseCompareSlugs(search.getAll('products'));
  return { slugs: all.slice(0, COMPARE_MAX), extra: all.slice(COMPARE_MAX) };
}

/** GET /api/products/compare?products=a,b (#20). */
export const compareQuery = (slugs: string[]) =>
  queryOptions<CompareData>({
    queryKey: ['/api/products/compare', { products: slugs.join(',') }],
    retry: false,
    retryOnMount: false,
  });

export const compareQueries = (ctx: Pick<PageContext, 'search'>) => {
  const { slugs } = compareSlugs(ctx.search);
  return slugs.length ? [compareQuery(slugs)] : [];
};

export function compareHead(ctx: PageContext): HeadData {
  const { slugs } = compareSlugs(ctx.search);
  const data = slugs.length ? ctx.queryClient.getQueryData(compareQuery(slugs).queryKey) : undefined;
  const names = data?.products.map((p) => p.name) ?? [];
  return {
    title: names.length ? `Compare ${names.join(' vs ')} | Torchworks` : 'Compare Products | Torchworks',
    description: names.length
      ? `Specifications of ${names.join(', ')} side by side.`
      : 'Compare up to four Torchworks products side by side.',
    canonicalPath: compareHref(data?.products.map((p) => p.slug) ?? []),
    robots: 'noindex',
  };
}

/** 404 when no product of the address exists; 503 when the data could not be loaded. */
export function compareStatus(ctx: PageContext): number {
  const { slugs } = compareSlugs(ctx.search);
  if (!slugs.length) return 200;
  const state = ctx.queryClient.getQueryState(compareQuery(slugs).queryKey);
  if (state?.data) return 200;
  const error = state?.error;
  if (error instanceof ApiError && error.status >= 500) return 503;
  return 404;
}
