// Products API (document 000 §7 "Catalogue", document 001 §7). Listing is public for the catalogue:
// visitors see only active products whatever they ask; signed-in staff may list every status.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SPEC_FILTER_PARAMS } from '../../../core/rules/spec-values';
import { idParam } from '../../../core/schemas/common';
import {
  productInput,
  productListQuery,
  productListResponse,
  productPatch,
  productResponse,
} from '../../../core/schemas/products';
import { hasRole } from '../../http/access';
import { badRequest } from '../../http/errors';
import { replies } from '../../http/schemas';
import { productUpdateHooks } from '../revisions/plans';
import { actorOf, withProductRevision } from '../revisions/record';
import { specFiltersFromQuery } from './filters';
import * as products from './service';

const tags = ['Products'];
const KNOWN_PARAMS = new Set([...Object.keys(productListQuery.shape), ...Object.values(SPEC_FILTER_PARAMS)]);

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/products',
    {
      config: { access: 'public', cache: true },
      schema: {
        tags,
        summary: 'List products: search, filters, sort and paging (visitors see active products only)',
        description:
          'Lists are comma-separated: categories (ids or slugs, subcategories included), tags (slugs), flameClasses, ' +
          'solderCapacities, systemTypes and spec_<key> (value slugs). sortBy/sort: newest, oldest, name, status, price.',
        querystring: productListQuery,
        response: replies({ 200: productListResponse }, 400),
      },
    },
    async (request) => {
      const query = request.query;
      const unknown = Object.keys(query).filter(
        (key) => !KNOWN_PARAMS.has(key) && !/^spec_[a-z0-9_]+$/.test(key),
      );
      if (unknown.length) throw badRequest(`Unknown parameter: ${unknown.join(', ')}`);
      const staff = hasRole(request, 'viewer');
      return products.listProducts(ctx.db, {
        search: query.search || undefined,
        exactSearch: query.exact === 'true',
        categoryTokens: query.categories,
        tagSlugs: query.tags,
        specs: specFiltersFromQuery(query),
        status: staff ? query.status : 'active',
        featured: query.featured === undefined ? undefined : query.featured === 'true',
        completeness: staff ? query.completeness : undefined,
        sort: query.sortBy ?? query.sort ?? (query.search ? 'relevance' : 'newest'),
        page: query.page,
        limit: query.limit,
      });
    },
  );

  app.get(
    '/api/products/featured',
    {
      config: { access: 'public', cache: true },
      schema: {
        tags,
        summary: 'Active featured products for the home page',
        response: { 200: z.array(productResponse.omit({ description: true })) },
      },
    },
    async () => products.featuredProducts(ctx.db),
  );

  app.get(
    '/api/products/:id',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: 'One product',
        params: idParam,
        response: replies({ 200: productResponse }, 401, 404),
      },
    },
    async (request) => products.getProduct(ctx.db, request.params.id),
  );

  app.post(
    '/api/products',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Create a product',
        body: productInput,
        response: replies({ 201: productResponse }, 400, 401, 403, 409),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await withProductRevision(ctx, actorOf(request), { after: (p) => [p.id], action: 'create' }, (c) =>
            products.createProduct(c, request.body),
          ),
        ),
  );

  app.put(
    '/api/products/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Replace a product (the product dialog)',
        params: idParam,
        body: productInput,
        response: replies({ 200: productResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      products.updateProduct(
        ctx,
        request.params.id,
        request.body,
        productUpdateHooks(request.params.id, actorOf(request), request.body.slug),
      ),
  );

  app.patch(
    '/api/products/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Change some fields of a product (the product editor)',
        params: idParam,
        body: productPatch,
        response: replies({ 200: productResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      products.updateProduct(
        ctx,
        request.params.id,
        request.body,
        productUpdateHooks(request.params.id, actorOf(request), request.body.slug),
      ),
  );

  app.delete(
    '/api/products/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Delete a product and all its links',
        params: idParam,
        response: replies({ 204: z.null() }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      await withProductRevision(
        ctx,
        actorOf(request),
        { before: [request.params.id], action: 'delete' },
        (c) => products.deleteProduct(c, request.params.id),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/products/:id/duplicate',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Copy a product as a draft with a new unique slug and SKU',
        params: idParam,
        response: replies({ 201: productResponse }, 401, 403, 404),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await withProductRevision(
            ctx,
            actorOf(request, { duplicatedFrom: request.params.id }),
            { after: (p) => [p.id], action: 'create' },
            (c) => products.duplicateProduct(c, request.params.id),
          ),
        ),
  );
};
