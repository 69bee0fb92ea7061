// #21: the admin lists of pages, galleries, redirects and users page on the server like documents and media:
// `search`, `page`, `limit` ≤ 200, the total under the search, a stable order (equal sort keys never repeat
// or skip a row across pages), bad paging input answered 400 with the shared error shape, and the roles that
// could read each list before. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/constants';
import { LIST_MAX_LIMIT } from '../../core/schemas/common';
import { galleries, pages, redirects, users } from '../../server/db/schema';
import { setupTestApp, signedIn } from '../helpers/app';
import { create } from '../helpers/factories';

const t = setupTestApp();

type Row = { id: number } & Record<string, unknown>;

interface ListCase {
  /** The list's key in the answer. */
  key: 'pages' | 'galleries' | 'redirects' | 'users';
  url: string;
  /** The least role that reads the list (as before #21). */
  reader: Role;
  /** Roles refused (403). */
  refused: Role[];
  /**
   * 30 rows whose primary sort key is the same for all (so only the id orders them): 10 of them match
   * `search`, written in another case than stored.
   */
  seed: () => Promise<unknown>;
  search: string;
  /** A row's text the search looks in (to check every found row matches). */
  text: (row: Row) => string;
}

const day = new Date('2026-01-01T00:00:00.000Z');
const numbered = (i: number) => String(i + 1).padStart(2, '0');

const LISTS: ListCase[] = [
  {
    key: 'pages',
    url: '/api/pages',
    reader: 'viewer',
    refused: [],
    // The same title for all: the id decides.
    seed: () =>
      create.many(
        t.ctx.db,
        pages,
        Array.from({ length: 30 }, (_, i) => ({
          title: 'Distributor programme',
          slug: i % 3 === 0 ? `torch-news-${numbered(i)}` : `page-${numbered(i)}`,
        })),
      ),
    search: 'TORCH-NEWS',
    text: (row) => `${row.title} ${row.slug}`,
  },
  {
    key: 'galleries',
    url: '/api/galleries',
    reader: 'viewer',
    refused: [],
    // The same sort order for all; names differ (unique), so name then id decide.
    seed: () =>
      create.many(
        t.ctx.db,
        galleries,
        Array.from({ length: 30 }, (_, i) => ({
          name: i % 3 === 0 ? `Workshop ${numbered(i)}` : `Gallery ${numbered(i)}`,
          slug: `gallery-${numbered(i)}`,
          sortOrder: 0,
        })),
      ),
    search: 'workSHOP',
    text: (row) => `${row.name} ${row.slug}`,
  },
  {
    key: 'redirects',
    url: '/api/seo/redirects',
    reader: 'admin',
    refused: ['viewer', 'editor'],
    seed: () =>
      create.many(
        t.ctx.db,
        redirects,
        Array.from({ length: 30 }, (_, i) => ({
          fromPath: `/old-${numbered(i)}`,
          toPath: i % 3 === 0 ? `/products/torch-${numbered(i)}` : `/new-${numbered(i)}`,
        })),
      ),
    search: '/PRODUCTS/',
    text: (row) => `${row.fromPath} ${row.toPath} ${row.description ?? ''}`,
  },
  {
    key: 'users',
    url: '/api/users',
    reader: 'admin',
    refused: ['viewer', 'editor'],
    // The same creation time for all: the id decides.
    seed: () =>
      create.many(
        t.ctx.db,
        users,
        Array.from({ length: 30 }, (_, i) => ({
          username: i % 3 === 0 ? `welder${numbered(i)}` : `member${numbered(i)}`,
          email: `person${numbered(i)}@example.com`,
          password: 'x',
          createdAt: day,
        })),
      ),
    search: 'WELDER',
    text: (row) => `${row.username} ${row.email}`,
  },
];

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe.each(LISTS)('#21 paged list $url', (list) => {
  it(`#21: ${list.url} pages on the server: total, totalPages, page past the end, search with its total`, async () => {
    const { cookie } = await signedIn(t, list.reader);
    await list.seed();
    // Users: the reader's own account is on the list too.
    const all = list.key === 'users' ? 31 : 30;
    const first = await get(`${list.url}?limit=12`, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: all, totalPages: Math.ceil(all / 12), page: 1, limit: 12 });
    expect(first.json()[list.key]).toHaveLength(12);
    const last = (await get(`${list.url}?limit=12&page=3`, cookie)).json();
    expect(last[list.key]).toHaveLength(all - 24);
    expect(last.total).toBe(all);
    const past = (await get(`${list.url}?limit=12&page=9`, cookie)).json();
    expect(past).toMatchObject({ [list.key]: [], total: all, totalPages: 3, page: 9, limit: 12 });
    // Default page size is the admin's (24).
    const plain = (await get(list.url, cookie)).json();
    expect(plain).toMatchObject({ total: all, page: 1, limit: 24 });
    expect(plain[list.key]).toHaveLength(24);

    const found = (await get(`${list.url}?search=${encodeURIComponent(list.search)}`, cookie)).json();
    expect(found.total).toBe(10);
    expect(found[list.key]).toHaveLength(10);
    for (const row of found[list.key] as Row[])
      expect(list.text(row).toLowerCase()).toContain(list.search.toLowerCase());
    const searchedPage = (
      await get(`${list.url}?search=${encodeURIComponent(list.search)}&limit=4&page=3`, cookie)
    ).json();
    expect(searchedPage).toMatchObject({ total: 10, totalPages: 3, page: 3 });
    expect(searchedPage[list.key]).toHaveLength(2);
    // A blank search is no search; LIKE's wildcards are searched as text.
    expect((await get(`${list.url}?search=%20%20`, cookie)).json().total).toBe(all);
    expect((await get(`${list.url}?search=%25`, cookie)).json()).toMatchObject({ [list.key]: [], total: 0 });
    expect((await get(`${list.url}?search=_`, cookie)).json().total).toBe(0);
  });

  it(`#21: ${list.url} keeps a stable order: rows with equal sort keys never repeat or skip across pages`, async () => {
    const { cookie } = await signedIn(t, list.reader);
    await list.seed();
    const whole = (await get(`${list.url}?limit=${LIST_MAX_LIMIT}`, cookie)).json()[list.key] as Row[];
    const walked: Row[] = [];
    for (let page = 1; page <= 5; page++)
      walked.push(...((await get(`${list.url}?limit=7&page=${page}`, cookie)).json()[list.key] as Row[]));
    expect(walked.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(new Set(walked.map((r) => r.id)).size).toBe(walked.length);
    // Asked again, the same page has the same rows.
    const again = (await get(`${list.url}?limit=7&page=2`, cookie)).json()[list.key] as Row[];
    expect(again.map((r) => r.id)).toEqual(walked.slice(7, 14).map((r) => r.id));
  });

  it(`#21: bad paging input to ${list.url} answers 400 with the shared error shape`, async () => {
    const { cookie } = await signedIn(t, list.reader);
    const cases: Array<[string, RegExp]> = [
      ['limit=0', /Page size must be between 1 and 200/],
      ['limit=1000', /Page size must be between 1 and 200/],
      ['limit=2.5', /Page size must be between 1 and 200/],
      ['page=-1', /Page must be between 1 and 100,000/],
      ['page=0', /Page must be between 1 and 100,000/],
      ['page=x', /Page must be between 1 and 100,000/],
      ['page=1.5', /Page must be between 1 and 100,000/],
      ['limit=x', /Page size must be between 1 and 200/],
      [`search=${'x'.repeat(201)}`, /200 characters/],
      ['sort=name', /Unrecognized key/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`${list.url}?${query}`, cookie);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(
        Object.keys(body).every((k) => k === 'error' || k === 'details'),
        query,
      ).toBe(true);
      expect(typeof body.error, query).toBe('string');
      expect(body.error, query).toMatch(message);
    }
  });

  it(`#21: ${list.url} is read by the roles that read it before; signed out is 401`, async () => {
    for (const role of ['viewer', 'editor', 'admin'] as const) {
      const { cookie } = await signedIn(t, role);
      const res = await get(`${list.url}?page=1&limit=5`, cookie);
      expect(res.statusCode, role).toBe(list.refused.includes(role) ? 403 : 200);
    }
    expect((await t.app.inject({ method: 'GET', url: `${list.url}?page=1` })).statusCode).toBe(401);
  });
});

describe('#21 the full sets that pickers need', () => {
  it('#21: GET /api/pages/options gives every page (more than one list page) to a viewer, small, by title', async () => {
    await create.many(
      t.ctx.db,
      pages,
      Array.from({ length: LIST_MAX_LIMIT + 5 }, (_, i) => ({
        title: `Page ${String(i).padStart(3, '0')}`,
        slug: `page-${i}`,
        content: 'long text '.repeat(100),
        status: i === 0 ? 'published' : 'draft',
      })),
    );
    const { cookie } = await signedIn(t, 'viewer');
    const res = await get('/api/pages/options', cookie);
    expect(res.statusCode).toBe(200);
    const options = res.json() as Array<Record<string, unknown>>;
    expect(options).toHaveLength(LIST_MAX_LIMIT + 5);
    expect(options[0]).toEqual({
      id: expect.any(Number),
      title: 'Page 000',
      slug: 'page-0',
      status: 'published',
    });
    expect(options.map((o) => o.title)).toEqual([...options.map((o) => o.title)].sort());
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/options' })).statusCode).toBe(401);
  });

  it('#21: GET /api/users/options gives every user as id and username to an administrator only', async () => {
    await create.many(
      t.ctx.db,
      users,
      Array.from({ length: LIST_MAX_LIMIT + 5 }, (_, i) => ({
        username: `user${String(i).padStart(3, '0')}`,
        email: `u${i}@example.com`,
        password: 'x',
      })),
    );
    const admin = await signedIn(t, 'admin');
    const res = await get('/api/users/options', admin.cookie);
    expect(res.statusCode).toBe(200);
    const options = res.json() as Array<Record<string, unknown>>;
    expect(options).toHaveLength(LIST_MAX_LIMIT + 6);
    expect(Object.keys(options[0]!).sort()).toEqual(['id', 'username']);
    expect(options.some((o) => o.id === admin.id)).toBe(true);
    for (const role of ['viewer', 'editor'] as const)
      expect((await get('/api/users/options', (await signedIn(t, role)).cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/options' })).statusCode).toBe(401);
  });
});

describe('#21 the API reference', () => {
  it('#21: the OpenAPI document gives each paged list its search, page and limit and the paged answer', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    const spec = (await get('/api/openapi.json', cookie)).json();
    for (const list of LISTS) {
      const operation = spec.paths[list.url].get;
      const names = (operation.parameters as Array<{ name: string; in: string }>)
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort();
      expect(names, list.url).toEqual(['limit', 'page', 'search']);
      const answer = operation.responses['200'].content['application/json'].schema;
      expect(Object.keys(answer.properties).sort(), list.url).toEqual(
        [list.key, 'limit', 'page', 'total', 'totalPages'].sort(),
      );
      expect(operation.responses['400'], list.url).toBeDefined();
    }
    for (const url of ['/api/pages/options', '/api/users/options'])
      expect(spec.paths[url].get.responses['200'].content['application/json'].schema.type, url).toBe('array');
  });
});
