import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['System'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      let up = true;
      try {
        await Promise.race([
          app.ctx.database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000).unref()),
        ]);
      } catch {
        up = false;
      }
      const body = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        databaseKind: app.ctx.database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.code(up ? 200 : 503).send(body);
    },
  );
};
