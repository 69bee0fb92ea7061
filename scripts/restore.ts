// npm run restore -- backup.zip
// Restores an app-storage backup (POST /api/backup/app-storage, "Backup Storage") into an EMPTY
// installation: the configured database (DATABASE_URL, or PGlite in DATA_DIR/db) and file store
// (DATA_DIR/files, or the bucket of STORAGE_URL). Run it before the first start of the new installation (or with SEED_DEMO=false),
// while no server is running on that DATA_DIR.
import path from 'node:path';
import { loadConfig } from '../server/config';
import { type Database, openPglite, openPostgres } from '../server/db/client';
import { acquireDataDirLock, type DataDirLock } from '../server/db/data-dir-lock';
import { runMigrations } from '../server/db/migrate';
import { createFileStore } from '../server/files/create';
import { RestoreError, restoreBackup } from '../server/modules/transfer/restore';

async function main() {
  const file = process.argv.slice(2).find((a) => a !== '--');
  if (!file) {
    process.stderr.write('Usage: npm run restore -- <backup.zip>\n');
    process.exit(2);
  }
  const config = loadConfig();
  let lock: DataDirLock | null = null;
  let database: Database;
  if (config.databaseUrl) database = await openPostgres(config.databaseUrl);
  else {
    lock = acquireDataDirLock(config.dataDir);
    database = await openPglite(path.join(config.dataDir, 'db'));
  }
  try {
    await runMigrations(database);
    const files = createFileStore(config.storage);
    const result = await restoreBackup(database.db, files, path.resolve(file));
    const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `Restored ${rows} rows in ${Object.keys(result.rows).length} tables and ${result.files} files from ${file}.\n`,
    );
  } catch (err) {
    process.stderr.write(`${err instanceof RestoreError ? err.message : (err as Error).stack}\n`);
    process.exitCode = 1;
  } finally {
    await database.close();
    lock?.release();
  }
}

await main();
