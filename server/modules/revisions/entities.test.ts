// #19 revisions of categories, brands, specification definitions, pages, galleries and redirects:
// every write path records exactly one revision with its user and source, in the write's
// transaction; the timeline summarises; a revision diffs against the current state; restore
// round-trips a gallery with its images and a page with its content; a deleted reference or a taken
// slug refuses the restore (409, nothing written); viewers read but cannot restore; redirects are
// administrators' only.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { createMedia } from '../../../tests/helpers/media';
import { galleries, redirects, revisions } from '../../db/schema';
import { postImport, workbook } from '../transfer/test-files';
import { snapshotsOf } from './entities';

const BASES = [
  '/api/categories',
  '/api/brands',
  '/api/specs/definitions',
  '/api/spec-categories',
  '/api/pages',
  '/api/galleries',
  '/api/gallery-items',
  '/api/seo/redirects',
];
const writeRoutes: string[] = [];
const t = setupTestApp({
  build: {
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const m of methods)
        if (
          ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m) &&
          BASES.some((b) => route.url === b || route.url.startsWith(`${b}/`))
        )
          writeRoutes.push(`${m} ${route.url}`);
    },
  },
});

type Who = { cookie: string; id: number };
let admin: Who;
let editor: Who;
let viewer: Who;

const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const revisionsOf = (type: string, id: number) =>
  t.ctx.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.entityType, type), eq(revisions.entityId, id)))
    .orderBy(revisions.id);

const now = async (
  type: 'gallery' | 'page' | 'category' | 'brand' | 'spec_definition' | 'redirect',
  id: number,
) => (await snapshotsOf(t.ctx.db, type, [id])).get(id);

beforeEach(async () => {
  admin = await signedIn(t, 'admin');
  editor = await signedIn(t, 'editor');
  viewer = await signedIn(t, 'viewer');
});

describe('#19 revisions of the other records: every write path', () => {
  it('each write records exactly one revision of the record it changes, with the user and the source', async () => {
    const browser = { 'sec-fetch-site': 'same-origin' };
    const [m1, m2] = [await createMedia(t), await createMedia(t)];
    const specGroup = await create.specCategory(t.ctx.db);
    const ids: Record<string, number> = {};
    type Step = {
      route: string;
      type: string;
      id: () => number;
      write: () => Promise<{ statusCode: number; body: string; json: () => unknown }>;
      action?: string;
      who?: Who;
      source?: 'editor' | 'api';
    };
    const steps: Step[] = [
      {
        route: 'POST /api/categories',
        type: 'category',
        id: () => ids.category!,
        action: 'create',
        source: 'editor',
        write: async () => {
          const res = await call(
            editor,
            'POST',
            '/api/categories',
            { name: 'Torches', slug: 'torches', parentId: null },
            browser,
          );
          ids.category = (res.json() as { id: number }).id;
          return res;
        },
      },
      {
        route: 'PUT /api/categories/:id',
        type: 'category',
        id: () => ids.category!,
        write: () =>
          call(editor, 'PUT', `/api/categories/${ids.category}`, {
            name: 'Torch kits',
            slug: 'torches',
            parentId: null,
          }),
      },
      {
        route: 'POST /api/brands',
        type: 'brand',
        id: () => ids.brand!,
        action: 'create',
        write: async () => {
          const res = await call(editor, 'POST', '/api/brands', { name: 'Acme' });
          ids.brand = (res.json() as { id: number }).id;
          return res;
        },
      },
      {
        route: 'PATCH /api/brands/:id',
        type: 'brand',
        id: () => ids.brand!,
        write: () => call(editor, 'PATCH', `/api/brands/${ids.brand}`, { description: 'Flames' }),
      },
      {
        route: 'POST /api/specs/definitions',
        type: 'spec_definition',
        id: () => ids.spec!,
        action: 'create',
        write: async () => {
          const res = await call(editor, 'POST', '/api/specs/definitions', {
            key: 'max_temp',
            label: 'Max temperature',
            dataType: 'NUMBER',
            unit: '°C',
            categoryId: specGroup.id,
          });
          ids.spec = (res.json() as { id: number }).id;
          return res;
        },
      },
      {
        route: 'PATCH /api/specs/definitions/:id',
        type: 'spec_definition',
        id: () => ids.spec!,
        write: () => call(editor, 'PATCH', `/api/specs/definitions/${ids.spec}`, { unit: 'K' }),
      },
      {
        route: 'DELETE /api/spec-categories/:id',
        type: 'spec_definition',
        id: () => ids.spec!,
        write: () => call(editor, 'DELETE', `/api/spec-categories/${specGroup.id}`),
      },
      {
        route: 'POST /api/pages',
        type: 'page',
        id: () => ids.page!,
        action: 'create',
        write: async () => {
          const res = await call(editor, 'POST', '/api/pages', {
            title: 'About',
            slug: 'about-us',
            content: 'We make torches.',
            status: 'published',
          });
          ids.page = (res.json() as { id: number }).id;
          return res;
        },
      },
      {
        route: 'PUT /api/pages/:id',
        type: 'page',
        id: () => ids.page!,
        write: () =>
          call(editor, 'PUT', `/api/pages/${ids.page}`, {
            title: 'About',
            slug: 'about-us',
            content: 'We make fine torches.',
            status: 'published',
          }),
      },
      {
        route: 'POST /api/galleries',
        type: 'gallery',
        id: () => ids.gallery!,
        action: 'create',
        write: async () => {
          const res = await call(editor, 'POST', '/api/galleries', {
            name: 'Workshop',
            slug: 'workshop',
            pageSlug: 'about-us',
          });
          ids.gallery = (res.json() as { id: number }).id;
          return res;
        },
      },
      {
        route: 'PUT /api/galleries/:id',
        type: 'gallery',
        id: () => ids.gallery!,
        write: () =>
          call(editor, 'PUT', `/api/galleries/${ids.gallery}`, {
            name: 'Workshop',
            slug: 'workshop',
            title: 'Our workshop',
            pageSlug: 'about-us',
          }),
      },
      {
        route: 'POST /api/gallery-items',
        type: 'gallery',
        id: () => ids.gallery!,
        write: async () => {
          const res = await call(editor, 'POST', '/api/gallery-items', {
            galleryId: ids.gallery,
            mediaFileId: m1.id,
          });
          ids.item = (res.json() as { id: number }).id;
          await call(editor, 'POST', '/api/gallery-items', { galleryId: ids.gallery, mediaFileId: m2.id });
          return res;
        },
        // Two adds, two revisions: counted below as one each.
      },
      {
        route: 'PUT /api/gallery-items/:id',
        type: 'gallery',
        id: () => ids.gallery!,
        write: () => call(editor, 'PUT', `/api/gallery-items/${ids.item}`, { altText: 'A flame' }),
      },
      {
        route: 'PUT /api/galleries/:galleryId/items/reorder',
        type: 'gallery',
        id: () => ids.gallery!,
        write: async () => {
          const items = (await call(editor, 'GET', `/api/gallery-items?galleryId=${ids.gallery}`)).json() as {
            id: number;
          }[];
          return call(editor, 'PUT', `/api/galleries/${ids.gallery}/items/reorder`, {
            items: items.reverse().map((i, sortOrder) => ({ id: i.id, sortOrder })),
          });
        },
      },
      {
        route: 'DELETE /api/gallery-items/:id',
        type: 'gallery',
        id: () => ids.gallery!,
        write: () => call(editor, 'DELETE', `/api/gallery-items/${ids.item}`),
      },
      {
        route: 'POST /api/seo/redirects',
        type: 'redirect',
        id: () => ids.redirect!,
        action: 'create',
        who: admin,
        write: async () => {
          const res = await call(admin, 'POST', '/api/seo/redirects', { fromPath: '/old', toPath: '/new' });
          ids.redirect = (res.json() as { id: number }).id;
          return res;
        },
      },
      {
        route: 'PUT /api/seo/redirects/:id',
        type: 'redirect',
        id: () => ids.redirect!,
        who: admin,
        write: () => call(admin, 'PUT', `/api/seo/redirects/${ids.redirect}`, { redirectType: 302 }),
      },
      {
        route: 'DELETE /api/seo/redirects/:id',
        type: 'redirect',
        id: () => ids.redirect!,
        action: 'delete',
        who: admin,
        write: () => call(admin, 'DELETE', `/api/seo/redirects/${ids.redirect}`),
      },
      {
        route: 'DELETE /api/galleries/:id',
        type: 'gallery',
        id: () => ids.gallery!,
        action: 'delete',
        write: () => call(editor, 'DELETE', `/api/galleries/${ids.gallery}`),
      },
      {
        route: 'DELETE /api/pages/:id',
        type: 'page',
        id: () => ids.page!,
        action: 'delete',
        write: () => call(editor, 'DELETE', `/api/pages/${ids.page}`),
      },
      {
        route: 'DELETE /api/specs/definitions/:id',
        type: 'spec_definition',
        id: () => ids.spec!,
        action: 'delete',
        write: () => call(editor, 'DELETE', `/api/specs/definitions/${ids.spec}`),
      },
      {
        route: 'DELETE /api/brands/:id',
        type: 'brand',
        id: () => ids.brand!,
        action: 'delete',
        write: () => call(editor, 'DELETE', `/api/brands/${ids.brand}`),
      },
      {
        route: 'DELETE /api/categories/:id',
        type: 'category',
        id: () => ids.category!,
        action: 'delete',
        write: () => call(editor, 'DELETE', `/api/categories/${ids.category}`),
      },
    ];
    for (const step of steps) {
      const known = (() => {
        try {
          return step.id();
        } catch {
          return undefined;
        }
      })();
      const before = known === undefined ? 0 : (await revisionsOf(step.type, known)).length;
      const res = await step.write();
      expect(res.statusCode, `${step.route}: ${res.body}`).toBeLessThan(300);
      const after = await revisionsOf(step.type, step.id());
      const added = step.route === 'POST /api/gallery-items' ? 2 : 1;
      expect(after.length, step.route).toBe(before + added);
      expect(after.at(-1), step.route).toMatchObject({
        userId: (step.who ?? editor).id,
        source: step.source ?? 'api',
        action: step.action ?? 'update',
      });
      // The revision is the state after the write (or, for a delete, the last state).
      if (step.action !== 'delete')
        expect(await now(step.type as 'page', step.id()), step.route).toEqual(after.at(-1)!.snapshot);
    }
    // Every write route of these records is above, or is a restore (tested below).
    const covered = new Set([
      ...steps.map((s) => s.route),
      'POST /api/spec-categories',
      'PUT /api/spec-categories/:id',
    ]);
    // A page's draft, preview link and schedule change nothing published; publishing the draft records one
    // revision (server/modules/drafts/drafts.test.ts), the scheduler its own (scheduler.test.ts).
    const draftOnly = /^(PUT|DELETE|POST) \/api\/pages\/:id\/(draft(\/publish)?|preview-link|schedule)$/;
    const missing = [...new Set(writeRoutes)].filter(
      (r) => !covered.has(r) && !r.endsWith('/revisions/:revisionId/restore') && !draftOnly.test(r),
    );
    expect(missing).toEqual([]);
  }, 60_000);

  it('the first change of a record made before history records the state found first (baseline)', async () => {
    const category = await create.category(t.ctx.db, { name: 'Torches', slug: 'torches' });
    const res = await call(editor, 'PUT', `/api/categories/${category.id}`, {
      name: 'Torch kits',
      slug: 'torches',
      parentId: null,
    });
    expect(res.statusCode).toBe(200);
    const revs = await revisionsOf('category', category.id);
    expect(revs.map((r) => [r.action, r.source])).toEqual([
      ['baseline', 'baseline'],
      ['update', 'api'],
    ]);
    expect(revs[0]!.snapshot).toMatchObject({ category: { name: 'Torches' } });
    const list = await call(viewer, 'GET', `/api/categories/${category.id}/revisions`);
    expect(list.statusCode).toBe(200);
    expect(list.json().revisions.map((r: { summary: string }) => r.summary)).toEqual([
      'name Torches → Torch kits',
      'State before history was recorded',
    ]);
  });

  it('a refused write records nothing; an unchanged save adds no revision', async () => {
    await create.category(t.ctx.db, { name: 'Tips', slug: 'tips' });
    const created = await call(editor, 'POST', '/api/categories', {
      name: 'Torches',
      slug: 'torches',
      parentId: null,
    });
    const id = created.json().id as number;
    const taken = await call(editor, 'PUT', `/api/categories/${id}`, {
      name: 'X',
      slug: 'tips',
      parentId: null,
    });
    expect(taken.statusCode).toBe(409);
    expect(await revisionsOf('category', id)).toHaveLength(1);
    const same = await call(editor, 'PUT', `/api/categories/${id}`, {
      name: 'Torches',
      slug: 'torches',
      parentId: null,
    });
    expect(same.statusCode).toBe(200);
    expect(await revisionsOf('category', id)).toHaveLength(1);
  });

  it('side effects: a page slug change records its galleries and the automatic 301; a forced media delete records the gallery', async () => {
    const page = (
      await call(editor, 'POST', '/api/pages', {
        title: 'About',
        slug: 'company',
        content: 'x',
        status: 'published',
      })
    ).json();
    const gallery = (
      await call(editor, 'POST', '/api/galleries', { name: 'G', slug: 'g', pageSlug: 'company' })
    ).json();
    const moved = await call(editor, 'PUT', `/api/pages/${page.id}`, {
      title: 'About',
      slug: 'company-history',
      content: 'x',
      status: 'published',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await revisionsOf('gallery', gallery.id)).at(-1)).toMatchObject({
      action: 'update',
      userId: editor.id,
      snapshot: { gallery: { pageSlug: 'company-history' } },
    });
    const [auto] = await t.ctx.db.select().from(redirects).where(eq(redirects.fromPath, '/company'));
    expect(await revisionsOf('redirect', auto!.id)).toEqual([
      expect.objectContaining({ action: 'create', userId: editor.id, snapshot: expect.objectContaining({}) }),
    ]);
    const media = await createMedia(t);
    await call(editor, 'POST', '/api/gallery-items', { galleryId: gallery.id, mediaFileId: media.id });
    const n = (await revisionsOf('gallery', gallery.id)).length;
    const del = await call(editor, 'DELETE', `/api/media/${media.id}?force=true`);
    expect(del.statusCode, del.body).toBe(200);
    const revs = await revisionsOf('gallery', gallery.id);
    expect(revs).toHaveLength(n + 1);
    expect(revs.at(-1)!.snapshot).toMatchObject({ items: [] });
  });

  it('an import records one revision per changed category, brand and specification, tagged with the import', async () => {
    const existing = await call(editor, 'POST', '/api/categories', {
      name: 'Torches',
      slug: 'torches',
      parentId: null,
    });
    const file = await workbook({
      Categories: [
        ['Name', 'Slug', 'Description'],
        ['Torches', 'torches', 'Complete kits'],
        ['Tips', 'tips', 'Spare tips'],
      ],
      Brands: [
        ['Name', 'Slug'],
        ['Acme', 'acme'],
      ],
      'Spec Definitions': [
        ['Key', 'Label', 'Data Type'],
        ['max_temp', 'Max temperature', 'NUMBER'],
      ],
    });
    const res = await postImport(t.app, editor.cookie, file, 'taxonomy.xlsx', { updateExisting: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    const torches = await revisionsOf('category', existing.json().id);
    expect(torches.map((r) => [r.action, r.source])).toEqual([
      ['create', 'api'],
      ['update', 'import'],
    ]);
    expect(torches[1]).toMatchObject({ userId: editor.id, note: { importFile: 'taxonomy.xlsx' } });
    const all = await t.ctx.db.select().from(revisions).where(eq(revisions.source, 'import'));
    expect(all.map((r) => [r.entityType, r.action]).sort()).toEqual(
      [
        ['brand', 'create'],
        ['category', 'create'],
        ['category', 'update'],
        ['spec_definition', 'create'],
      ].sort(),
    );
    // The same import again changes nothing: no new revisions.
    await postImport(t.app, editor.cookie, file, 'taxonomy.xlsx', { updateExisting: 'true' });
    expect(await t.ctx.db.select().from(revisions).where(eq(revisions.source, 'import'))).toHaveLength(4);
  });
});

describe('#19 diff and restore of the other records', () => {
  it('a gallery with its images: the diff names what differs; restore brings back exactly that version', async () => {
    const [m1, m2, m3, m4] = [
      await createMedia(t),
      await createMedia(t),
      await createMedia(t),
      await createMedia(t),
    ];
    const g = (await call(editor, 'POST', '/api/galleries', { name: 'Torches', slug: 'torches' })).json();
    for (const m of [m1, m2, m3])
      await call(editor, 'POST', '/api/gallery-items', {
        galleryId: g.id,
        mediaFileId: m!.id,
        title: `T${m!.id}`,
      });
    const items = (await call(editor, 'GET', `/api/gallery-items?galleryId=${g.id}`)).json() as {
      id: number;
    }[];
    await call(editor, 'PUT', `/api/gallery-items/${items[0]!.id}`, {
      altText: 'Blue flame',
      isFeatured: true,
    });
    const kept = (await revisionsOf('gallery', g.id)).at(-1)!;
    const wanted = await now('gallery', g.id);
    expect(kept.snapshot).toEqual(wanted);

    // Later edits: renamed, one image removed, two added, order changed, an item edited.
    await call(editor, 'PUT', `/api/galleries/${g.id}`, {
      name: 'Torch kits',
      slug: 'torches',
      isActive: false,
    });
    await call(editor, 'DELETE', `/api/gallery-items/${items[1]!.id}`);
    await call(editor, 'POST', '/api/gallery-items', { galleryId: g.id, mediaFileId: m4!.id });
    await call(editor, 'POST', '/api/gallery-items', {
      galleryId: g.id,
      mediaFileId: m4!.id,
      title: 'Again',
    });
    await call(editor, 'PUT', `/api/gallery-items/${items[2]!.id}`, { caption: 'Changed' });
    const list = (await call(viewer, 'GET', `/api/galleries/${g.id}/revisions?limit=3`)).json();
    expect(list.total).toBe(10);
    expect(list.revisions[0].summary).toBe('1 image changed');
    expect(list.revisions[1].summary).toBe('1 image added');
    const rename = (await call(viewer, 'GET', `/api/galleries/${g.id}/revisions?page=2&limit=3`)).json();
    expect(rename.revisions[1].summary).toBe('name Torches → Torch kits; active Yes → No');

    const detail = await call(viewer, 'GET', `/api/galleries/${g.id}/revisions/${kept.id}`);
    expect(detail.statusCode).toBe(200);
    const d = detail.json();
    expect(d.problems).toEqual([]);
    expect(d.diff.fields).toEqual([
      { field: 'name', label: 'Name', before: 'Torch kits', after: 'Torches' },
      { field: 'isActive', label: 'Active', before: false, after: true },
    ]);
    const images = d.diff.lists.find((l: { list: string }) => l.list === 'items');
    expect(images.added.map((i: { id: number }) => i.id)).toEqual([items[1]!.id]);
    expect(images.removed).toHaveLength(2);
    expect(images.changed).toHaveLength(1);
    expect(d.names.media[String(m1!.id)]).toBe(m1!.displayName);
    expect(d.summary).toBe('name Torch kits → Torches; active No → Yes; 1 image added, 2 removed, 1 changed');

    const restored = await call(editor, 'POST', `/api/galleries/${g.id}/revisions/${kept.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await now('gallery', g.id)).toEqual(wanted);
    const last = (await revisionsOf('gallery', g.id)).at(-1)!;
    expect(last).toMatchObject({
      id: restored.json().revisionId,
      action: 'restore',
      source: 'restore',
      userId: editor.id,
      note: { restoredFrom: kept.id },
      snapshot: wanted,
    });
    // Nothing differs any more.
    const again = (await call(viewer, 'GET', `/api/galleries/${g.id}/revisions/${kept.id}`)).json();
    expect(again.diff).toEqual({ fields: [], lists: [] });
  });

  it('a page with its content: word-level text, slug back with its redirect and its galleries', async () => {
    const long = 'Torchworks has made brazing torches since 1952. Every kit is tested by hand.';
    const p = (
      await call(editor, 'POST', '/api/pages', {
        title: 'About',
        slug: 'company',
        content: long,
        metaTitle: 'About Torchworks',
        status: 'published',
      })
    ).json();
    const g = (
      await call(editor, 'POST', '/api/galleries', { name: 'G', slug: 'g', pageSlug: 'company' })
    ).json();
    const first = (await revisionsOf('page', p.id)).at(-1)!;
    const wanted = await now('page', p.id);
    await call(editor, 'PUT', `/api/pages/${p.id}`, {
      title: 'About us',
      slug: 'company-history',
      content: long.replace('tested by hand', 'inspected twice'),
      metaTitle: null,
      status: 'published',
    });
    const detail = (await call(viewer, 'GET', `/api/pages/${p.id}/revisions/${first.id}`)).json();
    expect(detail.diff.fields.map((f: { field: string }) => f.field)).toEqual([
      'title',
      'slug',
      'content',
      'metaTitle',
    ]);
    expect(detail.summary).toBe(
      'title About us → About; slug company-history → company; content changed; meta title — → About Torchworks',
    );
    const res = await call(editor, 'POST', `/api/pages/${p.id}/revisions/${first.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await now('page', p.id)).toEqual(wanted);
    // The published page moved back: the gallery follows, the new address redirects to the old one.
    const [gallery] = await t.ctx.db.select().from(galleries).where(eq(galleries.id, g.id));
    expect(gallery!.pageSlug).toBe('company');
    const rows = await t.ctx.db.select().from(redirects);
    expect(rows.map((r) => [r.fromPath, r.toPath])).toEqual([['/company-history', '/company']]);
    expect((await revisionsOf('redirect', rows[0]!.id)).at(-1)).toMatchObject({ source: 'restore' });
    expect((await revisionsOf('gallery', g.id)).at(-1)).toMatchObject({ source: 'restore' });
  });

  it('category, brand, specification and redirect round-trip', async () => {
    const cat = (
      await call(editor, 'POST', '/api/categories', { name: 'Torches', slug: 'torches', parentId: null })
    ).json();
    const brand = (
      await call(editor, 'POST', '/api/brands', { name: 'Acme', website: 'https://acme.example' })
    ).json();
    const spec = (
      await call(editor, 'POST', '/api/specs/definitions', {
        key: 'gas',
        label: 'Gas',
        dataType: 'ENUM',
        enumOptions: ['Propane', 'Acetylene'],
      })
    ).json();
    const red = (await call(admin, 'POST', '/api/seo/redirects', { fromPath: '/a', toPath: '/b' })).json();
    const cases = [
      [
        'category',
        `/api/categories/${cat.id}`,
        () =>
          call(editor, 'PUT', `/api/categories/${cat.id}`, {
            name: 'Kits',
            slug: 'kits',
            description: 'All',
            parentId: null,
          }),
        editor,
      ],
      [
        'brand',
        `/api/brands/${brand.id}`,
        () => call(editor, 'PATCH', `/api/brands/${brand.id}`, { name: 'Acme Flames', website: null }),
        editor,
      ],
      [
        'spec_definition',
        `/api/specs/definitions/${spec.id}`,
        () =>
          call(editor, 'PATCH', `/api/specs/definitions/${spec.id}`, {
            label: 'Gas type',
            enumOptions: ['Propane'],
            required: true,
          }),
        editor,
      ],
      [
        'redirect',
        `/api/seo/redirects/${red.id}`,
        () => call(admin, 'PUT', `/api/seo/redirects/${red.id}`, { toPath: '/c', isActive: false }),
        admin,
      ],
    ] as const;
    for (const [type, base, change, who] of cases) {
      const entityId = Number(base.split('/').pop());
      const first = (await revisionsOf(type, entityId)).at(-1)!;
      const wanted = await now(type, entityId);
      expect((await change()).statusCode, type).toBe(200);
      expect(await now(type, entityId), type).not.toEqual(wanted);
      const res = await call(who, 'POST', `${base}/revisions/${first.id}/restore`);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      expect(await now(type, entityId), type).toEqual(wanted);
    }
  });
});

describe('#19 restore refused clearly when it cannot be done', () => {
  it('a gallery whose image was deleted from the media library: 409 with the reason, nothing written', async () => {
    const media = await createMedia(t, { displayName: 'flame.jpg' });
    const g = (await call(editor, 'POST', '/api/galleries', { name: 'G', slug: 'g' })).json();
    await call(editor, 'POST', '/api/gallery-items', {
      galleryId: g.id,
      mediaFileId: media.id,
      title: 'Flame',
    });
    const withImage = (await revisionsOf('gallery', g.id)).at(-1)!;
    const gone = await call(editor, 'DELETE', `/api/media/${media.id}?force=true`);
    expect(gone.statusCode, gone.body).toBe(200);
    const detail = (await call(viewer, 'GET', `/api/galleries/${g.id}/revisions/${withImage.id}`)).json();
    expect(detail.problems).toEqual(['An image it shows (Flame) was deleted from the media library.']);
    const n = (await revisionsOf('gallery', g.id)).length;
    const res = await call(editor, 'POST', `/api/galleries/${g.id}/revisions/${withImage.id}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'This version cannot be restored: An image it shows (Flame) was deleted from the media library.',
      details: { revision: ['An image it shows (Flame) was deleted from the media library.'] },
    });
    expect(await revisionsOf('gallery', g.id)).toHaveLength(n);
    expect((await now('gallery', g.id))!.items).toEqual([]);
  });

  it('a category whose parent was deleted, a page whose slug is taken, a specification whose group was deleted', async () => {
    const parent = (
      await call(editor, 'POST', '/api/categories', { name: 'Gas', slug: 'gas', parentId: null })
    ).json();
    const child = (
      await call(editor, 'POST', '/api/categories', { name: 'Tips', slug: 'tips', parentId: parent.id })
    ).json();
    const under = (await revisionsOf('category', child.id)).at(-1)!;
    await call(editor, 'PUT', `/api/categories/${child.id}`, { name: 'Tips', slug: 'tips', parentId: null });
    expect((await call(editor, 'DELETE', `/api/categories/${parent.id}`)).statusCode).toBe(200);
    const c = await call(editor, 'POST', `/api/categories/${child.id}/revisions/${under.id}/restore`);
    expect(c.statusCode).toBe(409);
    expect(c.json().error).toBe('This version cannot be restored: Its parent category was deleted.');

    const page = (
      await call(editor, 'POST', '/api/pages', { title: 'A', slug: 'a', content: '', status: 'draft' })
    ).json();
    const asA = (await revisionsOf('page', page.id)).at(-1)!;
    await call(editor, 'PUT', `/api/pages/${page.id}`, {
      title: 'A',
      slug: 'b',
      content: '',
      status: 'draft',
    });
    await call(editor, 'POST', '/api/pages', { title: 'Other', slug: 'a', content: '', status: 'draft' });
    const p = await call(editor, 'POST', `/api/pages/${page.id}/revisions/${asA.id}/restore`);
    expect(p.statusCode).toBe(409);
    expect(p.json().error).toBe(
      'This version cannot be restored: Another page ("Other") now uses the slug "a".',
    );

    const group = await create.specCategory(t.ctx.db);
    const spec = (
      await call(editor, 'POST', '/api/specs/definitions', {
        key: 'len',
        label: 'Length',
        categoryId: group.id,
      })
    ).json();
    const grouped = (await revisionsOf('spec_definition', spec.id)).at(-1)!;
    await call(editor, 'DELETE', `/api/spec-categories/${group.id}`);
    const s = await call(editor, 'POST', `/api/specs/definitions/${spec.id}/revisions/${grouped.id}/restore`);
    expect(s.statusCode).toBe(409);
    expect(s.json().error).toBe('This version cannot be restored: Its specification category was deleted.');
  });
});

describe('#19 who may read and restore', () => {
  it('viewers read the history and a revision but cannot restore (403); redirects are for administrators', async () => {
    const cat = (
      await call(editor, 'POST', '/api/categories', { name: 'A', slug: 'a', parentId: null })
    ).json();
    await call(editor, 'PUT', `/api/categories/${cat.id}`, { name: 'B', slug: 'a', parentId: null });
    const [first] = await revisionsOf('category', cat.id);
    expect((await call(viewer, 'GET', `/api/categories/${cat.id}/revisions`)).statusCode).toBe(200);
    expect((await call(viewer, 'GET', `/api/categories/${cat.id}/revisions/${first!.id}`)).statusCode).toBe(
      200,
    );
    const refused = await call(viewer, 'POST', `/api/categories/${cat.id}/revisions/${first!.id}/restore`);
    expect(refused.statusCode).toBe(403);
    expect((await revisionsOf('category', cat.id)).length).toBe(2);
    const red = (await call(admin, 'POST', '/api/seo/redirects', { fromPath: '/x', toPath: '/y' })).json();
    expect((await call(editor, 'GET', `/api/seo/redirects/${red.id}/revisions`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/seo/redirects/${red.id}/revisions`)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/categories/${cat.id}/revisions` })).statusCode,
    ).toBe(401);
    expect((await call(viewer, 'GET', '/api/categories/9999/revisions')).statusCode).toBe(404);
    expect((await call(viewer, 'GET', `/api/categories/${cat.id}/revisions/999999`)).statusCode).toBe(404);
  });
});
