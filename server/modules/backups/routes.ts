// Stored backups (#18): made by a background job on request, listed, downloaded and deleted. For
// administrators only, like POST /api/backup/app-storage (which still streams a backup at once).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupJob,
  backupJobAccepted,
  backupJobParam,
  backupList,
  backupNameParam,
} from '../../../core/schemas/backups';
import { unauthorized } from '../../http/errors';
import { replies } from '../../http/schemas';
import { contentDisposition } from '../storage/content-types';
import { deleteBackup, getBackupJob, listBackups, openBackup, startBackup } from './service';

const tags = ['Backups'];

export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/backups',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Start a backup in the background (or answer with the one being made); 202 with its job',
        response: replies({ 202: backupJobAccepted }, 401, 403),
      },
    },
    async (request, reply) => {
      const user = request.auth?.user;
      if (!user) throw unauthorized();
      return reply.code(202).send({ job: await startBackup(ctx.db, app.jobs, user.id) });
    },
  );

  app.get(
    '/api/backups',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Stored backups, newest first, and the backups being made',
        response: replies({ 200: backupList }, 401, 403),
      },
    },
    async () => listBackups(ctx),
  );

  app.get(
    '/api/backups/jobs/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'A backup job: queued, running, succeeded (with the stored name) or failed (with the reason)',
        params: backupJobParam,
        response: replies({ 200: backupJob }, 400, 401, 403, 404),
      },
    },
    async (request) => getBackupJob(ctx.db, request.params.id),
  );

  app.get(
    '/api/backups/:name',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Download a stored backup (.zip)',
        params: backupNameParam,
        response: replies({ 200: z.any() }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const file = await openBackup(ctx, request.params.name);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition('attachment', request.params.name))
        .send(file.stream);
    },
  );

  app.delete(
    '/api/backups/:name',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a stored backup',
        params: backupNameParam,
        response: replies({ 204: z.null() }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      await deleteBackup(ctx, request.params.name);
      return reply.code(204).send(null);
    },
  );
};
