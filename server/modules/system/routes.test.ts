import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { sessionCookie, setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { contacts, distributorLinks, products } from '../../db/schema';

const logLines: string[] = [];
const t = setupTestApp({
  config: { logLevel: 'info' },
  build: {
    logger: true,
    logStream: new Writable({
      write(chunk, _encoding, callback) {
        logLines.push(chunk.toString());
        callback();
      },
    }),
  },
});

describe('health', () => {
  it('GET /api/health reports database reachability', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('stored files', () => {
  it('serves a stored file with a safe type and headers, 404 otherwise', async () => {
    await t.ctx.files.put('documents/spec-sheet.pdf', Buffer.from('%PDF-1.4 test'));
    const res = await t.app.inject({ method: 'GET', url: '/api/storage/documents/spec-sheet.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('inline; filename="spec-sheet.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // PDFs open in the browser's viewer (which refuses sandboxed documents) but still run nothing of ours.
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toBe('%PDF-1.4 test');
    const etag = res.headers.etag as string;
    const cached = await t.app.inject({
      method: 'GET',
      url: '/api/storage/documents/spec-sheet.pdf',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);

    await t.ctx.files.put('documents/page.html', Buffer.from('<script>alert(1)</script>'));
    const html = await t.app.inject({ method: 'GET', url: '/api/storage/documents/page.html' });
    expect(html.headers['content-type']).toBe('application/octet-stream');
    expect(html.headers['content-disposition']).toMatch(/^attachment/);
    expect(html.headers['content-security-policy']).toContain('sandbox');

    for (const url of [
      '/api/storage/missing.pdf',
      '/api/storage/../package.json',
      '/api/storage/%2e%2e/%2e%2e/etc/passwd',
      '/api/storage/.hidden',
    ]) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('dashboard stats (SHELL-20)', () => {
  it('SHELL-20 SHELL-18: GET /api/stats counts products, categories, this month’s inquiries and distributors of active products', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    const cat = await create.category(t.ctx.db, { name: 'Torches', slug: 'torches' });
    await create.category(t.ctx.db, { name: 'Tips', slug: 'tips', parentId: cat.id });
    const [active, draft] = await create.many(t.ctx.db, products, [
      { name: 'A', slug: 'a', sku: 'A-1', categoryId: cat.id, status: 'active' },
      { name: 'B', slug: 'b', sku: 'B-1', categoryId: cat.id, status: 'draft' },
      { name: 'C', slug: 'c', sku: 'C-1', categoryId: cat.id, status: 'active' },
    ]);
    await create.many(t.ctx.db, distributorLinks, [
      { productId: active!.id, distributorName: 'North Supply', url: 'https://example.com/a' },
      { productId: active!.id, distributorName: 'South Supply', url: 'https://example.com/b' },
      { productId: draft!.id, distributorName: 'Draft Only Supply', url: 'https://example.com/c' },
    ]);
    const lastMonth = new Date();
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1, 1);
    await create.many(t.ctx.db, contacts, [
      { name: 'N', email: 'n@example.com', message: 'Quote please' },
      { name: 'O', email: 'o@example.com', message: 'Old', createdAt: lastMonth },
    ]);
    // #21: every figure from one query (the shell asks on every admin screen).
    const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    const res = await t.app.inject({ method: 'GET', url: '/api/stats', headers: { cookie } });
    const text = (q: unknown) => (typeof q === 'string' ? q : String((q as { text?: string }).text));
    const statsQueries = spy.mock.calls.filter((c) => /count\(/i.test(text(c[0])));
    spy.mockRestore();
    expect(statsQueries).toHaveLength(1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalProducts: 3,
      categories: 2,
      inquiries: 1,
      distributors: 2,
      growth: { products: { thisMonth: 3, lastMonth: 0 }, inquiries: { thisMonth: 1, lastMonth: 1 } },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(401);
  });
});

describe('request logs', () => {
  it('log one line per request with its id, and never a password, token or cookie', async () => {
    logLines.length = 0;
    const password = 'log-secret-password-42';
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'logs@example.com', username: 'logs', password },
    });
    const cookie = sessionCookie(reg);
    await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie, authorization: 'Bearer abc.def.ghi' },
    });
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'logs@example.com' },
    });
    const token = /reset-password\/([^/]+)$/.exec(forgot.json().resetLink)![1]!;
    await t.app.inject({ method: 'GET', url: `/api/verify-reset-token/${token}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, newPassword: 'another-secret-99' },
    });
    const all = logLines.join('\n');
    expect(all).toContain('"url":"/api/verify-reset-token/[redacted]"');
    expect(all).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    for (const secret of [password, 'another-secret-99', token, cookie.split('=')[1]!, 'abc.def.ghi']) {
      expect(all).not.toContain(secret);
    }
  });
});
