// A product's history (#19). Keys sit under the product's key, so every product write (which
// invalidates [PRODUCTS_KEY, id]) refreshes the history too.
import { queryOptions } from '@tanstack/react-query';
import type { RevisionDetail, RevisionList } from '../../../core/schemas/revisions';
import { PRODUCTS_KEY } from './products';

export const productRevisionsQuery = (id: number, page: number, limit: number) =>
  queryOptions<RevisionList>({ queryKey: [PRODUCTS_KEY, id, 'revisions', { page, limit }] });

export const productRevisionQuery = (id: number, revisionId: number) =>
  queryOptions<RevisionDetail>({ queryKey: [PRODUCTS_KEY, id, 'revisions', revisionId] });
