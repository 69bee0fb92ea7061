// Opens the database: PGlite in DATA_DIR/db by default, a PostgreSQL server when DATABASE_URL is set.
// Both are driven through the same Drizzle schema and migrations.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { nameStatements, StatementNames } from './named-statements';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';
import { serializeQueries } from './serial-queries';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: whether it runs in a worker thread or in this one. */
  thread?: 'worker' | 'main';
  /** The PostgreSQL pool (kind postgres), for work that needs one dedicated session. */
  pool?: pg.Pool;
  /** Runs a trivial query; used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const pgliteExtensions = { pg_trgm };

export interface PgliteOptions {
  /**
   * 'worker' (the default): PGlite runs in its own thread (#21, pglite-thread.ts), so no query, export,
   * import or backup holds the event loop. 'main': in this thread (faster to open; the tests' default).
   */
  thread?: 'worker' | 'main';
}

/** Where PGlite runs unless the caller says: PGLITE_THREAD=main|worker, else the worker. */
export const defaultPgliteThread = (): 'worker' | 'main' =>
  process.env.PGLITE_THREAD === 'main' ? 'main' : 'worker';

export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  options: PgliteOptions = {},
): Promise<Database> {
  const thread = options.thread ?? defaultPgliteThread();
  const client =
    thread === 'worker'
      ? await PgliteThread.start({ dataDir, loadDataDir })
      : await PGlite.create({
          ...(dataDir ? { dataDir } : {}),
          ...(loadDataDir ? { loadDataDir } : {}),
          extensions: pgliteExtensions,
        });
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    thread,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPostgres(
  url: string,
  options: {
    max?: number;
    /** Repeated statements prepared per connection (named-statements.ts); default on. */
    preparedStatements?: boolean;
  } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // A new backend pays for its first touch of the shared buffers (tens of ms on a catalogue
    // query), so a few connections stay open and idle ones live for minutes, not seconds.
    min: Math.min(2, options.max ?? 10),
    idleTimeoutMillis: 600_000,
    connectionTimeoutMillis: 10_000,
    statement_timeout: 30_000,
    // Parallel workers are new processes per query and start as cold as a new backend: on the
    // catalogue's queries they cost 2–4× a serial plan (docs/decisions.md). JIT compilation starts when a
    // plan's estimated cost is high, not its real one: it added 250 ms to a 190 ms media filter (#18).
    // PGOPTIONS overrides both.
    options: process.env.PGOPTIONS ?? '-c max_parallel_workers_per_gather=0 -c jit=off',
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const names = options.preparedStatements === false ? null : new StatementNames();
  pool.on('connect', (client) => {
    if (names) nameStatements(client, names);
    serializeQueries(client);
  });
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
