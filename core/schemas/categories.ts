// Product categories (document 000 §3, §5, §7): a tree by parentId; slug unique.
import { z } from 'zod';
import { SLUG_PATTERN } from '../rules/slug';
import { isoDateTime, optionalText, requiredText } from './common';

export const SLUG_FORMAT_MESSAGE = 'Slug may contain only lowercase letters, digits and single hyphens';

/** A required slug in the product/category format. */
export const slugField = (message: string) =>
  requiredText(message, 200).regex(SLUG_PATTERN, { message: SLUG_FORMAT_MESSAGE });

/** A nullable reference to another row; "none" and "" from a select mean null. */
export const optionalId = (message = 'Invalid id') =>
  z
    .union([z.number().int({ message }).positive({ message }), z.null()])
    .optional()
    .transform((v) => v ?? null);

export const categoryInput = z.strictObject({
  name: requiredText('Category name is required', 200),
  slug: slugField('URL slug is required'),
  description: optionalText(5000),
  /** null for a top-level category. */
  parentId: optionalId('Invalid parent category'),
});
export type CategoryInput = z.input<typeof categoryInput>;

export const categoryResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parentId: z.number().int().nullable(),
  createdAt: isoDateTime,
  /** Products in this category (signed out: active products only). */
  productCount: z.number().int(),
  /** Direct subcategories. */
  childCount: z.number().int(),
});
export type Category = z.input<typeof categoryResponse>;
