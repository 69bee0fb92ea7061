// Product comparison (#20): GET /api/products/compare?products=a,b,… answers the products side by side
// and their specifications aligned by definition, grouped by specification category.
import { z } from 'zod';
import { maxChars } from './messages';

export const compareQuery = z.strictObject({
  products: z.string({ message: 'products is required' }).max(2000, maxChars(2000)),
});

export const compareProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  mpn: z.string().nullable(),
  subtitle: z.string().nullable(),
  shortDescription: z.string().nullable(),
  price: z.string().nullable(),
  images: z.array(z.string()),
  category: z.object({ name: z.string(), slug: z.string() }).nullable(),
  brand: z.object({ name: z.string() }).nullable(),
  /** The product's key highlights, in their order. */
  highlights: z.array(z.string()),
});

const compareRow = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  unit: z.string().nullable(),
  dataType: z.string(),
  values: z.array(z.string().nullable()),
  differs: z.boolean(),
});

export const compareResponse = z.object({
  products: z.array(compareProduct),
  groups: z.array(z.object({ name: z.string(), rows: z.array(compareRow), differs: z.boolean() })),
  /** Slugs of the address that name no (visible) product: left out, and the page says so. */
  missing: z.array(z.string()),
});
export type CompareData = z.input<typeof compareResponse>;
