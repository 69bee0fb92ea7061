// Journey (#14): the contact form with JavaScript turned off posts to the server, the enquiry reaches
// the inbox, and no address or log line holds any of its fields; a message over the limit comes back
// whole with the reason. With JavaScript and analytics consent, one "Find a Distributor" enquiry
// counts as one conversion on the analytics dashboard.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  allowPageProblems,
  closeBrowser,
  launchBrowser,
  type RunningServer,
  screenshot,
  startServer,
} from './harness';
import { expectToast, expectVisible, signInByApi } from './steps';

const available = inject('e2eAvailable');
// A desktop browser's agent: the site's analytics leaves headless browsers out as bots.
const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** Every address the page asks for (documents, redirects, assets, calls). */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
  });
  page.on('framenavigated', (frame) => {
    urls.push(frame.url());
  });
  return urls;
}

describe.skipIf(!available)('enquiries without JavaScript and their analytics (#14)', () => {
  let server: RunningServer;
  let admin: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    const browser = await launchBrowser();
    admin = await browser.newContext();
    await signInByApi(
      admin,
      server.url,
      { email: 'owner@torchworks.test', password: 'first-password-1', username: 'Owner' },
      true,
    );
  });

  afterAll(async () => {
    await admin?.close();
    await closeBrowser();
    await server?.stop();
  });

  async function inbox(): Promise<Array<Record<string, unknown>>> {
    const res = await admin.request.get(`${server.url}/api/contacts`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { contacts: Array<Record<string, unknown>> }).contacts;
  }

  it('#14 PUB-109 PUB-123 PUB-106: with JavaScript off the form posts, the enquiry arrives in the inbox, and no address or log holds its fields', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const urls = watchUrls(page);
    const enquiry = {
      name: 'Katherine Johnson',
      email: 'katherine@langley-mech.example',
      company: 'Langley Mechanical',
      phone: '+1 757 555 0142',
      message: 'Which distributor near Hampton stocks replacement tips for the Duplex 150?',
    };
    await page.goto(`${server.url}/contact?type=distributor`);
    await page.locator('input[name="name"]').fill(enquiry.name);
    await page.locator('input[name="email"]').fill(enquiry.email);
    await page.locator('input[name="company"]').fill(enquiry.company);
    await page.locator('input[name="phone"]').fill(enquiry.phone);
    expect(await page.locator('select[name="type"]').inputValue()).toBe('distributor');

    // Over the limit: refused with the reason, the message given back whole (nothing cut, nothing sent).
    const long = `${enquiry.message} ${'More detail follows. '.repeat(280)}`;
    expect(long.length).toBeGreaterThan(5000);
    await page.locator('textarea[name="message"]').fill(long);
    allowPageProblems(page, /status of 400 .*\/contact\)$/);
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact');
    await expectVisible(page, 'Failed to send message');
    await expectVisible(page, 'Message must be at most 5000 characters');
    expect(await page.locator('textarea[name="message"]').inputValue()).toBe(long);
    expect(await page.locator('input[name="name"]').inputValue()).toBe(enquiry.name);
    await screenshot(page, 'enquiry-nojs-refused-1280');
    expect(await inbox()).toHaveLength(0);

    await page.locator('textarea[name="message"]').fill(enquiry.message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/contact\?sent=1$/);
    await expectVisible(page, 'Message sent successfully!');
    await expectVisible(page, "We'll get back to you within 24 hours.");
    await screenshot(page, 'enquiry-nojs-sent-1280');

    const [stored] = await inbox();
    expect(stored).toMatchObject({ ...enquiry, type: 'distributor', status: 'new' });

    // No address and no log line carries a field of the enquiry.
    const secrets = [
      enquiry.name,
      encodeURIComponent(enquiry.name),
      'Katherine',
      'langley-mech',
      'Langley',
      '555 0142',
      '555+0142',
      'Hampton',
      'More detail',
      'More+detail',
    ];
    for (const url of urls) for (const secret of secrets) expect(url, url).not.toContain(secret);
    const log = server.output();
    expect(log).toContain('"method":"POST","url":"/contact"');
    for (const secret of secrets) expect(log).not.toContain(secret);
    await context.close();
  });

  it('#14 ANALYTICS-18: with analytics consent, one "Find a Distributor" enquiry counts as one conversion', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({
      userAgent: DESKTOP_AGENT,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/events') && request.method() === 'POST')
        events.push((JSON.parse(request.postData() ?? '{}') as { name: string }).name);
    });
    await page.goto(`${server.url}/contact?type=distributor`);
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept All' })
      .click();
    await page.locator('input[name="name"]').fill('Dorothy Vaughan');
    await page.locator('input[name="email"]').fill('dorothy@west-computing.example');
    await page.locator('textarea[name="message"]').fill('Where can I buy the Duplex 150 near Hampton?');
    expect(await page.getByLabel('Inquiry Type').inputValue()).toBe('distributor');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Message sent successfully!');
    await expect.poll(() => events.filter((e) => e === 'form_submit').length).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(events.filter((e) => e !== 'page_view')).toEqual(['form_submit']);

    const res = await admin.request.get(`${server.url}/api/analytics/summary?range=7d`);
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({
      contactSubmissions: 1,
      distributorInquiries: 0,
      conversions: 1,
    });
    // The dashboard says the same, and what it counts.
    const dashboard = await admin.newPage();
    await dashboard.setViewportSize({ width: 1280, height: 900 });
    await dashboard.goto(`${server.url}/admin/analytics`);
    await dashboard.getByRole('button', { name: '7d' }).click();
    await dashboard.getByRole('tab', { name: 'Conversions' }).click();
    await expect
      .poll(() => dashboard.getByTestId('metric-Total conversions').textContent(), { timeout: 15_000 })
      .toBe('1');
    expect(await dashboard.getByTestId('metric-Contact submissions').textContent()).toBe('1');
    await expectVisible(dashboard, 'visitors who decline cookies');
    await screenshot(dashboard, 'enquiry-analytics-conversions-1280');
    await dashboard.close();
    await context.close();
  });
});
