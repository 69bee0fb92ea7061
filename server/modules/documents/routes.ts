// The document library (document 000 §2 items 7-8, §5, §7, §9).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../core/schemas/common';
import {
  deletedResponse,
  documentDeleteBody,
  documentInput,
  documentListQuery,
  documentListResponse,
  documentPatch,
  documentResponse,
  documentUploadResponse,
} from '../../../core/schemas/documents';
import { productDocuments } from '../../db/schema';
import { replies } from '../../http/schemas';
import { actorOf, withProductRevision } from '../revisions/record';
import * as service from './service';

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Documents'];

  app.get(
    '/api/documents',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary:
          'One page of documents (page, limit ≤ 200) in title order, searched by title, description and file name, optionally of one kind; each with the number of products it is linked to, and the total under the filter',
        querystring: documentListQuery,
        response: replies({ 200: documentListResponse }, 400, 401),
      },
    },
    async (request) => service.listDocumentsPage(app.ctx.db, request.query),
  );

  app.post(
    '/api/documents',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Add a document by URL',
        body: documentInput,
        response: replies({ 201: documentResponse }, 400, 401, 403),
      },
    },
    async (request, reply) => reply.code(201).send(await service.createDocument(app.ctx, request.body)),
  );

  app.post(
    '/api/documents/upload',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary:
          'Upload up to 10 files (multipart, field "document", 10 MB each: PDF, Word, Excel, text or CSV by content); optional title, kind, version, language, description, productId',
        response: replies({ 201: documentUploadResponse }, 400, 401, 403, 413, 415),
      },
    },
    async (request, reply) => reply.code(201).send(await service.uploadDocuments(app.ctx, request)),
  );

  app.patch(
    '/api/documents/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Update a document',
        params: idParam,
        body: documentPatch,
        response: replies({ 200: documentResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => service.updateDocument(app.ctx, request.params.id, request.body),
  );

  app.delete(
    '/api/documents/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Delete a document, its product links and its stored file',
        params: idParam,
        response: replies({ 200: deletedResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => ({
      ok: true as const,
      // The products that linked it lose the link: each gets a revision (#19).
      deleted: await withProductRevision(
        app.ctx,
        actorOf(request),
        {
          before: async (tx) =>
            (
              await tx
                .select({ id: productDocuments.productId })
                .from(productDocuments)
                .where(eq(productDocuments.documentId, request.params.id))
            ).map((r) => r.id),
        },
        (c) => service.deleteDocument(c, request.params.id),
      ),
    }),
  );

  app.delete(
    '/api/documents',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Delete the document(s) with this url, their product links and stored file',
        body: documentDeleteBody,
        response: replies({ 200: deletedResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => ({
      ok: true as const,
      deleted: await service.deleteDocumentsByUrl(app.ctx, request.body.url),
    }),
  );
};
