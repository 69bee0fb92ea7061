// `npm run restore -- backup.zip` restores a backup taken through the API into an empty installation
// (a fresh DATA_DIR: embedded database and file store). IMPORT-29.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { openPglite } from '../../db/client';
import { queryRows } from '../../db/rows';
import { categories, products } from '../../db/schema';

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
