// Drafts, preview links and schedules of products and pages (#19). Viewers read a draft and the
// schedule; editors save, publish or discard a draft, change its specification values, make a shared
// preview link and set the schedule. The preview itself is the public page with ?preview= (web/).

import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../core/schemas/common';
import {
  draftResponse,
  pageDraftInput,
  previewLinkResponse,
  productDraftInput,
  publishingResponse,
  publishResponse,
  scheduleInput,
  scheduleResponse,
  scheduleTimeProblems,
} from '../../../core/schemas/drafts';
import {
  productSubParams,
  specValueInput,
  specValuePatch,
  specValueResponse,
} from '../../../core/schemas/product-content';
import { pages } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { replies } from '../../http/schemas';
import { getProduct } from '../products/service';
import { actorOf } from '../revisions/record';
import { discardPageDraft, pageDraftState, publishPageDraft, savePageDraft } from './pages';
import { previewLink } from './preview';
import {
  changeDraftSpec,
  discardProductDraft,
  draftSpecList,
  productDraftState,
  publishProductDraft,
  saveProductDraft,
} from './products';
import { clearSchedule, type EntityType, publishingOverview, scheduleOf, storeSchedule } from './store';

const tags = ['Drafts and scheduling'];

export const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const read = { access: 'viewer' } as const;
  const write = { access: 'editor' } as const;

  async function pathOf(type: EntityType, id: number): Promise<string> {
    if (type === 'product') return `/products/${encodeURIComponent((await getProduct(ctx.db, id)).slug)}`;
    const [page] = await ctx.db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, id));
    if (!page) throw notFound('Page not found');
    return `/${page.slug}`;
  }

  // ------------------------------------------------------------- drafts of products and pages
  app.get(
    '/api/products/:id/draft',
    {
      config: read,
      schema: {
        tags,
        summary: "A product's unpublished draft: its fields, what it changes, the schedule",
        params: idParam,
        response: replies({ 200: draftResponse }, 401, 404),
      },
    },
    async (request) => productDraftState(ctx.db, request.params.id),
  );
  app.put(
    '/api/products/:id/draft',
    {
      config: write,
      schema: {
        tags,
        summary: 'Save the overview to the draft (the published product stays as it is)',
        params: idParam,
        body: productDraftInput,
        response: replies({ 200: draftResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => saveProductDraft(ctx, request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    '/api/products/:id/draft',
    {
      config: write,
      schema: {
        tags,
        summary: "Discard a product's draft",
        params: idParam,
        response: replies({ 204: z.null() }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      await discardProductDraft(ctx.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/products/:id/draft/publish',
    {
      config: write,
      schema: {
        tags,
        summary: 'Publish the draft: its fields and specification values go live in one revision',
        params: idParam,
        response: replies({ 200: publishResponse }, 401, 403, 404, 409),
      },
    },
    async (request) => publishProductDraft(ctx, request.params.id, actorOf(request)),
  );

  // The draft's specification values: the same calls as the published ones' (product-content/specs).
  app.get(
    '/api/products/:id/draft/specs',
    {
      config: read,
      schema: {
        tags,
        summary: "The draft's specification values (the published ones while the draft has none of its own)",
        params: idParam,
        response: replies({ 200: z.array(specValueResponse) }, 401, 404),
      },
    },
    async (request) => draftSpecList(ctx.db, request.params.id),
  );
  app.post(
    '/api/products/:id/draft/specs',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a specification value to the draft',
        params: idParam,
        body: specValueInput,
        response: replies({ 201: specValueResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send((await changeDraftSpec(ctx, request.params.id, null, request.body, actorOf(request)))!),
  );
  app.patch(
    '/api/products/:id/draft/specs/:itemId',
    {
      config: write,
      schema: {
        tags,
        summary: "Change one of the draft's specification values (its id is the definition's)",
        params: productSubParams,
        body: specValuePatch,
        response: replies({ 200: specValueResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      (await changeDraftSpec(ctx, request.params.id, request.params.itemId, request.body, actorOf(request)))!,
  );
  app.delete(
    '/api/products/:id/draft/specs/:itemId',
    {
      config: write,
      schema: {
        tags,
        summary: "Remove one of the draft's specification values",
        params: productSubParams,
        response: replies({ 204: z.null() }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      await changeDraftSpec(ctx, request.params.id, request.params.itemId, null, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/pages/:id/draft',
    {
      config: read,
      schema: {
        tags,
        summary: "A page's unpublished draft: its fields, what it changes, the schedule",
        params: idParam,
        response: replies({ 200: draftResponse }, 401, 404),
      },
    },
    async (request) => pageDraftState(ctx.db, request.params.id),
  );
  app.put(
    '/api/pages/:id/draft',
    {
      config: write,
      schema: {
        tags,
        summary: 'Save the page form to the draft (the published page stays as it is)',
        params: idParam,
        body: pageDraftInput,
        response: replies({ 200: draftResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => savePageDraft(ctx, request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    '/api/pages/:id/draft',
    {
      config: write,
      schema: {
        tags,
        summary: "Discard a page's draft",
        params: idParam,
        response: replies({ 204: z.null() }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      await discardPageDraft(ctx.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/pages/:id/draft/publish',
    {
      config: write,
      schema: {
        tags,
        summary: "Publish the page's draft",
        params: idParam,
        response: replies({ 200: publishResponse }, 401, 403, 404, 409),
      },
    },
    async (request) => publishPageDraft(ctx, request.params.id, actorOf(request)),
  );

  // ------------------------------------------------------------- preview links and schedules
  for (const type of ['product', 'page'] as const) {
    const base = type === 'product' ? '/api/products/:id' : '/api/pages/:id';
    const noun = type === 'product' ? 'product' : 'page';
    app.post(
      `${base}/preview-link`,
      {
        config: write,
        schema: {
          tags,
          summary: `A shareable preview link of the ${noun} with its draft (signed, expires after PREVIEW_LINK_DAYS)`,
          params: idParam,
          response: replies({ 200: previewLinkResponse }, 401, 403, 404),
        },
      },
      async (request) =>
        previewLink(ctx.config, type, request.params.id, await pathOf(type, request.params.id)),
    );
    app.get(
      `${base}/schedule`,
      {
        config: read,
        schema: {
          tags,
          summary: `When the ${noun} is published and/or unpublished by the scheduler`,
          params: idParam,
          response: replies({ 200: scheduleResponse.nullable() }, 401, 404),
        },
      },
      async (request) => {
        await pathOf(type, request.params.id);
        return scheduleOf(ctx.db, type, request.params.id);
      },
    );
    app.put(
      `${base}/schedule`,
      {
        config: write,
        schema: {
          tags,
          summary: `Schedule the ${noun}'s publishing (its draft, if any, is applied then) and/or unpublishing`,
          params: idParam,
          body: scheduleInput,
          response: replies({ 200: scheduleResponse }, 400, 401, 403, 404),
        },
      },
      async (request) => {
        await pathOf(type, request.params.id);
        const times = {
          publishAt: request.body.publishAt ?? null,
          unpublishAt: request.body.unpublishAt ?? null,
        };
        // Not in the past by the scheduler's clock: each message under its field.
        const past = scheduleTimeProblems(times, app.clock());
        const first = Object.values(past)[0];
        if (first) throw badRequest(first[0]!, past);
        await storeSchedule(ctx.db, type, request.params.id, times, actorOf(request));
        return (await scheduleOf(ctx.db, type, request.params.id))!;
      },
    );
    app.delete(
      `${base}/schedule`,
      {
        config: write,
        schema: {
          tags,
          summary: `Cancel the ${noun}'s schedule`,
          params: idParam,
          response: replies({ 204: z.null() }, 401, 403, 404),
        },
      },
      async (request, reply) => {
        await pathOf(type, request.params.id);
        await clearSchedule(ctx.db, type, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }

  app.get(
    '/api/publishing',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every pending draft and schedule of products and pages (the lists show them)',
        response: replies({ 200: publishingResponse }, 401),
      },
    },
    async () => publishingOverview(ctx.db),
  );
};
