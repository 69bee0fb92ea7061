// Code boundaries of the design: core/ imports neither server nor client; the public site never
// imports admin or sign-in code (its bundle stays small and exposes nothing of the back-office).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every project file reachable from an entry through relative, static or dynamic imports. */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const next = resolveImport(file, match[1]!);
      if (next && /\.(ts|tsx)$/.test(next)) stack.push(next);
    }
  }
  return seen;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('code boundaries', () => {
  it('the public site (server render and hydration) reaches no admin or sign-in code', () => {
    for (const entry of ['client/src/entry-client.tsx', 'client/src/entry-server.tsx']) {
      const reached = [...importGraph(path.join(root, entry))].map((f) => path.relative(root, f));
      const leaks = reached.filter(
        (f) => f.startsWith('client/src/admin/') || f.startsWith('client/src/auth/'),
      );
      expect(leaks, `${entry} reaches admin code`).toEqual([]);
      expect(reached.some((f) => f.startsWith('server/'))).toBe(false);
    }
  });

  it('core/ imports nothing from server/ or client/', () => {
    const offenders = filesUnder(path.join(root, 'core')).filter((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return (
        /from\s+['"][./]*\/(server|client)\//.test(source) ||
        /from\s+['"]\.\.\/\.\.\/(server|client)/.test(source)
      );
    });
    expect(offenders).toEqual([]);
  });
});
