import { queryOptions } from '@tanstack/react-query';
import type { MediaFile } from '../../../core/schemas/images';
import type { MediaSort } from '../../../core/schemas/media';

/** GET /api/media?search=&sort=: the media library. */
export const mediaQuery = (params: { search?: string; sort?: MediaSort } = {}) =>
  queryOptions<MediaFile[]>({
    queryKey: ['/api/media', { search: params.search?.trim() || undefined, sort: params.sort ?? 'newest' }],
  });

/** Every media query (for invalidation after a change). */
export const mediaKey = ['/api/media'] as const;
