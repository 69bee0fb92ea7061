// The contact form without JavaScript (#14): the browser posts it to POST /contact; the server answers
// 303 to /contact?sent=1, or renders the form again with the values and the reasons. Shared by the
// server's handler and the public page (no zod here: the public bundle stays small).
import { CONTACT_LIMITS } from '../constants';

/** Where the form posts without JavaScript (method="post"; nothing of the enquiry in any address). */
export const CONTACT_FORM_ACTION = '/contact';
/** The address the server redirects to after a stored enquiry (post/redirect/get). */
export const CONTACT_SENT_PATH = '/contact?sent=1';

/**
 * The refused form's values and reasons reach the page as this query's data. It is never requested
 * over the network: the no-JS handler answers it in-process while rendering, and only when it renders
 * with the marker below (an outside request with the marker just gets an error, i.e. an empty form).
 */
export const CONTACT_FORM_STATE_PATH = '/api/contacts/form-state';
export const CONTACT_FORM_STATE_MARKER = 'contact-form-state';

/** The fields the form posts (the honeypot is "website"). */
export const CONTACT_FORM_FIELDS = [
  'name',
  'email',
  'company',
  'phone',
  'type',
  'message',
  'productSku',
  'website',
] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

export interface ContactFormState {
  values: Partial<Record<ContactFormField, string>>;
  /** The first reason per field. */
  errors: Partial<Record<ContactFormField, string>>;
  /** The reason shown above the form ("Failed to send message" + this). */
  message: string;
}

/** The server's own message for a message over the limit (core/schemas/contacts.ts says the same). */
export const MESSAGE_TOO_LONG = `Message must be at most ${CONTACT_LIMITS.message} characters`;

/** The counter appears from this share of the limit on. */
export const MESSAGE_COUNTER_FROM = 0.8;

/** "4,812 / 5,000 characters" — and, over the limit, how many too many. */
export function messageCounter(length: number, limit = CONTACT_LIMITS.message): string {
  const fmt = (n: number) => n.toLocaleString('en-US');
  const base = `${fmt(length)} / ${fmt(limit)} characters`;
  if (length <= limit) return base;
  const over = length - limit;
  return `${base}: ${fmt(over)} too many. Please shorten your message.`;
}
