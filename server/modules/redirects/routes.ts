// Redirect management (document 001 §7 "SEO and redirects"), administrators only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../core/schemas/common';
import {
  redirectInput,
  redirectListQuery,
  redirectListResponse,
  redirectResponse,
  redirectUpdate,
} from '../../../core/schemas/redirects';
import { replies } from '../../http/schemas';
import { withRevisions } from '../revisions/entities';
import { actorOf } from '../revisions/record';
import * as redirects from './service';

export const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['SEO'];

  app.get(
    '/api/seo/site',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The site's public address (PUBLIC_URL), for the SEO tests and the external tools",
        response: replies({ 200: z.object({ publicUrl: z.string() }) }, 401, 403),
      },
    },
    async () => ({ publicUrl: ctx.config.publicUrl }),
  );

  app.get(
    '/api/seo/redirects',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'One page of the redirects (page, limit ≤ 200) by from-path, searched by both paths and the description, with the total under the search',
        querystring: redirectListQuery,
        response: replies({ 200: redirectListResponse }, 400, 401, 403),
      },
    },
    async (request) => redirects.listRedirectsPage(ctx.db, request.query),
  );

  app.post(
    '/api/seo/redirects',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a redirect',
        body: redirectInput,
        response: replies({ 201: redirectResponse }, 400, 401, 403, 409),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await withRevisions(ctx, actorOf(request), { after: (r) => ({ redirect: [r.id] }) }, (c) =>
            redirects.createRedirect(c, request.body),
          ),
        ),
  );

  app.put(
    '/api/seo/redirects/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Update a redirect (fields left out keep their value)',
        params: idParam,
        body: redirectUpdate,
        response: replies({ 200: redirectResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      withRevisions(ctx, actorOf(request), { before: { redirect: [request.params.id] } }, (c) =>
        redirects.updateRedirect(c, request.params.id, request.body),
      ),
  );

  app.delete(
    '/api/seo/redirects/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a redirect',
        params: idParam,
        response: replies({ 204: z.null() }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      await withRevisions(
        ctx,
        actorOf(request),
        { action: 'delete', before: { redirect: [request.params.id] } },
        (c) => redirects.deleteRedirect(c, request.params.id),
      );
      return reply.code(204).send(null);
    },
  );
};
