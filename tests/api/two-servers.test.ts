// #18 Several app servers, proven: two app instances (A and B) on ONE PostgreSQL database and ONE file
// store (the local directory, or with TEST_STORAGE=s3 the bucket of a local S3 server), as a load
// balancer would put them. Everything checked through both: sessions, sign-out, the sign-in rate
// limit, the answer cache of public pages, uploaded images, redirects and import jobs. PGlite is one process's
// database, so this file needs TEST_DATABASE_URL (CI runs it on PostgreSQL, with both stores).
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { queueImportRequest, waitForImport, workbook } from '../../server/modules/transfer/test-files';
import { createTestRenderer, type ServerEntry } from '../../server/web/renderer';
import { captureMailer, setupTestApp, signedIn, type TestApp } from '../helpers/app';
import { openSecondConnection, usingPostgres } from '../helpers/database';
import { create } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { testFileStore } from '../helpers/storage';

const onPostgres = !!process.env.TEST_DATABASE_URL;
const renderer = () =>
  createTestRenderer(async () => (await import('../../client/src/entry-server')) as unknown as ServerEntry);

const t = setupTestApp({ build: { web: renderer() } });
let b: TestApp;
let bDatabase: Database;

/** Polls `check` until it holds; returns how long that took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!onPostgres)('#18 two app servers on one PostgreSQL database and one file store', () => {
  // After setupTestApp's own beforeEach, which opens the database on first use.
  beforeEach(async () => {
    if (b) {
      b.answerCache.clear();
      return;
    }
    expect(usingPostgres()).toBe(true);
    // Server B: its own process state (answer cache, redirect table, connection pool), the same
    // database, the same store, the same configuration.
    bDatabase = await openSecondConnection(t.database);
    b = await buildApp(
      {
        config: t.ctx.config,
        database: bDatabase,
        db: bDatabase.db,
        files: testFileStore(t.ctx.config.storage),
        mailer: captureMailer([]),
      },
      { logger: false, web: renderer() },
    );
    await b.ready();
  });

  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
  });

  it('#18: a session made on A works on B; signing out on A ends it on B', async () => {
    const { cookie, email } = await signedIn(t, 'editor');
    const onB = await b.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(onB.statusCode).toBe(200);
    expect(onB.json().email).toBe(email);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await b.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('#18: the sign-in rate limit counts the attempts made on both servers', async () => {
    const { email, password } = await signedIn(t, 'viewer');
    const login = (app: TestApp, pass: string) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { email, password: pass } });
    // Five wrong passwords per account and address: three on A, two on B …
    for (const app of [t.app, b, t.app, b, t.app])
      expect((await login(app, 'wrong password!')).statusCode).toBe(401);
    // … and the next attempt waits on either server, even with the right password.
    expect((await login(b, 'wrong password!')).statusCode).toBe(429);
    expect((await login(t.app, password)).statusCode).toBe(429);
    expect((await login(b, password)).statusCode).toBe(429);
  });

  it("#18: a product edited on A is on B's cached public page within 2 s", async () => {
    const product = await create.product(t.ctx.db, { name: 'Alpha Torch', slug: 'alpha', status: 'active' });
    const page = () => b.inject({ method: 'GET', url: '/products/alpha' });
    const first = await page();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Alpha Torch');
    const second = await page();
    expect(second.headers['x-cache']).toBe('HIT');
    const { cookie } = await signedIn(t, 'editor');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: { cookie },
      payload: { name: 'Alpha Torch Mk II' },
    });
    expect(edit.statusCode).toBe(200);
    const took = await within(2000, async () => (await page()).body.includes('Alpha Torch Mk II'));
    expect(took).toBeLessThan(2000);
    // The public API answers follow the same shared version.
    const api = await b.inject({ method: 'GET', url: '/api/products/slug/alpha/details' });
    expect(JSON.stringify(api.json())).toContain('Alpha Torch Mk II');
  });

  it("#21: an edit on A drops only the affected answers from B's cache; B keeps the others", async () => {
    const category = await create.category(t.ctx.db);
    const [alpha] = await Promise.all(
      ['alpha', 'beta'].map((slug) =>
        create.product(t.ctx.db, { name: `${slug} torch`, slug, status: 'active', categoryId: category.id }),
      ),
    );
    const state = async (url: string) => (await b.inject({ method: 'GET', url })).headers['x-cache'];
    for (const url of ['/products/alpha', '/products/beta']) {
      await b.inject({ method: 'GET', url });
      expect(await state(url)).toBe('HIT');
    }
    const { cookie } = await signedIn(t, 'editor');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${alpha!.id}`,
      headers: { cookie },
      payload: { price: '12.50' },
    });
    expect(edit.statusCode).toBe(200);
    await within(2000, async () => (await state('/products/alpha')) === 'MISS');
    expect(await state('/products/beta')).toBe('HIT');
  });

  it('#18: an image uploaded on A is served by B, with the same bytes and headers', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const content = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toBuffer();
    const body = multipart([
      { name: 'image', file: { filename: 'Blue flame.jpg', content, contentType: 'image/jpeg' } },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const { url, optimizedVariants } = uploaded.json();
    for (const address of [url, optimizedVariants.thumbnail, optimizedVariants.desktop]) {
      const fromA = await t.app.inject({ method: 'GET', url: address });
      const fromB = await b.inject({ method: 'GET', url: address });
      expect(fromB.statusCode, address).toBe(200);
      expect(fromB.headers['content-type']).toBe('image/webp');
      expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    }
    // And B's media library lists it.
    const list = await b.inject({ method: 'GET', url: '/api/media', headers: { cookie } });
    expect(list.json().media.map((m: { url: string }) => m.url)).toEqual([url]);
  });

  it('#18: a redirect created on A is served by B within 2 s', async () => {
    // B has loaded its redirect table (nothing to redirect yet).
    expect((await b.inject({ method: 'GET', url: '/old-catalogue' })).statusCode).not.toBe(301);
    const { cookie } = await signedIn(t, 'admin');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/seo/redirects',
      headers: { cookie },
      payload: { fromPath: '/old-catalogue', toPath: '/products', redirectType: 301 },
    });
    expect(made.statusCode).toBe(201);
    const took = await within(2000, async () => {
      const res = await b.inject({ method: 'GET', url: '/old-catalogue' });
      return res.statusCode === 301 && res.headers.location === '/products';
    });
    expect(took).toBeLessThan(2000);
  });
  it('#18: two imports started at once on A and on B run one after the other', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const file = await workbook({
      Categories: [
        ['Name', 'Slug'],
        ['Torches', 'torches'],
      ],
      Products: [
        ['SKU', 'Name', 'Category', 'Price'],
        ['TS-1', 'Two Server Torch', 'torches', '9.99'],
      ],
    });
    // The session works on both servers; each server's own worker may claim either job.
    const [onA, onB] = await Promise.all([
      queueImportRequest(t.app, cookie, file, 'on-a.xlsx'),
      queueImportRequest(b, cookie, file, 'on-b.xlsx', { updateExisting: 'true' }),
    ]);
    expect([onA.statusCode, onB.statusCode]).toEqual([202, 202]);
    const [first, second] = await Promise.all([
      waitForImport(t.app, cookie, onA.json().job.id),
      waitForImport(b, cookie, onB.json().job.id),
    ]);
    expect([first.status, second.status]).toEqual(['succeeded', 'succeeded']);
    const jobs = [first, second].sort(
      (x, y) => Date.parse(String(x.startedAt)) - Date.parse(String(y.startedAt)),
    );
    expect(Date.parse(String(jobs[1]!.startedAt))).toBeGreaterThanOrEqual(
      Date.parse(String(jobs[0]!.finishedAt)),
    );
    // One created the product, the other updated it: never two creating the same SKU.
    expect([
      first.result!.imported + second.result!.imported,
      first.result!.updated + second.result!.updated,
    ]).toEqual([1, 1]);
  });
});
