// Search (#17): the header's predictive suggestions and the editors' synonym groups.
import { z } from 'zod';
import { parseSynonymGroup } from '../rules/search-query';
import { isoDateTime } from './common';
import { maxChars } from './messages';

export const suggestQuery = z.strictObject({
  q: z.string().trim().max(200, maxChars(200)).optional().default(''),
});

export const suggestResponse = z.object({
  /** The query the suggestions are for (normalised); the corrected one when a typo was corrected. */
  query: z.string(),
  correction: z.string().nullable(),
  /** Up to 6 active products, best match first. */
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      sku: z.string(),
      price: z.string().nullable(),
      image: z.string().nullable(),
    }),
  ),
  /** Up to 3 categories whose name matches. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
});
export type Suggestions = z.input<typeof suggestResponse>;

/** A synonym group as editors type it: terms separated by commas ("acetylene, B-tank, MC-tank"). */
export const synonymInput = z.strictObject({
  terms: z
    // Typed comma-separated, or a list (as the API answers it).
    .preprocess(
      (value) => (Array.isArray(value) ? value.join(', ') : value),
      z.string().max(2000, maxChars(2000)),
    )
    .transform((value) => parseSynonymGroup(value))
    .refine((terms) => terms.length >= 2, { message: 'A synonym group needs at least two different terms' })
    .refine((terms) => terms.length <= 50, { message: 'A synonym group has at most 50 terms' }),
});
export type SynonymInput = z.input<typeof synonymInput>;

export const synonymResponse = z.object({
  id: z.number().int(),
  terms: z.array(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type SynonymGroup = z.input<typeof synonymResponse>;
