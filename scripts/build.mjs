// Builds everything `npm start` serves: the client (public + admin entries), the server-rendering
// bundle, and the server itself. Prints the public page's initial JavaScript in kB gzip.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

// Always a production build, whatever the calling environment says (a test runner sets NODE_ENV=test,
// which would make Vite emit development JSX and React's development build).
process.env.NODE_ENV = 'production';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();

fs.rmSync(path.join(root, 'dist/client'), { recursive: true, force: true });
await viteBuild({ configFile: path.join(root, 'vite.config.ts'), mode: 'admin', logLevel: 'warn' });
// The manifest tells which chunks each lazily loaded public page adds (reported below).
await viteBuild({
  configFile: path.join(root, 'vite.config.ts'),
  mode: 'storefront',
  logLevel: 'warn',
  build: { manifest: true },
});
await viteBuild({
  configFile: path.join(root, 'vite.config.ts'),
  mode: 'storefront',
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'client/src/entry-server.tsx'),
    outDir: path.join(root, 'dist/ssr'),
    emptyOutDir: true,
    rollupOptions: {
      input: path.join(root, 'client/src/entry-server.tsx'),
      output: { entryFileNames: 'entry-server.js' },
    },
  },
});
await esbuild({
  entryPoints: [path.join(root, 'server/main.ts')],
  outfile: path.join(root, 'dist/server/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: path.join(root, 'tsconfig.json'),
});
fs.writeFileSync(path.join(root, 'dist/.build-stamp'), new Date().toISOString());

// Initial JavaScript per public page type (#15), as the browser loads it: the entry script and the modules
// it preloads, plus the page's own chunk and the chunks that chunk imports statically (the page's code is
// loaded before hydration). gzip sizes. The build FAILS when a page type is over its budget.
const html = fs.readFileSync(path.join(root, 'dist/client/index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const css = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
const gz = (files) =>
  files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(root, 'dist/client', f))).length, 0) /
  1024;
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist/client/.vite/manifest.json'), 'utf8'));
const initial = new Set(scripts.map((f) => f.slice(1)));
/** The files a page chunk adds to the entry's. */
const pageFiles = (key) => {
  const files = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || files.has(`/${chunk.file}`) || initial.has(chunk.file)) return;
    files.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  return [...files];
};
// Budgets in kB gzip: the ceilings are 45 kB for legal, CMS and contact pages and 100 kB for home,
// catalogue and product pages; each budget is the figure reached + ~3 kB so that a regression fails the
// build long before a ceiling (docs/decisions.md, "Lean public pages"). Lower them as pages shrink.
const PAGE_TYPES = [
  { type: 'home', page: 'home/home-page.tsx', budget: 48 },
  { type: 'catalogue', page: 'catalogue/catalogue-page.tsx', budget: 49 },
  { type: 'product', page: 'product/product-page.tsx', budget: 50 },
  { type: 'legal', page: 'pages/privacy-page.tsx', budget: 44 },
  { type: 'legal (terms)', page: 'pages/terms-page.tsx', budget: 44 },
  { type: 'legal (cookies)', page: 'pages/cookies-page.tsx', budget: 44 },
  { type: 'about', page: 'pages/about-page.tsx', budget: 43 },
  { type: 'cms', page: 'page/cms-page.tsx', budget: 45 },
  { type: 'contact', page: 'contact/contact-page.tsx', budget: 45 },
];
const entryKb = gz(scripts);
const over = [];
/** Kept for `npm run bench` (bench/delivery.ts), which reports it with the bytes on the wire. */
const report = [];
const rows = PAGE_TYPES.map(({ type, page, budget }) => {
  const key = `src/storefront/${page}`;
  if (!manifest[key]) {
    over.push(`${type}: no chunk for ${key}`);
    return `  ${type.padEnd(16)} (no chunk)`;
  }
  const kb = entryKb + gz(pageFiles(key));
  report.push({ type, kb: Number(kb.toFixed(1)), budget });
  if (kb > budget) over.push(`${type}: ${kb.toFixed(1)} kB gzip > budget ${budget} kB`);
  return `  ${type.padEnd(16)} ${kb.toFixed(1).padStart(6)} kB gzip (budget ${budget})`;
});
console.info(
  `built in ${((Date.now() - started) / 1000).toFixed(1)} s — public entry ${entryKb.toFixed(1)} kB gzip ` +
    `(${scripts.length} files), CSS ${gz(css).toFixed(1)} kB gzip; initial JS per page type:\n${rows.join('\n')}`,
);

fs.writeFileSync(path.join(root, 'dist/initial-js.json'), `${JSON.stringify(report, null, 2)}\n`);

// Brotli and gzip forms of every text asset, served as they are (see server/web/renderer.ts).
const { precompressDir } = await import('./precompress.mjs');
const packed = precompressDir(path.join(root, 'dist/client/assets'));
console.info(
  `precompressed ${packed.files} assets: ${(packed.raw / 1024).toFixed(0)} kB → ${(packed.brotli / 1024).toFixed(0)} kB brotli`,
);
if (over.length) {
  console.error(`JavaScript budget exceeded:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
