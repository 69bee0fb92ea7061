import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsResponse } from '../../../core/schemas/stats';
import { replies } from '../../http/schemas';
import { getStats } from './service';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stats',
    {
      config: { access: 'viewer' },
      schema: {
        tags: ['Dashboard'],
        summary: 'Dashboard figures',
        response: replies({ 200: statsResponse }, 401),
      },
    },
    async () => getStats(app.ctx.db),
  );
};
