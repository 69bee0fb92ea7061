// Journey (#18): an administrator opens Backups, creates one (made in the background), sees it listed,
// downloads it (a real zip) and deletes it — at 1280 px by mouse, then the same list at 390 px by keyboard.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { closeBrowser, newPage, pageProblems, type RunningServer, screenshot, startServer } from './harness';
import { expectToast, signInByApi } from './steps';

const available = inject('e2eAvailable');

describe.skipIf(!available)('backups journey (#18)', () => {
  let server: RunningServer;
  const owner = { email: 'owner@torchworks.test', username: 'Ada', password: 'first-password-1' };

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  it('#18: create a backup in the background, download it, delete it (1280 px)', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner, true);
    await page.goto(`${server.url}/admin/backups`);
    await page.getByRole('heading', { name: 'Backups', level: 1 }).waitFor();
    await page.getByText('No stored backups yet').waitFor();
    await page.getByRole('button', { name: 'Create Backup' }).click();
    await expectToast(page, 'Backup started');
    const list = page.getByRole('table', { name: 'Backups' });
    await list.waitFor({ timeout: 60_000 });
    const row = list.getByRole('row').filter({ hasText: 'Made on request' });
    await expect.poll(() => row.count()).toBe(1);
    await screenshot(page, 'backups-list-1280');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: /^Download backup-/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.zip$/);
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backup-e2e-')), 'b.zip');
    await download.saveAs(saved);
    expect(fs.readFileSync(saved).subarray(0, 2).toString()).toBe('PK');

    await row.getByRole('button', { name: /^Delete backup-/ }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Backup deleted');
    await page.getByText('No stored backups yet').waitFor();
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('#18: at 390 px by keyboard: Create Backup, the list fits the screen', async () => {
    const { page, context } = await newPage(390, 844);
    await signInByApi(context, server.url, owner);
    await page.goto(`${server.url}/admin/backups`);
    const create = page.getByRole('button', { name: 'Create Backup' });
    await create.focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Backup started');
    await page.getByRole('table', { name: 'Backups' }).waitFor({ timeout: 60_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'backups-list-390');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
