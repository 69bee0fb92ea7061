// The product editor's sub-resources, part 2: highlights, FAQs, relationships and distributor links.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../core/schemas/common';
import {
  distributorLinkInput,
  distributorLinkPatch,
  distributorLinkResponse,
  faqInput,
  faqPatch,
  faqReorderInput,
  faqResponse,
  highlightInput,
  highlightPatch,
  highlightResponse,
  productSubParams,
  relationshipDeleteQuery,
  relationshipInput,
  relationshipResponse,
} from '../../../core/schemas/product-content';
import type { AppContext } from '../../context';
import { relationships } from '../../db/schema';
import { replies } from '../../http/schemas';
import { actorOf, withProductRevision } from '../revisions/record';
import {
  createDistributorLink,
  deleteDistributorLink,
  listDistributorLinks,
  updateDistributorLink,
} from './distributors';
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from './faqs';
import { createHighlight, deleteHighlight, listHighlights, updateHighlight } from './highlights';
import { createRelationships, deleteRelationship, listRelationships } from './relationships';

const tags = ['Product content'];
const noContent = replies({ 204: z.null() }, 401, 403, 404);

export const productListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  const read = { access: 'viewer' } as const;
  const write = { access: 'editor' } as const;
  /** A write to product `id` and its revision, in one transaction (#19). */
  const revised = <T>(request: FastifyRequest, id: number, write: (c: AppContext) => Promise<T>) =>
    withProductRevision(app.ctx, actorOf(request), { before: [id] }, write);

  // ---------------------------------------------------------------- highlights
  app.get(
    '/api/products/:id/highlights',
    {
      config: read,
      schema: {
        tags,
        summary: "A product's highlights, by sort",
        params: idParam,
        response: replies({ 200: z.array(highlightResponse) }, 401, 404),
      },
    },
    async (request) => listHighlights(db, request.params.id),
  );
  app.post(
    '/api/products/:id/highlights',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a highlight',
        params: idParam,
        body: highlightInput,
        response: replies({ 201: highlightResponse }, 400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await revised(request, request.params.id, (c) =>
            createHighlight(c.db, request.params.id, request.body),
          ),
        ),
  );
  app.patch(
    '/api/products/:id/highlights/:itemId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a highlight',
        params: productSubParams,
        body: highlightPatch,
        response: replies({ 200: highlightResponse }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      revised(request, request.params.id, (c) =>
        updateHighlight(c.db, request.params.id, request.params.itemId, request.body),
      ),
  );
  app.delete(
    '/api/products/:id/highlights/:itemId',
    {
      config: write,
      schema: { tags, summary: 'Remove a highlight', params: productSubParams, response: noContent },
    },
    async (request, reply) => {
      await revised(request, request.params.id, (c) =>
        deleteHighlight(c.db, request.params.id, request.params.itemId),
      );
      return reply.code(204).send(null);
    },
  );

  // ---------------------------------------------------------------- FAQs
  app.get(
    '/api/products/:id/faqs',
    {
      config: read,
      schema: {
        tags,
        summary: "A product's FAQs, by sort",
        params: idParam,
        response: replies({ 200: z.array(faqResponse) }, 401, 404),
      },
    },
    async (request) => listFaqs(db, request.params.id),
  );
  app.post(
    '/api/products/:id/faqs',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a FAQ (after the last unless a sort is given)',
        params: idParam,
        body: faqInput,
        response: replies({ 201: faqResponse }, 400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await revised(request, request.params.id, (c) => createFaq(c.db, request.params.id, request.body)),
        ),
  );
  app.put(
    '/api/products/:id/faqs/reorder',
    {
      config: write,
      schema: {
        tags,
        summary: 'Put the FAQs in a new order (every FAQ id once)',
        params: idParam,
        body: faqReorderInput,
        response: replies({ 200: z.array(faqResponse) }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      revised(request, request.params.id, (c) => reorderFaqs(c, request.params.id, request.body.ids)),
  );
  app.patch(
    '/api/products/:id/faqs/:itemId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a FAQ',
        params: productSubParams,
        body: faqPatch,
        response: replies({ 200: faqResponse }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      revised(request, request.params.id, (c) =>
        updateFaq(c.db, request.params.id, request.params.itemId, request.body),
      ),
  );
  app.delete(
    '/api/products/:id/faqs/:itemId',
    {
      config: write,
      schema: { tags, summary: 'Remove a FAQ', params: productSubParams, response: noContent },
    },
    async (request, reply) => {
      await revised(request, request.params.id, (c) =>
        deleteFaq(c.db, request.params.id, request.params.itemId),
      );
      return reply.code(204).send(null);
    },
  );

  // ---------------------------------------------------------------- relationships
  app.get(
    '/api/products/:id/relationships',
    {
      config: read,
      schema: {
        tags,
        summary: "A product's relationships, each with the id of its inverse link when there is one",
        params: idParam,
        response: replies({ 200: z.array(relationshipResponse) }, 401, 404),
      },
    },
    async (request) => listRelationships(db, request.params.id),
  );
  app.post(
    '/api/products/:id/relationships',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Relate products: toProductId or toProductIds; createReverse adds the inverse links atomically',
        params: idParam,
        body: relationshipInput,
        response: replies({ 201: z.array(relationshipResponse) }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await withProductRevision(
          ctx,
          actorOf(request),
          {
            // The inverse links change the other products too: each gets its own revision.
            before: [
              request.params.id,
              ...(request.body.createReverse
                ? [
                    ...(request.body.toProductId ? [request.body.toProductId] : []),
                    ...(request.body.toProductIds ?? []),
                  ]
                : []),
            ],
          },
          (c) => createRelationships(c, request.params.id, request.body),
        ),
      ),
  );
  app.delete(
    '/api/products/:id/relationships/:itemId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a relationship (inverse=true also removes the inverse link)',
        params: productSubParams,
        querystring: relationshipDeleteQuery,
        response: noContent,
      },
    },
    async (request, reply) => {
      const inverse = request.query.inverse === 'true';
      await withProductRevision(
        ctx,
        actorOf(request),
        {
          before: async (tx) => [
            request.params.id,
            ...(inverse
              ? (
                  await tx
                    .select({ to: relationships.toProductId })
                    .from(relationships)
                    .where(eq(relationships.id, request.params.itemId))
                ).map((r) => r.to)
              : []),
          ],
        },
        (c) => deleteRelationship(c, request.params.id, request.params.itemId, inverse),
      );
      return reply.code(204).send(null);
    },
  );

  // ---------------------------------------------------------------- distributor links
  app.get(
    '/api/products/:id/distributor-links',
    {
      config: read,
      schema: {
        tags,
        summary: "A product's distributor links",
        params: idParam,
        response: replies({ 200: z.array(distributorLinkResponse) }, 401, 404),
      },
    },
    async (request) => listDistributorLinks(db, request.params.id),
  );
  app.post(
    '/api/products/:id/distributor-links',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a distributor link',
        params: idParam,
        body: distributorLinkInput,
        response: replies({ 201: distributorLinkResponse }, 400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await revised(request, request.params.id, (c) =>
            createDistributorLink(c.db, request.params.id, request.body),
          ),
        ),
  );
  app.patch(
    '/api/products/:id/distributor-links/:itemId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a distributor link',
        params: productSubParams,
        body: distributorLinkPatch,
        response: replies({ 200: distributorLinkResponse }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      revised(request, request.params.id, (c) =>
        updateDistributorLink(c.db, request.params.id, request.params.itemId, request.body),
      ),
  );
  app.delete(
    '/api/products/:id/distributor-links/:itemId',
    {
      config: write,
      schema: { tags, summary: 'Remove a distributor link', params: productSubParams, response: noContent },
    },
    async (request, reply) => {
      await revised(request, request.params.id, (c) =>
        deleteDistributorLink(c.db, request.params.id, request.params.itemId),
      );
      return reply.code(204).send(null);
    },
  );
};
