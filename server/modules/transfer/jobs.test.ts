// #18: imports run as background jobs. The upload answers 202 with the job at once; the job reports
// progress per section and its result; imports never run two at once; a job whose worker died is
// marked failed; the history lists every import and its errors download as a spreadsheet.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { INTERRUPTED_MESSAGE } from '../../jobs/queue';
import { postImport, queueImportRequest, waitForImport, workbook } from './test-files';

const t = setupTestApp();

const catalogue = () =>
  workbook({
    Categories: [
      ['Name', 'Slug'],
      ['Torches', 'torches'],
    ],
    Products: [
      ['SKU', 'Name', 'Category', 'Price'],
      ['J-1', 'Job Torch One', 'torches', '9.99'],
      ['J-2', 'Job Torch Two', 'torches', 'not a price'],
      ['J-3', 'Job Torch Three', 'nowhere', '1.00'],
    ],
  });

describe('#18 import jobs', () => {
  it('IMPORT-12 IMPORT-17: the upload answers 202 with a job; the job gives progress per section and the result', async () => {
    const { cookie } = await signedIn(t, 'editor', { username: 'importer' });
    const res = await queueImportRequest(t.app, cookie, await catalogue(), 'jobs.xlsx');
    expect(res.statusCode).toBe(202);
    const { job } = res.json();
    expect(job).toMatchObject({ fileName: 'jobs.xlsx', user: 'importer', result: null, error: null });
    expect(['queued', 'running', 'succeeded']).toContain(job.status);

    const done = await waitForImport(t.app, cookie, job.id);
    expect(done.status).toBe('succeeded');
    expect(done.result).toMatchObject({ imported: 1, updated: 0 });
    expect(done.result!.details.categories.imported).toBe(1);
    expect(done.result!.errors).toHaveLength(2);
    // Rows per section: the categories' one row and the products' three (one written, two refused).
    expect(done.progress).toMatchObject({
      current: null,
      rows: 4,
      sections: {
        categories: { imported: 1, updated: 0, skipped: 0, errors: 0 },
        products: { imported: 1, errors: 2 },
      },
    });
    expect(done.startedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();
  });

  it('#18: a file that cannot be read fails its job with the reason and the status it would have had; nothing is written', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const good = await catalogue();
    const res = await postImport(t.app, cookie, good.subarray(0, Math.floor(good.length / 2)), 'cut.xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.job?.status).toBe('failed');
    expect(res.json().error).toBeTruthy();
    const rows = await t.ctx.db.execute(sql`select count(*)::int as n from categories`);
    expect(JSON.stringify(rows)).toContain('"n":0');
    // The stored upload is removed when its job ends.
    const keys: string[] = [];
    for await (const key of t.ctx.files.list('private/jobs/')) keys.push(key);
    expect(keys).toEqual([]);
  });

  it('#18: two imports sent at once run one after the other (the later one waits)', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const file = await catalogue();
    const [a, b] = await Promise.all([
      queueImportRequest(t.app, cookie, file, 'first.xlsx'),
      queueImportRequest(t.app, cookie, file, 'second.xlsx', { updateExisting: 'true' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    const [first, second] = await Promise.all([
      waitForImport(t.app, cookie, a.json().job.id),
      waitForImport(t.app, cookie, b.json().job.id),
    ]);
    const jobs = [first, second].sort((x, y) => Date.parse(x.startedAt!) - Date.parse(y.startedAt!));
    expect(Date.parse(jobs[1]!.startedAt!)).toBeGreaterThanOrEqual(Date.parse(jobs[0]!.finishedAt!));
    // One of them created the product, the other found it and updated it: never both creating.
    expect([
      first.result!.imported + second.result!.imported,
      first.result!.updated + second.result!.updated,
    ]).toEqual([1, 1]);
  });

  it('#18: a job whose worker stopped beating is marked failed by the next claim', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const done = (await postImport(t.app, cookie, await catalogue(), 'a.xlsx')).job!;
    // As if a process died while running it: still "running", its heartbeat a minute old.
    await t.ctx.db.execute(
      sql`update jobs set status = 'running', finished_at = null, heartbeat_at = now() - interval '1 minute' where id = ${done.id}`,
    );
    await postImport(t.app, cookie, await catalogue(), 'b.xlsx');
    const res = await t.app.inject({ method: 'GET', url: `/api/imports/${done.id}`, headers: { cookie } });
    expect(res.json()).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE, errorStatus: 500 });
  });

  it('#18: the import history lists who, when, which file, the counts and the status, newest first', async () => {
    const { cookie } = await signedIn(t, 'editor', { username: 'historian' });
    await postImport(t.app, cookie, await catalogue(), 'one.xlsx');
    await postImport(t.app, cookie, Buffer.from('PK\u0003\u0004broken'), 'two.xlsx');
    const res = await t.app.inject({ method: 'GET', url: '/api/imports?limit=10', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.imports.map((i: { fileName: string }) => i.fileName)).toEqual(['two.xlsx', 'one.xlsx']);
    expect(body.imports[1]).toMatchObject({
      user: 'historian',
      status: 'succeeded',
      imported: 1,
      updated: 0,
      errorCount: 2,
    });
    expect(body.imports[0]).toMatchObject({ status: 'failed', imported: null, errorCount: 1 });
  });

  it('#18: the errors download as a spreadsheet with sheet, row, column and error', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { job } = await postImport(t.app, cookie, await catalogue(), 'errors.xlsx');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/imports/${job!.id}/errors`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('errors-errors.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = (wb.getWorksheet('Errors')!.getSheetValues() as unknown[][])
      .filter(Boolean)
      .map((r) => r.slice(1));
    expect(rows[0]).toEqual(['Sheet', 'Row', 'Column', 'Error']);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['Products', 3, 'Price'],
      ['Products', 4, 'Category'],
    ]);
    expect(String(rows[2]![3])).toBeTruthy();
  });

  it('#18: cached public answers show what an import job wrote once it ends (the job bumps the answer cache)', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const active = (name: string) =>
      workbook({
        Categories: [
          ['Name', 'Slug'],
          ['Torches', 'torches'],
        ],
        Products: [
          ['SKU', 'Name', 'Slug', 'Category', 'Status'],
          ['J-1', name, 'job-torch-one', 'torches', 'active'],
        ],
      });
    expect((await postImport(t.app, cookie, await active('Job Torch One'), 'first.xlsx')).statusCode).toBe(
      200,
    );
    const url = '/api/products/compare?products=job-torch-one';
    const get = () => t.app.inject({ method: 'GET', url });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).headers['x-cache']).toBe('HIT');

    const res = await queueImportRequest(t.app, cookie, await active('Job Torch Renamed'), 'rename.xlsx');
    expect(res.statusCode).toBe(202);
    // Read while the job is (most likely) still queued: the old answer may be cached again here.
    await get();
    expect((await waitForImport(t.app, cookie, res.json().job.id)).status).toBe('succeeded');
    const after = await get();
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Job Torch Renamed');
  });

  it('#18: an upload waiting for its job is not served as a public file', async () => {
    await t.ctx.files.put('private/jobs/import-waiting.csv', Buffer.from('SKU\nA\n'));
    const res = await t.app.inject({ method: 'GET', url: '/api/storage/private/jobs/import-waiting.csv' });
    expect(res.statusCode).toBe(404);
    await t.ctx.files.delete('private/jobs/import-waiting.csv');
  });

  it('#18: import jobs are for editors: viewers 403, signed out 401, unknown 404', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { cookie: viewer } = await signedIn(t, 'viewer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/imports/1', headers: { cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/imports', headers: { cookie: viewer } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/imports/1/errors' })).statusCode).toBe(401);
  });
});
