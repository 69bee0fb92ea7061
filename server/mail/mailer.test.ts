// The reset e-mail travels through a real SMTP server started by the test, and its link works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailText, startMailServer, waitFor } from '../../tests/e2e/harness';
import { setupTestApp, signedIn } from '../../tests/helpers/app';
import { redactAddress } from './mailer';

const t = setupTestApp();
let smtp: Awaited<ReturnType<typeof startMailServer>>;

beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp.close();
});

describe('mail delivery', () => {
  it('AUTH-49 AUTH-51: the reset link arrives by SMTP and resets the password; no link is returned', async () => {
    await t.rebuild({ smtpUrl: smtp.url, mailFrom: 'Catalogue <noreply@catalogue.test>' });
    const user = await signedIn(t, 'editor', { email: 'mailme@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'mailme@example.com' },
    });
    expect(res.statusCode).toBe(200);
    // SMTP is configured: the API never hands out the link.
    expect(res.json()).not.toHaveProperty('resetLink');

    const mail = await waitFor(
      () => smtp.inbox.find((m) => m.to === 'mailme@example.com'),
      10_000,
      'the reset e-mail',
    );
    const text = mailText(mail.raw);
    expect(text).toMatch(/^From: Catalogue <noreply@catalogue\.test>/m);
    expect(text).toMatch(/^Subject: Reset your password/m);
    const link = /http:\/\/catalogue\.test\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);
    expect(link).not.toBeNull();

    const token = link![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/verify-reset-token/${token}` })).statusCode).toBe(
      200,
    );
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, newPassword: 'mailed-password-1' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'mailed-password-1' },
    });
    expect(login.statusCode).toBe(200);
    await t.rebuild({ smtpUrl: undefined });
  });

  it('redacts addresses in logs', () => {
    expect(redactAddress('jane.doe@example.com')).toBe('j***@example.com');
  });
});
