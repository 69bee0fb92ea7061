// A product's history (#19): viewers read the timeline and any revision; editors restore one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../core/schemas/common';
import {
  restoreResponse,
  revisionDetailResponse,
  revisionListQuery,
  revisionListResponse,
  revisionParams,
} from '../../../core/schemas/revisions';
import { replies } from '../../http/schemas';
import { actorOf } from './record';
import { listRevisions, restoreRevision, revisionDetail } from './service';

const tags = ['Revisions'];

export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/products/:id/revisions',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: "A product's revisions, newest first, each with a summary of what it changed",
        params: idParam,
        querystring: revisionListQuery,
        response: replies({ 200: revisionListResponse }, 400, 401, 404),
      },
    },
    async (request) => listRevisions(ctx.db, request.params.id, request.query.page, request.query.limit),
  );

  app.get(
    '/api/products/:id/revisions/:revisionId',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary:
          'One revision: its snapshot, the current state, the difference and whether it can be restored',
        params: revisionParams,
        response: replies({ 200: revisionDetailResponse }, 400, 401, 404),
      },
    },
    async (request) => revisionDetail(ctx.db, request.params.id, request.params.revisionId),
  );

  app.post(
    '/api/products/:id/revisions/:revisionId/restore',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Restore the product and its child rows as they were in this revision (a new revision)',
        params: revisionParams,
        response: replies({ 200: restoreResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => restoreRevision(ctx, request.params.id, request.params.revisionId, actorOf(request)),
  );
};
