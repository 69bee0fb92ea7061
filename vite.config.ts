import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, 'client');

export default defineConfig({
  root,
  publicDir: path.resolve(root, 'public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@core': path.resolve(import.meta.dirname, 'core'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        storefront: path.resolve(root, 'index.html'),
        admin: path.resolve(root, 'admin.html'),
      },
    },
  },
  server: { middlewareMode: true },
  appType: 'custom',
});
