// The product editor's lists: highlights, FAQs, relationships (with inverse links) and distributor links.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { distributorLinks, faqs, highlights, relationships } from '../../db/schema';
import { caller, seedProducts } from './test-fixtures';

const t = setupTestApp();
let fx: Awaited<ReturnType<typeof seedProducts>>;
let editor: string;
const call = caller(t, () => editor);

beforeEach(async () => {
  fx = await seedProducts(t);
  editor = (await signedIn(t, 'editor')).cookie;
});

describe('highlights (EDIT-60 to EDIT-62)', () => {
  it('EDIT-61 EDIT-60 EDIT-24: POST with productId, text, icon, sort; GET lists by sort', async () => {
    const base = `/api/products/${fx.product}/highlights`;
    const first = await call('POST', base, {
      productId: fx.product,
      text: 'Steady 15 PSI',
      icon: 'gauge',
      sort: 2,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ text: 'Steady 15 PSI', icon: 'gauge', sort: 2 });
    await call('POST', base, { productId: fx.product, text: 'Tubing up to 3 inch', icon: '', sort: 1 });
    const list = await call('GET', base);
    expect(list.json().map((h: { text: string }) => h.text)).toEqual([
      'Tubing up to 3 inch',
      'Steady 15 PSI',
    ]);
    expect(list.json()[0].icon).toBeNull();
  });

  it('EDIT-41 EDIT-42: text is required and the sort may not be negative', async () => {
    const base = `/api/products/${fx.product}/highlights`;
    const noText = await call('POST', base, { text: ' ', sort: 1 });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().details.text).toEqual(['Text is required']);
    const negative = await call('POST', base, { text: 'x', sort: -1 });
    expect(negative.json().details.sort).toEqual(['Sort order must be positive']);
    expect((await call('POST', base, { text: 'zero', sort: 0 })).statusCode).toBe(201);
    expect(await t.ctx.db.select().from(highlights)).toHaveLength(1);
  });

  it('EDIT-62: PATCH changes a highlight, DELETE removes it', async () => {
    const base = `/api/products/${fx.product}/highlights`;
    const created = (await call('POST', base, { text: 'Old', sort: 1 })).json();
    const patched = await call('PATCH', `${base}/${created.id}`, {
      productId: fx.product,
      text: 'New',
      icon: 'flame',
      sort: 3,
    });
    expect(patched.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(highlights);
    expect(row).toMatchObject({ text: 'New', icon: 'flame', sort: 3 });
    expect(
      (await call('PATCH', `/api/products/${fx.other}/highlights/${created.id}`, { text: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${base}/${created.id}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(highlights)).toHaveLength(0);
  });
});

describe('FAQs (EDIT-28)', () => {
  it('EDIT-28: add, edit, reorder and delete; a new FAQ goes last', async () => {
    const base = `/api/products/${fx.product}/faqs`;
    const a = (await call('POST', base, { question: 'Which gas?', answer: 'Acetylene.' })).json();
    const b = (await call('POST', base, { question: 'Warranty?', answer: 'One year.' })).json();
    expect([a.sort, b.sort]).toEqual([1, 2]);
    const edited = await call('PATCH', `${base}/${a.id}`, { answer: 'Acetylene with air.' });
    expect(edited.json()).toMatchObject({ question: 'Which gas?', answer: 'Acetylene with air.' });
    const reordered = await call('PUT', `${base}/reorder`, { ids: [b.id, a.id] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().map((f: { id: number }) => f.id)).toEqual([b.id, a.id]);
    const stored = await t.ctx.db.select().from(faqs).where(eq(faqs.id, b.id));
    expect(stored[0]!.sort).toBe(1);
    expect((await call('DELETE', `${base}/${a.id}`)).statusCode).toBe(204);
    expect((await call('GET', base)).json()).toHaveLength(1);
  });

  it('EDIT-28: question and answer are required; a reorder must name every FAQ once', async () => {
    const base = `/api/products/${fx.product}/faqs`;
    const bad = await call('POST', base, { question: '', answer: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      question: ['Question is required'],
      answer: ['Answer is required'],
    });
    const a = (await call('POST', base, { question: 'Q', answer: 'A' })).json();
    await call('POST', base, { question: 'Q2', answer: 'A2' });
    expect((await call('PUT', `${base}/reorder`, { ids: [a.id] })).statusCode).toBe(400);
    expect((await call('PUT', `${base}/reorder`, { ids: [a.id, a.id] })).statusCode).toBe(400);
    expect((await t.ctx.db.select().from(faqs)).map((f) => f.sort).sort()).toEqual([1, 2]);
  });

  it('EDIT-28: the public product page shows the FAQs', async () => {
    await call('POST', `/api/products/${fx.product}/faqs`, { question: 'Which gas?', answer: 'Acetylene.' });
    const details = await t.app.inject({ method: 'GET', url: '/api/products/slug/alpha-torch/details' });
    expect(details.json().faqs).toEqual([
      expect.objectContaining({ question: 'Which gas?', answer: 'Acetylene.' }),
    ]);
  });
});

describe('relationships (EDIT-63 to EDIT-66)', () => {
  it('EDIT-64 EDIT-65 EDIT-30: createReverse stores the inverse type from the other product in the same request', async () => {
    const res = await call('POST', `/api/products/${fx.product}/relationships`, {
      fromProductId: fx.product,
      toProductIds: [fx.other, fx.draft],
      type: 'ACCESSORY',
      note: 'Fits the tip',
      createReverse: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toHaveLength(2);
    const rows = await t.ctx.db.select().from(relationships);
    expect(rows).toHaveLength(4);
    expect(
      rows
        .filter((r) => r.type === 'ACCESSORY_FOR')
        .map((r) => [r.fromProductId, r.toProductId])
        .sort(),
    ).toEqual(
      [
        [fx.other, fx.product],
        [fx.draft, fx.product],
      ].sort(),
    );
    const list = await call('GET', `/api/products/${fx.product}/relationships`);
    expect(list.json()[0].inverseId).toEqual(expect.any(Number));
    const other = await call('GET', `/api/products/${fx.other}/relationships`);
    expect(other.json()).toEqual([
      expect.objectContaining({ type: 'ACCESSORY_FOR', toProductId: fx.product, note: 'Fits the tip' }),
    ]);
  });

  it('EDIT-64: the specified single body (toProductId) creates one link without the inverse', async () => {
    const res = await call('POST', `/api/products/${fx.product}/relationships`, {
      fromProductId: fx.product,
      toProductId: fx.other,
      type: 'SIMILAR',
      note: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()[0]).toMatchObject({
      type: 'SIMILAR',
      note: null,
      inverseId: null,
      toProduct: { sku: 'TP-1' },
    });
    expect(await t.ctx.db.select().from(relationships)).toHaveLength(1);
  });

  it('EDIT-44 EDIT-45: no product, a bad type, itself and a duplicate are refused, and nothing half-written stays', async () => {
    const base = `/api/products/${fx.product}/relationships`;
    const none = await call('POST', base, { type: 'ACCESSORY', toProductIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().details.toProductIds).toEqual([
      'Please select at least one product to create relationships.',
    ]);
    expect((await call('POST', base, { type: 'FRIEND', toProductId: fx.other })).statusCode).toBe(400);
    const self = await call('POST', base, { type: 'ACCESSORY', toProductIds: [fx.other, fx.product] });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('A product cannot be related to itself');
    await call('POST', base, { type: 'ACCESSORY', toProductId: fx.other });
    const dup = await call('POST', base, {
      type: 'ACCESSORY',
      toProductIds: [fx.draft, fx.other],
      createReverse: true,
    });
    expect(dup.statusCode).toBe(409);
    // The failed request left neither the draft's link nor any inverse.
    expect(await t.ctx.db.select().from(relationships)).toHaveLength(1);
  });

  it('EDIT-66: DELETE removes one side, or both with inverse=true', async () => {
    const base = `/api/products/${fx.product}/relationships`;
    const created = (
      await call('POST', base, { type: 'COMPONENT', toProductIds: [fx.other, fx.draft], createReverse: true })
    ).json() as Array<{ id: number; toProductId: number }>;
    const toOther = created.find((r) => r.toProductId === fx.other)!;
    const toDraft = created.find((r) => r.toProductId === fx.draft)!;
    expect((await call('DELETE', `${base}/${toOther.id}?inverse=true`)).statusCode).toBe(204);
    expect((await call('DELETE', `${base}/${toDraft.id}`)).statusCode).toBe(204);
    const rows = await t.ctx.db.select().from(relationships);
    expect(rows.map((r) => [r.fromProductId, r.type])).toEqual([[fx.draft, 'COMPONENT_OF']]);
    expect((await call('DELETE', `${base}/${toDraft.id}`)).statusCode).toBe(404);
  });

  it('deleting a product removes its links in both directions', async () => {
    await call('POST', `/api/products/${fx.product}/relationships`, {
      type: 'BUNDLE',
      toProductId: fx.other,
      createReverse: true,
    });
    expect((await call('DELETE', `/api/products/${fx.other}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(relationships)).toHaveLength(0);
  });
});

describe('distributor links', () => {
  it('add, list, change and remove; only http(s) addresses; the public page shows them', async () => {
    const base = `/api/products/${fx.product}/distributor-links`;
    const bad = await call('POST', base, { distributorName: 'Evil', url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    const noName = await call('POST', base, { distributorName: '', url: 'https://a.example' });
    expect(noName.json().details.distributorName).toEqual(['Distributor name is required']);
    const created = await call('POST', base, {
      distributorName: 'Acme Supply',
      url: 'https://acme.example/torch',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const patched = await call('PATCH', `${base}/${id}`, { distributorName: 'Acme Supply Co.' });
    expect(patched.json()).toMatchObject({
      distributorName: 'Acme Supply Co.',
      url: 'https://acme.example/torch',
    });
    const details = await t.app.inject({ method: 'GET', url: '/api/products/slug/alpha-torch/details' });
    expect(details.json().distributorLinks).toEqual([
      { id, distributorName: 'Acme Supply Co.', url: 'https://acme.example/torch' },
    ]);
    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(distributorLinks)).toHaveLength(0);
  });

  it('viewers cannot change them', async () => {
    const viewer = (await signedIn(t, 'viewer')).cookie;
    const res = await call(
      'POST',
      `/api/products/${fx.product}/distributor-links`,
      { distributorName: 'A', url: 'https://a.example' },
      viewer,
    );
    expect(res.statusCode).toBe(403);
  });
});
