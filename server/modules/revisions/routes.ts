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
import type { Access } from '../../http/access';
import { replies } from '../../http/schemas';
import {
  entityRevisionDetail,
  type HistoryEntity,
  listEntityRevisions,
  restoreEntityRevision,
} from './history';
import { actorOf } from './record';
import { listRevisions, restoreRevision, revisionDetail } from './service';

/**
 * The history of every other record with one: under the record's own address, so its access is the
 * record's (redirects are administrators' only, reading and restoring).
 */
const HISTORIES: { type: HistoryEntity; base: string; noun: string; read: Access; restore: Access }[] = [
  { type: 'category', base: '/api/categories', noun: 'category', read: 'viewer', restore: 'editor' },
  { type: 'brand', base: '/api/brands', noun: 'brand', read: 'viewer', restore: 'editor' },
  {
    type: 'spec_definition',
    base: '/api/specs/definitions',
    noun: 'specification definition',
    read: 'viewer',
    restore: 'editor',
  },
  { type: 'page', base: '/api/pages', noun: 'page', read: 'viewer', restore: 'editor' },
  { type: 'gallery', base: '/api/galleries', noun: 'gallery', read: 'viewer', restore: 'editor' },
  { type: 'redirect', base: '/api/seo/redirects', noun: 'redirect', read: 'admin', restore: 'admin' },
];

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

  for (const h of HISTORIES) {
    app.get(
      `${h.base}/:id/revisions`,
      {
        config: { access: h.read },
        schema: {
          tags,
          summary: `A ${h.noun}'s revisions, newest first, each with a summary of what it changed`,
          params: idParam,
          querystring: revisionListQuery,
          response: replies({ 200: revisionListResponse }, 400, 401, 403, 404),
        },
      },
      async (request) =>
        listEntityRevisions(ctx.db, h.type, request.params.id, request.query.page, request.query.limit),
    );

    app.get(
      `${h.base}/:id/revisions/:revisionId`,
      {
        config: { access: h.read },
        schema: {
          tags,
          summary: `One revision of a ${h.noun} against its current state, and whether it can be restored`,
          params: revisionParams,
          response: replies({ 200: revisionDetailResponse }, 400, 401, 403, 404),
        },
      },
      async (request) => entityRevisionDetail(ctx, h.type, request.params.id, request.params.revisionId),
    );

    app.post(
      `${h.base}/:id/revisions/:revisionId/restore`,
      {
        config: { access: h.restore },
        schema: {
          tags,
          summary: `Restore the ${h.noun} as it was in this revision (a new revision); 409 with the reasons when it cannot be`,
          params: revisionParams,
          response: replies({ 200: restoreResponse }, 400, 401, 403, 404, 409),
        },
      },
      async (request) =>
        restoreEntityRevision(ctx, h.type, request.params.id, request.params.revisionId, actorOf(request)),
    );
  }
};
