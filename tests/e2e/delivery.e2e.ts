// #15: what a visitor's browser receives from the built server: every script and stylesheet of the
// public pages precompressed (brotli and gzip decode to the very bytes of the file), pages compressed,
// and the bytes on the wire per page type (written to test-results/delivery.json).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningServer, resultsDir, startServer } from './harness';

const available = inject('e2eAvailable');

async function raw(url: string, encoding: string) {
  // fetch() decodes for us; node:http does not, so the wire bytes can be counted.
  const { request } = await import('node:http');
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

describe.skipIf(!available)('#15 delivery of the built site', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('serves every asset and page compressed, decoding to the same bytes; records bytes on the wire', async () => {
    const products = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as {
      products: Array<{ slug: string }>;
    };
    const productPath = `/products/${products.products[0]!.slug}`;
    const pages = {
      home: '/',
      catalogue: '/products',
      product: productPath,
      legal: '/privacy',
      contact: '/contact',
    };
    const wire: Record<string, { html: number; htmlRaw: number; assets: number; assetsRaw: number }> = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      const identity = await raw(`${server.url}${pagePath}`, 'identity');
      expect(identity.status, pagePath).toBe(200);
      const br = await raw(`${server.url}${pagePath}`, 'br, gzip');
      expect(br.headers['content-encoding'], pagePath).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(br.body, 'br').equals(identity.body), pagePath).toBe(true);
      const html = identity.body.toString();
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
      expect(assets.length, pagePath).toBeGreaterThan(0);
      let assetBytes = 0;
      let assetRaw = 0;
      for (const asset of new Set(assets)) {
        const plain = await raw(`${server.url}${asset}`, 'identity');
        expect(plain.status, asset).toBe(200);
        for (const encoding of ['br', 'gzip']) {
          const packed = await raw(`${server.url}${asset}`, encoding);
          // Files under 1 kB are not worth compressing and travel as they are.
          if (plain.body.length < 1024) continue;
          expect(packed.headers['content-encoding'], `${asset} ${encoding}`).toBe(encoding);
          expect(String(packed.headers['cache-control'])).toContain('immutable');
          expect(decode(packed.body, encoding).equals(plain.body), `${asset} ${encoding}`).toBe(true);
          if (encoding === 'br') assetBytes += packed.body.length;
        }
        if (plain.body.length < 1024) assetBytes += plain.body.length;
        assetRaw += plain.body.length;
      }
      wire[name] = {
        html: br.body.length,
        htmlRaw: identity.body.length,
        assets: assetBytes,
        assetsRaw: assetRaw,
      };
    }
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'delivery.json'), `${JSON.stringify(wire, null, 2)}\n`);
    // A catalogue page's HTML travels at a fraction of its size.
    expect(wire.catalogue!.html).toBeLessThan(wire.catalogue!.htmlRaw / 4);
  });
});
