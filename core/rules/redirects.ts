// Redirect path rules, shared by the server (validation, serving) and the redirect form.
//   fromPath: a path on this site ("/old-catalog"): starts with "/", no query or fragment, no spaces,
//             not under /api, /assets, /admin or the sign-in pages; trailing slashes dropped except for "/".
//   toPath:   a path on this site (query and fragment allowed) or an absolute http(s) URL.
// "A path on this site" is isSitePath: "//host" and "/\host" lead to another site and are refused.
import { isSitePath } from './site-path';

export const FROM_PATH_MESSAGES = {
  required: 'From path is required',
  slash: 'From path must start with "/" (a path on this site, not a full URL)',
  query: 'From path cannot contain a query string or fragment',
  spaces: 'From path cannot contain spaces',
  reserved: 'Redirects cannot start under /api, /assets, /admin or the sign-in pages',
} as const;

export const TO_PATH_MESSAGES = {
  required: 'To path is required',
  format: 'To path must be a path starting with "/" or a full http(s) URL',
} as const;

const RESERVED = /^\/(api|assets|admin|auth|login|forgot-password|reset-password)(\/|$)/i;

/** Drops trailing slashes (except for "/") and collapses repeated slashes. */
export function normalisePath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
}

/** The problem with a from-path, or null when it is valid. */
export function fromPathProblem(value: string): string | null {
  const path = value.trim();
  if (!path) return FROM_PATH_MESSAGES.required;
  if (!path.startsWith('/') || path.startsWith('//')) return FROM_PATH_MESSAGES.slash;
  if (/[?#]/.test(path)) return FROM_PATH_MESSAGES.query;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(path)) return FROM_PATH_MESSAGES.spaces;
  if (!isSitePath(path)) return FROM_PATH_MESSAGES.slash;
  if (RESERVED.test(normalisePath(path))) return FROM_PATH_MESSAGES.reserved;
  return null;
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

export function toPathProblem(value: string): string | null {
  const target = value.trim();
  if (!target) return TO_PATH_MESSAGES.required;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(target)) return TO_PATH_MESSAGES.format;
  if (target.startsWith('/')) return isSitePath(target) ? null : TO_PATH_MESSAGES.format;
  return isAbsoluteHttpUrl(target) ? null : TO_PATH_MESSAGES.format;
}

/**
 * The site path a target leads to (query and fragment dropped, normalised), or null when it leaves
 * the site. An absolute URL on the site's own origin counts as a site path.
 */
export function internalPath(target: string, siteUrl: string): string | null {
  if (target.startsWith('/')) {
    return isSitePath(target) ? normalisePath(target.split(/[?#]/)[0] || '/') : null;
  }
  try {
    const url = new URL(target);
    return url.origin === new URL(siteUrl).origin ? normalisePath(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * Following active redirects from `to`, does the chain come back to `from`? Returns the chain
 * (from … from) when it does, else null. `active` maps each active redirect's from-path to its target.
 */
export function redirectLoop(
  from: string,
  to: string,
  active: ReadonlyMap<string, string>,
  siteUrl: string,
): string[] | null {
  const chain = [from];
  const seen = new Set([from]);
  let next = internalPath(to, siteUrl);
  while (next !== null) {
    chain.push(next);
    if (next === from) return chain;
    if (seen.has(next)) return null;
    seen.add(next);
    const target = active.get(next);
    if (target === undefined) return null;
    next = internalPath(target, siteUrl);
  }
  return null;
}

/** The Location of a served redirect: the request's query string is kept when the target has none. */
export function redirectLocation(target: string, requestQuery: string): string {
  const hasQuery = target.includes('?');
  if (!requestQuery || hasQuery) return target;
  const [base, fragment] = target.split('#', 2) as [string, string | undefined];
  return `${base}?${requestQuery}${fragment !== undefined ? `#${fragment}` : ''}`;
}
