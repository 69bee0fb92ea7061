import { queryOptions } from '@tanstack/react-query';
import { DEFINITIONS_STALE_TIME_MS } from '../../../core/constants';
import type {
  SpecCategory,
  SpecCategoryInput,
  SpecDefinition,
  SpecDefinitionInput,
  SpecDefinitionPatch,
} from '../../../core/schemas/specs';
import { apiJson } from '../lib/api';

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

/** POST /api/spec-categories. */
export const createSpecCategory = (body: SpecCategoryInput) =>
  apiJson<SpecCategory>('POST', '/api/spec-categories', body);

/** PUT /api/spec-categories/{id}: the specification category's one update verb (every field). */
export const updateSpecCategory = (id: number, body: SpecCategoryInput) =>
  apiJson<SpecCategory>('PUT', `/api/spec-categories/${id}`, body);

/** POST /api/specs/definitions. */
export const createSpecDefinition = (body: SpecDefinitionInput) =>
  apiJson<SpecDefinition>('POST', '/api/specs/definitions', body);

/** PATCH /api/specs/definitions/{id}: only the fields sent change. */
export const updateSpecDefinition = (id: number, body: SpecDefinitionPatch) =>
  apiJson<SpecDefinition>('PATCH', `/api/specs/definitions/${id}`, body);
