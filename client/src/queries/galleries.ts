import { queryOptions } from '@tanstack/react-query';
import type {
  Gallery,
  GalleryInput,
  GalleryItem,
  GalleryItemUpdate,
  GalleryList,
  PublicGallery,
} from '../../../core/schemas/galleries';
import { apiJson } from '../lib/api';
import { type ListPageParams, listPageParams } from './list-page';

/** GET /api/galleries/slug/{slug}: a public gallery with its visible items in order. */
export const galleryBySlugQuery = (slug: string) =>
  queryOptions<PublicGallery>({ queryKey: [`/api/galleries/slug/${encodeURIComponent(slug)}`] });

/** GET /api/galleries?search=&page=&limit=: one page of the galleries (admin) and the total (#21: paged). */
export const galleriesQuery = (params: ListPageParams = {}) =>
  queryOptions<GalleryList>({ queryKey: ['/api/galleries', listPageParams(params)] });

/** Every galleries query (for invalidation after a change). */
export const galleriesKey = ['/api/galleries'] as const;

/** GET /api/gallery-items?galleryId=: a gallery's items with their media files (admin). */
export const galleryItemsQuery = (galleryId: number) =>
  queryOptions<GalleryItem[]>({ queryKey: ['/api/gallery-items', { galleryId }] });

/** POST /api/galleries. */
export const createGallery = (body: GalleryInput) => apiJson<Gallery>('POST', '/api/galleries', body);

/** PUT /api/galleries/{id}: the gallery's one update verb (every field). */
export const updateGallery = (id: number, body: GalleryInput) =>
  apiJson<Gallery>('PUT', `/api/galleries/${id}`, body);

/** PUT /api/gallery-items/{id}: a gallery item's details. */
export const updateGalleryItem = (id: number, body: GalleryItemUpdate) =>
  apiJson<GalleryItem>('PUT', `/api/gallery-items/${id}`, body);
