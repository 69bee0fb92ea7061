// Requests still being handled, so a shutdown can wait for them before closing the database. Fastify's
// close() runs its onClose hooks as soon as no connection is open; a request whose client went away
// (a closed tab, a load balancer's timeout) is still being handled then, and closing the pool under it
// made it fail ("Cannot use a pool after calling end on the pool"). A request counts from onRequest
// until its reply is sent (onSend, which runs even when the client has gone) or its response ends.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request is being handled, or after `timeoutMs`; true when none was left. */
    waitForInFlight(timeoutMs: number): Promise<boolean>;
  }
}

export const inFlightPlugin = fp(async (app) => {
  const running = new Set<FastifyRequest>();
  let idle: Array<() => void> = [];
  const done = (request: FastifyRequest) => {
    if (!running.delete(request) || running.size) return;
    for (const wake of idle) wake();
    idle = [];
  };
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    done(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => done(request));
  app.decorate('waitForInFlight', (timeoutMs: number) => {
    if (!running.size) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  });
});
