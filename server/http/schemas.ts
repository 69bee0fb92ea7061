// Response-schema helpers: every route lists its error statuses with the one error shape, so the
// OpenAPI document tells integrators exactly what can come back.
import type { ZodType } from 'zod';
import { errorResponse } from '../../core/schemas/common';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export function replies<T extends Record<number, ZodType>>(success: T, ...errors: ErrorStatus[]) {
  const out: Record<number, ZodType> = { ...success };
  for (const status of errors) out[status] = errorResponse;
  return out as T & Record<ErrorStatus, typeof errorResponse>;
}
