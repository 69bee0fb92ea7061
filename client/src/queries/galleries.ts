import { queryOptions } from '@tanstack/react-query';
import type { Gallery, GalleryItem, PublicGallery } from '../../../core/schemas/galleries';

/** GET /api/galleries/slug/{slug}: a public gallery with its visible items in order. */
export const galleryBySlugQuery = (slug: string) =>
  queryOptions<PublicGallery>({ queryKey: [`/api/galleries/slug/${encodeURIComponent(slug)}`] });

/** GET /api/galleries: every gallery (admin). */
export const galleriesQuery = () => queryOptions<Gallery[]>({ queryKey: ['/api/galleries'] });

/** GET /api/gallery-items?galleryId=: a gallery's items with their media files (admin). */
export const galleryItemsQuery = (galleryId: number) =>
  queryOptions<GalleryItem[]>({ queryKey: ['/api/gallery-items', { galleryId }] });
