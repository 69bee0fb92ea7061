// Serves the active redirects: GET and HEAD requests for site paths (not /api/ or /assets/) whose path
// matches a redirect's from-path answer 301 or 302 with Location, before any page is rendered. Matching
// is case-sensitive with trailing slashes ignored; the hit is counted without making the visitor wait.
import fp from 'fastify-plugin';
import { normalisePath, redirectLocation } from '../../../core/rules/redirects';
import { createRedirectCache, recordHit } from './service';

/** Browsers cache a 301 for good unless told otherwise: an hour lets a corrected redirect take over. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

function decodePath(raw: string): string {
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

export const redirectServing = fp(async (app) => {
  const ctx = app.ctx;
  const cache = createRedirectCache(ctx.db);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const queryAt = request.url.indexOf('?');
    const rawPath = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    if (rawPath === '/api' || rawPath.startsWith('/api/') || rawPath.startsWith('/assets/')) return;
    let found: Awaited<ReturnType<typeof cache.lookup>>;
    try {
      // The shared content version (read at most once a second) tells of writes on other app servers.
      found = await cache.lookup(normalisePath(decodePath(rawPath)), await app.answerCache.sharedVersion());
    } catch (err) {
      // The site keeps answering without redirects rather than failing every page.
      request.log.error({ err: { message: (err as Error).message } }, 'redirect table could not be loaded');
      return;
    }
    if (!found) return;
    recordHit(ctx.db, found.id).catch((err) =>
      request.log.warn({ err: { message: (err as Error).message } }, 'redirect hit not counted'),
    );
    const query = queryAt < 0 ? '' : request.url.slice(queryAt + 1);
    const location = new URL(redirectLocation(found.toPath, query), ctx.config.publicUrl);
    const sameSite = location.origin === new URL(ctx.config.publicUrl).origin && found.toPath.startsWith('/');
    reply
      .code(found.redirectType)
      .header('location', sameSite ? location.pathname + location.search + location.hash : location.href)
      .header('cache-control', REDIRECT_CACHE_CONTROL);
    return reply.send();
  });
});
