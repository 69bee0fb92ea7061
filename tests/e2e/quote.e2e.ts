// #20 journey: a buyer collects three products with quantities into the quote list (two from catalogue
// cards, one from a product page), reloads, changes a quantity on /quote and sends ONE quote request; an
// editor opens it in the admin inbox and sees its three lines with their quantities. Again at 390 px by
// keyboard only, and without JavaScript a card's "Add to quote" asks for a quote on the contact page.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { closeBrowser, launchBrowser, newPage, type RunningServer, screenshot, startServer } from './harness';
import { expectVisible, signInByApi } from './steps';

const available = inject('e2eAvailable');

const owner = { email: 'owner@torchworks.test', username: 'Owner', password: 'first-password-1' };
const editor = { email: 'editor@torchworks.test', username: 'Eddie', password: 'editor-password-1' };

interface Picked {
  name: string;
  sku: string;
  slug: string;
}

/** Name, SKU and slug of a catalogue card. */
async function cardProduct(card: Locator): Promise<Picked> {
  const name = ((await card.locator('h2').textContent()) ?? '').trim();
  const sku = ((await card.getByText(/^SKU: /).textContent()) ?? '').replace('SKU: ', '').trim();
  const href = (await card.locator('h2 a').getAttribute('href')) ?? '';
  return { name, sku, slug: decodeURIComponent(href.replace('/products/', '')) };
}

/** The header's quote link (its name carries the number of products once there are any). */
const quoteLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Quote/ });

describe.skipIf(!available)('quote list journey (#20)', () => {
  let server: RunningServer;
  let staff: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    const browser = await launchBrowser();
    // The first account is the administrator; it adds an editor, who reads the inbox.
    const admin = await browser.newContext();
    await signInByApi(admin, server.url, owner, true);
    const created = await admin.request.post(`${server.url}/api/users`, {
      data: { ...editor, role: 'editor' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await admin.close();
    staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInByApi(staff, server.url, editor);
  }, 90_000);

  afterAll(async () => {
    await staff?.close();
    await server?.stop();
    await closeBrowser();
  });

  /** A third product, from another category than the catalogue's first torches. */
  async function otherProduct(not: Picked[]): Promise<Picked> {
    const list = (await (await fetch(`${server.url}/api/products?status=active&limit=40`)).json()) as {
      products: Array<{ name: string; sku: string; slug: string }>;
    };
    const found = list.products.find((p) => !not.some((n) => n.slug === p.slug));
    expect(found).toBeTruthy();
    return { name: found!.name, sku: found!.sku, slug: found!.slug };
  }

  /** The enquiry of `name` as the editor's browser reads it through the API. */
  async function storedLines(name: string) {
    const res = await staff.request.get(`${server.url}/api/contacts`);
    expect(res.status()).toBe(200);
    const { contacts } = (await res.json()) as {
      contacts: Array<{ name: string; type: string; lines?: Array<{ sku: string; quantity: number }> }>;
    };
    const found = contacts.filter((c) => c.name === name);
    expect(found).toHaveLength(1);
    return found[0]!;
  }

  it('#20: three products with quantities from cards and a product page, reload, change a quantity, send; the editor sees three lines', async () => {
    const { context, page } = await newPage(1280, 900);
    await page.goto(`${server.url}/products?categories=torches`);
    await page.getByRole('button', { name: 'Reject All' }).click();
    const cards = page.getByTestId('product-card');
    const first = await cardProduct(cards.nth(0));
    const second = await cardProduct(cards.nth(1));

    // From the cards: a quantity, then "Add to quote" (the card says so and offers the list).
    for (const [card, product, quantity] of [
      [cards.nth(0), first, '3'],
      [cards.nth(1), second, '5'],
    ] as const) {
      await card.getByRole('spinbutton', { name: `Qty of ${product.name}` }).fill(quantity);
      await card.getByRole('button', { name: `Add to quote ${product.name}` }).click();
      await expect
        .poll(() => card.getByRole('status').textContent())
        .toContain(`Added ${quantity} to quote.`);
    }
    await expect.poll(() => quoteLink(page).textContent()).toBe('Quote 2 products');
    // The card's controls fit inside the card, beside the price and "View Details" above them.
    const cardBox = (await cards.nth(0).boundingBox())!;
    const buttonBox = (await cards
      .nth(0)
      .getByRole('button', { name: /^Add to quote/ })
      .boundingBox())!;
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'quote-cards-1280');

    // From a product page.
    const third = await otherProduct([first, second]);
    await page.goto(`${server.url}/products/${third.slug}`);
    await page.getByRole('spinbutton', { name: `Quantity of ${third.name}` }).fill('2');
    await page.getByRole('button', { name: `Add to quote ${third.name}` }).click();
    await expectVisible(page, 'Added 2 to quote.');
    await expect.poll(() => quoteLink(page).textContent()).toBe('Quote 3 products');

    // The list survives a reload; it is listed on /quote with the quantities.
    await page.reload();
    await expect.poll(() => quoteLink(page).textContent()).toBe('Quote 3 products');
    await quoteLink(page).click();
    await page.waitForURL(/\/quote$/);
    const list = page.getByRole('list', { name: 'Products in your quote list' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    const quantityOf = (p: Picked) => page.getByRole('spinbutton', { name: `Quantity of ${p.name}` });
    expect(await quantityOf(first).inputValue()).toBe('3');
    expect(await quantityOf(second).inputValue()).toBe('5');
    expect(await quantityOf(third).inputValue()).toBe('2');
    expect(await list.textContent()).toContain(`SKU ${third.sku}`);

    // A quantity changed on the list is kept (also over a reload).
    await quantityOf(second).fill('12');
    await quantityOf(second).blur();
    await page.reload();
    await expect.poll(() => quantityOf(second).inputValue()).toBe('12');
    expect(await list.getByRole('listitem').count()).toBe(3);

    await page.getByLabel(/^Name/).fill('Mary Jackson');
    await page.getByLabel(/^Email/).fill('mary@hampton-hvac.example');
    await page.getByLabel(/^Company/).fill('Hampton HVAC');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'quote-list-1280');
    await page.getByRole('button', { name: 'Request quote' }).click();
    await expectVisible(page, 'your quote request was sent');
    await expect.poll(() => quoteLink(page).textContent()).toBe('Quote');
    await screenshot(page, 'quote-sent-1280');
    await context.close();

    // One enquiry with the three lines, as sent.
    const stored = await storedLines('Mary Jackson');
    expect(stored.type).toBe('quote');
    expect(stored.lines?.map((l) => [l.sku, l.quantity])).toEqual([
      [first.sku, 3],
      [second.sku, 12],
      [third.sku, 2],
    ]);

    // The editor opens it in the inbox: its three lines and quantities as a table.
    const inbox = await staff.newPage();
    await inbox.goto(`${server.url}/admin/inquiries`);
    await inbox.getByRole('button', { name: 'Open the enquiry from Mary Jackson' }).click();
    await inbox.waitForURL(/\/admin\/inquiries\/\d+$/);
    const table = inbox.getByRole('dialog').getByRole('table', { name: 'Quote lines (3)' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual([
      [first.name, first.sku, '3'],
      [second.name, second.sku, '12'],
      [third.name, third.sku, '2'],
    ]);
    expect(await seriousAxeViolations(inbox)).toEqual([]);
    await screenshot(inbox, 'quote-inbox-1280');
    await inbox.close();
  });

  it('#20: at 390 px by keyboard: cards and a product page, a quantity changed on /quote, sent', async () => {
    const { context, page } = await newPage(390, 844);
    await page.goto(`${server.url}/products?categories=torches`);
    await page.getByRole('button', { name: 'Reject All' }).click();
    const cards = page.getByTestId('product-card');
    const picked: Picked[] = [];
    for (const [index, quantity] of [
      [2, '7'],
      [3, '1'],
    ] as const) {
      const card = cards.nth(index);
      const product = await cardProduct(card);
      picked.push(product);
      const qty = card.getByRole('spinbutton', { name: `Qty of ${product.name}` });
      await qty.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(quantity);
      await page.keyboard.press('Tab'); // to "Add to quote"
      expect(
        await card
          .getByRole('button', { name: `Add to quote ${product.name}` })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => card.getByRole('status').textContent())
        .toContain(`Added ${quantity} to quote.`);
    }
    // Nothing runs off the phone's screen; the card's form fits its card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const cardBox = (await cards.nth(2).boundingBox())!;
    const formBox = (await cards.nth(2).locator('form').boundingBox())!;
    expect(formBox.x + formBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await cards.nth(2).scrollIntoViewIfNeeded();
    await screenshot(page, 'quote-cards-390');

    // On a product page: Enter in the quantity sends the form.
    const third = await otherProduct(picked);
    await page.goto(`${server.url}/products/${third.slug}`);
    const qty = page.getByRole('spinbutton', { name: `Quantity of ${third.name}` });
    await qty.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('40');
    await page.keyboard.press('Enter');
    await expectVisible(page, 'Added 40 to quote.');
    await page.reload();

    // The header link, reached by keyboard.
    await expect.poll(() => quoteLink(page).textContent()).toBe('Quote 3 products');
    await quoteLink(page).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/quote$/);
    const list = page.getByRole('list', { name: 'Products in your quote list' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    const first = page.getByRole('spinbutton', { name: `Quantity of ${picked[0]!.name}` });
    await first.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('9');
    await page.keyboard.press('Tab'); // leaving the field keeps the quantity
    for (const [label, value] of [
      [/^Name/, 'Dorothy Vaughan'],
      [/^Email/, 'dorothy@west-computing.example'],
    ] as const) {
      await page.getByLabel(label).focus();
      await page.keyboard.type(value);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'quote-list-390');
    await page.getByRole('button', { name: 'Request quote' }).focus();
    await page.keyboard.press('Enter');
    await expectVisible(page, 'your quote request was sent');
    await context.close();

    const stored = await storedLines('Dorothy Vaughan');
    expect(stored.lines?.map((l) => [l.sku, l.quantity])).toEqual([
      [picked[0]!.sku, 9],
      [picked[1]!.sku, 1],
      [third.sku, 40],
    ]);
  });

  it('#20: without JavaScript a card\'s "Add to quote" opens the contact form for a quote of that product', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/products?categories=torches`);
    const card = page.getByTestId('product-card').first();
    const product = await cardProduct(card);
    await card.getByRole('spinbutton', { name: `Qty of ${product.name}` }).fill('6');
    await card.getByRole('button', { name: `Add to quote ${product.name}` }).click();
    await page.waitForURL(/\/contact\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'quote', sku: product.sku, quantity: '6' });
    expect(await page.locator('select[name="type"]').inputValue()).toBe('quote');
    expect(await page.locator('textarea[name="message"]').inputValue()).toContain('Quantity: 6');
    await screenshot(page, 'quote-no-js-contact-390');
    await context.close();
  });
});
