// Journey (#19): an editor changes a product's price, finds the change in the History tab with its
// diff, restores the old price and sees both revisions; then, by keyboard at 390 px, opens the history
// and a version; an administrator reads the audit log (and its filters) at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newPage, pageProblems, type RunningServer, screenshot, startServer } from './harness';
import { expectToast, expectVisible, pickOption, signInByApi } from './steps';

const available = inject('e2eAvailable');

describe.skipIf(!available)('history journey', () => {
  let server: RunningServer;
  const owner = { email: 'owner@torchworks.test', username: 'Ada', password: 'first-password-1' };

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

  it('#19: change a price, see it in History with the diff, restore the old price, see both revisions', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner, true);
    const list = await (await context.request.get(`${server.url}/api/products?limit=1&sort=name`)).json();
    const product = list.products[0] as { id: number; name: string; price: string | null };
    const oldPrice = product.price ?? '10.00';
    const newPrice = (Number(oldPrice) + 15).toFixed(2);

    await page.goto(`${server.url}/admin/products/${product.id}`);
    await page.getByLabel('Price').fill(newPrice);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Product updated');

    await tab(page, 'History');
    const history = page.getByRole('list', { name: 'Product history' });
    const entries = history.getByTestId('revision');
    await expect.poll(() => entries.count()).toBe(2);
    await expect.poll(() => entries.nth(0).textContent()).toContain(`price ${oldPrice} → ${newPrice}`);
    expect(await entries.nth(0).textContent()).toContain('Ada');
    expect(await entries.nth(0).textContent()).toContain('Editor');
    expect(await entries.nth(1).textContent()).toContain('State before history was recorded');

    // The earlier version against the current state: the price differs.
    await entries.nth(1).click();
    const priceRow = page.getByTestId('diff-price');
    await expect.poll(() => priceRow.textContent()).toBe(`Price${newPrice}${oldPrice}`);
    await screenshot(page, 'history-diff-1280');

    await page.getByRole('button', { name: 'Restore this version' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Version restored');
    await expect.poll(() => entries.count()).toBe(3);
    await expect.poll(() => entries.nth(0).textContent()).toContain(`price ${newPrice} → ${oldPrice}`);
    expect(await entries.nth(0).textContent()).toContain('Restore');
    expect(await entries.nth(1).textContent()).toContain(`price ${oldPrice} → ${newPrice}`);
    await tab(page, 'Overview');
    await expect.poll(() => page.getByLabel('Price').inputValue()).toBe(oldPrice);
    await screenshot(page, 'history-restored-1280');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('#19: by keyboard at 390 px — the History tab, a version, and the restore confirmation with Escape', async () => {
    const { page, context } = await newPage(390, 844);
    await signInByApi(context, server.url, owner);
    const list = await (await context.request.get(`${server.url}/api/products?limit=1&sort=name`)).json();
    const id = list.products[0].id as number;
    await page.goto(`${server.url}/admin/products/${id}`);
    const historyTab = page.getByRole('tab', { name: 'History', exact: true });
    await historyTab.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => historyTab.getAttribute('aria-selected')).toBe('true');
    const first = page.getByTestId('revision').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
    const restore = page.getByRole('button', { name: 'Restore this version' });
    // The newest version is the current state: restoring it is refused with its reason.
    await expect.poll(() => restore.getAttribute('aria-disabled')).toBe('true');
    const second = page.getByTestId('revision').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => restore.getAttribute('aria-disabled')).toBe(null);
    // The version opens below the timeline on a phone: focus goes to its heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/^Version of /);
    await restore.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Restore this version');
    // Nothing overflows the narrow screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'history-keyboard-390');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('#19: the audit log shows the sign-ins and the changes; filters and export at 1280 and 390 px', async () => {
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      const { page, context } = await newPage(width, height);
      await signInByApi(context, server.url, owner);
      if (width > 1000) {
        await page.goto(`${server.url}/admin`);
        await page.getByRole('link', { name: 'Audit Log' }).first().click();
        await page.waitForURL(/\/admin\/audit$/);
      } else await page.goto(`${server.url}/admin/audit`);
      const table = page.getByRole('table', { name: 'Audit log' });
      await table.waitFor();
      await expectVisible(page, 'Signed in');
      await pickOption(page, 'Action', 'Restore');
      await page.waitForURL(/action=restore/);
      // One entry (the header row is hidden on narrow screens, where rows stack).
      await expect.poll(() => table.getByRole('row').filter({ hasText: 'Ada' }).count()).toBe(1);
      expect(await table.textContent()).toContain('/api/products/:id/revisions/:revisionId/restore');
      expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
        '/api/audit/export?action=restore',
      );
      const csv = await context.request.get(`${server.url}/api/audit/export?action=restore`);
      expect(csv.status()).toBe(200);
      expect((await csv.text()).split('\n')[1]).toContain(',restore,');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `audit-${width}`);
      expect(pageProblems(page)).toEqual([]);
      await context.close();
    }
  }, 120_000);
});
