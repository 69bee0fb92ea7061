// #16: `npm start` honours the caller's NODE_ENV on every start, including the first one, which builds
// (the build sets NODE_ENV=production in its own process for Vite). Runs the real scripts/start.mjs
// in a scratch copy of the project layout whose build and server are stand-ins that record the mode.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';

const run = promisify(execFile);
let root = '';

// What the real build does to its process, and a stamp; the "server" prints the mode it was given.
const STAND_IN_BUILD = `
import fs from 'node:fs';
import path from 'node:path';
process.env.NODE_ENV = 'production';
const root = path.resolve(import.meta.dirname, '..');
fs.mkdirSync(path.join(root, 'dist/server'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'dist/server/main.js'),
  "console.log(JSON.stringify({ NODE_ENV: process.env.NODE_ENV ?? null, SEED_DEMO: process.env.SEED_DEMO ?? null }));",
);
fs.writeFileSync(path.join(root, 'dist/.build-stamp'), new Date().toISOString());
`;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-start-'));
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.copyFileSync(path.resolve(import.meta.dirname, 'start.mjs'), path.join(root, 'scripts/start.mjs'));
  fs.copyFileSync(
    path.resolve(import.meta.dirname, 'server-node-flags.mjs'),
    path.join(root, 'scripts/server-node-flags.mjs'),
  );
  fs.writeFileSync(path.join(root, 'scripts/build.mjs'), STAND_IN_BUILD);
  for (const dir of ['client', 'core', 'server']) {
    fs.mkdirSync(path.join(root, dir));
    fs.writeFileSync(path.join(root, dir, 'source.ts'), '');
  }
  // Sources older than any build stamp written from now on.
  const past = new Date(Date.now() - 60_000);
  for (const dir of ['client', 'core', 'server'])
    fs.utimesSync(path.join(root, dir, 'source.ts'), past, past);
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const base = { ...process.env };
  delete base.NODE_ENV;
  delete base.SEED_DEMO;
  const { stdout } = await run(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: { ...base, ...env },
  });
  const lines = stdout.trim().split('\n');
  return { built: stdout.includes('Building the site'), mode: JSON.parse(lines.at(-1)!) };
}

it('#16: NODE_ENV=development npm start runs development on the first start (the one that builds) and after', async () => {
  const first = await start({ NODE_ENV: 'development' });
  expect(first.built).toBe(true);
  expect(first.mode).toEqual({ NODE_ENV: 'development', SEED_DEMO: 'true' });
  const second = await start({ NODE_ENV: 'development' });
  expect(second.built).toBe(false);
  expect(second.mode).toEqual({ NODE_ENV: 'development', SEED_DEMO: 'true' });
});

it('#13 #16: plain npm start runs production with the demo catalogue; SEED_DEMO=false is kept', async () => {
  const first = await start({});
  expect(first.built).toBe(true);
  expect(first.mode).toEqual({ NODE_ENV: 'production', SEED_DEMO: 'true' });
  expect((await start({ SEED_DEMO: 'false' })).mode).toEqual({ NODE_ENV: 'production', SEED_DEMO: 'false' });
});
