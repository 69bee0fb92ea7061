import { queryOptions } from '@tanstack/react-query';
import type { Redirect, RedirectInput, RedirectList, RedirectUpdate } from '../../../core/schemas/redirects';
import { apiJson, getQueryFn } from '../lib/api';
import { type ListPageParams, listPageParams } from './list-page';

/**
 * GET /api/seo/redirects?search=&page=&limit=: one page of the redirects and the total (#21: paged). Must
 * answer OK with the page's redirects as an array (SEO-18, the array is now under `redirects`).
 */
export const redirectsQuery = (params: ListPageParams = {}) =>
  queryOptions<RedirectList>({
    queryKey: ['/api/seo/redirects', listPageParams(params)],
    queryFn: async (context) => {
      const list = await getQueryFn<unknown>({ on401: 'throw' })(context);
      if (!list || typeof list !== 'object' || !Array.isArray((list as { redirects?: unknown }).redirects))
        throw new Error('The redirect list is not an array');
      return list as RedirectList;
    },
  });

/** Every redirects query (for invalidation after a change). */
export const redirectsKey = ['/api/seo/redirects'] as const;

/** POST /api/seo/redirects. */
export const createRedirect = (body: RedirectInput) => apiJson<Redirect>('POST', '/api/seo/redirects', body);

/** PUT /api/seo/redirects/{id}: the redirect's one update verb (the list's active switch sends it too). */
export const updateRedirect = (id: number, body: RedirectUpdate) =>
  apiJson<Redirect>('PUT', `/api/seo/redirects/${id}`, body);
