// What a visitor's connection carries (#15): the cached /products page with brotli against identity
// (compression must keep ≥ 0.9 of the uncompressed throughput, since cache hits reuse the stored
// compressed form), and the bytes on the wire per page type: HTML plus its scripts and stylesheets.
import { request } from 'node:http';
import autocannon from 'autocannon';

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
