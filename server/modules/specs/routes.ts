// Specification categories and definitions (document 000 §2 item 6, §5, §7; document 001 §2.7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, okResponse } from '../../../core/schemas/common';
import {
  forceQuery,
  specCategoryInput,
  specCategoryResponse,
  specDefinitionInput,
  specDefinitionPatch,
  specDefinitionResponse,
} from '../../../core/schemas/specs';
import { replies } from '../../http/schemas';
import { withRevisions } from '../revisions/entities';
import { specCategoryDelete, specDefinitionDelete } from '../revisions/plans';
import { actorOf } from '../revisions/record';
import * as service from './service';

export const specRoutes: FastifyPluginAsyncZod = async (app) => {
  const categoryTags = ['Specification categories'];
  const definitionTags = ['Specification definitions'];

  app.get(
    '/api/spec-categories',
    {
      config: { access: 'viewer' },
      schema: {
        tags: categoryTags,
        summary: 'Specification categories, by sort then name',
        response: replies({ 200: z.array(specCategoryResponse) }, 401),
      },
    },
    async () => service.listSpecCategories(app.ctx.db),
  );

  app.post(
    '/api/spec-categories',
    {
      config: { access: 'editor' },
      schema: {
        tags: categoryTags,
        summary: 'Create a specification category',
        body: specCategoryInput,
        response: replies({ 201: specCategoryResponse }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => reply.code(201).send(await service.createSpecCategory(app.ctx, request.body)),
  );

  app.put(
    '/api/spec-categories/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: categoryTags,
        summary: 'Update a specification category',
        params: idParam,
        body: specCategoryInput,
        response: replies({ 200: specCategoryResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => service.updateSpecCategory(app.ctx, request.params.id, request.body),
  );

  app.delete(
    '/api/spec-categories/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: categoryTags,
        summary: 'Delete a specification category; its definitions become uncategorised',
        params: idParam,
        response: replies({ 200: okResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      // Its definitions become uncategorised: their revisions.
      await withRevisions(app.ctx, actorOf(request), specCategoryDelete(request.params.id), (c) =>
        service.deleteSpecCategory(c, request.params.id),
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/api/specs/definitions',
    {
      config: { access: 'viewer' },
      schema: {
        tags: definitionTags,
        summary: 'Specification definitions with their category name and usage count',
        response: replies({ 200: z.array(specDefinitionResponse) }, 401),
      },
    },
    async () => service.listDefinitions(app.ctx.db),
  );

  app.post(
    '/api/specs/definitions',
    {
      config: { access: 'editor' },
      schema: {
        tags: definitionTags,
        summary: 'Create a specification definition',
        body: specDefinitionInput,
        response: replies({ 201: specDefinitionResponse }, 400, 401, 403, 409),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await withRevisions(
            app.ctx,
            actorOf(request),
            { after: (d) => ({ spec_definition: [d.id] }) },
            (c) => service.createDefinition(c, request.body),
          ),
        ),
  );

  app.patch(
    '/api/specs/definitions/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: definitionTags,
        summary: 'Update a specification definition (the key cannot change)',
        params: idParam,
        body: specDefinitionPatch,
        response: replies({ 200: specDefinitionResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      withRevisions(app.ctx, actorOf(request), { before: { spec_definition: [request.params.id] } }, (c) =>
        service.updateDefinition(c, request.params.id, request.body),
      ),
  );

  app.delete(
    '/api/specs/definitions/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: definitionTags,
        summary:
          'Delete a definition; one that products use needs ?force=true and takes their values with it',
        params: idParam,
        querystring: forceQuery,
        response: replies(
          { 200: z.object({ ok: z.literal(true), deletedValues: z.number().int() }) },
          400,
          401,
          403,
          404,
          409,
        ),
      },
    },
    async (request) => {
      const result = await withRevisions(
        app.ctx,
        actorOf(request),
        specDefinitionDelete(request.params.id),
        (c) => service.deleteDefinition(c, request.params.id, request.query.force === 'true'),
      );
      return { ok: true as const, ...result };
    },
  );
};
