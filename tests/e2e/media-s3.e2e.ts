// #18: the Media Library on object storage, paged, at 1280 and 390 px. The built server runs with
// STORAGE_URL on a local S3 server (s3rver) holding the demo catalogue's files, and no files on its
// own disk: every thumbnail the library shows, the upload and the delete go through the bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Page } from 'playwright-core';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  closeBrowser,
  freePort,
  newDataDir,
  newPage,
  pageProblems,
  type RunningServer,
  screenshot,
  startServer,
  waitFor,
} from './harness';
import { expectToast, signInByApi } from './steps';

const available = inject('e2eAvailable');
const BUCKET = 'catalogue-e2e';
const PREFIX = 'site';

/** Every image on the page has loaded (a thumbnail from the bucket that failed would be 0 wide). */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main img'))
      .filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0)
      .map((img) => (img as HTMLImageElement).src),
  );

describe.skipIf(!available)('#18 media library on object storage, paged', () => {
  let server: RunningServer;
  let s3: S3rver;
  let s3Dir: string;
  let client: S3Client;
  const who = { email: 'owner@torchworks.test', password: 'first-password-1' };
  let registered = false;

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-e2e-s3-'));
    const port = await freePort();
    s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory: s3Dir });
    await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    // The demo catalogue's files move into the bucket; the server keeps none on its disk.
    const dataDir = newDataDir();
    const filesDir = path.join(dataDir, 'files');
    for (const entry of fs.readdirSync(filesDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(filesDir, full).split(path.sep).join('/');
      await client.send(
        new PutObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${key}`, Body: fs.readFileSync(full) }),
      );
    }
    fs.rmSync(filesDir, { recursive: true, force: true });
    server = await startServer({
      dataDir,
      env: {
        STORAGE_URL: `s3://${BUCKET}/${PREFIX}`,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    // Written just after the server starts listening: wait for it rather than race it.
    await waitFor(
      () => server.output().includes(`files: s3://${BUCKET}/${PREFIX}`),
      10_000,
      'the start-up line',
    );
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
    await s3?.close();
    if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it('#18 MEDIA-04 MEDIA-05 MEDIA-21: 1280 px: pages of 12, next page, unused filter, upload into the bucket and delete', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, who, !registered);
    registered = true;
    await page.goto(`${server.url}/admin/media?limit=12`);
    await expect.poll(() => page.getByTestId('media-card').count(), { timeout: 15_000 }).toBe(12);
    const total = Number((await page.getByTestId('file-count').textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(12);
    expect(await page.getByTestId('pagination-summary').textContent()).toBe(`Showing 1-12 of ${total} files`);
    await expect.poll(() => brokenImages(page)).toEqual([]);
    await screenshot(page, 'media-s3-page1-1280');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect
      .poll(() => page.getByTestId('pagination-summary').textContent())
      .toBe(`Showing 13-${Math.min(24, total)} of ${total} files`);
    expect(page.url()).toContain('page=2');
    await expect.poll(() => brokenImages(page)).toEqual([]);

    // Upload: into the bucket, first on the newest-first list (a change of list goes back to page 1).
    const png = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('media-upload-input')
      .setInputFiles({ name: 'bucket-proof.png', mimeType: 'image/png', buffer: png });
    await expectToast(page, 'Upload successful');
    await expect.poll(() => page.getByTestId('file-count').textContent()).toBe(`${total + 1} files`);
    await page.goto(`${server.url}/admin/media?limit=12`);
    const card = page.getByTestId('media-card').filter({ hasText: 'bucket proof' });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => brokenImages(page)).toEqual([]);
    const stored = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${PREFIX}/images/` }),
    );
    expect(stored.Contents?.some((o) => o.Key?.includes('bucket-proof'))).toBe(true);

    // The Unused filter pages too, and the new file is among the unused ones.
    await page.getByRole('combobox', { name: 'Filter by usage' }).click();
    await page.getByRole('option', { name: 'Unused' }).click();
    // The previous page stays on screen while the filtered one loads: wait until only unused files show.
    await expect
      .poll(async () => {
        const uses = await page.getByTestId('media-usage').allTextContents();
        return uses.length > 0 && uses.every((text) => text.includes('Unused'));
      })
      .toBe(true);
    expect(await page.getByTestId('media-card').filter({ hasText: 'bucket proof' }).count()).toBe(1);
    expect(page.url()).toContain('usage=unused');
    await screenshot(page, 'media-s3-unused-1280');

    await page.getByRole('button', { name: /^Delete bucket proof/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Media deleted');
    await expect
      .poll(() => page.getByTestId('media-card').filter({ hasText: 'bucket proof' }).count())
      .toBe(0);
    const after = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${PREFIX}/images/` }),
    );
    expect(after.Contents?.some((o) => o.Key?.includes('bucket-proof'))).toBe(false);
    expect(pageProblems(page)).toEqual([]);
  });

  it('#18: 390 px: the pager fits the phone, list view pages, nothing overflows sideways', async () => {
    const { page, context } = await newPage(390, 844);
    await signInByApi(context, server.url, who, !registered);
    registered = true;
    await page.goto(`${server.url}/admin/media?limit=12&view=list&page=2`);
    await expect.poll(() => page.getByTestId('media-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('pagination-summary').textContent()).toMatch(
      /^Showing 13-\d+ of \d+ files$/,
    );
    await page.getByRole('button', { name: 'Previous page' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'media-s3-list-page2-390');
    // Anything reaching past the right edge, named (tag, test id or class, width) for the failure message.
    const wider = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 8)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} .${String(el.getAttribute('class')).slice(0, 80)} → ${Math.round(el.getBoundingClientRect().right)}`,
        ),
    );
    expect(wider).toEqual([]);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => page.getByTestId('pagination-summary').textContent()).toMatch(/^Showing 1-12 of/);
    await expect.poll(() => brokenImages(page)).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
  });
});
