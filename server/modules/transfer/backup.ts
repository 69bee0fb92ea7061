// App-storage backup (document 001 §7) and its restore. The .zip holds every stored file
// (files/<key>), the catalogue as the import workbook (catalogue.xlsx, for people and for importing
// elsewhere), and a machine-readable dump of every table (dump/<table>.jsonl, one JSON row per line)
// with manifest.json. Restore reads the dump back into an empty installation with the same ids, so
// links between rows, file URLs and sessions-free accounts come back exactly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import yauzl from 'yauzl';
import yazl from 'yazl';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import * as schema from '../../db/schema';
import { assertValidKey, type FileStore } from '../../files/store';
import { pacer, writeExportWorkbook } from './export';

export const BACKUP_FILE_NAME = 'app-storage-backup.zip';
export const BACKUP_FORMAT = 'torchworks-backup/1';
/** Files under this prefix are never part of a backup (pre-import backups are kept on disk instead). */
// product_facets is derived: the restore's inserts rebuild it through its triggers.
const SKIPPED_TABLES = new Set(['sessions', 'password_reset_tokens', 'rate_limits', 'product_facets']);
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

/** A backup written to DATA_DIR/backups (before an import); returns its file name. */
export async function backupToDisk(ctx: AppContext, label: string): Promise<string> {
  const dir = path.join(ctx.config.dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const name = `${label}-${new Date().toISOString().replace(/[:.]/g, '-')}.zip`;
  await writeBackup(ctx, fs.createWriteStream(path.join(dir, name)));
  return name;
}

// ------------------------------------------------------------------ restore

export class RestoreError extends Error {}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, zip) =>
      err || !zip ? reject(err) : resolve(zip),
    ),
  );
}

async function entries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const list: yauzl.Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (e: yauzl.Entry) => {
      list.push(e);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return list;
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(err) : resolve(stream))),
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function* lines(stream: Readable): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of stream.setEncoding('utf8')) {
    rest += chunk;
    let at = rest.indexOf('\n');
    while (at >= 0) {
      const line = rest.slice(0, at);
      rest = rest.slice(at + 1);
      if (line.trim()) yield line;
      at = rest.indexOf('\n');
    }
  }
  if (rest.trim()) yield rest;
}

/** Values from JSON back to what the column expects (timestamps as Date). */
function reviver(table: PgTable) {
  const columns = getTableColumns(table);
  const byDbName = new Map(Object.entries(columns).map(([key, c]) => [c.name, { key, column: c }]));
  return (row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) {
      const entry = byDbName.get(name);
      if (!entry || (entry.column as { generated?: unknown }).generated) continue;
      out[entry.key] =
        value !== null && entry.column.columnType === 'PgTimestamp' ? new Date(value as string) : value;
    }
    return out;
  };
}

/**
 * Restores a backup zip into an empty installation: every table of the dump in one transaction
 * (ids kept, identity sequences moved past them), then the files. Refuses a non-empty database.
 */
export async function restoreBackup(
  db: DbOrTx,
  files: FileStore,
  zipPath: string,
): Promise<{ rows: Record<string, number>; files: number }> {
  const zip = await openZip(zipPath).catch((err: Error) => {
    throw new RestoreError(`${zipPath} is not a readable backup: ${err.message}`);
  });
  try {
    const all = await entries(zip);
    const manifestEntry = all.find((e) => e.fileName === 'manifest.json');
    if (!manifestEntry)
      throw new RestoreError(`${zipPath} has no manifest.json: it is not an app-storage backup`);
    const manifest = JSON.parse((await readAll(await readEntry(zip, manifestEntry))).toString('utf8')) as {
      format?: string;
    };
    if (manifest.format !== BACKUP_FORMAT)
      throw new RestoreError(`Unknown backup format: ${manifest.format}`);
    const tables = backupTables();
    const rows: Record<string, number> = {};
    await db.transaction(async (tx) => {
      for (const table of tables) {
        const name = getTableConfig(table).name;
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.raw(`"${name}"`)}`,
        );
        if ((row?.n ?? 0) > 0) {
          throw new RestoreError(
            `The database is not empty (table ${name} has ${row!.n} rows). Restore into a new, empty installation (an empty DATA_DIR or database, started with SEED_DEMO=false).`,
          );
        }
      }
      for (const table of tables) {
        const name = getTableConfig(table).name;
        const entry = all.find((e) => e.fileName === `dump/${name}.jsonl`);
        rows[name] = 0;
        if (!entry) continue;
        const revive = reviver(table);
        let batch: Record<string, unknown>[] = [];
        const flush = async () => {
          if (!batch.length) return;
          await tx.insert(table).values(batch as never);
          rows[name]! += batch.length;
          batch = [];
        };
        for await (const line of lines(await readEntry(zip, entry))) {
          batch.push(revive(JSON.parse(line)));
          if (batch.length >= 500) await flush();
        }
        await flush();
        const identity = getTableConfig(table).columns.find((c) => c.name === 'id' && c.primary);
        if (identity && rows[name]) {
          await tx.execute(
            sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), (select max(id) from ${sql.raw(`"${name}"`)}))`,
          );
        }
      }
    });
    let fileCount = 0;
    for (const entry of all) {
      if (!entry.fileName.startsWith('files/') || entry.fileName.endsWith('/')) continue;
      const key = entry.fileName.slice('files/'.length);
      assertValidKey(key);
      await files.put(key, await readAll(await readEntry(zip, entry)));
      fileCount++;
    }
    return { rows, files: fileCount };
  } finally {
    zip.close();
  }
}
