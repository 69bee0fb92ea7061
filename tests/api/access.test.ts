// Default-deny: every route outside the explicit public list answers a signed-out request with 401,
// and every route declares who may call it. A new route without a guard fails here.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';

const registered: Array<{ method: string | string[]; url: string; config?: { access?: string } }> = [];
const t = setupTestApp({
  build: {
    onRoute: (route) => {
      registered.push(route);
    },
  },
});

/** Read after start-up, when every plugin has finished setting config.access. */
function routeTable() {
  return registered.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
      method,
      url: route.url,
      access: route.config?.access,
    })),
  );
}

/** Routes anyone may call. Adding a public route means adding it here, deliberately. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/auth/status',
  'POST /api/login',
  'POST /api/login/2fa',
  'POST /api/register',
  'POST /api/logout',
  'POST /api/forgot-password',
  'GET /api/verify-reset-token/:token',
  'POST /api/reset-password',
  'GET /api/storage/*',
  'GET /api/products',
  'GET /api/products/featured',
  'GET /api/categories/with-counts',
  'GET /api/tags/with-counts',
  'GET /api/specs/with-counts',
  'GET /api/products/slug/:slug/details',
  'GET /api/products/slug/:slug/structured-data',
  // The public catalogue's category and tag lists (CAT-09; document 001 §7 "storefront").
  'GET /api/categories',
  'GET /api/tags',
  // The public product page shows the product's tags (document 001 §7 "storefront").
  'GET /api/products/:id/tags',
  // Issue 7: the public contact form and the site's own analytics events.
  'POST /api/contacts',
  'POST /api/analytics/events',
  // Issue 5: published pages and active galleries on the public site.
  'GET /api/pages/slug/:slug',
  'GET /api/galleries/slug/:slug',
  // Issue 17: the header's predictive search.
  'GET /api/search/suggest',
  // Issue 20: product comparison.
  'GET /api/products/compare',
]);

function sampleUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');
}

describe('default-deny access (API-06, USER-04)', () => {
  it('API-06: every non-public route answers 401 to a signed-out request', async () => {
    const api = routeTable().filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    expect(api.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of api) {
      const key = `${route.method} ${route.url}`;
      if (PUBLIC_ROUTES.has(key)) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: sampleUrl(route.url),
        payload: route.method === 'GET' ? undefined : {},
      });
      if (res.statusCode !== 401) failures.push(`${key} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('every route declares its access, and only the listed routes are public', () => {
    const api = routeTable().filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    const undeclared = api.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const publicApi = api.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(new Set(publicApi)).toEqual(PUBLIC_ROUTES);
  });
});

describe('API reference', () => {
  it('serves the OpenAPI document and the reference UI to signed-in users only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    const { signedIn } = await import('../helpers/app');
    const { cookie } = await signedIn(t, 'viewer');
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie } });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(
      spec.paths['/api/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    expect(spec.paths['/api/user'].get.responses['200']).toBeDefined();
    expect(spec.paths['/api/user'].get.responses['401']).toBeDefined();
    // The user's password can never be part of an answer.
    expect(JSON.stringify(spec.paths['/api/user'].get.responses['200'])).not.toContain('password"');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { cookie } });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
