// The answer cache of the public site. Anonymous GET answers of routes marked `config.cache` (catalogue
// calls, server-rendered pages, sitemap) are kept in memory with an ETag until content changes. Any
// successful write by a signed-in user bumps a content version stored in the database, so every app
// server drops its copies (each checks the version at most once a second); visitors' own writes
// (contact form, analytics events) change no catalogue content and keep the cache.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema';

const VERSION_KEY = 'content_version';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Entry {
  body: Buffer;
  etag: string;
  contentType: string;
  size: number;
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

  /** Content changed: a new version for every server, and nothing kept here. */
  async bump(): Promise<void> {
    const [row] = await this.db
      .insert(settings)
      .values({ key: VERSION_KEY, value: 1 })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`to_jsonb(coalesce((${settings.value})::text::int, 0) + 1)`, updatedAt: new Date() },
      })
      .returning({ value: settings.value });
    this.clear();
    this.version = typeof row?.value === 'number' ? row.value : this.version + 1;
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

export const answerCachePlugin = fp<AnswerCacheOptions>(async (app, options) => {
  const cache = new AnswerCache(app.ctx.db, {
    maxEntries: options.maxEntries ?? 2000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    versionCheckMs: options.versionCheckMs ?? 1000,
  });
  app.decorate('answerCache', cache);
  app.decorateRequest('cacheable', false);

  app.addHook('onRequest', async (request, reply) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !request.routeOptions.config?.cache ||
      request.auth
    )
      return;
    request.cacheable = true;
    await cache.sync();
    const entry = cache.get(request.url);
    if (!entry) {
      cache.misses++;
      reply.header('x-cache', 'MISS');
      return;
    }
    cache.hits++;
    reply
      .header('etag', entry.etag)
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .header('x-cache', 'HIT');
    request.cacheable = false;
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type(entry.contentType).send(entry.body);
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
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    cache.set(request.url, {
      body,
      etag,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      size: body.length,
    });
    reply.header('etag', etag).header('cache-control', 'public, max-age=0, must-revalidate');
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return body;
  });
});
