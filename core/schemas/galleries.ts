// Galleries (document 001 §2.11, §2.13, §3–§9). The public shape is the contract between the
// gallery API and the public gallery component; the admin shapes live beside it.
import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../constants';
import { SLUG_PATTERN } from '../rules/slug';
import { isoDateTime, listPageQuery, listPageResponse, optionalText } from './common';
import { mediaFileResponse, mediaVariants } from './images';
import { tagList, tagText } from './media';
import { inRange, maxChars } from './messages';

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

// ---------------------------------------------------------------- admin shapes

const SLUG_FORMAT_MESSAGE = 'Slug may contain only lowercase letters, digits and single hyphens';
const optional = optionalText;

export const galleryInput = z.strictObject({
  name: z
    .string({ message: 'Gallery name is required' })
    .trim()
    .min(1, { message: 'Gallery name is required', abort: true })
    .max(200, maxChars(200)),
  slug: z
    .string({ message: 'Slug is required' })
    .trim()
    .min(1, { message: 'Slug is required', abort: true })
    .max(200, maxChars(200))
    .regex(SLUG_PATTERN, { message: SLUG_FORMAT_MESSAGE }),
  title: optional(200),
  description: optional(2000),
  /** A page's slug; "none", empty or null mean no page. */
  pageSlug: z
    .string()
    .trim()
    .max(200, maxChars(200))
    .nullish()
    .transform((v) => (!v || v === 'none' ? null : v))
    .refine((v) => v === null || SLUG_PATTERN.test(v), { message: 'Choose a page or none' }),
  isActive: z.boolean({ message: 'isActive must be true or false' }).default(true),
});
export type GalleryInput = z.input<typeof galleryInput>;
export type GalleryValues = z.output<typeof galleryInput>;

export const galleryResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  pageSlug: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  itemCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Gallery = z.input<typeof galleryResponse>;

/** GET /api/galleries (#21): one page of the galleries in their sort order, searched by name and slug. */
export const galleryListQuery = listPageQuery(ADMIN_DEFAULT_PAGE_SIZE);
export type GalleryListQuery = z.input<typeof galleryListQuery>;
export const galleryListResponse = listPageResponse('galleries', galleryResponse);
export type GalleryList = z.input<typeof galleryListResponse>;

const itemTags = tagList;

const itemFields = {
  title: optional(200),
  caption: optional(500),
  description: optional(2000),
  altText: optional(300),
  tags: itemTags.default([]),
  isVisible: z.boolean({ message: 'isVisible must be true or false' }).default(true),
  isFeatured: z.boolean({ message: 'isFeatured must be true or false' }).default(false),
};

const positiveId = (what: string) =>
  z
    .number({ message: `${what} is required` })
    .int()
    .positive({ message: `${what} is required` });

const itemSortOrder = z
  .number({ message: 'Sort order must be a whole number' })
  .int({ message: 'Sort order must be a whole number' })
  .min(0, inRange(0, 100_000, 'Sort order'))
  .max(100_000, inRange(0, 100_000, 'Sort order'));

/** POST /api/gallery-items; sortOrder defaults to the gallery's current item count. */
export const galleryItemInput = z.strictObject({
  galleryId: positiveId('galleryId'),
  mediaFileId: positiveId('mediaFileId'),
  ...itemFields,
  sortOrder: itemSortOrder.optional(),
});
export type GalleryItemInput = z.input<typeof galleryItemInput>;

/** PUT /api/gallery-items/{id}: the item's metadata (the gallery and media file stay). */
export const galleryItemUpdate = z.strictObject({
  title: itemFields.title.optional(),
  caption: itemFields.caption.optional(),
  description: itemFields.description.optional(),
  altText: itemFields.altText.optional(),
  tags: itemTags.optional(),
  isVisible: z.boolean({ message: 'isVisible must be true or false' }).optional(),
  isFeatured: z.boolean({ message: 'isFeatured must be true or false' }).optional(),
  sortOrder: itemSortOrder.optional(),
});
export type GalleryItemUpdate = z.input<typeof galleryItemUpdate>;

/** The "Edit Gallery Item" form: tags typed comma-separated; its output is the PUT body. */
export const galleryItemForm = galleryItemUpdate.extend({ tags: tagText });

export const galleryItemsQuery = z.strictObject({
  galleryId: z.coerce
    .number({ message: 'galleryId is required' })
    .int()
    .positive({ message: 'galleryId is required' }),
});

export const reorderInput = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        sortOrder: itemSortOrder,
      }),
    )
    .min(1, { message: 'items must list the gallery items' })
    .max(1000),
});
export type ReorderInput = z.input<typeof reorderInput>;

export const galleryIdParam = z.strictObject({
  galleryId: z.coerce.number().int().positive({ message: 'Invalid id' }),
});

export const galleryItemResponse = z.object({
  id: z.number().int(),
  galleryId: z.number().int(),
  mediaFileId: z.number().int(),
  title: z.string().nullable(),
  caption: z.string().nullable(),
  description: z.string().nullable(),
  altText: z.string().nullable(),
  tags: z.array(z.string()),
  isVisible: z.boolean(),
  isFeatured: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  mediaFile: mediaFileResponse,
});
export type GalleryItem = z.input<typeof galleryItemResponse>;
