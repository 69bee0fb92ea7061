// The preview of a draft (#19) at the public address with `?preview=…`: the same server-rendered page
// as a visitor gets, with the draft's answer given in place of the public call, a preview banner (outside
// the hydrated root) and noindex; never kept in or served from the answer cache (answer-cache.ts skips
// these addresses), never stored by browsers or shared caches. `?preview=1` is the signed-in staff's
// own preview; `?preview=<token>` a shared link (403 when not valid, 410 once expired).

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pages, products } from '../db/schema';
import { hasRole } from '../http/access';
import { previewPage } from '../modules/drafts/pages';
import { previewProductDetails, verifyPreview } from '../modules/drafts/preview';
import type { EntityType } from '../modules/drafts/store';
import { renderPublicPage, type SiteInfo } from './render-page';
import type { WebRenderer } from './renderer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The preview parameter of a page address, or null when it has none. */
export function previewParam(url: string): string | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  return new URLSearchParams(url.slice(at + 1)).get('preview');
}

function refusal(reply: FastifyReply, status: number, title: string, message: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`,
    );
}

const BANNER_STYLE =
  'position:sticky;top:0;z-index:1000;display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;justify-content:center;' +
  'padding:.6rem 1rem;background:#7c2d12;color:#fff;font:600 14px/1.4 system-ui,sans-serif;text-align:center';

/** The banner, the noindex meta (replacing the page's own robots meta) and nothing else changed. */
export function markAsPreview(html: string, note: string): string {
  const banner =
    `<div id="preview-banner" role="status" data-testid="preview-banner" style="${BANNER_STYLE}">` +
    `<span>Preview — unpublished draft. Visitors do not see these changes.</span>` +
    `<span style="font-weight:400">${escapeHtml(note)}</span></div>`;
  const withoutRobots = html.replace(/<meta name="robots"[^>]*>/g, '');
  const withMeta = withoutRobots.replace('</head>', '<meta name="robots" content="noindex"></head>');
  return withMeta.replace(/<body([^>]*)>/, (m) => `${m}${banner}`);
}

/** Which record the address shows: a product at /products/{slug}, a page at /{slug}. */
async function recordAt(
  app: FastifyInstance,
  path: string,
): Promise<{ type: EntityType; id: number } | null> {
  const product = /^\/products\/([^/]+)\/?$/.exec(path);
  const db = app.ctx.db;
  if (product) {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, decodeURIComponent(product[1]!)));
    return row ? { type: 'product', id: row.id } : null;
  }
  const page = /^\/([a-z0-9-]+)\/?$/.exec(path);
  if (page) {
    const [row] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.slug, page[1]!)));
    return row ? { type: 'page', id: row.id } : null;
  }
  return null;
}

async function publishedPath(app: FastifyInstance, type: EntityType, id: number): Promise<string | null> {
  const db = app.ctx.db;
  if (type === 'product') {
    const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
    return row ? `/products/${encodeURIComponent(row.slug)}` : null;
  }
  const [row] = await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, id));
  return row ? `/${row.slug}` : null;
}

export async function renderPreviewPage(
  app: FastifyInstance,
  renderer: WebRenderer,
  site: SiteInfo,
  request: FastifyRequest,
  reply: FastifyReply,
  param: string,
) {
  // Never kept by the answer cache, whatever the route's flag says.
  request.cacheable = false;
  const path = request.url.split('?')[0] ?? '/';
  let target: { type: EntityType; id: number } | null;
  let note: string;
  if (param === '1' || param === '') {
    if (!hasRole(request, 'viewer'))
      return refusal(
        reply,
        403,
        'Preview not available',
        'Sign in to preview drafts, or open the preview link you were sent.',
      );
    target = await recordAt(app, path);
    note = 'Staff preview.';
  } else {
    const check = verifyPreview(app.ctx.config, param);
    if (!check.ok)
      return refusal(
        reply,
        check.status,
        check.status === 410 ? 'Preview link expired' : 'Preview link not valid',
        check.message,
      );
    target = check.claim;
    note = `Shared preview link, valid until ${new Date(check.claim.expiresAt).toUTCString()}.`;
    // The record moved (a published slug change): its current address, the same link.
    const at = await publishedPath(app, target.type, target.id);
    if (at && at !== path) return reply.redirect(`${at}?preview=${encodeURIComponent(param)}`, 302);
  }
  if (!target)
    return refusal(reply, 404, 'Nothing to preview', 'There is no product or page at this address.');

  const { type, id } = target;
  const slug = decodeURIComponent(
    (type === 'product' ? path.slice('/products/'.length) : path.slice(1)).replace(/\/$/, ''),
  );
  let call: string;
  let body: unknown;
  try {
    if (type === 'product') {
      call = `/api/products/slug/${encodeURIComponent(slug)}/details`;
      body = await previewProductDetails(app.ctx.db, id, app.ctx.config.publicUrl);
    } else {
      call = `/api/pages/slug/${encodeURIComponent(slug)}`;
      body = (await previewPage(app.ctx.db, id)).body;
    }
  } catch {
    return refusal(reply, 404, 'Nothing to preview', 'The product or page of this link no longer exists.');
  }
  const wire = JSON.parse(JSON.stringify(body));
  const result = await renderPublicPage(app, renderer, site, {
    url: request.url,
    request,
    answer: (requested) => (requested === call ? { status: 200, body: wire } : undefined),
  });
  return reply
    .code(result.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .send(markAsPreview(result.html, note));
}
