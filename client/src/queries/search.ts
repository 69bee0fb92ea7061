// Search queries (#17): the header's predictive suggestions and the synonym groups of the admin.
import { queryOptions } from '@tanstack/react-query';
import type { Suggestions, SynonymGroup } from '../../../core/schemas/search';

export const SYNONYMS_KEY = '/api/search/synonyms';

/** GET /api/search/suggest?q=: up to 6 products and 3 categories for what the buyer is typing. */
export const suggestQuery = (q: string) =>
  queryOptions<Suggestions>({
    queryKey: ['/api/search/suggest', { q }],
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });

export const synonymsQuery = () => queryOptions<SynonymGroup[]>({ queryKey: [SYNONYMS_KEY] });
