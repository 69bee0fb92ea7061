// Every text answer is compressed when the client accepts it: brotli first, then gzip, chosen from
// Accept-Encoding (q-values honoured), with Vary: Accept-Encoding so shared caches keep the forms apart.
// Dynamic answers are compressed here at a level that costs little CPU; the answer cache keeps its own
// compressed forms (made once per entry), and built assets are served precompressed from disk.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this a compressed answer is hardly smaller and costs a frame of CPU for nothing. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|ld\+json|manifest\+json|problem\+json)|image\/svg\+xml)/i;

export function isCompressible(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

/** The encoding to send for an Accept-Encoding header: br, else gzip, else identity. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number.parseFloat(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Up to this size a per-request answer is compressed on the event loop. The thread-pool form costs 2.6x
 * the CPU of the work itself for a page-sized body (a stream, its handle and a thread hop per chunk:
 * 1.07 against 0.41 ms for an 80 kB page at quality 4), and blocks the loop no less than the
 * sub-millisecond sync call would; larger bodies still go to the pool.
 */
export const SYNC_COMPRESS_MAX_BYTES = 256 * 1024;

const brotliOptions = (body: Buffer, effort: 'fast' | 'stored'): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'fast' ? 4 : 9,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** `fast` for answers made per request; `stored` for answers kept and sent many times. */
export async function compressBody(body: Buffer, encoding: 'br' | 'gzip', effort: 'fast' | 'stored') {
  const inline = effort === 'fast' && body.length <= SYNC_COMPRESS_MAX_BYTES;
  if (encoding === 'br') {
    const options = brotliOptions(body, effort);
    return inline ? zlib.brotliCompressSync(body, options) : brotli(body, options);
  }
  const options = { level: effort === 'fast' ? 6 : 9 };
  return inline ? zlib.gzipSync(body, options) : gzip(body, options);
}

export function addVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const list = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === value.toLowerCase())) return;
  reply.header('vary', [...list, value].join(', '));
}

export const compressionPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!isCompressible(reply.getHeader('content-type'))) return payload;
    addVary(reply, 'Accept-Encoding');
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const compressed = await compressBody(body, encoding, 'fast');
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressed;
  });
});
