// Journey (#14): unsaved work asks before it goes, and an ended session keeps the work. An editor
// changes a product's name and clicks the back link — a question appears and Stay keeps the edit; a
// reload with the dirty form gets the browser's beforeunload question. Then the session is ended from
// another client with the same cookie while a new brand is typed: saving opens "Your session has
// ended" over the page, and after signing in the brand is saved with what was typed. Finally a
// signed-out visit to /admin/brands signs in and lands on the brands. Screenshots at 1280 and 390 px.
import type { BrowserContext, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  allowPageProblems,
  closeBrowser,
  newPage,
  pageProblems,
  type RunningServer,
  screenshot,
  startServer,
} from './harness';
import { expectToast, expectVisible, signInByApi, submitSignIn } from './steps';

const available = inject('e2eAvailable');

describe.skipIf(!available)('session and unsaved-changes journey (#14)', () => {
  let server: RunningServer;
  const owner = { email: 'owner@torchworks.test', password: 'first-password-1', username: 'Owner' };

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  /** Signs the session out from "another device": the same cookie, sent by a different client. */
  async function endSessionElsewhere(context: BrowserContext) {
    const cookies = await context.cookies(server.url);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await fetch(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
    });
    expect(res.status).toBe(200);
    const check = await fetch(`${server.url}/api/user`, { headers: { cookie } });
    expect(check.status).toBe(401);
  }

  async function shoot(page: Page, name: string) {
    await screenshot(page, `${name}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `${name}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  it('#14: the product editor asks before leaving unsaved edits: back link, sidebar, browser back button and reload', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner, true);
    // Opened from the products list in the app, so the browser's back button stays inside it.
    await page.goto(`${server.url}/admin/products`);
    const row = page.getByTestId('product-row').first();
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    const productName = (await row.getByRole('link').first().textContent())!.trim();
    await row.getByRole('link', { name: productName, exact: true }).click();
    await page.waitForURL(/\/admin\/products\/\d+$/);
    const first = { id: Number(new URL(page.url()).pathname.split('/').pop()), name: productName };
    await expect.poll(() => page.getByRole('heading', { name: first.name }).isVisible()).toBe(true);
    const name = page.getByLabel('Product Name');
    await expect.poll(() => name.inputValue()).toBe(first.name);
    await name.fill(`${first.name} (edited)`);

    // The back link asks; Stay keeps the page and the edit.
    await page.getByRole('link', { name: 'Back to Products' }).click();
    const prompt = page.getByRole('alertdialog');
    await expect.poll(() => prompt.getByText('Unsaved changes').isVisible()).toBe(true);
    expect(await prompt.getByRole('button', { name: 'Save' }).isVisible()).toBe(true);
    expect(await prompt.getByRole('button', { name: 'Discard' }).isVisible()).toBe(true);
    await shoot(page, 'session-unsaved-prompt');
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/admin/products/${first.id}`);
    expect(await name.inputValue()).toBe(`${first.name} (edited)`);

    // The sidebar asks too.
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Brands' })
      .click();
    await expect.poll(() => prompt.getByText('Unsaved changes').isVisible()).toBe(true);
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => prompt.count()).toBe(0);

    // The browser's back button asks as well; Stay puts the editor's address back.
    await page.goBack({ timeout: 5_000 }).catch(() => null);
    await expect.poll(() => prompt.getByText('Unsaved changes').isVisible()).toBe(true);
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/admin/products/${first.id}`);
    expect(await name.inputValue()).toBe(`${first.name} (edited)`);

    // A reload with the dirty form gets the browser's own question; dismissing it stays.
    const seen = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
    const reload = page.reload({ timeout: 5_000 }).catch(() => 'stayed');
    const dialog = await seen;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await reload;
    expect(await name.inputValue()).toBe(`${first.name} (edited)`);

    // Discard leaves; nothing was saved.
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await prompt.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(/\/admin\/products$/);
    const stored = await context.request.get(`${server.url}/api/products/${first.id}`);
    expect((await stored.json()).name).toBe(first.name);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('#14: a session ended elsewhere asks to sign in again over the brand dialog, then saves what was typed', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner);
    await page.goto(`${server.url}/admin/brands`);
    await page.getByRole('button', { name: 'Add Brand' }).click();
    const brandDialog = page.getByRole('dialog', { name: 'Add Brand' });
    await brandDialog.getByLabel('Brand Name').fill('Session Safe Torches');
    await brandDialog.getByLabel('Description').fill('Typed before the session ended.');

    // Escape on the dirty dialog asks first; Stay keeps it and what was typed.
    await page.keyboard.press('Escape');
    const prompt = page.getByRole('alertdialog');
    await expect.poll(() => prompt.getByText('Unsaved changes').isVisible()).toBe(true);
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    expect(await brandDialog.getByLabel('Brand Name').inputValue()).toBe('Session Safe Torches');

    await endSessionElsewhere(context);
    // The save meets the ended session (401): that is what this journey is about.
    allowPageProblems(page, /status of 401 .*\/api\/brands\)$/);
    await brandDialog.getByRole('button', { name: 'Create Brand' }).click();

    const signIn = page.getByTestId('session-expired-dialog');
    await expect.poll(() => signIn.getByText('Your session has ended').isVisible()).toBe(true);
    expect(await signIn.getByLabel('Email').inputValue()).toBe(owner.email);
    // The brand dialog (hidden from assistive technology behind the sign-in) still holds the text.
    expect(await page.locator('#brand-name').inputValue()).toBe('Session Safe Torches');
    await shoot(page, 'session-ended-dialog');

    await signIn.getByLabel(/^Password/).fill(owner.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Brand created');
    await expect.poll(() => signIn.count()).toBe(0);
    await expectVisible(page, 'Session Safe Torches');
    expect(await page.getByTestId('toast').filter({ hasText: 'Save failed' }).count()).toBe(0);

    const brands = (await (await context.request.get(`${server.url}/api/brands`)).json()) as Array<{
      name: string;
      description: string | null;
    }>;
    expect(brands.filter((b) => b.name === 'Session Safe Torches')).toEqual([
      expect.objectContaining({ description: 'Typed before the session ended.' }),
    ]);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('#14: a signed-out visit to /admin/brands returns there after sign-in', async () => {
    const { page, context } = await newPage(390, 844);
    await page.goto(`${server.url}/admin/brands`);
    await page.waitForURL(/\/auth\?next=%2Fadmin%2Fbrands$/);
    await expectVisible(page, 'Enter your credentials to access the CMS');
    await screenshot(page, 'session-return-sign-in-390');
    await submitSignIn(page, owner);
    await page.waitForURL(/\/admin\/brands$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Brands' }).isVisible()).toBe(true);
    await screenshot(page, 'session-return-brands-390');

    // Another site in ?next= is not followed.
    await context.clearCookies();
    await page.goto(`${server.url}/auth?next=%2F%2Fevil.example%2Fadmin`);
    await submitSignIn(page, owner);
    await page.waitForURL(/127\.0\.0\.1:\d+\/admin$/);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
