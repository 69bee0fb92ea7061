// #20 datasheet: GET /products/{slug}/datasheet.pdf is a valid PDF whose text holds the name, SKU/MPN,
// every specification value with its unit, highlights, documents and the page address; it is cached and
// made again after the product changes.
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { storeImage } from '../images/pipeline';
import { pdfSafe } from './pdf';

const t = setupTestApp();
let productId = 0;

beforeEach(async () => {
  const db = t.ctx.db;
  const performance = await create.specCategory(db, { name: 'Performance', slug: 'performance' });
  const defs = {
    flame: await create.specDefinition(db, {
      key: 'flame_class',
      label: 'Flame Class',
      dataType: 'ENUM',
      enumOptions: ['Heavy'],
      categoryId: performance.id,
    }),
    temp: await create.specDefinition(db, {
      key: 'max_temp',
      label: 'Max Temperature',
      dataType: 'NUMBER',
      unit: '°F',
      categoryId: performance.id,
    }),
    weight: await create.specDefinition(db, {
      key: 'weight',
      label: 'Weight',
      dataType: 'NUMBER',
      unit: 'lb',
    }),
    hose: await create.specDefinition(db, {
      key: 'hose',
      label: 'Hose Length',
      dataType: 'STRING',
      unit: 'ft',
    }),
    fits: await create.specDefinition(db, {
      key: 'fits_tips',
      label: 'Fits Tips',
      dataType: 'RELATIONSHIP_LIST',
    }),
    lighting: await create.specDefinition(db, {
      key: 'self_lighting',
      label: 'Self-lighting',
      dataType: 'BOOLEAN',
    }),
    // Characters the PDF's built-in fonts cannot show: the sheet embeds a Unicode font for them.
    tip: await create.specDefinition(db, {
      key: 'tip_size',
      label: 'Tip Ø × length',
      dataType: 'STRING',
      unit: 'mm',
    }),
    pressure: await create.specDefinition(db, {
      key: 'pressure',
      label: 'Working pressure',
      dataType: 'STRING',
      unit: 'psi',
    }),
    filter: await create.specDefinition(db, {
      key: 'filter',
      label: 'Filter mesh',
      dataType: 'NUMBER',
      unit: 'µm',
    }),
    range: await create.specDefinition(db, {
      key: 'range',
      label: 'Ambient range',
      dataType: 'STRING',
      unit: '°C',
    }),
  };
  const png = await sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 80, b: 20 } },
  })
    .png()
    .toBuffer();
  const image = await storeImage(t.ctx.files, png, 'alpha-torch');
  const brand = await create.brand(db, { name: 'Torchworks Pro', slug: 'torchworks-pro' });
  const product = await create.product(db, {
    name: 'Alpha Torch',
    slug: 'alpha-torch',
    sku: 'AT-100',
    mpn: 'MPN-AT100',
    subtitle: 'The everyday handle',
    shortDescription: 'A light air/acetylene torch for copper tube.',
    price: '1234.50',
    brandId: brand.id,
    status: 'active',
    images: [image.url],
  });
  productId = product.id;
  await create.specValue(db, { productId, specDefinitionId: defs.flame.id, valueEnum: 'Heavy' });
  await create.specValue(db, { productId, specDefinitionId: defs.temp.id, valueNumber: '3600.5000' });
  await create.specValue(db, { productId, specDefinitionId: defs.weight.id, valueNumber: '1.2500' });
  await create.specValue(db, { productId, specDefinitionId: defs.hose.id, valueString: '12' });
  await create.specValue(db, { productId, specDefinitionId: defs.lighting.id, valueBoolean: true });
  await create.specValue(db, {
    productId,
    specDefinitionId: defs.fits.id,
    valueString: '<ul><li>T-4 &amp; T-5</li><li><a href="/products/t-8">T-8</a></li></ul>',
  });
  await create.specValue(db, { productId, specDefinitionId: defs.tip.id, valueString: 'Ø 3.2 × 40' });
  await create.specValue(db, { productId, specDefinitionId: defs.pressure.id, valueString: '≤ 15' });
  await create.specValue(db, { productId, specDefinitionId: defs.filter.id, valueNumber: '50' });
  await create.specValue(db, { productId, specDefinitionId: defs.range.id, valueString: '−10 – 40' });
  await create.highlight(db, { productId, text: 'Swirl combustion flame', sort: 0 });
  await create.highlight(db, { productId, text: 'Fits ⅜″ hose, ½″ fittings', sort: 1 });
  const manual = await create.document(db, {
    title: 'Operating Manual',
    kind: 'MANUAL',
    url: '/api/storage/documents/alpha-manual.pdf',
    version: '2.1',
  });
  await create.productDocument(db, { productId, documentId: manual.id });
  await create.product(db, { name: 'Draft Torch', slug: 'draft-torch', sku: 'DT-1', status: 'draft' });
});

async function pdfText(body: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

const get = (slug: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/products/${slug}/datasheet.pdf`, headers: cookie ? { cookie } : {} });

describe('#20 datasheet: GET /products/{slug}/datasheet.pdf', () => {
  it('#20: a valid one- or two-page PDF with name, SKU, MPN, every spec value with its unit, highlights, documents and the page URL', async () => {
    const res = await get('alpha-torch');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="alpha-torch-datasheet.pdf"');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(body);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    for (const expected of [
      'Torchworks',
      'Alpha Torch',
      'The everyday handle',
      'SKU: AT-100',
      'MPN: MPN-AT100',
      'Torchworks Pro',
      '$1,234.50 MSRP',
      'A light air/acetylene torch for copper tube.',
      'Swirl combustion flame',
      'Technical Specifications',
      'Performance',
      'General',
      'Flame Class',
      'Heavy',
      'Max Temperature',
      '3600.5 °F',
      'Weight',
      '1.25 lb',
      'Hose Length',
      '12 ft',
      'Self-lighting',
      'Yes',
      'Fits Tips',
      'T-4 & T-5',
      'Tip Ø × length',
      'Ø 3.2 × 40 mm',
      'Working pressure',
      '≤ 15 psi',
      'Filter mesh',
      // The sheet maps the glyph to U+00B5 (micro sign); pdf.js's text extraction folds it to Greek mu.
      '50 μm',
      'Ambient range',
      '−10 – 40 °C',
      'Fits ⅜″ hose, ½″ fittings',
      'T-8',
      'Operating Manual',
      'User Manual',
      `${t.ctx.config.publicUrl}/api/storage/documents/alpha-manual.pdf`,
      `${t.ctx.config.publicUrl}/products/alpha-torch`,
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('<li>'); // RELATIONSHIP_LIST markup is written as plain lines
    // The image was embedded (the main picture as a JPEG).
    expect(body.includes(Buffer.from('/DCTDecode'))).toBe(true);
  });

  it('#20: cached after the first answer, and made again after the product changes', async () => {
    const first = await get('alpha-torch');
    expect(first.headers['x-cache']).toBe('MISS');
    const again = await get('alpha-torch');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const { cookie } = await signedIn(t, 'editor');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${productId}`,
      headers: { cookie },
      payload: { name: 'Alpha Torch Mk II' },
    });
    expect(patch.statusCode).toBe(200);
    const after = await get('alpha-torch');
    expect(after.headers['x-cache']).toBe('MISS');
    const { text } = await pdfText(after.rawPayload);
    expect(text).toContain('Alpha Torch Mk II');
  });

  it('#20: an unknown or draft product is 404 for visitors; staff may preview a draft', async () => {
    expect((await get('nope')).statusCode).toBe(404);
    expect((await get('draft-torch')).statusCode).toBe(404);
    const { cookie } = await signedIn(t, 'viewer');
    const staff = await get('draft-torch', cookie);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('private, no-store');
  });

  it('#20: the embedded font draws ≤ ° × µ Ø ″ − and Greek as they are; only what it lacks is "?"', () => {
    expect(pdfSafe('½″ to 3″ ≤ 5 °F – “x” × µ Ø − Δp')).toBe('½″ to 3″ ≤ 5 °F – “x” × µ Ø − Δp');
    expect(pdfSafe('a\tb\u0007c')).toBe('a bc');
    expect(pdfSafe('数')).toBe('?');
  });

  it('#20: the font is embedded (a subset), not a built-in PDF font', async () => {
    const body = (await get('alpha-torch')).rawPayload;
    expect(body.includes(Buffer.from('/FontFile2'))).toBe(true);
    expect(body.includes(Buffer.from('DejaVuSansCondensed'))).toBe(true);
    expect(body.includes(Buffer.from('/Helvetica'))).toBe(false);
  });
});
