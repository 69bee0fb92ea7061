// The document library: documents by URL (http(s) or one of our stored files) and uploaded files.
// Uploads are accepted by their content (see sniff.ts), stored under documents/ with a safe unique
// name, and can be linked to a product in the same transaction. Deleting a document removes its
// product links (cascade) and, for a file we stored, the file.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_DOCUMENT_FILES, MAX_UPLOAD_BYTES } from '../../../core/constants';
import { hyphenSlug } from '../../../core/rules/slug';
import {
  type DocumentInput,
  type documentInput,
  type documentListQuery,
  type documentPatch,
  documentUploadFields,
} from '../../../core/schemas/documents';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { documents, productDocuments, products } from '../../db/schema';
import { fileUrl } from '../../files/store';
import { badRequest, notFound, unsupportedMediaType } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { likePattern } from '../products/filters';
import { describeContent, sniffDocument } from './sniff';

type DocumentValues = z.output<typeof documentInput>;
type DocumentPatchValues = z.output<typeof documentPatch>;

export const UNSUPPORTED_MESSAGE = (type: string) =>
  `Unsupported file type: ${type}. Please upload PDF, Word, Excel, or text files.`;
export const NO_FILE_MESSAGE = 'At least one document file is required';
export const TOO_MANY_MESSAGE = `You can only upload up to ${MAX_DOCUMENT_FILES} documents.`;
export const TOO_LARGE_MESSAGE = 'File too large';
export const FILE_URL_FIXED_MESSAGE =
  'The address of an uploaded file cannot be changed; upload a new document instead';

/** The documents matching `where` (all without it), each with its number of linked products. */
async function selectDocuments(db: DbOrTx, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const links = db
    .select({ documentId: productDocuments.documentId, n: count().as('link_n') })
    .from(productDocuments)
    .groupBy(productDocuments.documentId)
    .as('links');
  const query = db
    .select({
      id: documents.id,
      kind: documents.kind,
      url: documents.url,
      title: documents.title,
      description: documents.description,
      language: documents.language,
      version: documents.version,
      effectiveDate: documents.effectiveDate,
      fileName: documents.fileName,
      mimeType: documents.mimeType,
      size: documents.size,
      createdAt: documents.createdAt,
      linkedProducts: sql<number>`coalesce(${links.n}, 0)::int`,
      // The total under the filter, from the same query (a window over the filtered rows).
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(documents)
    .leftJoin(links, eq(links.documentId, documents.id))
    .where(where)
    .orderBy(asc(documents.title), asc(documents.id))
    .$dynamic();
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ total, ...r }) => ({
    ...r,
    kind: r.kind as DocumentValues['kind'],
    linkedProducts: Number(r.linkedProducts),
    total: Number(total),
  }));
}

export async function listDocuments(db: DbOrTx, onlyIds?: number[]) {
  const rows = await selectDocuments(db, onlyIds === undefined ? undefined : inArray(documents.id, onlyIds));
  return rows.map(({ total: _total, ...r }) => r);
}

/**
 * GET /api/documents (#21): one page of the library in title order, searched by title, description and
 * file name, optionally of one kind, with the total under the filter — one query.
 */
export async function listDocumentsPage(db: DbOrTx, query: z.output<typeof documentListQuery>) {
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      sql`(lower(${documents.title}) like ${pattern} or lower(coalesce(${documents.description}, '')) like ${pattern} or lower(coalesce(${documents.fileName}, '')) like ${pattern})`,
    );
  }
  if (query.kind) conditions.push(eq(documents.kind, query.kind));
  const rows = await selectDocuments(db, conditions.length ? and(...conditions) : undefined, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  // A page past the end has no rows to carry the total: count then (rare).
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? Number(
          (
            await db
              .select({ n: count() })
              .from(documents)
              .where(conditions.length ? and(...conditions) : undefined)
          )[0]?.n ?? 0,
        )
      : 0);
  return {
    documents: rows.map(({ total: _total, ...r }) => r),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    page: query.page,
    limit: query.limit,
  };
}

async function getDocument(db: DbOrTx, id: number) {
  const [row] = await listDocuments(db, [id]);
  if (!row) throw notFound('Document not found');
  return row;
}

export async function createDocument(ctx: AppContext, input: DocumentValues) {
  const [row] = await ctx.db.insert(documents).values(input).returning({ id: documents.id });
  return getDocument(ctx.db, row!.id);
}

export async function updateDocument(ctx: AppContext, id: number, patch: DocumentPatchValues) {
  const [existing] = await ctx.db.select().from(documents).where(eq(documents.id, id));
  if (!existing) throw notFound('Document not found');
  if (existing.fileKey && patch.url !== undefined && patch.url !== existing.url) {
    throw badRequest(FILE_URL_FIXED_MESSAGE, { url: [FILE_URL_FIXED_MESSAGE] });
  }
  if (Object.keys(patch).length > 0) await ctx.db.update(documents).set(patch).where(eq(documents.id, id));
  return getDocument(ctx.db, id);
}

/** Removes stored files that no remaining document refers to. */
async function removeFiles(ctx: AppContext, keys: string[]): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  const stillUsed = await ctx.db
    .select({ key: documents.fileKey })
    .from(documents)
    .where(inArray(documents.fileKey, unique));
  const used = new Set(stillUsed.map((r) => r.key));
  for (const key of unique) {
    if (used.has(key)) continue;
    try {
      await ctx.files.delete(key);
    } catch (err) {
      // The row is gone; a file left behind is logged, not an error for the editor.
      ctx.log.warn({ err, key }, 'could not remove a deleted document file');
    }
  }
}

/** Deletes the matching documents (their product links cascade) and the stored files no longer used. */
async function deleteWhere(ctx: AppContext, where: SQL): Promise<number> {
  const deleted = await ctx.db.delete(documents).where(where).returning({ fileKey: documents.fileKey });
  if (deleted.length === 0) throw notFound('Document not found');
  await removeFiles(
    ctx,
    deleted.flatMap((d) => (d.fileKey ? [d.fileKey] : [])),
  );
  return deleted.length;
}

export const deleteDocument = (ctx: AppContext, id: number) => deleteWhere(ctx, eq(documents.id, id));

/** DELETE /api/documents with { url }: every document with that address. */
export const deleteDocumentsByUrl = (ctx: AppContext, url: string) =>
  deleteWhere(ctx, eq(documents.url, url));

interface StoredUpload {
  key: string;
  url: string;
  fileName: string;
  baseName: string;
  mimeType: string;
  size: number;
}

function baseNameOf(fileName: string): string {
  const name = fileName.split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}

async function storeUpload(
  ctx: AppContext,
  file: { filename: string; buffer: Buffer },
): Promise<StoredUpload> {
  if (file.buffer.length === 0) {
    throw badRequest(`The file "${file.filename}" is empty`);
  }
  const sniffed = sniffDocument(file.buffer, file.filename);
  if (!sniffed) throw unsupportedMediaType(UNSUPPORTED_MESSAGE(describeContent(file.buffer)));
  const baseName = baseNameOf(file.filename) || 'Document';
  const safe = hyphenSlug(baseName).slice(0, 60).replace(/-+$/, '') || 'document';
  const key = `documents/${safe}-${randomBytes(5).toString('hex')}.${sniffed.ext}`;
  await ctx.files.put(key, file.buffer);
  return {
    key,
    url: fileUrl(key),
    fileName: file.filename.split(/[\\/]/).pop() || `${safe}.${sniffed.ext}`,
    baseName,
    mimeType: sniffed.mimeType,
    size: file.buffer.length,
  };
}

/** POST /api/documents/upload: every `document` file becomes a document (and, with productId, a link). */
export async function uploadDocuments(ctx: AppContext, request: FastifyRequest) {
  const discard = async (stored: StoredUpload[]) => {
    for (const s of stored) await ctx.files.delete(s.key).catch(() => {});
  };
  const { fields, files } = await readMultipart(request, {
    fileField: 'document',
    maxFiles: MAX_DOCUMENT_FILES,
    maxFileBytes: MAX_UPLOAD_BYTES,
    tooManyFilesMessage: TOO_MANY_MESSAGE,
    fileTooLargeMessage: TOO_LARGE_MESSAGE,
    onFile: (file) => storeUpload(ctx, file),
    onAbort: discard,
  });
  try {
    if (files.length === 0) throw badRequest(NO_FILE_MESSAGE, { document: [NO_FILE_MESSAGE] });
    const parsed = documentUploadFields.safeParse(fields);
    if (!parsed.success) {
      const details: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.') || '_';
        details[field] = [...(details[field] ?? []), issue.message];
      }
      throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid upload', details);
    }
    const meta = parsed.data;
    const created = await ctx.db.transaction(async (tx) => {
      if (meta.productId !== undefined) {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, meta.productId));
        if (!product)
          throw badRequest('The product does not exist', { productId: ['The product does not exist'] });
      }
      const rows = await tx
        .insert(documents)
        .values(
          files.map((f) => ({
            title: meta.title
              ? files.length === 1
                ? meta.title
                : `${meta.title} - ${f.baseName}`
              : f.baseName,
            kind: meta.kind,
            url: f.url,
            description: meta.description,
            version: meta.version,
            language: meta.language,
            fileKey: f.key,
            fileName: f.fileName,
            mimeType: f.mimeType,
            size: f.size,
          })),
        )
        .returning({ id: documents.id, title: documents.title, url: documents.url });
      if (meta.productId !== undefined) {
        const productId = meta.productId;
        await tx.insert(productDocuments).values(rows.map((r) => ({ productId, documentId: r.id })));
      }
      return rows;
    });
    return { url: created[0]!.url, documents: created, linkedProductId: meta.productId ?? null };
  } catch (err) {
    await discard(files);
    throw err;
  }
}

export type { DocumentInput };
