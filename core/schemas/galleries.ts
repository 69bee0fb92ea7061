// Galleries (document 001 §2.11, §2.13, §3–§9). The public shape is the contract between the
// gallery API and the public gallery component; the admin shapes live beside it.
import { z } from 'zod';
import { mediaVariants } from './images';

/** One visible item of a public gallery, with everything the page needs to draw it. */
export const publicGalleryItem = z.object({
  id: z.number().int(),
  mediaFileId: z.number().int(),
  title: z.string().nullable(),
  caption: z.string().nullable(),
  description: z.string().nullable(),
  /** The item's alt text, or the media file's when the item has none. */
  alt: z.string(),
  isFeatured: z.boolean(),
  sortOrder: z.number().int(),
  /** The original (re-encoded) image. */
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: mediaVariants.nullable(),
});
export type PublicGalleryItem = z.input<typeof publicGalleryItem>;

/** GET /api/galleries/slug/{slug}: an active gallery with its visible items, featured first, then by sort order. */
export const publicGallery = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  pageSlug: z.string().nullable(),
  items: z.array(publicGalleryItem),
});
export type PublicGallery = z.input<typeof publicGallery>;
