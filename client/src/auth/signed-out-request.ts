// The requests of the signed-out screens (forgot and reset password). They do not go through the API
// client's session handling (nobody is signed in, a 401 is an answer), and an error keeps the server's
// `error` field as its message (or the screen's fallback, AUTH-49/50/51) and its field `details`.
import { ApiError } from '../lib/api';

export async function signedOutRequest<T>(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  fallback: string,
): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  const data = (await res.json().catch(() => ({}))) as {
    error?: string;
    details?: Record<string, string[]>;
  };
  if (!res.ok) throw new ApiError(res.status, data.error || fallback, data.error ?? null, data.details);
  return data as T;
}
