// Once per browser-test run: build the site if it is stale, check Chromium, and seed a template
// DATA_DIR (demo catalogue, no users) that each server copies instead of seeding again.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSeededDataDir: string;
    e2eAvailable: boolean;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject) {
  const required = process.env.E2E_REQUIRED === '1';
  if (!fs.existsSync(chromium)) {
    if (required)
      throw new Error(`Chromium not found at ${chromium}; browser journeys are required (E2E_REQUIRED=1).`);
    console.warn(
      `Chromium not found at ${chromium}: browser journeys are skipped. Install it with: apt-get install -y chromium`,
    );
    project.provide('e2eAvailable', false);
    project.provide('e2eSeededDataDir', '');
    return;
  }
  execFileSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    stdio: 'inherit',
    cwd: root,
  });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-e2e-template-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the template server exited early');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('the template server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  project.provide('e2eAvailable', true);
  project.provide('e2eSeededDataDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
