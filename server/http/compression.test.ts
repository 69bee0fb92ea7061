// #15: every text answer is compressed by negotiation (brotli, then gzip), decodes to the same bytes as
// the uncompressed answer, carries Vary: Accept-Encoding, and the answer cache serves hits compressed
// with strong validators and 304s; robots.txt lets crawlers reach public images and documents.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../tests/helpers/app';
import { createTestRenderer, type ServerEntry } from '../web/renderer';
import { negotiateEncoding } from './compression';

const t = setupTestApp({
  build: {
    web: createTestRenderer(async () => (await import('../../client/src/entry-server')) as ServerEntry),
  },
});

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

async function seedProducts() {
  const { cookie } = await signedIn(t, 'editor');
  const category = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: { cookie },
    payload: { name: 'Duplex Soldering Torches', slug: 'duplex-soldering-torches' },
  });
  const categoryId = category.json().id as number;
  for (let i = 1; i <= 12; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: {
        name: `Duplex Torch ${i}`,
        slug: `duplex-torch-${i}`,
        sku: `DT-${i}`,
        categoryId,
        status: 'active',
        price: '189.00',
        shortDescription: `Duplex soldering torch number ${i} for copper tubing up to 3 inch.`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe('#15 compression', () => {
  it('negotiates brotli, then gzip, honouring q-values', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });

  it('HTML, JSON and the sitemap decode to the same bytes in every encoding, with Vary, and cache hits come compressed', async () => {
    await seedProducts();
    for (const url of [
      '/products',
      '/',
      '/api/products?limit=12',
      '/sitemap.xml',
      '/products/duplex-torch-1',
    ]) {
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(String(plain.headers.vary), url).toMatch(/accept-encoding/i);
      for (const encoding of ['br', 'gzip'] as const) {
        // Twice: the first may be a miss, the second is a hit; both are compressed.
        for (const round of [1, 2]) {
          const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
          expect(res.statusCode, `${url} ${encoding} ${round}`).toBe(200);
          expect(res.headers['content-encoding'], `${url} ${encoding} ${round}`).toBe(encoding);
          expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
          const raw = res.rawPayload;
          expect(raw.length).toBeLessThan(plain.rawPayload.length);
          expect(decode(raw, encoding).equals(plain.rawPayload), `${url} ${encoding}`).toBe(true);
          if (round === 2) expect(res.headers['x-cache'], url).toBe('HIT');
          // The server's own time, for developer tools and the bench (#20).
          expect(String(res.headers['server-timing']), url).toMatch(/^app;dur=\d+(\.\d)?$/);
        }
      }
    }
  });

  it('#20 a miss is compressed at the cheap level; the first hit starts the stored-level form, which later hits get with the same ETag', async () => {
    await seedProducts();
    const get = () => t.app.inject({ method: 'GET', url: '/products', headers: { 'accept-encoding': 'br' } });
    const miss = await get();
    expect(miss.headers['x-cache']).toBe('MISS');
    const plain = zlib.brotliDecompressSync(miss.rawPayload);
    const cheap = zlib.brotliCompressSync(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    expect(miss.rawPayload.length).toBe(cheap.length);
    const firstHit = await get();
    expect(firstHit.headers['x-cache']).toBe('HIT');
    expect(firstHit.rawPayload.equals(miss.rawPayload)).toBe(true);
    // The recompression runs in zlib's thread pool; a later hit sends its result.
    let later = firstHit;
    for (let i = 0; i < 50 && later.rawPayload.length === miss.rawPayload.length; i++) {
      await new Promise((r) => setTimeout(r, 20));
      later = await get();
    }
    expect(later.rawPayload.length).toBeLessThan(miss.rawPayload.length);
    expect(zlib.brotliDecompressSync(later.rawPayload).equals(plain)).toBe(true);
    expect(later.headers.etag).toBe(miss.headers.etag);
  });

  it('signed-in and uncached JSON answers are compressed too; small ones are not', async () => {
    await seedProducts();
    const { cookie } = await signedIn(t, 'viewer');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=12',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/api/products?limit=12', headers: { cookie } });
    expect(decode(res.rawPayload, 'br').toString()).toBe(plain.body);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('public answers carry strong validators, CDN cache lifetimes, and 304 for any form of the same content', async () => {
    await seedProducts();
    const first = await t.app.inject({
      method: 'GET',
      url: '/products',
      headers: { 'accept-encoding': 'br' },
    });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/products',
        headers: { 'accept-encoding': encoding, 'if-none-match': etag },
      });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.body).toBe('');
    }
    const plain = await t.app.inject({ method: 'GET', url: '/products' });
    expect(plain.headers.etag).toBe(etag.replace(/-br"$/, '"'));
    const stale = await t.app.inject({
      method: 'GET',
      url: '/products',
      headers: { 'if-none-match': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('robots.txt lets crawlers reach stored images and documents and keeps the rest of /api/ and /admin out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    const lines = res.body.split('\n');
    expect(lines).toContain('Allow: /api/storage/');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /admin');
    expect(lines.indexOf('Allow: /api/storage/')).toBeLessThan(lines.indexOf('Disallow: /api/'));
  });
});
