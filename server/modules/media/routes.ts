// Media library calls (document 001 §7 "Media"): list with search, sort and the used/unused filter
// (each file with its uses, #14), details update, delete, and a bulk delete of unused files.
// Uploads go through POST /api/images/upload (server/modules/images), which records the media file.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../core/schemas/common';
import { mediaFileResponse } from '../../../core/schemas/images';
import {
  mediaBulkDeleteBody,
  mediaBulkDeleteResponse,
  mediaDeleteQuery,
  mediaListQuery,
  mediaListResponse,
  mediaPatch,
} from '../../../core/schemas/media';
import { replies } from '../../http/schemas';
import { withRevisions } from '../revisions/entities';
import { mediaDelete } from '../revisions/plans';
import { actorOf } from '../revisions/record';
import * as service from './service';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Media'];

  app.get(
    '/api/media',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary:
          'One page of media files (page, limit ≤ 100), searched by name, alt text and tags, sorted newest, oldest, size or name, filtered by usage=all|used|unused; each with the products, galleries, brands and pages using it, and the total under the filter',
        querystring: mediaListQuery,
        response: replies({ 200: mediaListResponse }, 400, 401),
      },
    },
    async (request) => service.listMedia(app.ctx.db, request.query),
  );

  app.get(
    '/api/media/:id',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: 'One media file',
        params: idParam,
        response: replies({ 200: mediaFileResponse }, 400, 401, 404),
      },
    },
    async (request) => service.getMedia(app.ctx.db, request.params.id),
  );

  app.patch(
    '/api/media/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Update display name, alt text, caption, description and tags; the SEO score is recomputed',
        params: idParam,
        body: mediaPatch,
        response: replies({ 200: mediaFileResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => service.updateMedia(app.ctx, request.params.id, request.body),
  );

  app.delete(
    '/api/media/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary:
          'Delete a media file and its variants; 409 naming its products, galleries, brands and pages while used, unless force=true',
        params: idParam,
        querystring: mediaDeleteQuery,
        response: replies({ 200: okResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      // A forced delete removes the file from galleries, brand logos and product images: their revisions.
      await withRevisions(app.ctx, actorOf(request), mediaDelete(request.params.id), (c) =>
        service.deleteMedia(c, request.params.id, request.query.force),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/media/bulk-delete',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary:
          'Delete several unused media files and their variants; 409 naming the uses (nothing deleted) while any of them is used',
        body: mediaBulkDeleteBody,
        response: replies({ 200: mediaBulkDeleteResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => ({ deleted: await service.deleteMediaBulk(app.ctx, request.body.ids) }),
  );
};
