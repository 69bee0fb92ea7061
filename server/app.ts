// buildApp: plugins, error handling and modules. No I/O at import time; everything it needs comes in ctx.

import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../core/constants';
import { authRoutes } from './auth/routes';
import { fastifyTrustProxy } from './config';
import type { AppContext } from './context';
import { accessPlugin } from './http/access';
import { answerCachePlugin } from './http/answer-cache';
import { auditPlugin } from './http/audit';
import { compressionPlugin } from './http/compression';
import { HttpError, httpErrorBody, httpErrorFromDatabase } from './http/errors';
import { inFlightPlugin } from './http/in-flight';
import { ROUTER_OPTIONS, registerInProcessRoutes } from './http/in-process';
import { loggerOptions, maskUrl } from './http/logging';
import { nulBytePlugin } from './http/nul-bytes';
import { openApiPlugin } from './http/openapi';
import { registerRequestClock } from './http/request-clock';
import { securityPlugin } from './http/security';
import { housekeepingJobs } from './jobs/housekeeping';
import { createJobQueue } from './jobs/queue';
import { MAIL_JOB, MAIL_JOB_OPTIONS, mailJobHandler } from './mail/mail-jobs';
import { modules } from './modules';
import { BACKUP_JOB, backupJobHandler } from './modules/backups/service';
import { setFacetIndex } from './modules/catalogue/facet-engine/engine';
import { redirectServing } from './modules/redirects/serve';
import { statsRoutes } from './modules/stats/routes';
import { storageRoutes } from './modules/storage/routes';
import { systemRoutes } from './modules/system/routes';
import { importJobHandler } from './modules/transfer/service';
import { webPlugin } from './web/plugin';
import type { WebRenderer } from './web/renderer';

export interface BuildOptions {
  /** Public pages and the admin shell; omitted in API-only tests. */
  web?: WebRenderer;
  /** Set false to silence request logs (tests). */
  logger?: boolean;
  /** Where logs go instead of stdout (tests read them back). */
  logStream?: NodeJS.WritableStream;
  /**
   * Observes every registered route (the default-deny test uses it). The options object is passed as
   * is: nested plugins may still set config.access on it after this call.
   */
  /** Set false to leave the job worker stopped (a test that drives the queue itself). */
  jobs?: boolean;
  /** Run the recurring housekeeping jobs (the server does; tests that expire sessions by hand do not). */
  housekeeping?: boolean;
  /** The clock of scheduled publishing (#19); tests control it. Default: the real time. */
  clock?: () => Date;
  onRoute?: (route: { method: string | string[]; url: string; config?: { access?: string } }) => void;
}

export type App = FastifyInstance;

export const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(ctx: Omit<AppContext, 'log'>, options: BuildOptions = {}) {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            ...loggerOptions(ctx.config.logLevel),
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: () => randomUUID(),
    // TRUST_PROXY: a hop count (true = 1) or proxy addresses; see fastifyTrustProxy.
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: 120_000,
    connectionTimeout: 130_000,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    // One line per request, written in onResponse below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: ROUTER_OPTIONS,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', { ...ctx, log: app.log });
  app.decorate('clock', options.clock ?? (() => new Date()));
  // Before any route: server renders answer their API calls through it (http/in-process.ts).
  registerInProcessRoutes(app);
  // The background job queue: its worker loop starts with the app and stops (finishing its job) on close.
  const importJob = importJobHandler(app.ctx);
  const housekeeping = options.housekeeping
    ? housekeepingJobs(app.ctx, {
        clock: options.clock,
        contentChanged: async () => {
          if (app.hasDecorator('answerCache')) await app.answerCache.bump();
        },
      })
    : { handlers: {}, options: {} };
  app.decorate(
    'jobs',
    createJobQueue(
      app.ctx,
      {
        // A job writes after its request was answered (and the answer cache bumped): bump again when it ends,
        // so every server's cached pages show the imported products.
        import: async (job, run) => {
          try {
            return await importJob(job, run);
          } finally {
            if (app.hasDecorator('answerCache')) await app.answerCache.bump();
          }
        },
        [MAIL_JOB]: mailJobHandler(app.ctx),
        [BACKUP_JOB]: backupJobHandler(app.ctx),
        ...housekeeping.handlers,
      },
      { [MAIL_JOB]: MAIL_JOB_OPTIONS, ...housekeeping.options },
    ),
  );
  if (options.jobs !== false) {
    app.addHook('onReady', () => app.jobs.start());
    app.addHook('onClose', () => app.jobs.stop());
  }
  // Marks the in-process calls of server rendering; random so no outside request can claim it.
  app.decorate('internalRenderKey', randomUUID());
  registerRequestClock(
    app,
    (headers) => (headers as Record<string, unknown>)['x-internal-render'] === app.internalRenderKey,
  );
  app.addHook('onResponse', async (request, reply) => {
    // In-process calls made while server-rendering a page are part of that page's request.
    const level = request.headers['x-internal-render'] === app.internalRenderKey ? 'debug' : 'info';
    request.log[level](
      {
        method: request.method,
        url: maskUrl(request.url),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
        ...(request.auth ? { userId: request.auth.user.id } : {}),
      },
      'request',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) {
    const observe = options.onRoute;
    app.addHook('onRoute', (route) => observe(route));
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        const messages = details[field] ?? [];
        messages.push(issue.message ?? 'Invalid value');
        details[field] = messages;
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.code(400).send({ error: first, details });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(httpErrorBody(error));
    }
    const fromDatabase = httpErrorFromDatabase(error);
    if (fromDatabase) {
      request.log.info({ err: { message: error.message } }, 'database constraint refused the request');
      return reply.code(fromDatabase.statusCode).send({ error: fromDatabase.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ error: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type, multipart limits.
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE'
          ? 'Request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Request body is empty'
              : error.message || 'Bad request';
      return reply.code(status).send({ error: message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal server error' });
  });

  // First: every request is counted until its reply is sent, so a shutdown can wait for it (in-flight.ts).
  await app.register(inFlightPlugin);
  await app.register(cookie);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 10,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 40,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
  await app.register(securityPlugin, {
    publicUrl: ctx.config.publicUrl,
    isProduction: ctx.config.isProduction,
    devServer: options.web?.mode === 'dev',
    analyticsHosts: !!(ctx.config.gaMeasurementId || ctx.config.gtmId),
  });
  await app.register(nulBytePlugin);
  // Before the session lookup: a redirected address is answered without touching sessions.
  await app.register(redirectServing);
  await app.register(accessPlugin);
  await app.register(openApiPlugin);
  // Before the routes: it watches them register (target types) and writes one entry per write (#19).
  await app.register(auditPlugin);

  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(storageRoutes);
  await app.register(statsRoutes);
  await app.register(modules);
  await app.register(answerCachePlugin);
  setFacetIndex(ctx.db, ctx.config.facetIndex);
  // After the answer cache: its answers arrive already compressed and pass through untouched.
  await app.register(compressionPlugin);
  // The server's own time of each answer (routing, queries, rendering, compression), last of the onSend
  // hooks: browsers' developer tools show it, and the bench reads it as the server-side figure.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !options.web) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return reply.callNotFound();
  });
  if (options.web) await app.register(webPlugin, { renderer: options.web });

  return app;
}
