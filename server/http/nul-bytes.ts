// PostgreSQL text cannot hold a NUL character: one in a field used to reach the database and answer 500.
// Every request's parsed body, query and path parameters are checked once, before validation, and a
// NUL anywhere is refused with 400 naming the field.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

const MAX_DEPTH = 64;

/** The path of the first string (key or value) holding a NUL character, or null. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at.split('\u0000').join('\\0');
    const found = findNul(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

function check(request: FastifyRequest) {
  const field =
    findNul(request.params) ??
    findNul(request.query) ??
    (request.isMultipart() ? null : findNul(request.body));
  if (field) {
    throw badRequest('Text must not contain NUL characters', {
      [field]: ['Text must not contain NUL characters'],
    });
  }
}

export const nulBytePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => check(request));
});
