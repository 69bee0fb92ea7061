import { queryOptions } from '@tanstack/react-query';
import type { DocumentInput, DocumentItem, DocumentPatch } from '../../../core/schemas/documents';
import { apiJson } from '../lib/api';

/** GET /api/documents: the document library. */
export const documentsQuery = () => queryOptions<DocumentItem[]>({ queryKey: ['/api/documents'] });

/** POST /api/documents: a document by its address. */
export const createDocument = (body: DocumentInput) => apiJson<DocumentItem>('POST', '/api/documents', body);

/** PATCH /api/documents/{id}: only the fields sent change. */
export const updateDocument = (id: number, body: DocumentPatch) =>
  apiJson<DocumentItem>('PATCH', `/api/documents/${id}`, body);
