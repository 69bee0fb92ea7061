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
    /** The local S3 server's address when TEST_STORAGE=s3, else null. */
    s3Endpoint: string | null;
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

  // TEST_STORAGE=s3: one local S3 server for the run (s3rver keeps its objects in a temp folder).
  let s3server: { close(): Promise<void> } | null = null;
  if (process.env.TEST_STORAGE === 's3') {
    const { default: S3rver } = await import('s3rver');
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: 'catalogue-test', configs: [] }],
    });
    const { port } = await server.run();
    s3server = server;
    project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  } else project.provide('s3Endpoint', null);

  return async () => {
    await s3server?.close();
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
