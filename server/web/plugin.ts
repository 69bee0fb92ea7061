// Serves the admin shell for sign-in and /admin routes, and server-renders every other page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicCacheControl } from '../http/answer-cache';
import { tagAnswer } from '../http/cache-tags';
import { notFound } from '../http/errors';
import { contactFormRoutes } from './contact-form';
import { previewParam, renderPreviewPage } from './preview-page';
import { renderPublicPage } from './render-page';
import type { WebRenderer } from './renderer';
import { pageQueryProblem } from './template';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page that cannot be rendered from this address: a short HTML answer, never echoing the input. */
function badPageRequest(reply: FastifyReply, message: string) {
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="robots" content="noindex"><title>Bad request</title></head>` +
        `<body><main><h1>Bad request</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`,
    );
}

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

    const problem = pageQueryProblem(request.url);
    if (problem) return badPageRequest(reply, problem);

    // A draft's preview (#19): the same page with the draft's answer, a banner and noindex.
    const preview = previewParam(request.url);
    if (preview !== null) return renderPreviewPage(app, renderer, site, request, reply, preview);

    const result = await renderPublicPage(app, renderer, site, {
      url: request.url,
      request,
    });
    if (result.tags) tagAnswer(request, ...result.tags);
    return reply
      .code(result.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', request.auth ? 'private, no-store' : publicCacheControl(ctx.config))
      .send(result.html);
  }

  app.get('/*', { config: { access: 'public', cache: true }, schema: { hide: true } }, renderPage);
  app.get('/', { config: { access: 'public', cache: true }, schema: { hide: true } }, renderPage);
}
