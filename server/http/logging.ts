// Request logs: method, path, status, time, request id. Never a cookie, password or token: headers
// are not logged, bodies are not logged, and token-bearing paths are masked.
import type { FastifyServerOptions } from 'fastify';

const TOKEN_PATHS = /\/(verify-reset-token|reset-password)\/[^/?#]+/g;
const TOKEN_QUERY = /([?&](?:token|code|secret)=)[^&#]*/gi;

export function maskUrl(url: string): string {
  return url.replace(TOKEN_PATHS, '/$1/[redacted]').replace(TOKEN_QUERY, '$1[redacted]');
}

export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: maskUrl(request.url), ip: request.ip };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
