import { queryOptions } from '@tanstack/react-query';
import type { PublicGallery } from '../../../core/schemas/galleries';

/** GET /api/galleries/slug/{slug}: a public gallery with its visible items in order. */
export const galleryBySlugQuery = (slug: string) =>
  queryOptions<PublicGallery>({ queryKey: [`/api/galleries/slug/${encodeURIComponent(slug)}`] });
