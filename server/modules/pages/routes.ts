// Page calls (document 001 §7 "Pages and galleries"), with the edit and delete the original lacked,
// and the public call behind /{slug}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, okResponse } from '../../../core/schemas/common';
import {
  pageInput,
  pageListQuery,
  pageListResponse,
  pageOptionsResponse,
  pageResponse,
  publicPageResponse,
} from '../../../core/schemas/pages';
import { galleryTag, pageTag, tagAnswer } from '../../http/cache-tags';
import { replies } from '../../http/schemas';
import { withRevisions } from '../revisions/entities';
import { pageDelete, pageWrite } from '../revisions/plans';
import { actorOf } from '../revisions/record';
import * as service from './service';

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Pages'];

  app.get(
    '/api/pages',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary:
          'One page of the pages (page, limit ≤ 200), drafts included, in title order, searched by title and slug, with the total under the search',
        querystring: pageListQuery,
        response: replies({ 200: pageListResponse }, 400, 401),
      },
    },
    async (request) => service.listPagesPage(app.ctx.db, request.query),
  );

  app.get(
    '/api/pages/options',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: "Every page's id, title, slug and status in title order (the gallery dialog's page select)",
        response: replies({ 200: pageOptionsResponse }, 401),
      },
    },
    async () => service.pageOptions(app.ctx.db),
  );

  app.get(
    '/api/pages/:id',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: 'One page as the editor shows it (drafts included)',
        params: idParam,
        response: replies({ 200: pageResponse }, 400, 401, 404),
      },
    },
    async (request) => service.getPage(app.ctx.db, request.params.id),
  );

  app.post(
    '/api/pages',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Create a page (status defaults to draft)',
        body: pageInput,
        response: replies({ 201: pageResponse }, 400, 401, 403, 409),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await withRevisions(app.ctx, actorOf(request), { after: (p) => ({ page: [p.id] }) }, (c) =>
            service.createPage(c, request.body),
          ),
        ),
  );

  app.put(
    '/api/pages/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Update a page; a published page whose slug changes leaves a 301 from its old address',
        params: idParam,
        body: pageInput,
        response: replies({ 200: pageResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      withRevisions(app.ctx, actorOf(request), pageWrite(request.params.id, request.body.slug), (c) =>
        service.updatePage(c, request.params.id, request.body),
      ),
  );

  app.delete(
    '/api/pages/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Delete a page',
        params: idParam,
        response: replies({ 200: okResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      await withRevisions(app.ctx, actorOf(request), pageDelete(request.params.id), (c) =>
        service.deletePage(c, request.params.id),
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/api/pages/slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A published page with its content rendered as safe HTML and its galleries',
        params: z.strictObject({ slug: z.string().min(1).max(200) }),
        response: replies({ 200: publicPageResponse }, 404),
      },
    },
    async (request) => {
      const page = await service.publicPage(app.ctx.db, request.params.slug);
      tagAnswer(request, pageTag(page.id), ...page.galleries.map((gallery) => galleryTag(gallery.id)));
      return page;
    },
  );
};
