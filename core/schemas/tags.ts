// Tags and tag categories ("tag groups") (document 000 §3, §5; document 001 §2.7, §5).
import { z } from 'zod';
import { DEFAULT_TAG_CATEGORY_COLOR } from '../constants';
import { SLUG_PATTERN } from '../rules/slug';
import { optionalId, SLUG_FORMAT_MESSAGE } from './categories';
import { hexColor, isoDateTime, optionalText, requiredText } from './common';
import { inRange, maxChars } from './messages';

export const sortField = z
  .number({ message: 'Sort must be a whole number' })
  .int({ message: 'Sort must be a whole number' })
  .min(-1_000_000, inRange(-1_000_000, 1_000_000, 'Sort'))
  .max(1_000_000, inRange(-1_000_000, 1_000_000, 'Sort'));

/** An optional slug: empty means "generate it from the name". */
export const optionalSlug = z
  .string()
  .trim()
  .max(200, maxChars(200))
  .nullish()
  .refine((v) => !v || SLUG_PATTERN.test(v), { message: SLUG_FORMAT_MESSAGE })
  .transform((v) => v || null);

/** The input of the taxonomy's named, coloured, sorted groups (tag groups, specification categories). */
export function groupInput<S extends z.ZodType>(slug: S, defaultColor: string) {
  return z.strictObject({
    name: requiredText('Name is required', 100),
    slug,
    description: optionalText(2000),
    color: hexColor().default(defaultColor),
    sort: sortField.default(0),
  });
}

/** The answer shape of those groups. */
export const groupResponseFields = {
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  sort: z.number().int(),
  createdAt: isoDateTime,
};

/** A tag group's slug is generated from the name when empty. */
export const tagCategoryInput = groupInput(optionalSlug, DEFAULT_TAG_CATEGORY_COLOR);
export type TagCategoryInput = z.input<typeof tagCategoryInput>;

export const tagCategoryResponse = z.object({ ...groupResponseFields, tagCount: z.number().int() });
export type TagCategory = z.input<typeof tagCategoryResponse>;

export const tagInput = z.strictObject({
  name: requiredText('Tag name is required', 100),
  slug: requiredText('Slug is required', 200).regex(SLUG_PATTERN, { message: SLUG_FORMAT_MESSAGE }),
  description: optionalText(2000),
  color: hexColor('Color is required'),
  /** null when uncategorized. */
  categoryId: optionalId('Invalid tag category'),
});
export type TagInput = z.input<typeof tagInput>;

export const tagResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  categoryId: z.number().int().nullable(),
  /** The tag group, when the tag has one. */
  category: z.object({ id: z.number().int(), name: z.string(), color: z.string() }).nullable(),
  createdAt: isoDateTime,
  /** Products carrying the tag (signed out: active products only). */
  productCount: z.number().int(),
});
export type Tag = z.input<typeof tagResponse>;
