// Where sign-in returns to (issue #14): a signed-out visit to an admin address goes to
// /auth?next=<that address>. Only a same-origin path is followed, never another site.

export const RETURN_PARAM = 'next';

/**
 * The path to return to, or null. Accepts only a path starting with a single "/" (not "//" or "/\"),
 * which resolves against this origin to this origin.
 */
export function safeReturnPath(
  raw: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in address that comes back to `path` afterwards (plain /auth for the dashboard). */
export function signInPath(path: string): string {
  const safe = safeReturnPath(path);
  if (!safe || safe === '/admin' || safe === '/admin/') return '/auth';
  return `/auth?${RETURN_PARAM}=${encodeURIComponent(safe)}`;
}

/** The return path carried by a sign-in page's query string. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
