// Journey: a visitor browses the public catalogue over the demo data at 1280 and 390 px: filters by
// application and flame class, sorts by price, pages, uses back/forward, opens the filter drawer on a
// phone; on a product page hovers the zoom lens (desktop) and opens the lightbox (phone). axe-core scans
// /products and a product page for serious or critical violations.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  allowPageProblems,
  closeBrowser,
  newPage,
  pageProblems,
  projectRoot,
  type RunningServer,
  screenshot,
  startServer,
} from './harness';

const available = inject('e2eAvailable');

interface ListAnswer {
  products: Array<{ name: string; slug: string; images: string[]; price: string | null }>;
  total: number;
  totalPages: number;
}

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the protocol: the site's Content-Security-Policy forbids injected <script> tags.
  await page.evaluate(fs.readFileSync(path.join(projectRoot, 'node_modules/axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: Array<{ target: string[] }> };
    type Axe = { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.targets.join(', ')}`);
}

const query = (page: Page) => new URL(page.url()).search;
const total = async (page: Page) =>
  Number(((await page.getByTestId('results-total').textContent()) ?? '').replace(/\D+/g, ''));
const cardNames = (page: Page) =>
  page.$$eval('[data-testid="product-card"] h2', (els) => els.map((e) => e.textContent?.trim() ?? ''));
const settle = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-testid="catalogue-spinner"]'), null, {
    timeout: 15_000,
  });

describe.skipIf(!available)('public catalogue journey', () => {
  let server: RunningServer;
  let application: { slug: string; name: string };
  let flame: { slug: string; label: string; count: number };
  let multiImage: { slug: string; name: string; images: string[] };

  beforeAll(async () => {
    server = await startServer();
    const tags = (await (
      await fetch(`${server.url}/api/tags/with-counts?tagCategory=applications`)
    ).json()) as Array<{
      slug: string;
      name: string;
      productCount: number;
    }>;
    application = tags.sort((a, b) => b.productCount - a.productCount)[0]!;
    const specs = (await (
      await fetch(`${server.url}/api/specs/with-counts?tags=${application.slug}`)
    ).json()) as {
      facets: Array<{ param: string; values: Array<{ slug: string; label: string; count: number }> }>;
    };
    const flames = specs.facets.find((f) => f.param === 'flameClasses')!.values;
    flame = [...flames].sort((a, b) => b.count - a.count)[0]!;
    const all = (await (await fetch(`${server.url}/api/products?limit=100`)).json()) as ListAnswer;
    multiImage = all.products.find((p) => p.images.length > 1)!;
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  it('PUB-27 PUB-31 PUB-32 PUB-33 PUB-34 PUB-35 PUB-38 PUB-39 PUB-40 PUB-98 PUB-99 PUB-111: filter by application and flame class, sort by price, page, back and forward (1280 px)', async () => {
    const { page } = await newPage(1280, 900);
    await page.goto(`${server.url}/products`);
    await page.getByRole('heading', { level: 1, name: 'Professional Torch Products' }).waitFor();
    await page.getByTestId('filter-panel').waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
    const everything = await total(page);
    expect(everything).toBeGreaterThan(12);
    expect(await page.getByText(`Showing page 1 of ${Math.ceil(everything / 12)}`).isVisible()).toBe(true);
    // Three columns on a wide screen.
    const columns = await page
      .getByTestId('product-grid')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
    await screenshot(page, 'catalogue-1280-all');

    // Page 2, then filters reset the page to 1.
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await settle(page);
    expect(await page.getByText(/Showing page 2 of/).isVisible()).toBe(true);

    const panel = page.getByTestId('filter-panel');
    await panel
      .getByTestId('facet-tags')
      .getByLabel(new RegExp(`^${application.name.replace(/[&]/g, '.')}`))
      .check();
    await page.waitForURL((url) => url.search === `?tags=${application.slug}`);
    await settle(page);
    const byApplication = await total(page);
    expect(byApplication).toBeLessThan(everything);
    await panel
      .getByTestId('facet-flameClasses')
      .getByLabel(new RegExp(`^${flame.label}`))
      .check();
    await page.waitForURL((url) => url.search === `?tags=${application.slug}&flameClasses=${flame.slug}`);
    await settle(page);
    const both = await total(page);
    expect(both).toBe(flame.count);
    expect(await page.getByText('Active Filters (2)').isVisible()).toBe(true);
    expect(await page.getByTestId('filter-chip').count()).toBe(2);

    // Sort by price: the whole result set is ordered in SQL, as the API answers.
    await page.getByLabel('Sort by').selectOption('price');
    await page.waitForURL(/sort=price/);
    await settle(page);
    expect(query(page)).toBe(`?tags=${application.slug}&flameClasses=${flame.slug}&sort=price`);
    const api = (await (
      await fetch(
        `${server.url}/api/products?tags=${application.slug}&flameClasses=${flame.slug}&sortBy=price&limit=12`,
      )
    ).json()) as ListAnswer;
    expect(await cardNames(page)).toEqual(api.products.map((p) => p.name));
    await screenshot(page, 'catalogue-1280-filtered');

    // Back and forward restore the state from the address.
    await page.goBack();
    await page.waitForURL((url) => url.search === `?tags=${application.slug}&flameClasses=${flame.slug}`);
    await settle(page);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('name');
    await page.goBack();
    await page.waitForURL((url) => url.search === `?tags=${application.slug}`);
    await settle(page);
    expect(await total(page)).toBe(byApplication);
    expect(
      await panel
        .getByTestId('facet-flameClasses')
        .getByLabel(new RegExp(`^${flame.label}`))
        .isChecked(),
    ).toBe(false);
    await page.goBack();
    await page.waitForURL(/\?page=2$/);
    await settle(page);
    expect(await page.getByText(/Showing page 2 of/).isVisible()).toBe(true);
    await page.goForward();
    await page.waitForURL((url) => url.search === `?tags=${application.slug}`);
    await settle(page);
    expect(await total(page)).toBe(byApplication);

    // Clear All empties the address.
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.search === '');
    await settle(page);
    expect(await total(page)).toBe(everything);

    // Page size: 24 per page, limit in the address.
    await page.getByLabel('Per page').selectOption('24');
    await page.waitForURL(/limit=24/);
    await settle(page);
    expect(await page.getByTestId('product-card').count()).toBe(Math.min(24, everything));

    expect(await axeViolations(page)).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
  });

  it('PUB-28 PUB-29 PUB-34 PUB-37: the phone layout opens a slide-in filter drawer (390 px)', async () => {
    const { page } = await newPage(390, 844);
    await page.goto(`${server.url}/products`);
    await page.getByRole('heading', { level: 1, name: 'Professional Torch Products' }).waitFor();
    expect(await page.getByTestId('filter-panel').isVisible()).toBe(false);
    const columns = await page
      .getByTestId('product-grid')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(1);
    await screenshot(page, 'catalogue-390-list');

    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await drawer.waitFor();
    expect(await drawer.getByRole('button', { name: 'Reset' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('button', { name: 'Close filters' }).isVisible()).toBe(true);
    await drawer
      .getByTestId('facet-tags')
      .getByLabel(new RegExp(`^${application.name.replace(/[&]/g, '.')}`))
      .check();
    await page.waitForURL((url) => url.search === `?tags=${application.slug}`);
    await settle(page);
    const filtered = await total(page);
    await drawer.getByRole('button', { name: `Show ${filtered} results` }).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'catalogue-390-drawer');
    await drawer.getByRole('button', { name: `Show ${filtered} results` }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(await page.getByText('Active Filters (1)').isVisible()).toBe(true);

    // Reset from the drawer clears everything; Escape closes it.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await drawer.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // A search with no results shows the empty state.
    await page.getByPlaceholder('Search products, models, or SKUs...').fill('zzz-no-such-torch');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/search=zzz-no-such-torch/);
    await page.getByText('No products found').waitFor();
    expect(
      await page.getByText('Try adjusting your search criteria or browse all categories.').isVisible(),
    ).toBe(true);
    await screenshot(page, 'catalogue-390-empty');
    expect(pageProblems(page)).toEqual([]);
  });

  it('PUB-42 PUB-43 PUB-67 SEO-10: product page zoom lens, thumbnails, single-open FAQ and an axe scan (1280 px)', async () => {
    const { page } = await newPage(1280, 900);
    await page.goto(`${server.url}/products/${multiImage.slug}`);
    await page.getByRole('heading', { level: 1, name: multiImage.name }).waitFor();
    expect(await page.getByText('Move to zoom').isVisible()).toBe(true);
    expect(await page.getByTestId('thumbnails').locator('button').count()).toBe(multiImage.images.length);
    const box = (await page.getByTestId('main-image').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByTestId('zoom-lens').waitFor();
    const lens = (await page.getByTestId('zoom-lens').boundingBox())!;
    expect(Math.round(lens.width)).toBe(100);
    const preview = (await page.getByTestId('zoom-preview').boundingBox())!;
    expect(Math.round(preview.width)).toBe(300);
    const size = await page.getByTestId('zoom-preview').evaluate((el) =>
      getComputedStyle(el)
        .backgroundSize.split(' ')
        .map((v) => Number.parseFloat(v)),
    );
    expect(Math.round(size[0]!)).toBe(Math.round(box.width * 3));
    await screenshot(page, 'product-1280-zoom');
    await page.mouse.move(0, 0);
    await page.getByTestId('zoom-lens').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Show image 2 of ${multiImage.images.length}` }).click();
    expect(
      await page
        .getByRole('button', { name: `Show image 2 of ${multiImage.images.length}` })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    const faqs = page.getByTestId('faq');
    if ((await faqs.count()) > 1) {
      await faqs.nth(0).locator('summary').click();
      expect(await faqs.nth(0).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
      await faqs.nth(1).locator('summary').click();
      expect(await faqs.nth(0).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
      expect(await faqs.nth(1).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
      await faqs.nth(1).locator('summary').click();
      expect(await faqs.nth(1).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    }
    // One visible: the phone's sticky quote bar (#15) is hidden at this width.
    expect(
      await page
        .locator('a[href^="/contact?type=quote&sku="]', { hasText: 'Get Quote' })
        .filter({ visible: true })
        .count(),
    ).toBe(1);
    expect(
      await page
        .locator('a[href^="/contact?type=distributor&sku="]', { hasText: 'Find Distributor' })
        .count(),
    ).toBe(1);
    await screenshot(page, 'product-1280');
    expect(await axeViolations(page)).toEqual([]);
    expect(pageProblems(page)).toEqual([]);

    // Client-side navigation from the catalogue to a product and back.
    await page.goto(`${server.url}/products`);
    await page
      .getByTestId('product-card')
      .first()
      .getByRole('link', { name: /^View details of/ })
      .click();
    await page.waitForURL(/\/products\/[^/?]+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toMatch(/\| Torchworks$/);
    expect(pageProblems(page)).toEqual([]);
  });

  it('PUB-44 PUB-45 PUB-69: phone lightbox with wrapping previous/next and a counter; unknown product 404 (390 px)', async () => {
    const { page } = await newPage(390, 844);
    await page.goto(`${server.url}/products/${multiImage.slug}`);
    await page.getByRole('heading', { level: 1, name: multiImage.name }).waitFor();
    expect(await page.getByText('Tap to zoom').isVisible()).toBe(true);
    await screenshot(page, 'product-390');
    const n = multiImage.images.length;
    await page.getByTestId('main-image').getByRole('button').click();
    const box = page.getByTestId('lightbox');
    await box.waitFor();
    expect(await page.getByTestId('lightbox-counter').textContent()).toBe(`1 / ${n}`);
    await box.getByRole('button', { name: 'Next image' }).click();
    expect(await page.getByTestId('lightbox-counter').textContent()).toBe(`2 / ${n}`);
    await box.getByRole('button', { name: 'Previous image' }).click();
    await box.getByRole('button', { name: 'Previous image' }).click();
    expect(await page.getByTestId('lightbox-counter').textContent()).toBe(`${n} / ${n}`);
    await box.getByRole('button', { name: 'Next image' }).click();
    expect(await page.getByTestId('lightbox-counter').textContent()).toBe(`1 / ${n}`);
    await screenshot(page, 'product-390-lightbox');
    await box.getByRole('button', { name: 'Close' }).click();
    await box.waitFor({ state: 'detached' });
    expect(pageProblems(page)).toEqual([]);

    // The unknown product's page answers 404 on purpose (PUB-69).
    allowPageProblems(page, /status of 404 .*\/products\/no-such-torch\)$/);
    const missing = await page.goto(`${server.url}/products/no-such-torch`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await screenshot(page, 'product-390-not-found');
  });
});
