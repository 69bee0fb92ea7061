// The audit log (#19): administrators only. GET /api/audit (filtered, paged) and /api/audit/export (CSV).
import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditFilters, auditListQuery, auditListResponse } from '../../../core/schemas/audit';
import { auditTargetTypes } from '../../http/audit';
import { replies } from '../../http/schemas';
import { contentDisposition } from '../storage/content-types';
import { neutralizeCell } from '../transfer/sections';
import { auditPages, listAudit } from './service';

const tags = ['Audit'];
const CSV_COLUMNS = [
  'id',
  'at',
  'userId',
  'user',
  'action',
  'result',
  'status',
  'method',
  'route',
  'targetType',
  'targetId',
  'target',
  'ip',
  'userAgent',
  'details',
] as const;

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The audit log, newest first: filter by user, action, target type and date range (UTC days)',
        querystring: auditListQuery,
        response: replies({ 200: auditListResponse }, 400, 401, 403),
      },
    },
    async (request) => ({
      ...(await listAudit(ctx.db, request.query)),
      targetTypes: [...auditTargetTypes].sort(),
      retentionDays: ctx.config.auditRetentionDays,
    }),
  );

  app.get(
    '/api/audit/export',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The filtered audit log as CSV (newest first)',
        querystring: auditFilters,
        response: replies({ 200: z.any() }, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const stream = new PassThrough();
      const csv = stringify({ header: true, columns: [...CSV_COLUMNS] });
      csv.pipe(stream);
      const cell = (v: string | null) => (v === null ? '' : neutralizeCell(v));
      (async () => {
        for await (const rows of auditPages(ctx.db, request.query)) {
          for (const r of rows) {
            const ok = csv.write({
              id: r.id,
              at: r.at.toISOString(),
              userId: r.userId ?? '',
              user: cell(r.userLabel),
              action: r.action,
              result: r.result,
              status: r.status ?? '',
              method: r.method ?? '',
              route: r.route ?? '',
              targetType: r.targetType ?? '',
              targetId: cell(r.targetId),
              target: cell(r.targetLabel),
              ip: r.ip ?? '',
              userAgent: cell(r.userAgent),
              details: r.details ? neutralizeCell(JSON.stringify(r.details)) : '',
            });
            if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
          }
        }
        csv.end();
      })().catch((err: Error) => {
        request.log.error({ err }, 'audit export failed');
        stream.destroy(err);
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition('attachment', `audit-log-${new Date().toISOString().slice(0, 10)}.csv`),
        )
        .send(stream);
    },
  );
};
