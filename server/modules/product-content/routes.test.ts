// The product editor's sub-resources: specification values, tags, document links, completeness.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import {
  documents,
  mediaFiles,
  productDocuments,
  productSpecValues,
  products,
  productTags,
  specDefinitions,
  tags,
} from '../../db/schema';
import { caller, seedProducts } from './test-fixtures';

const t = setupTestApp();

interface ContentFixture {
  product: number;
  other: number;
  draft: number;
  defs: { number: number; boolean: number; enum: number; string: number };
}

let fx: ContentFixture;
let editor: string;

beforeEach(async () => {
  const ids = await seedProducts(t);
  const defs = await t.ctx.db
    .insert(specDefinitions)
    .values([
      { key: 'max_temp', label: 'Max Temperature', dataType: 'NUMBER', unit: '°C', required: true },
      { key: 'regulator', label: 'Regulator Included', dataType: 'BOOLEAN' },
      { key: 'flame_class', label: 'Flame Class', dataType: 'ENUM', enumOptions: ['Fine', 'Heavy'] },
      { key: 'hose', label: 'Hose', dataType: 'STRING' },
    ])
    .returning({ id: specDefinitions.id });
  fx = {
    ...ids,
    defs: { number: defs[0]!.id, boolean: defs[1]!.id, enum: defs[2]!.id, string: defs[3]!.id },
  };
  editor = (await signedIn(t, 'editor')).cookie;
});

const call = caller(t, () => editor);

describe('product specification values (SPEC-24 to SPEC-27, EDIT-52, EDIT-53)', () => {
  it('SPEC-25 EDIT-52 EDIT-53 EDIT-38: POST stores each type in its column with the filter slug', async () => {
    const base = `/api/products/${fx.product}/specs`;
    const n = await call('POST', base, {
      productId: fx.product,
      specDefinitionId: fx.defs.number,
      valueNumber: '1200',
    });
    expect(n.statusCode).toBe(201);
    expect(n.json()).toMatchObject({
      valueNumber: '1200',
      displayValue: '1200 °C',
      definition: { label: 'Max Temperature' },
    });
    const b = await call('POST', base, {
      productId: fx.product,
      specDefinitionId: fx.defs.boolean,
      valueString: 'yes',
    });
    expect(b.json()).toMatchObject({ valueBoolean: true, displayValue: 'Yes' });
    const e = await call('POST', base, { specDefinitionId: fx.defs.enum, valueEnum: 'Fine' });
    expect(e.statusCode).toBe(201);
    const s = await call('POST', base, { specDefinitionId: fx.defs.string, valueString: '3 m' });
    expect(s.statusCode).toBe(201);
    const stored = await t.ctx.db
      .select()
      .from(productSpecValues)
      .where(eq(productSpecValues.productId, fx.product));
    expect(stored).toHaveLength(4);
    const enumRow = stored.find((r) => r.specDefinitionId === fx.defs.enum)!;
    expect(enumRow).toMatchObject({ valueEnum: 'Fine', valueSlug: 'fine', valueString: null });
  });

  it('SPEC-24: GET lists the values with their definitions; 404 for a missing product', async () => {
    await call('POST', `/api/products/${fx.product}/specs`, {
      specDefinitionId: fx.defs.number,
      valueNumber: 2.5,
    });
    const res = await call('GET', `/api/products/${fx.product}/specs`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({ valueNumber: '2.5', displayValue: '2.5 °C' });
    expect((await call('GET', '/api/products/9999/specs')).statusCode).toBe(404);
  });

  it('EDIT-37 SPEC-17: a bad number, a value outside the options, a missing value and a missing definition are refused', async () => {
    const base = `/api/products/${fx.product}/specs`;
    const bad = await call('POST', base, { specDefinitionId: fx.defs.number, valueNumber: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.valueNumber).toEqual(['"Max Temperature" must be a number']);
    const option = await call('POST', base, { specDefinitionId: fx.defs.enum, valueEnum: 'Medium' });
    expect(option.statusCode).toBe(400);
    const empty = await call('POST', base, { specDefinitionId: fx.defs.string, valueString: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Please select a specification and enter a value.');
    const noDef = await call('POST', base, { valueString: 'x' });
    expect(noDef.statusCode).toBe(400);
    expect(noDef.json().details.specDefinitionId).toEqual(['Specification is required']);
    const wrongProduct = await call('POST', base, {
      productId: fx.other,
      specDefinitionId: fx.defs.string,
      valueString: 'x',
    });
    expect(wrongProduct.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(productSpecValues)).toHaveLength(0);
  });

  it('#14 EDIT-38: a value that does not fit its type is refused with 400 naming the specification, never coerced', async () => {
    const base = `/api/products/${fx.product}/specs`;
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await call('POST', base, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect(res.json().details[field]).toEqual([message]);
    };
    const yesNo = '"Regulator Included" must be Yes or No';
    for (const text of ['maybe', 'Y', 'nope'])
      await refused({ specDefinitionId: fx.defs.boolean, valueString: text }, 'valueBoolean', yesNo);
    await refused({ specDefinitionId: fx.defs.boolean, valueBoolean: 'maybe' }, 'valueBoolean', yesNo);
    const range =
      '"Max Temperature" must be between -999999.9999 and 999999.9999 (at most 6 digits before the decimal point and 4 after)';
    await refused({ specDefinitionId: fx.defs.number, valueNumber: '1000000' }, 'valueNumber', range);
    await refused({ specDefinitionId: fx.defs.number, valueNumber: 1234567.5 }, 'valueNumber', range);
    await refused({ specDefinitionId: fx.defs.number, valueNumber: '1.23456' }, 'valueNumber', range);
    await refused(
      { specDefinitionId: fx.defs.number, valueString: '12 mm' },
      'valueNumber',
      '"Max Temperature" must be a number',
    );
    await refused(
      { specDefinitionId: fx.defs.enum, valueEnum: 'Medium' },
      'valueEnum',
      '"Flame Class" must be one of: Fine, Heavy',
    );
    expect(await t.ctx.db.select().from(productSpecValues)).toHaveLength(0);

    // true/yes/1 and false/no/0 are the accepted spellings; the boolean itself always is.
    const yes = await call('POST', base, { specDefinitionId: fx.defs.boolean, valueString: '1' });
    expect(yes.json()).toMatchObject({ valueBoolean: true, displayValue: 'Yes' });
    const edge = await call('POST', base, { specDefinitionId: fx.defs.number, valueNumber: '-999999.9999' });
    expect(edge.statusCode).toBe(201);
    expect(edge.json().valueNumber).toBe('-999999.9999');

    // PATCH is checked the same way and leaves the stored value alone.
    const patch = await call('PATCH', `${base}/${yes.json().id}`, {
      valueBoolean: null,
      valueString: 'maybe',
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error).toBe(yesNo);
    const patchNumber = await call('PATCH', `${base}/${edge.json().id}`, { valueNumber: '99999999' });
    expect(patchNumber.statusCode).toBe(400);
    expect(patchNumber.json().error).toBe(range);
    const rows = await t.ctx.db.select().from(productSpecValues);
    expect(rows.find((r) => r.id === yes.json().id)!.valueBoolean).toBe(true);
    expect(rows.find((r) => r.id === edge.json().id)!.valueNumber).toBe('-999999.9999');
    const no = await call('PATCH', `${base}/${yes.json().id}`, { valueBoolean: false });
    expect(no.json()).toMatchObject({ valueBoolean: false, displayValue: 'No' });
  });

  it('one value per product and definition: a second one answers 409', async () => {
    const base = `/api/products/${fx.product}/specs`;
    await call('POST', base, { specDefinitionId: fx.defs.string, valueString: 'a' });
    const again = await call('POST', base, { specDefinitionId: fx.defs.string, valueString: 'b' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This product already has a value for that specification');
    expect(await t.ctx.db.select().from(productSpecValues)).toHaveLength(1);
  });

  it('SPEC-26 SPEC-27: PATCH changes the value, DELETE removes it; another product cannot reach it', async () => {
    const created = (
      await call('POST', `/api/products/${fx.product}/specs`, {
        specDefinitionId: fx.defs.number,
        valueNumber: '10',
      })
    ).json();
    const patched = await call('PATCH', `/api/products/${fx.product}/specs/${created.id}`, {
      productId: fx.product,
      specDefinitionId: fx.defs.number,
      valueNumber: '12.5',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().displayValue).toBe('12.5 °C');
    const [row] = await t.ctx.db.select().from(productSpecValues);
    expect(row!.valueNumber).toBe('12.5000');
    expect((await call('DELETE', `/api/products/${fx.other}/specs/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/products/${fx.product}/specs/${created.id}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(productSpecValues)).toHaveLength(0);
    expect((await call('DELETE', `/api/products/${fx.product}/specs/${created.id}`)).statusCode).toBe(404);
  });

  it('viewers may read but not change; signed out is 401', async () => {
    const viewer = (await signedIn(t, 'viewer')).cookie;
    expect((await call('GET', `/api/products/${fx.product}/specs`, undefined, viewer)).statusCode).toBe(200);
    expect(
      (
        await call(
          'POST',
          `/api/products/${fx.product}/specs`,
          { specDefinitionId: fx.defs.string, valueString: 'x' },
          viewer,
        )
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${fx.product}/specs` })).statusCode).toBe(
      401,
    );
  });
});

describe('product tags (EDIT-54 to EDIT-56)', () => {
  async function seedTags() {
    const group = await create.tagCategory(t.ctx.db, {
      name: 'Applications',
      slug: 'applications',
      color: '#22C55E',
    });
    const rows = await t.ctx.db
      .insert(tags)
      .values([
        { name: 'HVAC', slug: 'hvac', categoryId: group.id },
        { name: 'Roofing', slug: 'roofing', categoryId: group.id },
        { name: 'Clearance', slug: 'clearance' },
      ])
      .returning({ id: tags.id });
    return rows.map((r) => r.id);
  }

  it('EDIT-55: POST …/tags/{tagId} with an empty body adds one tag; GET lists them with their group', async () => {
    const [hvac, , clearance] = await seedTags();
    const res = await call('POST', `/api/products/${fx.product}/tags/${hvac}`);
    expect(res.statusCode).toBe(201);
    await call('POST', `/api/products/${fx.product}/tags/${clearance}`);
    const list = await call('GET', `/api/products/${fx.product}/tags`);
    expect(list.json()).toEqual([
      expect.objectContaining({
        name: 'HVAC',
        category: { id: expect.any(Number), name: 'Applications', color: '#22C55E' },
      }),
      expect.objectContaining({ name: 'Clearance', category: null }),
    ]);
  });

  it('several tags in one request, in one statement: an unknown tag refuses them all', async () => {
    const [hvac, roofing] = await seedTags();
    const bad = await call('POST', `/api/products/${fx.product}/tags`, { tagIds: [hvac, 9999] });
    expect(bad.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(productTags)).toHaveLength(0);
    const ok = await call('POST', `/api/products/${fx.product}/tags`, { tagIds: [hvac, roofing, hvac] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toHaveLength(2);
    // Adding an already assigned tag keeps it once.
    expect((await call('POST', `/api/products/${fx.product}/tags/${hvac}`)).statusCode).toBe(201);
    expect(await t.ctx.db.select().from(productTags)).toHaveLength(2);
  });

  it('EDIT-56: DELETE removes the tag; a tag not assigned answers 404', async () => {
    const [hvac] = await seedTags();
    await call('POST', `/api/products/${fx.product}/tags/${hvac}`);
    expect((await call('DELETE', `/api/products/${fx.product}/tags/${hvac}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(productTags)).toHaveLength(0);
    expect((await call('DELETE', `/api/products/${fx.product}/tags/${hvac}`)).statusCode).toBe(404);
  });

  it('EDIT-54: visitors read the tags of active products only', async () => {
    const [hvac] = await seedTags();
    await call('POST', `/api/products/${fx.draft}/tags/${hvac}`);
    await call('POST', `/api/products/${fx.product}/tags/${hvac}`);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${fx.product}/tags` })).json(),
    ).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${fx.draft}/tags` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/products/${fx.product}/tags/${hvac}` })).statusCode,
    ).toBe(401);
  });
});

describe('product document links (EDIT-57 to EDIT-59, DOC-24)', () => {
  async function doc(title = 'Safety Data Sheet') {
    const [row] = await t.ctx.db
      .insert(documents)
      .values({ title, kind: 'SDS', url: 'https://example.com/sds.pdf', version: '2' })
      .returning({ id: documents.id });
    return row!.id;
  }

  it('EDIT-58 DOC-24: POST links a document (body productId, documentId); GET lists it', async () => {
    const documentId = await doc();
    const res = await call('POST', `/api/products/${fx.product}/documents`, {
      productId: fx.product,
      documentId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      documentId,
      document: { title: 'Safety Data Sheet', kind: 'SDS', version: '2' },
    });
    const list = await call('GET', `/api/products/${fx.product}/documents`);
    expect(list.json()).toHaveLength(1);
    expect(await t.ctx.db.select().from(productDocuments)).toHaveLength(1);
  });

  it('EDIT-40: no document answers "Document is required"; a missing one 400; twice 409', async () => {
    const missing = await call('POST', `/api/products/${fx.product}/documents`, { productId: fx.product });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.documentId).toEqual(['Document is required']);
    expect(
      (await call('POST', `/api/products/${fx.product}/documents`, { documentId: 9999 })).statusCode,
    ).toBe(400);
    const documentId = await doc();
    await call('POST', `/api/products/${fx.product}/documents`, { documentId });
    const twice = await call('POST', `/api/products/${fx.product}/documents`, { documentId });
    expect(twice.statusCode).toBe(409);
    expect(await t.ctx.db.select().from(productDocuments)).toHaveLength(1);
  });

  it('EDIT-59: DELETE removes the link by its id and keeps the document', async () => {
    const documentId = await doc();
    const link = (await call('POST', `/api/products/${fx.product}/documents`, { documentId })).json();
    expect((await call('DELETE', `/api/products/${fx.other}/documents/${link.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/products/${fx.product}/documents/${link.id}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(productDocuments)).toHaveLength(0);
    expect(await t.ctx.db.select().from(documents)).toHaveLength(1);
  });
});

describe('product completeness', () => {
  it('scores required specs, images with alt text, description and a document; lists what is missing', async () => {
    const first = await call('GET', `/api/products/${fx.product}/completeness`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      productId: fx.product,
      score: 0,
      missing: [
        'Specification: Max Temperature',
        'At least one image',
        'A description',
        'At least one document',
      ],
    });
    await t.ctx.db.insert(mediaFiles).values({
      url: '/api/storage/images/alpha.webp',
      originalName: 'alpha.jpg',
      seoFilename: 'alpha.webp',
      alt: 'Alpha torch',
      size: 10,
      mimeType: 'image/webp',
    });
    await t.ctx.db
      .update(products)
      .set({
        description: 'A torch',
        images: ['/api/storage/images/alpha.webp', 'https://example.com/b.jpg'],
      })
      .where(eq(products.id, fx.product));
    await call('POST', `/api/products/${fx.product}/specs`, {
      specDefinitionId: fx.defs.number,
      valueNumber: 1,
    });
    const res = await call('GET', `/api/products/${fx.product}/completeness`);
    expect(res.json()).toMatchObject({
      score: 63,
      missing: ['Alt text for 1 image', 'At least one document'],
    });
    const many = await call('GET', `/api/products/completeness?ids=${fx.product},${fx.other},9999`);
    expect(many.statusCode).toBe(200);
    expect(many.json().map((c: { productId: number }) => c.productId)).toEqual([fx.product, fx.other]);
    expect((await call('GET', '/api/products/completeness?ids=abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/products/9999/completeness')).statusCode).toBe(404);
  });

  it('the products list filters by completeness for staff (SQL rule = the score of 100)', async () => {
    const list = async (value: string) =>
      (await call('GET', `/api/products?completeness=${value}`))
        .json()
        .products.map((p: { sku: string }) => p.sku);
    expect(await list('complete')).toEqual([]);
    expect((await list('incomplete')).sort()).toEqual(['DK-1', 'TP-1', 'TW-100']);
    await t.ctx.db.insert(mediaFiles).values({
      url: '/api/storage/images/tip.webp',
      originalName: 'tip.jpg',
      seoFilename: 'tip.webp',
      alt: 'Bravo tip',
      size: 10,
      mimeType: 'image/webp',
    });
    await t.ctx.db
      .update(products)
      .set({ description: 'A tip', images: ['/api/storage/images/tip.webp'] })
      .where(eq(products.id, fx.other));
    await call('POST', `/api/products/${fx.other}/specs`, {
      specDefinitionId: fx.defs.number,
      valueNumber: 1,
    });
    const [document] = await t.ctx.db
      .insert(documents)
      .values({ title: 'SDS', kind: 'SDS', url: 'https://example.com/a.pdf' })
      .returning({ id: documents.id });
    await call('POST', `/api/products/${fx.other}/documents`, { documentId: document!.id });
    expect((await call('GET', `/api/products/${fx.other}/completeness`)).json().score).toBe(100);
    expect(await list('complete')).toEqual(['TP-1']);
    expect(await list('incomplete')).not.toContain('TP-1');
    // Visitors cannot use the filter: they get the plain active list.
    const visitor = await t.app.inject({ method: 'GET', url: '/api/products?completeness=complete' });
    expect(visitor.json().total).toBe(2);
  });
});
