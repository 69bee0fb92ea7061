// Tags and tag categories (document 000 §2 item 3, §5, §7; document 001 §2.7, §7 "Taxonomy").
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, okResponse } from '../../../core/schemas/common';
import { tagCategoryInput, tagCategoryResponse, tagInput, tagResponse } from '../../../core/schemas/tags';
import { productTags } from '../../db/schema';
import { replies } from '../../http/schemas';
import { actorOf, withProductRevision } from '../revisions/record';
import * as service from './service';

export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const groupTags = ['Tag groups'];
  const tagTags = ['Tags'];

  app.get(
    '/api/tag-categories',
    {
      config: { access: 'viewer' },
      schema: {
        tags: groupTags,
        summary: 'Tag groups with their tag counts, by sort then name',
        response: replies({ 200: z.array(tagCategoryResponse) }, 401),
      },
    },
    async () => service.listTagCategories(app.ctx.db),
  );

  app.post(
    '/api/tag-categories',
    {
      config: { access: 'editor' },
      schema: {
        tags: groupTags,
        summary: 'Create a tag group (slug generated from the name when empty)',
        body: tagCategoryInput,
        response: replies({ 201: tagCategoryResponse }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => reply.code(201).send(await service.createTagCategory(app.ctx, request.body)),
  );

  app.put(
    '/api/tag-categories/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: groupTags,
        summary: 'Update a tag group',
        params: idParam,
        body: tagCategoryInput,
        response: replies({ 200: tagCategoryResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => service.updateTagCategory(app.ctx, request.params.id, request.body),
  );

  app.delete(
    '/api/tag-categories/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: groupTags,
        summary: 'Delete a tag group; its tags stay, ungrouped',
        params: idParam,
        response: replies({ 200: okResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      await service.deleteTagCategory(app.ctx, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/tags',
    {
      config: { access: 'public' },
      schema: {
        tags: tagTags,
        summary: 'Every tag with its group (signed out: product counts cover active products only)',
        response: replies({ 200: z.array(tagResponse) }),
      },
    },
    async (request) =>
      service.listTags(app.ctx.db, { activeProductsOnly: !request.auth || request.auth.mfaPending }),
  );

  app.post(
    '/api/tags',
    {
      config: { access: 'editor' },
      schema: {
        tags: tagTags,
        summary: 'Create a tag (categoryId null when uncategorized)',
        body: tagInput,
        response: replies({ 201: tagResponse }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => reply.code(201).send(await service.createTag(app.ctx, request.body)),
  );

  app.put(
    '/api/tags/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: tagTags,
        summary: 'Update a tag',
        params: idParam,
        body: tagInput,
        response: replies({ 200: tagResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => service.updateTag(app.ctx, request.params.id, request.body),
  );

  app.delete(
    '/api/tags/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: tagTags,
        summary: 'Delete a tag and remove it from every product',
        params: idParam,
        response: replies({ 200: okResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      // The products that had it lose it: each gets a revision (#19).
      await withProductRevision(
        app.ctx,
        actorOf(request),
        {
          before: async (tx) =>
            (
              await tx
                .select({ id: productTags.productId })
                .from(productTags)
                .where(eq(productTags.tagId, request.params.id))
            ).map((r) => r.id),
        },
        (c) => service.deleteTag(c, request.params.id),
      );
      return { ok: true as const };
    },
  );
};
