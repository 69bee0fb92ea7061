// #20 journey: a buyer ticks "Compare" on two torches in the catalogue, opens the comparison from the
// compare bar, toggles "Show only differences" (by mouse and by keyboard), scrolls the table on a phone
// with the specification names pinned, uses the page without JavaScript, and downloads a datasheet
// (a real PDF) from the product page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { closeBrowser, launchBrowser, newPage, type RunningServer, screenshot, startServer } from './harness';

const available = inject('e2eAvailable');

describe.skipIf(!available)('compare and datasheet journey (#20)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await closeBrowser();
  });

  const visibleSpecRows = (page: import('playwright-core').Page) =>
    page.$$eval('[data-testid="compare-row"]', (rows) =>
      rows
        .filter((r) => (r as HTMLElement).offsetParent !== null)
        .map((r) => ({ same: r.hasAttribute('data-same'), text: (r.textContent ?? '').trim() })),
    );

  it('#20: compare two torches from the catalogue, only differences, at 1280 px', async () => {
    const { page } = await newPage(1280, 900);
    await page.goto(`${server.url}/products?categories=torches`);
    await page.getByRole('button', { name: 'Reject All' }).click();
    const cards = page.getByTestId('product-card');
    const names = [
      (await cards.nth(0).locator('h2').textContent())?.trim() ?? '',
      (await cards.nth(1).locator('h2').textContent())?.trim() ?? '',
    ];
    await page.getByRole('checkbox', { name: `Compare ${names[0]}` }).check();
    // The second by keyboard: Space on the focused box, then Enter on the bar's link.
    await page.getByRole('checkbox', { name: `Compare ${names[1]}` }).focus();
    await page.keyboard.press('Space');
    const bar = page.getByRole('region', { name: 'Compare products' });
    await expect.poll(() => bar.textContent()).toContain('(2 of 4)');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'compare-bar-1280');
    await bar.getByRole('link', { name: 'Compare 2 products' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/compare\?products=/);
    await expect.poll(() => page.getByTestId('compare-column').count()).toBe(2);
    const heading = await page.getByTestId('compare-column').allTextContents();
    expect(heading[0]).toContain(names[0]);
    expect(heading[1]).toContain(names[1]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const all = await visibleSpecRows(page);
    expect(all.length).toBeGreaterThan(0);
    const same = all.filter((r) => r.same).length;
    await page.getByRole('checkbox', { name: 'Show only differences' }).check();
    const differences = await visibleSpecRows(page);
    expect(differences.length).toBe(all.length - same);
    expect(differences.every((r) => !r.same)).toBe(true);
    await screenshot(page, 'compare-only-differences-1280');
    await page.getByRole('checkbox', { name: 'Show only differences' }).uncheck();
    expect((await visibleSpecRows(page)).length).toBe(all.length);
    // The address is the comparison: reloading (or sharing) it shows the same products.
    await page.reload();
    await expect.poll(() => page.getByTestId('compare-column').count()).toBe(2);
  });

  it('#20: on a phone the table scrolls sideways with the names pinned; keyboard toggles; no JavaScript works', async () => {
    const { page } = await newPage(390, 844);
    const list = (await (
      await fetch(`${server.url}/api/products?status=active&limit=4&categories=torches`)
    ).json()) as {
      products: Array<{ slug: string }>;
    };
    const slugs = list.products.map((p) => p.slug);
    expect(slugs.length).toBe(4);
    await page.goto(`${server.url}/compare?products=${slugs.join(',')}`);
    await expect.poll(() => page.getByTestId('compare-column').count()).toBe(4);
    await page.getByRole('button', { name: 'Reject All' }).click();
    const region = page.getByTestId('compare-scroll');
    const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const pinned = page.locator('[data-testid="compare-row"] th').first();
    const before = await pinned.boundingBox();
    await region.evaluate((el) => el.scrollBy(300, 0));
    const after = await pinned.boundingBox();
    expect(after?.x).toBe(before?.x);
    await screenshot(page, 'compare-4-390');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Keyboard: Tab to the box, Space ticks it.
    const box = page.getByRole('checkbox', { name: 'Show only differences' });
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);

    // Without JavaScript: the server's page, and the box still hides the rows that agree (CSS only).
    const browser = await launchBrowser();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const plain = await context.newPage();
    const res = await plain.goto(
      `${server.url}/compare?products=${slugs.slice(0, 2).join(',')},no-such-torch`,
    );
    expect(res?.status()).toBe(200);
    expect(await plain.getByRole('status').first().textContent()).toContain(
      'Not found, so left out: no-such-torch.',
    );
    const total = await visibleSpecRows(plain);
    await plain.getByRole('checkbox', { name: 'Show only differences' }).check();
    expect((await visibleSpecRows(plain)).length).toBe(total.filter((r) => !r.same).length);
    await screenshot(plain, 'compare-no-js-390');
    await context.close();
  });

  it('#20: "Download datasheet" on the product page gives the product\'s PDF', async () => {
    const { page } = await newPage(1280, 900);
    const list = (await (
      await fetch(`${server.url}/api/products?status=active&limit=1&categories=torches`)
    ).json()) as {
      products: Array<{ slug: string; sku: string }>;
    };
    const product = list.products[0]!;
    await page.goto(`${server.url}/products/${product.slug}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download datasheet (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${product.slug}-datasheet.pdf`);
    const file = await download.path();
    const bytes = (await import('node:fs')).readFileSync(file!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain(product.sku);
    // "Add to compare" on the product page puts it in the selection.
    await page.getByRole('button', { name: 'Add to compare' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Added to compare' }).count()).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'product-print-1280');
  });

  it("#20: the printed product page gives the datasheet's content: no navigation, specs with units, documents with addresses, the page address", async () => {
    // A torch with documents and specifications, read from the public API.
    const list = (await (
      await fetch(`${server.url}/api/products?status=active&limit=20&categories=torches`)
    ).json()) as { products: Array<{ slug: string }> };
    type Details = {
      name: string;
      sku: string;
      specs: Array<{ displayValue: string; specDefinition: { label: string; dataType: string } }>;
      documents: Array<{ document: { title: string; url: string } }>;
      highlights: Array<{ text: string }>;
    };
    let found: { slug: string; details: Details } | null = null;
    for (const { slug } of list.products) {
      const details = (await (
        await fetch(`${server.url}/api/products/slug/${slug}/details`)
      ).json()) as Details;
      if (details.documents.length && details.specs.length) {
        found = { slug, details };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { slug, details } = found!;
    const { page } = await newPage(1280, 900);
    await page.goto(`${server.url}/products/${slug}`);
    await page.getByRole('button', { name: 'Reject All' }).click();
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'product-print-content-1280');
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    // Long addresses wrap on paper (break-all), so content is compared without white space.
    const squashed = text.replace(/\s+/g, '');
    expect(totalPages).toBeLessThanOrEqual(2);
    for (const expected of [
      'Torchworks',
      'Product Datasheet',
      `${server.url}/products/${slug}`,
      details.name,
      details.sku,
      ...details.highlights.map((h) => h.text),
      ...details.specs
        .filter((s) => s.specDefinition.dataType !== 'RELATIONSHIP_LIST')
        .flatMap((s) => [s.specDefinition.label, s.displayValue]),
      ...details.documents.flatMap(({ document }) => [
        document.title,
        new URL(document.url, server.url).href,
      ]),
    ])
      expect(squashed, expected).toContain(expected.replace(/\s+/g, ''));
    // None of the site's navigation, footer, buttons or consent banner.
    for (const absent of [
      'Skip to',
      'Distributors',
      'Get Quote',
      'Add to quote',
      'Privacy Policy',
      'Reject All',
      'Download datasheet',
    ])
      expect(flat, absent).not.toContain(absent);
  });
});
