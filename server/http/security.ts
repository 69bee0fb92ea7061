// Security headers on every response, no-store on signed-in answers, and refusal of state-changing
// requests from another site (Origin / Sec-Fetch-Site), on top of SameSite=Lax session cookies.
import fp from 'fastify-plugin';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SecurityOptions {
  publicUrl: string;
  isProduction: boolean;
  /** Vite's dev server needs inline scripts and websockets. */
  devServer: boolean;
  analyticsHosts: boolean;
}

export function contentSecurityPolicy(options: SecurityOptions): string {
  const google = options.analyticsHosts
    ? ' https://www.googletagmanager.com https://www.google-analytics.com https://*.google-analytics.com'
    : '';
  const scriptSrc = options.devServer ? "'self' 'unsafe-inline' 'unsafe-eval'" : "'self'";
  const connectSrc = options.devServer ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}${google}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${google ? ' https://www.google-analytics.com' : ''}`,
    "font-src 'self' data:",
    `connect-src ${connectSrc}${google}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    ...(options.isProduction && options.publicUrl.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Serialises a URL's scheme, host and port (default ports dropped); null when it is not a URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Origin header names this site: the same scheme, host and port as PUBLIC_URL, or as the request
 * itself (its scheme and Host, or X-Forwarded-Proto/-Host from a trusted proxy). `null` and
 * non-http origins never match, and an https PUBLIC_URL never accepts an http origin (behind a TLS
 * proxy the request itself looks like http, and a page injected into http://same-host must not pass).
 */
export function sameOrigin(
  origin: string,
  publicOrigin: string,
  request: { protocol: string; host: string },
): boolean {
  const claimed = originOf(origin);
  if (!claimed) return false;
  if (claimed === publicOrigin) return true;
  if (publicOrigin.startsWith('https:') && !claimed.startsWith('https:')) return false;
  return request.host !== '' && claimed === originOf(`${request.protocol}://${request.host}`);
}

export const securityPlugin = fp<SecurityOptions>(async (app, options) => {
  const csp = contentSecurityPolicy(options);
  const allowedOrigin = new URL(options.publicUrl).origin;
  const hsts = options.isProduction && options.publicUrl.startsWith('https:');

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw forbidden('Cross-site request refused');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!sameOrigin(origin, allowedOrigin, request)) throw forbidden('Cross-site request refused');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.auth) {
      reply.header('cache-control', 'private, no-store');
    } else if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
