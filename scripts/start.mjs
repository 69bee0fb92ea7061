// `npm start`: builds when the build is missing or older than the sources, then runs the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The caller's environment, kept before the build runs: the build sets NODE_ENV=production in this
// process for Vite, which must not decide the server's mode (NODE_ENV=development npm start, #16).
const callerEnv = { ...process.env };
const stamp = path.join(root, 'dist/.build-stamp');

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  ...['client', 'core', 'server', 'scripts'].map((d) => newestSource(path.join(root, d))),
  ...['vite.config.ts', 'package-lock.json'].map(
    (f) => fs.statSync(path.join(root, f), { throwIfNoEntry: false })?.mtimeMs ?? 0,
  ),
];
const stale = !fs.existsSync(stamp) || fs.statSync(stamp).mtimeMs < Math.max(...sources);
if (stale) {
  console.info('Building the site (first start, or sources changed)...');
  await import('./build.mjs');
}
if (process.argv.includes('--build-only')) process.exit(0);

const child = spawn(
  process.execPath,
  ['--enable-source-maps', ...SERVER_NODE_FLAGS, path.join(root, 'dist/server/main.js')],
  {
    stdio: 'inherit',
    // Production mode unless the caller set NODE_ENV (the server also treats unset as production); the
    // demo catalogue is seeded into an empty database unless SEED_DEMO=false.
    env: { NODE_ENV: 'production', SEED_DEMO: 'true', ...callerEnv },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
