// Import and export throughput (issue 8 "Performance"): a generated 10 MB CSV of products and a
// 10 MB workbook (products with specifications and tags) imported into a fresh database, as rows per
// second and peak memory; then the whole catalogue exported as a streamed workbook, with the memory it
// took. Called from bench/run.ts; runs alone with `npx tsx bench/import.ts` (BENCH_DATABASE_URL adds
// PostgreSQL).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { type Database, openPglite, openPostgres } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { queryRows } from '../server/db/rows';
import { writeExportWorkbook } from '../server/modules/transfer/export';
import { applyImport } from '../server/modules/transfer/import';
import { readCsv } from '../server/modules/transfer/read';
import { SECTION_BY_KEY } from '../server/modules/transfer/sections';
import { applyImportWithRevisions, openImportFile } from '../server/modules/transfer/service';

type Out = (line?: string) => void;
const TARGET_BYTES = 10 * 1024 * 1024 - 64 * 1024;
const OPTIONS = { updateExisting: true, sendNotifications: false, createBackup: false };

/** Samples RSS while `run` works; returns its result, seconds and peak RSS in MB. */
async function measure<T>(
  run: () => Promise<T>,
): Promise<{ value: T; seconds: number; peakMb: number; startMb: number }> {
  const startMb = process.memoryUsage().rss / 1048576;
  let peak = startMb;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss / 1048576);
  }, 25);
  const started = performance.now();
  try {
    const value = await run();
    peak = Math.max(peak, process.memoryUsage().rss / 1048576);
    return { value, seconds: (performance.now() - started) / 1000, peakMb: peak, startMb };
  } finally {
    clearInterval(timer);
  }
}

const CATEGORY_CSV = 'Name,Slug\nTorches,torches\nTips,tips\nRegulators,regulators\n';

function productRow(i: number, prefix: string): string[] {
  return [
    `${prefix}-${i}`,
    `Bench Torch ${prefix} ${i}`,
    `bench-torch-${prefix.toLowerCase()}-${i}`,
    ['torches', 'tips', 'regulators'][i % 3]!,
    ['active', 'draft', 'inactive'][i % 3]!,
    ((i % 5000) / 10 + 9.99).toFixed(2),
    String(i % 400),
    i % 7 === 0 ? 'TRUE' : 'FALSE',
    `MPN-${i}`,
    `Air/acetylene torch number ${i}, for plumbing and HVAC soldering up to 3 inch copper.`,
  ];
}
const PRODUCT_HEADER = [
  'SKU',
  'Name',
  'Slug',
  'Category',
  'Status',
  'Price',
  'Stock',
  'Featured',
  'MPN',
  'Short Description',
];

/** A CSV of products just under 10 MB. */
export function generateCsv(): { buffer: Buffer; rows: number } {
  const lines = [PRODUCT_HEADER.join(',')];
  let size = lines[0]!.length + 1;
  let i = 0;
  while (size < TARGET_BYTES) {
    const line = productRow(i++, 'CSV')
      .map((c) => (c.includes(',') ? `"${c}"` : c))
      .join(',');
    size += line.length + 1;
    lines.push(line);
  }
  return { buffer: Buffer.from(`${lines.join('\n')}\n`), rows: i };
}

/** A workbook just under 10 MB: products, three specifications and two tags each. */
export async function generateXlsx(): Promise<{ buffer: Buffer; products: number; rows: number }> {
  const build = async (n: number) => {
    const chunks: Buffer[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        chunks.push(chunk as Buffer);
        done();
      },
    });
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
    const sheet = (name: string, rows: Iterable<unknown[]>) => {
      const ws = wb.addWorksheet(name);
      for (const row of rows) ws.addRow(row).commit();
      ws.commit();
    };
    sheet('Categories', [
      ['Name', 'Slug'],
      ['Torches', 'torches'],
      ['Tips', 'tips'],
      ['Regulators', 'regulators'],
    ]);
    sheet('Tags', [
      ['Name', 'Slug'],
      ['Plumbing', 'plumbing'],
      ['HVAC', 'hvac'],
      ['Jewelry', 'jewelry'],
    ]);
    sheet('Spec Definitions', [
      ['Key', 'Label', 'Data Type', 'Enum Options'],
      ['max_temp', 'Max Temperature', 'NUMBER', ''],
      ['tip_size', 'Tip Size', 'ENUM', 'S|M|L'],
      ['material', 'Material', 'STRING', ''],
    ]);
    sheet(
      'Products',
      (function* () {
        yield PRODUCT_HEADER;
        for (let i = 0; i < n; i++) yield productRow(i, 'XL');
      })(),
    );
    sheet(
      'Specifications',
      (function* () {
        yield ['SKU', 'Spec Key', 'Value'];
        for (let i = 0; i < n; i++) {
          yield [`XL-${i}`, 'max_temp', 1800 + (i % 700)];
          yield [`XL-${i}`, 'tip_size', ['S', 'M', 'L'][i % 3]];
          yield [`XL-${i}`, 'material', i % 2 ? 'Brass' : 'Steel'];
        }
      })(),
    );
    sheet(
      'Product Tags',
      (function* () {
        yield ['SKU', 'Tag'];
        for (let i = 0; i < n; i++) {
          yield [`XL-${i}`, ['plumbing', 'hvac', 'jewelry'][i % 3]];
          yield [`XL-${i}`, ['hvac', 'jewelry', 'plumbing'][i % 3]];
        }
      })(),
    );
    await wb.commit();
    return Buffer.concat(chunks);
  };
  // Size grows linearly with the product count: one probe, then the count that lands near 10 MB.
  const probe = await build(2000);
  let n = Math.floor((2000 * TARGET_BYTES) / probe.length);
  let buffer = await build(n);
  while (buffer.length > TARGET_BYTES) {
    n = Math.floor(n * 0.97);
    buffer = await build(n);
  }
  return { buffer, products: n, rows: n * 6 };
}

type ImportRun = {
  value: { errors: string[] };
  seconds: number;
  peakMb: number;
  startMb: number;
  /** RSS of the fresh process before it opened the database. */
  bareMb: number;
};

/**
 * Each import runs in a fresh process (node + tsx, nothing else loaded) that reads the file from disk and
 * opens the database itself: its time and peak memory are the import's own, as on a server that has
 * just started a job. `target` is a PostgreSQL URL or a PGlite data directory (closed by this process).
 */
async function importInChild(target: string, buffer: Buffer, filename: string): Promise<ImportRun> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-file-'));
  const file = path.join(dir, filename);
  fs.writeFileSync(file, buffer);
  try {
    const child = spawn(
      process.execPath,
      // With the server's Node flags: the import job runs in the server process.
      [
        ...SERVER_NODE_FLAGS,
        ...(process.env.BENCH_CHILD_FLAGS?.split(' ').filter(Boolean) ?? []),
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--child',
        target,
        file,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0) throw new Error(`import child exited with ${code}`);
    return JSON.parse(output.trim().split('\n').pop()!) as ImportRun;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function childImport(target: string, file: string): Promise<void> {
  const bareMb = process.memoryUsage().rss / 1048576;
  const database = target.startsWith('postgres')
    ? await openPostgres(target, { max: 2 })
    : await openPglite(target);
  try {
    const buffer = fs.readFileSync(file);
    // What the import job does: the file is opened, each section read a batch at a time as it is written,
    // and one revision recorded per changed product in the same transaction.
    const run = await measure(async () =>
      applyImportWithRevisions(
        database.db,
        await openImportFile({ buffer, filename: path.basename(file) }),
        OPTIONS,
        { userId: null, userLabel: 'bench', source: 'import', note: { importFile: path.basename(file) } },
      ),
    );
    process.stdout.write(
      `${JSON.stringify({ ...run, bareMb, value: { errors: run.value.errors.slice(0, 3) } })}\n`,
    );
  } finally {
    await database.close();
  }
}

/** The targets (#18 "Import within budget"). */
const TARGETS = {
  PGlite: { xlsxSeconds: 30 },
  PostgreSQL: { xlsxSeconds: 15, csvRowsPerSecond: 8000 },
  peakMb: 450,
};

async function benchDatabase(
  out: Out,
  label: 'PGlite' | 'PostgreSQL',
  open: () => Promise<Database>,
  target: string,
  csv: { buffer: Buffer; rows: number },
  xlsx: { buffer: Buffer; products: number; rows: number },
) {
  let database = await open();
  await runMigrations(database);
  await applyImport(database.db, [readCsv(Buffer.from(CATEGORY_CSV), SECTION_BY_KEY.categories)], OPTIONS);
  // PGlite: one process at a time holds the data directory.
  if (label === 'PGlite') await database.close();
  out(`${label}: each import runs in a fresh process (its time and memory are the import's own)`);
  const memory = (r: ImportRun) =>
    `peak RSS ${r.peakMb.toFixed(0)} MB (process ${r.bareMb.toFixed(0)} MB bare, ${r.startMb.toFixed(0)} MB with the database open; target < ${TARGETS.peakMb} MB)`;
  const c = await importInChild(target, csv.buffer, 'products.csv');
  if (c.value.errors.length) out(`  (CSV errors: ${c.value.errors.slice(0, 3).join('; ')})`);
  const csvTarget =
    label === 'PostgreSQL'
      ? `; target ≥ ${TARGETS.PostgreSQL.csvRowsPerSecond.toLocaleString('en-US')} rows/s`
      : '';
  out(
    `${label}: CSV ${(csv.buffer.length / 1048576).toFixed(1)} MB, ${csv.rows.toLocaleString('en-US')} products: ${c.seconds.toFixed(1)} s, ` +
      `${Math.round(csv.rows / c.seconds).toLocaleString('en-US')} rows/s${csvTarget}, ${memory(c)}`,
  );
  const x = await importInChild(target, xlsx.buffer, 'products.xlsx');
  if (x.value.errors.length) out(`  (XLSX errors: ${x.value.errors.slice(0, 3).join('; ')})`);
  out(
    `${label}: XLSX ${(xlsx.buffer.length / 1048576).toFixed(1)} MB, ${xlsx.products.toLocaleString('en-US')} products + ${(xlsx.rows - xlsx.products).toLocaleString('en-US')} spec/tag rows: ` +
      `${x.seconds.toFixed(1)} s (target < ${TARGETS[label].xlsxSeconds} s), ${Math.round(xlsx.rows / x.seconds).toLocaleString('en-US')} rows/s, ${memory(x)}`,
  );
  if (label === 'PGlite') database = await open();
  try {
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products`,
    );
    let bytes = 0;
    const sink = new Writable({
      write(chunk, _enc, done) {
        bytes += (chunk as Buffer).length;
        done();
      },
    });
    const e = await measure(() => writeExportWorkbook(database.db, {}, sink));
    out(
      `${label}: export of ${n.toLocaleString('en-US')} products with specs and tags, streamed: ${e.seconds.toFixed(1)} s, ` +
        `${Math.round(n / e.seconds).toLocaleString('en-US')} products/s, ${(bytes / 1048576).toFixed(1)} MB written, RSS grew ${Math.max(0, e.peakMb - e.startMb).toFixed(0)} MB`,
    );
  } finally {
    await database.close();
  }
}

export async function benchImport(
  out: Out = (l = '') => process.stdout.write(`${l}\n`),
  pgUrl = process.env.BENCH_DATABASE_URL,
) {
  out();
  out('Import / export (issues 8, 18): generated files, fresh database each, each import in a fresh process');
  const csv = generateCsv();
  const xlsx = await generateXlsx();
  // BENCH_IMPORT_ONLY=pglite|postgres runs one database's half (for measuring one change quickly).
  const only = process.env.BENCH_IMPORT_ONLY;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  try {
    const dataDir = path.join(dir, 'db');
    if (only !== 'postgres')
      await benchDatabase(out, 'PGlite', () => openPglite(dataDir), dataDir, csv, xlsx);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (pgUrl && only !== 'pglite') {
    const name = `catalogue_bench_import_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      await benchDatabase(out, 'PostgreSQL', () => openPostgres(url.toString()), url.toString(), csv, xlsx);
    } finally {
      // BENCH_KEEP_DB=1 leaves the imported database for a look at it afterwards.
      if (process.env.BENCH_KEEP_DB === '1') out(`PostgreSQL: kept the database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === '--child') {
  childImport(process.argv[3]!, process.argv[4]!).catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else if (import.meta.url === `file://${process.argv[1]}`) {
  benchImport().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
