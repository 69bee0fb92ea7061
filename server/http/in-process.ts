// The in-process API calls of a server render (render-page.ts), answered by calling the route's handler
// with the page request's visitor instead of a second trip through Fastify (light-my-request). An injected
// call builds a request and a response stream, runs every hook (a session lookup among them), encodes
// the answer to JSON and parses it back: at 100k products that was about 4.5 of the ~10 ms of server CPU of
// a filtered /products page. The direct call keeps what the answer means: the same router (its own
// find-my-way with Fastify's options, holding every GET route so a target matches what Fastify would
// match), the route's own query and parameter schemas, its response schema (which strips what the wire
// must not carry and encodes dates) and its cache tags.
//
// A call is answered directly only when nothing but the handler would shape its answer: a public GET
// route whose handler takes no reply and has no hooks of its own, and which the answer cache would not
// serve or keep for this visitor (with the cache on, anonymous calls keep going through it). Anything
// else (an invalid query, a NUL, an error other than the design's HttpError, an answer its schema
// refuses) returns null and the caller injects, so every refusal keeps its one source in the pipeline.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import FindMyWay from 'find-my-way';
import { type ZodType, z } from 'zod';
import { HttpError, httpErrorBody } from './errors';
import { findNul } from './nul-bytes';

/** Fastify's router options (app.ts): the same targets match the same routes. */
export const ROUTER_OPTIONS = {
  ignoreTrailingSlash: true,
  ignoreDuplicateSlashes: true,
  maxParamLength: 300,
};

export interface InProcessAnswer {
  status: number;
  body: unknown;
  /** What the answer depends on; undefined: everything. */
  tags: Set<string> | undefined;
}

type DirectHandler = (request: FastifyRequest) => unknown;

interface Direct {
  handler: DirectHandler;
  querystring?: ZodType;
  params?: ZodType;
  response: ZodType;
  cached: boolean;
}

const ROUTE_HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
] as const;

const isZod = (schema: unknown): schema is ZodType => schema instanceof z.ZodType;

/** What a direct call needs of a route, or null when only the pipeline can answer it. */
function directOf(route: RouteOptions): Direct | null {
  const config = (route.config ?? {}) as { access?: string; cache?: boolean };
  if (config.access !== 'public' || route.handler.length > 1) return null;
  if (ROUTE_HOOKS.some((hook) => route[hook] !== undefined)) return null;
  const schema = route.schema ?? {};
  const response = (schema.response as Record<string, unknown> | undefined)?.[200];
  if (!isZod(response)) return null;
  if (schema.querystring !== undefined && !isZod(schema.querystring)) return null;
  if (schema.params !== undefined && !isZod(schema.params)) return null;
  return {
    handler: route.handler as unknown as DirectHandler,
    response,
    ...(schema.querystring ? { querystring: schema.querystring as ZodType } : {}),
    ...(schema.params ? { params: schema.params as ZodType } : {}),
    cached: config.cache === true,
  };
}

interface Registered {
  route: RouteOptions;
  /** Decided on the first call: plugins may still change a route's options after it registers. */
  direct?: Direct | null;
}

export class InProcessRoutes {
  private readonly router = FindMyWay(ROUTER_OPTIONS);
  /** Off: every call goes through the pipeline (the tests render each page both ways). */
  enabled = true;
  /** Calls answered directly, and calls left to the pipeline, so far. */
  answered = 0;
  passed = 0;

  /** An onRoute hook: every GET route is held, eligible or not. */
  add(route: RouteOptions): void {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('GET')) return;
    const registered: Registered = { route };
    this.router.on('GET', route.url, () => {}, registered);
  }

  find(target: string) {
    const found = this.router.find('GET', target);
    if (!found) return null;
    const registered = found.store as Registered;
    if (registered.direct === undefined) registered.direct = directOf(registered.route);
    if (!registered.direct) return null;
    return { direct: registered.direct, params: found.params, query: found.searchParams };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    inProcessRoutes: InProcessRoutes;
  }
}

/** Holds every route registered after it on the app; call before the routes register. */
export function registerInProcessRoutes(app: FastifyInstance): void {
  const routes = new InProcessRoutes();
  app.decorate('inProcessRoutes', routes);
  app.addHook('onRoute', (route) => routes.add(route as RouteOptions));
}

function parsed(schema: ZodType | undefined, value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (!schema) return { ok: true, value };
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false };
}

/**
 * Answers GET `target` for the visitor of `page` (their session, their headers) by the route's handler,
 * or null when the call must go through the pipeline (see the top of this file).
 */
export async function answerInProcess(
  app: FastifyInstance,
  page: FastifyRequest,
  target: string,
): Promise<InProcessAnswer | null> {
  const routes = app.inProcessRoutes;
  const answer = routes.enabled ? await directAnswer(app, page, target) : null;
  if (answer) routes.answered++;
  else routes.passed++;
  return answer;
}

async function directAnswer(
  app: FastifyInstance,
  page: FastifyRequest,
  target: string,
): Promise<InProcessAnswer | null> {
  const found = app.inProcessRoutes.find(target);
  if (!found) return null;
  const { direct } = found;
  if (direct.cached && app.ctx.config.answerCache && !page.auth) return null;
  if (findNul(found.params) || findNul(found.query)) return null;
  const params = parsed(direct.params, found.params);
  const query = parsed(direct.querystring, found.query);
  if (!params.ok || !query.ok) return null;

  // The part of a request the public handlers read; the rest belongs to the pipeline.
  const request = {
    method: 'GET',
    url: target,
    query: query.value,
    params: params.value,
    headers: page.headers,
    auth: page.auth,
    ip: page.ip,
    log: page.log,
    server: app,
    cacheTags: undefined,
  } as unknown as FastifyRequest;
  let data: unknown;
  try {
    data = await direct.handler(request);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) {
      return { status: err.statusCode, body: httpErrorBody(err), tags: request.cacheTags };
    }
    return null;
  }
  if (data === undefined) return null;
  const encoded = z.safeEncode(direct.response, data);
  if (!encoded.success) return null;
  return { status: 200, body: encoded.data, tags: request.cacheTags };
}
