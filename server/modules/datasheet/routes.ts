// GET /products/{slug}/datasheet.pdf (#20): the product's datasheet, public and held in the answer cache
// (keyed by address, dropped on any staff write — so it is made again after the product changes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasRole } from '../../http/access';
import { publicCacheControl } from '../../http/answer-cache';
import { productDatasheet } from './service';

export const datasheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:slug/datasheet.pdf',
    {
      config: { access: 'public', cache: true },
      schema: {
        hide: true,
        params: z.strictObject({ slug: z.string().min(1).max(200) }),
      },
    },
    async (request, reply) => {
      const staff = hasRole(request, 'viewer');
      const { pdf, filename } = await productDatasheet(app.ctx, request.params.slug, {
        includeUnpublished: staff,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('x-robots-tag', 'noindex')
        .header('cache-control', staff ? 'private, no-store' : publicCacheControl(app.ctx.config))
        .send(pdf);
    },
  );
};
