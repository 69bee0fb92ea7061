// Enquiries from the public contact form (document 001 §2.16, §3 "Contact submission", §7) and the
// inquiries inbox of the admin area.
import { z } from 'zod';
import {
  CONTACT_LIMITS,
  CONTACT_STATUSES,
  CONTACT_TYPES,
  type ContactStatus,
  QUOTE_LIMITS,
} from '../constants';
import { email } from './auth';
import { isoDateTime } from './common';
import { inRange, maxChars } from './messages';

// The limits and labels live in core/constants.ts so the public bundle can use them without zod.
export { CONTACT_LIMITS, CONTACT_TYPE_LABELS, QUOTE_LIMITS } from '../constants';

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  closed: 'Closed',
};

const required = (field: string, max: number) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, { message: `${field} is required` })
    .max(max, { message: `${field} must be at most ${max} characters` });

const optional = (field: string, max: number) =>
  z
    .string()
    .max(max, { message: `${field} must be at most ${max} characters` })
    .nullish()
    .transform((v) => v?.trim() || null);

const contactType = z.enum(CONTACT_TYPES, {
  message: `Inquiry type must be one of ${CONTACT_TYPES.join(', ')}`,
});
const contactStatus = z.enum(CONTACT_STATUSES, { message: 'Status must be new, in_progress or closed' });

const quantityRange = inRange(QUOTE_LIMITS.minQuantity, QUOTE_LIMITS.maxQuantity, 'Quantity');

/** One line of a quote request (#20): the product as the buyer saw it, and how many. */
export const quoteLine = z.strictObject({
  productId: z.number({ message: 'Product id must be a number' }).int().positive(),
  sku: required('SKU', CONTACT_LIMITS.productSku),
  name: required('Product name', QUOTE_LIMITS.name),
  quantity: z
    .number({ message: 'Quantity must be a whole number' })
    .int({ message: 'Quantity must be a whole number' })
    .min(QUOTE_LIMITS.minQuantity, quantityRange)
    .max(QUOTE_LIMITS.maxQuantity, quantityRange),
});
export type QuoteLine = z.output<typeof quoteLine>;

const quoteLines = z
  .array(quoteLine)
  .min(1, { message: 'A quote request needs at least one product' })
  .max(QUOTE_LIMITS.lines, {
    message: `A quote request can hold at most ${QUOTE_LIMITS.lines} products`,
  });

export const contactInput = z.strictObject({
  name: required('Name', CONTACT_LIMITS.name),
  email,
  company: optional('Company', CONTACT_LIMITS.company),
  phone: optional('Phone', CONTACT_LIMITS.phone),
  type: contactType.default('general'),
  message: required('Message', CONTACT_LIMITS.message),
  productSku: optional('Product SKU', CONTACT_LIMITS.productSku),
  /** The quote list's lines (#20): sent with type "quote". */
  lines: quoteLines.optional(),
  /** Left empty by people; a form-filling robot fills it (the field is hidden from view). */
  website: z.string().max(500, maxChars(500)).optional(),
});
export type ContactInput = z.input<typeof contactInput>;

export const contactCreated = z.object({
  id: z.number().int(),
  status: z.literal('new'),
  createdAt: isoDateTime,
});

export const contactResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  type: contactType,
  message: z.string(),
  status: contactStatus,
  productSku: z.string().nullable(),
  lines: z
    .array(
      z.object({
        productId: z.number().int(),
        sku: z.string(),
        name: z.string(),
        quantity: z.number().int(),
      }),
    )
    .nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Contact = z.input<typeof contactResponse>;

export const contactListQuery = z.strictObject({
  type: contactType.optional(),
  status: contactStatus.optional(),
  page: z.coerce.number().int().min(1, { message: 'page must be 1 or more' }).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, inRange(1, 100, 'limit'))
    .max(100, inRange(1, 100, 'limit'))
    .default(20),
});
export type ContactListQuery = z.input<typeof contactListQuery>;

export const contactListResponse = z.object({
  contacts: z.array(contactResponse),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ContactList = z.input<typeof contactListResponse>;

export const contactStatusBody = z.strictObject({ status: contactStatus });
export const contactCountQuery = z.strictObject({ status: contactStatus.optional() });
export const contactCountResponse = z.object({ count: z.number().int() });
