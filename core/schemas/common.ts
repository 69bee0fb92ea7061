// Shared wire shapes: ids, timestamps, the one error shape, list answers.
import { z } from 'zod';
import { inRange, maxChars } from './messages';

/** Database timestamps: the handler holds a Date, the wire carries an ISO string. */
export const isoDateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (value) => new Date(value),
  encode: (date) => date.toISOString(),
});

export const idParam = z.strictObject({
  id: z.coerce.number().int().positive({ message: 'Invalid id' }),
});
export type IdParam = z.infer<typeof idParam>;

/** Every failure answers this shape: a message for people, and field messages for forms. */
export const errorResponse = z.object({
  error: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export const okResponse = z.object({ ok: z.literal(true) });

/** Optional trimmed text: empty strings become null. */
export const optionalText = (max = 10_000) =>
  z
    .string()
    .max(max, maxChars(max))
    .nullish()
    .transform((v) => {
      const t = v?.trim();
      return t ? t : null;
    });

/** The shape of a PATCH body built by `patchOf`: every field optional, defaults removed. */
export type PatchShape<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
};

/**
 * PATCH bodies (issue #14): every field of the full input, optional, where an absent key stays absent
 * so the stored value is kept. It is never replaced by the field's create default (`.default()` is
 * removed) nor by null (`.optional()` stops helpers like optionalText from turning "absent" into null).
 * `null` still clears a nullable field. POST and PUT keep the full input: a PUT replaces the record.
 */
export function patchOf<S extends z.ZodRawShape>(shape: S) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault
        ? (field.removeDefault() as z.ZodType)
        : (field as z.ZodType)
      ).optional(),
    ]),
  );
  return z.strictObject(fields as unknown as PatchShape<S>);
}

/** Required trimmed text with the specification's message. */
export const requiredText = (message: string, max = 500) =>
  z
    .string({ message })
    .trim()
    // abort: a blank value reports only "required", not the format rules chained after it.
    .min(1, { message, abort: true })
    .max(max, maxChars(max));

/** URLs stored from editors accept only http(s). Empty means none. */
export const httpUrl = (message = 'Must be a valid URL') =>
  z
    .string()
    .trim()
    // The length first (and alone): a 3,000-character address is refused for its length.
    .max(2000, { ...maxChars(2000), abort: true })
    .refine((value) => isHttpUrl(value), { message });

export const optionalHttpUrl = (message = 'Must be a valid URL') =>
  z
    .string()
    .trim()
    .max(2000, maxChars(2000))
    .nullish()
    .refine((value) => !value || isHttpUrl(value), { message })
    .transform((v) => (v ? v : null));

const STORAGE_PREFIX = '/api/storage/';
const STORED_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}){0,5}$/;

/** One of our stored files (/api/storage/{key}), with a key the file store would accept. */
export function isStoredFileUrl(value: string): boolean {
  if (!value.startsWith(STORAGE_PREFIX)) return false;
  const key = value.slice(STORAGE_PREFIX.length);
  return STORED_KEY.test(key) && !key.includes('..');
}

/** Links to files: an http(s) address or one of our stored files (uploaded logos, documents, images). */
export function isFileLink(value: string): boolean {
  return isStoredFileUrl(value) || isHttpUrl(value);
}

export const optionalFileLink = (message = 'Must be a valid URL') =>
  z
    .string()
    .trim()
    .max(2000, maxChars(2000))
    .nullish()
    .refine((value) => !value || isFileLink(value), { message })
    .transform((v) => (v ? v : null));

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const hexColor = (message = 'Color is required') =>
  z
    .string({ message })
    .trim()
    .min(1, { message, abort: true })
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'Color must be a hex value like #3B82F6' });

/** A list's `page` query parameter: 1 to `max`, with the range in its message (also for 'x' or 2.5). */
export const pageParam = (max = 100_000) =>
  z.coerce
    .number(inRange(1, max, 'Page'))
    .int(inRange(1, max, 'Page'))
    .min(1, inRange(1, max, 'Page'))
    .max(max, inRange(1, max, 'Page'))
    .default(1);

/** A list's `limit` query parameter: 1 to `max` rows per page, `fallback` when absent. */
export const pageSizeParam = (max: number, fallback: number) =>
  z.coerce
    .number(inRange(1, max, 'Page size'))
    .int(inRange(1, max, 'Page size'))
    .min(1, inRange(1, max, 'Page size'))
    .max(max, inRange(1, max, 'Page size'))
    .default(fallback);

/** The longest page of an admin list (#21: pages, galleries, redirects, users, documents). */
export const LIST_MAX_LIMIT = 200;

/** An admin list's `search` query parameter: the text to look for (blank = everything). */
export const listSearchParam = () => z.string().max(200, maxChars(200)).optional();

/** The query of an admin list paged on the server (#21): search, page, limit ≤ LIST_MAX_LIMIT. */
export const listPageQuery = (defaultLimit: number) =>
  z.strictObject({
    search: listSearchParam(),
    page: pageParam(),
    limit: pageSizeParam(LIST_MAX_LIMIT, defaultLimit),
  });

/** The answer of a paged list (#21): one page of items under `key` and the total under the filter. */
export const listPageResponse = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({
    ...({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> }),
    total: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
