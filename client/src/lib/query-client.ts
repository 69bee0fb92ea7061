// Cache rules of the specification: never stale, no refetch on focus, no polling, no retries,
// unused entries dropped after 5 minutes.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, TWO_FACTOR_REQUIRED_MESSAGE } from '../../../core/constants';
import { ApiError, getQueryFn } from './api';

export function createQueryClient(): QueryClient {
  // A call refused because two-factor set-up became required during the session (#16): reload the
  // user, whose flag puts the set-up screen in place of the shell — no manual reload.
  const onError = (error: unknown) => {
    if (
      error instanceof ApiError &&
      error.status === 403 &&
      error.serverMessage === TWO_FACTOR_REQUIRED_MESSAGE
    )
      void client.invalidateQueries({ queryKey: ['/api/user'] });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
