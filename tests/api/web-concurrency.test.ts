// #21 Several server processes on one port (WEB_CONCURRENCY, server/cluster.ts): the built server
// started as production starts it, on PostgreSQL. The primary prepares the database and forks the
// workers; a worker that dies is replaced while the others keep answering; a stop signal stops them
// all. The embedded database refuses more than one process. Needs TEST_DATABASE_URL and the build
// (made here if it is stale, as npm start would).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { type RunningServer, startServer, waitFor } from '../e2e/harness';
import { databaseAddress, openTestDatabase } from '../helpers/database';

const root = path.resolve(import.meta.dirname, '../..');
const onPostgres = !!process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

/** The primary's child processes (its workers), read from /proc. */
function workersOf(pid: number): number[] {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return children ? children.split(' ').map(Number) : [];
}

/** A GET on a new connection (a kept-alive one may belong to a worker that was just killed). */
function freshGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject)
      .setTimeout(5_000, function (this: http.ClientRequest) {
        this.destroy(new Error(`no answer from ${url} within 5 s`));
      });
  });
}

describe.skipIf(!onPostgres)('#21 WEB_CONCURRENCY: several server processes on one port', () => {
  let database: Database;
  let dataDir: string;
  let server: RunningServer;
  let url: string;
  let pid: number;

  beforeAll(async () => {
    execFileSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root });
    database = await openTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-cluster-'));
    server = await startServer({
      dataDir,
      env: { DATABASE_URL: databaseAddress(database), WEB_CONCURRENCY: '2' },
    });
    url = server.url;
    pid = server.process.pid!;
    // The primary says so once every worker listens.
    await waitFor(() => server.output().includes('2 server processes'), 120_000, 'both workers');
  }, 240_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('#21: two workers answer on one port; the demo catalogue was seeded once, by the primary', async () => {
    expect(workersOf(pid)).toHaveLength(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${url}/api/products?limit=1`).then((r) => r.status)),
    );
    expect(answers.every((s) => s === 200)).toBe(true);
    // Seeded by the primary before the workers started (two seeding workers would have raced).
    const { total } = (await (await fetch(`${url}/api/products?limit=1`)).json()) as { total: number };
    expect(total).toBeGreaterThan(0);
    // The key file the workers share was made before they started.
    expect(fs.existsSync(path.join(dataDir, 'secret.key'))).toBe(true);
  });

  it('#21: a worker that dies is replaced, and the site answers meanwhile', async () => {
    const [first, second] = workersOf(pid);
    process.kill(first!, 'SIGKILL');
    // Once the primary has seen it go, the other worker answers every new connection while the
    // replacement (forked a second later) starts.
    await waitFor(() => !workersOf(pid).includes(first!), 5_000, 'the primary to see the worker go');
    for (let i = 0; i < 5; i++) expect(await freshGet(`${url}/api/health`)).toBe(200);
    const replaced = await waitFor(
      () => {
        const now = workersOf(pid);
        return now.length === 2 ? now : undefined;
      },
      20_000,
      'a replacement worker',
    );
    expect(replaced).toContain(second);
    expect(replaced).not.toContain(first);
    await waitFor(() => server.output().split('Server listening at').length > 3, 60_000, 'it to listen');
    for (let i = 0; i < 5; i++) expect(await freshGet(`${url}/api/health`)).toBe(200);
  });

  it('#21: SIGTERM to the primary stops every worker cleanly', async () => {
    const workers = workersOf(pid);
    expect(await server.stop('SIGTERM')).toBe(0);
    for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  });
});

describe('#21 WEB_CONCURRENCY on the embedded database', () => {
  it('#21: more than one process is refused with a message naming the variable', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-cluster-'));
    try {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dir,
        WEB_CONCURRENCY: '2',
      };
      delete env.DATABASE_URL;
      const failure = await run(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
        env,
        cwd: root,
      }).catch((err: { code: number; stderr: string }) => err);
      expect((failure as { code: number }).code).toBe(1);
      expect((failure as { stderr: string }).stderr).toContain(
        'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database is opened by one server process',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
