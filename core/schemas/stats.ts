import { z } from 'zod';

export const statsResponse = z.object({
  totalProducts: z.number().int(),
  categories: z.number().int(),
  /** Contacts received this calendar month (UTC). */
  inquiries: z.number().int(),
  /** Distinct distributor names linked to active products. */
  distributors: z.number().int(),
});
export type Stats = z.infer<typeof statsResponse>;
