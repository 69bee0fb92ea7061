// Product payloads, list queries and answers (document 000 §3, §5, §7; document 001 §3, §5, §7).
import { z } from 'zod';
import { MAX_PRODUCT_IMAGES, PRODUCT_STATUSES } from '../constants';
import { splitList } from '../rules/lists';
import { SLUG_PATTERN } from '../rules/slug';
import { isFileLink, isoDateTime, optionalText, patchOf } from './common';
import { inRange, maxChars, rangeMessage } from './messages';

export const PRODUCT_MESSAGES = {
  name: 'Product name is required',
  slug: 'URL slug is required',
  slugFormat: 'URL slug may contain only lowercase letters, digits and single hyphens',
  sku: 'SKU is required',
  category: 'Category is required',
  price: 'Price must be a number from 0 to 99,999,999.99 with at most 2 decimals',
  stock: 'Stock must be a whole number of 0 or more',
  stockRange: rangeMessage(0, 2_000_000_000, 'Stock'),
  images: `A product can have at most ${MAX_PRODUCT_IMAGES} images`,
  imageUrl: 'Each image must be an uploaded image or an http(s) address',
} as const;

/** A positive whole id sent as a number or a string (form selects hold strings). */
export const positiveId = (message: string) =>
  z.union([z.number(), z.string()], { message }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
    if (!Number.isInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

const optionalId = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '' || value === 'none') return null;
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Invalid brand' });
      return z.NEVER;
    }
    return n;
  });

/** Price as the decimal string the database keeps ("12.50"), or null. Empty means none. */
export const priceInput = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
      return null;
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.price });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

const MAX_STOCK = 2_000_000_000;

/** Stock arrives as text from the form ("0") or a number from integrators. */
export const stockInput = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) return 0;
    const n = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isInteger(n) || n < 0 || n > MAX_STOCK) {
      const message =
        Number.isInteger(n) && n > MAX_STOCK ? PRODUCT_MESSAGES.stockRange : PRODUCT_MESSAGES.stock;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

const imageUrl = z
  .string()
  .trim()
  .max(2000, { ...maxChars(2000), abort: true })
  .refine(isFileLink, { message: PRODUCT_MESSAGES.imageUrl });

const productFields = {
  name: z
    .string({ message: PRODUCT_MESSAGES.name })
    .trim()
    .min(1, { message: PRODUCT_MESSAGES.name, abort: true })
    .max(200, maxChars(200)),
  slug: z
    .string({ message: PRODUCT_MESSAGES.slug })
    .trim()
    .min(1, { message: PRODUCT_MESSAGES.slug, abort: true })
    .max(200, maxChars(200))
    .regex(SLUG_PATTERN, { message: PRODUCT_MESSAGES.slugFormat }),
  sku: z
    .string({ message: PRODUCT_MESSAGES.sku })
    .trim()
    .min(1, { message: PRODUCT_MESSAGES.sku, abort: true })
    .max(64, maxChars(64)),
  mpn: optionalText(100),
  subtitle: optionalText(300),
  description: optionalText(20_000),
  shortDescription: optionalText(1000),
  price: priceInput,
  categoryId: positiveId(PRODUCT_MESSAGES.category),
  brandId: optionalId,
  images: z
    .array(imageUrl)
    .max(MAX_PRODUCT_IMAGES, { message: PRODUCT_MESSAGES.images })
    .optional()
    .default([]),
  stock: stockInput,
  status: z
    .enum(PRODUCT_STATUSES, { message: 'Status must be active, inactive or draft' })
    .optional()
    .default('draft'),
  featured: z.boolean().optional().default(false),
};

/** POST /api/products and PUT /api/products/{id}: every field (optional ones take their defaults). */
export const productInput = z.strictObject(productFields);
export type ProductInput = z.input<typeof productInput>;
export type ProductValues = z.output<typeof productInput>;

/** PATCH /api/products/{id}: any subset of the fields; absent ones keep their value, null clears. */
export const productPatch = patchOf(productFields);
export type ProductPatch = z.input<typeof productPatch>;

export const productResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  mpn: z.string().nullable(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  shortDescription: z.string().nullable(),
  price: z.string().nullable(),
  categoryId: z.number().int(),
  brandId: z.number().int().nullable(),
  images: z.array(z.string()),
  stock: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  featured: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  brand: z
    .object({ id: z.number().int(), name: z.string(), slug: z.string(), logoUrl: z.string().nullable() })
    .nullable(),
});
export type Product = z.input<typeof productResponse>;

export const ADMIN_SORTS = ['newest', 'oldest', 'name', 'status'] as const;
export const PUBLIC_SORTS = ['name', 'price'] as const;
/** relevance (#17): the default whenever there is a search; without one it is the list's usual order. */
export const PRODUCT_SORTS = [...ADMIN_SORTS, 'price', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const csv = z
  .string()
  .max(2000, maxChars(2000))
  .optional()
  .transform((value) => splitList(value, { unique: true, max: 50 }));

/**
 * GET /api/products. Lists are comma-separated (category ids or slugs, tag slugs, spec value slugs).
 * `spec_<key>` parameters filter by any filterable specification; the three specified filters keep
 * their names (flameClasses, solderCapacities, systemTypes).
 */
export const productListQuery = z
  .object({
    search: z.string().trim().max(200, maxChars(200)).optional(),
    /** exact=true: search what was typed, without typo correction. */
    exact: z.enum(['true', 'false']).optional(),
    categories: csv,
    tags: csv,
    flameClasses: csv,
    solderCapacities: csv,
    systemTypes: csv,
    status: z
      .enum(['all', ...PRODUCT_STATUSES])
      .optional()
      .default('all'),
    featured: z.enum(['true', 'false']).optional(),
    /** Staff only: complete or incomplete products (the editor's completeness score). */
    completeness: z.enum(['complete', 'incomplete']).optional(),
    sortBy: z.enum(PRODUCT_SORTS).optional(),
    sort: z.enum(PRODUCT_SORTS).optional(),
    page: z.coerce
      .number()
      .int()
      .min(1, inRange(1, 100_000, 'page'))
      .max(100_000, inRange(1, 100_000, 'page'))
      .optional()
      .default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1, inRange(1, 100, 'limit'))
      .max(100, inRange(1, 100, 'limit'))
      .optional()
      .default(24),
  })
  .catchall(z.string().max(2000, maxChars(2000)));
export type ProductListQuery = z.input<typeof productListQuery>;

export const productListItem = productResponse.omit({ description: true });
export type ProductListItem = z.input<typeof productListItem>;

export const productListResponse = z.object({
  products: z.array(productListItem),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The corrected query the results are for, when a search word was a typo (#17); null otherwise. */
  correction: z.string().nullable().optional(),
});
export type ProductList = z.input<typeof productListResponse>;
