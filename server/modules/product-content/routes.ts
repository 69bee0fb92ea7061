// The product editor's sub-resources, part 1 (document 000 §7 "Catalogue"; document 001 §7 "Editor"):
// specification values, tags, document links and completeness. Reads need a viewer (the product's
// tags are also public: the product page shows them); changes need an editor.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../core/schemas/common';
import {
  completenessListQuery,
  completenessResponse,
  productDocumentInput,
  productDocumentResponse,
  productSubParams,
  productTagResponse,
  productTagsInput,
  specValueInput,
  specValuePatch,
  specValueResponse,
} from '../../../core/schemas/product-content';
import type { AppContext } from '../../context';
import { hasRole } from '../../http/access';
import { replies } from '../../http/schemas';
import { actorOf, withProductRevision } from '../revisions/record';
import { completenessOf, productCompletenessOf } from './completeness';
import { linkDocument, listProductDocuments, unlinkDocument } from './documents';
import { createSpecValue, deleteSpecValue, listSpecValues, updateSpecValue } from './specs';
import { addProductTags, listProductTags, removeProductTag } from './tags';

const tags = ['Product content'];
const tagParams = z.strictObject({
  id: z.coerce.number().int().positive({ message: 'Invalid id' }),
  tagId: z.coerce.number().int().positive({ message: 'Invalid tag' }),
});

export const productContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const read = { access: 'viewer' } as const;
  const write = { access: 'editor' } as const;
  /** A write to product `id` and its revision, in one transaction (#19). */
  const revised = <T>(request: FastifyRequest, id: number, write: (c: AppContext) => Promise<T>) =>
    withProductRevision(app.ctx, actorOf(request), { before: [id] }, write);

  // ---------------------------------------------------------------- specification values
  app.get(
    '/api/products/:id/specs',
    {
      config: read,
      schema: {
        tags,
        summary: "A product's specification values",
        params: idParam,
        response: replies({ 200: z.array(specValueResponse) }, 401, 404),
      },
    },
    async (request) => listSpecValues(db, request.params.id),
  );
  app.post(
    '/api/products/:id/specs',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a specification value (one per product and definition)',
        params: idParam,
        body: specValueInput,
        response: replies({ 201: specValueResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await revised(request, request.params.id, (c) =>
            createSpecValue(c.db, request.params.id, request.body),
          ),
        ),
  );
  app.patch(
    '/api/products/:id/specs/:itemId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a specification value',
        params: productSubParams,
        body: specValuePatch,
        response: replies({ 200: specValueResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      revised(request, request.params.id, (c) =>
        updateSpecValue(c.db, request.params.id, request.params.itemId, request.body),
      ),
  );
  app.delete(
    '/api/products/:id/specs/:itemId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a specification value',
        params: productSubParams,
        response: replies({ 204: z.null() }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      await revised(request, request.params.id, (c) =>
        deleteSpecValue(c.db, request.params.id, request.params.itemId),
      );
      return reply.code(204).send(null);
    },
  );

  // ---------------------------------------------------------------- tags
  app.get(
    '/api/products/:id/tags',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A product's tags with their groups (visitors: active products only)",
        params: idParam,
        response: replies({ 200: z.array(productTagResponse) }, 404),
      },
    },
    async (request) => listProductTags(db, request.params.id, hasRole(request, 'viewer')),
  );
  app.post(
    '/api/products/:id/tags',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add several tags in one request (already assigned ones are kept)',
        params: idParam,
        body: productTagsInput,
        response: replies({ 201: z.array(productTagResponse) }, 400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await revised(request, request.params.id, (c) =>
            addProductTags(c.db, request.params.id, request.body.tagIds),
          ),
        ),
  );
  app.post(
    '/api/products/:id/tags/:tagId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add one tag (empty body)',
        params: tagParams,
        response: replies({ 201: z.array(productTagResponse) }, 400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await revised(request, request.params.id, (c) =>
            addProductTags(c.db, request.params.id, [request.params.tagId]),
          ),
        ),
  );
  app.delete(
    '/api/products/:id/tags/:tagId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a tag from the product',
        params: tagParams,
        response: replies({ 204: z.null() }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      await revised(request, request.params.id, (c) =>
        removeProductTag(c.db, request.params.id, request.params.tagId),
      );
      return reply.code(204).send(null);
    },
  );

  // ---------------------------------------------------------------- document links
  app.get(
    '/api/products/:id/documents',
    {
      config: read,
      schema: {
        tags,
        summary: "A product's linked documents",
        params: idParam,
        response: replies({ 200: z.array(productDocumentResponse) }, 401, 404),
      },
    },
    async (request) => listProductDocuments(db, request.params.id),
  );
  app.post(
    '/api/products/:id/documents',
    {
      config: write,
      schema: {
        tags,
        summary: 'Link an existing document to the product',
        params: idParam,
        body: productDocumentInput,
        response: replies({ 201: productDocumentResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await revised(request, request.params.id, (c) =>
            linkDocument(c.db, request.params.id, request.body),
          ),
        ),
  );
  app.delete(
    '/api/products/:id/documents/:itemId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a document link (the document stays in the library)',
        params: productSubParams,
        response: replies({ 204: z.null() }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      await revised(request, request.params.id, (c) =>
        unlinkDocument(c.db, request.params.id, request.params.itemId),
      );
      return reply.code(204).send(null);
    },
  );

  // ---------------------------------------------------------------- completeness
  app.get(
    '/api/products/completeness',
    {
      config: read,
      schema: {
        tags,
        summary: 'Completeness scores of up to 100 products (ids comma-separated)',
        querystring: completenessListQuery,
        response: replies({ 200: z.array(completenessResponse) }, 400, 401),
      },
    },
    async (request) => completenessOf(db, request.query.ids),
  );
  app.get(
    '/api/products/:id/completeness',
    {
      config: read,
      schema: {
        tags,
        summary: "A product's completeness score and what is missing",
        params: idParam,
        response: replies({ 200: completenessResponse }, 401, 404),
      },
    },
    async (request) => productCompletenessOf(db, request.params.id),
  );
};
