// #19 revisions of products: every write path records exactly one revision with its user and source,
// in the write's transaction; the timeline summarises; a revision diffs against the current state;
// restore round-trips the product with every child row; a deleted reference refuses the restore;
// viewers read but cannot restore.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductSnapshot } from '../../../core/rules/revision-diff';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { auditLog, documents, products, revisions } from '../../db/schema';
import { postImport } from '../transfer/test-files';
import { currentSnapshot } from './service';

const writeRoutes: string[] = [];
const t = setupTestApp({
  build: {
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const m of methods)
        if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(m) && route.url.startsWith('/api/products/:id'))
          writeRoutes.push(`${m} ${route.url}`);
    },
  },
});

let editor: { cookie: string; id: number };
let world: Awaited<ReturnType<typeof seed>>;

async function seed() {
  const db = t.ctx.db;
  const category = await create.category(db, { name: 'Torches', slug: 'torches' });
  const brand = await create.brand(db, { name: 'Acme', slug: 'acme' });
  const product = await create.product(db, {
    categoryId: category.id,
    brandId: brand.id,
    name: 'Duplex Torch',
    slug: 'duplex-torch',
    sku: 'DT-1',
    price: '264.00',
    description: 'A strong torch for brazing copper.',
  });
  const other = await create.product(db, { categoryId: category.id, name: 'Tip', slug: 'tip', sku: 'TP-1' });
  const third = await create.product(db, {
    categoryId: category.id,
    name: 'Hose',
    slug: 'hose',
    sku: 'HO-1',
  });
  const [tag1, tag2, tag3] = await Promise.all([create.tag(db), create.tag(db), create.tag(db)]);
  const spec = await create.specDefinition(db, { label: 'Max Temperature', dataType: 'NUMBER', unit: '°C' });
  const spec2 = await create.specDefinition(db, { label: 'Colour', dataType: 'STRING' });
  const doc = await create.document(db, { title: 'Safety Data Sheet' });
  const doc2 = await create.document(db, { title: 'Manual' });
  return { category, brand, product, other, third, tags: [tag1!, tag2!, tag3!], spec, spec2, doc, doc2 };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: editor.cookie, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const revisionsOf = (productId: number) =>
  t.ctx.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.entityType, 'product'), eq(revisions.entityId, productId)))
    .orderBy(revisions.id);

beforeEach(async () => {
  editor = await signedIn(t, 'editor');
  world = await seed();
});

describe('#19 revisions: every product write path', () => {
  it('each write creates exactly one revision with the user and the source (editor in the browser, api otherwise)', async () => {
    const id = world.product.id;
    const base = `/api/products/${id}`;
    // Child rows the later writes change or remove.
    const hl = await create.highlight(t.ctx.db, { productId: id, text: 'Fast' });
    const faq = await create.faq(t.ctx.db, { productId: id, question: 'Why?', answer: 'Because.' });
    const faq2 = await create.faq(t.ctx.db, { productId: id, question: 'How?', answer: 'So.', sort: 2 });
    const link = await create.distributorLink(t.ctx.db, { productId: id, distributorName: 'Shop A' });
    const value = await create.specValue(t.ctx.db, {
      productId: id,
      specDefinitionId: world.spec2.id,
      valueString: 'Red',
    });
    await create.productTag(t.ctx.db, { productId: id, tagId: world.tags[2]!.id });
    const pd = await create.productDocument(t.ctx.db, { productId: id, documentId: world.doc2.id });

    const writes: [string, () => Promise<{ statusCode: number; body: string }>, number[]?][] = [
      ['PATCH /api/products/:id', () => call('PATCH', base, { price: '279.00' })],
      [
        'PUT /api/products/:id',
        () =>
          call('PUT', base, {
            name: 'Duplex Torch',
            slug: 'duplex-torch',
            sku: 'DT-1',
            categoryId: world.category.id,
            price: '280.00',
          }),
      ],
      [
        'POST /api/products/:id/specs',
        () => call('POST', `${base}/specs`, { specDefinitionId: world.spec.id, valueNumber: '1200' }),
      ],
      [
        'PATCH /api/products/:id/specs/:itemId',
        () => call('PATCH', `${base}/specs/${value.id}`, { valueString: 'Blue' }),
      ],
      ['DELETE /api/products/:id/specs/:itemId', () => call('DELETE', `${base}/specs/${value.id}`)],
      ['POST /api/products/:id/tags', () => call('POST', `${base}/tags`, { tagIds: [world.tags[0]!.id] })],
      ['POST /api/products/:id/tags/:tagId', () => call('POST', `${base}/tags/${world.tags[1]!.id}`, {})],
      ['DELETE /api/products/:id/tags/:tagId', () => call('DELETE', `${base}/tags/${world.tags[2]!.id}`)],
      [
        'POST /api/products/:id/documents',
        () => call('POST', `${base}/documents`, { documentId: world.doc.id }),
      ],
      ['DELETE /api/products/:id/documents/:itemId', () => call('DELETE', `${base}/documents/${pd.id}`)],
      ['POST /api/products/:id/highlights', () => call('POST', `${base}/highlights`, { text: 'Light' })],
      [
        'PATCH /api/products/:id/highlights/:itemId',
        () => call('PATCH', `${base}/highlights/${hl.id}`, { text: 'Faster' }),
      ],
      ['DELETE /api/products/:id/highlights/:itemId', () => call('DELETE', `${base}/highlights/${hl.id}`)],
      [
        'POST /api/products/:id/faqs',
        () => call('POST', `${base}/faqs`, { question: 'When?', answer: 'Now.' }),
      ],
      [
        'PATCH /api/products/:id/faqs/:itemId',
        () => call('PATCH', `${base}/faqs/${faq.id}`, { answer: 'Why not.' }),
      ],
      [
        'PUT /api/products/:id/faqs/reorder',
        async () => {
          const list = (await call('GET', `${base}/faqs`)).json() as { id: number }[];
          return call('PUT', `${base}/faqs/reorder`, { ids: list.map((f) => f.id).reverse() });
        },
      ],
      ['DELETE /api/products/:id/faqs/:itemId', () => call('DELETE', `${base}/faqs/${faq2.id}`)],
      [
        'POST /api/products/:id/relationships',
        () =>
          call('POST', `${base}/relationships`, {
            toProductId: world.other.id,
            type: 'ACCESSORY',
            createReverse: true,
          }),
        [world.other.id],
      ],
      [
        'DELETE /api/products/:id/relationships/:itemId',
        async () => {
          const [rel] = (await call('GET', `${base}/relationships`)).json() as { id: number }[];
          return call('DELETE', `${base}/relationships/${rel!.id}?inverse=true`);
        },
        [world.other.id],
      ],
      [
        'POST /api/products/:id/distributor-links',
        () =>
          call('POST', `${base}/distributor-links`, {
            distributorName: 'Shop B',
            url: 'https://b.example/x',
          }),
      ],
      [
        'PATCH /api/products/:id/distributor-links/:itemId',
        () => call('PATCH', `${base}/distributor-links/${link.id}`, { url: 'https://a.example/new' }),
      ],
      [
        'DELETE /api/products/:id/distributor-links/:itemId',
        () => call('DELETE', `${base}/distributor-links/${link.id}`),
      ],
      [
        'PUT /api/products/:id/images',
        () => call('PUT', `${base}/images`, { images: ['https://cdn.example/a.jpg'] }),
      ],
    ];
    for (const [route, write, others = []] of writes) {
      const before = (await revisionsOf(id)).length;
      const othersBefore = await Promise.all(others.map(async (o) => (await revisionsOf(o)).length));
      const res = await write();
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
      const after = await revisionsOf(id);
      // The first write also records the state found before it (the baseline).
      const expected = before === 0 ? 2 : before + 1;
      expect(after.length, route).toBe(expected);
      expect(after.at(-1), route).toMatchObject({ userId: editor.id, source: 'api', action: 'update' });
      expect(await currentSnapshot(t.ctx.db, id), route).toEqual(after.at(-1)!.snapshot);
      for (const [i, o] of others.entries())
        expect((await revisionsOf(o)).length, `${route} on the other product`).toBeGreaterThan(
          othersBefore[i]!,
        );
    }
    // Every write route under /api/products/:id is in the list above, or records its own way.
    const covered = new Set([
      ...writes.map(([r]) => r),
      'DELETE /api/products/:id',
      'POST /api/products/:id/duplicate',
      'POST /api/products/:id/revisions/:revisionId/restore',
      // Drafts, preview links and schedules change no published data; publishing a draft records its
      // one revision (server/modules/drafts/drafts.test.ts), the scheduler its own (scheduler.test.ts).
      'PUT /api/products/:id/draft',
      'DELETE /api/products/:id/draft',
      'POST /api/products/:id/draft/publish',
      'POST /api/products/:id/draft/specs',
      'PATCH /api/products/:id/draft/specs/:itemId',
      'DELETE /api/products/:id/draft/specs/:itemId',
      'POST /api/products/:id/preview-link',
      'PUT /api/products/:id/schedule',
      'DELETE /api/products/:id/schedule',
    ]);
    expect([...new Set(writeRoutes)].filter((r) => !covered.has(r))).toEqual([]);
  });

  it('create, duplicate and delete: one revision each; the browser editor is the source "editor"', async () => {
    const editorHeaders = { 'sec-fetch-site': 'same-origin' };
    const created = await call(
      'POST',
      '/api/products',
      { name: 'New One', slug: 'new-one', sku: 'NEW-1', categoryId: world.category.id },
      editorHeaders,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(await revisionsOf(id)).toEqual([
      expect.objectContaining({ action: 'create', source: 'editor', userId: editor.id }),
    ]);
    const copy = await call('POST', `/api/products/${id}/duplicate`);
    const copyRevs = await revisionsOf(copy.json().id);
    expect(copyRevs).toEqual([
      expect.objectContaining({ action: 'create', source: 'api', note: { duplicatedFrom: id } }),
    ]);
    expect((await call('DELETE', `/api/products/${id}`)).statusCode).toBe(204);
    const revs = await revisionsOf(id);
    expect(revs.map((r) => r.action)).toEqual(['create', 'delete']);
    expect((revs[1]!.snapshot as unknown as ProductSnapshot).product.sku).toBe('NEW-1');
  });

  it('a refused write records nothing (the revision is in the write transaction)', async () => {
    const res = await call('PATCH', `/api/products/${world.product.id}`, { slug: 'tip' });
    expect(res.statusCode).toBe(409);
    expect(await revisionsOf(world.product.id)).toHaveLength(0);
  });

  it('an unchanged save records no new revision', async () => {
    await call('PATCH', `/api/products/${world.product.id}`, { price: '279.00' });
    const n = (await revisionsOf(world.product.id)).length;
    await call('PATCH', `/api/products/${world.product.id}`, { price: '279.00' });
    expect(await revisionsOf(world.product.id)).toHaveLength(n);
  });
});

describe('#19 history: timeline, diff and restore', () => {
  it('the timeline summarises each change ("price 264.00 → 279.00; 2 tags added") with user and source', async () => {
    const id = world.product.id;
    await call('PATCH', `/api/products/${id}`, { price: '279.00' });
    await call('POST', `/api/products/${id}/tags`, { tagIds: [world.tags[0]!.id, world.tags[1]!.id] });
    const res = await call('GET', `/api/products/${id}/revisions`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.revisions.map((r: { summary: string }) => r.summary)).toEqual([
      '2 tags added',
      'price 264.00 → 279.00',
      'State before history was recorded',
    ]);
    expect(body.revisions[0]).toMatchObject({
      userLabel: expect.any(String),
      source: 'api',
      action: 'update',
    });
    // Paged: the second page's entry still has its summary against the one before it.
    const page2 = (await call('GET', `/api/products/${id}/revisions?limit=1&page=2`)).json();
    expect(page2.revisions[0].summary).toBe('price 264.00 → 279.00');
  });

  it('diff and restore round-trip a product with every child row exactly; the restore is a new revision', async () => {
    const id = world.product.id;
    const base = `/api/products/${id}`;
    // A full product through the API.
    await call('POST', `${base}/specs`, { specDefinitionId: world.spec.id, valueNumber: '1200' });
    await call('POST', `${base}/specs`, { specDefinitionId: world.spec2.id, valueString: 'Red' });
    await call('POST', `${base}/tags`, { tagIds: [world.tags[0]!.id, world.tags[1]!.id] });
    await call('POST', `${base}/documents`, { documentId: world.doc.id });
    await call('POST', `${base}/highlights`, { text: 'Fast', icon: 'zap' });
    await call('POST', `${base}/faqs`, { question: 'Why?', answer: 'Because.' });
    await call('POST', `${base}/relationships`, {
      toProductId: world.other.id,
      type: 'ACCESSORY',
      createReverse: true,
    });
    await call('POST', `${base}/distributor-links`, {
      distributorName: 'Shop A',
      url: 'https://a.example/x',
    });
    await call('PUT', `${base}/images`, {
      images: ['https://cdn.example/a.jpg', 'https://cdn.example/b.jpg'],
    });
    const saved = await currentSnapshot(t.ctx.db, id);
    const [target] = (await revisionsOf(id)).slice(-1);
    expect(target!.snapshot).toEqual(saved);

    // Change everything.
    await call('PATCH', base, {
      price: '279.00',
      description: 'A very strong torch for brazing steel.',
      name: 'Duplex Torch II',
    });
    const specs = (await call('GET', `${base}/specs`)).json() as { id: number }[];
    await call('DELETE', `${base}/specs/${specs[0]!.id}`);
    await call('DELETE', `${base}/tags/${world.tags[0]!.id}`);
    await call('POST', `${base}/tags/${world.tags[2]!.id}`, {});
    await call('POST', `${base}/documents`, { documentId: world.doc2.id });
    const hls = (await call('GET', `${base}/highlights`)).json() as { id: number }[];
    await call('PATCH', `${base}/highlights/${hls[0]!.id}`, { text: 'Faster' });
    const fq = (await call('GET', `${base}/faqs`)).json() as { id: number }[];
    await call('DELETE', `${base}/faqs/${fq[0]!.id}`);
    await call('POST', `${base}/relationships`, {
      toProductId: world.third.id,
      type: 'SIMILAR',
      createReverse: false,
    });
    await call('POST', `${base}/distributor-links`, {
      distributorName: 'Shop B',
      url: 'https://b.example/x',
    });
    await call('PUT', `${base}/images`, { images: [] });

    // The diff against the current state names what restoring would change.
    const detail = await call('GET', `${base}/revisions/${target!.id}`);
    expect(detail.statusCode).toBe(200);
    const d = detail.json();
    expect(d.problems).toEqual([]);
    expect(d.diff.fields.map((f: { field: string }) => f.field)).toEqual([
      'name',
      'description',
      'price',
      'images',
    ]);
    expect(d.diff.fields.find((f: { field: string }) => f.field === 'price')).toMatchObject({
      before: '279.00',
      after: '264.00',
    });
    expect(d.names.tags[String(world.tags[0]!.id)]).toBe(world.tags[0]!.name);
    expect(d.names.specs[String(world.spec.id)]).toBe('Max Temperature (°C)');
    expect(d.diff.lists.map((l: { list: string }) => l.list).sort()).toEqual(
      ['distributorLinks', 'documents', 'faqs', 'highlights', 'relationships', 'specs', 'tags'].sort(),
    );

    const before = (await revisionsOf(id)).length;
    const restored = await call('POST', `${base}/revisions/${target!.id}/restore`, undefined, {
      'sec-fetch-site': 'same-origin',
    });
    expect(restored.statusCode).toBe(200);
    expect(await currentSnapshot(t.ctx.db, id)).toEqual(saved);
    const revs = await revisionsOf(id);
    expect(revs).toHaveLength(before + 1);
    expect(revs.at(-1)).toMatchObject({
      id: restored.json().revisionId,
      source: 'restore',
      action: 'restore',
      userId: editor.id,
      note: { restoredFrom: target!.id },
    });
    expect(revs.at(-1)!.snapshot).toEqual(saved);
    // The audit log names it a restore of this product.
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'restore'));
    expect(audit).toMatchObject({
      userId: editor.id,
      targetType: 'products',
      targetId: String(id),
      result: 'success',
    });
    // The renamed product is back under its name; the public list agrees.
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, id));
    expect(row!.name).toBe('Duplex Torch');
  });

  it('a restore whose document was deleted since is refused with a clear message, and nothing changes', async () => {
    const id = world.product.id;
    await call('POST', `/api/products/${id}/documents`, { documentId: world.doc.id });
    const [withDoc] = (await revisionsOf(id)).slice(-1);
    await call('PATCH', `/api/products/${id}`, { price: '300.00' });
    await t.ctx.db.delete(documents).where(eq(documents.id, world.doc.id));
    const detail = (await call('GET', `/api/products/${id}/revisions/${withDoc!.id}`)).json();
    expect(detail.problems).toEqual(['The document "Safety Data Sheet" it links was deleted.']);
    const before = await currentSnapshot(t.ctx.db, id);
    const n = (await revisionsOf(id)).length;
    const res = await call('POST', `/api/products/${id}/revisions/${withDoc!.id}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'This version cannot be restored: The document "Safety Data Sheet" it links was deleted.',
    );
    expect(await currentSnapshot(t.ctx.db, id)).toEqual(before);
    expect(await revisionsOf(id)).toHaveLength(n);
  });

  it('viewers read the history but cannot restore; signed out is 401; unknown revisions 404', async () => {
    const id = world.product.id;
    await call('PATCH', `/api/products/${id}`, { price: '279.00' });
    const [first] = await revisionsOf(id);
    const viewer = await signedIn(t, 'viewer');
    const as = (cookie: string | null, method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
    expect((await as(viewer.cookie, 'GET', `/api/products/${id}/revisions`)).statusCode).toBe(200);
    expect((await as(viewer.cookie, 'GET', `/api/products/${id}/revisions/${first!.id}`)).statusCode).toBe(
      200,
    );
    const refused = await as(viewer.cookie, 'POST', `/api/products/${id}/revisions/${first!.id}/restore`);
    expect(refused.statusCode).toBe(403);
    expect((await as(null, 'GET', `/api/products/${id}/revisions`)).statusCode).toBe(401);
    expect((await as(null, 'POST', `/api/products/${id}/revisions/${first!.id}/restore`)).statusCode).toBe(
      401,
    );
    expect((await call('GET', `/api/products/${world.other.id}/revisions/${first!.id}`)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/products/999999/revisions`)).statusCode).toBe(404);
  });
});

describe('#19 revisions: deletes in the libraries', () => {
  it('deleting a tag or a document from its library records a revision of each product that had it', async () => {
    const id = world.product.id;
    await call('POST', `/api/products/${id}/tags`, { tagIds: [world.tags[0]!.id] });
    await call('POST', `/api/products/${id}/documents`, { documentId: world.doc.id });
    const n = (await revisionsOf(id)).length;
    expect((await call('DELETE', `/api/tags/${world.tags[0]!.id}`)).statusCode).toBeLessThan(300);
    expect((await call('DELETE', `/api/documents/${world.doc.id}`)).statusCode).toBeLessThan(300);
    const revs = await revisionsOf(id);
    expect(revs).toHaveLength(n + 2);
    const last = revs.at(-1)!.snapshot as unknown as ProductSnapshot;
    expect(last.tags).toEqual([]);
    expect(last.documents).toEqual([]);
    // Products without the tag get nothing.
    expect(await revisionsOf(world.other.id)).toHaveLength(0);
  });
});

describe('#19 revisions: import', () => {
  it('an import writes one revision per changed product (source "import", tagged with the file), none for unchanged ones', async () => {
    const csv = Buffer.from(
      [
        'SKU,Name,Slug,Category,Price',
        'DT-1,Duplex Torch,duplex-torch,torches,299.00', // price changed
        'TP-1,Tip,tip,torches,', // unchanged
        'NEW-9,Brand New,brand-new,torches,5.00', // created
      ].join('\n'),
    );
    const before = (await revisionsOf(world.other.id)).length;
    const res = await postImport(t.app, editor.cookie, csv, 'prices.csv', { updateExisting: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 1, updated: 2 });
    const changed = await revisionsOf(world.product.id);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      source: 'import',
      userId: editor.id,
      note: { importFile: 'prices.csv' },
    });
    expect((changed[0]!.snapshot as unknown as ProductSnapshot).product.price).toBe('299.00');
    const [created] = await t.ctx.db.select().from(products).where(eq(products.sku, 'NEW-9'));
    expect(await revisionsOf(created!.id)).toEqual([expect.objectContaining({ source: 'import' })]);
    // The tip's row was rewritten with the same values: its snapshot is its first, recorded once.
    expect((await revisionsOf(world.other.id)).length - before).toBeLessThanOrEqual(1);
    expect((await revisionsOf(world.third.id)).length).toBe(0);
  });
});
