import { queryOptions } from '@tanstack/react-query';
import type { DocumentItem } from '../../../core/schemas/documents';

/** GET /api/documents: the document library. */
export const documentsQuery = () => queryOptions<DocumentItem[]>({ queryKey: ['/api/documents'] });
