// Cache rules of the specification: never stale, no refetch on focus, no polling, no retries,
// unused entries dropped after 5 minutes.
import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS } from '../../../core/constants';
import { getQueryFn } from './api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
