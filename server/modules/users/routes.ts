// User management calls (document 001 §7 "Users"), administrators only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userResponse } from '../../../core/schemas/auth';
import { idParam } from '../../../core/schemas/common';
import {
  createUserBody,
  updateRoleBody,
  updateStatusBody,
  userListQuery,
  userListResponse,
  userOptionsResponse,
} from '../../../core/schemas/users';
import { currentUser } from '../../http/access';
import { replies } from '../../http/schemas';
import * as users from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['Users'];

  app.get(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'One page of the users (page, limit ≤ 200), oldest account first, searched by username and e-mail, with the total under the search',
        querystring: userListQuery,
        response: replies({ 200: userListResponse }, 400, 401, 403),
      },
    },
    async (request) => users.listUsersPage(ctx.db, request.query),
  );

  app.get(
    '/api/users/options',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Every user's id and username by username (the audit log's user filter)",
        response: replies({ 200: userOptionsResponse }, 401, 403),
      },
    },
    async () => users.userOptions(ctx.db),
  );

  app.post(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a user',
        body: createUserBody,
        response: replies({ 201: userResponse }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => reply.code(201).send(await users.createUser(ctx, request.body)),
  );

  app.patch(
    '/api/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Change a user's role (the last active administrator keeps theirs)",
        params: idParam,
        body: updateRoleBody,
        response: replies({ 200: userResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => users.changeRole(ctx, currentUser(request).id, request.params.id, request.body.role),
  );

  app.patch(
    '/api/users/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Change a user's status (deactivating ends their sessions)",
        params: idParam,
        body: updateStatusBody,
        response: replies({ 200: userResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      users.changeStatus(ctx, currentUser(request).id, request.params.id, request.body.status),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a user',
        params: idParam,
        response: replies({ 204: z.null() }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      await users.deleteUser(ctx, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
