// #20 buyer tools, measured at the bench catalogue's size (100,000 products by default):
//   - compare of 4 products: the service call (GET /api/products/compare's work) and the whole
//     server-rendered /compare page over HTTP, each request a different set of 4 (so never an answer-cache hit);
//   - the datasheet PDF: cold (a product not asked before) and cached (the same address again).
// Target (issue 20): compare page p50 ≤ 20 ms server-side; datasheet ≤ 300 ms cold, cached after.
// Alone: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/catalogue_bench_100000 npx tsx bench/compare.ts
// (npm run bench calls benchCompare with the database it has prepared). Needs the built server (npm run build).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { openPglite, openPostgres } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { compareProducts } from '../server/modules/catalogue/compare';
import { catalogueSize, generateCatalogue } from './generate';
import { startBuiltServer } from './server';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Four active generated products (ids ≡ 0–7 mod 10 are active), a different set for each i. */
const fourSlugs = (i: number, size: number) =>
  [0, 1, 2, 3].map((k) => `product-${((i * 7919 + k * 104_729) % Math.floor(size / 10)) * 10 + 1 + k}`);

/** The server's own time of an answer (its Server-Timing header: render, queries, compression). */
function serverTime(result: unknown): number | null {
  if (!(result instanceof Response)) return null;
  const match = /app;dur=([\d.]+)/.exec(result.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : null;
}

async function timed(calls: number, call: (i: number) => Promise<unknown>) {
  await call(calls + 1000);
  const times: number[] = [];
  const server: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = process.hrtime.bigint();
    const result = await call(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    const own = serverTime(result);
    if (own !== null) server.push(own);
  }
  times.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    ...(server.length ? { server: percentile(server, 50) } : {}),
  };
}

export async function benchCompare(
  database: Database,
  label: string,
  serverEnv: Record<string, string>,
  out: (line?: string) => void,
  /** PGlite: close the bench's own handle before the server opens the same data directory. */
  release: () => Promise<void> = async () => {},
): Promise<void> {
  const size = await catalogueSize(database.db);
  out();
  out(
    `${label} — compare and datasheet (#20), ${size.toLocaleString('en-US')} products, ${ITERATIONS} calls each`,
  );
  out('  call                                              p50 ms   p99 ms   server p50 (Server-Timing)');
  const row = (name: string, r: { p50: number; p99: number; server?: number }) =>
    out(
      `  ${name.padEnd(48)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(8)}${r.server === undefined ? '' : r.server.toFixed(1).padStart(9)}`,
    );
  // The floor on a busy machine: one database round trip.
  row(
    'reference: select 1 (one round trip)',
    await timed(ITERATIONS, () => database.db.execute(sql`select 1`)),
  );
  row(
    'compare service, 4 products (3 queries)',
    await timed(ITERATIONS, (i) =>
      compareProducts(database.db, fourSlugs(i, size).join(','), { includeUnpublished: false }),
    ),
  );

  await release();
  const app = await startBuiltServer(serverEnv);
  try {
    const get = async (url: string, expected = 200, headers: Record<string, string> = {}) => {
      const res = await fetch(`${app.url}${url}`, { headers });
      await res.arrayBuffer();
      if (res.status !== expected) throw new Error(`${url} answered ${res.status}`);
      return res;
    };
    row(
      'GET /api/products/compare, 4 (cache miss)',
      await timed(ITERATIONS, (i) =>
        get(`/api/products/compare?products=${fourSlugs(i + 500, size).join(',')}`),
      ),
    );
    row(
      'reference: SSR /products/{slug} (cache miss)',
      await timed(ITERATIONS, (i) => get(`/products/${fourSlugs(i + 700, size)[0]}`)),
    );
    row(
      'SSR /compare?products=4 slugs (cache miss)',
      await timed(ITERATIONS, (i) => get(`/compare?products=${fourSlugs(i + 900, size).join(',')}`)),
    );
    // A miss sends (and keeps) the cheap brotli form (quality 4); without compression, the render alone.
    row(
      'SSR /compare, cache miss, identity encoding',
      await timed(ITERATIONS, (i) =>
        get(`/compare?products=${fourSlugs(i + 1300, size).join(',')}`, 200, {
          'accept-encoding': 'identity',
        }),
      ),
    );
    row(
      'SSR /compare, same 4 again (cache hit)',
      await timed(ITERATIONS, () => get(`/compare?products=${fourSlugs(0, size).join(',')}`)),
    );
    const datasheet = (i: number) =>
      `/products/product-${((i * 37) % Math.floor(size / 10)) * 10 + 1}/datasheet.pdf`;
    row(
      'datasheet PDF, cold (a new product each call)',
      await timed(ITERATIONS, (i) => get(datasheet(i + 2000))),
    );
    row('datasheet PDF, cached (same address again)', await timed(ITERATIONS, () => get(datasheet(2000))));
  } finally {
    await app.stop();
  }
}

async function main() {
  const size = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = path.resolve(import.meta.dirname, '.data/compare-pglite');
  if (!url) fs.mkdirSync(dataDir, { recursive: true });
  const database = url ? await openPostgres(url, { max: 4 }) : await openPglite(path.join(dataDir, 'db'));
  const out = (line = '') => process.stdout.write(`${line}\n`);
  try {
    await runMigrations(database);
    if ((await catalogueSize(database.db)) !== size) await generateCatalogue(database.db, size);
    await benchCompare(
      database,
      url ? 'PostgreSQL' : 'PGlite',
      url
        ? { DATABASE_URL: url, DATA_DIR: path.resolve(import.meta.dirname, '.data/pg-files') }
        : { DATA_DIR: dataDir },
      out,
      async () => {
        if (!url) await database.close();
      },
    );
  } finally {
    await database.close().catch(() => {});
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
