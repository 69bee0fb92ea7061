import { queryOptions } from '@tanstack/react-query';
import { DEFINITIONS_STALE_TIME_MS } from '../../../core/constants';
import type { SpecCategory, SpecDefinition } from '../../../core/schemas/specs';

/** GET /api/specs/definitions: cached 5 minutes, not refetched on window focus (document 000 §7). */
export const specDefinitionsQuery = () =>
  queryOptions<SpecDefinition[]>({
    queryKey: ['/api/specs/definitions'],
    staleTime: DEFINITIONS_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });

/** GET /api/spec-categories: cached 5 minutes. */
export const specCategoriesQuery = () =>
  queryOptions<SpecCategory[]>({
    queryKey: ['/api/spec-categories'],
    staleTime: DEFINITIONS_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });
