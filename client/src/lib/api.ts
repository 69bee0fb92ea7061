// The one API client (document 000 §7 "Shared behaviour"): a GET loader that builds its path from the
// query key, a write helper, and the error message "status: text". A 401 on a signed-in screen
// (issue #14) waits for the "session has ended" sign-in and is then sent once more.

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** The server's `error` field, when the body was our error shape. */
    public readonly serverMessage: string | null,
    public readonly details?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryKeyPart = string | number | Record<string, unknown> | null | undefined;

/** Object parts become query-string parameters; empty or null values are left out; arrays are comma-joined. */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Joins the key's string parts with slashes; object parts become the query string. */
export function pathFromQueryKey(queryKey: readonly unknown[]): string {
  const segments: string[] = [];
  const params: Record<string, unknown> = {};
  for (const part of queryKey) {
    if (part === null || part === undefined) continue;
    if (typeof part === 'object') Object.assign(params, part);
    else segments.push(String(part));
  }
  const path = segments.join('/').replace(/(?<!:)\/{2,}/g, '/');
  return path + toQueryString(params);
}

/** Asks the person to sign in again; resolves true when they did (as the same user). */
export type Reauthenticate = () => Promise<boolean>;

let reauthenticate: Reauthenticate | null = null;
let reauthInFlight: Promise<boolean> | null = null;

/** Set by the signed-in screens (the session dialog); returns the function that removes it again. */
export function setReauthenticate(handler: Reauthenticate): () => void {
  reauthenticate = handler;
  return () => {
    if (reauthenticate === handler) reauthenticate = null;
  };
}

/** Sign-in calls answer 401 for a wrong password: that is an answer, not an ended session. */
const SIGN_IN_CALLS = /^\/api\/(login|logout|register)(\/|\?|$)/;

/**
 * fetch, and on a 401 while a signed-in screen is open: wait for the person to sign in again (one
 * dialog for every request that failed meanwhile) and send the same request once more.
 */
export async function fetchWithSession(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (res.status !== 401 || !(await signedInAgain(url))) return res;
  return fetch(url, init);
}

/**
 * After a 401 from `url`: true once the person has signed in again (as the same user), so the caller
 * may send its request once more. For callers that cannot use fetch (upload progress needs XHR).
 */
export async function signedInAgain(url: string): Promise<boolean> {
  if (!reauthenticate || SIGN_IN_CALLS.test(url)) return false;
  reauthInFlight ??= reauthenticate()
    .catch(() => false)
    .finally(() => {
      reauthInFlight = null;
    });
  return reauthInFlight;
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let serverMessage: string | null = null;
  let details: Record<string, string[]> | undefined;
  try {
    const body = JSON.parse(text) as { error?: unknown; details?: Record<string, string[]> };
    if (typeof body.error === 'string') serverMessage = body.error;
    details = body.details;
  } catch {
    // Not our JSON error shape (a proxy page, plain text): the status text stands.
  }
  throw new ApiError(res.status, `${res.status}: ${text}`, serverMessage, details);
}

/** The write helper: method, path and optional JSON body; cookies always sent. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetchWithSession(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest and read the JSON answer. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default data loader: GET the path built from the key, JSON answer, 401 → null or throw. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<T> => {
    const path = pathFromQueryKey(queryKey);
    // The signed-out probe (GET /api/user) answers null; every other query may re-authenticate.
    const returnNull = options.on401 === 'returnNull';
    // The signal lets a cancelled query (signing out) abort its request instead of meeting a 401.
    const res = await (returnNull ? fetch : fetchWithSession)(path, { credentials: 'include', signal });
    if (returnNull && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** The message to show a person: the server's own words when it sent them. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback ?? error.message;
  if (error instanceof Error && error.message) return fallback ?? error.message;
  return fallback ?? 'Something went wrong';
}

/**
 * Whether sending the same request again could succeed (#16): no answer at all (network), a server
 * failure (5xx), a timeout (408) or too many requests (429). Any other 4xx is an answer about the
 * request itself (too long, taken, too large, not allowed), which a retry cannot change.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/**
 * The description of a failed call (#16 "no 'try again' for an error a retry cannot fix"): for an
 * error a retry cannot fix, the server's own reason; otherwise `retryText` — the specification's
 * "Failed to save brand. Please try again." — or, for 429, the server's words (they say when).
 */
export function failureMessage(error: unknown, retryText: string): string {
  if (!(error instanceof ApiError)) return retryText;
  if (error.status === 429) return error.serverMessage ?? retryText;
  if (isRetryable(error)) return retryText;
  return error.serverMessage ?? `The request was refused (${error.status}).`;
}

/** Multipart upload with the same error handling (the browser sets the boundary). */
export async function apiUpload<T>(url: string, form: FormData, method = 'POST'): Promise<T> {
  const res = await fetchWithSession(url, { method, body: form, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
