// Restoring an app-storage backup (backup.ts writes it) into an empty installation, all or nothing
// (#13): every name in the zip is checked before anything is written (only manifest.json,
// catalogue.xlsx, dump/<known table>.jsonl and files/<valid key>; no absolute paths, "..",
// backslashes or other folders), the database must be empty and no backed-up file may exist yet;
// then the files are written, then the database is filled in ONE transaction, and when that fails
// the files just written are deleted again. A refused or failed restore leaves the installation as
// it was.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import yauzl from 'yauzl';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { refreshAllStatistics } from '../../db/statistics';
import { type FileStore, isValidKey } from '../../files/store';
import { writeAudit } from '../../http/audit';
import { BACKUP_FORMAT, backupTables, RestoreError } from './backup';

export { RestoreError };

export interface RestoreResult {
  rows: Record<string, number>;
  files: number;
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    // strictFileNames: a backslash is an error, not silently turned into a slash.
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: true }, (err, zip) =>
      err || !zip ? reject(err) : resolve(zip),
    ),
  );
}

async function listEntries(zip: yauzl.ZipFile, zipPath: string): Promise<yauzl.Entry[]> {
  const list: yauzl.Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (e: yauzl.Entry) => {
      list.push(e);
      zip.readEntry();
    });
    zip.on('end', resolve);
    // yauzl refuses absolute paths, ".." and backslashes in names itself.
    zip.on('error', (err: Error) =>
      reject(new RestoreError(`${zipPath} is not a safe backup (${err.message}); nothing was restored.`)),
    );
    zip.readEntry();
  });
  return list;
}

/** Why a name in the backup is not one a backup holds; null when it is fine. */
export function unexpectedName(name: string, tables: Set<string>): string | null {
  if (name.includes('\\')) return 'contains a backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'is an absolute path';
  if (name.split('/').some((s) => s === '..' || s === '.')) return 'contains ".." or "."';
  if (name === 'manifest.json' || name === 'catalogue.xlsx' || name === 'dump/' || name === 'files/')
    return null;
  if (name.startsWith('dump/')) {
    const table = /^dump\/([a-z_]+)\.jsonl$/.exec(name)?.[1];
    return table && tables.has(table) ? null : 'is not the dump of a known table';
  }
  if (name.startsWith('files/')) {
    const key = name.slice('files/'.length).replace(/\/$/, '');
    return isValidKey(key) ? null : 'is not a valid stored-file name';
  }
  return 'is outside the folders of a backup (files/, dump/)';
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

const tableName = (t: PgTable) => getTableConfig(t).name;

async function assertEmptyDatabase(db: DbOrTx, tables: PgTable[]) {
  for (const table of tables) {
    const name = tableName(table);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.raw(`"${name}"`)}`,
    );
    if ((row?.n ?? 0) > 0) {
      throw new RestoreError(
        `The database is not empty (table ${name} has ${row!.n} rows). Restore into a new, empty installation (an empty DATA_DIR or database, started with SEED_DEMO=false).`,
      );
    }
  }
}

/**
 * Restores a backup zip into an empty installation: checks every name first, writes the files, then
 * every table of the dump in one transaction (ids kept, identity sequences moved past them). Refuses
 * a non-empty database; on any failure the files it wrote are removed again.
 */
export async function restoreBackup(db: DbOrTx, files: FileStore, zipPath: string): Promise<RestoreResult> {
  const zip = await openZip(zipPath).catch((err: Error) => {
    throw new RestoreError(`${zipPath} is not a readable backup: ${err.message}`);
  });
  const written: string[] = [];
  try {
    const all = await listEntries(zip, zipPath);
    const tables = backupTables();
    const known = new Set(tables.map(tableName));
    const bad = all.flatMap((e) => {
      const why = unexpectedName(e.fileName, known);
      return why ? [`"${e.fileName}" ${why}`] : [];
    });
    if (bad.length) {
      throw new RestoreError(
        `${zipPath} is not a safe backup: ${bad.slice(0, 10).join('; ')}${bad.length > 10 ? ` (and ${bad.length - 10} more)` : ''}. Nothing was restored.`,
      );
    }
    const manifestEntry = all.find((e) => e.fileName === 'manifest.json');
    if (!manifestEntry)
      throw new RestoreError(`${zipPath} has no manifest.json: it is not an app-storage backup`);
    let manifest: { format?: string };
    try {
      manifest = JSON.parse((await readAll(await readEntry(zip, manifestEntry))).toString('utf8'));
    } catch {
      throw new RestoreError(`${zipPath} has an unreadable manifest.json`);
    }
    if (manifest.format !== BACKUP_FORMAT)
      throw new RestoreError(`Unknown backup format: ${manifest.format}`);
    await assertEmptyDatabase(db, tables);
    const fileEntries = all.filter((e) => e.fileName.startsWith('files/') && !e.fileName.endsWith('/'));
    for (const entry of fileEntries) {
      const key = entry.fileName.slice('files/'.length);
      if (await files.exists(key))
        throw new RestoreError(
          `The file store already holds ${key}. Restore into a new, empty installation (an empty DATA_DIR).`,
        );
    }
    // Files first: a failure here or in the database below removes them again.
    for (const entry of fileEntries) {
      const key = entry.fileName.slice('files/'.length);
      const data = await readAll(await readEntry(zip, entry));
      written.push(key);
      await files.put(key, data);
    }
    const rows: Record<string, number> = {};
    await db.transaction(async (tx) => {
      await assertEmptyDatabase(tx, tables);
      for (const table of tables) {
        const name = tableName(table);
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
      // The audit log records the restore itself (#19): from the command line, so no user or address.
      await writeAudit(tx, {
        userId: null,
        userLabel: null,
        action: 'restore',
        method: null,
        route: null,
        targetType: 'backup',
        targetId: null,
        targetLabel: path.basename(zipPath),
        result: 'success',
        status: null,
        ip: null,
        userAgent: 'npm run restore',
        details: { rows: Object.values(rows).reduce((a, b) => a + b, 0), files: fileEntries.length },
      });
    });
    // Every table was just filled: the planner learns of the rows now (the embedded database never would).
    await refreshAllStatistics(db).catch(() => {});
    return { rows, files: fileEntries.length };
  } catch (err) {
    for (const key of written.reverse()) await files.delete(key).catch(() => undefined);
    throw err;
  } finally {
    zip.close();
  }
}
