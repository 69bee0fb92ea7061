// npx tsx bench/import-revisions.ts — #19 "an import of 10,000 changed products with revisions stays
// within 1.5× of its time without". 10,000 products are imported, then changed by two more imports of the
// same file with new prices, alternately with their revisions (one per changed product, as the import job
// records them) and without, three times each; the medians are compared. On PostgreSQL when
// BENCH_DATABASE_URL is set (a database of its own is created there), else on a temporary PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { queryRows } from '../server/db/rows';
import { recordImportRevisions } from '../server/modules/revisions/record';
import { applyImport } from '../server/modules/transfer/import';
import { readCsv } from '../server/modules/transfer/read';
import { SECTION_BY_KEY } from '../server/modules/transfer/sections';

const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 10_000);
const ROUNDS = 3;
const OPTIONS = { updateExisting: true, sendNotifications: false, createBackup: false };

function productsCsv(round: number): Buffer {
  const lines = ['SKU,Name,Slug,Category,Status,Price,Stock,Short Description'];
  for (let i = 0; i < PRODUCTS; i++)
    lines.push(
      `REV-${i},Revision Torch ${i},revision-torch-${i},torches,active,${(10 + (i % 500) + round / 100).toFixed(2)},${i % 50},Air/acetylene torch ${i} for HVAC soldering.`,
    );
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function importOnce(database: Database, round: number, withRevisions: boolean): Promise<number> {
  const started = performance.now();
  const result = await applyImport(
    database.db,
    [readCsv(productsCsv(round), SECTION_BY_KEY.products)],
    OPTIONS,
    {
      ...(withRevisions && {
        beforeCommit: (tx) =>
          recordImportRevisions(tx, {
            userId: null,
            userLabel: 'bench',
            source: 'import',
            note: { importFile: 'bench.csv' },
          }),
      }),
    },
  );
  if (result.errors.length) throw new Error(result.errors.slice(0, 3).join('; '));
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchImportRevisions(
  database: Database,
  label: string,
  out = (line: string) => process.stdout.write(`${line}\n`),
) {
  await runMigrations(database);
  await applyImport(
    database.db,
    [readCsv(Buffer.from('Name,Slug\nTorches,torches\n'), SECTION_BY_KEY.categories)],
    OPTIONS,
  );
  await importOnce(database, 0, false);
  const without: number[] = [];
  const withRevisions: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    without.push(await importOnce(database, round * 2, false));
    withRevisions.push(await importOnce(database, round * 2 + 1, true));
  }
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from revisions where entity_type = 'product'`,
  );
  const a = median(without);
  const b = median(withRevisions);
  out(
    `${label}: import of ${PRODUCTS.toLocaleString('en-US')} changed products, median of ${ROUNDS}: ` +
      `${(a / 1000).toFixed(2)} s without revisions, ${(b / 1000).toFixed(2)} s with (${(b / a).toFixed(2)}×, ` +
      `target ≤ 1.5× ${b / a <= 1.5 ? 'met' : 'NOT met'}); ${n.toLocaleString('en-US')} product revisions stored`,
  );
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const name = `bench_import_revisions_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString());
    try {
      await benchImportRevisions(database, 'PostgreSQL');
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-revisions-'));
  const database = await openPglite(path.join(dir, 'db'));
  try {
    await benchImportRevisions(database, 'PGlite');
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
