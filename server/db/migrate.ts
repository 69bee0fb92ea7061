// Applies the committed SQL migrations at start-up, on PGlite and PostgreSQL alike.
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import type { Database } from './client';

const MIGRATION_LOCK_ID = 727_274_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite' || !database.pool) {
    await database.db.execute(sql`create extension if not exists pg_trgm`);
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });
    return;
  }
  // Several app servers may start at once: one migrates while the others wait on an advisory lock
  // held by this one dedicated session.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await client.query('create extension if not exists pg_trgm');
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
