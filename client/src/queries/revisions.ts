// A record's history (#19). Keys sit under the record's own key ([PRODUCTS_KEY, id], ['/api/pages', id]
// …), so every write that refreshes the record (or its list) refreshes its history too.
import { queryOptions } from '@tanstack/react-query';
import type { RevisionDetail, RevisionList } from '../../../core/schemas/revisions';
import { PRODUCTS_KEY } from './products';

export const revisionsQuery = (prefix: readonly unknown[], page: number, limit: number) =>
  // Always fresh when shown: writes of child rows (a gallery's items) refresh other keys than the record's.
  queryOptions<RevisionList>({ queryKey: [...prefix, 'revisions', { page, limit }], staleTime: 0 });

export const revisionQuery = (prefix: readonly unknown[], revisionId: number) =>
  queryOptions<RevisionDetail>({ queryKey: [...prefix, 'revisions', revisionId] });

export const productRevisionsQuery = (id: number, page: number, limit: number) =>
  revisionsQuery([PRODUCTS_KEY, id], page, limit);

export const productRevisionQuery = (id: number, revisionId: number) =>
  revisionQuery([PRODUCTS_KEY, id], revisionId);
