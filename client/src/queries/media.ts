import { queryOptions } from '@tanstack/react-query';
import type { MediaFile } from '../../../core/schemas/images';
import {
  MEDIA_DEFAULT_LIMIT,
  type MediaList,
  type MediaPatch,
  type MediaSort,
  type MediaUsageFilter,
} from '../../../core/schemas/media';
import { apiJson } from '../lib/api';

/**
 * GET /api/media?search=&sort=&usage=&page=&limit=: one page of the media library, each file with its
 * uses (#14), and the total under the filter (#18: paged on the server).
 */
export const mediaQuery = (
  params: { search?: string; sort?: MediaSort; usage?: MediaUsageFilter; page?: number; limit?: number } = {},
) =>
  queryOptions<MediaList>({
    queryKey: [
      '/api/media',
      {
        search: params.search?.trim() || undefined,
        sort: params.sort ?? 'newest',
        usage: params.usage && params.usage !== 'all' ? params.usage : undefined,
        page: params.page && params.page > 1 ? params.page : undefined,
        limit: params.limit && params.limit !== MEDIA_DEFAULT_LIMIT ? params.limit : undefined,
      },
    ],
  });

/** Every media query (for invalidation after a change). */
export const mediaKey = ['/api/media'] as const;

/** PATCH /api/media/{id}: a file's name, alt text, caption, description and tags. */
export const updateMedia = (id: number, body: MediaPatch) =>
  apiJson<MediaFile>('PATCH', `/api/media/${id}`, body);
