// The process around the embedded database: a second server on the same DATA_DIR refuses to start,
// SIGTERM drains and closes cleanly, and a restart finds every acknowledged write.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { newDataDir, type RunningServer, startServer, waitFor } from './harness';

const available = inject('e2eAvailable');

describe.skipIf(!available)('server lifecycle on the embedded database', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it('a second server on the same DATA_DIR refuses to start with a clear message', async () => {
    const dataDir = newDataDir();
    const first = await startServer({ dataDir });
    servers.push(first);
    const second = await startServer({ dataDir, expectFailure: true });
    servers.push(second);
    const code = await waitFor(() => second.process.exitCode, 30_000, 'the second server to exit');
    expect(code).toBe(1);
    expect(second.output()).toContain('The data directory is in use by another running server');
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('SIGTERM closes cleanly and a restart keeps everything that was acknowledged', async () => {
    const dataDir = newDataDir();
    const server = await startServer({ dataDir });
    const register = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'keeper@example.com',
        username: 'keeper',
        password: 'persist-me-please',
      }),
    });
    expect(register.status).toBe(201);
    const stats = await (
      await fetch(`${server.url}/api/stats`, {
        headers: { cookie: register.headers.get('set-cookie')!.split(';')[0]! },
      })
    ).json();

    const code = await server.stop('SIGTERM');
    expect(code).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');

    const again = await startServer({ dataDir });
    servers.push(again);
    const login = await fetch(`${again.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keeper@example.com', password: 'persist-me-please' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const after = await (await fetch(`${again.url}/api/stats`, { headers: { cookie } })).json();
    expect(after).toEqual(stats);
    // Not seeded twice.
    expect(again.output()).not.toContain('demo catalogue seeded');
  });
});
