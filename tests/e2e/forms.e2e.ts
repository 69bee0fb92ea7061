// Journey (#16, the form kit): a viewer opens a product in the editor and is offered nothing that would
// fail (inputs and switches disabled, no Upload Images, no remove, no Save Changes); an editor pasting a
// 1,000-character product name keeps the 200 the schema allows and sees the counter say the limit.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newPage, pageProblems, type RunningServer, screenshot, startServer } from './harness';
import { signInByApi } from './steps';

const available = inject('e2eAvailable');

describe.skipIf(!available)('forms journey (#16)', () => {
  let server: RunningServer;
  const owner = { email: 'owner@torchworks.test', password: 'first-password-1', username: 'Owner' };
  const viewer = { email: 'viewer@torchworks.test', password: 'viewer-password-1', username: 'Vera' };
  let productId = 0;

  beforeAll(async () => {
    server = await startServer();
    const { context } = await newPage();
    await signInByApi(context, server.url, owner, true);
    const created = await context.request.post(`${server.url}/api/users`, {
      data: { ...viewer, role: 'viewer' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const list = await context.request.get(`${server.url}/api/products?limit=1`);
    productId = (await list.json()).products[0].id;
    await context.close();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  it('a viewer sees the product editor read-only: disabled fields, no upload, remove or save', async () => {
    const { context, page } = await newPage();
    await signInByApi(context, server.url, viewer);
    await page.goto(`${server.url}/admin/products/${productId}`);
    const name = page.getByLabel(/^Product Name/);
    await expect.poll(() => name.inputValue(), { timeout: 20_000 }).not.toBe('');
    expect(await name.isDisabled()).toBe(true);
    expect(await page.getByLabel(/^SKU/).isDisabled()).toBe(true);
    expect(await page.getByLabel('Full Description').isDisabled()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Featured Product' }).isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Status' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Upload Images/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove image/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    await screenshot(page, 'forms-viewer-editor-1280');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('an editor pasting 1,000 characters into the name keeps 200 and sees the limit', async () => {
    const { context, page } = await newPage(390, 844);
    await signInByApi(context, server.url, owner);
    await page.goto(`${server.url}/admin/products/new`);
    const name = page.getByLabel(/^Product Name/);
    await name.waitFor({ timeout: 20_000 });
    expect(await name.getAttribute('maxlength')).toBe('200');
    await name.fill('a'.repeat(150));
    expect(await page.getByText('/ 200').count()).toBe(0);
    await name.fill('T'.repeat(1000));
    expect((await name.inputValue()).length).toBe(200);
    // The slug follows the name (and reaches its own limit too): the name's counter is the one under it.
    const counter = page.locator('#product-name-count');
    await expect.poll(() => counter.textContent()).toBe('200 / 200 (at most 200 characters)');
    expect(await name.getAttribute('aria-describedby')).toContain('product-name-count');
    await screenshot(page, 'forms-name-limit-390');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
