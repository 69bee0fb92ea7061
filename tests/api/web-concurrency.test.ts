// #21 Several server processes on one port (WEB_CONCURRENCY, server/cluster.ts): the built server
// started as production starts it, on PostgreSQL. The primary prepares the database and forks the
// workers; a worker that dies is replaced while the others keep answering; a stop signal stops them
// all. The embedded database refuses more than one process. Needs TEST_DATABASE_URL and the build
// (made here if it is stale, as npm start would).
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { databaseAddress, openTestDatabase } from '../helpers/database';

const root = path.resolve(import.meta.dirname, '../..');
const onPostgres = !!process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

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

async function until<T>(ms: number, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!onPostgres)('#21 WEB_CONCURRENCY: several server processes on one port', () => {
  let database: Database;
  let dataDir: string;
  let server: ChildProcess;
  let url: string;
  let exited: Promise<number | null>;
  let output = '';

  beforeAll(async () => {
    execFileSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root });
    database = await openTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-cluster-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseAddress(database),
        WEB_CONCURRENCY: '2',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    // The primary says so once every worker listens.
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await until(120_000, () => (output.includes('2 server processes') ? true : undefined));
  }, 240_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      await exited;
    }
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('#21: two workers answer on one port; the demo catalogue was seeded once, by the primary', async () => {
    expect(workersOf(server.pid!)).toHaveLength(2);
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
    const [first, second] = workersOf(server.pid!);
    process.kill(first!, 'SIGKILL');
    // Once the primary has seen it go, the other worker answers every new connection while the
    // replacement (forked a second later) starts.
    await until(5_000, () => (workersOf(server.pid!).includes(first!) ? undefined : true));
    for (let i = 0; i < 5; i++) expect(await freshGet(`${url}/api/health`)).toBe(200);
    const replaced = await until(20_000, () => {
      const now = workersOf(server.pid!);
      return now.length === 2 ? now : undefined;
    });
    expect(replaced).toContain(second);
    expect(replaced).not.toContain(first);
    await until(60_000, () => (output.split('Server listening at').length > 3 ? true : undefined));
    for (let i = 0; i < 5; i++) expect(await freshGet(`${url}/api/health`)).toBe(200);
  });

  it('#21: SIGTERM to the primary stops every worker cleanly', async () => {
    const workers = workersOf(server.pid!);
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
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
