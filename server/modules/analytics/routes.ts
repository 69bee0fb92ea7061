// First-party analytics: the public site posts events, the dashboard reads the summary.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsEventBody, analyticsRangeQuery, analyticsSummary } from '../../../core/schemas/analytics';
import { requestMeta } from '../../http/access';
import { replies } from '../../http/schemas';
import * as analytics from './service';

export const ANALYTICS_BODY_LIMIT = 8 * 1024;

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['Analytics'];

  app.post(
    '/api/analytics/events',
    {
      config: { access: 'public' },
      bodyLimit: ANALYTICS_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Record an event (anonymous; bots and signed-in staff are not counted)',
        body: analyticsEventBody,
        response: replies({ 204: z.null() }, 400, 413, 429),
      },
    },
    async (request, reply) => {
      const staff = !!request.auth && !request.auth.mfaPending;
      await analytics.recordEvent(ctx, request.body, { ...requestMeta(request), staff });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/analytics/summary',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: 'Figures for the analytics dashboard (7d, 30d or 90d)',
        querystring: analyticsRangeQuery,
        response: replies({ 200: analyticsSummary }, 400, 401),
      },
    },
    async (request) => analytics.summary(ctx, request.query.range),
  );
};
