// Product categories (document 000 §2 item 2, §5, §7; document 001 §2.4, §2.7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryInput, categoryResponse } from '../../../core/schemas/categories';
import { idParam, okResponse } from '../../../core/schemas/common';
import { CATEGORIES_TAG, tagAnswer } from '../../http/cache-tags';
import { replies } from '../../http/schemas';
import { withRevisions } from '../revisions/entities';
import { actorOf } from '../revisions/record';
import * as service from './service';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Categories'];

  app.get(
    '/api/categories',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every category with product and subcategory counts (signed out: active products only)',
        response: replies({ 200: z.array(categoryResponse) }),
      },
    },
    async (request) => {
      tagAnswer(request, CATEGORIES_TAG);
      return service.listCategories(app.ctx.db, {
        activeProductsOnly: !request.auth || request.auth.mfaPending,
      });
    },
  );

  app.get(
    '/api/categories/:id',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: 'One category',
        params: idParam,
        response: replies({ 200: categoryResponse }, 400, 401, 404),
      },
    },
    async (request) => service.getCategory(app.ctx.db, request.params.id),
  );

  app.post(
    '/api/categories',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Create a category (parentId null for top level)',
        body: categoryInput,
        response: replies({ 201: categoryResponse }, 400, 401, 403, 409),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await withRevisions(app.ctx, actorOf(request), { after: (c) => ({ category: [c.id] }) }, (c) =>
            service.createCategory(c, request.body),
          ),
        ),
  );

  app.put(
    '/api/categories/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Update a category; it cannot be placed under itself or its own subcategories',
        params: idParam,
        body: categoryInput,
        response: replies({ 200: categoryResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      withRevisions(app.ctx, actorOf(request), { before: { category: [request.params.id] } }, (c) =>
        service.updateCategory(c, request.params.id, request.body),
      ),
  );

  app.delete(
    '/api/categories/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Delete a category that has no products and no subcategories (409 otherwise)',
        params: idParam,
        response: replies({ 200: okResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      await withRevisions(
        app.ctx,
        actorOf(request),
        { action: 'delete', before: { category: [request.params.id] } },
        (c) => service.deleteCategory(c, request.params.id),
      );
      return { ok: true as const };
    },
  );
};
