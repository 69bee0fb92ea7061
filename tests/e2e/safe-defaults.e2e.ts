// #13: the BUILT server started with NODE_ENV unset (`node dist/server/main.js`, no SMTP) is production:
// forgot-password never answers a resetLink, and an empty database is not filled with the demo catalogue.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort, projectRoot, waitFor } from './harness';

const available = inject('e2eAvailable');

describe.skipIf(!available)('#13 safe by default', () => {
  let child: ChildProcess | null = null;
  let output = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-safe-'));

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('#13: with NODE_ENV unset and no SMTP, forgot-password never returns resetLink and nothing is seeded', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env };
    // Unset, not empty: exactly `node dist/server/main.js` on a machine that sets nothing.
    for (const name of ['NODE_ENV', 'SEED_DEMO', 'SMTP_URL', 'DATABASE_URL', 'PUBLIC_URL', 'TRUST_PROXY']) {
      delete env[name];
    }
    Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    child = spawn(process.execPath, [path.join(projectRoot, 'dist/server/main.js')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(
      async () => {
        if (child?.exitCode !== null) throw new Error(`server exited:\n${output}`);
        return fetch(`${url}/api/health`)
          .then((r) => r.ok)
          .catch(() => false);
      },
      60_000,
      'the server to answer /api/health',
    );

    const post = (route: string, body: unknown) =>
      fetch(`${url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const owner = await post('/api/register', {
      email: 'owner@example.com',
      username: 'owner',
      password: 'safe-by-default-1',
    });
    expect(owner.status).toBe(201);
    const cookie = owner.headers.get('set-cookie')!.split(';')[0]!;

    for (const email of ['owner@example.com', 'nobody@example.com', 'OWNER@example.com']) {
      const res = await post('/api/forgot-password', { email });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({
        message:
          'If an account exists with this email, a password reset link will be sent. Please check your inbox.',
      });
      expect(JSON.stringify(body)).not.toContain('reset-password');
    }
    // The demo catalogue is a development default: an empty database stays empty.
    const stats = await fetch(`${url}/api/stats`, { headers: { cookie } });
    expect(stats.status).toBe(200);
    expect((await stats.json()).totalProducts).toBe(0);
  });
});
