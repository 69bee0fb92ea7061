// GET /api/<entity>/{id}/usage for every entity whose delete affects other records (#14). The admin's
// delete confirmation reads it before asking; the delete itself then does exactly what it says.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELETE_IMPACT_ENTITIES,
  DELETE_IMPACT_PATHS,
  type DeleteImpactEntity,
} from '../../../core/rules/delete-impact';
import { idParam } from '../../../core/schemas/common';
import { deleteUsageResponse } from '../../../core/schemas/usage';
import type { Access } from '../../http/access';
import { replies } from '../../http/schemas';
import { deleteUsage } from './service';

/** Who may read an entity's usage: whoever may delete it. */
const ACCESS: Record<DeleteImpactEntity, Access> = {
  products: 'editor',
  categories: 'editor',
  brands: 'editor',
  tags: 'editor',
  'tag-categories': 'editor',
  'spec-categories': 'editor',
  'spec-definitions': 'editor',
  documents: 'editor',
  pages: 'editor',
  galleries: 'editor',
  users: 'admin',
};

export const USAGE_ROUTES = DELETE_IMPACT_ENTITIES.map((entity) => ({
  entity,
  base: DELETE_IMPACT_PATHS[entity],
  access: ACCESS[entity],
}));

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
