import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './vite.config';

const alias = { '@core': path.resolve(import.meta.dirname, 'core') };
/** Server-rendering tests render the storefront on Preact, as production does (vite.config.ts). */
const storefrontAlias = [
  { find: '@core', replacement: alias['@core'] },
  ...preactAliases,
  // Its "node" export is CommonJS, whose require('react') no alias reaches.
  { find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' },
];
/** Dependencies that import React must be transformed by Vite, so that they get Preact too. */
const reactDependencies = [/@tanstack\/react-query/, /wouter/, /lucide-react/, /radix-ui/, /@radix-ui/];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: storefrontAlias },
        test: {
          name: 'api',
          server: { deps: { inline: reactDependencies } },
          // Pre-bundled once (esbuild, cached) instead of transforming lucide's thousand icon modules per file.
          deps: { optimizer: { ssr: { enabled: true, include: ['lucide-react'] } } },
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/setup-node.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // The Google tag's script is never fetched in a test; "loaded" instead of an error on stderr.
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A loaded CI machine can take more than the default second to show a list.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
