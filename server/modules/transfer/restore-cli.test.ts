// `npm run restore -- backup.zip` restores a backup taken through the API into an empty installation
// (a fresh DATA_DIR: embedded database and file store). IMPORT-29. A bad backup changes nothing (#13).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { zip } from '../../../tests/helpers/files';
import { openPglite } from '../../db/client';
import { queryRows } from '../../db/rows';
import { categories, products } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { BACKUP_FORMAT } from './backup';
import { restoreBackup } from './restore';

const t = setupTestApp();
const root = path.resolve(import.meta.dirname, '../../..');

it('IMPORT-29: npm run restore -- backup.zip fills an empty installation with the backed-up rows and files', async () => {
  const { cookie } = await signedIn(t, 'admin');
  const [cat] = await t.ctx.db.insert(categories).values({ name: 'Torches', slug: 'torches' }).returning();
  await t.ctx.db.insert(products).values([
    {
      name: 'Alpha',
      slug: 'alpha',
      sku: 'A-1',
      categoryId: cat!.id,
      price: '10.00',
      images: ['/api/storage/images/a.webp'],
    },
    { name: 'Beta', slug: 'beta', sku: 'B-2', categoryId: cat!.id },
  ]);
  await t.ctx.files.put('images/a.webp', Buffer.from('webp bytes'));
  const res = await t.app.inject({ method: 'POST', url: '/api/backup/app-storage', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-restore-'));
  const zipPath = path.join(dataDir, '..', `${path.basename(dataDir)}.zip`);
  fs.writeFileSync(zipPath, res.rawPayload);
  try {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost',
    };
    delete (env as Record<string, string | undefined>).DATABASE_URL;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/restore.ts', zipPath],
      { cwd: root, env },
    );
    expect(stdout).toMatch(/Restored \d+ rows in \d+ tables and 1 files/);
    expect(fs.readFileSync(path.join(dataDir, 'files/images/a.webp'), 'utf8')).toBe('webp bytes');
    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      const rows = await queryRows<{ sku: string; price: string | null; category: string; images: string[] }>(
        database.db,
        sql`select p.sku, p.price, c.slug as category, p.images from products p join categories c on c.id = p.category_id order by p.sku`,
      );
      expect(rows).toEqual([
        { sku: 'A-1', price: '10.00', category: 'torches', images: ['/api/storage/images/a.webp'] },
        { sku: 'B-2', price: null, category: 'torches', images: [] },
      ]);
      const [users] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
      expect(users!.n).toBe(1);
      // #19: the audit log of the restored installation records the restore.
      const restoreEntries = await queryRows<{ target_label: string; result: string }>(
        database.db,
        sql`select target_label, result from audit_log where action = 'restore'`,
      );
      expect(restoreEntries).toEqual([{ target_label: path.basename(zipPath), result: 'success' }]);
    } finally {
      await database.close();
    }
    // A second restore into the now non-empty installation is refused.
    await expect(
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', zipPath], {
        cwd: root,
        env,
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('not empty') });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(zipPath, { force: true });
  }
}, 120_000);

// #13: a restore is all or nothing. Every name in the zip is checked before anything is written,
// files are written before the database commits and removed again when it fails.
const manifest = JSON.stringify({ format: BACKUP_FORMAT, tables: ['categories'], rows: { categories: 1 } });
const categoryLine = `${JSON.stringify({ id: 7, name: 'Torches', slug: 'torches' })}\n`;

async function storedKeys(files: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of files.list('')) keys.push(key);
  return keys;
}

beforeEach(async () => {
  for (const key of await storedKeys(t.ctx.files)) await t.ctx.files.delete(key);
});

function withZip(entries: Record<string, string>, run: (zipPath: string) => Promise<void>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-bad-backup-'));
  const zipPath = path.join(dir, 'backup.zip');
  fs.writeFileSync(zipPath, zip(entries));
  return run(zipPath).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
}

it('#13: npm run restore refuses a backup holding files/../evil and writes nothing (no file, no row)', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-restore-evil-'));
  try {
    await withZip(
      {
        'manifest.json': manifest,
        'dump/categories.jsonl': categoryLine,
        'files/images/a.webp': 'webp bytes',
        'files/../evil': 'outside the store',
      },
      async (zipPath) => {
        const env: Record<string, string | undefined> = {
          ...process.env,
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          PUBLIC_URL: 'http://localhost',
        };
        delete env.DATABASE_URL;
        await expect(
          promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', zipPath], {
            cwd: root,
            env,
          }),
        ).rejects.toMatchObject({
          stderr: expect.stringMatching(/not a safe backup.*Nothing was restored|not a safe backup/),
        });
      },
    );
    expect(fs.existsSync(path.join(dataDir, 'evil'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'files/images/a.webp'))).toBe(false);
    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      const [n] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from categories`);
      expect(n!.n).toBe(0);
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);

it.each([
  ['/etc/evil', 'absolute path'],
  ['files/images\\evil.webp', 'invalid characters'],
  ['files/.hidden', '"files/.hidden" is not a valid stored-file name'],
  ['scripts/evil.js', '"scripts/evil.js" is outside the folders of a backup'],
  ['dump/no_such_table.jsonl', '"dump/no_such_table.jsonl" is not the dump of a known table'],
])('#13: a backup entry named %s is refused before anything is written', async (name, reason) => {
  await withZip(
    {
      'manifest.json': manifest,
      'dump/categories.jsonl': categoryLine,
      'files/images/a.webp': 'webp bytes',
      [name]: 'x',
    },
    async (zipPath) => {
      const refusal = restoreBackup(t.ctx.db, t.ctx.files, zipPath);
      await expect(refusal).rejects.toThrow(/not a safe backup/);
      await expect(refusal).rejects.toThrow(reason);
    },
  );
  expect(await storedKeys(t.ctx.files)).toEqual([]);
  expect(await t.ctx.db.select().from(categories)).toEqual([]);
});

it('#13: when the database refuses the dump, the files already written are removed again', async () => {
  await withZip(
    {
      'manifest.json': manifest,
      // A category without a name: the insert fails inside the transaction.
      'dump/categories.jsonl': `${JSON.stringify({ id: 1, name: null, slug: 'broken' })}\n`,
      'files/images/a.webp': 'webp bytes',
      'files/documents/b.pdf': 'pdf bytes',
    },
    async (zipPath) => {
      await expect(restoreBackup(t.ctx.db, t.ctx.files, zipPath)).rejects.toThrow();
    },
  );
  expect(await storedKeys(t.ctx.files)).toEqual([]);
  expect(await t.ctx.db.select().from(categories)).toEqual([]);
});

it('#13: a backup whose file already exists in the store is refused and the existing file is kept', async () => {
  await t.ctx.files.put('images/a.webp', Buffer.from('mine'));
  await withZip(
    { 'manifest.json': manifest, 'dump/categories.jsonl': categoryLine, 'files/images/a.webp': 'theirs' },
    async (zipPath) => {
      await expect(restoreBackup(t.ctx.db, t.ctx.files, zipPath)).rejects.toThrow(
        'The file store already holds images/a.webp',
      );
    },
  );
  expect((await t.ctx.files.read('images/a.webp'))!.toString()).toBe('mine');
  expect(await t.ctx.db.select().from(categories)).toEqual([]);
});
