// #18 backups as background jobs, on PGlite and PostgreSQL (and on S3 with TEST_STORAGE=s3): start one,
// follow its job, find it in the list, download it, delete it; the backup taken before an import is listed
// too; only administrators may do any of it; bad names are refused before the store is touched.
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { BACKUPS_PREFIX } from '../transfer/backup';

const t = setupTestApp();

async function finished(cookie: string, id: number) {
  await t.app.jobs.flush();
  const res = await t.app.inject({ method: 'GET', url: `/api/backups/jobs/${id}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('stored backups (#18)', () => {
  it('#18: a backup is made in the background, listed, downloaded as a zip and deleted', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const started = await t.app.inject({ method: 'POST', url: '/api/backups', headers: { cookie } });
    expect(started.statusCode).toBe(202);
    const { job } = started.json();
    expect(['queued', 'running', 'succeeded']).toContain(job.status);
    expect(job.user).toMatch(/^admin/);

    const done = await finished(cookie, job.id);
    expect(done).toMatchObject({ status: 'succeeded', error: null });
    expect(done.name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.zip$/);

    const list = await t.app.inject({ method: 'GET', url: '/api/backups', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const [stored] = list.json().backups;
    expect(stored).toMatchObject({ name: done.name, reason: 'manual' });
    expect(stored.size).toBeGreaterThan(100);
    expect(list.json().pending).toEqual([]);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/backups/${done.name}`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toContain(done.name);
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(download.rawPayload.length).toBe(stored.size);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/backups/${done.name}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.ctx.files.exists(`${BACKUPS_PREFIX}${done.name}`)).toBe(false);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/backups/${done.name}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('This backup is no longer stored');
  });

  it('#18: asking twice while a backup is being made answers with the same job', async () => {
    const { cookie, id } = await signedIn(t, 'admin');
    // The worker is paused so that the first backup stays queued.
    await t.app.jobs.stop();
    const queued = await t.app.jobs.enqueue({ kind: 'backup', payload: {}, userId: id });
    const res = await t.app.inject({ method: 'POST', url: '/api/backups', headers: { cookie } });
    expect(res.statusCode).toBe(202);
    expect(res.json().job.id).toBe(queued);
    await t.app.jobs.start();
    expect((await finished(cookie, queued)).status).toBe('succeeded');
  });

  it('#18: the backup taken before an import is listed as such', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const name = 'before-import-2026-01-02T03-04-05-006Z.zip';
    await t.ctx.files.put(`${BACKUPS_PREFIX}${name}`, Buffer.from('PK fake'));
    const list = (await t.app.inject({ method: 'GET', url: '/api/backups', headers: { cookie } })).json();
    expect(list.backups).toContainEqual({
      name,
      reason: 'before-import',
      size: 7,
      createdAt: '2026-01-02T03:04:05.006Z',
    });
  });

  it('#18: only administrators; a name that is not a backup is refused with 400', async () => {
    const { cookie: editor } = await signedIn(t, 'editor');
    for (const [method, url] of [
      ['POST', '/api/backups'],
      ['GET', '/api/backups'],
      ['GET', '/api/backups/jobs/1'],
      ['GET', '/api/backups/backup-2026-01-02T03-04-05-006Z.zip'],
      ['DELETE', '/api/backups/backup-2026-01-02T03-04-05-006Z.zip'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: { cookie: editor } })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const { cookie } = await signedIn(t, 'admin');
    for (const name of ['..%2F..%2Fsecrets.zip', 'catalogue.xlsx', 'backup-x.zip']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/backups/${name}`, headers: { cookie } });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error).toContain('Not the name of a backup');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/backups/jobs/999999',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});
