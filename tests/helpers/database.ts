// One database per test file: PGlite loaded from the migrated template, or (TEST_DATABASE_URL set)
// a PostgreSQL database cloned from the migrated template database. Reset between tests by TRUNCATE.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../server/db/client';

export const usingPostgres = (): boolean => !!process.env.TEST_DATABASE_URL && !!inject('pgTemplateDatabase');

function serverUrl(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The PostgreSQL address of each test database, so a second app server can open it too (#18). */
const addresses = new WeakMap<Database, string>();

/** Another connection pool to the same PostgreSQL test database (a second app server's). */
export async function openSecondConnection(database: Database): Promise<Database> {
  return openPostgres(databaseAddress(database), { max: 5 });
}

/** The PostgreSQL address of a test database (for a server process started by the test). */
export function databaseAddress(database: Database): string {
  const url = addresses.get(database);
  if (!url) throw new Error('Only a PostgreSQL test database (TEST_DATABASE_URL) has an address');
  return url;
}

export async function openTestDatabase(): Promise<Database> {
  const template = inject('pgTemplateDatabase');
  const base = process.env.TEST_DATABASE_URL;
  if (base && template) {
    const name = `catalogue_t_${Math.random().toString(36).slice(2, 10)}_${template.split('_').slice(2).join('_')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    // Creating from a template needs it free of other sessions; parallel files retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    const database = await openPostgres(serverUrl(base, name), { max: 5 });
    addresses.set(database, serverUrl(base, name));
    const close = database.close;
    database.close = async () => {
      await close();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
    return database;
  }
  const dump = fs.readFileSync(inject('pgliteTemplatePath'));
  return openPglite(undefined, new Blob([dump]));
}

/** Empties every table (keeps the schema and migrations). */
export async function resetDatabase(database: Database): Promise<void> {
  const rows = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const list =
    (rows as unknown as { rows: Array<{ tablename: string }> }).rows ??
    (rows as unknown as Array<{ tablename: string }>);
  const names = list.map((r) => `"${r.tablename}"`).join(', ');
  if (names) await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}
