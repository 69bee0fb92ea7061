// A shutdown waits for requests still being handled: Fastify's close() resolves as soon as no connection is
// open, so a request whose client went away was still running when the database was closed under it.
import http from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inFlightPlugin } from './in-flight';

async function slowApp() {
  const app = Fastify({ logger: false });
  await app.register(inFlightPlugin);
  const state = { running: false, finished: false };
  app.get('/slow', async () => {
    state.running = true;
    await new Promise((r) => setTimeout(r, 400));
    state.finished = true;
    return { ok: true };
  });
  app.get('/fail', async () => {
    throw new Error('boom');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, state, url: `http://127.0.0.1:${port}` };
}

describe('in-flight requests and shutdown', () => {
  it('close() returns while an abandoned request still runs; waitForInFlight waits for it', async () => {
    const { app, state, url } = await slowApp();
    const request = http.get(`${url}/slow`);
    request.on('error', () => {});
    await new Promise((r) => setTimeout(r, 100));
    expect(state.running).toBe(true);
    request.destroy();
    await new Promise((r) => setTimeout(r, 30));
    await app.close();
    // What closing the database right here used to meet.
    expect(state.finished).toBe(false);
    expect(await app.waitForInFlight(5_000)).toBe(true);
    expect(state.finished).toBe(true);
  });

  it('finished, failed and injected requests leave nothing running; the wait gives up after its time', async () => {
    const { app, url } = await slowApp();
    expect((await fetch(`${url}/slow`)).status).toBe(200);
    expect((await fetch(`${url}/fail`)).status).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    expect(await app.waitForInFlight(10)).toBe(true);
    const pending = app.inject({ method: 'GET', url: '/slow' });
    await new Promise((r) => setTimeout(r, 50));
    expect(await app.waitForInFlight(10)).toBe(false);
    await pending;
    expect(await app.waitForInFlight(10)).toBe(true);
    await app.close();
  });
});
