// Journey: a catalogue owner downloads the import template from the Import Product Data dialog,
// uploads it back, reads the result panel and finds the new products in the list; then exports the
// filtered list and takes a Backup Storage zip. Same dialog on a phone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newPage, pageProblems, type RunningServer, screenshot, startServer } from './harness';
import { expectToast, expectVisible, signInByApi } from './steps';

const available = inject('e2eAvailable');

describe.skipIf(!available)('import, export and backup journey', () => {
  let server: RunningServer;
  const who = { email: 'owner@torchworks.test', password: 'first-password-1' };
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'import-e2e-'));

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
    fs.rmSync(downloads, { recursive: true, force: true });
  });

  it('IMPORT-01 IMPORT-09 IMPORT-12 IMPORT-13 IMPORT-19 IMPORT-20 IMPORT-25 IMPORT-26 IMPORT-27 IMPORT-28 IMPORT-30 IMPORT-33 PROD-38 PROD-39: template → import → result panel → new products listed; export and backup download', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, who, true);
    await page.goto(`${server.url}/admin/products`);
    await expectVisible(page, 'Showing 1-');

    // The dialog from the header's Import CSV button; the template downloads.
    await page.getByRole('button', { name: 'Import CSV' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('heading', { name: 'Import Product Data' }).isVisible())
      .toBe(true);
    await screenshot(page, 'import-dialog-1280');
    const [templateDownload] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download Template' }).click(),
    ]);
    expect(templateDownload.suggestedFilename()).toBe('product-import-template.xlsx');
    const templatePath = path.join(downloads, 'product-import-template.xlsx');
    await templateDownload.saveAs(templatePath);
    await expectToast(page, 'Template downloaded');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(templatePath);
    expect(wb.getWorksheet('Products')?.getCell('A2').value).toBe('EX-TORCH-1');

    // Upload it back.
    await dialog.locator('input[type="file"]').setInputFiles(templatePath);
    const size = (fs.statSync(templatePath).size / 1024 / 1024).toFixed(2);
    await expectVisible(dialog, `${size} MB`);
    await dialog.getByRole('button', { name: 'Start Import' }).click();
    await expectToast(page, 'Upload completed');
    await expectVisible(page, 'Imported 2 products, updated 0 products.');
    const panel = dialog.getByTestId('import-result');
    await expect.poll(() => panel.textContent()).toContain('2 products imported, 0 updated');
    expect(await dialog.getByTestId('result-relationships').textContent()).toContain('Relationships');
    expect(await dialog.getByTestId('import-drop-zone').count()).toBe(0);
    await screenshot(page, 'import-result-1280');
    await dialog.getByText('Close', { exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The list was refreshed: the new products are there.
    await page.getByLabel('Search products').fill('EX-');
    await page.getByLabel('Search products').press('Enter');
    await expect
      .poll(() =>
        page.$$eval('[data-testid="product-row"] a.truncate', (a) => a.map((l) => l.textContent).sort()),
      )
      .toEqual(['Example Tip No. 2', 'Example Torch Kit']);

    // Export the filtered list from the floating button.
    await page.getByRole('button', { name: 'Export products' }).click();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as Excel (.xlsx)' }).click(),
    ]);
    expect(exported.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const exportPath = path.join(downloads, 'export.xlsx');
    await exported.saveAs(exportPath);
    const out = new ExcelJS.Workbook();
    await out.xlsx.readFile(exportPath);
    const skus: string[] = [];
    out.getWorksheet('Products')?.eachRow((row, n) => n > 1 && skus.push(String(row.getCell(1).value)));
    expect(skus.sort()).toEqual(['EX-TIP-2', 'EX-TORCH-1']);
    await screenshot(page, 'import-products-after-1280');

    // Backup Storage.
    const [backup] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Backup Storage' }).click(),
    ]);
    expect(backup.suggestedFilename()).toBe('app-storage-backup.zip');
    await expectToast(page, 'Backup completed');
    const zipPath = path.join(downloads, 'backup.zip');
    await backup.saveAs(zipPath);
    expect(fs.readFileSync(zipPath).subarray(0, 2).toString()).toBe('PK');

    // #18: the import is in the history, reached from the dialog.
    await page.getByRole('button', { name: 'Import CSV' }).first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'Import history' }).click();
    await page.waitForURL(/\/admin\/products\/imports$/);
    const history = page.getByRole('table', { name: 'Imports' });
    await history.waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const row = history.getByRole('row').filter({ hasText: 'Finished' }).first();
    expect(await row.textContent()).toContain('.xlsx');
    await screenshot(page, 'import-history-1280');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('IMPORT-02 IMPORT-07: on a phone the dialog and the floating import button fit the screen', async () => {
    const { page, context } = await newPage(390, 844);
    await signInByApi(context, server.url, who);
    await page.goto(`${server.url}/admin/products`);
    await expectVisible(page, 'Showing 1-');
    await page.getByRole('button', { name: 'Import CSV' }).last().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Update existing products').isVisible()).toBe(true);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join('test-results', 'import-dialog-390.png') });
    // #18: the history fits the phone too.
    await page.goto(`${server.url}/admin/products/imports`);
    await page.getByRole('heading', { name: 'Import history', level: 1 }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'import-history-390');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
