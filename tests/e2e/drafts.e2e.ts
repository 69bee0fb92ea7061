// Journey (#19): an editor keeps changes to a published page in a draft, previews it, shares a preview
// link a colleague without an account opens, and publishes it; then schedules the page, by keyboard, at
// 390 px, and sees the time in the editor and in the list. Visitors see the published version until then.
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
import { expectToast, signInByApi } from './steps';

const available = inject('e2eAvailable');

describe.skipIf(!available)('drafts and scheduling journey', () => {
  let server: RunningServer;
  const owner = { email: 'owner@torchworks.test', username: 'Ada', password: 'first-password-1' };

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  it('#19: a page draft is previewed, shared and published; visitors see the published page until then', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner, true);
    const created = await context.request.post(`${server.url}/api/pages`, {
      data: { title: 'Torch Care', slug: 'torch-care', content: 'Published words.', status: 'published' },
    });
    expect(created.status()).toBe(201);

    await page.goto(`${server.url}/admin/pages`);
    await page.getByRole('button', { name: 'Edit Torch Care' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Page' });
    await dialog.getByLabel(/^Content/).fill('Draft words for the care guide.');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Draft saved');
    const bar = dialog.getByRole('region', { name: 'Unpublished draft' });
    await expect.poll(() => bar.textContent()).toContain('Draft words for the care guide.');
    await screenshot(page, 'page-draft-1280');

    // A visitor still reads the published page; staff preview the draft with a banner, not indexed.
    const visitor = await (await fetch(`${server.url}/torch-care`)).text();
    expect(visitor).toContain('Published words.');
    expect(visitor).not.toContain('Draft words');
    expect(await bar.getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(
      '/torch-care?preview=1',
    );
    const preview = await context.newPage();
    const previewed = await preview.goto(`${server.url}/torch-care?preview=1`);
    expect(previewed?.headers()['x-robots-tag']).toContain('noindex');
    await expect
      .poll(() => preview.locator('main').textContent())
      .toContain('Draft words for the care guide.');
    await expect
      .poll(() =>
        preview
          .getByText(/preview/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await preview.close();

    // A shareable link works without an account.
    await bar.getByRole('button', { name: 'Share preview link' }).click();
    const link = await bar.getByLabel('Preview link').inputValue();
    expect(link).toContain('/torch-care?preview=');
    const colleague = await newPage(390, 844);
    await colleague.page.goto(link.startsWith('http') ? link : `${server.url}${link}`);
    await expect
      .poll(() => colleague.page.locator('main').textContent())
      .toContain('Draft words for the care guide.');
    await colleague.context.close();

    await bar.getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Draft published');
    await expect
      .poll(async () => (await fetch(`${server.url}/torch-care`)).text())
      .toContain('Draft words for the care guide.');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('#19: by keyboard at 390 px — schedule a page, Escape closes only the schedule form, the list shows the time', async () => {
    const { page, context } = await newPage(390, 844);
    await signInByApi(context, server.url, owner);
    const created = await context.request.post(`${server.url}/api/pages`, {
      data: { title: 'Spring Offer', slug: 'spring-offer', content: 'Offer.', status: 'draft' },
    });
    expect(created.status()).toBe(201);
    await page.goto(`${server.url}/admin/pages`);
    await page.getByRole('button', { name: 'Edit Spring Offer' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Page' });
    const section = editor.getByRole('region', { name: 'Scheduled publishing' });
    await expect.poll(() => section.textContent()).toContain('Not scheduled.');
    const opener = section.getByRole('button', { name: 'Set schedule' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Schedule publishing' });
    await form.waitFor();
    // Escape closes the schedule form only, and focus returns to its button.
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    expect(await editor.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Set schedule');

    await page.keyboard.press('Enter');
    await form.waitFor();
    // A time in the past is refused at its field.
    await form.getByLabel(/^Publish at/).fill('2020-01-01T09:00');
    allowPageProblems(page, /status of 400 \(Bad Request\) \(.*\/api\/pages\/\d+\/schedule\)/);
    await form.getByRole('button', { name: 'Save schedule' }).click();
    await expect.poll(() => form.textContent()).toMatch(/past/i);
    const next = new Date(Date.now() + 3 * 24 * 3600_000);
    const local = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}T09:30`;
    await form.getByLabel(/^Publish at/).fill(local);
    await form.getByLabel(/^Publish at/).press('Enter');
    await expectToast(page, 'Schedule saved');
    await expect.poll(() => section.getByTestId('schedule-publish').textContent()).toContain('9:30');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'page-schedule-390');
    // Escape closes the editor even while the "Schedule saved" notification shows (it stays).
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('toast').first().isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/Publishes .*9:30/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await screenshot(page, 'pages-list-scheduled-390');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('#19: a product draft holds a price and a specification change; its specs tab edits the draft; Publish makes both live', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner);
    const api = async (url: string) => (await context.request.get(`${server.url}${url}`)).json();
    const list = await api('/api/products?limit=20&sort=name&status=active');
    let product: { id: number; slug: string; price: string | null } | undefined;
    let specs: Array<{ definition: { label: string } }> = [];
    for (const p of list.products) {
      specs = await api(`/api/products/${p.id}/specs`);
      if (specs.length) {
        product = p;
        break;
      }
    }
    expect(product).toBeDefined();
    const label = specs[0]!.definition.label;
    const newPrice = (Number(product!.price ?? '10') + 7).toFixed(2);
    await page.goto(`${server.url}/admin/products/${product!.id}`);
    await page.getByLabel('Price').fill(newPrice);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Draft saved');

    await page.getByRole('tab', { name: 'Specifications', exact: true }).click();
    await expect
      .poll(() => page.getByRole('note').first().textContent())
      .toContain("editing the draft's specifications");
    await page.getByRole('button', { name: `Delete ${label}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByRole('button', { name: `Delete ${label}` }).count()).toBe(0);
    // Published: the old price and the value are still what visitors get.
    expect(
      (await api(`/api/products/${product!.id}/specs`)).map(
        (v: { definition: { label: string } }) => v.definition.label,
      ),
    ).toContain(label);
    expect((await api(`/api/products/${product!.id}`)).price).toBe(product!.price);
    await screenshot(page, 'product-draft-specs-1280');

    await page
      .getByRole('region', { name: 'Unpublished draft' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expectToast(page, 'Draft published');
    await expect
      .poll(async () =>
        (await api(`/api/products/${product!.id}/specs`)).map(
          (v: { definition: { label: string } }) => v.definition.label,
        ),
      )
      .not.toContain(label);
    expect((await api(`/api/products/${product!.id}`)).price).toBe(newPrice);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
