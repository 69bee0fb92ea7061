// The audit log (#19): one row per write through the API and per security event, written by one
// insert in onSend (before the answer leaves, so an acknowledged write has its entry). What is stored:
// who (the session's user, or the user a sign-in answered with), when, the client address and user
// agent, the method and route *pattern* (never the raw address: reset tokens travel in paths), the
// target (the first path segment and the :id parameter, or the id of a created record), the result and
// status. Request bodies are never stored, except the non-secret fields listed in BODY_FIELDS.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditAction } from '../../core/schemas/audit';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security events by "METHOD route". A function gets the status and the answered object. */
type ActionRule = AuditAction | ((status: number, answer: Record<string, unknown> | null) => AuditAction);
const signIn: ActionRule = (status, answer) =>
  status >= 400 ? 'sign_in_failed' : answer?.twoFactorRequired ? 'sign_in_code_required' : 'sign_in';
export const SECURITY_ROUTES: Record<string, ActionRule> = {
  'POST /api/login': signIn,
  'POST /api/login/2fa': (status) => (status >= 400 ? 'sign_in_failed' : 'sign_in'),
  'POST /api/logout': 'sign_out',
  'POST /api/register': 'user_created',
  'POST /api/forgot-password': 'password_reset_requested',
  'POST /api/reset-password': 'password_reset',
  'POST /api/user/change-password': 'password_changed',
  'POST /api/user/2fa/setup': 'two_factor_setup',
  'POST /api/user/2fa/enable': 'two_factor_enabled',
  'POST /api/user/2fa/disable': 'two_factor_disabled',
  'PUT /api/settings/security': 'settings_changed',
  'POST /api/users': 'user_created',
  'PATCH /api/users/:id/role': 'role_changed',
  'PATCH /api/users/:id/status': 'status_changed',
  'DELETE /api/users/:id': 'user_deleted',
  'POST /api/backup/app-storage': 'backup_downloaded',
  'GET /api/products/export': 'export_downloaded',
  // Going back to an earlier version of a product (#19).
  'POST /api/products/:id/revisions/:revisionId/restore': 'restore',
};

/** The only body fields ever stored, per route: none of them is a secret. */
const BODY_FIELDS: Record<string, string[]> = {
  'POST /api/login': ['email'],
  'POST /api/forgot-password': ['email'],
  'POST /api/register': ['email', 'username'],
  'POST /api/users': ['email', 'username', 'role'],
  'PATCH /api/users/:id/role': ['role'],
  'PATCH /api/users/:id/status': ['status'],
  'PUT /api/settings/security': ['requireAdminTwoFactor'],
};

/** Sign-in and account routes: their target is the user account. */
const ACCOUNT_PATHS = new Set(['login', 'logout', 'register', 'forgot-password', 'reset-password', 'user']);

/** Where a route's target id is: the first parameter named id (never a token). */
const ID_PARAMS = ['id'];

export interface AuditRow {
  userId: number | null;
  userLabel: string | null;
  action: string;
  method: string | null;
  route: string | null;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  result: 'success' | 'failure' | 'denied';
  status: number | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown> | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The object a route answered with (its id names a created record, a sign-in's user). */
    auditAnswer: Record<string, unknown> | null;
  }
}

export function resultOf(status: number): AuditRow['result'] {
  if (status < 400) return 'success';
  return status === 401 || status === 403 || status === 429 ? 'denied' : 'failure';
}

/** "products" from /api/products/:id/specs/:itemId; "user" for /api/user/…; null for /api itself. */
export function targetTypeOf(route: string): string | null {
  const segment = route.split('/')[2];
  return segment && !segment.startsWith(':') ? segment : null;
}

function pick(body: unknown, fields: string[] | undefined): Record<string, unknown> | null {
  if (!fields || !body || typeof body !== 'object') return null;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[field] = typeof value === 'string' ? value.slice(0, 200) : value;
  }
  return Object.keys(out).length ? out : null;
}

/** The entry of one request, or null when the request is not audited. */
export function auditRowOf(
  request: FastifyRequest,
  reply: FastifyReply,
  internalRenderKey: string,
): AuditRow | null {
  const route = request.routeOptions.url;
  if (!route?.startsWith('/api/')) return null;
  if (request.headers['x-internal-render'] === internalRenderKey) return null;
  const key = `${request.method} ${route}`;
  const rule = SECURITY_ROUTES[key];
  if (!rule) {
    if (!WRITE_METHODS.has(request.method)) return null;
    // Anonymous writes to public routes (analytics events, the contact form) are visitors, not staff:
    // the analytics promise keeps their address and user agent out of storage.
    if (!request.auth && request.routeOptions.config.access === 'public') return null;
  }
  const status = reply.statusCode;
  const answer = request.auditAnswer;
  const action: string = rule
    ? typeof rule === 'function'
      ? rule(status, answer)
      : rule
    : request.method === 'POST'
      ? 'create'
      : request.method === 'DELETE'
        ? 'delete'
        : 'update';
  // The session's user; for a sign-in the user it answered with; for the second step the pending session's.
  let userId = request.auth?.user.id ?? null;
  let userLabel = request.auth?.user.username ?? null;
  if (
    !userId &&
    status < 400 &&
    answer &&
    typeof answer.id === 'number' &&
    typeof answer.username === 'string'
  ) {
    userId = answer.id;
    userLabel = answer.username;
  }
  const params = (request.params ?? {}) as Record<string, unknown>;
  const idParam = ID_PARAMS.map((name) => params[name]).find((v) => v !== undefined);
  const createdId =
    request.method === 'POST' && status === 201 && answer && typeof answer.id === 'number' ? answer.id : null;
  const pathType = targetTypeOf(route);
  const targetType = pathType && ACCOUNT_PATHS.has(pathType) ? 'user' : pathType;
  const details = pick(request.body, BODY_FIELDS[key]);
  const ua = request.headers['user-agent'];
  return {
    userId,
    userLabel,
    action,
    method: request.method,
    route,
    targetType,
    targetId:
      idParam !== undefined
        ? String(idParam)
        : createdId !== null
          ? String(createdId)
          : targetType === 'user' && userId !== null
            ? String(userId)
            : null,
    // A failed sign-in names the address that was tried (not a secret; the account may not exist).
    targetLabel: typeof details?.email === 'string' ? details.email : null,
    result: resultOf(status),
    status,
    ip: request.ip ?? null,
    userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null,
    details,
  };
}

export async function writeAudit(db: DbOrTx, rows: AuditRow | AuditRow[]): Promise<void> {
  const list = Array.isArray(rows) ? rows : [rows];
  if (list.length) await db.insert(auditLog).values(list);
}

/** Target types of the API's write routes, for the audit screen's filter (filled as routes register). */
export const auditTargetTypes = new Set<string>();

export const auditPlugin = fp(async (app) => {
  app.decorateRequest('auditAnswer', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const type = route.url.startsWith('/api/') ? targetTypeOf(route.url) : null;
    if (type && methods.some((m) => WRITE_METHODS.has(m))) auditTargetTypes.add(type);
  });
  // The answer object before serialisation: a created record's id, a sign-in's user.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (payload && typeof payload === 'object' && !Array.isArray(payload))
      request.auditAnswer = payload as Record<string, unknown>;
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const row = auditRowOf(request, reply, app.internalRenderKey);
    if (!row) return payload;
    try {
      await writeAudit(app.ctx.db, row);
    } catch (err) {
      // The write itself has already happened; a lost audit row is logged, not turned into an error.
      request.log.error({ err: { message: (err as Error).message } }, 'audit entry not written');
    }
    return payload;
  });
});
