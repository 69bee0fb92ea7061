// Journey: the admin lists (issue #16). At a phone's 390 px and a laptop's 1366×900 the floating
// Add/Import/Export buttons never cover a row's buttons; the current page number is readable; the
// page-size selector stays when everything fits one page; product search has a button and the count shows.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newPage, pageProblems, type RunningServer, screenshot, startServer } from './harness';
import { signInByApi } from './steps';

const available = inject('e2eAvailable');

/**
 * Every button and link of every row's actions, each scrolled to the bottom of the viewport (where the
 * floating buttons are) and then to the middle: the element at its centre must be that button. Returns
 * the ones covered by something else, with what covers them.
 */
function coveredRowActions(page: Page) {
  return page.evaluate(() => {
    const covered: string[] = [];
    const actions = [
      ...document.querySelectorAll<HTMLElement>('[data-row-actions] button, [data-row-actions] a'),
    ];
    for (const action of actions) {
      for (const block of ['end', 'center'] as const) {
        action.scrollIntoView({ block, inline: 'nearest' });
        const box = action.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !action.contains(hit)) {
          const name = action.getAttribute('aria-label') ?? action.textContent;
          const by = hit
            ? `${hit.tagName.toLowerCase()}${hit.getAttribute('aria-label') ? ` "${hit.getAttribute('aria-label')}"` : ''}`
            : 'nothing';
          covered.push(`${name} (${block}) covered by ${by}`);
        }
      }
    }
    return { checked: actions.length, covered };
  });
}

describe.skipIf(!available)('admin lists journey', () => {
  let server: RunningServer;
  const owner = { email: 'owner@torchworks.test', password: 'first-password-1' };

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    it(`PROD-39 at ${width}px: the floating buttons never cover a row's actions`, async () => {
      const { page, context } = await newPage(width, height);
      await signInByApi(context, server.url, owner, width === 1366);
      await page.goto(`${server.url}/admin/products?limit=12`);
      await page.getByTestId('product-row').first().waitFor();
      await page.getByTestId('category-row').first().waitFor();
      expect(await page.getByRole('link', { name: 'Add product' }).isVisible()).toBe(true);
      const { checked, covered } = await coveredRowActions(page);
      expect(checked).toBeGreaterThan(12 * 3);
      expect(covered).toEqual([]);
      await screenshot(page, `lists-products-${width}`);

      for (const section of ['brands', 'documents', 'specifications', 'tags']) {
        await page.goto(`${server.url}/admin/${section}`);
        await page.locator('[data-row-actions]').first().waitFor();
        const result = await coveredRowActions(page);
        expect(result.covered, section).toEqual([]);
      }
      expect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  }

  it('PROD-06 PROD-07 PROD-10: the current page is readable and the page size stays reachable on one page', async () => {
    const { page, context } = await newPage(1366, 900);
    await signInByApi(context, server.url, owner);
    await page.goto(`${server.url}/admin/products?limit=12&page=2`);
    const current = page.getByRole('button', { name: 'Page 2' });
    await current.waitFor();
    expect(await current.getAttribute('aria-current')).toBe('page');
    const colours = await current.evaluate((el) => {
      const style = getComputedStyle(el);
      return { text: style.color, background: style.backgroundColor };
    });
    expect(colours.text).not.toBe(colours.background);
    expect(colours.background).not.toBe('rgb(255, 255, 255)');

    // 96 per page: everything fits one page; the count and the selector stay, to go back to 12.
    await page.getByRole('combobox', { name: 'Items per page' }).selectOption('96');
    await expect.poll(() => page.url()).toContain('limit=96');
    await expect.poll(() => page.getByRole('button', { name: 'Page 1' }).count()).toBe(0);
    const size = page.getByRole('combobox', { name: 'Items per page' });
    expect(await size.isVisible()).toBe(true);
    expect(await page.getByTestId('pagination-summary').textContent()).toMatch(
      /^Showing 1-\d+ of \d+ products$/,
    );
    await size.selectOption('12');
    await expect.poll(() => page.getByRole('button', { name: 'Page 2' }).count()).toBe(1);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('PROD-28: product search runs from its button, says how to use it, and shows the count on one page', async () => {
    const { page, context } = await newPage(390, 844);
    await signInByApi(context, server.url, owner);
    const listed = (await (
      await context.request.get(`${server.url}/api/products?limit=1&status=all&sortBy=name`)
    ).json()) as { products: Array<{ name: string; sku: string }> };
    const wanted = listed.products[0]!;
    await page.goto(`${server.url}/admin/products`);
    await page.getByTestId('product-row').first().waitFor();
    const box = page.getByRole('searchbox', { name: 'Search products' });
    expect(await page.getByText('press Enter or Search').isVisible()).toBe(true);
    await box.fill(wanted.sku);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.url()).toContain(`search=${encodeURIComponent(wanted.sku)}`);
    await expect.poll(() => page.getByTestId('list-count').first().textContent()).toBe('1 product');
    expect(await page.getByTestId('product-row').first().textContent()).toContain(wanted.name);
    expect(await page.getByTestId('pagination-summary').textContent()).toBe('Showing 1-1 of 1 products');

    // Enter runs it too.
    await box.fill('no such product anywhere');
    await box.press('Enter');
    await expect.poll(() => page.getByText('No products found').isVisible()).toBe(true);
    await screenshot(page, 'lists-search-390');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
