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

// The manifest tells which chunks each lazily loaded public page adds (reported below).
await viteBuild({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { manifest: true },
});
await viteBuild({
  configFile: path.join(root, 'vite.config.ts'),
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

// The public page's initial JavaScript: the entry script and the modules it preloads.
const html = fs.readFileSync(path.join(root, 'dist/client/index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const css = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
const gz = (files) =>
  files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(root, 'dist/client', f))).length, 0) /
  1024;
// Public pages are split by route and loaded before hydration, so a page's initial JavaScript is the
// entry's plus its own chunk (and the chunks that chunk imports statically that the entry does not have).
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist/client/.vite/manifest.json'), 'utf8'));
const initial = new Set(scripts.map((f) => f.slice(1)));
const pageChunks = (manifest['index.html']?.dynamicImports ?? [])
  .filter((key) => /storefront\/.*-page\.tsx$/.test(key))
  .map((key) => {
    const files = new Set();
    const visit = (k) => {
      const chunk = manifest[k];
      if (!chunk || files.has(`/${chunk.file}`) || initial.has(chunk.file)) return;
      files.add(`/${chunk.file}`);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    visit(key);
    return { name: path.basename(key).replace(/\.[jt]sx?$/, ''), kb: gz([...files]) };
  });
const largest = pageChunks.sort((a, b) => b.kb - a.kb)[0];
console.info(
  `built in ${((Date.now() - started) / 1000).toFixed(1)} s — public page initial JS ${gz(scripts).toFixed(1)} kB gzip ` +
    `(${scripts.length} files)` +
    (largest
      ? `, with the largest page chunk (${largest.name}) ${(gz(scripts) + largest.kb).toFixed(1)} kB gzip`
      : '') +
    `, CSS ${gz(css).toFixed(1)} kB gzip`,
);

// Brotli and gzip forms of every text asset, served as they are (see server/web/renderer.ts).
const { precompressDir } = await import('./precompress.mjs');
const packed = precompressDir(path.join(root, 'dist/client/assets'));
console.info(
  `precompressed ${packed.files} assets: ${(packed.raw / 1024).toFixed(0)} kB → ${(packed.brotli / 1024).toFixed(0)} kB brotli`,
);
