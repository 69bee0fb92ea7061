// Journey: first sign-up → dashboard → sign out → sign in → forgot password → reset with the e-mailed
// link → sign in with the new password → change password. Real server, real SMTP, real Chromium.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  allowPageProblems,
  closeBrowser,
  mailText,
  newPage,
  pageProblems,
  type RunningServer,
  screenshot,
  startMailServer,
  startServer,
  waitFor,
} from './harness';
import { expectToast, submitSignIn } from './steps';

const available = inject('e2eAvailable');

describe.skipIf(!available)('sign-in journey', () => {
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailServer>>;

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startServer({
      env: { SMTP_URL: mail.url, MAIL_FROM: 'Catalogue <noreply@catalogue.test>' },
    });
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
    await mail?.close();
  });

  const signIn = (page: Page, email: string, password: string) => submitSignIn(page, { email, password });
  const toast = (page: Page, title: string) => expectToast(page, title);

  it('AUTH-03 AUTH-10 AUTH-47 SHELL-18 AUTH-48 AUTH-46 AUTH-21 AUTH-23 AUTH-29 AUTH-30 AUTH-58: the whole journey', async () => {
    const { page, context } = await newPage(1280, 900);
    const email = 'owner@torchworks.test';
    const password = 'first-password-1';

    // A protected page sends a signed-out visitor to /auth.
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/auth$/);
    await expect.poll(() => page.getByText('Sign in to manage your product catalog').isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Enter your credentials to access the CMS').isVisible()).toBe(true);
    await screenshot(page, 'auth-sign-in-1280');

    // First sign-up: becomes the administrator and lands on the dashboard.
    await page.getByRole('tab', { name: 'Register' }).click();
    expect(await page.getByText('Register for a new admin account').isVisible()).toBe(true);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Username').fill('Ada');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/admin$/);
    await toast(page, 'Account created!');
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await page.getByTestId('user-role').textContent()).toBe('Administrator');
    expect(await page.getByTestId('avatar').textContent()).toBe('A');

    // The stat cards show the real counts of the seeded catalogue.
    const stats = await page.evaluate(async () => (await fetch('/api/stats')).json());
    expect(stats.totalProducts).toBeGreaterThanOrEqual(0);
    await expect
      .poll(() => page.getByTestId('stat-Total Products').textContent())
      .toBe(String(stats.totalProducts));
    expect(await page.getByTestId('stat-Categories').textContent()).toBe(String(stats.categories));
    expect(await page.getByTestId('stat-Monthly Inquiries').textContent()).toBe('0');
    expect(await page.getByTestId('products-count').first().textContent()).toContain(
      String(stats.totalProducts),
    );
    await screenshot(page, 'admin-dashboard-1280');

    // Sign out, then sign in again.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth$/);
    await toast(page, 'Logged out');
    await signIn(page, email, password);
    await page.waitForURL(/\/admin$/);
    await toast(page, 'Welcome back!');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth$/);

    // A wrong password is refused with the destructive toast.
    allowPageProblems(page, /status of 401 .*\/api\/login\)$/);
    await signIn(page, email, 'not-my-password');
    await toast(page, 'Login failed');
    expect(page.url()).toMatch(/\/auth$/);

    // Forgot password: the reset link arrives by e-mail (production mode shows no link on screen).
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            'If an account exists with this email, a password reset link will be sent. Please check your inbox.',
          )
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByTestId('dev-reset-link').count()).toBe(0);
    const message = await waitFor(() => mail.inbox.find((m) => m.to === email), 10_000, 'the reset e-mail');
    const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\/[A-Za-z0-9_-]+/.exec(mailText(message.raw))?.[0];
    expect(link).toBeDefined();

    // Reset with the link: mismatched confirmation blocks submit; then success.
    await page.goto(link!);
    await expect.poll(() => page.getByLabel('New Password').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByLabel('New Password').fill('second-password-2');
    await page.getByLabel('Confirm Password').fill('second-password-X');
    await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reset Password' }).isDisabled()).toBe(true);
    await page.getByLabel('Confirm Password').fill('second-password-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() =>
        page
          .getByText('Your password has been reset successfully! You can now log in with your new password.')
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await page.waitForURL(/\/login$/);

    // The link is single use.
    allowPageProblems(page, /status of 400 .*\/api\/verify-reset-token\//);
    await page.goto(link!);
    await expect
      .poll(() => page.getByText('This reset link is invalid or has expired.').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Request a New Reset Link' }).isVisible()).toBe(true);

    // Sign in with the new password, then change it from the sidebar.
    await page.goto(`${server.url}/login`);
    await signIn(page, email, 'second-password-2');
    await page.waitForURL(/\/admin$/);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'Missing fields');
    await page.getByLabel('Current Password').fill('second-password-2');
    await page.getByLabel(/^New Password/).fill('third-password-3');
    await page.getByLabel('Confirm New Password').fill('third-password-3');
    await page.getByRole('dialog').getByRole('button', { name: 'Show password' }).first().click();
    expect(await page.getByLabel('Current Password').getAttribute('type')).toBe('text');
    await page.getByRole('dialog').getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'Password changed');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth$/);
    await signIn(page, email, 'third-password-3');
    await page.waitForURL(/\/admin$/);

    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('SHELL-14 SHELL-03 AUTH-05: the shell on a phone, /login and the 404 page', async () => {
    const { page, context } = await newPage(390, 844);
    await page.goto(`${server.url}/login`);
    await expect.poll(() => page.getByRole('heading', { name: 'Sign In' }).isVisible()).toBe(true);
    await screenshot(page, 'auth-sign-in-390');
    await page.getByLabel('Email').fill('owner@torchworks.test');
    await page.getByLabel(/^Password/).fill('third-password-3');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
    await screenshot(page, 'admin-menu-390');
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: /Media Library/ })
      .click();
    await page.waitForURL(/\/admin\/media$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Media Library' }).isVisible()).toBe(true);

    // A signed-in user at /auth goes to /admin.
    await page.goto(`${server.url}/auth`);
    await page.waitForURL(/\/admin$/);

    allowPageProblems(page, /status of 404 .*\/no-such-page\)$/);
    const missing = await page.goto(`${server.url}/no-such-page`);
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
    await page.goto(`${server.url}/admin/no-such-section`);
    await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
