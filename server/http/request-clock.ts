// When the request being answered arrived (performance.now()), for the code below it that must reflect
// every commit made before the request and no more: the facet index's sync (facet-engine/engine.ts)
// skips a read when one that began after the arrival has already finished, and joins one that began
// after it. The in-process calls of a server render keep the page request's arrival, so the four calls
// of one catalogue page share one read. Only reads are clocked: a write must see its own changes, so
// outside a GET or HEAD (and outside any request: jobs, tests calling services) it is now.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const arrivals = new AsyncLocalStorage<number>();

export function requestArrival(): number {
  return arrivals.getStore() ?? performance.now();
}

export function registerRequestClock(app: FastifyInstance, isInternalRender: (headers: unknown) => boolean) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return arrivals.exit(done);
    const outer = arrivals.getStore();
    arrivals.run(outer !== undefined && isInternalRender(request.headers) ? outer : performance.now(), done);
  });
}
