// Steps the browser journeys share: waiting for a toast or a text, filling the sign-in form, signing
// in through the API, and choosing from one of our select boxes.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Credentials {
  email: string;
  password: string;
  username?: string;
}

/** Waits until a toast whose text includes `title` is on the screen. */
export async function expectToast(page: Page, title: string, timeout = 15_000): Promise<void> {
  await expect
    .poll(() => page.getByTestId('toast').filter({ hasText: title }).count(), { timeout })
    .toBeGreaterThan(0);
}

/** Waits until the first element with this text is visible. */
export async function expectVisible(
  page: Page | Locator,
  text: string | RegExp,
  timeout = 10_000,
): Promise<void> {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout }).toBe(true);
}

/** Fills and submits the sign-in form of /auth. */
export async function submitSignIn(page: Page, who: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs the browser context in through the API (registering the first user when asked). */
export async function signInByApi(
  context: BrowserContext,
  baseUrl: string,
  who: Credentials,
  register = false,
): Promise<void> {
  const res = await context.request.post(`${baseUrl}/api/${register ? 'register' : 'login'}`, {
    data: register
      ? { email: who.email, username: who.username ?? 'Owner', password: who.password }
      : { email: who.email, password: who.password },
  });
  expect(res.status(), await res.text()).toBe(register ? 201 : 200);
}

/** Opens the select box labelled `label` (inside `scope`, the page by default) and picks an option. */
export async function pickOption(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
