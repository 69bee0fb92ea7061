// The public catalogue's calls: facet counts, the full product by slug and its structured data,
// and /sitemap.xml and /robots.txt.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productLd } from '../../../core/rules/structured-data';
import {
  categoryCountsResponse,
  facetQuery,
  productDetailsResponse,
  specCountsResponse,
  tagCountsResponse,
} from '../../../core/schemas/catalogue';
import { compareQuery, compareResponse } from '../../../core/schemas/compare';
import { hasRole } from '../../http/access';
import { productTag, tagAnswer } from '../../http/cache-tags';
import { notFound } from '../../http/errors';
import { replies } from '../../http/schemas';
import { type FilterRequest, specFiltersFromQuery } from '../products/filters';
import { getProductBySlug } from '../products/service';
import { compareProducts } from './compare';
import { productDetails } from './details';
import { categoryCounts, specCounts, tagCounts } from './facets';
import { robotsTxt, sitemapXml } from './sitemap';

const tags = ['Catalogue'];
const slugParam = z.strictObject({ slug: z.string().min(1).max(200) });

/** Counts are about what visitors can see: active products only. */
function publicFilters(query: z.output<typeof facetQuery>): FilterRequest {
  return {
    search: query.search || undefined,
    exactSearch: query.exact === 'true',
    categoryTokens: query.categories,
    tagSlugs: query.tags,
    specs: specFiltersFromQuery(query),
    status: 'active',
  };
}

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/categories/with-counts',
    {
      config: { access: 'public', cache: true },
      schema: {
        tags,
        summary: 'Categories with the number of active products matching every filter but the category one',
        querystring: facetQuery,
        response: replies({ 200: categoryCountsResponse }, 400),
      },
    },
    async (request) => categoryCounts(ctx.db, publicFilters(request.query)),
  );

  app.get(
    '/api/tags/with-counts',
    {
      config: { access: 'public', cache: true },
      schema: {
        tags,
        summary: 'Tags (optionally of one group: tagCategory=applications) with faceted product counts',
        querystring: facetQuery,
        response: replies({ 200: tagCountsResponse }, 400),
      },
    },
    async (request) => tagCounts(ctx.db, publicFilters(request.query), request.query.tagCategory),
  );

  app.get(
    '/api/specs/with-counts',
    {
      config: { access: 'public', cache: true },
      schema: {
        tags,
        summary: 'Values of the filterable specifications with faceted product counts',
        querystring: facetQuery,
        response: replies({ 200: specCountsResponse }, 400),
      },
    },
    async (request) => specCounts(ctx.db, publicFilters(request.query)),
  );

  app.get(
    '/api/products/slug/:slug/details',
    {
      config: { access: 'public', cache: true },
      schema: {
        tags,
        summary:
          'The full public product: specifications, documents, relationships, FAQs, distributors, structured data',
        params: slugParam,
        response: replies({ 200: productDetailsResponse }, 404),
      },
    },
    // Staff may preview drafts and inactive products; visitors get 404 for them.
    async (request) => {
      const product = await productDetails(ctx.db, request.params.slug, {
        publicUrl: ctx.config.publicUrl,
        includeUnpublished: hasRole(request, 'viewer'),
      });
      // Cached until this product or one of the related products it shows changes (cache-tags.ts).
      tagAnswer(
        request,
        productTag(product.id),
        ...product.relationshipsFrom.map((r) => productTag(r.toProduct.id)),
      );
      return product;
    },
  );

  app.get(
    '/api/products/compare',
    {
      config: { access: 'public', cache: true },
      schema: {
        tags,
        summary:
          'Two to four products side by side (#20): ?products=slug-a,slug-b; specifications aligned by definition and grouped by category; unknown slugs are left out and listed in missing (404 when none is found)',
        querystring: compareQuery,
        response: replies({ 200: compareResponse }, 400, 404),
      },
    },
    async (request) =>
      compareProducts(ctx.db, request.query.products, { includeUnpublished: hasRole(request, 'viewer') }),
  );

  app.get(
    '/api/products/slug/:slug/structured-data',
    {
      config: { access: 'public', cache: true },
      schema: {
        tags,
        summary:
          'schema.org Product JSON-LD of an active product (name, SKU, brand, price in USD, availability)',
        params: slugParam,
        response: replies({ 200: z.record(z.string(), z.unknown()) }, 404),
      },
    },
    async (request) => {
      const product = await getProductBySlug(ctx.db, request.params.slug);
      if (product?.status !== 'active') throw notFound('Product not found');
      return productLd(product, ctx.config.publicUrl);
    },
  );

  app.get(
    '/sitemap.xml',
    { config: { access: 'public', cache: true }, schema: { hide: true } },
    async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').send(await sitemapXml(ctx.db, ctx.config.publicUrl)),
  );

  app.get(
    '/robots.txt',
    { config: { access: 'public', cache: true }, schema: { hide: true } },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(ctx.config.publicUrl)),
  );
};
