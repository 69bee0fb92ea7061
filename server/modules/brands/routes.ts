// Brands (document 000 §2 item 5, §5, §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandInput, brandPatch, brandResponse } from '../../../core/schemas/brands';
import { idParam, okResponse } from '../../../core/schemas/common';
import { replies } from '../../http/schemas';
import { withRevisions } from '../revisions/entities';
import { brandDelete } from '../revisions/plans';
import { actorOf } from '../revisions/record';
import * as service from './service';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Brands'];

  app.get(
    '/api/brands',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: 'Every brand with its product count',
        response: replies({ 200: z.array(brandResponse) }, 401),
      },
    },
    async () => service.listBrands(app.ctx.db),
  );

  app.post(
    '/api/brands',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Create a brand (slug generated from the name)',
        body: brandInput,
        response: replies({ 201: brandResponse }, 400, 401, 403, 409),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await withRevisions(app.ctx, actorOf(request), { after: (b) => ({ brand: [b.id] }) }, (c) =>
            service.createBrand(c, request.body),
          ),
        ),
  );

  app.patch(
    '/api/brands/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Update a brand (the slug is kept)',
        params: idParam,
        body: brandPatch,
        response: replies({ 200: brandResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      withRevisions(app.ctx, actorOf(request), { before: { brand: [request.params.id] } }, (c) =>
        service.updateBrand(c, request.params.id, request.body),
      ),
  );

  app.delete(
    '/api/brands/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Delete a brand; its products keep existing without a brand',
        params: idParam,
        response: replies({ 200: okResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      await withRevisions(app.ctx, actorOf(request), brandDelete(request.params.id), (c) =>
        service.deleteBrand(c, request.params.id),
      );
      return { ok: true as const };
    },
  );
};
