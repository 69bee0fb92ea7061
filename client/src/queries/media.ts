import { queryOptions } from '@tanstack/react-query';
import type { MediaFile } from '../../../core/schemas/images';
import type { MediaListItem, MediaPatch, MediaSort, MediaUsageFilter } from '../../../core/schemas/media';
import { apiJson } from '../lib/api';

/** GET /api/media?search=&sort=&usage=: the media library, each file with its uses (#14). */
export const mediaQuery = (params: { search?: string; sort?: MediaSort; usage?: MediaUsageFilter } = {}) =>
  queryOptions<MediaListItem[]>({
    queryKey: [
      '/api/media',
      {
        search: params.search?.trim() || undefined,
        sort: params.sort ?? 'newest',
        usage: params.usage && params.usage !== 'all' ? params.usage : undefined,
      },
    ],
  });

/** Every media query (for invalidation after a change). */
export const mediaKey = ['/api/media'] as const;

/** PATCH /api/media/{id}: a file's name, alt text, caption, description and tags. */
export const updateMedia = (id: number, body: MediaPatch) =>
  apiJson<MediaFile>('PATCH', `/api/media/${id}`, body);
