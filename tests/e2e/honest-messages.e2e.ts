// Journeys of issue #16 "honest messages": a 1,000-character product name in the real editor says the
// limit (never "Product name is required"), and an administrator the site requires to use two-factor
// sign-in lands on the set-up screen straight after signing in — nothing else of the shell loads — and
// reaches the dashboard once it is set up, without a reload.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { base32Decode, totp } from '../../server/auth/totp';
import { closeBrowser, newPage, pageProblems, type RunningServer, screenshot, startServer } from './harness';
import { expectVisible, signInByApi, submitSignIn } from './steps';

const available = inject('e2eAvailable');

describe.skipIf(!available)('honest messages journeys (#16)', () => {
  let server: RunningServer;
  const owner = { email: 'owner@torchworks.test', password: 'first-password-1', username: 'Owner' };
  const second = { email: 'second-admin@torchworks.test', password: 'second-password-1' };

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  it('#16: a 1,000-character product name shows "Must be at most 200 characters", not "Product name is required"', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner, true);
    await page.goto(`${server.url}/admin/products/new`);
    const name = page.getByLabel(/Product Name/);
    await name.waitFor();
    await name.fill('N'.repeat(1000));
    const typed = (await name.inputValue()).length;
    await page.getByRole('button', { name: 'Create Product' }).click();
    if (typed > 200) {
      // The field holds all of it: the message says the limit.
      await expectVisible(page, 'Must be at most 200 characters');
    } else {
      // A maxlength on the field cut it at the limit instead.
      expect(typed).toBe(200);
    }
    expect(await page.getByText('Product name is required').count()).toBe(0);
    await screenshot(page, 'honest-messages-long-name-1280');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('#16: an administrator without two-factor sign-in lands on the set-up screen, then the dashboard', async () => {
    // The owner turns on two-factor sign-in, requires it of administrators and adds a second one.
    const { context: ownerContext } = await newPage(1280, 900);
    const api = async (method: 'post' | 'put', url: string, data?: object) => {
      const res = await ownerContext.request[method](`${server.url}${url}`, data ? { data } : {});
      expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
      return res.json();
    };
    await signInByApi(ownerContext, server.url, owner);
    const { secret } = await api('post', '/api/user/2fa/setup');
    await api('post', '/api/user/2fa/enable', { code: totp(base32Decode(secret)) });
    await api('put', '/api/settings/security', { requireAdminTwoFactor: true });
    await api('post', '/api/users', { ...second, username: 'Second', role: 'admin' });
    await ownerContext.close();

    const { page, context } = await newPage(1280, 900);
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requested.push(`${request.method()} ${url.pathname}`);
    });
    await page.goto(`${server.url}/auth`);
    await submitSignIn(page, second);
    await page.waitForURL(/\/admin/);
    await expectVisible(page, 'Set up two-factor authentication');
    expect(await page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(0);
    expect(await page.getByText('Could not load the figures').count()).toBe(0);
    await screenshot(page, 'honest-messages-2fa-required-1280');
    // Nothing of the shell asked the server for anything but the sign-in and the set-up.
    const shellCalls = requested.filter(
      (r) => !/^(POST \/api\/login|GET \/api\/user|GET \/api\/auth\/status)$/.test(r),
    );
    expect(shellCalls).toEqual([]);

    // Set it up on this screen: the dashboard follows without a reload.
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const key = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await page.getByLabel('Authentication code').fill(totp(base32Decode(key)));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await page.getByText('Could not load the figures').count()).toBe(0);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
