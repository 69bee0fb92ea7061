// The answer cache of the public site. Anonymous GET answers of routes marked `config.cache` (catalogue
// calls, server-rendered pages, sitemap) are kept in memory with an ETag until content changes. A
// successful write by a signed-in user appends the tags of the answers it affects to a shared log
// (cache_invalidations, cache-tags.ts says which); every app server reads the log at most once a second and
// drops only the answers depending on those tags (an answer that names none depends on everything);
// visitors' own writes (contact form, analytics events) change no catalogue content and keep the cache.
//
// Each entry keeps its brotli and gzip forms, so a hit does no compression work. A form is made on the
// request path at the cheap dynamic level (a miss costs what an uncached answer costs); the first hit that
// sends it starts a recompression at the stored level off the request path, which replaces it when done:
// popular answers travel small, and no visitor waits for quality 9. Validators are strong and name the encoding
// ("<hash>", "<hash>-br", "<hash>-gz"); If-None-Match matches any form of the same content.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/rows';
import { CACHE_TAGS_HEADER, EVERYTHING, invalidationTags } from './cache-tags';
import { addVary, COMPRESS_MIN_BYTES, compressBody, isCompressible, negotiateEncoding } from './compression';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PREVIEW_PARAM = /[?&]preview=/;
/** More unread invalidations than this (a bulk job, a long pause): everything is dropped at once. */
const MAX_LOG_ROWS = 500;
const LOG_RETENTION_DAYS = 1;

interface Entry {
  body: Buffer;
  /** Hash of the uncompressed body; the ETag of each form is derived from it. */
  hash: string;
  contentType: string;
  size: number;
  forms: { br?: Buffer; gzip?: Buffer };
  /** Forms still at the cheap level (made on a miss), and those being recompressed now. */
  quick: Set<'br' | 'gzip'>;
  upgrading: Set<'br' | 'gzip'>;
  /** What the answer depends on; undefined: everything. */
  tags?: Set<string>;
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
    /** The cache's generation when this request began: its answer is kept only if nothing was dropped since. */
    cacheVersion: number;
  }
}

export class AnswerCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  /** Counts every invalidation applied here; an answer made across one is not kept. */
  private generation = 0;
  /** Counts the invalidations of everything (the redirect table reloads on a new value). */
  private everything = 0;
  /** The oldest transaction that was running at the last read of the log (`pg_snapshot_xmin`). */
  private watermark: bigint | null = null;
  /** Log rows applied already, by id, with their transaction: re-read until the watermark passes them. */
  private applied = new Map<number, bigint>();
  private checkedAt = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly db: DbOrTx,
    private readonly options: Required<AnswerCacheOptions>,
  ) {}

  /**
   * Applies the invalidations made since the last read, by this server or another. Reads the rows of every
   * transaction at or after the last read's xmin, so one that committed late is not skipped.
   */
  async sync(): Promise<void> {
    if (Date.now() - this.checkedAt < this.options.versionCheckMs) return;
    this.checkedAt = Date.now();
    const rows = await queryRows<{
      xmin: string;
      id: string | null;
      xid: string | null;
      tags: string[] | null;
    }>(
      this.db,
      sql`select s.xmin, c.id::text as id, c.xid::text as xid, c.tags
          from (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin) s
          left join lateral (select id, xid, tags from cache_invalidations
            where ${this.watermark === null ? sql`false` : sql`xid >= ${this.watermark.toString()}::xid8`}
            order by id limit ${MAX_LOG_ROWS + 1}) c on true`,
    );
    const first = this.watermark === null;
    const watermark = BigInt(rows[0]!.xmin);
    const fresh = rows.filter((row) => row.id !== null && !this.applied.has(Number(row.id)));
    if (first || rows.length > MAX_LOG_ROWS) this.apply([EVERYTHING]);
    else for (const row of fresh) this.apply(row.tags ?? [EVERYTHING]);
    for (const row of fresh) this.applied.set(Number(row.id), BigInt(row.xid!));
    for (const [id, xid] of this.applied) if (xid < watermark) this.applied.delete(id);
    this.watermark = watermark;
  }

  /** The generation as this server last applied it (after `sync()`). */
  get current(): number {
    return this.generation;
  }

  /** A number that changes whenever everything was invalidated, here or on another server. */
  async sharedVersion(): Promise<number> {
    await this.sync();
    return this.everything;
  }

  /** Content changed: drops the answers depending on these tags here, and tells every other server. */
  async invalidate(tags: string[]): Promise<void> {
    if (!tags.length) return;
    const [row] = await queryRows<{ id: string; xid: string }>(
      this.db,
      sql`insert into cache_invalidations (tags) values (${sql`array[${sql.join(
        tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`}) returning id::text as id, xid::text as xid`,
    );
    this.applied.set(Number(row!.id), BigInt(row!.xid));
    this.apply(tags);
  }

  /** Everything changed (an import, a restore). */
  bump(): Promise<void> {
    return this.invalidate([EVERYTHING]);
  }

  private apply(tags: string[]): void {
    this.generation++;
    if (tags.includes(EVERYTHING)) {
      this.everything++;
      this.clear();
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.tags && !tags.some((tag) => entry.tags!.has(tag))) continue;
      this.bytes -= entry.size;
      this.entries.delete(key);
    }
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

  /** The entry in the encoding the client accepts, made once (cheaply) and kept with it. */
  async form(key: string, entry: Entry, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const existing = entry.forms[encoding];
    if (existing) {
      if (entry.quick.has(encoding)) this.upgrade(key, entry, encoding);
      return existing;
    }
    const made = await compressBody(entry.body, encoding, 'fast');
    if (entry.forms[encoding]) return entry.forms[encoding];
    entry.quick.add(encoding);
    this.replaceForm(key, entry, encoding, made);
    return made;
  }

  /** Recompresses a cheap form at the stored level in the background (zlib's thread pool). */
  private upgrade(key: string, entry: Entry, encoding: 'br' | 'gzip'): void {
    if (entry.upgrading.has(encoding)) return;
    entry.upgrading.add(encoding);
    compressBody(entry.body, encoding, 'stored').then(
      (made) => {
        entry.quick.delete(encoding);
        entry.upgrading.delete(encoding);
        this.replaceForm(key, entry, encoding, made);
      },
      () => entry.upgrading.delete(encoding),
    );
  }

  private replaceForm(key: string, entry: Entry, encoding: 'br' | 'gzip', made: Buffer): void {
    const grown = made.length - (entry.forms[encoding]?.length ?? 0);
    entry.forms[encoding] = made;
    entry.size += grown;
    // Still cached (not evicted or replaced while compressing): count the form's bytes.
    if (this.entries.get(key) === entry) this.bytes += grown;
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

const isInternalRender = (request: FastifyRequest) =>
  request.headers['x-internal-render'] === request.server.internalRenderKey;

/** Drops the invalidation log's rows past their day (a housekeeping job). */
export async function pruneCacheInvalidations(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from cache_invalidations where at < now() - make_interval(days => ${LOG_RETENTION_DAYS})
        returning 1) select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
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
    if (entry.tags && isInternalRender(request)) reply.header(CACHE_TAGS_HEADER, [...entry.tags].join(' '));
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
      await cache.invalidate(invalidationTags(request));
      return payload;
    }
    // A page rendered in-process depends on what its API answers depend on (render-page.ts).
    if (request.cacheTags && isInternalRender(request))
      reply.header(CACHE_TAGS_HEADER, [...request.cacheTags].join(' '));
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
      quick: new Set(),
      upgrading: new Set(),
      ...(request.cacheTags ? { tags: request.cacheTags } : {}),
    };
    // An answer read before a change that was noticed meanwhile (here or by another server) is sent but
    // not kept: otherwise it could outlive the invalidation that the change caused.
    if (cache.current === request.cacheVersion) cache.set(request.url, entry);
    return sendEntry(cache, request.url, entry, request, reply, cacheControl);
  });
});
