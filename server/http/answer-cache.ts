// The answer cache of the public site. Anonymous GET answers of routes marked `config.cache` (catalogue
// calls, server-rendered pages, sitemap) are kept in memory with an ETag until content changes. Any
// successful write by a signed-in user bumps a content version stored in the database, so every app
// server drops its copies (each checks the version at most once a second); visitors' own writes
// (contact form, analytics events) change no catalogue content and keep the cache.
//
// Each entry keeps its brotli and gzip forms, made once (at a high level) the first time a client asks
// for that encoding, so a hit does no compression work. Validators are strong and name the encoding
// ("<hash>", "<hash>-br", "<hash>-gz"); If-None-Match matches any form of the same content.
import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema';
import { addVary, COMPRESS_MIN_BYTES, compressBody, isCompressible, negotiateEncoding } from './compression';

const VERSION_KEY = 'content_version';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PREVIEW_PARAM = /[?&]preview=/;

interface Entry {
  body: Buffer;
  /** Hash of the uncompressed body; the ETag of each form is derived from it. */
  hash: string;
  contentType: string;
  size: number;
  forms: { br?: Buffer; gzip?: Buffer };
}

/** Cache-Control of an anonymous public answer: browsers revalidate; shared caches keep it briefly. */
export function publicCacheControl(config: Pick<Config, 'cdnMaxAgeSeconds' | 'cdnStaleSeconds'>): string {
  const shared = config.cdnMaxAgeSeconds > 0 ? `, s-maxage=${config.cdnMaxAgeSeconds}` : '';
  const stale = config.cdnStaleSeconds > 0 ? `, stale-while-revalidate=${config.cdnStaleSeconds}` : '';
  return `public, max-age=0${shared}${stale}`;
}

const FORM_SUFFIX = { br: '-br', gzip: '-gz', identity: '' } as const;

/** True when If-None-Match names any form of this content (or is "*"). */
export function matchesEtag(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    const value = tag.replace(/^"|"$/g, '').replace(/-(br|gz)$/, '');
    return value === hash;
  });
}

export interface AnswerCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** How often the shared content version is read from the database. */
  versionCheckMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
  interface FastifyRequest {
    cacheable: boolean;
    /** The content version when this request began: its answer is kept only if no change came since. */
    cacheVersion: number;
  }
}

export class AnswerCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private version = -1;
  private checkedAt = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly db: DbOrTx,
    private readonly options: Required<AnswerCacheOptions>,
  ) {}

  private async readVersion(): Promise<number> {
    const [row] = await this.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, VERSION_KEY));
    return typeof row?.value === 'number' ? row.value : 0;
  }

  /** The current content version; drops every entry when another server (or this one) changed content. */
  async sync(): Promise<void> {
    if (Date.now() - this.checkedAt < this.options.versionCheckMs) return;
    this.checkedAt = Date.now();
    const version = await this.readVersion();
    if (version !== this.version) {
      this.clear();
      this.version = version;
    }
  }

  /** The content version as this server last read it (after `sync()`). */
  get current(): number {
    return this.version;
  }

  /** The shared content version, read from the database at most once per check interval. */
  async sharedVersion(): Promise<number> {
    await this.sync();
    return this.version;
  }

  /**
   * Content changed: a new version for every server, and nothing kept here. Versions are compared for
   * equality only; a random value (not a counter) never repeats one that a server (or its redirect
   * table) still holds, even after the settings row was lost (a restore, an emptied test database).
   */
  async bump(): Promise<void> {
    let next = randomInt(1, 2 ** 31);
    if (next === this.version) next = next === 1 ? 2 : next - 1;
    const [row] = await this.db
      .insert(settings)
      .values({ key: VERSION_KEY, value: next })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: new Date() } })
      .returning({ value: settings.value });
    this.clear();
    this.version = typeof row?.value === 'number' ? row.value : next;
    this.checkedAt = Date.now();
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The entry in the encoding the client accepts, made once and kept with it. */
  async form(key: string, entry: Entry, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const existing = entry.forms[encoding];
    if (existing) return existing;
    const made = await compressBody(entry.body, encoding, 'stored');
    if (entry.forms[encoding]) return entry.forms[encoding];
    entry.forms[encoding] = made;
    entry.size += made.length;
    // Still cached (not evicted or replaced while compressing): count the new form's bytes.
    if (this.entries.get(key) === entry) this.bytes += made.length;
    return made;
  }

  set(key: string, entry: Entry): void {
    if (entry.size > this.options.maxBytes / 20) return;
    const existing = this.entries.get(key);
    if (existing) {
      this.bytes -= existing.size;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.size;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.bytes -= this.entries.get(oldest)!.size;
      this.entries.delete(oldest);
    }
  }
}

/** Sends a cached entry (or 304) in the encoding the client accepts. */
async function sendEntry(
  cache: AnswerCache,
  key: string,
  entry: Entry,
  request: FastifyRequest,
  reply: FastifyReply,
  cacheControl: string,
): Promise<Buffer | string> {
  const compressible = isCompressible(entry.contentType) && entry.body.length >= COMPRESS_MIN_BYTES;
  const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : 'identity';
  reply.header('etag', `"${entry.hash}${FORM_SUFFIX[encoding]}"`).header('cache-control', cacheControl);
  if (isCompressible(entry.contentType)) addVary(reply, 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.hash)) {
    reply.code(304);
    return '';
  }
  if (encoding === 'identity') return entry.body;
  const body = await cache.form(key, entry, encoding);
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return body;
}

export const answerCachePlugin = fp<AnswerCacheOptions>(async (app, options) => {
  const cache = new AnswerCache(app.ctx.db, {
    maxEntries: options.maxEntries ?? 2000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    versionCheckMs: options.versionCheckMs ?? 1000,
  });
  const cacheControl = publicCacheControl(app.ctx.config);
  app.decorate('answerCache', cache);
  app.decorateRequest('cacheable', false);
  app.decorateRequest('cacheVersion', -1);

  app.addHook('onRequest', async (request, reply) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !request.routeOptions.config?.cache ||
      request.auth ||
      !app.ctx.config.answerCache ||
      // A draft's preview (#19) is never kept nor answered from the cache.
      PREVIEW_PARAM.test(request.url)
    )
      return;
    request.cacheable = true;
    await cache.sync();
    request.cacheVersion = cache.current;
    const entry = cache.get(request.url);
    if (!entry) {
      cache.misses++;
      reply.header('x-cache', 'MISS');
      return;
    }
    cache.hits++;
    reply.header('x-cache', 'HIT');
    request.cacheable = false;
    const body = await sendEntry(cache, request.url, entry, request, reply, cacheControl);
    return reply.type(entry.contentType).send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (
      WRITE_METHODS.has(request.method) &&
      request.auth &&
      reply.statusCode < 400 &&
      request.url.startsWith('/api/')
    ) {
      await cache.bump();
      return payload;
    }
    if (!request.cacheable || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Encoded once here: writing a large string costs an encoding on every send (for a 68 kB
    // catalogue page that was most of the time a cache hit took).
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const entry: Entry = {
      body,
      hash: createHash('sha1').update(body).digest('base64url'),
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      size: body.length,
      forms: {},
    };
    // An answer read before a change that was noticed meanwhile (here or by another server) is sent but
    // not kept: otherwise it would outlive the clear that the change caused.
    if (cache.current === request.cacheVersion) cache.set(request.url, entry);
    return sendEntry(cache, request.url, entry, request, reply, cacheControl);
  });
});
