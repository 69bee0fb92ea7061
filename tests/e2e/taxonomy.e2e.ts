// Journey: the catalogue structure in a real browser. A category tree (the child's parent choices
// exclude itself), a tag group with two tags, a brand, one specification of each data type, a
// document by URL and an uploaded PDF; then one of each is deleted after confirmation. Screenshots at
// 1280 and 390 px.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { minimalPdf } from '../helpers/files';
import {
  allowPageProblems,
  closeBrowser,
  newDataDir,
  newPage,
  pageProblems,
  type RunningServer,
  screenshot,
  startServer,
} from './harness';
import { expectToast, pickOption, signInByApi } from './steps';

const available = inject('e2eAvailable');

describe.skipIf(!available)('catalogue structure journey', () => {
  let server: RunningServer;
  const email = 'owner@torchworks.test';
  const password = 'first-password-1';

  beforeAll(async () => {
    // An empty catalogue: the journey builds its own structure, with names the demo data also uses.
    server = await startServer({ dataDir: newDataDir({ empty: true }), env: { SEED_DEMO: 'false' } });
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  const signIn = (context: BrowserContext, register = false) =>
    signInByApi(context, server.url, { email, password }, register);

  const toast = (page: Page, title: string) => expectToast(page, title);

  async function api<T>(page: Page, path: string): Promise<T> {
    return page.evaluate(async (p) => (await fetch(p)).json(), path) as Promise<T>;
  }

  const choose = (page: Page, combobox: string, option: string) =>
    pickOption(page, combobox, option, page.getByRole('dialog'));

  async function confirmDelete(page: Page, name: string, expectedText: string) {
    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toContain(expectedText);
    await dialog.getByRole('button', { name: 'Delete' }).click();
  }

  it('CAT-01 CAT-04 CAT-05 CAT-16 TAG-20 TAG-21 TAG-18 BRAND-01 BRAND-11 SPEC-11 SPEC-13 SPEC-22 DOC-06 DOC-20 DOC-22 DOC-23: build the structure, then delete one of each', async () => {
    const { page, context } = await newPage(1280, 900);
    await signIn(context, true);

    // ---- categories: a parent and a child; the child may not be its own parent
    await page.goto(`${server.url}/admin/tags`);
    await expect.poll(() => page.getByRole('heading', { name: 'Taxonomies' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add Category' }).click();
    let dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: 'Add New Category' }).isVisible()).toBe(true);
    await dialog.getByLabel('Category Name').fill('Soldering Torches');
    expect(await dialog.getByLabel('URL Slug').inputValue()).toBe('soldering-torches');
    await dialog.getByLabel('Description').fill('Air/acetylene torches for plumbers.');
    await screenshot(page, 'taxonomy-category-dialog-1280');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await toast(page, 'Category created');

    await page.getByRole('button', { name: 'Add Category' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Category Name').fill('Torch Tips');
    await choose(page, 'Parent Category', 'Soldering Torches');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await toast(page, 'Category created');
    await expect.poll(() => page.getByTestId('category-row').count()).toBeGreaterThanOrEqual(2);

    await page.getByRole('button', { name: 'Edit Torch Tips' }).click();
    dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: 'Edit Category' }).isVisible()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Parent Category' }).click();
    const parentChoices = await page.getByRole('option').allTextContents();
    expect(parentChoices).toContain('No Parent (Top Level)');
    expect(parentChoices).toContain('Soldering Torches');
    expect(parentChoices.some((o) => o.includes('Torch Tips'))).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const categories = await api<Array<{ name: string; parentId: number | null; id: number }>>(
      page,
      '/api/categories',
    );
    const parent = categories.find((c) => c.name === 'Soldering Torches')!;
    expect(categories.find((c) => c.name === 'Torch Tips')?.parentId).toBe(parent.id);
    await screenshot(page, 'taxonomy-categories-1280');

    // ---- a tag group with two tags
    await page.getByRole('tab', { name: 'Tag Groups' }).click();
    await page.getByRole('button', { name: 'Add Tag Group' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('By Application');
    await dialog.getByRole('button', { name: 'green #22C55E' }).click();
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await toast(page, 'Tag group created');
    for (const name of ['HVAC & Plumbing', 'Roofing']) {
      await page.getByRole('button', { name: 'Add tag to By Application' }).click();
      dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByRole('heading', { name: 'Create New Tag' }).isVisible()).toBe(true);
      await expect
        .poll(() => dialog.getByRole('combobox', { name: 'Category' }).textContent())
        .toContain('By Application');
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await dialog.getByRole('button', { name: '#F59E0B' }).click();
      await dialog.getByRole('button', { name: 'Create Tag' }).click();
      await toast(page, 'Tag created successfully');
    }
    const tags = await api<
      Array<{ name: string; slug: string; color: string; category: { name: string } | null }>
    >(page, '/api/tags');
    expect(tags.find((t) => t.name === 'HVAC & Plumbing')).toMatchObject({
      slug: 'hvac-plumbing',
      color: '#F59E0B',
      category: { name: 'By Application' },
    });
    await expect.poll(() => page.getByTestId('tag-chip').count()).toBe(2);
    await screenshot(page, 'taxonomy-tag-groups-1280');

    // ---- a specification category
    await page.getByRole('tab', { name: 'Specification Categories' }).click();
    await page.getByRole('button', { name: 'Add Specification Category' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Performance');
    expect(await dialog.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()).toBe('performance');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await toast(page, 'Specification category created');
    await screenshot(page, 'taxonomy-spec-categories-1280');

    // ---- a brand
    await page.goto(`${server.url}/admin/brands`);
    await page.getByRole('button', { name: 'Add Brand' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Brand Name').fill('Flamex');
    await dialog.getByLabel('Website').fill('https://flamex.example');
    await dialog.getByLabel('Description').fill('Professional torches since 1968.');
    await dialog.getByRole('button', { name: 'Create Brand' }).click();
    await toast(page, 'Brand created');
    await expect.poll(() => page.getByTestId('brand-card').filter({ hasText: 'Flamex' }).count()).toBe(1);
    const visit = page
      .getByTestId('brand-card')
      .filter({ hasText: 'Flamex' })
      .getByRole('link', { name: /Visit Website/ });
    expect(await visit.getAttribute('target')).toBe('_blank');
    await screenshot(page, 'brands-1280');

    // ---- one specification of each data type
    await page.goto(`${server.url}/admin/specifications`);
    const specs: Array<{ label: string; type: string; unit?: string; options?: string[] }> = [
      { label: 'Tube Material', type: 'STRING (Text)' },
      { label: 'Max Temperature', type: 'NUMBER (Number)', unit: '°F' },
      { label: 'Auto Ignition', type: 'BOOLEAN (Yes / No)' },
      { label: 'Flame Class', type: 'ENUM (List of options)', options: ['Fine', 'Medium', 'Heavy'] },
    ];
    for (const spec of specs) {
      await page.getByRole('button', { name: 'Add Specification' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByLabel('Label').fill(spec.label);
      await choose(page, 'Data Type', spec.type);
      if (spec.unit) await dialog.getByLabel('Unit').fill(spec.unit);
      if (spec.options) {
        await dialog.getByRole('textbox', { name: 'Option 1', exact: true }).fill(spec.options[0]!);
        for (const option of spec.options.slice(1)) {
          await page.keyboard.press('Enter');
          await page.keyboard.type(option);
        }
        await choose(page, 'Category', 'Performance');
        await dialog.getByLabel('Filterable').click();
      }
      await dialog.getByRole('button', { name: 'Create Specification' }).click();
      await toast(page, 'Specification created');
    }
    const definitions = await api<
      Array<{ key: string; dataType: string; enumOptions: string[]; categoryName: string | null }>
    >(page, '/api/specs/definitions');
    expect(definitions.map((d) => [d.key, d.dataType]).sort()).toEqual(
      expect.arrayContaining([
        ['auto_ignition', 'BOOLEAN'],
        ['flame_class', 'ENUM'],
        ['max_temperature', 'NUMBER'],
        ['tube_material', 'STRING'],
      ]),
    );
    expect(definitions.find((d) => d.key === 'flame_class')).toMatchObject({
      enumOptions: ['Fine', 'Medium', 'Heavy'],
      categoryName: 'Performance',
    });
    await page.getByRole('button', { name: 'Edit Flame Class' }).click();
    expect(await page.getByRole('dialog').getByLabel('Key').getAttribute('readonly')).not.toBeNull();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await screenshot(page, 'specifications-1280');

    // ---- documents: one by URL, one uploaded PDF
    await page.goto(`${server.url}/admin/documents`);
    await page.getByRole('button', { name: 'Add Document URL' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Acetylene Safety Data Sheet');
    await dialog.getByLabel('URL').fill('https://example.com/acetylene-sds.pdf');
    await dialog.getByLabel('Version').fill('2.1');
    await dialog.getByRole('button', { name: 'Add Document' }).click();
    await toast(page, 'Document created');

    await page.getByRole('button', { name: 'Upload Documents' }).click();
    dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('heading', { name: 'Create New Documents' }).isVisible())
      .toBe(true);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'Torch Spec Sheet.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Torch spec sheet'),
    });
    await expect.poll(() => dialog.getByTestId('chosen-file').count()).toBe(1);
    await screenshot(page, 'documents-upload-dialog-1280');
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    await toast(page, 'Documents created');
    const { documents: docs } = await api<{ documents: Array<{ title: string; url: string; kind: string }> }>(
      page,
      '/api/documents?limit=200',
    );
    const uploaded = docs.find((d) => d.title === 'Torch Spec Sheet')!;
    expect(uploaded.url).toMatch(/^\/api\/storage\/documents\/torch-spec-sheet-[0-9a-f]+\.pdf$/);
    const file = await page.request.get(`${server.url}${uploaded.url}`);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => page.getByTestId('document-card').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'documents-1280');

    // ---- delete one of each, after confirmation
    await confirmDelete(
      page,
      'Acetylene Safety Data Sheet',
      'Are you sure you want to delete "Acetylene Safety Data Sheet"? This action cannot be undone.',
    );
    await toast(page, 'Document deleted');
    await page.goto(`${server.url}/admin/specifications`);
    await confirmDelete(
      page,
      'Auto Ignition',
      'Are you sure you want to delete "Auto Ignition"? This action cannot be undone.',
    );
    await toast(page, 'Specification deleted');
    await page.goto(`${server.url}/admin/brands`);
    await confirmDelete(
      page,
      'Flamex',
      'Are you sure you want to delete "Flamex"? This action cannot be undone.',
    );
    await toast(page, 'Brand deleted');
    await page.goto(`${server.url}/admin/tags`);
    // A category with a subcategory is refused with the reason; the leaf can go.
    // A category with a subcategory is refused (409) with the reason.
    allowPageProblems(page, /status of 409 .*\/api\/categories\/\d+\)$/);
    await confirmDelete(page, 'Soldering Torches', 'Are you sure you want to delete "Soldering Torches"?');
    await toast(page, 'This category still has 1 subcategory. Move or delete them first.');
    await confirmDelete(page, 'Torch Tips', 'Are you sure you want to delete "Torch Tips"?');
    await toast(page, 'Category deleted');
    await page.getByRole('tab', { name: 'Tag Groups' }).click();
    await confirmDelete(page, 'Roofing', 'Are you sure you want to delete "Roofing"?');
    await toast(page, 'Tag deleted');

    expect(
      (await api<{ documents: Array<{ title: string }> }>(page, '/api/documents?limit=200')).documents.map(
        (d) => d.title,
      ),
    ).not.toContain('Acetylene Safety Data Sheet');
    expect(
      (await api<Array<{ key: string }>>(page, '/api/specs/definitions')).map((d) => d.key),
    ).not.toContain('auto_ignition');
    expect((await api<Array<{ name: string }>>(page, '/api/brands')).map((b) => b.name)).not.toContain(
      'Flamex',
    );
    expect((await api<Array<{ name: string }>>(page, '/api/categories')).map((c) => c.name)).not.toContain(
      'Torch Tips',
    );
    expect((await api<Array<{ name: string }>>(page, '/api/tags')).map((t) => t.name)).not.toContain(
      'Roofing',
    );

    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('the structure screens on a phone (390 px)', async () => {
    const { page, context } = await newPage(390, 844);
    await signIn(context);
    const screens: Array<[string, string, string]> = [
      ['/admin/tags', 'Taxonomies', 'taxonomy-categories-390'],
      ['/admin/brands', 'Brands', 'brands-390'],
      ['/admin/specifications', 'Specifications', 'specifications-390'],
      ['/admin/documents', 'Document Library', 'documents-390'],
    ];
    for (const [path, heading, shot] of screens) {
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => page.getByRole('heading', { name: heading, level: 1 }).isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      await screenshot(page, shot);
      // Nothing overflows the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await page.goto(`${server.url}/admin/tags`);
    await page.getByRole('tab', { name: 'Tag Groups' }).click();
    await expect.poll(() => page.getByTestId('tag-group').count()).toBeGreaterThan(0);
    await screenshot(page, 'taxonomy-tag-groups-390');
    await page.getByRole('button', { name: 'Add Tag', exact: true }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Create New Tag' }).isVisible())
      .toBe(true);
    await screenshot(page, 'taxonomy-tag-dialog-390');
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/admin/documents`);
    await page.getByRole('button', { name: 'Upload Documents' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await screenshot(page, 'documents-upload-dialog-390');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
