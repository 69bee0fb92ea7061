// Documents (document 000 §3, §5, §7, §9).
import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, DOCUMENT_KINDS, LANGUAGE_CODES } from '../constants';
import {
  isFileLink,
  isoDateTime,
  optionalText,
  pageParam,
  pageSizeParam,
  patchOf,
  requiredText,
} from './common';
import { maxChars } from './messages';

/** A document address: an http(s) URL, or one of our stored files (/api/storage/...). */
export const isDocumentUrl = isFileLink;

export const documentUrl = z
  .string({ message: 'Must be a valid URL' })
  .trim()
  .max(2000, { ...maxChars(2000), abort: true })
  .refine(isDocumentUrl, { message: 'Must be a valid URL' });

export const documentKind = z.enum(DOCUMENT_KINDS, {
  message: 'Type must be one of SDS, SPEC, MANUAL, WARRANTY, BROCHURE, CERTIFICATE',
});
export const documentLanguage = z.enum(LANGUAGE_CODES, { message: 'Unknown language' });

export const documentInput = z.strictObject({
  title: requiredText('Title is required', 300),
  kind: documentKind.default('SDS'),
  url: documentUrl,
  description: optionalText(5000),
  version: optionalText(50),
  language: documentLanguage.default('en'),
});
export type DocumentInput = z.input<typeof documentInput>;

export const documentPatch = patchOf(documentInput.shape);
export type DocumentPatch = z.input<typeof documentPatch>;

export const documentDeleteBody = z.strictObject({ url: documentUrl });

/** The text fields sent with an upload (multipart), all optional. */
export const documentUploadFields = z.strictObject({
  title: optionalText(300),
  kind: documentKind.default('SPEC'),
  version: optionalText(50),
  language: documentLanguage.default('en'),
  description: optionalText(5000),
  /** Links every created document to this product. */
  productId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ message: 'Invalid product' })
      .int({ message: 'Invalid product' })
      .positive({ message: 'Invalid product' })
      .optional(),
  ),
});

/** The admin's upload dialog (form only): the text fields; the files and the product travel beside them. */
export const documentUploadForm = documentUploadFields.omit({ productId: true });

export const documentResponse = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  url: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  language: z.string(),
  version: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  /** Set for files uploaded into our store. */
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  size: z.number().int().nullable(),
  createdAt: isoDateTime,
  /** Products this document is linked to. */
  linkedProducts: z.number().int(),
});
export type DocumentItem = z.input<typeof documentResponse>;

export const documentCreatedResponse = z.object({ id: z.number().int(), url: z.string() });

export const documentUploadResponse = z.object({
  /** The first created document's address (the specification's "Response has url"). */
  url: z.string(),
  documents: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
  /** Set when the upload linked the documents to a product. */
  linkedProductId: z.number().int().nullable(),
});
export type DocumentUploadResponse = z.infer<typeof documentUploadResponse>;

export const deletedResponse = z.object({ ok: z.literal(true), deleted: z.number().int() });

/** The longest page of GET /api/documents (the product editor's picker asks for this many). */
export const DOCUMENT_MAX_LIMIT = 200;

/** GET /api/documents (#21): one page of the library, searched by title, description and file name. */
export const documentListQuery = z.strictObject({
  search: z.string().max(200, maxChars(200)).optional(),
  kind: documentKind.optional(),
  page: pageParam(),
  limit: pageSizeParam(DOCUMENT_MAX_LIMIT, ADMIN_DEFAULT_PAGE_SIZE),
});
export type DocumentListQuery = z.input<typeof documentListQuery>;

export const documentListResponse = z.object({
  documents: z.array(documentResponse),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type DocumentList = z.input<typeof documentListResponse>;
