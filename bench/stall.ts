import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/auth/passwords';
import { type Database, type Db, openPglite, openPostgres } from '../server/db/client';
import { acquireDataDirLock } from '../server/db/data-dir-lock';
import { users } from '../server/db/schema';
import { startBuiltServer } from './server';

export interface LatencyStats {
  count: number;
  p50: number;
  p99: number;
  max: number;
  /** Seconds into the job when the slowest request was due. */
  worstAt: number;
  /** Seconds the job took. */
  seconds: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// The probe runs in a worker thread with its own event loop: in the regression test the server
// shares the main thread with the test, and a client on that thread would add its own waiting.
const PROBE_WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, everyMs } = workerData;
// Kept-alive connections, opened before the measurement: a user's browser has its connection already.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 });
const get = () =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(url + ' answered ' + res.statusCode))));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
const latencies = [];
const pending = [];
let running = true;
let due = 0;
let timer;
let failure = null;
let startedAt = 0;
const send = (dueAt) =>
  get()
    .then(() => latencies.push([performance.now() - dueAt, dueAt - startedAt]))
    .catch((err) => { failure = failure || err.message; });
const tick = () => {
  const now = performance.now();
  // Requests that fell due while the thread was late are sent now, timed from when they were due.
  while (due <= now && running) {
    pending.push(send(due));
    due += everyMs;
  }
  if (running) timer = setTimeout(tick, Math.max(0, due - performance.now()));
};
parentPort.on('message', async (message) => {
  if (message === 'start') {
    due = startedAt = performance.now();
    tick();
  } else {
    running = false;
    clearTimeout(timer);
    await Promise.all(pending);
    agent.destroy();
    parentPort.postMessage({ latencies, failure });
  }
});
(async () => {
  for (let round = 0; round < 3; round++) await Promise.all(Array.from({ length: 16 }, get));
  parentPort.postMessage('ready');
})().catch((err) => parentPort.postMessage({ latencies: [], failure: err.message }));
`;

/** Runs `job` while GET `probeUrl` is due every `everyMs`; the probe's latency percentiles. */
export async function latencyDuring(
  probeUrl: string,
  job: () => Promise<unknown>,
  everyMs = 20,
): Promise<LatencyStats> {
  const worker = new Worker(PROBE_WORKER, { eval: true, workerData: { url: probeUrl, everyMs } });
  const messages: unknown[] = [];
  let wake: (() => void) | null = null;
  worker.on('message', (m) => {
    messages.push(m);
    wake?.();
  });
  worker.on('error', (err) => {
    messages.push({ latencies: [], failure: err.message });
    wake?.();
  });
  const next = async () => {
    while (!messages.length) await new Promise<void>((resolve) => (wake = resolve));
    return messages.shift();
  };
  try {
    const ready = await next();
    if (ready !== 'ready') throw new Error(`probe failed: ${(ready as { failure: string }).failure}`);
    worker.postMessage('start');
    const started = performance.now();
    try {
      await job();
    } finally {
      worker.postMessage('stop');
    }
    const seconds = (performance.now() - started) / 1000;
    const { latencies, failure } = (await next()) as {
      latencies: Array<[number, number]>;
      failure: string | null;
    };
    if (failure) throw new Error(`probe failed: ${failure}`);
    const worst = latencies.reduce((w, l) => (l[0] > w[0] ? l : w), [0, 0]);
    const sorted = latencies.map((l) => l[0]).sort((a, b) => a - b);
    return {
      worstAt: worst[1] / 1000,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? 0,
      seconds,
    };
  } finally {
    await worker.terminate();
  }
}

/** Downloads `url` to the end (the body is read and dropped); throws unless 200. */
export async function download(url: string, init: RequestInit): Promise<number> {
  const res = await fetch(url, init);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return bytes;
}

/** An active administrator with a known password, for signing in over HTTP. */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<void> {
  await db.execute(sql`delete from users where email = ${email}`);
  await db.insert(users).values({
    email,
    username: email.split('@')[0]!,
    password: await hashPassword(password),
    role: 'admin',
    status: 'active',
  });
}

/** Signs in over HTTP; the session cookie pair. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const pair = res.headers
    .getSetCookie()
    .find((c) => /^(__Host-)?sid=[^;]+/.test(c))
    ?.split(';')[0];
  if (!pair) throw new Error('No session cookie in the sign-in response');
  return pair;
}

/** "p50 3.1 ms, p99 12.0 ms, max 40.2 ms at 2.1 s (310 requests, job 6.2 s)" */
export function formatStats(s: LatencyStats): string {
  return `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms at ${s.worstAt.toFixed(1)} s (${s.count} requests, job ${s.seconds.toFixed(1)} s)`;
}

// ------------------------------------------------------------------ npm run bench

const root = path.resolve(import.meta.dirname, '..');
const BENCH_EMAIL = 'bench-admin@example.com';
const BENCH_PASSWORD = 'bench password 123';

/**
 * Cheap-request latency (GET /api/health every 20 ms) while one .xlsx export of the whole generated
 * catalogue runs, then while one backup runs, against the built server: on PGlite (bench/.data) and,
 * with BENCH_DATABASE_URL, on PostgreSQL. Expects the catalogue bench/run.ts generated.
 */
export async function benchStall(
  out: (line?: string) => void,
  size: number,
  serverUrl: string | undefined,
): Promise<void> {
  const targets: Array<{ label: string; env: Record<string, string>; open(): Promise<Database> }> = [];
  const pgliteDir = path.join(root, 'bench/.data', `pglite-${size}`);
  targets.push({
    label: 'PGlite',
    env: { DATA_DIR: pgliteDir },
    open: () => openPglite(path.join(pgliteDir, 'db')),
  });
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `/catalogue_bench_${size}`;
    targets.push({
      label: 'PostgreSQL',
      env: { DATABASE_URL: url.toString(), DATA_DIR: path.join(root, 'bench/.data/pg-files') },
      open: () => openPostgres(url.toString(), { max: 1 }),
    });
  }
  out();
  out(
    `Long jobs and everybody else (#13): GET /api/health due every 20 ms while one job runs, ${size.toLocaleString('en-US')} products (target p99 < 200 ms)`,
  );
  for (const target of targets) {
    const lock = target.label === 'PGlite' ? acquireDataDirLock(pgliteDir) : null;
    const database = await target.open();
    try {
      await ensureAdmin(database.db, BENCH_EMAIL, BENCH_PASSWORD);
    } finally {
      await database.close();
      lock?.release();
    }
    const server = await startBuiltServer(target.env);
    try {
      const cookie = await signIn(server.url, BENCH_EMAIL, BENCH_PASSWORD);
      const probe = `${server.url}/api/health`;
      // Loads and compiles the export's code paths once, as any earlier export would have.
      await download(`${server.url}/api/products/export?format=xlsx&search=SKU-000001`, {
        headers: { cookie },
      });
      const idle = await latencyDuring(probe, () => new Promise((r) => setTimeout(r, 2000)));
      out(`  ${target.label.padEnd(10)} idle               ${formatStats(idle)}`);
      let bytes = 0;
      const exporting = await latencyDuring(probe, async () => {
        bytes = await download(`${server.url}/api/products/export?format=xlsx`, { headers: { cookie } });
      });
      out(
        `  ${target.label.padEnd(10)} during xlsx export ${formatStats(exporting)}, ${(bytes / 1048576).toFixed(1)} MB`,
      );
      const backingUp = await latencyDuring(probe, async () => {
        bytes = await download(`${server.url}/api/backup/app-storage`, {
          method: 'POST',
          headers: { cookie },
        });
      });
      out(
        `  ${target.label.padEnd(10)} during backup      ${formatStats(backingUp)}, ${(bytes / 1048576).toFixed(1)} MB`,
      );
    } finally {
      await server.stop();
    }
  }
}

// `npx tsx bench/stall.ts` runs this part alone (after `npm run bench` generated the catalogue and
// built the site).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchStall(
    (line = '') => process.stdout.write(`${line}\n`),
    Number(process.env.BENCH_PRODUCTS ?? 100_000),
    process.env.BENCH_DATABASE_URL,
  ).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
