// Files and uploads shared by the transfer tests: workbooks built with exceljs, deflated zips
// (small on the wire, large once unpacked) and POST /api/products/import through app.inject.
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import type { ImportJobData as ImportJob } from '../../../core/schemas/jobs';
import type { TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';

/** A workbook with the given sheets (header row first). */
export async function workbook(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A zip whose entries are deflated. */
export function deflatedZip(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const z = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) z.addBuffer(Buffer.from(content), name);
  z.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    z.outputStream.on('data', (c: Buffer) => chunks.push(c));
    z.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** What a test reads of an import: like the old synchronous answer (200 + result, or the error status). */
export interface ImportAnswer {
  statusCode: number;
  // biome-ignore lint/suspicious/noExplicitAny: the same as app.inject's json(), so the tests read it unchanged
  json: () => any;
  body: string;
  /** The job as GET /api/imports/:id gave it last (null when the upload itself was refused). */
  job: ImportJob | null;
}

/** Polls GET /api/imports/:id until the job has finished; returns the finished job. */
export async function waitForImport(
  app: TestApp,
  cookie: string,
  id: number,
  timeoutMs = 60_000,
): Promise<ImportJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`GET /api/imports/${id}: ${res.statusCode} ${res.body}`);
    const job = res.json() as ImportJob;
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    if (Date.now() > until) throw new Error(`import ${id} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * POST /api/products/import, then waits for its job: a finished import answers 200 with its result,
 * a failed one its error status with { error } — what the upload answered before imports were jobs.
 */
export async function postImport(
  app: TestApp,
  cookie: string,
  content: Buffer,
  filename = 'catalogue.xlsx',
  options: Record<string, string> = {},
): Promise<ImportAnswer> {
  const res = await queueImportRequest(app, cookie, content, filename, options);
  if (res.statusCode !== 202)
    return { statusCode: res.statusCode, json: () => res.json(), body: res.body, job: null };
  const job = await waitForImport(app, cookie, (res.json() as { job: ImportJob }).job.id);
  if (job.status === 'succeeded')
    return { statusCode: 200, json: () => job.result, body: JSON.stringify(job.result), job };
  const error = { error: job.error };
  return { statusCode: job.errorStatus ?? 500, json: () => error, body: JSON.stringify(error), job };
}

/** POST /api/products/import with the file as csvFile and the options as text fields (answers 202 with the job). */
export function queueImportRequest(
  app: TestApp,
  cookie: string,
  content: Buffer,
  filename = 'catalogue.xlsx',
  options: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(options).map(([name, value]) => ({ name, value })),
    { name: 'csvFile', file: { filename, content, contentType: 'application/octet-stream' } },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/products/import',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

/** A workbook holding only a Categories sheet with "torches" (what the product rows of a test refer to). */
export const torchesCategory = () =>
  workbook({
    Categories: [
      ['Name', 'Slug'],
      ['Torches', 'torches'],
    ],
  });
