// Issue #16 "honest messages": every refusal says its true reason — too long says the limit, a number
// out of range says its range, a too-large image says the megapixel limit (413), and a conflict names
// its field (409 with details), on PGlite and PostgreSQL alike.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_MEGAPIXELS } from '../../core/constants';
import { mediaFiles } from '../../server/db/schema';
import { setupTestApp, signedIn } from '../helpers/app';
import { multipart } from '../helpers/multipart';

const t = setupTestApp();

async function send(method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) {
  const { cookie } = await signedIn(t, 'editor');
  const res = await t.app.inject({ method, url, headers: { cookie }, payload });
  return {
    status: res.statusCode,
    body: res.json() as { error: string; details?: Record<string, string[]> },
  };
}

async function product() {
  const category = await send('POST', '/api/categories', { name: 'Torches', slug: 'torches' });
  const created = await send('POST', '/api/products', {
    name: 'Alpha Torch',
    slug: 'alpha-torch',
    sku: 'AT-1',
    categoryId: (category.body as unknown as { id: number }).id,
  });
  expect(created.status).toBe(201);
  return created.body as unknown as { id: number; categoryId: number };
}

/**
 * A real JPEG of width × height: a small noise tile enlarged (sharp streams it, so making 130 MP
 * holds only a few rows at a time).
 */
async function bigJpeg(width: number, height: number): Promise<Buffer> {
  const tile = await sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(tile, { limitInputPixels: false })
    .resize(width, height, { kernel: 'nearest' })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A small JPEG whose header claims width × height (what a decompression bomb looks like to the server). */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c05020' } })
    .jpeg()
    .toBuffer();
  for (let i = 2; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && jpeg[i + 1] !== undefined && [0xc0, 0xc1, 0xc2].includes(jpeg[i + 1]!)) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error('no SOF marker');
}

async function upload(content: Buffer, fields: Record<string, string> = {}) {
  const { cookie } = await signedIn(t, 'editor');
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'image', file: { filename: 'camera.jpg', content, contentType: 'image/jpeg' } },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images/upload',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('honest messages (#16)', () => {
  it('#16: a 1,000-character product name, slug or SKU is refused with its limit, never "is required"', async () => {
    const { categoryId } = await product();
    const long = 'a'.repeat(1000);
    const cases = [
      ['name', 'Must be at most 200 characters'],
      ['slug', 'Must be at most 200 characters'],
      ['sku', 'Must be at most 64 characters'],
    ] as const;
    for (const [field, message] of cases) {
      const payload = { name: 'Beta Torch', slug: 'beta-torch', sku: 'BT-1', categoryId, [field]: long };
      const created = await send('POST', '/api/products', payload);
      expect(created.status, field).toBe(400);
      expect(created.body.details?.[field]).toEqual([message]);
      expect(JSON.stringify(created.body)).not.toMatch(/required/i);
    }
    const patched = await send('PATCH', '/api/products/1', { name: long });
    expect(patched.status).toBe(400);
    expect(patched.body.details?.name).toEqual(['Must be at most 200 characters']);
  });

  it('#16: a number out of range says its range, not "enter a valid number"', async () => {
    const { id } = await product();
    const definition = await send('POST', '/api/specs/definitions', {
      key: 'btu',
      label: 'BTU',
      dataType: 'NUMBER',
    });
    expect(definition.status).toBe(201);
    const value = await send('POST', `/api/products/${id}/specs`, {
      specDefinitionId: (definition.body as unknown as { id: number }).id,
      valueNumber: '99999999999',
    });
    expect(value.status).toBe(400);
    expect(value.body.error).toContain('"BTU" must be between -999999.9999 and 999999.9999');
    expect(value.body.error).not.toMatch(/valid number/i);

    const highlight = await send('POST', `/api/products/${id}/highlights`, { text: 'Hot', sort: 99_999_999 });
    expect(highlight.status).toBe(400);
    expect(highlight.body.details?.sort).toEqual(['Sort order must be between 0 and 1,000,000']);

    const definitionSort = await send('POST', '/api/specs/definitions', {
      key: 'weight',
      label: 'Weight',
      sortOrder: 99_999_999_999,
    });
    expect(definitionSort.status).toBe(400);
    expect(definitionSort.body.details?.sortOrder).toEqual([
      'Sort order must be between -1,000,000 and 1,000,000',
    ]);
  });

  it(`#16: a 130 MP JPEG is stored (the limit is ${MAX_IMAGE_MEGAPIXELS} MP), re-encoded at most 2400 px`, async () => {
    const jpeg = await bigJpeg(13_000, 10_000);
    const stored = await upload(jpeg);
    expect(stored.status).toBe(201);
    expect(Math.max(stored.body.width, stored.body.height)).toBe(2400);
    expect(await t.ctx.db.select().from(mediaFiles)).toHaveLength(1);
  }, 120_000);

  it('#16: an image over the megapixel limit answers 413 "Image too large: at most N megapixels", in the library and the product editor', async () => {
    expect(IMAGE_TOO_LARGE_MESSAGE).toBe(`Image too large: at most ${MAX_IMAGE_MEGAPIXELS} megapixels`);
    const bomb = await jpegClaiming(20_000, 10_000); // 200 MP, 1 kB
    const library = await upload(bomb);
    expect(library.status).toBe(413);
    expect(library.body).toEqual({ error: IMAGE_TOO_LARGE_MESSAGE });

    const { id } = await product();
    const editor = await upload(bomb, { productId: String(id) });
    expect(editor.status).toBe(413);
    expect(editor.body.error).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(await t.ctx.db.select().from(mediaFiles)).toHaveLength(0);
  });

  it('#16: a reserved page slug and a duplicate gallery slug answer 409 naming the slug field', async () => {
    const reserved = await send('POST', '/api/pages', { title: 'Products', slug: 'products' });
    expect(reserved.status).toBe(409);
    expect(Object.keys(reserved.body.details ?? {})).toEqual(['slug']);
    expect(reserved.body.details?.slug).toEqual([reserved.body.error]);

    expect((await send('POST', '/api/galleries', { name: 'Workshop', slug: 'workshop' })).status).toBe(201);
    const duplicate = await send('POST', '/api/galleries', { name: 'Workshop 2', slug: 'workshop' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details).toEqual({ slug: ['A gallery with this slug already exists'] });
  });
});
