// npm run bench — generates its own data (BENCH_PRODUCTS, default 100,000), then measures:
//   1. the products list as the admin uses it, server-side (p50/p99 of the service call) with plans;
//   2. GET /api/products over HTTP against the built server, as requests per second and as a ratio to
//      a plain node:http JSON endpoint measured in the same run.
//   3. search (#17, bench/search.ts): predictive suggestions, results pages with facets, typos, with the
//      issue's targets beside the figures.
// On the embedded database always; on PostgreSQL too when BENCH_DATABASE_URL is set (in the database
// catalogue_bench_<size>, or BENCH_DATABASE_NAME).
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { parseWebConcurrency } from '../server/config';
import { type Database, openPglite, openPostgres } from '../server/db/client';
import { acquireDataDirLock } from '../server/db/data-dir-lock';
import { runMigrations } from '../server/db/migrate';
import { queryRows } from '../server/db/rows';
import { settings } from '../server/db/schema';
import { categoryCounts, specCounts, tagCounts } from '../server/modules/catalogue/facets';
import type { FilterRequest } from '../server/modules/products/filters';
import { buildListQueries, type ListOptions, listProducts } from '../server/modules/products/service';
import { reportBrowserJs } from './browser-js';
import { CATALOGUE_HTTP_TARGETS, measureCataloguePage } from './catalogue';
import { benchCompare } from './compare';
import { measureDelivery, reportInitialJs } from './delivery';
import { catalogueSize, generateCatalogue } from './generate';
import { benchImages } from './images';
import { benchImport } from './import';
import { benchSearch } from './search';
import { freePort, startBuiltServer } from './server';
import { benchStall } from './stall';

const root = path.resolve(import.meta.dirname, '..');
const SIZE = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);
/** HTTP figures: rounds of ROUND_SECONDS, app and raw node:http baseline alternating (A B A B …), medians. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 2);
/** `http`: only the HTTP figures (cached and uncached, against the baseline) on each database. */
const ONLY_HTTP = process.env.BENCH_ONLY === 'http';
const dataRoot = path.join(root, 'bench/.data');

const out = (line = '') => process.stdout.write(`${line}\n`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function prepare(database: Database, label: string): Promise<void> {
  await runMigrations(database);
  const [marker] = await database.db.select().from(settings).where(eq(settings.key, 'bench_size'));
  if (marker?.value === SIZE && (await catalogueSize(database.db)) === SIZE) {
    out(`${label}: reusing the generated catalogue of ${SIZE.toLocaleString('en-US')} products`);
    return;
  }
  const started = Date.now();
  await generateCatalogue(database.db, SIZE);
  await database.db
    .insert(settings)
    .values({ key: 'bench_size', value: SIZE })
    .onConflictDoUpdate({ target: settings.key, set: { value: SIZE } });
  // The demo seed must not run on the benchmark database.
  await database.db
    .insert(settings)
    .values({ key: 'demo_catalogue_seeded_at', value: 'benchmark' })
    .onConflictDoNothing();
  out(
    `${label}: generated ${SIZE.toLocaleString('en-US')} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const SCENARIOS: Array<{ name: string; options: Partial<ListOptions> }> = [
  { name: 'newest, all statuses (default)', options: {} },
  { name: 'search name substring "turbo"', options: { search: 'turbo' } },
  { name: 'search SKU substring "SKU-00123"', options: { search: 'SKU-00123' } },
  { name: 'category + status filter', options: { categoryTokens: ['family-3'], status: 'active' } },
  { name: 'sort oldest', options: { sort: 'oldest' } },
  { name: 'sort name', options: { sort: 'name' } },
  { name: 'sort status', options: { sort: 'status' } },
  { name: 'public: active, price sort', options: { status: 'active', sort: 'price' } },
  {
    name: 'public: 3 filters (tag, flame, system)',
    options: {
      status: 'active',
      tagSlugs: ['tag-4'],
      specs: { flame_class: ['heavy'], system_type: ['duplex-soldering-torch'] },
      sort: 'name',
    },
  },
  { name: 'deep page 200 (newest)', options: { page: 200 } },
];

async function measureQueries(database: Database, label: string) {
  out();
  out(
    `${label} — products list, server-side time per call (page of 24 with its total), ${ITERATIONS} calls each`,
  );
  out('  scenario                                   p50 ms   p99 ms   total');
  for (const scenario of SCENARIOS) {
    const options: ListOptions = {
      sort: 'newest',
      page: 1,
      limit: 24,
      status: 'all',
      ...scenario.options,
    } as ListOptions;
    await listProducts(database.db, options);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < ITERATIONS; i++) {
      const start = process.hrtime.bigint();
      total = (await listProducts(database.db, options)).total;
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    out(
      `  ${scenario.name.padEnd(42)} ${percentile(times, 50).toFixed(1).padStart(6)} ${percentile(times, 99).toFixed(1).padStart(8)}   ${total}`,
    );
  }
  out();
  out(`${label} — public catalogue with three active filters (tag, flame class, system type), server-side`);
  out('  call                                       p50 ms   p99 ms');
  const three: FilterRequest = {
    status: 'active',
    tagSlugs: ['tag-4'],
    specs: { flame_class: ['heavy'], system_type: ['duplex-soldering-torch'] },
  };
  const publicCalls: Array<[string, () => Promise<unknown>]> = [
    [
      'list (page of 12, name sort)',
      () => listProducts(database.db, { ...three, sort: 'name', page: 1, limit: 12 }),
    ],
    ['categories/with-counts', () => categoryCounts(database.db, three)],
    ['tags/with-counts (applications)', () => tagCounts(database.db, three, 'applications')],
    ['specs/with-counts', () => specCounts(database.db, three)],
    ['specs/with-counts, no filters', () => specCounts(database.db, { status: 'active' })],
  ];
  for (const [name, call] of publicCalls) {
    await call();
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const start = process.hrtime.bigint();
      await call();
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    out(
      `  ${name.padEnd(42)} ${percentile(times, 50).toFixed(1).padStart(6)} ${percentile(times, 99).toFixed(1).padStart(8)}`,
    );
  }
  out(`  plans (indexes used):`);
  for (const scenario of SCENARIOS.slice(1, 4)) {
    const options = { sort: 'newest', page: 1, limit: 24, status: 'all', ...scenario.options } as ListOptions;
    const { page } = await buildListQueries(database.db, options);
    const plan = await queryRows<Record<string, string>>(database.db, sql`explain ${page}`);
    const indexes = [
      ...new Set(
        plan
          .map((r) => Object.values(r)[0]!)
          .join('\n')
          .match(/\b\w+_(idx|key|pkey)\b/g) ?? [],
      ),
    ];
    out(`    ${scenario.name}: ${indexes.join(', ') || 'no index (sequential scan)'}`);
  }
}

async function load(
  url: string,
  duration = SECONDS,
): Promise<{ rps: number; p50: number; p99: number; non2xx: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

function waitForExit(child: ChildProcess) {
  return new Promise((r) => child.on('exit', r));
}

async function startBaseline(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = fork(path.join(root, 'bench/baseline-server.mjs'), {
    env: { ...process.env, PORT: String(port) },
  });
  await new Promise((r) => child.once('message', r));
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
  };
}

const HTTP_TARGETS = [
  {
    name: 'GET /api/products (public, active, page 1)',
    path: '/api/products?status=active&limit=12&sort=name',
  },
  {
    name: 'GET /api/products (3 filters)',
    path: '/api/products?tags=tag-4&flameClasses=heavy&systemTypes=duplex-soldering-torch&limit=12&sort=name',
  },
  {
    name: 'GET /api/specs/with-counts (3 filters)',
    path: '/api/specs/with-counts?tags=tag-4&flameClasses=heavy&systemTypes=duplex-soldering-torch',
  },
  { name: 'SSR page /products (catalogue)', path: '/products' },
  { name: 'SSR page /products/product-4242', path: '/products/product-4242' },
  ...CATALOGUE_HTTP_TARGETS,
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * One endpoint against the raw node:http baseline, interleaved: ROUNDS × (baseline round, app round),
 * each ROUND_SECONDS long; medians of req/s, p50 and p99, and the ratio of the medians.
 */
async function interleaved(appUrl: string, baselineUrl: string) {
  const app: Awaited<ReturnType<typeof load>>[] = [];
  const base: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    base.push((await load(baselineUrl, ROUND_SECONDS)).rps);
    app.push(await load(appUrl, ROUND_SECONDS));
  }
  const rps = median(app.map((r) => r.rps));
  return {
    rps,
    ratio: rps / median(base),
    p50: median(app.map((r) => r.p50)),
    p99: median(app.map((r) => r.p99)),
    non2xx: app.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/**
 * Every HTTP target twice, labelled: with the answer cache (what a repeat visitor of a popular page
 * gets) and without it (ANSWER_CACHE=false: what the first visitor after an edit, or any rare filter
 * combination, gets). Each against the baseline measured interleaved with it.
 */
async function measureHttp(label: string, env: Record<string, string>) {
  const processes = parseWebConcurrency(process.env.WEB_CONCURRENCY, env.DATABASE_URL);
  const baseline = await startBaseline();
  try {
    for (const [mode, extra] of [
      ['cached', {}],
      ['UNCACHED', { ANSWER_CACHE: 'false' }],
    ] as const) {
      const app = await startBuiltServer({ ...env, ...extra });
      try {
        out();
        out(
          `${label} — HTTP ${mode}, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${ROUND_SECONDS} s interleaved with raw node:http; ${processes} server process${processes === 1 ? '' : 'es'} (WEB_CONCURRENCY ${process.env.WEB_CONCURRENCY ?? 'auto'}, as npm start runs it)`,
        );
        out('  endpoint                                        req/s   ratio   p50 ms  p99 ms');
        for (const target of HTTP_TARGETS) {
          await load(`${app.url}${target.path}`, 1).catch(() => null);
          const r = await interleaved(`${app.url}${target.path}`, baseline.url);
          out(
            `  ${target.name.padEnd(46)} ${r.rps.toFixed(0).padStart(6)}  ${r.ratio.toFixed(3).padStart(6)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}${r.non2xx ? `  (${r.non2xx} non-2xx!)` : ''}`,
          );
        }
        if (mode !== 'cached') continue;
        out(`${label} — compression and bytes on the wire`);
        await measureDelivery(
          app.url,
          { home: '/', catalogue: '/products', product: '/products/product-4242', legal: '/privacy' },
          out,
          { seconds: SECONDS, connections: CONNECTIONS },
        );
        reportInitialJs(out);
        await reportBrowserJs(
          app.url,
          { home: '/', catalogue: '/products', product: '/products/product-4242', legal: '/privacy' },
          out,
        );
      } finally {
        await app.stop();
      }
    }
  } finally {
    await baseline.stop();
  }
}

async function main() {
  out(
    `Benchmark: ${SIZE.toLocaleString('en-US')} products, Node ${process.version}, ${process.env.BENCH_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite (set BENCH_DATABASE_URL for PostgreSQL too)'}`,
  );
  execFileSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    stdio: 'inherit',
  });

  {
    const baseline = await startBaseline();
    await load(baseline.url, 1);
    const base = await load(baseline.url);
    await baseline.stop();
    out(
      `Baseline: plain node:http JSON endpoint ${base.rps.toFixed(0)} req/s (p50 ${base.p50} ms); each HTTP figure below is measured interleaved with it`,
    );
  }

  if (!ONLY_HTTP) await benchImages();

  // Embedded database.
  const pgliteDir = path.join(dataRoot, `pglite-${SIZE}`);
  fs.mkdirSync(pgliteDir, { recursive: true });
  {
    const lock = acquireDataDirLock(pgliteDir);
    const database = await openPglite(path.join(pgliteDir, 'db'));
    try {
      await prepare(database, 'PGlite');
      if (!ONLY_HTTP) {
        await measureQueries(database, 'PGlite');
        await measureCataloguePage(database, 'PGlite', out, ITERATIONS);
        await benchSearch(database, 'PGlite'); // predictive, results page, typo (bench/search.ts)
      }
    } finally {
      await database.close();
      lock.release();
    }
    await measureHttp('PGlite', { DATA_DIR: pgliteDir });
  }

  // PostgreSQL.
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = process.env.BENCH_DATABASE_NAME ?? `catalogue_bench_${SIZE}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    try {
      await prepare(database, 'PostgreSQL');
      if (!ONLY_HTTP) {
        await measureQueries(database, 'PostgreSQL');
        await measureCataloguePage(database, 'PostgreSQL', out, ITERATIONS);
        // #20: compare of 4 products and the datasheet, server-side and over HTTP (bench/compare.ts).
        await benchCompare(
          database,
          'PostgreSQL',
          { DATABASE_URL: url.toString(), DATA_DIR: path.join(dataRoot, 'pg-files') },
          out,
        );
        await benchSearch(database, 'PostgreSQL');
      }
    } finally {
      await database.close();
    }
    await measureHttp('PostgreSQL', {
      DATABASE_URL: url.toString(),
      DATA_DIR: path.join(dataRoot, 'pg-files'),
    });
  }
  if (ONLY_HTTP) return;
  await benchStall(out, SIZE, serverUrl); // cheap requests during an export and a backup (bench/stall.ts)
  // Import and export throughput (bench/import.ts).
  await benchImport(out, serverUrl);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
