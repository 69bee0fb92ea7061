// The public catalogue and product pages, measured the way the pages use the server (issue 6 "Performance"):
//   - server-side: the exact calls a filtered, price-sorted /products render makes (the page of 12 and
//     the three counts calls, each leaving its own facet out), and
//     the full product of /products/{slug};
//   - HTTP targets (added to npm run bench's list): the same filtered catalogue page and a product page.
// Run alone on PostgreSQL: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/catalogue.ts
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { productDetails } from '../server/modules/catalogue/details';
import { categoryCounts, specCounts, tagCounts } from '../server/modules/catalogue/facets';
import type { FilterRequest } from '../server/modules/products/filters';
import { listProducts } from '../server/modules/products/service';

const FILTERS: FilterRequest = {
  status: 'active',
  tagSlugs: ['tag-4'],
  specs: { flame_class: ['heavy'], system_type: ['duplex-soldering-torch'] },
};

const UNFILTERED: FilterRequest = { status: 'active' };

/** The filtered catalogue page rendered by the server, and a product page. */
export const CATALOGUE_HTTP_TARGETS = [
  {
    name: 'SSR /products, 3 filters, price sort',
    path: '/products?tags=tag-4&flameClasses=heavy&systemTypes=duplex-soldering-torch&sort=price',
  },
  {
    name: 'GET /api/categories/with-counts (3 filt.)',
    path: '/api/categories/with-counts?tags=tag-4&flameClasses=heavy&systemTypes=duplex-soldering-torch',
  },
  {
    name: 'GET /api/tags/with-counts (3 filt.)',
    path: '/api/tags/with-counts?flameClasses=heavy&systemTypes=duplex-soldering-torch&tagCategory=applications',
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function measureCataloguePage(
  database: Database,
  label: string,
  out: (line?: string) => void,
  iterations = 40,
): Promise<void> {
  const db = database.db;
  const withoutTags: FilterRequest = { ...FILTERS, tagSlugs: undefined };
  const calls: Array<[string, () => Promise<unknown>]> = [
    // The floor: one database round trip, to read the other figures against on a busy machine.
    ['reference: select 1 (one round trip)', () => db.execute(sql`select 1`)],
    [
      'list: page of 12, price sort',
      () => listProducts(db, { ...FILTERS, sort: 'price', page: 1, limit: 12 }),
    ],
    [
      'list: page of 12, name sort (the default)',
      () => listProducts(db, { ...FILTERS, sort: 'name', page: 1, limit: 12 }),
    ],
    ['categories/with-counts', () => categoryCounts(db, FILTERS)],
    ['tags/with-counts (applications)', () => tagCounts(db, withoutTags, 'applications')],
    ['specs/with-counts', () => specCounts(db, FILTERS)],
    // The unfiltered landing page: the broadest counts (every active product), for reference.
    [
      'no filter: list, page of 12, name sort',
      () => listProducts(db, { ...UNFILTERED, sort: 'name', page: 1, limit: 12 }),
    ],
    ['no filter: categories/with-counts', () => categoryCounts(db, UNFILTERED)],
    ['no filter: tags/with-counts', () => tagCounts(db, UNFILTERED, 'applications')],
    ['no filter: specs/with-counts', () => specCounts(db, UNFILTERED)],
    [
      'product details by slug',
      () => productDetails(db, 'product-4242', { publicUrl: 'http://bench.test', includeUnpublished: true }),
    ],
  ];
  out();
  out(
    `${label} — one filtered /products render and one product page, server-side per call (target p50 < 30 ms)`,
  );
  out('  call                                       p50 ms   p99 ms');
  let pageTotal = 0;
  for (const [name, call] of calls) {
    await call();
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const start = process.hrtime.bigint();
      await call();
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    // The page's own calls: one list (the price-sorted one) and the three counts.
    if (/^(list: .*price|categories|tags|specs)/.test(name)) pageTotal += percentile(times, 50);
    out(
      `  ${name.padEnd(42)} ${percentile(times, 50).toFixed(1).padStart(6)} ${percentile(times, 99).toFixed(1).padStart(8)}`,
    );
  }
  out(`  sum of the catalogue page's calls (p50; they run in parallel): ${pageTotal.toFixed(1)} ms`);
}

// Standalone: PostgreSQL only (the generated catalogue is reused when present).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { default: pg } = await import('pg');
  const { openPostgres } = await import('../server/db/client');
  const { runMigrations } = await import('../server/db/migrate');
  const { catalogueSize, generateCatalogue } = await import('./generate');
  const size = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL');
  const name = `catalogue_bench_${size}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
    await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  const out = (line = '') => process.stdout.write(`${line}\n`);
  try {
    await runMigrations(database);
    if ((await catalogueSize(database.db)) !== size) {
      const started = Date.now();
      await generateCatalogue(database.db, size);
      // The same markers as npm run bench: it reuses this catalogue, and the demo seed stays away.
      const { settings } = await import('../server/db/schema');
      await database.db
        .insert(settings)
        .values({ key: 'bench_size', value: size })
        .onConflictDoUpdate({ target: settings.key, set: { value: size } });
      await database.db
        .insert(settings)
        .values({ key: 'demo_catalogue_seeded_at', value: 'benchmark' })
        .onConflictDoNothing();
      out(`generated ${size} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await measureCataloguePage(database, 'PostgreSQL', out);
  } finally {
    await database.close();
  }
}
