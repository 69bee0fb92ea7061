// The search engine (#17) against a fixed catalogue, on PGlite and (TEST_DATABASE_URL) PostgreSQL:
// every query of the "Why" finds what a buyer means, the exact SKU first, typos corrected and
// said so, synonyms applied, facets keep "other filters" semantics, and the search documents follow
// every write path (create, rename, tag change, spec change, delete, import, restore).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../server/db/client';
import {
  brands,
  categories,
  productSpecValues,
  products,
  productTags,
  searchPending,
  searchSynonyms,
  searchWords,
  specDefinitions,
  tags,
} from '../../server/db/schema';
import { listProducts } from '../../server/modules/products/service';
import { withDeferredSearch } from '../../server/modules/search/index-maintenance';
import { restoreBackup } from '../../server/modules/transfer/restore';
import { postImport, workbook } from '../../server/modules/transfer/test-files';
import { setupTestApp, signedIn } from '../helpers/app';
import { create } from '../helpers/factories';

const t = setupTestApp();

interface Fixture {
  ids: Record<string, number>;
  cat: Record<string, number>;
  hvac: number;
  pressure: number;
}
let fx: Fixture;

async function seed(): Promise<Fixture> {
  const db = t.ctx.db;
  const [torches] = await db.insert(categories).values({ name: 'Torches', slug: 'torches' }).returning();
  const [duplex, selfLighting, regulators, hoses] = await db
    .insert(categories)
    .values([
      { name: 'Duplex Torches', slug: 'duplex-torches', parentId: torches!.id },
      { name: 'Self-Lighting Torches', slug: 'self-lighting-torches', parentId: torches!.id },
      { name: 'Regulators', slug: 'regulators' },
      { name: 'Hoses', slug: 'hoses' },
    ])
    .returning();
  const [brand] = await db.insert(brands).values({ name: 'Flamewerk', slug: 'flamewerk' }).returning();
  const p = (
    slug: string,
    name: string,
    sku: string,
    categoryId: number,
    extra: Partial<typeof products.$inferInsert> = {},
  ) => ({ slug, name, sku, categoryId, status: 'active', brandId: brand!.id, ...extra });
  const rows = await db
    .insert(products)
    .values([
      p('duplex-soldering-torch', 'Duplex Soldering Torch', 'TW-D-1', duplex!.id),
      p('duplex-torch-kit', 'Duplex Torch Kit', 'TW-D-2', duplex!.id),
      p('heavy-duplex-torch', 'Heavy Duplex Torch', 'TW-D-3', duplex!.id),
      p('self-lighting-handle', 'Self-Lighting Handle', 'TW-T-5', selfLighting!.id),
      p('twin-hose', 'Twin Hose 12 ft', 'HS-12', hoses!.id, { shortDescription: 'For acetylene and air.' }),
      p('regulator-aa-200', 'Acetylene Regulator', 'AA-200', regulators!.id),
      p('gauge-guard', 'Gauge Guard', 'GG-1', regulators!.id, {
        shortDescription: 'Protects the gauge of the AA-200 regulator.',
      }),
      p('b-tank-valve', 'B-Tank Valve', 'BT-1', regulators!.id),
      p('draft-duplex', 'Draft Duplex Torch', 'TW-D-9', duplex!.id, { status: 'draft' }),
    ])
    .returning();
  const ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  const [hvac] = await db.insert(tags).values({ name: 'HVAC & Plumbing', slug: 'hvac-plumbing' }).returning();
  await db.insert(productTags).values([
    { productId: ids['self-lighting-handle']!, tagId: hvac!.id },
    { productId: ids['regulator-aa-200']!, tagId: hvac!.id },
  ]);
  const [pressure] = await db
    .insert(specDefinitions)
    .values({ key: 'max_pressure', label: 'Max Pressure', unit: 'psi', dataType: 'NUMBER' })
    .returning();
  await db
    .insert(productSpecValues)
    .values({ productId: ids['regulator-aa-200']!, specDefinitionId: pressure!.id, valueNumber: '350' });
  return {
    ids,
    cat: {
      torches: torches!.id,
      duplex: duplex!.id,
      selfLighting: selfLighting!.id,
      regulators: regulators!.id,
      hoses: hoses!.id,
    },
    hvac: hvac!.id,
    pressure: pressure!.id,
  };
}

beforeEach(async () => {
  fx = await seed();
});

interface ListBody {
  products: Array<{ slug: string }>;
  total: number;
  correction?: string | null;
}

async function search(query: string, cookie?: string): Promise<ListBody> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const q = (text: string) => search(`search=${encodeURIComponent(text)}`);
const slugs = (body: ListBody) => body.products.map((p) => p.slug);
const sorted = (body: ListBody) => slugs(body).sort();

describe('the queries of issue #17 find what a buyer means', () => {
  it('multi-word, any order, across name, category, tags, specs and short description', async () => {
    expect(sorted(await q('duplex torch'))).toEqual([
      'duplex-soldering-torch',
      'duplex-torch-kit',
      'heavy-duplex-torch',
    ]);
    expect(sorted(await q('torch duplex'))).toEqual(sorted(await q('duplex torch')));
    expect(slugs(await q('self lighting'))).toEqual(['self-lighting-handle']);
    expect(slugs(await q('hose acetylene'))).toEqual(['twin-hose']);
    expect(sorted(await q('HVAC'))).toEqual(['regulator-aa-200', 'self-lighting-handle']);
    expect(slugs(await q('350 psi'))).toEqual(['regulator-aa-200']);
    expect(slugs(await q('flamewerk gauge'))).toEqual(['gauge-guard']);
  });

  it('English stemming: "torches" finds torch', async () => {
    const body = await q('torches');
    expect(body.total).toBe(4);
    expect(sorted(body)).toContain('heavy-duplex-torch');
  });

  it('SKU and MPN normalised: aa 200, aa200, AA-200 and aa-200; the exact SKU first; tw t5 finds TW-T-5', async () => {
    for (const text of ['aa 200', 'aa200', 'AA-200', 'aa-200']) {
      const body = await q(text);
      expect(slugs(body)[0], text).toBe('regulator-aa-200');
    }
    // The gauge mentions AA-200 in its description: found, but after the exact SKU.
    expect(slugs(await q('aa 200'))).toEqual(['regulator-aa-200', 'gauge-guard']);
    expect(slugs(await q('tw t5'))).toEqual(['self-lighting-handle']);
    expect(slugs(await q('TW-T-5'))).toEqual(['self-lighting-handle']);
  });

  it('prefix on the last word while typing', async () => {
    expect(sorted(await q('dupl'))).toEqual([
      'duplex-soldering-torch',
      'duplex-torch-kit',
      'heavy-duplex-torch',
    ]);
    expect(slugs(await q('self light'))).toEqual(['self-lighting-handle']);
  });

  it('relevance: name matches before category matches, ties by name', async () => {
    // "torch": names first (whole word), then the self-lighting handle found by its category only.
    expect(slugs(await q('torch'))).toEqual([
      'duplex-soldering-torch',
      'duplex-torch-kit',
      'heavy-duplex-torch',
      'self-lighting-handle',
    ]);
    // Another sort still applies on request.
    expect(slugs(await search('search=torch&sortBy=name'))).toEqual([
      'duplex-soldering-torch',
      'duplex-torch-kit',
      'heavy-duplex-torch',
      'self-lighting-handle',
    ]);
  });

  it('typos: a word matching nothing is corrected, and the answer says so; exact=true does not correct', async () => {
    const duplx = await q('duplx');
    expect(duplx.correction).toBe('duplex');
    expect(duplx.total).toBe(3);
    const reguator = await q('reguator');
    expect(reguator.correction).toBe('regulator');
    expect(slugs(reguator)).toContain('regulator-aa-200');
    expect((await q('duplx torch')).correction).toBe('duplex torch');
    const exact = await search('search=duplx&exact=true');
    expect(exact).toMatchObject({ total: 0, correction: null });
    expect((await q('duplex')).correction).toBeNull();
    expect((await q('qqqqqqqq')).total).toBe(0);
  });

  it('synonyms apply at query time', async () => {
    await t.ctx.db.insert(searchSynonyms).values({ terms: ['acetylene', 'B-tank', 'MC-tank'] });
    expect(sorted(await q('mc tank'))).toEqual(['b-tank-valve', 'regulator-aa-200', 'twin-hose']);
    expect(slugs(await q('mc-tank hose'))).toEqual(['twin-hose']);
  });

  it('visitors see active products only; staff use the same engine for every status', async () => {
    expect(slugs(await q('draft duplex'))).toEqual([]);
    const { cookie } = await signedIn(t, 'viewer');
    expect(slugs(await search('search=draft%20duplx', cookie))).toEqual(['draft-duplex']);
  });
});

describe('facets under a search keep the "other filters" semantics', () => {
  it('category counts ignore the category filter but apply the search', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/categories/with-counts?search=torch&categories=duplex-torches',
    });
    const counts = Object.fromEntries(
      (res.json() as Array<{ slug: string; productCount: number }>).map((c) => [c.slug, c.productCount]),
    );
    expect(counts).toMatchObject({
      torches: 4,
      'duplex-torches': 3,
      'self-lighting-torches': 1,
      regulators: 0,
    });
    const tagsRes = await t.app.inject({
      method: 'GET',
      url: '/api/tags/with-counts?search=torch&categories=duplex-torches',
    });
    expect(tagsRes.json()).toEqual([expect.objectContaining({ slug: 'hvac-plumbing', productCount: 0 })]);
    const typo = await t.app.inject({ method: 'GET', url: '/api/tags/with-counts?search=duplx' });
    expect(typo.json()[0].productCount).toBe(0);
    const hvac = await t.app.inject({ method: 'GET', url: '/api/tags/with-counts?search=regulatr' });
    expect(hvac.json()[0].productCount).toBe(1);
    const list = await search('search=torch&categories=duplex-torches');
    expect(list.total).toBe(3);
  });
});

describe('the search documents follow every write path', () => {
  const call = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const { cookie } = await signedIn(t, 'editor');
    return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  };

  it('create, rename, tag change, spec change and delete', async () => {
    const created = await call('POST', '/api/products', {
      name: 'Propane Burner',
      slug: 'propane-burner',
      sku: 'PB-7',
      categoryId: fx.cat.torches,
      status: 'active',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(slugs(await q('propane'))).toEqual(['propane-burner']);
    expect(slugs(await q('pb7'))).toEqual(['propane-burner']);

    expect((await call('PATCH', `/api/products/${id}`, { name: 'Butane Burner' })).statusCode).toBe(200);
    expect((await q('propane')).total).toBe(0);
    expect(slugs(await q('butane'))).toEqual(['propane-burner']);

    expect((await call('POST', `/api/products/${id}/tags`, { tagIds: [fx.hvac] })).statusCode).toBe(201);
    expect(slugs(await q('butane plumbing'))).toEqual(['propane-burner']);
    expect((await call('DELETE', `/api/products/${id}/tags/${fx.hvac}`)).statusCode).toBeLessThan(300);
    expect((await q('butane plumbing')).total).toBe(0);

    expect(
      (await call('POST', `/api/products/${id}/specs`, { specDefinitionId: fx.pressure, valueNumber: '90' }))
        .statusCode,
    ).toBe(201);
    expect(slugs(await q('butane 90 psi'))).toEqual(['propane-burner']);

    // Renaming a category or a tag rewrites the documents of their products.
    expect(
      (await call('PUT', `/api/categories/${fx.cat.hoses}`, { name: 'Gas Lines', slug: 'hoses' })).statusCode,
    ).toBe(200);
    expect(slugs(await q('gas lines'))).toEqual(['twin-hose']);
    expect(
      (
        await call('PUT', `/api/tags/${fx.hvac}`, {
          name: 'Heating',
          slug: 'hvac-plumbing',
          color: '#3B82F6',
        })
      ).statusCode,
    ).toBe(200);
    expect(slugs(await q('heating'))).toEqual(['regulator-aa-200', 'self-lighting-handle']);

    expect((await call('DELETE', `/api/products/${id}`)).statusCode).toBeLessThan(300);
    expect((await q('butane')).total).toBe(0);
  });

  it('import', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const file = await workbook({
      Products: [
        ['SKU', 'Name', 'Category', 'Price', 'Stock', 'Status', 'Featured'],
        ['OX-9', 'Oxygen Lance', 'torches', '10', '1', 'active', 'FALSE'],
        ['TW-D-1', 'Duplex Soldering Torch Mk2', 'duplex-torches', '', '', 'active', ''],
      ],
    });
    const res = await postImport(t.app, cookie, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(slugs(await q('oxygen lance'))).toHaveLength(1);
    expect(slugs(await q('mk2'))).toEqual(['duplex-soldering-torch']);
  });

  it('restore: a backup restored into an empty installation is searchable', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/backup/app-storage', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-restore-'));
    const zipPath = path.join(dir, 'backup.zip');
    fs.writeFileSync(zipPath, res.rawPayload);
    const database = await openPglite(undefined, new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]));
    try {
      await restoreBackup(database.db, t.ctx.files, zipPath);
      const found = await listProducts(database.db, {
        search: 'duplx torch',
        status: 'active',
        sort: 'relevance',
        page: 1,
        limit: 10,
      });
      expect(found.correction).toBe('duplex torch');
      expect(found.total).toBe(3);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('search at scale: tiered ranking, the vocabulary, bulk writes (#17 performance)', () => {
  const vocabulary = async () => (await t.ctx.db.select().from(searchWords)).map((w) => w.word);
  const page = async (text: string, n: number, limit: number) =>
    listProducts(t.ctx.db, { search: text, status: 'active', sort: 'relevance', page: n, limit });

  it('relevance pages are the tiers in order, each by name, across page boundaries', async () => {
    const cat = fx.cat.regulators;
    const make = (name: string, extra: Partial<typeof products.$inferInsert> = {}) =>
      create.product(t.ctx.db, { name, categoryId: cat, status: 'active', ...extra });
    // Tier 0 the exact code, 1 whole word in the name, 2 prefix in the name, 3 a tag, 4 the description.
    const code = await make('Zeta Part', { sku: 'VALVE' });
    const whole = [
      await make('Brass Valve'),
      await make('Acme Valve Set'),
      await make('Valves Pack'),
      { id: fx.ids['b-tank-valve']!, name: 'B-Tank Valve' },
    ];
    const prefixed = [await make('Valvetronic Seal'), await make('Abc Valvework')];
    const [tag] = await t.ctx.db
      .insert(tags)
      .values({ name: 'Valve Parts', slug: 'valve-parts' })
      .returning();
    const tagged = [await make('Ring Seal'), await make('Cap Nut')];
    await t.ctx.db.insert(productTags).values(tagged.map((p) => ({ productId: p.id, tagId: tag!.id })));
    const described = [await make('Spring', { shortDescription: 'Fits any valve.' })];
    const draft = await make('Valve Draft', { status: 'draft' });
    const expected = [
      code,
      ...whole.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
      ...prefixed.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
      ...tagged.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
      ...described,
    ].map((p) => p.id);
    // One page of all (the tiers' indexes) and pages of two (the name-order walks fill them).
    const all = await page('valve', 1, 50);
    expect(all.products.map((p) => p.id)).toEqual(expected);
    expect(all.total).toBe(expected.length);
    const paged: number[] = [];
    for (let n = 1; n <= 5; n++) paged.push(...(await page('valve', n, 2)).products.map((p) => p.id));
    expect(paged).toEqual(expected);
    // Staff search every status (the walk then reads the name index without a status).
    const staff = async (n: number, limit: number) =>
      (
        await listProducts(t.ctx.db, { search: 'valve', status: 'all', sort: 'relevance', page: n, limit })
      ).products.map((p) => p.id);
    const withDraft = [...expected.slice(0, 4), draft.id, ...expected.slice(4)]; // "valve draft" < "valves pack"
    expect(await staff(1, 50)).toEqual(withDraft);
    expect([...(await staff(1, 3)), ...(await staff(2, 3)), ...(await staff(3, 3))]).toEqual(
      withDraft.slice(0, 9),
    );
  });

  it('the vocabulary follows edits and deletes: a word no product carries is no correction any more', async () => {
    const product = await create.product(t.ctx.db, {
      name: 'Zirconium Nozzle',
      categoryId: fx.cat.torches,
      status: 'active',
      shortDescription: 'Tungsten tip.',
    });
    expect(await vocabulary()).toEqual(expect.arrayContaining(['zirconium', 'nozzle', 'tungsten']));
    expect((await page('zirconiun', 1, 10)).correction).toBe('zirconium');
    const { cookie } = await signedIn(t, 'editor');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: { cookie },
      payload: { name: 'Ceramic Nozzle' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await vocabulary()).not.toContain('zirconium');
    expect(await vocabulary()).toContain('ceramic');
    const stale = await page('zirconiun', 1, 10);
    expect([stale.correction, stale.total]).toEqual([null, 0]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const words = await vocabulary();
    expect(words).not.toContain('ceramic');
    expect(words).not.toContain('tungsten');
    // Words other products still carry stay.
    expect(words).toEqual(expect.arrayContaining(['duplex', 'torch', 'regulator']));
  });

  it('a bulk write with the rebuild deferred builds each document once, at the end', async () => {
    await t.ctx.db.transaction((tx) =>
      withDeferredSearch(tx, async () => {
        const product = await create.product(tx, { name: 'Oxygen Lance', status: 'active' });
        await tx.insert(productTags).values({ productId: product.id, tagId: fx.hvac });
        // Noted, not built yet.
        expect(await tx.select().from(searchPending)).toEqual([{ productId: product.id }]);
        const found = await listProducts(tx, {
          search: 'oxygen',
          status: 'active',
          sort: 'relevance',
          page: 1,
          limit: 10,
        });
        expect(found.total).toBe(0);
      }),
    );
    expect(await t.ctx.db.select().from(searchPending)).toEqual([]);
    expect(slugs(await q('oxygen lance plumbing'))).toHaveLength(1);
  });
});

describe('predictive search: GET /api/search/suggest', () => {
  const suggest = async (text: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/suggest?q=${encodeURIComponent(text)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('up to 6 active products (image, name, SKU, price) and 3 categories, best first; nothing under 2 characters', async () => {
    const dupl = await suggest('dupl');
    expect(dupl.products.map((p: { slug: string }) => p.slug)).toEqual([
      'duplex-soldering-torch',
      'duplex-torch-kit',
      'heavy-duplex-torch',
    ]);
    expect(dupl.products[0]).toEqual({
      id: fx.ids['duplex-soldering-torch'],
      name: 'Duplex Soldering Torch',
      slug: 'duplex-soldering-torch',
      sku: 'TW-D-1',
      price: null,
      image: null,
    });
    expect(dupl.categories).toEqual([{ id: fx.cat.duplex, name: 'Duplex Torches', slug: 'duplex-torches' }]);
    expect((await suggest('aa 20')).products[0].slug).toBe('regulator-aa-200');
    expect((await suggest('torc')).categories.map((c: { slug: string }) => c.slug)).toEqual([
      'duplex-torches',
      'self-lighting-torches',
      'torches',
    ]);
    expect(await suggest('d')).toEqual({ query: 'd', correction: null, products: [], categories: [] });
    const typo = await suggest('duplx');
    expect(typo.correction).toBe('duplex');
    expect(typo.products).toHaveLength(3);
  });
});

describe('synonyms API: editors write, viewers read', () => {
  it('creates, lists, updates and deletes groups; they apply at once', async () => {
    const editor = await signedIn(t, 'editor');
    const viewer = await signedIn(t, 'viewer');
    const post = (payload: Record<string, unknown>, cookie = editor.cookie) =>
      t.app.inject({ method: 'POST', url: '/api/search/synonyms', headers: { cookie }, payload });
    expect((await post({ terms: 'acetylene' })).json().details.terms).toEqual([
      'A synonym group needs at least two different terms',
    ]);
    expect((await post({ terms: 'a, b' }, viewer.cookie)).statusCode).toBe(403);
    const created = await post({ terms: 'acetylene, B-tank, MC-tank' });
    expect(created.statusCode).toBe(201);
    expect(created.json().terms).toEqual(['acetylene', 'B-tank', 'MC-tank']);
    const id = created.json().id;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/search/synonyms',
      headers: { cookie: viewer.cookie },
    });
    expect(list.json()).toEqual([expect.objectContaining({ id, terms: ['acetylene', 'B-tank', 'MC-tank'] })]);
    expect(sorted(await q('mc tank'))).toEqual(['b-tank-valve', 'regulator-aa-200', 'twin-hose']);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/search/synonyms/${id}`,
      headers: { cookie: editor.cookie },
      payload: { terms: ['hose', 'line'] },
    });
    expect(put.statusCode).toBe(200);
    expect(slugs(await q('line'))).toEqual(['twin-hose']);
    expect((await q('mc tank')).total).toBe(0);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/search/synonyms/${id}`,
      headers: { cookie: editor.cookie },
    });
    expect(del.json()).toEqual({ ok: true });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/search/synonyms/${id}`,
          headers: { cookie: editor.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/search/synonyms' })).statusCode).toBe(401);
  });
});

describe('zero-result searches reach the analytics dashboard', () => {
  it('a search is recorded by its normalised query; the summary lists top searches and those with no results', async () => {
    const send = (searchTerm: string, resultsTotal: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: {
          'user-agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        },
        payload: { name: 'search', path: '/products', data: { searchTerm, resultsTotal } },
      });
    expect((await send('Flux-Paste ', 0)).statusCode).toBe(204);
    expect((await send('flux paste', 0)).statusCode).toBe(204);
    expect((await send('Duplex', 3)).statusCode).toBe(204);
    const { cookie } = await signedIn(t, 'viewer');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/summary?range=7d',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().topZeroResultSearches).toEqual([{ term: 'flux paste', searches: 2 }]);
    expect(res.json().topSearches.map((s: { term: string }) => s.term)).toEqual(['flux paste', 'duplex']);
  });
});
