// The in-process calls of server rendering answered by the route handlers directly (http/in-process.ts)
// make the same pages as the same calls through the whole pipeline: every address of the sitemap and the
// catalogue's variants (filters, search, paging, sorting, unknown addresses), for a visitor and for a
// signed-in editor, byte for byte but the dehydration time stamps. And the fast path is taken: a
// storefront call that silently fell back to the pipeline would keep the pages right and slow.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../tests/helpers/app';
import { seedIfEmpty } from '../db/seed';
import { CACHE_TAGS_HEADER } from '../http/cache-tags';
import { createTestRenderer, type ServerEntry } from './renderer';

// The answer cache off: a page's second render would be its cached first one.
const t = setupTestApp({
  config: { answerCache: false },
  build: {
    web: createTestRenderer(
      async () => (await import('../../client/src/entry-server')) as unknown as ServerEntry,
    ),
  },
});

const EXTRA_PAGES = [
  '/products?categories=duplex-soldering-torches',
  '/products?search=duplex%20torch',
  '/products?search=duplex&exact=true',
  '/products?flameClasses=heavy&sort=price',
  '/products?tags=hvac,roofing&sort=name&limit=24',
  '/products?page=2&limit=12',
  '/products?page=99',
  '/products?spec_flame_class=heavy',
  '/products?sort=nonsense',
  '/products/no-such-product',
  '/no-such-page',
  '/search?q=tip',
  '/contact',
  '/compare',
];

const stamps = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');

async function pageUrls(): Promise<string[]> {
  const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const products = listed.filter((path) => path.startsWith('/products/')).slice(0, 2);
  return [
    ...new Set([
      ...listed,
      ...EXTRA_PAGES,
      `/compare?products=${products.map((p) => p.slice(10)).join(',')}`,
    ]),
  ];
}

async function render(url: string, cookie: string | undefined, direct: boolean) {
  t.app.inProcessRoutes.enabled = direct;
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, html: stamps(res.body) };
}

describe('in-process calls of server rendering', () => {
  it('render every public page as the whole pipeline would, and answer the storefront calls directly (#21)', async () => {
    await seedIfEmpty({ db: t.ctx.db, files: t.ctx.files, log: pino({ level: 'silent' }) });
    const editor = await signedIn(t, 'editor');
    const urls = await pageUrls();
    expect(urls.length).toBeGreaterThan(40);

    for (const cookie of [undefined, editor.cookie]) {
      for (const url of urls) {
        const piped = await render(url, cookie, false);
        const routes = t.app.inProcessRoutes;
        const [answered, passed] = [routes.answered, routes.passed];
        const direct = await render(url, cookie, true);
        expect({ url, status: direct.status }).toEqual({ url, status: piped.status });
        if (direct.html !== piped.html) expect({ url, html: direct.html }).toEqual({ url, html: piped.html });
        // Pages that make calls make them all directly (the refused ones aside: see below).
        expect({ url, passed: routes.passed - passed }).toEqual({ url, passed: 0 });
        if (!url.startsWith('/contact')) expect(routes.answered).toBeGreaterThan(answered);
      }
    }
    t.app.inProcessRoutes.enabled = true;
  }, 120_000);

  it('leave refused and cached calls to the pipeline, with the same answers', async () => {
    const { answerInProcess } = await import('../http/in-process');
    const page = { headers: {}, auth: null, ip: '127.0.0.1', log: t.app.log } as never;
    // An invalid query, a NUL and an unknown parameter are the pipeline's to refuse.
    expect(await answerInProcess(t.app, page, '/api/products?limit=abc')).toBeNull();
    expect(await answerInProcess(t.app, page, '/api/products?search=a%00b')).toBeNull();
    // A route that is not public, or takes its reply, is never called directly.
    expect(await answerInProcess(t.app, page, '/api/users')).toBeNull();
    expect(await answerInProcess(t.app, page, '/sitemap.xml')).toBeNull();
    // A handler's refusal is the one error shape, as the error handler sends it.
    const missing = await answerInProcess(t.app, page, '/api/products/slug/nothing-here/details');
    const injected = await t.app.inject({ method: 'GET', url: '/api/products/slug/nothing-here/details' });
    expect(missing).toMatchObject({ status: 404, body: injected.json() });
    // The answers are the wire's (dates as ISO strings, nothing the response schema leaves out), and
    // depend on what the pipeline's say they depend on.
    await seedIfEmpty({ db: t.ctx.db, files: t.ctx.files, log: pino({ level: 'silent' }) });
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const slug = /\/products\/([a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
    for (const target of ['/api/categories', `/api/products/slug/${slug}/details`, '/api/products?limit=3']) {
      const direct = await answerInProcess(t.app, page, target);
      const piped = await t.app.inject({
        method: 'GET',
        url: target,
        headers: { 'x-internal-render': t.app.internalRenderKey },
      });
      expect(direct?.body).toEqual(piped.json());
      expect([...(direct?.tags ?? ['(everything)'])]).toEqual(
        String(piped.headers[CACHE_TAGS_HEADER] ?? '(everything)').split(' '),
      );
    }

    // With the answer cache on, a visitor's calls of cached routes go through it (kept and served there);
    // a signed-in user's (never cached) and those of routes the cache leaves alone are answered directly.
    await t.rebuild({ answerCache: true });
    expect(await answerInProcess(t.app, page, '/api/categories/with-counts')).toBeNull();
    expect(await answerInProcess(t.app, page, '/api/categories')).not.toBeNull();
    const staff = { ...(page as object), auth: { user: { id: 1, role: 'editor' } } } as never;
    expect(await answerInProcess(t.app, staff, '/api/categories/with-counts')).not.toBeNull();
  });
});
