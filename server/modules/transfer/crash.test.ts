// A process killed in the middle of an import leaves the database exactly as before (design
// "Import options": one transaction). The import runs in a child process that is SIGKILLed after
// every product row was written but before the commit.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { serverUrl } from '../../../tests/helpers/global-setup';
import { openPglite, openPostgres } from '../../db/client';
import { queryRows } from '../../db/rows';

const child = path.resolve(import.meta.dirname, '../../../tests/helpers/import-crash-child.ts');

async function killMidImport(target: string): Promise<string> {
  const proc = fork(child, [target], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const message = await new Promise<string>((resolve, reject) => {
    proc.once('message', (m) => resolve(String(m)));
    proc.once('exit', (code) => reject(new Error(`child exited early (${code})`)));
  });
  proc.kill('SIGKILL');
  await new Promise((resolve) => proc.once('exit', resolve));
  return message;
}

it('IMPORT-08: a process SIGKILLed mid-import (rows written, not committed) leaves no partial data', async () => {
  const base = process.env.TEST_DATABASE_URL;
  let target: string;
  let cleanup: () => Promise<void>;
  if (base) {
    const name = `catalogue_crash_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    target = serverUrl(base, name);
    cleanup = async () => {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  } else {
    target = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-crash-'));
    cleanup = async () => fs.rmSync(target, { recursive: true, force: true });
  }
  try {
    expect(await killMidImport(target)).toBe('written');
    const database = target.startsWith('postgres') ? await openPostgres(target) : await openPglite(target);
    try {
      const [row] = await queryRows<{ products: number; categories: number }>(
        database.db,
        sql`select (select count(*)::int from products) as products, (select count(*)::int from categories) as categories`,
      );
      expect(row).toEqual({ products: 0, categories: 0 });
    } finally {
      await database.close();
    }
  } finally {
    await cleanup();
  }
}, 120_000);
