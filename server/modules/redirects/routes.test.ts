// Redirects on PGlite and PostgreSQL: the management calls with their validation and loop refusal,
// serving (301/302, Location, query kept, hit count and last hit, inactive ignored, cache invalidated
// by every write), and the automatic redirect after a slug change.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { redirects } from '../../db/schema';
import { AUTOMATIC_DESCRIPTION, recordSlugChange } from './service';

const t = setupTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
async function admin() {
  const { cookie } = await signedIn(t, 'admin');
  return (method: Method, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}
const visit = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => t.app.inject({ method, url });
const stored = () => t.ctx.db.select().from(redirects).orderBy(redirects.fromPath);

describe('redirect management (SEO-05, SEO-06, SEO-13 to SEO-20)', () => {
  it('SEO-19 SEO-20 SEO-15 SEO-16 SEO-13: POST creates with the defaults 301 and active; GET lists them (an array under redirects, paged: #21)', async () => {
    const api = await admin();
    const res = await api('POST', '/api/seo/redirects', { fromPath: '/old-catalog/', toPath: '/' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      fromPath: '/old-catalog',
      toPath: '/',
      redirectType: 301,
      isActive: true,
      description: null,
      hitCount: 0,
      lastHit: null,
    });
    const second = await api('POST', '/api/seo/redirects', {
      fromPath: '/promo',
      toPath: 'https://shop.example.com/spring?src=site',
      redirectType: 302,
      isActive: false,
      description: '  Spring campaign ',
    });
    expect(second.json()).toMatchObject({
      redirectType: 302,
      isActive: false,
      description: 'Spring campaign',
    });
    const list = await api('GET', '/api/seo/redirects');
    expect(list.statusCode).toBe(200);
    // SEO-18's array is the page's `redirects` since #21 (docs/decisions.md).
    expect(Array.isArray(list.json().redirects)).toBe(true);
    expect(list.json()).toMatchObject({ total: 2, totalPages: 1, page: 1, limit: 24 });
    expect(list.json().redirects.map((r: { fromPath: string }) => r.fromPath)).toEqual([
      '/old-catalog',
      '/promo',
    ]);
  });

  it('SEO-17: fromPath and toPath are required and checked, with messages', async () => {
    const api = await admin();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ toPath: '/' }, 'From path is required'],
      [{ fromPath: '', toPath: '/' }, 'From path is required'],
      [{ fromPath: '/old' }, 'To path is required'],
      [{ fromPath: '/old', toPath: ' ' }, 'To path is required'],
      [
        { fromPath: 'https://www.example.com/old', toPath: '/' },
        'From path must start with "/" (a path on this site, not a full URL)',
      ],
      [{ fromPath: '/old?page=2', toPath: '/' }, 'From path cannot contain a query string or fragment'],
      [
        { fromPath: '/api/products', toPath: '/' },
        'Redirects cannot start under /api, /assets, /admin or the sign-in pages',
      ],
      [
        { fromPath: '/old', toPath: 'javascript:alert(1)' },
        'To path must be a path starting with "/" or a full http(s) URL',
      ],
      [{ fromPath: '/old', toPath: '/', redirectType: 307 }, 'Redirect type must be 301 or 302'],
      [{ fromPath: '/old/', toPath: '/old' }, 'A redirect cannot point to itself'],
      [{ fromPath: '/about', toPath: 'http://catalogue.test/about/' }, 'A redirect cannot point to itself'],
    ];
    for (const [payload, message] of cases) {
      const res = await api('POST', '/api/seo/redirects', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error, JSON.stringify(payload)).toBe(message);
    }
    expect(
      (await api('POST', '/api/seo/redirects', { fromPath: '/a', toPath: '/', hits: 3 })).statusCode,
    ).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it('SEO-17: a fromPath that already exists is refused with 409 (also after normalising)', async () => {
    const api = await admin();
    await api('POST', '/api/seo/redirects', { fromPath: '/old', toPath: '/' });
    const res = await api('POST', '/api/seo/redirects', { fromPath: '/old/', toPath: '/products' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('A redirect from this path already exists');
    // Case-sensitive: /Old is another path.
    expect((await api('POST', '/api/seo/redirects', { fromPath: '/Old', toPath: '/' })).statusCode).toBe(201);
  });

  it('refuses a redirect that would close a loop through the active redirects, naming it', async () => {
    const api = await admin();
    await api('POST', '/api/seo/redirects', { fromPath: '/a', toPath: '/b' });
    const bc = (await api('POST', '/api/seo/redirects', { fromPath: '/b', toPath: '/c?x=1' })).json();
    const loop = await api('POST', '/api/seo/redirects', {
      fromPath: '/c',
      toPath: 'http://catalogue.test/a',
    });
    expect(loop.statusCode).toBe(409);
    expect(loop.json().error).toBe('This redirect would create a loop: /c → /a → /b → /c');
    // An inactive redirect is not followed, so the chain is open again…
    await api('PUT', `/api/seo/redirects/${bc.id}`, { isActive: false });
    const ca = await api('POST', '/api/seo/redirects', { fromPath: '/c', toPath: '/a' });
    expect(ca.statusCode).toBe(201);
    // …and re-activating the link that closes it is refused.
    const reactivate = await api('PUT', `/api/seo/redirects/${bc.id}`, { isActive: true });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().error).toBe('This redirect would create a loop: /b → /c → /a → /b');
  });

  it('SEO-19 SEO-06: PUT updates the fields given; DELETE deletes; unknown ids are 404', async () => {
    const api = await admin();
    const created = (
      await api('POST', '/api/seo/redirects', { fromPath: '/old', toPath: '/', description: 'x' })
    ).json();
    const res = await api('PUT', `/api/seo/redirects/${created.id}`, {
      toPath: '/products',
      redirectType: 302,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fromPath: '/old',
      toPath: '/products',
      redirectType: 302,
      isActive: true,
      description: 'x',
    });
    const toggled = await api('PUT', `/api/seo/redirects/${created.id}`, {
      isActive: false,
      description: '',
    });
    expect(toggled.json()).toMatchObject({ isActive: false, description: null });
    await api('POST', '/api/seo/redirects', { fromPath: '/taken', toPath: '/' });
    const clash = await api('PUT', `/api/seo/redirects/${created.id}`, { fromPath: '/taken' });
    expect(clash.statusCode).toBe(409);
    expect((await api('PUT', '/api/seo/redirects/999', { isActive: true })).statusCode).toBe(404);
    const removed = await api('DELETE', `/api/seo/redirects/${created.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await api('DELETE', `/api/seo/redirects/${created.id}`)).statusCode).toBe(404);
    expect((await stored()).map((r) => r.fromPath)).toEqual(['/taken']);
  });
});

describe('SEO tools', () => {
  it('SEO-04: GET /api/seo/site tells the tools the public address', async () => {
    const api = await admin();
    const res = await api('GET', '/api/seo/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicUrl: 'http://catalogue.test' });
  });
});

describe('serving redirects', () => {
  it('answers 301 with Location, keeps the query string, matches with or without a trailing slash, counts hits', async () => {
    const api = await admin();
    await api('POST', '/api/seo/redirects', { fromPath: '/old-catalog', toPath: '/' });
    const res = await visit('/old-catalog');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect((await visit('/old-catalog/?utm_source=mail&x=1')).headers.location).toBe('/?utm_source=mail&x=1');
    const head = await visit('/old-catalog', 'HEAD');
    expect(head.statusCode).toBe(301);
    // Case-sensitive, GET/HEAD only.
    expect((await visit('/Old-Catalog')).statusCode).toBe(404);
    expect((await visit('/old-catalog', 'POST')).statusCode).toBe(404);
    // Hits are counted without making the visitor wait: poll until the three writes have landed.
    await vi.waitFor(
      async () => {
        const [row] = await stored();
        expect(row!.hitCount).toBe(3);
      },
      { timeout: 10_000, interval: 50 },
    );
    const [row] = await stored();
    expect(row!.lastHit).toBeInstanceOf(Date);
    expect(Date.now() - row!.lastHit!.getTime()).toBeLessThan(60_000);
  });

  it('302 targets, targets with their own query, and absolute URLs', async () => {
    const api = await admin();
    await api('POST', '/api/seo/redirects', {
      fromPath: '/sale',
      toPath: '/products?categories=torches',
      redirectType: 302,
    });
    await api('POST', '/api/seo/redirects', { fromPath: '/shop', toPath: 'https://shop.example.com/torch' });
    const sale = await visit('/sale?ref=1');
    expect(sale.statusCode).toBe(302);
    expect(sale.headers.location).toBe('/products?categories=torches');
    const shop = await visit('/shop?ref=1');
    expect(shop.statusCode).toBe(301);
    expect(shop.headers.location).toBe('https://shop.example.com/torch?ref=1');
  });

  it('ignores inactive redirects and never redirects /api/ addresses', async () => {
    const api = await admin();
    await api('POST', '/api/seo/redirects', { fromPath: '/old', toPath: '/', isActive: false });
    expect((await visit('/old')).statusCode).toBe(404);
    // Even a row written straight into the table cannot take over the API.
    await t.ctx.db.insert(redirects).values({ fromPath: '/api/health', toPath: '/' });
    await api('POST', '/api/seo/redirects', { fromPath: '/bump', toPath: '/' }); // invalidates the cache
    expect((await visit('/api/health')).statusCode).toBe(200);
  });

  it('the cache follows every write at once: create, update, deactivate, delete', async () => {
    const api = await admin();
    expect((await visit('/moved')).statusCode).toBe(404); // loads the (empty) table into the cache
    const created = (await api('POST', '/api/seo/redirects', { fromPath: '/moved', toPath: '/a' })).json();
    expect((await visit('/moved')).headers.location).toBe('/a');
    await api('PUT', `/api/seo/redirects/${created.id}`, { toPath: '/b' });
    expect((await visit('/moved')).headers.location).toBe('/b');
    await api('PUT', `/api/seo/redirects/${created.id}`, { isActive: false });
    expect((await visit('/moved')).statusCode).toBe(404);
    await api('PUT', `/api/seo/redirects/${created.id}`, { isActive: true });
    expect((await visit('/moved')).statusCode).toBe(301);
    await api('DELETE', `/api/seo/redirects/${created.id}`);
    expect((await visit('/moved')).statusCode).toBe(404);
  });
});

describe('automatic redirects after a slug change: recordSlugChange(tx, oldPath, newPath)', () => {
  // As in a product or page save: the change commits, then the request's success bumps the shared
  // content version, which every app server's redirect table follows (#18).
  const change = async (oldPath: string, newPath: string) => {
    await t.ctx.db.transaction((tx) => recordSlugChange(tx, oldPath, newPath));
    await t.app.answerCache.bump();
  };
  const table = async () =>
    (await stored()).map((r) => [r.fromPath, r.toPath, r.redirectType, r.isActive] as const);

  it('creates a 301 from the old address to the new one, served at once', async () => {
    expect((await visit('/products/old-torch')).statusCode).toBe(404);
    await change('/products/old-torch', '/products/new-torch');
    expect(await table()).toEqual([['/products/old-torch', '/products/new-torch', 301, true]]);
    const [row] = await stored();
    expect(row!.description).toBe(AUTOMATIC_DESCRIPTION);
    const res = await visit('/products/old-torch?ref=x');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/products/new-torch?ref=x');
  });

  it('collapses chains: redirects to the old address now go straight to the new one', async () => {
    await change('/products/a', '/products/b');
    await change('/products/b', '/products/c');
    expect(await table()).toEqual([
      ['/products/a', '/products/c', 301, true],
      ['/products/b', '/products/c', 301, true],
    ]);
    expect((await visit('/products/a')).headers.location).toBe('/products/c');
  });

  it('removes a redirect from the new address, so the new page is reachable, and renaming back works', async () => {
    await change('/widget', '/gadget');
    await change('/gadget', '/widget');
    expect(await table()).toEqual([['/gadget', '/widget', 301, true]]);
    expect((await visit('/widget')).statusCode).toBe(404);
    expect((await visit('/gadget')).headers.location).toBe('/widget');
  });

  it('takes over an existing (inactive, 302) redirect from the old address; the same path is a no-op', async () => {
    await t.ctx.db
      .insert(redirects)
      .values({ fromPath: '/products/x', toPath: '/elsewhere', redirectType: 302, isActive: false });
    await change('/products/x/', '/products/y');
    expect(await table()).toEqual([['/products/x', '/products/y', 301, true]]);
    await change('/products/y', '/products/y/');
    expect(await table()).toEqual([['/products/x', '/products/y', 301, true]]);
  });

  it('a rolled-back transaction leaves no redirect', async () => {
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await recordSlugChange(tx, '/products/p', '/products/q');
        throw new Error('the product update failed');
      }),
    ).rejects.toThrow('the product update failed');
    expect(await stored()).toHaveLength(0);
    expect(await t.ctx.db.select().from(redirects).where(eq(redirects.fromPath, '/products/p'))).toHaveLength(
      0,
    );
  });

  it('#13: scheme-relative and backslash targets are refused: they would leave the site', async () => {
    const api = await admin();
    for (const toPath of ['//evil.test', '/\\evil.test', '/\\/evil.test']) {
      const res = await api('POST', '/api/seo/redirects', { fromPath: '/old-x', toPath });
      expect(res.statusCode, toPath).toBe(400);
    }
    for (const fromPath of ['//evil.test', '/\\evil.test']) {
      const res = await api('POST', '/api/seo/redirects', { fromPath, toPath: '/' });
      expect(res.statusCode, fromPath).toBe(400);
    }
    expect(await stored()).toHaveLength(0);
  });
});
