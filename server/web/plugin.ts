// Serves the admin shell for sign-in and /admin routes, and server-renders every other page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { contactFormRoutes } from './contact-form';
import type { WebRenderer } from './renderer';

export const ADMIN_PATHS = /^\/(auth|login|forgot-password|reset-password(\/[^/]+)?|admin(\/.*)?)\/?$/;

export async function webPlugin(app: FastifyInstance, options: { renderer: WebRenderer }) {
  const { renderer } = options;
  const ctx = app.ctx;
  await renderer.setup(app);

  const site = {
    publicUrl: ctx.config.publicUrl,
    ...(ctx.config.gaMeasurementId ? { gaMeasurementId: ctx.config.gaMeasurementId } : {}),
    ...(ctx.config.gtmId ? { gtmId: ctx.config.gtmId } : {}),
    environment: ctx.config.env,
  };
  await contactFormRoutes(app, { renderer, site }); // the contact form without JavaScript (#14)

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') throw notFound('Not found');

    if (ADMIN_PATHS.test(path)) {
      const html = await renderer.adminTemplate(request.url);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    }

    const entry = await renderer.serverEntry();
    const cookie = request.headers.cookie;
    const result = await entry.render({
      url: request.url,
      site,
      fetchJson: async (target) => {
        const res = await app.inject({
          method: 'GET',
          url: target,
          headers: { 'x-internal-render': app.internalRenderKey, ...(cookie ? { cookie } : {}) },
        });
        let body: unknown = null;
        try {
          body = res.json();
        } catch {
          body = null;
        }
        return { status: res.statusCode, body };
      },
    });
    const template = await renderer.publicTemplate(request.url);
    const html = template
      .replace('<!--app-head-->', result.head)
      .replace('<!--app-html-->', result.html)
      .replace('<!--app-state-->', result.state);
    return reply
      .code(result.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', request.auth ? 'private, no-store' : 'public, max-age=0, must-revalidate')
      .send(html);
  }

  app.get('/*', { config: { access: 'public', cache: true }, schema: { hide: true } }, renderPage);
  app.get('/', { config: { access: 'public', cache: true }, schema: { hide: true } }, renderPage);
}
