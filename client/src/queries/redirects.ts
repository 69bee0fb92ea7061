import { queryOptions } from '@tanstack/react-query';
import type { Redirect, RedirectInput, RedirectUpdate } from '../../../core/schemas/redirects';
import { apiJson, getQueryFn } from '../lib/api';

/** GET /api/seo/redirects: must answer OK and is expected to be an array (SEO-18). */
export const redirectsQuery = () =>
  queryOptions<Redirect[]>({
    queryKey: ['/api/seo/redirects'],
    queryFn: async (context) => {
      const list = await getQueryFn<unknown>({ on401: 'throw' })(context);
      if (!Array.isArray(list)) throw new Error('The redirect list is not an array');
      return list as Redirect[];
    },
  });

/** POST /api/seo/redirects. */
export const createRedirect = (body: RedirectInput) => apiJson<Redirect>('POST', '/api/seo/redirects', body);

/** PUT /api/seo/redirects/{id}: the redirect's one update verb (the list's active switch sends it too). */
export const updateRedirect = (id: number, body: RedirectUpdate) =>
  apiJson<Redirect>('PUT', `/api/seo/redirects/${id}`, body);
