import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, 'client');

/**
 * The public storefront ships Preact through its React-compatible layer instead of React DOM: the same
 * components, about 60 kB gzip less JavaScript on every public page (docs/decisions.md, "Lean public
 * pages"). The admin keeps React. `npm run build` builds each with its own mode; the dev server and the
 * component tests run both on React.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // wouter's shim is CommonJS that requires React; Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * lucide-react's icon factory, imported by each icon module as ../createLucideIcon.mjs, replaced in the
 * storefront by one that prepares each icon's markup once (client/src/storefront/light-icon.ts).
 */
export const lightIconAlias: Alias = {
  find: /^\.\.?\/createLucideIcon\.mjs$/,
  replacement: path.resolve(root, 'src/storefront/light-icon.ts'),
};

/** Build modes: `storefront` (public entry and its server renderer, on Preact), `admin` (React). */
export default defineConfig(({ mode }) => {
  const storefront = mode === 'storefront';
  const storefrontHtml = path.resolve(root, 'index.html');
  const adminHtml = path.resolve(root, 'admin.html');
  const input: Record<string, string> =
    mode === 'admin'
      ? { admin: adminHtml }
      : storefront
        ? { storefront: storefrontHtml }
        : { storefront: storefrontHtml, admin: adminHtml };
  return {
    root,
    publicDir: path.resolve(root, 'public'),
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: [
        { find: '@core', replacement: path.resolve(import.meta.dirname, 'core') },
        ...(storefront ? [...preactAliases, lightIconAlias] : []),
      ],
    },
    // The server renderer bundles its dependencies so that they, too, import Preact rather than React.
    ssr: storefront ? { noExternal: true } : undefined,
    build: {
      outDir: path.resolve(import.meta.dirname, 'dist/client'),
      emptyOutDir: false,
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: {
        input,
      },
    },
    server: { middlewareMode: true },
    appType: 'custom',
  };
});
