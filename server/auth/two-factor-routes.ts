// Two-factor sign-in: the second step of sign-in, set-up / enable / disable for the signed-in user, and
// the site-wide "require two-factor for administrators" switch.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginTwoFactorBody,
  securitySettings,
  securitySettingsBody,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
  userResponse,
} from '../../core/schemas/auth';
import { messageResponse } from '../../core/schemas/common';
import { currentUser, requestMeta, setSessionCookie } from '../http/access';
import { replies } from '../http/schemas';
import * as twoFactor from './two-factor';

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['Authentication'];

  app.post(
    '/api/login/2fa',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Second step of sign-in: a code from the authenticator app, or a recovery code',
        body: loginTwoFactorBody,
        response: replies({ 200: userResponse }, 400, 401, 429),
      },
    },
    async (request, reply) => {
      const { user, token } = await twoFactor.completeSignIn(
        ctx,
        request.auth,
        request.body,
        requestMeta(request),
      );
      setSessionCookie(reply, ctx, token);
      return user;
    },
  );

  app.post(
    '/api/user/2fa/setup',
    {
      config: { access: 'viewer', twoFactorSetup: true },
      schema: {
        tags,
        summary: 'Start two-factor set-up: a new secret, its otpauth URI and QR code (not yet on)',
        response: replies({ 200: twoFactorSetupResponse }, 401, 409),
      },
    },
    async (request) => twoFactor.beginSetup(ctx, currentUser(request).id),
  );

  app.post(
    '/api/user/2fa/enable',
    {
      config: { access: 'viewer', twoFactorSetup: true },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with a code from the app; answers the recovery codes once',
        body: twoFactorEnableBody,
        response: replies({ 200: twoFactorEnableResponse }, 400, 401, 409, 429),
      },
    },
    async (request) => twoFactor.enable(ctx, currentUser(request).id, request.body.code),
  );

  app.post(
    '/api/user/2fa/disable',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (current password and a code or recovery code)',
        body: twoFactorDisableBody,
        response: replies({ 200: messageResponse }, 400, 401, 409, 429),
      },
    },
    async (request) => {
      await twoFactor.disable(ctx, currentUser(request).id, request.body);
      return { message: 'Two-factor authentication is off' };
    },
  );

  app.get(
    '/api/settings/security',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Settings'],
        summary: 'Sign-in security settings',
        response: replies({ 200: securitySettings }, 401, 403),
      },
    },
    async () => twoFactor.getSecuritySettings(ctx.db),
  );

  app.put(
    '/api/settings/security',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Settings'],
        summary: 'Require two-factor sign-in for administrators',
        body: securitySettingsBody,
        response: replies({ 200: securitySettings }, 400, 401, 403, 409),
      },
    },
    async (request) => twoFactor.putSecuritySettings(ctx, currentUser(request), request.body),
  );
};
