// Journey (#17): the header's predictive search over the demo catalogue. Type "dupl", arrow down to a
// product, Enter opens it. Without JavaScript the box still submits to the results page. A search that
// finds nothing (with analytics consent) appears in the admin's analytics dashboard.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, launchBrowser, type RunningServer, screenshot, startServer } from './harness';
import { expectVisible, signInByApi } from './steps';

const available = inject('e2eAvailable');
// A desktop browser's agent: the site's analytics leaves headless browsers out as bots.
const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe.skipIf(!available)('predictive search and zero-result searches (#17)', () => {
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

  it('type "dupl" in the header, ArrowDown to a product, Enter opens it', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.click();
    await box.pressSequentially('dupl', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await listbox.waitFor({ timeout: 15_000 });
    const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect.poll(() => products.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await products.count()).toBeLessThanOrEqual(6);
    const first = ((await products.first().textContent()) ?? '').toLowerCase();
    expect(first).toContain('duplex');
    await expect.poll(() => box.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
    await expectVisible(page, 'See all results for “dupl”');
    await screenshot(page, 'search-predictive-1280');

    await box.press('ArrowDown');
    // The attributes follow a state update: polled, not read at once.
    await expect.poll(() => box.getAttribute('aria-activedescendant'), { timeout: 10_000 }).toBeTruthy();
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${activeId}"]`).getAttribute('aria-selected')).toBe('true');
    // Escape closes the list, ArrowDown opens it again.
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('false');
    await box.press('ArrowDown');
    await listbox.waitFor();
    await expect.poll(() => box.getAttribute('aria-activedescendant'), { timeout: 10_000 }).toBeTruthy();
    const chosen =
      (await page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`).textContent()) ?? '';
    await box.press('Enter');
    await page.waitForURL(/\/products\/[^/?]+$/, { timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBeTruthy();
    expect(chosen.toLowerCase()).toContain(
      (await page.getByRole('heading', { level: 1 }).textContent())!.toLowerCase(),
    );
    await context.close();
  });

  it('without JavaScript the header box submits to the results page; a typo is corrected there', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    const box = page.locator('#header-search');
    await box.fill('duplx torch');
    await box.press('Enter');
    await page.waitForURL(/\/products\?search=duplx/);
    await expectVisible(page, 'Showing results for');
    const text = (await page.getByTestId('search-correction').textContent()) ?? '';
    expect(text).toContain('duplex torch');
    expect(text).toContain('Search instead for');
    await context.close();
  });

  it('a search that finds nothing appears in the analytics dashboard', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({
      userAgent: DESKTOP_AGENT,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept All' })
      .click();
    // The answer, not just the request: closing the context at once could cancel a request still in flight.
    const sent = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/analytics/events') &&
        (r.request().postData() ?? '').includes('"search"') &&
        r.ok(),
      { timeout: 15_000 },
    );
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.fill('Flux-Capacitor');
    await box.press('Enter');
    await page.waitForURL(/\/products\?search=/);
    await sent;
    await context.close();

    const dashboard = await admin.newPage();
    await dashboard.setViewportSize({ width: 1280, height: 900 });
    await dashboard.goto(`${server.url}/admin/analytics`);
    await dashboard.getByRole('button', { name: '7d' }).click();
    await dashboard.getByRole('tab', { name: 'Traffic Sources' }).click();
    const zero = dashboard.getByRole('list', { name: 'Searches with no results' });
    await zero.waitFor({ timeout: 15_000 });
    expect(await zero.textContent()).toContain('“flux capacitor”');
    await screenshot(dashboard, 'search-zero-results-dashboard-1280');
    await dashboard.close();
  });
});
