// What a visitor's connection carries (#15): the cached /products page with brotli against identity
// (compression must keep ≥ 0.9 of the uncompressed throughput, since cache hits reuse the stored
// compressed form), the bytes on the wire per page type (HTML plus its scripts and stylesheets) and the
// initial JavaScript per page type as the build measured it. Alone, on the demo catalogue:
// `npx tsx bench/delivery.ts` (after `npm run build`).
import fs from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { reportBrowserJs } from './browser-js';
import { startBuiltServer } from './server';

type Out = (line?: string) => void;

function wireBytes(url: string, encoding: string): Promise<{ bytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ bytes: body.length, body: res.headers['content-encoding'] ? '' : body.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureDelivery(
  baseUrl: string,
  pages: Record<string, string>,
  out: Out,
  options: { seconds: number; connections: number },
): Promise<void> {
  const run = (encoding?: string) =>
    autocannon({
      url: `${baseUrl}/products`,
      connections: options.connections,
      duration: options.seconds,
      ...(encoding ? { headers: { 'accept-encoding': encoding } } : {}),
    });
  await run('br');
  const identity = await run();
  const br = await run('br');
  out(
    `  cached /products: identity ${identity.requests.average.toFixed(0)} req/s, br ${br.requests.average.toFixed(0)} req/s ` +
      `(ratio ${(br.requests.average / identity.requests.average).toFixed(2)}, target ≥ 0.9)`,
  );
  out('  page type     HTML raw → br      scripts+CSS br   total on the wire');
  for (const [name, path] of Object.entries(pages)) {
    const plain = await wireBytes(`${baseUrl}${path}`, 'identity');
    const packed = await wireBytes(`${baseUrl}${path}`, 'br');
    const assets = [...plain.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (m) => m[1]!,
    );
    let assetBytes = 0;
    for (const asset of new Set(assets)) assetBytes += (await wireBytes(`${baseUrl}${asset}`, 'br')).bytes;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    out(
      `  ${name.padEnd(12)} ${kb(plain.bytes).padStart(9)} → ${kb(packed.bytes).padStart(8)}   ${kb(assetBytes).padStart(12)}   ${kb(packed.bytes + assetBytes).padStart(10)}`,
    );
  }
}

/** The initial JavaScript per public page type, as `npm run build` measured and budgeted it. */
export function reportInitialJs(out: Out): void {
  const file = path.resolve(import.meta.dirname, '../dist/initial-js.json');
  if (!fs.existsSync(file)) {
    out('  (no dist/initial-js.json: run npm run build)');
    return;
  }
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{
    type: string;
    kb: number;
    budget: number;
  }>;
  out('  initial JS       kB gzip   budget');
  for (const r of rows)
    out(`  ${r.type.padEnd(16)} ${r.kb.toFixed(1).padStart(7)}   ${String(r.budget).padStart(6)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-delivery-'));
  const app = await startBuiltServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const out: Out = (line = '') => console.info(line);
  try {
    const product = (await (await fetch(`${app.url}/api/products?limit=1`)).json()) as {
      products: Array<{ slug: string }>;
    };
    out('Delivery on the demo catalogue');
    await measureDelivery(
      app.url,
      {
        home: '/',
        catalogue: '/products',
        product: `/products/${product.products[0]!.slug}`,
        legal: '/privacy',
      },
      out,
      { seconds: 10, connections: 10 },
    );
    reportInitialJs(out);
    await reportBrowserJs(
      app.url,
      {
        home: '/',
        catalogue: '/products',
        product: `/products/${product.products[0]!.slug}`,
        legal: '/privacy',
        contact: '/contact',
      },
      out,
    );
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
