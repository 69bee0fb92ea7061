// Journey: the products admin screen over the demo catalogue topped up to 100 products. An editor adds a
// product through the dialog, finds it by search, category, status and sort, duplicates it, pages
// through the list and deletes with confirmation; then the same screen on a phone.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newPage, pageProblems, type RunningServer, screenshot, startServer } from './harness';
import { expectToast, pickOption, signInByApi } from './steps';

const available = inject('e2eAvailable');

describe.skipIf(!available)('products admin journey', () => {
  let server: RunningServer;
  const email = 'owner@torchworks.test';
  const password = 'first-password-1';

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  const signIn = (context: BrowserContext, register = false) =>
    signInByApi(context, server.url, { email, password }, register);

  const toast = (page: Page, title: string) => expectToast(page, title);

  const summary = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).textContent();
  const rowNames = (page: Page) =>
    page.$$eval('[data-testid="product-row"] a.truncate', (links) => links.map((a) => a.textContent ?? ''));

  it('PROD-01 PROD-05 PROD-06 PROD-08 PROD-26 PROD-28 PROD-29 PROD-30 PROD-31 PROD-32 PROD-35 PROD-36 PROD-37 PROD-41 PROD-46: add, find, duplicate, page through 100 and delete', async () => {
    const { page, context } = await newPage(1280, 900);
    await signIn(context, true);

    // Top the demo catalogue up to exactly 100 products.
    const listed = await context.request.get(`${server.url}/api/products?limit=1&status=all`);
    const { total } = (await listed.json()) as { total: number };
    const categories = (await (await context.request.get(`${server.url}/api/categories`)).json()) as Array<{
      id: number;
      name: string;
    }>;
    const regulators = categories.find((c) => c.name === 'Regulators');
    expect(regulators).toBeTruthy();
    for (let i = 1; i <= 99 - total; i++) {
      const n = String(i).padStart(2, '0');
      const res = await context.request.post(`${server.url}/api/products`, {
        data: {
          name: `Spare O-Ring Set ${n}`,
          slug: `spare-o-ring-set-${n}`,
          sku: `ORING-${n}`,
          categoryId: regulators?.id,
          status: 'inactive',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.goto(`${server.url}/admin/products`);
    await expect.poll(() => summary(page)).toContain('Showing 1-24 of 99 products');

    // Add a product through the dialog.
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: 'Add New Product' }).isVisible()).toBe(true);
    await dialog.getByLabel('Product Name').fill('Field Service Brazing Torch');
    expect(await dialog.getByLabel('URL Slug').inputValue()).toBe('field-service-brazing-torch');
    await dialog.getByLabel('SKU').fill('TW-FSB-100');
    await pickOption(page, 'Category', 'Torches', dialog);
    await dialog.getByLabel('Price').fill('189.50');
    await dialog.getByLabel('Stock Quantity').fill('14');
    await pickOption(page, 'Status', 'Active', dialog);
    await dialog.getByLabel('Short Description').fill('A compact air/acetylene torch for service vans.');
    await screenshot(page, 'products-dialog-1280');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await toast(page, 'Product created');
    await expect.poll(() => summary(page)).toContain('of 100 products');

    // Newest first: the new product leads the list, with its SKU, category, stock and MSRP.
    const first = page.getByTestId('product-row').first();
    await expect.poll(() => first.textContent()).toContain('Field Service Brazing Torch');
    const text = await first.textContent();
    expect(text).toContain('TW-FSB-100');
    expect(text).toContain('Torches');
    expect(text).toContain('14 units');
    expect(text).toContain('$189.50 MSRP');

    // Search by SKU substring; the address keeps the state.
    await page.getByLabel('Search products').fill('fsb-1');
    await page.getByLabel('Search products').press('Enter');
    await expect.poll(() => page.getByTestId('product-row').count()).toBe(1);
    expect(page.url()).toContain('search=fsb-1');
    await page.getByLabel('Search products').fill('');
    await page.getByLabel('Search products').press('Enter');

    // Category filter includes subcategories' products only of that branch; status narrows further.
    await pickOption(page, 'Category', 'Regulators');
    await pickOption(page, 'Status', 'Inactive');
    await expect
      .poll(async () => {
        const names = await rowNames(page);
        return names.length > 0 && names.every((n) => n.startsWith('Spare O-Ring Set'));
      })
      .toBe(true);
    expect(page.url()).toContain('status=inactive');

    // Sort by name within the filter.
    await pickOption(page, 'Sort', 'Name A-Z');
    await expect.poll(async () => (await rowNames(page))[0]).toBe('Spare O-Ring Set 01');
    const sorted = await rowNames(page);
    expect([...sorted].sort((a, b) => a.localeCompare(b))).toEqual(sorted);

    // Back to everything, then page through 100 products at 12 per page.
    await pickOption(page, 'Category', 'All Categories');
    await pickOption(page, 'Status', 'All');
    await expect.poll(() => summary(page)).toContain('Showing 1-24 of 100 products');
    await page.getByLabel('Items per page').selectOption('12');
    await expect.poll(() => summary(page)).toContain('Showing 1-12 of 100 products');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => summary(page)).toContain('Showing 13-24 of 100 products');
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect.poll(() => summary(page)).toContain('Showing 97-100 of 100 products');
    expect(await page.getByTestId('product-row').count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Page 7' }).click();
    await expect.poll(() => summary(page)).toContain('Showing 73-84 of 100 products');
    expect(page.url()).toContain('page=7');
    await page.getByRole('button', { name: 'First page' }).click();
    await expect.poll(() => summary(page)).toContain('Showing 1-12 of 100 products');

    // Duplicate: a draft copy with its own slug and SKU, opened for editing.
    await pickOption(page, 'Sort', 'Newest First');
    await expect.poll(async () => (await rowNames(page))[0]).toBe('Field Service Brazing Torch');
    await page.getByRole('button', { name: 'Duplicate Field Service Brazing Torch' }).click();
    await toast(page, 'Product duplicated');
    await expect.poll(() => page.url()).toMatch(/\/admin\/products\/\d+$/);
    const copyId = Number(page.url().split('/').pop());
    const copy = (await (await context.request.get(`${server.url}/api/products/${copyId}`)).json()) as {
      name: string;
      slug: string;
      sku: string;
      status: string;
    };
    expect(copy.status).toBe('draft');
    expect(copy.slug).not.toBe('field-service-brazing-torch');
    expect(copy.sku).not.toBe('TW-FSB-100');

    // Delete the copy, with confirmation.
    await page.goto(`${server.url}/admin/products?search=${encodeURIComponent(copy.sku)}`);
    await expect.poll(() => page.getByTestId('product-row').count()).toBe(1);
    await page.getByRole('button', { name: `Delete ${copy.name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await screenshot(page, 'products-delete-confirm-1280');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Product deleted');
    await expect.poll(() => page.getByText('No products found').isVisible()).toBe(true);
    expect((await context.request.get(`${server.url}/api/products/${copyId}`)).status()).toBe(404);

    await page.goto(`${server.url}/admin/products`);
    await expect.poll(() => summary(page)).toContain('of 100 products');
    await screenshot(page, 'products-list-1280');
    expect(pageProblems(page)).toEqual([]);
  });

  it('PROD-40: the list on a phone (390 px) keeps to the screen; the floating add button opens the editor', async () => {
    const { page, context } = await newPage(390, 844);
    await signIn(context);
    await page.goto(`${server.url}/admin/products`);
    await expect.poll(() => page.getByTestId('product-row').count()).toBe(24);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'products-list-390');
    await page.getByRole('link', { name: 'Add product', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/products/new');
    expect(pageProblems(page)).toEqual([]);
  });
});
