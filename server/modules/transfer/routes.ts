// Import, template, export and backup (document 000 §2 item 9, §7; document 001 §2.4, §7).
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { splitList } from '../../../core/rules/lists';
import { importHistory, importHistoryQuery, importJob, importJobAccepted } from '../../../core/schemas/jobs';
import {
  BACKUP_DEFAULT_FILE_NAME,
  exportQuery,
  IMPORT_TEMPLATE_FILE_NAME,
} from '../../../core/schemas/transfer';
import { unauthorized } from '../../http/errors';
import { replies } from '../../http/schemas';
import { contentDisposition } from '../storage/content-types';
import { writeBackup } from './backup';
import { templateWorkbook, writeExportCsv, writeExportWorkbook } from './export';
import { getImportJob, importErrorRows, importHistory as listImports } from './import-jobs';
import { queueImport } from './service';

async function errorWorkbook(
  rows: Array<{ sheet: string; row: number | null; column: string; error: string }>,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Errors');
  ws.columns = [
    { header: 'Sheet', key: 'sheet', width: 20 },
    { header: 'Row', key: 'row', width: 8 },
    { header: 'Column', key: 'column', width: 24 },
    { header: 'Error', key: 'error', width: 80 },
  ];
  ws.getRow(1).font = { bold: true };
  // Text starting with = + - @ would be read as a formula by a spreadsheet program.
  const safe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
  for (const r of rows)
    ws.addRow({ sheet: safe(r.sheet), row: r.row, column: safe(r.column), error: safe(r.error) });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['Import and export'];

const list = (v: string | undefined) => (v ? splitList(v, { max: 50 }) : undefined);

/** "products-2026-11-24.xlsx" */
const datedName = (base: string, ext: string) => `${base}-${new Date().toISOString().slice(0, 10)}.${ext}`;

export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/templates/download',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: 'The import template: one sheet per section with headers, notes, lists and two example rows',
        response: replies({ 200: z.any() }, 401),
      },
    },
    async (_request, reply) => {
      const buffer = await templateWorkbook();
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', IMPORT_TEMPLATE_FILE_NAME))
        .send(buffer);
    },
  );

  app.post(
    '/api/products/import',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary:
          'Import a .csv (Products sheet) or .xlsx (any sheets of the template), multipart field "csvFile", at most 10 MB; ' +
          'text fields updateExisting (default true), sendNotifications and createBackup (default false)',
        response: replies({ 202: importJobAccepted }, 400, 401, 403, 413, 415),
      },
    },
    async (request, reply) => {
      const user = request.auth?.user;
      if (!user) throw unauthorized();
      const id = await queueImport(ctx, app.jobs, request, user);
      return reply.code(202).send({ job: await getImportJob(ctx.db, app.jobs, id) });
    },
  );

  app.get(
    '/api/imports/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'An import job: status, progress (rows per section) and, when finished, its result or error',
        params: z.strictObject({ id: z.coerce.number().int().min(1).max(2147483647) }),
        response: replies({ 200: importJob }, 401, 403, 404),
      },
    },
    async (request) => getImportJob(ctx.db, app.jobs, request.params.id),
  );

  app.get(
    '/api/imports',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'Import history, newest first',
        querystring: importHistoryQuery,
        response: replies({ 200: importHistory }, 400, 401, 403),
      },
    },
    async (request) => listImports(ctx.db, app.jobs, request.query),
  );

  app.get(
    '/api/imports/:id/errors',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'The errors of an import as a spreadsheet: sheet, row, column and error',
        params: z.strictObject({ id: z.coerce.number().int().min(1).max(2147483647) }),
        response: replies({ 200: z.any() }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { fileName, rows } = await importErrorRows(ctx.db, request.params.id);
      const buffer = await errorWorkbook(rows);
      const base = fileName.replace(/\.[^.]*$/, '') || 'import';
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', `${base}-errors.xlsx`))
        .send(buffer);
    },
  );

  app.get(
    '/api/products/export',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary:
          'Export the catalogue (xlsx: the import workbook; csv: the Products sheet), filtered like the products list',
        querystring: exportQuery,
        response: replies({ 200: z.any() }, 400, 401),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filters = {
        search: q.search || undefined,
        categoryTokens: list(q.categories),
        tagSlugs: list(q.tags),
        status: q.status,
      };
      const stream = new PassThrough();
      const csv = q.format === 'csv';
      const writing = csv
        ? writeExportCsv(ctx.db, filters, stream)
        : writeExportWorkbook(ctx.db, filters, stream);
      writing.catch((err: Error) => {
        request.log.error({ err }, 'export failed');
        stream.destroy(err);
      });
      return reply
        .header('content-type', csv ? 'text/csv; charset=utf-8' : XLSX)
        .header(
          'content-disposition',
          contentDisposition('attachment', datedName('products', csv ? 'csv' : 'xlsx')),
        )
        .send(stream);
    },
  );

  app.post(
    '/api/backup/app-storage',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Download a .zip of every stored file, the catalogue workbook and a full database dump',
        response: replies({ 200: z.any() }, 401, 403),
      },
    },
    async (request, reply) => {
      const stream = new PassThrough();
      writeBackup(ctx, stream).catch((err: Error) => {
        request.log.error({ err }, 'backup failed');
        stream.destroy(err);
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', BACKUP_DEFAULT_FILE_NAME))
        .send(stream);
    },
  );
};
