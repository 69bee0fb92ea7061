// Journey (#15, public site delivery): crawl the whole public site from "/" over every internal link
// (depth-first, at most 300 pages) and fail on any link answering an error or a catalogue listing with no
// products; stored files are checked with a request, not crawled. An out-of-range catalogue page answers
// 404. A demo product prints as a datasheet of at most two pages, and its phone view keeps a sticky
// "Get Quote" bar with the essentials in the first screen (screenshots at 390 and 1280 px).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  allowPageProblems,
  closeBrowser,
  newPage,
  type RunningServer,
  resultsDir,
  screenshot,
  startServer,
} from './harness';

const available = inject('e2eAvailable');
const MAX_PAGES = 300;
// Files are checked with HEAD, not opened as pages: stored files and generated PDFs (#20 datasheets).
const isFile = (href: string) => /^\/(api\/storage|media)\//.test(href) || /\.pdf$/.test(href);

describe.skipIf(!available)('public site crawl (#15)', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  it('#15: every internal link of every public page answers 2xx/3xx and no link leads to an empty listing', async () => {
    const { page, context } = await newPage(1280, 900);
    const visited = new Set<string>();
    const files = new Map<string, string>(); // file → the page linking it
    const problems: string[] = [];
    const stack: Array<{ href: string; from: string }> = [{ href: '/', from: '(start)' }];
    while (stack.length > 0 && visited.size < MAX_PAGES) {
      const { href, from } = stack.pop()!;
      if (visited.has(href)) continue;
      visited.add(href);
      const response = await page.goto(`${server.url}${href}`, { waitUntil: 'domcontentloaded' });
      const status = response?.status() ?? 0;
      if (status >= 400 || status === 0) {
        problems.push(`${href} answers ${status} (linked from ${from})`);
        continue;
      }
      if (new URL(page.url()).pathname === '/products' && from !== '(start)') {
        const total = await page.getByTestId('results-total').textContent();
        if (/^0 Products Found/.test(total ?? ''))
          problems.push(`${href} lists no products (linked from ${from})`);
      }
      const links = await page.$$eval('a[href^="/"]', (anchors) =>
        anchors.map((a) => a.getAttribute('href') ?? ''),
      );
      for (const link of links.reverse()) {
        const target = link.split('#')[0]!;
        if (!target || target.startsWith('//')) continue;
        if (isFile(target)) {
          if (!files.has(target)) files.set(target, href);
        } else if (!visited.has(target)) stack.push({ href: target, from: href });
      }
    }
    for (const [file, from] of files) {
      const response = await fetch(`${server.url}${file}`, { method: 'HEAD', redirect: 'follow' });
      if (response.status >= 400) problems.push(`${file} answers ${response.status} (linked from ${from})`);
    }
    await context.close();
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'crawl.txt'), [...visited, ...files.keys()].join('\n'));
    expect(problems).toEqual([]);
    // The demo catalogue: home, catalogue, legal pages and products were all reached.
    expect(visited.size).toBeGreaterThan(20);
    expect([...visited].some((h) => h.startsWith('/products/'))).toBe(true);
    expect(files.size).toBeGreaterThan(0);
  });

  it('#15: a page number past the last answers 404 (noindex) with a link back to page 1', async () => {
    const { page, context } = await newPage(1280, 900);
    allowPageProblems(page, /status of 404 .*\/products\?page=99\)$/); // the answer this test asks for
    const response = await page.goto(`${server.url}/products?page=99`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const back = page.getByRole('link', { name: 'Go to page 1' });
    expect(await back.getAttribute('href')).toBe('/products');
    expect(await page.getByText('Showing page').count()).toBe(0);
    await context.close();
  });

  it('#15: home and catalogue share a real catalogue picture as og:image', async () => {
    for (const target of ['/', '/products']) {
      const html = await (await fetch(`${server.url}${target}`)).text();
      const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
      expect(image, target).toMatch(/-desktop\.webp$/);
      const response = await fetch(image!.replace(/^https?:\/\/[^/]+/, server.url));
      expect(response.status, image).toBe(200);
    }
  });

  it('#15: a product page on a phone keeps a sticky Get Quote bar and the essentials in the first screen; it prints as a datasheet of at most two pages', async () => {
    const list = (await (await fetch(`${server.url}/api/products/featured`)).json()) as Array<{
      slug: string;
    }>;
    const slug = list[0]!.slug;
    const phone = await newPage(390, 844);
    await phone.page.goto(`${server.url}/products/${slug}`);
    await phone.page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Reject All' })
      .click();
    await screenshot(phone.page, 'product-page-390');
    await phone.page.screenshot({ path: path.join(resultsDir, 'product-page-390-first-screen.png') });
    const bar = phone.page.getByTestId('quote-bar');
    const inView = async (selector: string) =>
      phone.page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        });
    expect(await bar.isVisible()).toBe(true);
    expect(await inView('[data-testid="quote-bar"]')).toBe(true);
    expect(await inView('[data-testid="main-image"]')).toBe(true);
    expect(await inView('h1')).toBe(true);
    expect(await inView('[data-testid="price"]')).toBe(true);
    expect(await inView('[data-testid="key-specs"]')).toBe(true);
    // Still at the bottom after scrolling.
    await phone.page.mouse.wheel(0, 2000);
    await phone.page.waitForTimeout(200);
    expect(await inView('[data-testid="quote-bar"]')).toBe(true);
    await phone.context.close();

    const desktop = await newPage(1280, 900);
    await desktop.page.goto(`${server.url}/products/${slug}`);
    expect(await desktop.page.getByTestId('quote-bar').isVisible()).toBe(false);
    await screenshot(desktop.page, 'product-page-1280');
    await desktop.page.emulateMedia({ media: 'print' });
    expect(await desktop.page.locator('header').first().isVisible()).toBe(false);
    expect(await desktop.page.locator('footer').first().isVisible()).toBe(false);
    expect(await desktop.page.getByTestId('specifications').isVisible()).toBe(true);
    expect(await desktop.page.getByTestId('documents').isVisible()).toBe(true);
    await desktop.page.screenshot({ path: path.join(resultsDir, 'product-page-print.png'), fullPage: true });
    const pdf = await desktop.page.pdf({ format: 'A4', printBackground: false });
    fs.writeFileSync(path.join(resultsDir, 'product-datasheet.pdf'), pdf);
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    await desktop.context.close();
  });
});
