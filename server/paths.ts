// Locates the project root (the folder holding package.json) from wherever this module runs:
// server/ under tsx, dist/server/ once bundled.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'server'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the project root above ${start}`);
    dir = parent;
  }
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(projectRoot, 'server', 'db', 'migrations');
/** The demo catalogue's pictures and PDFs, read from the source tree like the migrations. */
export const seedAssetsDir = path.join(projectRoot, 'server', 'db', 'seed', 'assets');
export const clientDistDir = path.join(projectRoot, 'dist', 'client');
export const ssrDistDir = path.join(projectRoot, 'dist', 'ssr');
export const clientSourceDir = path.join(projectRoot, 'client');
