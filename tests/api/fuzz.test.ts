// #13: every JSON route of the route table, fed NUL bytes, replacement patterns, 100 kB strings, wrong
// types and awkward unicode, in its body, query and path parameters, as an administrator (so requests
// reach validation and the services, not only the access check). Any 5xx fails: bad input is a 4xx.
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { setupTestApp, signedIn } from '../helpers/app';

interface RegisteredRoute {
  method: string | string[];
  url: string;
  schema?: { body?: ZodType; querystring?: ZodType; params?: ZodType };
}

const registered: RegisteredRoute[] = [];
const t = setupTestApp({
  build: {
    onRoute: (route) => {
      registered.push(route as RegisteredRoute);
    },
  },
});

/** Routes that end the session being used; they are fuzzed last, with a fresh session before each. */
const SESSION_ENDING = new Set(['POST /api/logout']);

const STRINGS = [
  'a\u0000b',
  "$`$'$&$1$$".repeat(50),
  'x'.repeat(100_000),
  '𝓣örch ✓ \u202e\u200b ﷽ \ud800 — ñ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  ' ',
  '-1',
  '1e309',
  '99999999999999999999999',
];
const VALUES: unknown[] = [
  ...STRINGS,
  12345,
  -1,
  1.5,
  2 ** 53,
  true,
  null,
  [],
  {},
  ['a\u0000'],
  { a: 'b\u0000' },
];

/** The keys of a zod object schema, seen through optional/pipe wrappers. */
function shapeKeys(schema: unknown): string[] {
  let current = schema as
    | { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown } }
    | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.shape && typeof current.shape === 'object') return Object.keys(current.shape);
    current = (current.def?.in ?? current.def?.innerType) as typeof current;
  }
  return [];
}

function routeTable() {
  return registered.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method])
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .map((method) => ({ method, url: route.url, schema: route.schema })),
  );
}

/** URL-encodes a value; a lone surrogate becomes invalid UTF-8 bytes on the wire, as a hostile client sends. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80%FF`;
  }
}

function pathWith(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, encode(value)).replace(/\*/g, encode(value));
}

describe('#13 fuzzing every JSON route', () => {
  it('no route answers 5xx to hostile input in its body, query or path', async () => {
    let session = (await signedIn(t, 'admin')).cookie;
    const routes = routeTable().filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    const ordered = [
      ...routes.filter((r) => !SESSION_ENDING.has(`${r.method} ${r.url}`)),
      ...routes.filter((r) => SESSION_ENDING.has(`${r.method} ${r.url}`)),
    ];
    for (const route of ordered) {
      const key = `${route.method} ${route.url}`;
      const send = async (url: string, payload?: unknown) => {
        if (SESSION_ENDING.has(key)) session = (await signedIn(t, 'admin')).cookie;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { cookie: session, origin: 'http://catalogue.test' },
          // Hostile sign-in attempts come from their own address, so re-signing in below is not limited.
          remoteAddress: '203.0.113.7',
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        if (res.statusCode >= 500)
          failures.push(`${key} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        return res;
      };
      const base = pathWith(route.url, '1');
      // Path parameters.
      if (/[:*]/.test(route.url)) for (const value of STRINGS) await send(pathWith(route.url, value));
      // Query parameters, each key in turn with every string.
      for (const name of shapeKeys(route.schema?.querystring)) {
        for (const value of STRINGS.slice(0, 6)) await send(`${base}?${name}=${encode(value)}`);
      }
      if (route.method === 'GET' || route.method === 'DELETE') continue;
      // Bodies: every key of the schema set to one hostile value at a time, then every key at once.
      const keys = shapeKeys(route.schema?.body);
      for (const value of VALUES) {
        await send(base, Object.fromEntries(keys.map((k) => [k, value])));
      }
      for (const k of keys) for (const value of STRINGS.slice(0, 4)) await send(base, { [k]: value });
      await send(base, { '\u0000': 1, $where: '1', __proto__: { admin: true } });
      await send(base, []);
      await send(base, 'a\u0000');
      // The session may have ended (password change, own account): keep fuzzing signed in.
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session } });
      if (me.statusCode !== 200) session = (await signedIn(t, 'admin')).cookie;
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('a NUL character in a body, query or path answers 400 naming the field, and nothing is stored', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const brand = await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: { cookie },
      payload: { name: 'Torch\u0000works' },
    });
    expect(brand.statusCode).toBe(400);
    expect(brand.json()).toEqual({
      error: 'Text must not contain NUL characters',
      details: { name: ['Text must not contain NUL characters'] },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/brands', headers: { cookie } });
    expect(list.json()).toHaveLength(0);
    for (const url of ['/api/products?search=a%00b', '/api/products/slug/a%00b/details']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('Text must not contain NUL characters');
    }
  });
});
