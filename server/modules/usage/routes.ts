// GET /api/<entity>/{id}/usage for every entity whose delete affects other records (#14). The admin's
// delete confirmation reads it before asking; the delete itself then does exactly what it says.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeleteImpactEntity } from '../../../core/rules/delete-impact';
import { idParam } from '../../../core/schemas/common';
import { deleteUsageResponse } from '../../../core/schemas/usage';
import type { Access } from '../../http/access';
import { replies } from '../../http/schemas';
import { deleteUsage } from './service';

/** The usage address of each entity (beside its delete route) and who may delete it. */
export const USAGE_ROUTES: Array<{ entity: DeleteImpactEntity; base: string; access: Access }> = [
  { entity: 'products', base: '/api/products', access: 'editor' },
  { entity: 'categories', base: '/api/categories', access: 'editor' },
  { entity: 'brands', base: '/api/brands', access: 'editor' },
  { entity: 'tags', base: '/api/tags', access: 'editor' },
  { entity: 'tag-categories', base: '/api/tag-categories', access: 'editor' },
  { entity: 'spec-categories', base: '/api/spec-categories', access: 'editor' },
  { entity: 'spec-definitions', base: '/api/specs/definitions', access: 'editor' },
  { entity: 'documents', base: '/api/documents', access: 'editor' },
  { entity: 'pages', base: '/api/pages', access: 'editor' },
  { entity: 'galleries', base: '/api/galleries', access: 'editor' },
  { entity: 'users', base: '/api/users', access: 'admin' },
];

export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { entity, base, access } of USAGE_ROUTES) {
    app.get(
      `${base}/:id/usage`,
      {
        config: { access },
        schema: {
          tags: ['Delete impact'],
          summary: `What deleting this record would change (${entity})`,
          params: idParam,
          response: replies({ 200: deleteUsageResponse }, 400, 401, 403, 404),
        },
      },
      async (request) => deleteUsage(app.ctx.db, entity, request.params.id),
    );
  }
};
