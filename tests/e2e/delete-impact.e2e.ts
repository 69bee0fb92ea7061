// Journey (#14): a delete that affects other records says so before it happens. On the demo catalogue an
// administrator deletes the brand that most products use: the dialog names how many products will be
// left without a brand (the count the server gives), Escape closes it with nothing changed and focus back
// on the delete button, and confirming leaves exactly those products without a brand. A category that
// still holds products says it cannot be deleted, and the server keeps it. Screenshots at 1280 and 390 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newPage, pageProblems, type RunningServer, screenshot, startServer } from './harness';
import { expectToast, signInByApi } from './steps';

const available = inject('e2eAvailable');

describe.skipIf(!available)('delete impact journey (#14)', () => {
  let server: RunningServer;
  const owner = { email: 'owner@torchworks.test', password: 'first-password-1', username: 'Owner' };

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  it('#14: deleting a brand names the products it leaves without a brand; the delete does exactly that', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner, true);
    const brands = (await (await context.request.get(`${server.url}/api/brands`)).json()) as Array<{
      id: number;
      name: string;
      productCount: number;
    }>;
    const brand = [...brands].sort((a, b) => b.productCount - a.productCount)[0]!;
    expect(brand.productCount).toBeGreaterThan(1);

    await page.goto(`${server.url}/admin/brands`);
    const remove = page.getByRole('button', { name: `Delete ${brand.name}`, exact: true });
    await expect.poll(() => remove.isVisible(), { timeout: 15_000 }).toBe(true);
    await remove.click();
    const dialog = page.getByRole('alertdialog');
    const sentence = `${brand.productCount} products use this brand; they will be left without a brand.`;
    await expect.poll(() => dialog.getByText(sentence).isVisible()).toBe(true);
    await screenshot(page, 'delete-brand-impact-1280');

    // Escape: nothing deleted, focus back where the person was.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Delete ${brand.name}`);
    expect((await context.request.get(`${server.url}/api/brands/${brand.id}/usage`)).ok()).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await remove.click();
    await expect.poll(() => dialog.getByText(sentence).isVisible()).toBe(true);
    await screenshot(page, 'delete-brand-impact-390');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });

    await remove.click();
    await expect.poll(() => dialog.getByText(sentence).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Brand deleted');
    const after = (await (await context.request.get(`${server.url}/api/brands`)).json()) as Array<{
      id: number;
    }>;
    expect(after.some((b) => b.id === brand.id)).toBe(false);
    const products = (await (
      await context.request.get(`${server.url}/api/products?limit=100&status=all`)
    ).json()) as { products: Array<{ brandId: number | null }> };
    expect(products.products.some((p) => p.brandId === brand.id)).toBe(false);
    expect(pageProblems(page)).toEqual([]);
  });

  it('#14: a category that still holds products says so before anything is sent, and stays', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner);
    const categories = (await (await context.request.get(`${server.url}/api/categories`)).json()) as Array<{
      id: number;
      name: string;
      productCount?: number;
    }>;
    const withProducts = categories.find((c) => (c.productCount ?? 0) > 0) ?? categories[0]!;
    const usage = (await (
      await context.request.get(`${server.url}/api/categories/${withProducts.id}/usage`)
    ).json()) as { impact: string[]; blocked: boolean };
    expect(usage.blocked).toBe(true);
    await page.goto(`${server.url}/admin/tags`);
    const remove = page.getByRole('button', { name: `Delete ${withProducts.name}`, exact: true }).first();
    await expect.poll(() => remove.isVisible(), { timeout: 15_000 }).toBe(true);
    await remove.click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.getByText(usage.impact[0]!).isVisible()).toBe(true);
    await screenshot(page, 'delete-category-blocked-1280');
    await page.keyboard.press('Escape');
    const still = await context.request.get(`${server.url}/api/categories`);
    expect(((await still.json()) as Array<{ id: number }>).some((c) => c.id === withProducts.id)).toBe(true);
  });
});
