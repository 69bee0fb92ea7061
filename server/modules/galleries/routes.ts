// Gallery and gallery-item calls (document 001 §7 "Pages and galleries"), and the public gallery.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, okResponse } from '../../../core/schemas/common';
import {
  galleryIdParam,
  galleryInput,
  galleryItemInput,
  galleryItemResponse,
  galleryItemsQuery,
  galleryItemUpdate,
  galleryListQuery,
  galleryListResponse,
  galleryResponse,
  publicGallery,
  reorderInput,
} from '../../../core/schemas/galleries';
import { galleryTag, tagAnswer } from '../../http/cache-tags';
import { replies } from '../../http/schemas';
import { withRevisions } from '../revisions/entities';
import { galleryItemWrite } from '../revisions/plans';
import { actorOf } from '../revisions/record';
import * as service from './service';

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Galleries'];

  app.get(
    '/api/galleries',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary:
          'One page of the galleries (page, limit ≤ 200) in their sort order, searched by name and slug, each with its item count, and the total under the search',
        querystring: galleryListQuery,
        response: replies({ 200: galleryListResponse }, 400, 401),
      },
    },
    async (request) => service.listGalleriesPage(app.ctx.db, request.query),
  );

  app.post(
    '/api/galleries',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Create a gallery (pageSlug "none" means no page)',
        body: galleryInput,
        response: replies({ 201: galleryResponse }, 400, 401, 403, 409),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await withRevisions(app.ctx, actorOf(request), { after: (g) => ({ gallery: [g.id] }) }, (c) =>
            service.createGallery(c, request.body),
          ),
        ),
  );

  app.put(
    '/api/galleries/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Update a gallery',
        params: idParam,
        body: galleryInput,
        response: replies({ 200: galleryResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      withRevisions(app.ctx, actorOf(request), { before: { gallery: [request.params.id] } }, (c) =>
        service.updateGallery(c, request.params.id, request.body),
      ),
  );

  app.delete(
    '/api/galleries/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Delete a gallery and its items (the media files stay)',
        params: idParam,
        response: replies({ 200: okResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      await withRevisions(
        app.ctx,
        actorOf(request),
        { action: 'delete', before: { gallery: [request.params.id] } },
        (c) => service.deleteGallery(c, request.params.id),
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/api/galleries/slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'An active gallery with its visible items, featured first, then by sort order',
        params: z.strictObject({ slug: z.string().min(1).max(200) }),
        response: replies({ 200: publicGallery }, 404),
      },
    },
    async (request) => {
      const gallery = await service.publicGalleryBySlug(app.ctx.db, request.params.slug);
      tagAnswer(request, galleryTag(gallery.id));
      return gallery;
    },
  );

  app.put(
    '/api/galleries/:galleryId/items/reorder',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Set the sortOrder of every item of the gallery, in one transaction',
        params: galleryIdParam,
        body: reorderInput,
        response: replies({ 200: z.array(galleryItemResponse) }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      withRevisions(app.ctx, actorOf(request), { before: { gallery: [request.params.galleryId] } }, (c) =>
        service.reorderItems(c, request.params.galleryId, request.body.items),
      ),
  );

  app.get(
    '/api/gallery-items',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: "A gallery's items with their media files, featured first, then by sort order",
        querystring: galleryItemsQuery,
        response: replies({ 200: z.array(galleryItemResponse) }, 400, 401, 404),
      },
    },
    async (request) => service.listItems(app.ctx.db, request.query.galleryId),
  );

  app.post(
    '/api/gallery-items',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: "Add a media file to a gallery (sortOrder defaults to the gallery's item count)",
        body: galleryItemInput,
        response: replies({ 201: galleryItemResponse }, 400, 401, 403),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await withRevisions(
            app.ctx,
            actorOf(request),
            { before: { gallery: [request.body.galleryId] } },
            (c) => service.addItem(c, request.body),
          ),
        ),
  );

  app.put(
    '/api/gallery-items/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: "Update a gallery item's alt text, caption, description, tags, visibility and featured flag",
        params: idParam,
        body: galleryItemUpdate,
        response: replies({ 200: galleryItemResponse }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      withRevisions(app.ctx, actorOf(request), galleryItemWrite(request.params.id), (c) =>
        service.updateItem(c, request.params.id, request.body),
      ),
  );

  app.delete(
    '/api/gallery-items/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Remove an item from its gallery (the media file stays)',
        params: idParam,
        response: replies({ 200: okResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      await withRevisions(app.ctx, actorOf(request), galleryItemWrite(request.params.id), (c) =>
        service.deleteItem(c, request.params.id),
      );
      return { ok: true as const };
    },
  );
};
