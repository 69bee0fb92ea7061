// First-party analytics (document 001 §9 "Analytics", §2.10): the events the public site sends and the
// dashboard's summary for a range.
import { z } from 'zod';
import { ANALYTICS_EVENTS, ANALYTICS_RANGES, CONTACT_TYPES, CURRENCY } from '../constants';
import { isSitePath } from '../rules/site-path';
import { isoDateTime } from './common';
import { inRange, maxChars } from './messages';

const text = (max: number) => z.string().trim().max(max, maxChars(max));
const id = z.union([text(100), z.number().int()]).transform((v) => String(v));

/** The event parameters the site sends (item id, name, category, brand, price and SKU for products). */
export const analyticsEventData = z.strictObject({
  itemId: id.optional(),
  itemName: text(300).optional(),
  category: text(200).optional(),
  brand: text(200).optional(),
  price: z
    .union([z.number().nonnegative().finite(), z.string().regex(/^\d{1,8}(\.\d{1,2})?$/)])
    .transform((v) => Number(v))
    .optional(),
  sku: text(100).optional(),
  currency: z.literal(CURRENCY, { message: 'Currency must be USD' }).optional(),
  searchTerm: text(200).optional(),
  resultsTotal: z
    .number()
    .int()
    .min(0, inRange(0, 10_000_000))
    .max(10_000_000, inRange(0, 10_000_000))
    .optional(),
  documentId: id.optional(),
  documentTitle: text(300).optional(),
  documentKind: text(50).optional(),
  formType: text(50).optional(),
  inquiryType: z.enum(CONTACT_TYPES).optional(),
  distributorName: text(200).optional(),
  listName: text(100).optional(),
  /** A quote request's number of lines (#20). */
  itemCount: z.number().int().min(1, inRange(1, 100)).max(100, inRange(1, 100)).optional(),
});
export type AnalyticsEventData = z.input<typeof analyticsEventData>;

export const analyticsEventBody = z.strictObject({
  name: z.enum(ANALYTICS_EVENTS, { message: `Unknown event name (one of ${ANALYTICS_EVENTS.join(', ')})` }),
  path: z
    .string({ message: 'path is required' })
    .max(2000, maxChars(2000))
    .refine(isSitePath, { message: 'path must start with /' }),
  referrer: z.string().max(2000, maxChars(2000)).nullish(),
  data: analyticsEventData.optional(),
});
export type AnalyticsEventBody = z.input<typeof analyticsEventBody>;

export const analyticsRangeQuery = z.strictObject({
  range: z.enum(ANALYTICS_RANGES, { message: 'range must be 7d, 30d or 90d' }).default('30d'),
});
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

const count = z.number().int();

export const analyticsSummary = z.object({
  range: z.enum(ANALYTICS_RANGES),
  from: isoDateTime,
  to: isoDateTime,
  /** Every event recorded in the range; 0 means nothing has been tracked yet. */
  totalEvents: count,
  pageViews: count,
  /** Distinct anonymous visitor ids; ids change every day, so a visitor returning on another day counts again. */
  uniqueVisitors: count,
  catalogViews: count,
  viewsPerDay: z.array(z.object({ date: z.string(), views: count, visitors: count })),
  topPages: z.array(z.object({ path: z.string(), views: count, visitors: count })),
  topProducts: z.array(z.object({ itemId: z.string(), itemName: z.string().nullable(), views: count })),
  searches: count,
  topSearches: z.array(
    z.object({ term: z.string(), searches: count, averageResults: z.number().nullable() }),
  ),
  /** Searches that found nothing (#17), by normalised query: the synonyms or products to add. */
  topZeroResultSearches: z.array(z.object({ term: z.string(), searches: count })),
  downloads: count,
  topDownloads: z.array(
    z.object({ documentId: z.string(), documentTitle: z.string().nullable(), downloads: count }),
  ),
  /** Enquiries sent with the contact form (form_submit, formType contact), each once, whatever its type. */
  contactSubmissions: count,
  /** Clicks on a product page's distributor links (distributor_inquiry). */
  distributorInquiries: count,
  /** Contact submissions plus distributor-link clicks: one enquiry is one conversion (#14). */
  conversions: count,
  /** Contact submissions ÷ unique visitors (0 without visitors). */
  conversionRate: z.number(),
  referrers: z.array(z.object({ source: z.string(), views: count })),
});
export type AnalyticsSummary = z.input<typeof analyticsSummary>;
