import { queryOptions } from '@tanstack/react-query';
import { ADMIN_DEFAULT_PAGE_SIZE, type DocumentKind } from '../../../core/constants';
import type {
  DocumentInput,
  DocumentItem,
  DocumentList,
  DocumentPatch,
} from '../../../core/schemas/documents';
import { apiJson } from '../lib/api';

/**
 * GET /api/documents?search=&kind=&page=&limit=: one page of the document library and the total under
 * the filter (#21: paged on the server).
 */
export const documentsQuery = (
  params: { search?: string; kind?: DocumentKind; page?: number; limit?: number } = {},
) =>
  queryOptions<DocumentList>({
    queryKey: [
      '/api/documents',
      {
        search: params.search?.trim() || undefined,
        kind: params.kind,
        page: params.page && params.page > 1 ? params.page : undefined,
        limit: params.limit && params.limit !== ADMIN_DEFAULT_PAGE_SIZE ? params.limit : undefined,
      },
    ],
  });

/** Every documents query (for invalidation after a change). */
export const documentsKey = ['/api/documents'] as const;

/** POST /api/documents: a document by its address. */
export const createDocument = (body: DocumentInput) => apiJson<DocumentItem>('POST', '/api/documents', body);

/** PATCH /api/documents/{id}: only the fields sent change. */
export const updateDocument = (id: number, body: DocumentPatch) =>
  apiJson<DocumentItem>('PATCH', `/api/documents/${id}`, body);
