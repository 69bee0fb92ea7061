// Journey: the public site at 1280 and 390 px. Header search, the phone menu, cookie consent (nothing is
// sent before a choice; Reject All sends nothing; Accept All sends page views), Cookie Settings reopened
// from the footer and /cookies, a contact enquiry stored with its product SKU, and an axe-core scan of
// every site page with no serious or critical violations.
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  closeBrowser,
  launchBrowser,
  newPage,
  pageProblems,
  projectRoot,
  type RunningServer,
  screenshot,
  startServer,
} from './harness';
import { expectToast, expectVisible, signInByApi } from './steps';

const available = inject('e2eAvailable');
const SITE_PAGES = ['/', '/contact', '/about', '/privacy', '/terms', '/cookies'];
const axeSource = fs.readFileSync(path.join(projectRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function axeScan(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the page's CSP (no inline script) stays on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Records the analytics events the page sends. */
function watchEvents(page: Page): Array<{ name: string; path: string }> {
  const events: Array<{ name: string; path: string }> = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/analytics/events') && request.method() === 'POST')
      events.push(JSON.parse(request.postData() ?? '{}'));
  });
  return events;
}

const settle = (page: Page) => page.waitForLoadState('networkidle');

describe.skipIf(!available)('public site journey', () => {
  let server: RunningServer;
  const admin = { email: 'owner@torchworks.test', password: 'first-password-1' };

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  it('COOKIE-01 COOKIE-03 COOKIE-09 COOKIE-12 COOKIE-15 PUB-05 PUB-04: nothing is sent before a choice or after Reject All; header search goes to the catalogue', async () => {
    const { page, context } = await newPage(1280, 900);
    const events = watchEvents(page);
    await page.goto(`${server.url}/`);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await settle(page);
    await screenshot(page, 'site-home-1280');
    expect(events).toEqual([]);
    // Nothing optional stored before the choice.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).toEqual([]);
    // Featured products and the home sections are there.
    expect(await page.getByTestId('featured-product').count()).toBeGreaterThan(0);
    await expectVisible(page, 'Industries We Serve');

    // Blank search is ignored; a term goes to /products?search=.
    const search = page.locator('#header-search');
    await search.fill('   ');
    await search.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');
    await search.fill('  duplex ');
    await search.press('Enter');
    await page.waitForURL(/\/products\?search=duplex$/);
    await page.goBack();
    await page.waitForURL(`${server.url}/`);

    await banner.getByRole('button', { name: 'Reject All' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('torchworks-cookie-consent'));
    expect(JSON.parse(stored!)).toMatchObject({
      version: '1.0',
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    const consentCookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(consentCookie).toBeTruthy();
    const lifetimeDays = (consentCookie!.expires - Date.now() / 1000) / 86400;
    expect(lifetimeDays).toBeGreaterThan(364);
    expect(lifetimeDays).toBeLessThan(366);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/\/about$/);
    await expectVisible(page, 'Founded in 1968');
    await settle(page);
    expect(events).toEqual([]);
    // The banner stays away on a fresh load.
    await page.reload();
    await settle(page);
    expect(await banner.count()).toBe(0);
    expect(events).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('COOKIE-02 COOKIE-04 COOKIE-05 COOKIE-08 COOKIE-10 ANALYTICS-01 PUB-84: Cookie Settings reopen from the footer and /cookies; with analytics consent page views are sent on each route change', async () => {
    const { page, context } = await newPage(1280, 900);
    const events = watchEvents(page);
    await page.goto(`${server.url}/about`);
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Customize' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: 'Necessary cookies (always on)' }).isDisabled()).toBe(
      true,
    );
    for (const name of ['Analytics cookies', 'Marketing cookies', 'Preference cookies'])
      expect(await dialog.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'site-cookie-settings-1280');
    await dialog.getByRole('switch', { name: 'Analytics cookies' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // The fresh consent records the page being viewed.
    await expect.poll(() => events.map((e) => `${e.name} ${e.path}`)).toEqual(['page_view /about']);
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('torchworks-cookie-consent')))!),
    ).toMatchObject({
      analytics: true,
      marketing: false,
      preferences: false,
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(/\/contact$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => events.map((e) => `${e.name} ${e.path}`))
      .toEqual(['page_view /about', 'page_view /contact']);

    // The footer's Cookie Settings reopens the dialog with the stored choice; Accept All.
    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('button', { name: 'Cookie Settings' })
      .click();
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: 'Analytics cookies' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await dialog.getByRole('button', { name: 'Accept All' }).click();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('torchworks-cookie-consent')))!),
    ).toMatchObject({
      analytics: true,
      marketing: true,
      preferences: true,
    });

    // /cookies has its own button; Reject All there stops sending.
    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Cookie Policy' })
      .click();
    await page.waitForURL(/\/cookies$/);
    await expect.poll(() => events.length).toBe(3);
    await page.getByRole('main').getByRole('button', { name: 'Cookie Settings' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reject All' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${server.url}/`);
    await settle(page);
    expect(events).toHaveLength(3);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('PUB-02 PUB-70 PUB-71 PUB-101 PUB-109 PUB-119 PUB-123 ANALYTICS-16: a quote request from a product SKU is stored as a new enquiry and recorded as form_submit', async () => {
    const { page, context } = await newPage(1280, 900);
    const events = watchEvents(page);
    await page.goto(`${server.url}/contact?type=quote&sku=TW-DX-150`);
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept All' })
      .click();
    expect(await page.getByLabel('Inquiry Type').inputValue()).toBe('quote');
    await expectVisible(page, 'SKU TW-DX-150');
    // The browser refuses an empty form (nothing is sent).
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.locator('input[name="name"]:invalid').count()).toBe(1);
    await page.locator('input[name="name"]').fill('Grace Hopper');
    await page.locator('input[name="email"]').fill('grace@navy-yard.example');
    await page.locator('input[name="company"]').fill('Navy Yard Mechanical');
    await page.locator('input[name="phone"]').fill('+1 973 555 0100');
    await page.locator('textarea[name="message"]').fill('Please quote 12 duplex torches with twin tips.');
    await screenshot(page, 'site-contact-filled-1280');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Message sent successfully!');
    await expectVisible(page, "We'll get back to you within 24 hours.");
    expect(await page.locator('input[name="name"]').inputValue()).toBe('');
    expect(await page.getByLabel('Inquiry Type').inputValue()).toBe('general');
    await expect.poll(() => events.some((e) => e.name === 'form_submit')).toBe(true);
    await screenshot(page, 'site-contact-sent-1280');

    // Stored: read through the inquiries API as the owner.
    await signInByApi(context, server.url, { ...admin, username: 'Owner' }, true);
    const res = await context.request.get(`${server.url}/api/contacts`);
    expect(res.status()).toBe(200);
    const { contacts } = (await res.json()) as { contacts: Array<Record<string, unknown>> };
    expect(contacts[0]).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@navy-yard.example',
      company: 'Navy Yard Mechanical',
      phone: '+1 973 555 0100',
      type: 'quote',
      message: 'Please quote 12 duplex torches with twin tips.',
      productSku: 'TW-DX-150',
      status: 'new',
    });
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('every site page reads completely with JavaScript turned off (no banner, nothing sent)', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const events = watchEvents(page);
    const headings: Record<string, string> = {
      '/': 'Professional air/acetylene and duplex soldering torches',
      '/contact': 'Contact Us',
      '/about': 'About Torchworks',
      '/privacy': 'Privacy Policy',
      '/terms': 'Terms of Service',
      '/cookies': 'Cookie Policy',
    };
    for (const url of SITE_PAGES) {
      const res = await page.goto(`${server.url}${url}`);
      expect(res?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(headings[url]);
      expect(await page.getByRole('contentinfo').getByText('Support Downloads').isVisible()).toBe(true);
      expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    }
    await page.goto(`${server.url}/`);
    expect(await page.getByTestId('featured-product').count()).toBeGreaterThan(0);
    await screenshot(page, 'site-home-no-js-1280');
    expect(events).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).toEqual([]);
    await context.close();
  });

  it('PUB-19 PUB-12: on client navigation home shows 3 placeholder cards until the featured products arrive', async () => {
    const { page, context } = await newPage(1280, 900);
    await page.goto(`${server.url}/about`);
    await settle(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/products/featured', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => page.getByTestId('featured-skeleton').count()).toBe(3);
    await screenshot(page, 'site-home-loading-1280');
    release();
    await expect.poll(() => page.getByTestId('featured-product').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('featured-skeleton').count()).toBe(0);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('PUB-08: the four footer downloads are served from the file store as PDFs', async () => {
    for (const file of [
      'product-catalog',
      'torch-safety-guide',
      'warranty-registration',
      'tip-selection-chart',
    ]) {
      const res = await fetch(`${server.url}/api/storage/documents/${file}.pdf`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/pdf');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('accessibility: axe finds no serious or critical violations on the site pages (1280 px, banner showing)', async () => {
    const { page, context } = await newPage(1280, 900);
    const found: Record<string, AxeViolation[]> = {};
    for (const url of SITE_PAGES) {
      await page.goto(`${server.url}${url}`);
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
      await settle(page);
      const violations = await axeScan(page);
      if (violations.length) found[url] = violations;
      await screenshot(page, `site${url === '/' ? '-home' : url.replace(/\//g, '-')}-banner-1280`);
    }
    // The settings dialog too.
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Customize' })
      .click();
    await page.getByRole('dialog', { name: 'Cookie Settings' }).waitFor();
    const dialogViolations = await axeScan(page);
    if (dialogViolations.length) found['cookie settings'] = dialogViolations;
    expect(
      Object.fromEntries(
        Object.entries(found).map(([url, v]) => [
          url,
          v.map((x) => `${x.id}: ${x.help} ${JSON.stringify(x.nodes.map((n) => n.target))}`),
        ]),
      ),
    ).toEqual({});
    await context.close();
  });

  it('390 px: the phone menu navigates and searches; every site page reads well and passes axe', async () => {
    const { page, context } = await newPage(390, 844);
    await page.goto(`${server.url}/`);
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    await screenshot(page, 'site-home-banner-390');
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Reject All' })
      .click();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await screenshot(page, 'site-menu-390');
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(/\/contact$/);
    expect(await page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-search').fill('regulator');
    await page.locator('#mobile-search').press('Enter');
    await page.waitForURL(/\/products\?search=regulator$/);
    const found: Record<string, string[]> = {};
    const tooWide: Record<string, number> = {};
    for (const url of SITE_PAGES) {
      await page.goto(`${server.url}${url}`);
      await settle(page);
      // Nothing may push the page wider than the phone (the home gallery's thumbnail strip once did).
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) tooWide[url] = width;
      const violations = await axeScan(page);
      if (violations.length)
        found[url] = violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
      await screenshot(page, `site${url === '/' ? '-home' : url.replace(/\//g, '-')}-390`);
    }
    expect(found).toEqual({});
    expect(tooWide).toEqual({});
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
