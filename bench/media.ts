// The media library at 50,000 files (#18): GET /api/media's service call (one page, its total and its
// uses) for the default list, each sort, a search and the used/unused filters, p50 and p99 over
// BENCH_ITERATIONS runs, on a database that already holds the bench catalogue (products whose image
// lists name some of the files). Files are rows only: listing never reads the store.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { queryRows } from '../server/db/rows';
import { listMedia } from '../server/modules/media/service';
import { catalogueSize, generateCatalogue } from './generate';

export const MEDIA_FILES = Number(process.env.BENCH_MEDIA ?? 50_000);

const QUERIES: Array<[string, Parameters<typeof listMedia>[1]]> = [
  ['newest, page 1', { sort: 'newest' }],
  ['newest, page 100', { sort: 'newest', page: 100 }],
  ['name', { sort: 'name' }],
  ['size', { sort: 'size' }],
  ['search "flame"', { sort: 'newest', search: 'flame' }],
  ['unused', { sort: 'newest', usage: 'unused' }],
  ['used', { sort: 'newest', usage: 'used' }],
];

/** Adds media rows up to MEDIA_FILES; every tenth file is on a product's image list. */
async function prepare(database: Database): Promise<void> {
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from media_files`);
  const have = Number(row?.n ?? 0);
  if (have >= MEDIA_FILES) return;
  await database.db.execute(sql`
    insert into media_files (url, original_name, display_name, seo_filename, alt, tags, size, mime_type, width, height, seo_score, optimized_variants, created_at)
    select '/api/storage/images/bench-' || g || '.webp', 'bench-' || g || '.jpg',
           'Bench ' || (case when g % 7 = 0 then 'flame ' else '' end) || g, 'bench-' || g || '.webp',
           'Alt ' || g, array['tag' || (g % 50)], 1000 + (g * 37) % 90000, 'image/webp', 800, 600, g % 100,
           jsonb_build_object('thumbnail', '/api/storage/images/bench-' || g || '-thumbnail.webp',
                              'mobile', '/api/storage/images/bench-' || g || '-mobile.webp',
                              'desktop', '/api/storage/images/bench-' || g || '-desktop.webp'),
           now() - (g || ' minutes')::interval
    from generate_series(${have + 1}::int, ${MEDIA_FILES}::int) as g`);
  await database.db.execute(sql`
    update products p set images = array['/api/storage/images/bench-' || (p.id * 10 % ${MEDIA_FILES}::int + 1) || '.webp']
    where p.id % 5 = 0`);
  await database.db.execute(sql`analyze media_files`);
  await database.db.execute(sql`analyze products`);
}

export async function benchMedia(
  database: Database,
  label: string,
  out: (line?: string) => void,
  iterations = Number(process.env.BENCH_ITERATIONS ?? 20),
): Promise<void> {
  await prepare(database);
  out(`${label}: media library at ${MEDIA_FILES.toLocaleString('en-US')} files (service call, ms)`);
  for (const [name, query] of QUERIES) {
    const times: number[] = [];
    let total = 0;
    try {
      for (let i = 0; i < iterations; i++) {
        const started = performance.now();
        total = (await listMedia(database.db, query)).total;
        times.push(performance.now() - started);
      }
    } catch (err) {
      // The used/unused filter over the whole library can exceed the statement timeout (docs/decisions.md).
      const cause = (err as { cause?: Error }).cause?.message ?? (err as Error).message;
      out(`  ${name.padEnd(18)} failed: ${cause}`);
      continue;
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    out(`  ${name.padEnd(18)} p50 ${p(0.5).padStart(7)}  p99 ${p(0.99).padStart(7)}  (${total} files)`);
  }
}

async function main() {
  const size = Number(process.env.BENCH_PRODUCTS ?? 20_000);
  const url = process.env.BENCH_DATABASE_URL;
  const pgliteDir = path.resolve(import.meta.dirname, '.data/media-pglite');
  if (!url) fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
  const database = url ? await openPostgres(url, { max: 1 }) : await openPglite(pgliteDir);
  try {
    await runMigrations(database);
    if ((await catalogueSize(database.db)) !== size) await generateCatalogue(database.db, size);
    await benchMedia(database, url ? 'PostgreSQL' : 'PGlite', (line = '') =>
      process.stdout.write(`${line}\n`),
    );
  } finally {
    await database.close();
  }
}

// Alone: BENCH_DATABASE_URL=postgres://…/media_bench npx tsx bench/media.ts (PGlite in bench/.data without it).
if (import.meta.url === `file://${process.argv[1]}`) await main();
