// Renders a public page to HTML: runs the server entry with in-process API calls (as the visitor of the
// page request: their session and headers) and fills the template. The one place pages are assembled;
// see template.ts for why the template is never filled with String.prototype.replace.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CACHE_TAGS_HEADER } from '../http/cache-tags';
import { answerInProcess, type InProcessAnswer } from '../http/in-process';
import type { WebRenderer } from './renderer';
import { fillTemplate } from './template';

export interface SiteInfo {
  publicUrl: string;
  gaMeasurementId?: string;
  gtmId?: string;
  environment: string;
}

export interface PageRender {
  url: string;
  /** The page request: its visitor makes the page's API calls. */
  request: FastifyRequest;
  /** Answers some in-process calls without the API (the refused contact form's own values). */
  answer?: (target: string) => { status: number; body: unknown } | undefined;
}

/** An API call through the whole pipeline (hooks, cache, error handler), for what a direct call leaves. */
async function injected(
  app: FastifyInstance,
  request: FastifyRequest,
  target: string,
): Promise<InProcessAnswer> {
  const cookie = request.headers.cookie;
  const res = await app.inject({
    method: 'GET',
    url: target,
    headers: { 'x-internal-render': app.internalRenderKey, ...(cookie ? { cookie } : {}) },
  });
  const named = res.headers[CACHE_TAGS_HEADER];
  let body: unknown = null;
  try {
    body = res.json();
  } catch {
    body = null;
  }
  return {
    status: res.statusCode,
    body,
    tags: typeof named === 'string' ? new Set(named.split(' ')) : undefined,
  };
}

export async function renderPublicPage(
  app: FastifyInstance,
  renderer: WebRenderer,
  site: SiteInfo,
  { url, request, answer }: PageRender,
): Promise<{ status: number; html: string; tags: Set<string> | undefined }> {
  const entry = await renderer.serverEntry();
  // The page depends on what each of its API answers depends on; on everything if one names nothing.
  let tags: Set<string> | undefined = new Set();
  let calls = 0;
  const result = await entry.render({
    url,
    site,
    fetchJson: async (target) => {
      const answered = answer?.(target);
      calls++;
      if (answered) {
        tags = undefined;
        return answered;
      }
      const {
        status,
        body,
        tags: named,
      } = (await answerInProcess(app, request, target)) ?? (await injected(app, request, target));
      if (named && tags) for (const tag of named) tags.add(tag);
      else tags = undefined;
      return { status, body };
    },
  });
  const template = await renderer.publicTemplate(url);
  return { status: result.status, html: fillTemplate(template, result), tags: calls ? tags : undefined };
}
