// The authentication calls of the specification (document 000 §7), plus /api/auth/status so the
// sign-in screen can tell whether registration is open.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBody,
  forgotPasswordBody,
  forgotPasswordResponse,
  loginBody,
  loginResponse,
  registerBody,
  resetPasswordBody,
  resetTokenParam,
  userResponse,
  verifyResetTokenResponse,
} from '../../core/schemas/auth';
import { messageResponse } from '../../core/schemas/common';
import { clearSessionCookie, currentUser, requestMeta, setSessionCookie } from '../http/access';
import { replies } from '../http/schemas';
import * as auth from './service';
import { deleteSession } from './sessions';
import { twoFactorSetupRequired } from './two-factor';
import { twoFactorRoutes } from './two-factor-routes';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const meta = requestMeta;
  const tags = ['Authentication'];
  /**
   * The user as the client gets it: with `twoFactorSetupRequired: true` (present only when true) when an
   * administrator must set up two-factor sign-in first — on GET /api/user and in the sign-in answers, so
   * the client goes straight to the set-up screen after signing in (#16).
   */
  const withSetupFlag = async <U extends Parameters<typeof twoFactorSetupRequired>[1]>(user: U) =>
    (await twoFactorSetupRequired(ctx.db, user)) ? { ...user, twoFactorSetupRequired: true } : user;

  app.get(
    '/api/user',
    {
      config: { access: 'viewer', twoFactorSetup: true },
      schema: { tags, summary: 'The signed-in user', response: replies({ 200: userResponse }, 401) },
    },
    async (request) => {
      return withSetupFlag(currentUser(request));
    },
  );

  app.get(
    '/api/auth/status',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether self-registration is open, and whether the first account is still to be created',
        response: { 200: z.object({ registrationOpen: z.boolean(), firstUser: z.boolean() }) },
      },
    },
    async () => {
      const { open, firstUser } = await auth.registrationOpen(ctx);
      return { registrationOpen: open, firstUser };
    },
  );

  app.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in (answers { twoFactorRequired: true } when a code must follow at /api/login/2fa)',
        body: loginBody,
        response: replies({ 200: loginResponse }, 400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const result = await auth.login(ctx, request.body, meta(request));
      setSessionCookie(reply, ctx, result.token);
      return 'user' in result ? withSetupFlag(result.user) : { twoFactorRequired: true as const };
    },
  );

  app.post(
    '/api/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create an account (the first one becomes the administrator)',
        body: registerBody,
        response: replies({ 201: userResponse }, 400, 403, 409, 429),
      },
    },
    async (request, reply) => {
      const { user, token } = await auth.register(ctx, request.body, meta(request));
      setSessionCookie(reply, ctx, token);
      return reply.code(201).send(await withSetupFlag(user));
    },
  );

  app.post(
    '/api/logout',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Sign out', response: { 200: messageResponse } },
    },
    async (request, reply) => {
      if (request.auth) await deleteSession(ctx.db, request.auth.id);
      clearSessionCookie(reply, ctx);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/api/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Request a password reset link by e-mail',
        body: forgotPasswordBody,
        response: replies({ 200: forgotPasswordResponse }, 400, 429),
      },
    },
    async (request) => {
      const result = await auth.requestPasswordReset(ctx, request.body.email, meta(request));
      return { message: auth.FORGOT_PASSWORD_MESSAGE, ...result };
    },
  );

  app.get(
    '/api/verify-reset-token/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Check a reset token before showing the form',
        params: resetTokenParam,
        response: replies({ 200: verifyResetTokenResponse }, 400, 429),
      },
    },
    async (request) => {
      await auth.verifyResetToken(ctx, request.params.token, meta(request));
      return { valid: true as const };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: resetPasswordBody,
        response: replies({ 200: messageResponse }, 400, 429),
      },
    },
    async (request) => {
      await auth.resetPassword(ctx, request.body, meta(request));
      return { message: 'Your password has been reset successfully.' };
    },
  );

  app.post(
    '/api/user/change-password',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: "Change the signed-in user's password (ends their other sessions)",
        body: changePasswordBody,
        response: replies({ 200: messageResponse }, 400, 401, 429),
      },
    },
    async (request) => {
      const user = currentUser(request);
      await auth.changePassword(ctx, user.id, request.auth!.id, request.body);
      return { message: 'Password changed successfully' };
    },
  );

  await app.register(twoFactorRoutes);
};
