// Journey (#16, the form kit): a viewer opens a product in the editor and is offered nothing that would
// fail (inputs and switches disabled, no Upload Images, no remove, no Save Changes); an editor pasting a
// 1,000-character product name keeps the 200 the schema allows and sees the counter say the limit.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newPage, pageProblems, type RunningServer, screenshot, startServer } from './harness';
import { expectToast, expectVisible, signInByApi } from './steps';

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

  it('the Add Tags picker at 390 px: Add with nothing chosen says so in sight; Escape gives focus back', async () => {
    const { context, page } = await newPage(390, 844);
    await signInByApi(context, server.url, owner);
    await page.goto(`${server.url}/admin/products/${productId}`);
    const tab = page.getByRole('tab', { name: 'Tags' });
    await tab.waitFor({ timeout: 20_000 });
    await tab.click();
    const add = page.getByRole('tabpanel', { name: 'Tags' }).getByRole('button', { name: 'Add Tags' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Tags' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Tags' }).click();
    const message = dialog.getByText('Choose at least one tag');
    await message.waitFor();
    // In sight: not scrolled away inside the list of tags (it used to sit below its end).
    const box = (await message.boundingBox())!;
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(topmost).toBe('Choose at least one tag');
    await screenshot(page, 'forms-add-tags-empty-390');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('a viewer changes their own password: the dialog is not read-only; Escape gives focus back', async () => {
    const { context, page } = await newPage(1280, 900);
    await signInByApi(context, server.url, viewer);
    await page.goto(`${server.url}/admin`);
    const open = page.getByRole('button', { name: 'Change Password' });
    await open.waitFor({ timeout: 20_000 });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Current Password/).isDisabled()).toBe(false);
    expect(await dialog.getByLabel(/^Current Password/).getAttribute('maxlength')).toBe('1024');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByLabel(/^Current Password/).fill(viewer.password);
    await dialog.getByLabel(/^New Password/).fill('viewer-password-2');
    await dialog.getByLabel(/^Confirm New Password/).fill('viewer-password-2');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Password changed');
    await expect.poll(() => dialog.count()).toBe(0);
    viewer.password = 'viewer-password-2';
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('the sign-in form at 390 px: an empty submit focuses Email with its message; a pasted 2,000 characters keep 254', async () => {
    const { context, page } = await newPage(390, 844);
    await page.goto(`${server.url}/auth`);
    const email = page.getByLabel(/^Email/);
    await email.waitFor();
    await email.focus();
    await page.keyboard.press('Enter');
    await expectVisible(page, 'Email is required');
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill('x'.repeat(2000));
    expect((await email.inputValue()).length).toBe(254);
    await expect
      .poll(() => page.locator('#login-email-count').textContent())
      .toBe('254 / 254 (at most 254 characters)');
    await screenshot(page, 'forms-sign-in-limit-390');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
