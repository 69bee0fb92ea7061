// The one error shape and the statuses of the design: 400 bad input, 401 not signed in, 403 wrong role
// or cross-site, 404 missing, 409 duplicate or in use, 413 too large, 415 wrong type, 429 too many.
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details?: Record<string, string[]>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The body of an HttpError's answer (the one error shape). */
export const httpErrorBody = (error: HttpError) => ({
  error: error.message,
  ...(error.details ? { details: error.details } : {}),
});

export const badRequest = (message: string, details?: Record<string, string[]>) =>
  new HttpError(400, message, details);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, string[]>) =>
  new HttpError(409, message, details);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

interface PgErrorLike {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

/** Finds the PostgreSQL error under Drizzle's wrapper, if any. */
export function pgError(err: unknown): PgErrorLike | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

/** What a unique constraint is about: the form field it lands under, and the message naming it. */
export interface UniqueConflict {
  field: string;
  message: string;
}

/**
 * Unique constraints (indexes, UNIQUE constraints and the categories' sibling-name trigger) → the
 * field and the message naming it. Services check first; this covers races. Every unique constraint
 * of the migrations must be here (server/http/errors.test.ts reads them from the SQL).
 */
export const uniqueMessages: Record<string, UniqueConflict> = {
  users_username_key: { field: 'username', message: 'That username is already taken' },
  users_email_key: { field: 'email', message: 'An account with that email already exists' },
  password_reset_tokens_token_unique: { field: 'token', message: 'That reset link was already issued' },
  products_slug_unique: { field: 'slug', message: 'A product with this slug already exists' },
  products_sku_unique: { field: 'sku', message: 'A product with this SKU already exists' },
  categories_slug_unique: { field: 'slug', message: 'A category with this slug already exists' },
  brands_name_unique: { field: 'name', message: 'A brand with this name already exists' },
  brands_slug_unique: { field: 'slug', message: 'A brand with this slug already exists' },
  tags_name_unique: { field: 'name', message: 'A tag with this name already exists' },
  tags_slug_unique: { field: 'slug', message: 'A tag with this slug already exists' },
  tag_categories_name_unique: { field: 'name', message: 'A tag group with this name already exists' },
  tag_categories_slug_unique: { field: 'slug', message: 'A tag group with this slug already exists' },
  spec_categories_name_unique: {
    field: 'name',
    message: 'A specification category with this name already exists',
  },
  spec_categories_slug_unique: {
    field: 'slug',
    message: 'A specification category with this slug already exists',
  },
  spec_definitions_key_unique: { field: 'key', message: 'A specification with this key already exists' },
  product_spec_values_product_definition_key: {
    field: 'specDefinitionId',
    message: 'This product already has a value for that specification',
  },
  product_documents_product_document_key: {
    field: 'documentId',
    message: 'That document is already linked to this product',
  },
  relationships_from_to_type_key: { field: 'toProductIds', message: 'That relationship already exists' },
  // #19: one draft and one schedule per record; two first saves at the same moment race for the row.
  drafts_product_key: {
    field: 'draft',
    message: 'A draft of this product was just started by someone else: reload to see it',
  },
  drafts_page_key: {
    field: 'draft',
    message: 'A draft of this page was just started by someone else: reload to see it',
  },
  publish_schedules_product_key: {
    field: 'publishAt',
    message: 'This product was just scheduled by someone else: reload to see its schedule',
  },
  publish_schedules_page_key: {
    field: 'publishAt',
    message: 'This page was just scheduled by someone else: reload to see its schedule',
  },
  pages_slug_unique: { field: 'slug', message: 'A page with this slug already exists' },
  galleries_slug_unique: { field: 'slug', message: 'A gallery with this slug already exists' },
  redirects_from_path_unique: { field: 'fromPath', message: 'A redirect from this path already exists' },
  media_files_url_unique: { field: 'url', message: 'A media file with this address already exists' },
  // Names people pick from lists (#14): case-insensitive, among siblings where there is a parent.
  categories_sibling_name_unique: {
    field: 'name',
    message: 'A category with this name already exists under the same parent',
  },
  spec_definitions_category_label_unique: {
    field: 'label',
    message: 'A specification with this label already exists in this category',
  },
  brands_name_lower_unique: { field: 'name', message: 'A brand with this name already exists' },
  tags_name_lower_unique: { field: 'name', message: 'A tag with this name already exists' },
  tag_categories_name_lower_unique: { field: 'name', message: 'A tag group with this name already exists' },
  spec_categories_name_lower_unique: {
    field: 'name',
    message: 'A specification category with this name already exists',
  },
  galleries_name_lower_unique: { field: 'name', message: 'A gallery with this name already exists' },
};

/** A 409 naming the field: `{ error: message, details: { [field]: [message] } }`. */
export function fieldConflict({ field, message }: UniqueConflict): HttpError {
  return conflict(message, { [field]: [message] });
}

/** Maps database constraint errors to the right status, or returns null for real bugs. */
export function httpErrorFromDatabase(err: unknown): HttpError | null {
  const pg = pgError(err);
  if (!pg) return null;
  switch (pg.code) {
    case '23505': {
      const known = uniqueMessages[pg.constraint ?? ''];
      return known ? fieldConflict(known) : conflict('That value is already in use');
    }
    case '23503':
      return conflict(
        'This item is still referenced by other data, or refers to something that does not exist',
      );
    case '23514':
    case '22P02':
    case '22003':
    case '22001':
      return badRequest('A value is out of range or malformed');
    case '22021': // invalid byte sequence (a NUL byte in text)
    case '22P05': // untranslatable character
      return badRequest('Text must not contain NUL characters');
    case '40001':
    case '40P01':
      return new HttpError(503, 'The server is busy; please try again');
    default:
      return null;
  }
}
