// Who may call what. Every route declares config.access; a route that forgets is treated as
// admin-only (default-deny), and a test walks the route table to prove that nothing outside the
// explicit public list answers a signed-out request.

import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE_RANK, type Role } from '../../core/constants';
import { findSession, type SessionContext } from '../auth/sessions';
import { TWO_FACTOR_REQUIRED_MESSAGE, twoFactorSetupRequired } from '../auth/two-factor';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from './errors';

/** 'viewer' means any signed-in user. */
export type Access = 'public' | Role;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Anonymous GET answers may be kept by the answer cache until the next change (http/answer-cache.ts). */
    cache?: boolean;
    /** Still open to an administrator who must first set up two-factor sign-in. */
    twoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    auth: SessionContext | null;
  }
}

/** Secure cookies whenever the site is served over https (PUBLIC_URL); production requires https in the README. */
export function secureCookies(ctx: AppContext): boolean {
  return ctx.config.publicUrl.startsWith('https:');
}

export function sessionCookieName(ctx: AppContext): string {
  // __Host- cookies must be Secure, path=/, no domain: the browser then refuses any other origin's attempt to set it.
  return secureCookies(ctx) ? '__Host-sid' : 'sid';
}

export function sessionCookieOptions(ctx: AppContext) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies(ctx),
    maxAge: Math.floor(ctx.config.sessionMaxMs / 1000),
  };
}

export function setSessionCookie(reply: FastifyReply, ctx: AppContext, token: string): void {
  reply.setCookie(sessionCookieName(ctx), token, sessionCookieOptions(ctx));
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(sessionCookieName(ctx), {
    path: '/',
    secure: secureCookies(ctx),
    httpOnly: true,
    sameSite: 'lax',
  });
}

/** The client address and user agent of a request (sessions record them; rate limits key on the address). */
export function requestMeta(request: { ip: string; headers: Record<string, string | string[] | undefined> }) {
  return {
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  };
}

/** The signed-in user of a request that passed its access check. */
export function currentUser(request: FastifyRequest) {
  if (!request.auth || request.auth.mfaPending) throw unauthorized();
  return request.auth.user;
}

export function hasRole(request: FastifyRequest, role: Role): boolean {
  const user = request.auth && !request.auth.mfaPending ? request.auth.user : null;
  return !!user && ROLE_RANK[user.role] >= ROLE_RANK[role];
}

const ROLE_REFUSALS: Record<Role, string> = {
  viewer: 'You need to sign in to do this',
  editor:
    'Your role (viewer) can view the catalogue but not change it. Ask an administrator for editor access.',
  admin: 'Only administrators can do this',
};

export const accessPlugin = fp(async (app) => {
  const ctx = app.ctx;
  const cookieName = sessionCookieName(ctx);
  const timeouts = { idleMs: ctx.config.sessionIdleMs, maxMs: ctx.config.sessionMaxMs };
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[cookieName];
    if (token && !request.url.startsWith('/assets/')) {
      request.auth = await findSession(ctx.db, token, timeouts);
      if (!request.auth) clearSessionCookie(reply, ctx);
    }
    // No route matched: the not-found handler answers (404), nothing to guard.
    if (request.routeOptions.url === undefined) return;
    const access = request.routeOptions.config.access ?? 'admin';
    if (access === 'public') return;
    if (!request.auth || request.auth.mfaPending) throw unauthorized();
    const role = request.auth.user.role;
    if (ROLE_RANK[role] < ROLE_RANK[access]) {
      throw forbidden(
        access === 'editor' ? ROLE_REFUSALS.editor.replace('viewer', role) : ROLE_REFUSALS[access],
      );
    }
    // When the site requires it, an administrator without two-factor sign-in may only set it up.
    if (
      !request.routeOptions.config.twoFactorSetup &&
      (await twoFactorSetupRequired(ctx.db, request.auth.user))
    ) {
      throw forbidden(TWO_FACTOR_REQUIRED_MESSAGE);
    }
  });
});
