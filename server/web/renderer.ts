// How public pages and the admin shell are produced, in three modes: built files (production and
// `npm start`), Vite's dev server (`npm run dev`), and source imports (tests).
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { clientDistDir, clientSourceDir, ssrDistDir } from '../paths';

export interface ServerEntry {
  render(input: {
    url: string;
    fetchJson: (path: string) => Promise<{ status: number; body: unknown }>;
    site: { publicUrl: string; gaMeasurementId?: string; gtmId?: string; environment: string };
  }): Promise<{ status: number; head: string; html: string; state: string }>;
}

export interface WebRenderer {
  mode: 'prod' | 'dev' | 'test';
  /** Static assets (prod) or Vite's middlewares (dev). */
  setup(app: FastifyInstance): Promise<void>;
  publicTemplate(url: string): Promise<string>;
  adminTemplate(url: string): Promise<string>;
  serverEntry(): Promise<ServerEntry>;
  close(): Promise<void>;
}

export async function createProdRenderer(): Promise<WebRenderer> {
  const [publicTemplate, adminTemplate] = await Promise.all([
    fs.readFile(path.join(clientDistDir, 'index.html'), 'utf8'),
    fs.readFile(path.join(clientDistDir, 'admin.html'), 'utf8'),
  ]);
  const entry = (await import(pathToFileURL(path.join(ssrDistDir, 'entry-server.js')).href)) as ServerEntry;
  return {
    mode: 'prod',
    async setup(app) {
      const { default: fastifyStatic } = await import('@fastify/static');
      await app.register(async (assets) => {
        assets.addHook('onRoute', (route) => {
          route.config = { ...(route.config ?? {}), access: 'public' };
        });
        await assets.register(fastifyStatic, {
          root: path.join(clientDistDir, 'assets'),
          prefix: '/assets/',
          immutable: true,
          maxAge: '365d',
          // The build writes .br and .gz beside each text asset (scripts/precompress.mjs).
          preCompressed: true,
          index: false,
          wildcard: true,
        });
      });
      // Files of client/public (favicon) are copied to the root of dist/client.
      const favicon = await fs.readFile(path.join(clientDistDir, 'favicon.svg'));
      // /favicon.ico too: a browser showing a file without a page (the #20 datasheet PDF) asks for it, and
      // would otherwise get a rendered 404 page each time.
      for (const icon of ['/favicon.svg', '/favicon.ico'])
        app.get(icon, { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) =>
          reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon),
        );
    },
    publicTemplate: async () => publicTemplate,
    adminTemplate: async () => adminTemplate,
    serverEntry: async () => entry,
    close: async () => {},
  };
}

export async function createDevRenderer(): Promise<WebRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(clientSourceDir, '..', 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { port: 24678 } },
    appType: 'custom',
  });
  return {
    mode: 'dev',
    async setup(app) {
      const { default: middie } = await import('@fastify/middie');
      await app.register(middie);
      app.use((req, res, next) => {
        // Vite serves its modules and assets; everything else goes on to our routes.
        const url = req.url ?? '';
        if (url.startsWith('/api/')) return next();
        vite.middlewares(req, res, next);
      });
    },
    publicTemplate: async (url) =>
      vite.transformIndexHtml(url, await fs.readFile(path.join(clientSourceDir, 'index.html'), 'utf8')),
    adminTemplate: async (url) =>
      vite.transformIndexHtml(url, await fs.readFile(path.join(clientSourceDir, 'admin.html'), 'utf8')),
    serverEntry: async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry,
    close: () => vite.close(),
  };
}

/** Tests render from source with minimal templates: no build needed. */
export function createTestRenderer(loadEntry: () => Promise<ServerEntry>): WebRenderer {
  const template = (script: string) =>
    `<!doctype html><html lang="en"><head><meta charset="UTF-8"><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--><script type="module" src="${script}"></script></body></html>`;
  return {
    mode: 'test',
    setup: async () => {},
    publicTemplate: async () => template('/src/entry-client.tsx'),
    adminTemplate: async () =>
      '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Torchworks CMS</title></head><body><div id="root"></div><script type="module" src="/src/entry-admin.tsx"></script></body></html>',
    serverEntry: loadEntry,
    close: async () => {},
  };
}
