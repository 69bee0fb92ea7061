// #13 item 6: one user's export or backup never stalls the site. With ~5,000 products a cheap
// request (GET /api/health, due every 20 ms over a real socket) keeps a p99 under 200 ms while an
// .xlsx export and then a backup run. PGlite runs its queries in a worker thread (#21), but building the
// workbook and the zip is this process's work: a job that never lets the event loop turn would still
// block everybody until it ends. Runs on PGlite and PostgreSQL.
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { generateCatalogue } from '../../../bench/generate';
import { download, formatStats, latencyDuring } from '../../../bench/stall';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';

const t = setupTestApp();
const PRODUCTS = 5_000;
/**
 * The target is 200 ms (`npm run bench` reports it: about 100 ms on PGlite); a test machine shared with
 * other work gets slack. Before the fix the p99 was the length of the job: 1.2–4.8 s here.
 */
const P99_LIMIT_MS = 500;
let base = '';

/** Listens on a free port (setupTestApp's afterAll closes the app, and with it the server). */
async function listen() {
  if (base) return;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

it(`#13: a cheap request keeps p99 < 200 ms while an .xlsx export and a backup of ${PRODUCTS} products run`, async () => {
  await generateCatalogue(t.ctx.db, PRODUCTS);
  const viewer = (await signedIn(t, 'viewer')).cookie;
  const admin = (await signedIn(t, 'admin')).cookie;
  await listen();
  const probe = `${base}/api/health`;

  // A first export of a few products loads and compiles the code paths (once per process): the
  // measurement is about what a long job does to everybody else, not about a cold start.
  await download(`${base}/api/products/export?format=xlsx&search=SKU-000001`, {
    headers: { cookie: viewer },
  });
  let exported = 0;
  const during = await latencyDuring(probe, async () => {
    exported = await download(`${base}/api/products/export?format=xlsx`, { headers: { cookie: viewer } });
  });
  let backedUp = 0;
  const duringBackup = await latencyDuring(probe, async () => {
    backedUp = await download(`${base}/api/backup/app-storage`, {
      method: 'POST',
      headers: { cookie: admin },
    });
  });
  process.stdout.write(
    `export (${exported} bytes): ${formatStats(during)}\nbackup (${backedUp} bytes): ${formatStats(duringBackup)}\n`,
  );
  expect(exported).toBeGreaterThan(100_000);
  expect(backedUp).toBeGreaterThan(exported);
  expect(during.count).toBeGreaterThan(10);
  expect(duringBackup.count).toBeGreaterThan(10);
  expect(during.p99).toBeLessThan(P99_LIMIT_MS);
  expect(duringBackup.p99).toBeLessThan(P99_LIMIT_MS);
}, 180_000);
