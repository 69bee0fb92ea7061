// Journeys of issue 5 over the demo catalogue: upload an image to the Media Library, edit its details
// and see the SEO band change; create and publish a page, create a gallery for it, add four images,
// reorder them, hide one and see the public order on the page; then the same screens on a phone.
// Issue 14: images uploaded in the product editor are on the product without "Save Changes" (leave by
// the sidebar, reopen); the library shows where files are used, filters the unused ones and deletes
// several at once.

import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
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
import { expectToast, expectVisible, pickOption, signInByApi } from './steps';

const available = inject('e2eAvailable');

describe.skipIf(!available)('media library, pages and galleries journey', () => {
  let server: RunningServer;
  const who = { email: 'owner@torchworks.test', password: 'first-password-1' };
  let registered = false;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  async function signIn(context: BrowserContext) {
    await signInByApi(context, server.url, who, !registered);
    registered = true;
  }

  const band = (page: Page, name: string) =>
    page
      .getByTestId('media-card')
      .filter({ hasText: name })
      .first()
      .getByTestId('seo-band')
      .getAttribute('data-band');

  it('MEDIA-04 MEDIA-06 MEDIA-09 MEDIA-20 MEDIA-26: upload an image, edit its details and see the score band change', async () => {
    const { page, context } = await newPage(1280, 900);
    await signIn(context);
    await page.goto(`${server.url}/admin/media`);
    await expect.poll(() => page.getByTestId('media-card').count(), { timeout: 15_000 }).toBeGreaterThan(10);
    const before = Number((await page.getByTestId('file-count').textContent())?.split(' ')[0]);

    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('media-upload-input')
      .setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: png });
    await expectToast(page, 'Upload successful');
    await expect.poll(() => page.getByTestId('file-count').textContent()).toBe(`${before + 1} files`);
    await page.getByRole('searchbox', { name: 'Search media' }).fill('IMG 2041');
    await expect.poll(() => page.getByTestId('media-card').count()).toBe(1);
    expect(await band(page, 'IMG 2041')).toBe('Fair');
    await screenshot(page, 'media-library-1280');

    await page.getByRole('button', { name: 'Edit IMG 2041' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Media Details' });
    await dialog.getByLabel('Alt Text').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(dialog, 'Alt text is required for SEO');
    await dialog.getByLabel('Display Name').fill('Workbench snapshot');
    await dialog.getByLabel('Alt Text').fill('Duplex soldering torch heating a copper joint');
    await dialog.getByLabel('Tags').fill(' duplex, , copper ,soldering ');
    await screenshot(page, 'media-edit-dialog-1280');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Media updated');
    await page.getByRole('searchbox', { name: 'Search media' }).fill('workbench snapshot');
    await expect.poll(() => band(page, 'Workbench snapshot')).toBe('Good');
    const card = page.getByTestId('media-card').filter({ hasText: 'Workbench snapshot' });
    expect(await card.getByTestId('media-tags').textContent()).toBe('duplexcoppersoldering');

    // Delete asks first; the new file is unused, so it goes.
    await page.getByRole('button', { name: 'Delete Workbench snapshot' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Media deleted');
    await page.getByRole('searchbox', { name: 'Search media' }).fill('');
    await expect.poll(() => page.getByTestId('file-count').textContent()).toBe(`${before} files`);
    expect(pageProblems(page)).toEqual([]);
  });

  it('GAL-05 GAL-06 GAL-07 GAL-11 GAL-17 GAL-20 GAL-22 GAL-46 GAL-47 GAL-48: publish a page with a gallery, add four images, reorder, hide one, see the public order', async () => {
    const { page, context } = await newPage(1280, 900);
    await signIn(context);
    await page.goto(`${server.url}/admin/pages`);

    // A page, created as a draft, then published by editing it.
    await page.getByRole('button', { name: 'New Page' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create New Page' });
    await dialog.locator('#page-title').fill('Workshop Tour');
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('workshop-tour');
    await dialog
      .getByLabel('Content')
      .fill(
        '# Workshop Tour\n\nEvery torch is **tested on the bench** before it ships.\n\n<script>alert(1)</script>',
      );
    await dialog.getByLabel('Meta Title').fill('Workshop Tour | Torchworks');
    await dialog.getByLabel('Meta Description').fill('A look inside the Torchworks workshop.');
    await dialog.getByRole('button', { name: 'Create Page' }).click();
    await expectToast(page, 'Page created successfully');
    expect((await page.request.get(`${server.url}/workshop-tour`)).status()).toBe(404);
    await page.getByRole('button', { name: 'Edit Workshop Tour' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Page' });
    await pickOption(page, 'Status', 'Published', dialog);
    await dialog.getByRole('button', { name: 'Update Page' }).click();
    await expectToast(page, 'Page updated successfully');

    // A gallery for the page.
    await page.getByRole('button', { name: 'New Gallery' }).click();
    dialog = page.getByRole('dialog', { name: 'Create New Gallery' });
    await dialog.getByLabel('Name').fill('Workshop Bench');
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('workshop-bench');
    await dialog.locator('#gallery-title').fill('On the test bench');
    await pickOption(page, 'Page', 'Workshop Tour (/workshop-tour)', dialog);
    await dialog.getByRole('button', { name: 'Create Gallery' }).click();
    await expectToast(page, 'Gallery created successfully');

    // Four images through the picker.
    await page.getByRole('tab', { name: 'Galleries' }).click();
    await page.getByRole('button', { name: 'Add Images to Workshop Bench' }).click();
    const picker = page.getByRole('dialog', { name: 'Add Images to Gallery' });
    const choices = picker.getByRole('list', { name: 'Media library' }).getByRole('button');
    await expect.poll(() => choices.count(), { timeout: 15_000 }).toBeGreaterThan(8);
    for (const index of [0, 3, 6, 9]) {
      await choices.nth(index).click();
      await expectToast(page, 'Image added to gallery');
      await expect.poll(() => page.getByTestId('gallery-item').count()).toBe([0, 3, 6, 9].indexOf(index) + 1);
    }
    await picker.getByRole('button', { name: 'Done' }).click();
    const rows = page.getByTestId('gallery-item');
    const sources = () =>
      rows.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
    const added = await sources();
    expect(added).toHaveLength(4);

    // Move the last one up (it swaps with the third), then hide the first.
    await rows.nth(3).getByRole('button', { name: /up$/ }).click();
    await expectToast(page, 'Gallery items reordered');
    await expect.poll(sources).toEqual([added[0], added[1], added[3], added[2]]);
    expect(await rows.nth(0).getByRole('button', { name: /up$/ }).isDisabled()).toBe(true);
    expect(await rows.nth(3).getByRole('button', { name: /down$/ }).isDisabled()).toBe(true);
    await rows
      .nth(0)
      .getByRole('button', { name: /^Edit / })
      .click();
    dialog = page.getByRole('dialog', { name: 'Edit Gallery Item' });
    await dialog.getByRole('switch', { name: 'Visible' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Gallery item updated successfully');
    await expectVisible(rows.nth(0), 'Hidden');
    await screenshot(page, 'gallery-editor-1280');

    // The public page: meta, content without script, and the gallery in the editor's order without the hidden one.
    const publicPage = await context.newPage();
    const response = await publicPage.goto(`${server.url}/workshop-tour`);
    expect(response?.status()).toBe(200);
    expect(await publicPage.title()).toBe('Workshop Tour | Torchworks');
    expect(await publicPage.locator('meta[name="description"]').getAttribute('content')).toBe(
      'A look inside the Torchworks workshop.',
    );
    await expectVisible(publicPage, 'tested on the bench');
    await expectVisible(publicPage, '<script>alert(1)</script>');
    await expectVisible(publicPage, 'On the test bench');
    const thumbs = await publicPage
      .getByTestId('thumbnail-strip')
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
    expect(thumbs).toEqual([added[1], added[3], added[2]]);
    // The lightbox answers the arrow keys.
    await publicPage.getByRole('button', { name: /in the lightbox$/ }).click();
    await expectVisible(publicPage.getByTestId('lightbox'), '1 / 3');
    await publicPage.keyboard.press('ArrowRight');
    await expectVisible(publicPage.getByTestId('lightbox'), '2 / 3');
    await publicPage.keyboard.press('ArrowLeft');
    await publicPage.keyboard.press('ArrowLeft');
    await expectVisible(publicPage.getByTestId('lightbox'), '3 / 3');
    await publicPage.keyboard.press('Escape');
    await screenshot(publicPage, 'public-page-1280');
    expect(pageProblems(page)).toEqual([]);
  });

  it('the media library, the gallery editor and the public page on a phone (390 px)', async () => {
    const { page, context } = await newPage(390, 844);
    await signIn(context);
    await page.goto(`${server.url}/admin/media`);
    await expect.poll(() => page.getByTestId('media-card').count(), { timeout: 15_000 }).toBeGreaterThan(4);
    await screenshot(page, 'media-library-390');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect.poll(() => page.getByTestId('media-row').count()).toBeGreaterThan(4);
    await screenshot(page, 'media-library-list-390');
    await page.goto(`${server.url}/admin/pages`);
    await expect.poll(() => page.getByTestId('page-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'pages-390');
    const publicPage = await context.newPage();
    await publicPage.goto(`${server.url}/workshop-tour`);
    await expectVisible(publicPage, 'On the test bench');
    // Below 1024 px the browser picks the mobile variant.
    await expect
      .poll(() =>
        publicPage
          .locator('[data-testid="gallery"] picture img')
          .first()
          .evaluate((i) => (i as HTMLImageElement).currentSrc),
      )
      .toMatch(/-mobile\.webp$/);
    await screenshot(publicPage, 'public-page-390');
    expect(pageProblems(page)).toEqual([]);
  });

  const jpeg = (color: string) =>
    sharp({ create: { width: 1000, height: 750, channels: 3, background: color } })
      .jpeg()
      .toBuffer();

  it('#14 IMG-22: two images uploaded in the product editor stay on the product after leaving by the sidebar', async () => {
    const { page, context } = await newPage(1280, 900);
    await signIn(context);
    const list = (await (await context.request.get(`${server.url}/api/products?limit=100`)).json()) as {
      products: Array<{ id: number; name: string; images: string[] }>;
    };
    const target = list.products.find((p) => p.images.length <= 3)!;
    const before = target.images.length;
    await page.goto(`${server.url}/admin/products/${target.id}`);
    await expect
      .poll(() => page.getByTestId('image-counter').textContent(), { timeout: 15_000 })
      .toBe(`${before}/5 images`);

    await page.getByLabel('Choose images').setInputFiles([
      { name: 'bench-left-1414.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#b91c1c') },
      { name: 'bench-right-1414.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#0f766e') },
    ]);
    await expectVisible(page, 'SEO Filename Preview');
    await page.getByRole('button', { name: 'Upload with SEO Names' }).click();
    await expectToast(page, 'Images uploaded', 60_000);
    await expectVisible(page, '2 images added with SEO names.');
    await expect.poll(() => page.getByTestId('image-counter').textContent()).toBe(`${before + 2}/5 images`);
    await screenshot(page, 'editor-images-saved-1280');

    // Leave by the sidebar without "Save Changes".
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /Media Library/ })
      .click();
    await expect.poll(() => page.url()).toMatch(/\/admin\/media$/);
    await page.getByRole('searchbox', { name: 'Search media' }).fill('1414');
    await expect.poll(() => page.getByTestId('media-card').count(), { timeout: 15_000 }).toBe(2);
    for (const text of await page.getByTestId('media-usage').allTextContents())
      expect(text).toContain('Used by 1 product');

    // Reopened, the product has both.
    await page.goto(`${server.url}/admin/products/${target.id}`);
    await expect
      .poll(() => page.getByTestId('image-counter').textContent(), { timeout: 15_000 })
      .toBe(`${before + 2}/5 images`);
    const stored = (await (await context.request.get(`${server.url}/api/products/${target.id}`)).json()) as {
      images: string[];
    };
    expect(stored.images.slice(0, before)).toEqual(target.images);
    expect(stored.images.slice(before)).toHaveLength(2);
    for (const url of stored.images.slice(before)) expect(url).toMatch(/^\/api\/storage\/images\/.+\.webp$/);
    expect(pageProblems(page)).toEqual([]);
  });

  it('#14: the Unused filter lists loose files and "Delete 2 files" removes them after a confirmation', async () => {
    const { page, context } = await newPage(1280, 900);
    await signIn(context);
    for (const [name, color] of [
      ['loose-a-1414.jpg', '#7c3aed'],
      ['loose-b-1414.jpg', '#ca8a04'],
    ] as const) {
      const res = await context.request.post(`${server.url}/api/images/upload`, {
        multipart: { image: { name, mimeType: 'image/jpeg', buffer: await jpeg(color) } },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto(`${server.url}/admin/media`);
    await expect.poll(() => page.getByTestId('media-card').count(), { timeout: 15_000 }).toBeGreaterThan(4);
    await pickOption(page, 'Filter by usage', 'Unused');
    await page.getByRole('searchbox', { name: 'Search media' }).fill('loose');
    await expect.poll(() => page.getByTestId('media-card').count(), { timeout: 15_000 }).toBe(2);
    for (const text of await page.getByTestId('media-usage').allTextContents())
      expect(text).toContain('Unused');

    await page.getByRole('checkbox', { name: 'Select loose a 1414' }).click();
    await page.getByRole('checkbox', { name: 'Select loose b 1414' }).click();
    await screenshot(page, 'media-unused-selected-1280');
    await page.getByRole('button', { name: 'Delete 2 files' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 2 files?' });
    await confirm.getByRole('button', { name: 'Delete 2 files' }).click();
    await expectToast(page, 'Media deleted');
    await expectVisible(page, '2 files were deleted.');
    await expect.poll(() => page.getByTestId('media-card').count()).toBe(0);

    // A file in use is refused by the server (409), naming its use.
    allowPageProblems(page, /status of 409 \(Conflict\)/);
    await pickOption(page, 'Filter by usage', 'In use');
    await page.getByRole('searchbox', { name: 'Search media' }).fill('1414');
    await expect.poll(() => page.getByTestId('media-card').count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('checkbox').first().click();
    await page.getByRole('button', { name: 'Delete 1 file' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete 1 file?' })
      .getByRole('button', { name: 'Delete 1 file' })
      .click();
    await expectToast(page, 'Files still in use');
    await expect.poll(() => page.getByTestId('media-card').count()).toBe(2);
    expect(pageProblems(page)).toEqual([]);
  });
});
