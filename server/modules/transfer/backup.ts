// App-storage backup (document 001 §7) and its restore. The .zip holds every stored file
// (files/<key>), the catalogue as the import workbook (catalogue.xlsx, for people and for importing
// elsewhere), and a machine-readable dump of every table (dump/<table>.jsonl, one JSON row per line)
// with manifest.json. Restore reads the dump back into an empty installation with the same ids, so
// links between rows, file URLs and sessions-free accounts come back exactly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import yazl from 'yazl';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import * as schema from '../../db/schema';
import { isPrivateKey, PRIVATE_PREFIX } from '../../files/store';
import { pacer, writeExportWorkbook } from './export';

export const BACKUP_FILE_NAME = 'app-storage-backup.zip';
export const BACKUP_FORMAT = 'torchworks-backup/1';
// Files under private/ (earlier backups, job files) are never part of a backup.
// product_facets, product_search, search_words, search_pending and facets_pending are derived: the restore's inserts rebuild them through
// their triggers; facet_changes, reference_changes and cache_invalidations are the facet index's, the reference data's and the answer cache's change logs (#21).
const SKIPPED_TABLES = new Set([
  'sessions',
  'password_reset_tokens',
  'rate_limits',
  'product_facets',
  'product_search',
  'search_words',
  'search_pending',
  'facets_pending',
  'facet_changes',
  'cache_invalidations',
  'reference_changes',
  // Queued and finished background jobs: their files are not backed up, and a restore must not rerun them.
  'jobs',
]);
const PAGE = 500;

/** Every table worth backing up, parents before children. */
export function backupTables(): PgTable[] {
  const tables = (Object.values(schema) as unknown[]).filter(
    (v): v is PgTable => !!v && typeof v === 'object' && Symbol.for('drizzle:IsDrizzleTable') in v,
  );
  const byName = new Map(tables.map((t) => [getTableConfig(t).name, t]));
  const ordered: PgTable[] = [];
  const visiting = new Set<string>();
  const visit = (t: PgTable) => {
    const { name, foreignKeys } = getTableConfig(t);
    if (ordered.includes(t) || visiting.has(name)) return;
    visiting.add(name);
    for (const fk of foreignKeys) {
      const parent = getTableConfig(fk.reference().foreignTable).name;
      if (parent !== name) visit(byName.get(parent)!);
    }
    ordered.push(t);
  };
  for (const t of tables) visit(t);
  return ordered.filter((t) => !SKIPPED_TABLES.has(getTableConfig(t).name));
}

/** The primary key's columns: the dump's order and its keyset. */
function keyColumns(table: PgTable): string[] {
  const config = getTableConfig(table);
  const primary = config.columns.filter((c) => c.primary).map((c) => c.name);
  return primary.length
    ? primary
    : (config.primaryKeys[0]?.columns.map((c) => c.name) ?? config.columns.map((c) => c.name));
}

const quoted = (names: string[]) => sql.raw(names.map((k) => `"${k}"`).join(', '));

/**
 * One table as JSON lines (plain column names, values as the driver gives them), read in keyset pages
 * on the primary key: each page is one short query wherever it falls in the table, and the job lets
 * the event loop turn between pages so other requests are served meanwhile (#13).
 */
async function* dumpTable(db: DbOrTx, table: PgTable, pace: () => Promise<void>): AsyncGenerator<string> {
  const name = getTableConfig(table).name;
  const columns = getTableConfig(table)
    .columns.filter((c) => !(c as { generated?: unknown }).generated)
    .map((c) => `"${c.name}"`)
    .join(', ');
  const keys = keyColumns(table);
  let last: unknown[] | null = null;
  for (;;) {
    await pace();
    const after: SQL = last
      ? sql`where (${quoted(keys)}) > (${sql.join(
          last.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : sql``;
    const rows: Record<string, unknown>[] = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${sql.raw(columns)} from ${sql.raw(`"${name}"`)} ${after} order by ${quoted(keys)} limit ${PAGE}`,
    );
    if (!rows.length) return;
    const lastRow: Record<string, unknown> = rows[rows.length - 1]!;
    last = keys.map((k) => lastRow[k]);
    yield `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;
    if (rows.length < PAGE) return;
  }
}

/** Writes the backup zip to `out`. Files are added as streams, one at a time. */
export async function writeBackup(ctx: AppContext, out: Writable): Promise<void> {
  const zip = new yazl.ZipFile();
  const done = pipeline(zip.outputStream, out);
  const tables = backupTables();
  const counts: Record<string, number> = {};
  // The workbook goes through a temporary file: the streaming writer does not wait for the zip.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-backup-'));
  try {
    const workbookPath = path.join(tmp, 'catalogue.xlsx');
    await writeExportWorkbook(ctx.db, {}, fs.createWriteStream(workbookPath));
    zip.addFile(workbookPath, 'catalogue.xlsx');
    const pace = pacer();
    for (const table of tables) {
      const name = getTableConfig(table).name;
      await pace();
      const [row] = await queryRows<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from ${sql.raw(`"${name}"`)}`,
      );
      counts[name] = row?.n ?? 0;
      zip.addReadStream(Readable.from(dumpTable(ctx.db, table, pace)), `dump/${name}.jsonl`);
    }
    let fileCount = 0;
    for await (const key of ctx.files.list('')) {
      if (isPrivateKey(key)) continue;
      const file = await ctx.files.open(key);
      if (!file) continue;
      fileCount++;
      zip.addReadStream(file.stream, `files/${key}`, { mtime: file.modifiedAt });
    }
    const manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      tables: tables.map((t) => getTableConfig(t).name),
      rows: counts,
      files: fileCount,
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json');
    zip.end();
    await done;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export const BACKUPS_PREFIX = `${PRIVATE_PREFIX}backups/`;

/**
 * A backup kept in the file store under private/backups/ (before an import), streamed there as it is
 * written: in DATA_DIR/files/private/backups or the bucket, so any app server can take or read one.
 * Returns its file name.
 */
export async function backupToStore(ctx: AppContext, label: string): Promise<string> {
  const name = `${label}-${new Date().toISOString().replace(/[:.]/g, '-')}.zip`;
  const stream = new PassThrough();
  // Either side failing stops the other: a failed store must not leave the writer waiting on a full
  // stream, and a failed backup must not leave a truncated file (the store discards it).
  const fail = (err: Error) => {
    stream.destroy(err);
    throw err;
  };
  const results = await Promise.allSettled([
    writeBackup(ctx, stream).catch(fail),
    ctx.files.put(`${BACKUPS_PREFIX}${name}`, stream).catch(fail),
  ]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return name;
}

/** The former name (import code calls it): the backup now goes to the file store. */
export const backupToDisk = backupToStore;

// ------------------------------------------------------------------ restore

export class RestoreError extends Error {}
