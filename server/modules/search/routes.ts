// Search API (#17): predictive suggestions for the storefront header (public, cached like the catalogue)
// and the synonym groups (editors write, viewers read). The results page itself is GET /api/products.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, okResponse } from '../../../core/schemas/common';
import { suggestQuery, suggestResponse, synonymInput, synonymResponse } from '../../../core/schemas/search';
import { replies } from '../../http/schemas';
import * as search from './service';

const tags = ['Search'];

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/search/suggest',
    {
      config: { access: 'public', cache: true },
      schema: {
        tags,
        summary: 'Predictive search: up to 6 active products and 3 categories for what the buyer is typing',
        querystring: suggestQuery,
        response: replies({ 200: suggestResponse }, 400),
      },
    },
    async (request) => search.suggest(db, request.query.q),
  );

  app.get(
    '/api/search/synonyms',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: 'Synonym groups applied to every search',
        response: replies({ 200: z.array(synonymResponse) }, 401),
      },
    },
    async () => search.listSynonyms(db),
  );

  app.post(
    '/api/search/synonyms',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Add a synonym group ("acetylene, B-tank, MC-tank")',
        body: synonymInput,
        response: replies({ 201: synonymResponse }, 400, 401, 403),
      },
    },
    async (request, reply) => reply.code(201).send(await search.createSynonym(db, request.body.terms)),
  );

  app.put(
    '/api/search/synonyms/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Replace the terms of a synonym group',
        params: idParam,
        body: synonymInput,
        response: replies({ 200: synonymResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => search.updateSynonym(db, request.params.id, request.body.terms),
  );

  app.delete(
    '/api/search/synonyms/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Delete a synonym group',
        params: idParam,
        response: replies({ 200: okResponse }, 401, 403, 404),
      },
    },
    async (request) => search.deleteSynonym(db, request.params.id),
  );
};
