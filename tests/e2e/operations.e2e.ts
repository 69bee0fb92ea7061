// Journey: site operations. The first administrator signs up and creates an editor, who sees no Users
// section; the administrator adds a redirect and follows it, runs the SEO tests, finds an enquiry in
// the inbox and moves it along, reads the analytics dashboard, turns on two-factor sign-in and signs in
// with a code computed here (then with a recovery code on a phone). Real server, SMTP, Chromium.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { base32Decode, totp } from '../../server/auth/totp';
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
import { expectToast, expectVisible, pickOption, submitSignIn } from './steps';

const available = inject('e2eAvailable');

const admin = { email: 'owner@torchworks.test', username: 'Ada', password: 'owner-password-1' };
const editor = { email: 'ed@torchworks.test', username: 'Ed', password: 'editor-password-1' };

describe.skipIf(!available)('site operations journey', () => {
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startServer({
      env: {
        SMTP_URL: mail.url,
        MAIL_FROM: 'Catalogue <noreply@catalogue.test>',
        MAIL_TO: 'sales@torchworks.test',
      },
    });
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
    await mail?.close();
  });

  const toast = (page: Page, title: string) => expectToast(page, title);
  const signIn = submitSignIn;

  async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth$/);
  }

  const visible = (page: Page, text: string | RegExp) => expectVisible(page, text);
  const pick = (page: Page, label: string, option: string) => pickOption(page, label, option);

  /** A browser-like visit recorded by the site's own analytics (headless browsers count as bots). */
  async function track(name: string, path: string, data?: Record<string, unknown>, referrer?: string) {
    const res = await fetch(`${server.url}/api/analytics/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
      },
      body: JSON.stringify({ name, path, ...(data ? { data } : {}), ...(referrer ? { referrer } : {}) }),
    });
    expect(res.status).toBe(204);
  }

  it('USER-05 USER-06 USER-12 USER-14 USER-21 SEO-01 SEO-02 SEO-03 SEO-05 SEO-06 SEO-22 SEO-27 ANALYTICS-02 ANALYTICS-04 ANALYTICS-05 ANALYTICS-06: the administrator’s day', async () => {
    const { page, context } = await newPage(1280, 900);

    // The first account becomes the administrator.
    await page.goto(`${server.url}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/admin$/);

    // Users: blank create is refused, then an editor is created.
    await page.getByRole('link', { name: 'Users' }).click();
    await visible(page, 'User Management');
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
    await toast(page, 'Missing fields');
    await visible(page, 'Please fill in all required fields');
    await page.getByRole('dialog').getByLabel('Email').fill(editor.email);
    await page.getByRole('dialog').getByLabel('Username').fill(editor.username);
    await page.locator('#user-password').fill(editor.password);
    await pick(page, 'Role', 'Editor');
    await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
    await toast(page, 'User created');
    await expect
      .poll(() => page.getByRole('table', { name: 'Users' }).locator('tbody').getByRole('row').count())
      .toBe(2);
    expect(await page.getByRole('combobox', { name: `Role of ${editor.username}` }).textContent()).toContain(
      'Editor',
    );
    await screenshot(page, 'operations-users-1280');

    // The editor signs in and sees no Users section (nor the SEO tools), but the inbox.
    await signOut(page);
    await signIn(page, editor);
    await page.waitForURL(/\/admin$/);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect.poll(() => nav.getByRole('link', { name: /Inquiries/ }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'SEO Tools' }).count()).toBe(0);
    expect((await page.request.get(`${server.url}/api/users`)).status()).toBe(403);
    await signOut(page);

    // A redirect /old-catalog → /, created in the SEO tools and followed by the browser.
    await signIn(page, admin);
    await page.waitForURL(/\/admin$/);
    await page.getByRole('link', { name: 'SEO Tools' }).click();
    await page.getByRole('tab', { name: '301 Redirects' }).click();
    await visible(page, 'No redirects yet');
    await page.getByRole('button', { name: 'Add Redirect' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('combobox', { name: 'Type' }).textContent()).toContain('301 Permanent');
    expect(await dialog.getByRole('switch', { name: 'Active' }).getAttribute('aria-checked')).toBe('true');
    await dialog.getByLabel('From path').fill('/old-catalog');
    await dialog.getByLabel('To path').fill('/');
    await dialog.getByLabel('Description').fill('The 2019 catalogue');
    await dialog.getByRole('button', { name: 'Create Redirect' }).click();
    await toast(page, 'Redirect created');
    await expect.poll(() => page.getByTestId('redirect-/old-catalog').isVisible()).toBe(true);
    // A duplicate is refused (409) with the server's reason and the list does not change.
    allowPageProblems(page, /status of 409 .*\/api\/seo\/redirects\)$/);
    await page.getByRole('button', { name: 'Add Redirect' }).click();
    await dialog.getByLabel('From path').fill('/old-catalog/');
    await dialog.getByLabel('To path').fill('/products');
    await dialog.getByRole('button', { name: 'Create Redirect' }).click();
    await toast(page, 'Failed to create redirect');
    await visible(page, 'A redirect from this path already exists');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('table', { name: 'Redirects' }).locator('tbody').getByRole('row').count())
      .toBe(1);
    await screenshot(page, 'operations-seo-redirects-1280');

    const manual = await page.request.get(`${server.url}/old-catalog?from=mail`, { maxRedirects: 0 });
    expect(manual.status()).toBe(301);
    expect(manual.headers().location).toBe('/?from=mail');
    const followed = await page.goto(`${server.url}/old-catalog`);
    expect(page.url()).toBe(`${server.url}/`);
    expect(followed?.request().redirectedFrom()?.url()).toBe(`${server.url}/old-catalog`);
    await page.goto(`${server.url}/admin/seo`);
    await page.getByRole('tab', { name: '301 Redirects' }).click();
    await expect
      .poll(() => page.getByTestId('redirect-/old-catalog').textContent(), { timeout: 10_000 })
      .toMatch(/2\s*hits/);

    // The SEO tests report each check with its result.
    await page.getByRole('tab', { name: 'SEO Testing' }).click();
    for (const tool of ['Google Rich Results Test', 'Schema.org validator', 'PageSpeed Insights']) {
      const link = page.getByRole('link', { name: tool });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.getAttribute('href')).toContain(encodeURIComponent(server.url));
    }
    await page.getByRole('button', { name: 'Run SEO tests' }).click();
    const results = page.getByRole('list', { name: 'SEO test results' });
    await expect.poll(() => results.getByRole('listitem').count(), { timeout: 15_000 }).toBe(5);
    for (const id of ['sitemap', 'robots', 'meta', 'structured-data', 'canonical']) {
      expect(await page.getByTestId(`seo-check-${id}`).getByTestId('seo-check-status').textContent()).toMatch(
        /^(Pass|Fail|Warning)$/,
      );
    }
    await screenshot(page, 'operations-seo-testing-1280');

    // An enquiry from the public form reaches the inbox (and MAIL_TO); it is opened and moved along.
    const sent = await page.evaluate(async () => {
      const res = await fetch('/api/contacts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Grace Hopper',
          email: 'grace@navy.test',
          company: 'Navy Yard',
          phone: '+1 555 0100',
          type: 'quote',
          message: 'Please quote 20 duplex torches.\nDelivery to Newark.',
          productSku: 'DT-200',
        }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('new');
    const announced = await waitFor(
      () => mail.inbox.find((m) => m.to === 'sales@torchworks.test'),
      10_000,
      'the enquiry mail',
    );
    expect(mailText(announced.raw)).toContain('Please quote 20 duplex torches.');
    await page.goto(`${server.url}/admin/inquiries`);
    await expect.poll(() => page.getByTestId('inquiries-count').first().textContent()).toBe('1 new');
    await page.getByRole('button', { name: 'Open the enquiry from Grace Hopper' }).click();
    await page.waitForURL(/\/admin\/inquiries\/\d+$/);
    const detail = page.getByRole('dialog');
    await expect
      .poll(() => detail.getByTestId('inquiry-message').textContent())
      .toBe('Please quote 20 duplex torches.\nDelivery to Newark.');
    expect(await detail.getByRole('link', { name: 'grace@navy.test' }).getAttribute('href')).toBe(
      'mailto:grace@navy.test',
    );
    expect(await detail.getByText('DT-200').isVisible()).toBe(true);
    await screenshot(page, 'operations-inquiry-1280');
    await detail.getByRole('button', { name: 'Mark as in progress' }).click();
    await toast(page, 'Status updated');
    await expect
      .poll(() => detail.getByRole('combobox', { name: 'Status' }).textContent())
      .toContain('In progress');
    await pick(page, 'Status', 'Closed');
    await expect
      .poll(() => detail.getByRole('combobox', { name: 'Status' }).textContent())
      .toContain('Closed');
    await detail.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/admin\/inquiries$/);
    await expect.poll(() => page.getByTestId('inquiries-count').count()).toBe(0);
    await screenshot(page, 'operations-inquiries-1280');

    // Analytics: real figures from recorded events (none from this signed-in, headless browser).
    await track('page_view', '/', undefined, 'https://www.google.com/search?q=torch');
    await track('page_view', '/products');
    await track('view_item', '/products/duplex-torch', {
      itemId: 1,
      itemName: 'Duplex Torch',
      sku: 'DT-200',
      currency: 'USD',
    });
    await track('search', '/products', { searchTerm: 'duplex', resultsTotal: 3 });
    await track('form_submit', '/contact', { formType: 'contact' });
    await page.getByRole('link', { name: 'Analytics' }).click();
    await visible(page, 'Google Analytics account can be connected');
    await expect.poll(() => page.getByTestId('metric-Page views').textContent()).toBe('2');
    expect(await page.getByTestId('metric-Unique visitors').textContent()).toBe('1');
    expect(await page.getByTestId('metric-Conversion rate').textContent()).toBe('100.0%');
    for (const tab of ['Overview', 'Content Performance', 'Conversions', 'Traffic Sources']) {
      expect(await page.getByRole('tab', { name: tab }).isVisible()).toBe(true);
    }
    await page.getByRole('button', { name: '7d', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: '7d', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await track('page_view', '/about');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.getByTestId('metric-Page views').textContent()).toBe('3');
    await screenshot(page, 'operations-analytics-1280');
    await page.getByRole('tab', { name: 'Content Performance' }).click();
    await visible(page, 'Duplex Torch');

    // Two-factor sign-in: set up with the key shown, confirm with a code computed here.
    await page.getByRole('button', { name: 'Account security' }).click();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(await page.getByTestId('totp-qr').isVisible()).toBe(true);
    await screenshot(page, 'operations-2fa-setup-1280');
    await page.getByLabel('Authentication code').fill(totp(base32Decode(secret)));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await toast(page, 'Two-factor authentication is on');
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    recoveryCodes = await codes.allTextContents();
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Turn off' }).isVisible()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await signOut(page);
    await signIn(page, admin);
    await visible(page, 'Enter the 6-digit code from your authenticator app');
    await screenshot(page, 'operations-2fa-sign-in-1280');
    const valid = new Set([-1, 0, 1].map((o) => totp(base32Decode(secret), Date.now() + o * 30_000)));
    allowPageProblems(page, /status of 401 .*\/api\/login\/2fa\)$/); // the wrong code below
    await page
      .getByLabel('Authentication code')
      .fill(['000000', '111111', '222222', '333333'].find((c) => !valid.has(c))!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page, 'Verification failed');
    // The next step's code: the one used to turn it on cannot be used again.
    await page.getByLabel('Authentication code').fill(totp(base32Decode(secret), Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin$/);
    await toast(page, 'Welcome back!');

    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('USER-07 USER-08 SEO-06 ANALYTICS-03: the same screens on a phone, signed in with a recovery code', async () => {
    expect(recoveryCodes).toHaveLength(10);
    const { page, context } = await newPage(390, 844);
    await page.goto(`${server.url}/auth`);
    await signIn(page, admin);
    await visible(page, 'Enter the 6-digit code from your authenticator app');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin$/);
    await expect
      .poll(() => page.getByTestId('stat-Monthly Inquiries').textContent(), { timeout: 10_000 })
      .toBe('1');
    expect(await page.getByTestId('growth-Monthly Inquiries').textContent()).toBe('New this month');
    await screenshot(page, 'operations-dashboard-390');

    for (const [path, name, ready] of [
      ['/admin/users', 'users', 'User Management'],
      ['/admin/seo', 'seo', 'SEO Management Tools'],
      ['/admin/analytics', 'analytics', 'Page views per day'],
      ['/admin/inquiries', 'inquiries', 'Grace Hopper'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await visible(page, ready);
      await screenshot(page, `operations-${name}-390`);
    }
    await page.goto(`${server.url}/admin/seo`);
    await page.getByRole('tab', { name: '301 Redirects' }).click();
    await visible(page, '/old-catalog');
    await screenshot(page, 'operations-seo-redirects-390');
    await page.getByRole('switch', { name: 'Active: /old-catalog' }).click();
    await toast(page, 'Redirect updated');
    // Inactive: the old address is no longer redirected (the site answers its not-found page).
    expect((await page.request.get(`${server.url}/old-catalog`, { maxRedirects: 0 })).status()).toBe(404);

    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
