import { queryOptions } from '@tanstack/react-query';
import type { Redirect } from '../../../core/schemas/redirects';
import { getQueryFn } from '../lib/api';

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
