import { z } from 'zod';

const monthOverMonth = z.object({ thisMonth: z.number().int(), lastMonth: z.number().int() });

export const statsResponse = z.object({
  totalProducts: z.number().int(),
  categories: z.number().int(),
  /** Contacts received this calendar month (UTC). */
  inquiries: z.number().int(),
  /** Distinct distributor names linked to active products. */
  distributors: z.number().int(),
  /** Month-over-month figures behind the dashboard's "from last month" captions (UTC months). */
  growth: z.object({
    /** Products created this month and last month. */
    products: monthOverMonth,
    /** Enquiries received this month and last month. */
    inquiries: monthOverMonth,
  }),
});
export type Stats = z.infer<typeof statsResponse>;
export type MonthOverMonth = z.infer<typeof monthOverMonth>;
