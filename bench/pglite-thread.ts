// #21: the embedded database off the event loop, measured. For PGlite in its worker thread and, for
// contrast, in the app's thread: GET /api/health due every 20 ms (from another thread) while one
// .xlsx export and then one backup of the whole catalogue run. The app runs in this process with an
// in-memory database loaded with the generated catalogue.
//   npx tsx bench/pglite-thread.ts            (BENCH_PRODUCTS=20000 by default; THREADS=worker,main)
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { createFileStore } from '../server/files/create';
import { createMailer } from '../server/mail/mailer';
import { generateCatalogue } from './generate';
import { download, ensureAdmin, formatStats, latencyDuring, signIn } from './stall';

const SIZE = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const THREADS = (process.env.THREADS ?? 'worker,main').split(',') as Array<'worker' | 'main'>;
const EMAIL = 'bench-admin@example.com';
const PASSWORD = 'bench password 123';

async function measure(thread: 'worker' | 'main') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-thread-bench-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://bench.test',
    } as NodeJS.ProcessEnv),
    dataDir,
  };
  config.storage = { kind: 'local', dir: path.join(dataDir, 'files') } as typeof config.storage;
  const database = await openPglite(undefined, undefined, { thread });
  const started = performance.now();
  await runMigrations(database);
  await generateCatalogue(database.db, SIZE);
  await ensureAdmin(database.db, EMAIL, PASSWORD);
  const loaded = (performance.now() - started) / 1000;
  const files = createFileStore(config.storage);
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom }, pino({ level: 'silent' }));
  const app = await buildApp({ config, database, db: database.db, files, mailer }, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const cookie = await signIn(base, EMAIL, PASSWORD);
    const probe = `${base}/api/health`;
    await download(`${base}/api/products/export?format=xlsx&search=SKU-000001`, { headers: { cookie } });
    const line = (label: string, text: string) =>
      process.stdout.write(`  PGlite ${thread.padEnd(6)} ${label.padEnd(18)} ${text}\n`);
    // The app thread's own event-loop delay during each job: how long it was blocked, apart from how
    // long the probe's requests waited for a CPU on a shared machine.
    const during = async (job: () => Promise<unknown>) => {
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const stats = await latencyDuring(probe, job);
      loop.disable();
      const ms = (ns: number) => (ns / 1e6).toFixed(0);
      return `${formatStats(stats)}; event loop delay p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms`;
    };
    line('loaded', `${SIZE.toLocaleString('en-US')} products in ${loaded.toFixed(0)} s`);
    line('idle', await during(() => new Promise((r) => setTimeout(r, 2000))));
    let bytes = 0;
    const exporting = await during(async () => {
      bytes = await download(`${base}/api/products/export?format=xlsx`, { headers: { cookie } });
    });
    line('during xlsx export', `${exporting}, ${(bytes / 1048576).toFixed(1)} MB`);
    const search = await during(async () => {
      for (let i = 0; i < 20; i++) {
        await download(`${base}/api/products?search=torch&page=${i + 1}`, { headers: { cookie } });
      }
    });
    line('during 20 searches', search);
    const backingUp = await during(async () => {
      bytes = await download(`${base}/api/backup/app-storage`, { method: 'POST', headers: { cookie } });
    });
    line('during backup', `${backingUp}, ${(bytes / 1048576).toFixed(1)} MB`);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.stdout.write(
  `GET /api/health every 20 ms during long jobs, ${SIZE.toLocaleString('en-US')} products, ${os.cpus().length} cores, Node ${process.version}\n`,
);
for (const thread of THREADS) await measure(thread);
