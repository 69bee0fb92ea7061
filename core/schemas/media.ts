// Media library (document 001 §2.6, §3, §5, §7): list query, details patch and the delete-in-use answer.
import { z } from 'zod';
import { optionalText } from './common';
import { mediaFileResponse } from './images';
import { inRange, maxChars } from './messages';

export const MEDIA_SORTS = ['newest', 'oldest', 'size', 'name'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

/** Which files the list shows: every file, only those something uses, or only the unused ones (#14). */
export const MEDIA_USAGE_FILTERS = ['all', 'used', 'unused'] as const;
export type MediaUsageFilter = (typeof MEDIA_USAGE_FILTERS)[number];

/** At most this many files per page of the library (#18: the list is paged on the server). */
export const MEDIA_MAX_LIMIT = 100;
export const MEDIA_DEFAULT_LIMIT = 24;

export const mediaListQuery = z.strictObject({
  search: z.string().max(200, maxChars(200)).optional(),
  sort: z.enum(MEDIA_SORTS, { message: 'sort must be newest, oldest, size or name' }).default('newest'),
  usage: z.enum(MEDIA_USAGE_FILTERS, { message: 'usage must be all, used or unused' }).default('all'),
  page: z.coerce.number().int().min(1, { message: 'page must be 1 or more' }).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, inRange(1, MEDIA_MAX_LIMIT, 'limit'))
    .max(MEDIA_MAX_LIMIT, inRange(1, MEDIA_MAX_LIMIT, 'limit'))
    .default(MEDIA_DEFAULT_LIMIT),
});
export type MediaListQuery = z.input<typeof mediaListQuery>;

/** "a, b,, c " → ["a", "b", "c"]: trimmed, blanks dropped, duplicates (case-insensitive) dropped. */
export function splitTags(text: string): string[] {
  return cleanTags(text.split(','));
}

export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

export const ALT_REQUIRED = 'Alt text is required for SEO';

export const tagList = z
  .array(z.string().max(60, { message: 'Each tag must be at most 60 characters' }))
  .max(30, { message: 'At most 30 tags' })
  .transform(cleanTags);

/** PATCH /api/media/{id}: every field optional; alt, when sent, must not be blank. */
export const mediaPatch = z.strictObject({
  displayName: optionalText(200).optional(),
  alt: z
    .string({ message: ALT_REQUIRED })
    .trim()
    .min(1, { message: ALT_REQUIRED, abort: true })
    .max(300, maxChars(300))
    .optional(),
  caption: optionalText(500).optional(),
  description: optionalText(2000).optional(),
  tags: tagList.optional(),
});
export type MediaPatch = z.input<typeof mediaPatch>;

/** Tags typed comma-separated in a form: split, trimmed and checked like a tag list. */
export const tagText = z.string().max(2000, maxChars(2000)).transform(splitTags).pipe(tagList);

/** The "Edit Media Details" form: tags typed comma-separated; its output is the PATCH body. */
export const mediaDetailsForm = z.strictObject({
  displayName: z.string().max(200, maxChars(200)),
  alt: z.string().trim().min(1, { message: ALT_REQUIRED }).max(300, maxChars(300)),
  caption: z.string().max(500, maxChars(500)),
  description: z.string().max(2000, maxChars(2000)),
  tags: tagText,
});
export type MediaDetailsForm = z.input<typeof mediaDetailsForm>;

export const mediaDeleteQuery = z.strictObject({
  force: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

const usageRef = z.object({ id: z.number().int(), name: z.string() });

/** Where a media file is used (#14): product image lists, gallery items, brand logos and page content. */
export const mediaUsageResponse = z.object({
  products: z.array(usageRef),
  galleries: z.array(usageRef),
  brands: z.array(usageRef),
  /** Pages whose Markdown links or shows the file (name = the page title). */
  pages: z.array(usageRef),
});
export type MediaUsage = z.infer<typeof mediaUsageResponse>;

export const mediaListItem = mediaFileResponse.extend({ usage: mediaUsageResponse });
export type MediaListItem = z.input<typeof mediaListItem>;
/** One page of the library, with the count of every file the filter selects (the file-count badge). */
export const mediaListResponse = z.object({
  media: z.array(mediaListItem),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type MediaList = z.input<typeof mediaListResponse>;

export const MAX_BULK_DELETE = 200;

/** POST /api/media/bulk-delete: several unused files at once; one in use refuses the whole call (409). */
export const mediaBulkDeleteBody = z.strictObject({
  ids: z
    .array(z.number({ message: 'ids must be media file ids' }).int().positive(), {
      message: 'ids must be a list of media file ids',
    })
    .min(1, { message: 'Choose at least one file' })
    .max(MAX_BULK_DELETE, { message: `At most ${MAX_BULK_DELETE} files at once` })
    .transform((ids) => [...new Set(ids)]),
});
export const mediaBulkDeleteResponse = z.object({ deleted: z.number().int() });
export { mediaFileResponse };
