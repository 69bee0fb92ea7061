// Once per test run: migrate a PGlite database and dump it as a template (loading a dump takes
// ~0.5 s, a fresh PGlite ~3 s); with TEST_DATABASE_URL, migrate a template database on that server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    pgTemplateDatabase: string | null;
  }
}

export function serverUrl(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-test-'));
  const templatePath = path.join(dir, 'template.tar');
  const database = await openPglite(undefined);
  await runMigrations(database);
  const pgliteDb = database as unknown as { db: { $client: { dumpDataDir(c: 'none'): Promise<Blob> } } };
  const dump = await pgliteDb.db.$client.dumpDataDir('none');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', templatePath);

  let pgTemplate: string | null = null;
  const serverUrlBase = process.env.TEST_DATABASE_URL;
  if (serverUrlBase) {
    pgTemplate = `catalogue_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrlBase });
    await admin.connect();
    await admin.query(`create database ${pgTemplate}`);
    await admin.end();
    const templateDb = await openPostgres(serverUrl(serverUrlBase, pgTemplate), { max: 2 });
    await runMigrations(templateDb);
    await templateDb.close();
  }
  project.provide('pgTemplateDatabase', pgTemplate);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (serverUrlBase && pgTemplate) {
      const admin = new pg.Client({ connectionString: serverUrlBase });
      await admin.connect();
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'catalogue_t_%' and datname like $1`,
        [`%_${process.pid}_%`],
      );
      for (const row of leftovers.rows)
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${pgTemplate} with (force)`);
      await admin.end();
    }
  };
}
