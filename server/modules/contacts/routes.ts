// Enquiries: the public contact form's call and the inquiries inbox (editors and administrators).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../core/schemas/common';
import {
  contactCountQuery,
  contactCountResponse,
  contactCreated,
  contactInput,
  contactListQuery,
  contactListResponse,
  contactResponse,
  contactStatusBody,
} from '../../../core/schemas/contacts';
import { replies } from '../../http/schemas';
import { contentDisposition } from '../storage/content-types';
import * as contacts from './service';

/** Room for a quote request of 100 lines with long product names (#20). */
export const CONTACT_BODY_LIMIT = 128 * 1024;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['Inquiries'];

  app.post(
    '/api/contacts',
    {
      config: { access: 'public' },
      bodyLimit: CONTACT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Send an enquiry (public contact form)',
        body: contactInput,
        response: replies({ 201: contactCreated }, 400, 413, 429),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await contacts.submitContact(ctx, request.body, { ip: request.ip })),
  );

  app.get(
    '/api/contacts',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'List enquiries, newest first',
        querystring: contactListQuery,
        response: replies({ 200: contactListResponse }, 400, 401, 403),
      },
    },
    async (request) => contacts.listContacts(ctx.db, request.query),
  );

  app.get(
    '/api/contacts/export.csv',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Export enquiries as CSV (one row per quote line)',
        querystring: contactCountQuery.extend({ type: contactListQuery.shape.type }),
        produces: ['text/csv'],
        response: replies({ 200: z.string() }, 400, 401, 403),
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition('attachment', `inquiries-${new Date().toISOString().slice(0, 10)}.csv`),
        )
        .header('cache-control', 'no-store')
        .send(await contacts.exportContactsCsv(ctx.db, request.query)),
  );

  app.get(
    '/api/contacts/count',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'How many enquiries (optionally with one status)',
        querystring: contactCountQuery,
        response: replies({ 200: contactCountResponse }, 400, 401, 403),
      },
    },
    async (request) => ({ count: await contacts.countContacts(ctx.db, request.query.status) }),
  );

  app.get(
    '/api/contacts/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'One enquiry',
        params: idParam,
        response: replies({ 200: contactResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => contacts.getContact(ctx.db, request.params.id),
  );

  app.patch(
    '/api/contacts/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: "Change an enquiry's status (new, in_progress, closed)",
        params: idParam,
        body: contactStatusBody,
        response: replies({ 200: contactResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => contacts.setContactStatus(ctx.db, request.params.id, request.body.status),
  );
};
