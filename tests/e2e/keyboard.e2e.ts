// Journey (#16 "Keyboard"): the admin and the public site used by keyboard only. Every dialog, drawer,
// menu and lightbox closes on Escape and gives focus back to the control that opened it (a walk over
// every dialog opener on every admin page and tab, so a new dialog cannot bring the bug back); a keyboard
// move in the gallery editor keeps focus on the moved item and really changes the stored order (a
// featured image that cannot move lower says why); "Skip to content" is the first Tab stop on both sides
// and moves focus to the main landmark.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newPage, pageProblems, type RunningServer, screenshot, startServer } from './harness';
import { expectToast, signInByApi } from './steps';

const available = inject('e2eAvailable');
const owner = { email: 'owner@torchworks.test', password: 'first-password-1', username: 'Owner' };

const openDialogs = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"], [role="menu"]');
const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    return el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? el.tagName;
  });
/** A dialog is ready for keys once its own focus trap has moved focus inside it (an effect, late on a busy machine). */
const focusIsInside = (dialog: Locator) =>
  expect
    .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)).catch(() => false))
    .toBe(true);

/**
 * Opens a dialog from `opener` with the keyboard (focus + Enter), closes it with Escape and answers what
 * went wrong, or null when the dialog closed and focus is back on the opener. 'none' when no dialog opened.
 */
async function escapeGivesFocusBack(
  page: Page,
  opener: Locator,
  focusTarget: Locator = opener,
): Promise<string | null | 'none'> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = openDialogs(page);
  try {
    await dialog.first().waitFor({ state: 'visible', timeout: 3_000 });
  } catch {
    return 'none';
  }
  // Keys go to the dialog once its focus trap has taken focus (effects run late on a busy machine).
  try {
    await expect
      .poll(() => dialog.first().evaluate((el) => el.contains(document.activeElement)), { timeout: 5_000 })
      .toBe(true);
  } catch {
    return 'focus did not move into it';
  }
  await page.keyboard.press('Escape');
  try {
    await expect.poll(() => dialog.count(), { timeout: 5_000 }).toBe(0);
  } catch {
    return 'Escape did not close it';
  }
  try {
    await expect.poll(() => isFocused(focusTarget), { timeout: 3_000 }).toBe(true);
  } catch {
    return `focus went to ${await focusedName(page)}`;
  }
  return null;
}

/** The admin pages (and tabs) whose dialog openers the walk visits. */
function adminWalk(productId: number): Array<{ path: string; tab?: string }> {
  return [
    { path: '/admin/products' },
    ...['Overview', 'Specifications', 'Documents', 'Highlights', 'FAQs', 'Relationships', 'Tags'].map(
      (tab) => ({ path: `/admin/products/${productId}`, tab }),
    ),
    { path: '/admin/inquiries' },
    { path: '/admin/brands' },
    { path: '/admin/tags', tab: 'Product Categories' },
    { path: '/admin/tags', tab: 'Tag Groups' },
    { path: '/admin/tags', tab: 'Specification Categories' },
    { path: '/admin/specifications' },
    { path: '/admin/documents' },
    { path: '/admin/pages', tab: 'Pages' },
    { path: '/admin/pages', tab: 'Galleries' },
    { path: '/admin/media' },
    { path: '/admin/users' },
    { path: '/admin/seo', tab: '301 Redirects' },
  ];
}

/** Buttons that open a dialog or menu: adding, editing, deleting, removing, opening, importing, exporting. */
const OPENER = /^(Add|New|Create|Edit|Delete|Remove|Open|View|Import|Export|Upload Documents?)\b/;
/**
 * Openers that leave the view on purpose: "Add Images to {gallery}" on the Galleries tab opens the picker
 * over the Gallery Editor tab, so focus comes back to the editor's own "Add Images" button.
 */
const FOCUS_ELSEWHERE: Array<[RegExp, string]> = [[/^Add Images to /, 'Add Images']];

/** Buttons that do something else: a file chooser, a download, an upload picker. */
const NOT_OPENER = /^(Upload Image|Upload Images|Remove image)\b|Website/;

async function visit(page: Page, base: string, stop: { path: string; tab?: string }) {
  await page.goto(`${base}${stop.path}`);
  await page.getByRole('main').waitFor();
  if (stop.tab) {
    const tab = page.getByRole('tab', { name: stop.tab, exact: true });
    await tab.waitFor({ timeout: 15_000 });
    await tab.click();
  }
  // Lists load after the shell: wait until the skeletons and spinners are gone.
  await expect
    .poll(() => page.locator('main .animate-pulse, main .animate-spin').count(), { timeout: 15_000 })
    .toBe(0);
}

/** The distinct dialog openers of a page: every Add/New/Create button, the first Edit, Delete, Remove... */
async function openersOn(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('main')
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons
        .filter((b) => (b as HTMLElement).offsetParent !== null && !(b as HTMLButtonElement).disabled)
        .filter((b) => b.getAttribute('aria-disabled') !== 'true' && b.getAttribute('role') !== 'tab')
        .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
    );
  const seen = new Set<string>();
  const chosen: string[] = [];
  for (const name of names) {
    if (!OPENER.test(name) || NOT_OPENER.test(name)) continue;
    const verb = name.split(/[\s:]/)[0]!;
    const key = /^(Edit|Delete|Remove|Open|View)$/.test(verb) ? verb : name;
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(name);
  }
  return chosen;
}

describe.skipIf(!available)('keyboard journey (#16)', () => {
  let server: RunningServer;
  let productId: number;

  beforeAll(async () => {
    server = await startServer();
    const res = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(owner),
    });
    expect(res.status).toBe(201);
    const list = (await (await fetch(`${server.url}/api/products?limit=100`)).json()) as {
      products: Array<{ id: number }>;
    };
    productId = list.products[0]!.id;
  });
  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });

  it('#16: "Skip to content" is the first Tab stop in the admin and on the public site; it focuses main', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner);
    for (const path of ['/admin/media', '/about', '/products']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('main').waitFor();
      await page.keyboard.press('Tab');
      expect(await focusedName(page), path).toBe('Skip to content');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 3_000 })
        .toBe('MAIN');
    }
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('#16: tab through the media library, open "Edit" with the keyboard, Escape: focus is back on its button', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner);
    await page.goto(`${server.url}/admin/media`);
    await page.getByTestId('media-card').first().waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox', { name: 'Search media' }).focus();
    let name = '';
    for (let i = 0; i < 40 && !name.startsWith('Edit '); i++) {
      await page.keyboard.press('Tab');
      name = await focusedName(page);
    }
    expect(name).toMatch(/^Edit /);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Media Details' });
    await dialog.waitFor();
    await screenshot(page, 'keyboard-media-dialog-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focusedName(page)).toBe(name);

    // With an edit made, Escape asks first (#14); Discard closes both and focus is still back on "Edit".
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.type(' changed');
    await page.keyboard.press('Escape');
    const prompt = page.getByRole('alertdialog');
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Discard' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => openDialogs(page).count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe(name);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('#16: every dialog opener on every admin page and tab: Escape closes the dialog and focus is back on the opener', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner);
    const failures: string[] = [];
    const checked: string[] = [];
    for (const stop of adminWalk(productId)) {
      await visit(page, server.url, stop);
      const where = `${stop.path}${stop.tab ? ` [${stop.tab}]` : ''}`;
      for (const name of await openersOn(page)) {
        const opener = page.getByRole('main').getByRole('button', { name, exact: true }).first();
        // Closing with Escape changes nothing: the page is visited again only when the opener is gone.
        if (!(await opener.isVisible())) await visit(page, server.url, stop);
        const elsewhere = FOCUS_ELSEWHERE.find(([pattern]) => pattern.test(name))?.[1];
        const target = elsewhere
          ? page.getByRole('main').getByRole('button', { name: elsewhere, exact: true })
          : opener;
        const outcome = await escapeGivesFocusBack(page, opener, target);
        if (outcome === 'none') continue;
        checked.push(`${where}: ${name}`);
        if (outcome) failures.push(`${where}: "${name}": ${outcome}`);
      }
    }
    // The shell's own dialogs.
    for (const name of ['Change Password', 'Account security']) {
      await visit(page, server.url, { path: '/admin/dashboard' });
      const opener = page.getByRole('complementary').getByRole('button', { name, exact: true });
      const outcome = await escapeGivesFocusBack(page, opener);
      checked.push(`shell: ${name}`);
      if (outcome) failures.push(`shell: "${name}": ${outcome ?? ''}`);
    }
    console.info(`keyboard walk: ${checked.length} dialogs checked\n  ${checked.join('\n  ')}`);
    expect(failures).toEqual([]);
    // The walk must really find the dialogs (the highlight, media, brand, product dialogs at least).
    expect(checked.length).toBeGreaterThanOrEqual(20);
    for (const expected of [
      '/admin/products: Export products',
      '/admin/products: Import CSV',
      '[Highlights]: Edit',
      '/admin/media: Edit',
      '/admin/brands: Add',
      '/admin/products: Delete',
    ])
      expect(
        checked.some((c) => c.includes(expected)),
        expected,
      ).toBe(true);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 480_000);

  it('#16: the highlight dialog and the phone menu (390 px) close on Escape and give focus back', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner);
    await visit(page, server.url, { path: `/admin/products/${productId}`, tab: 'Highlights' });
    const edit = page
      .getByTestId('highlight')
      .first()
      .getByRole('button', { name: /^Edit / });
    expect(await escapeGivesFocusBack(page, edit)).toBeNull();
    expect(await escapeGivesFocusBack(page, page.getByRole('button', { name: 'Add Highlight' }))).toBeNull();

    await page.setViewportSize({ width: 390, height: 844 });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await focusIsInside(menu);
    await screenshot(page, 'keyboard-admin-menu-390');
    // A dialog opened from inside the menu closes first, back onto its button in the menu.
    const changePassword = menu.getByRole('button', { name: 'Change Password' });
    await changePassword.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Change Password' }).waitFor();
    await focusIsInside(page.getByRole('dialog', { name: 'Change Password' }));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Change Password' }).count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe('Change Password');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => isFocused(menuButton)).toBe(true);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('#16 GAL-18 GAL-43: a keyboard move keeps focus on the moved item and the stored order changes; a featured image says why it cannot move lower', async () => {
    const { page, context } = await newPage(1280, 900);
    await signInByApi(context, server.url, owner);
    const api = async <T>(method: 'GET' | 'PUT', url: string, data?: object) => {
      const res = await context.request.fetch(`${server.url}${url}`, { method, data });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()) as T;
    };
    type Item = { id: number; isFeatured: boolean; altText: string | null };
    const {
      galleries: [gallery],
    } = await api<{ galleries: Array<{ id: number; name: string }> }>('GET', '/api/galleries');
    const itemsUrl = `/api/gallery-items?galleryId=${gallery!.id}`;
    let items = await api<Item[]>('GET', itemsUrl);
    expect(items.length).toBeGreaterThanOrEqual(4);
    // Two featured images, the others plain: the case where "Move down" once said "reordered" and nothing moved.
    for (const [index, item] of items.entries())
      await api('PUT', `/api/gallery-items/${item.id}`, { isFeatured: index < 2 });
    items = await api<Item[]>('GET', itemsUrl);
    const order = () => api<Item[]>('GET', itemsUrl).then((list) => list.map((i) => i.id));

    const openEditor = async () => {
      await visit(page, server.url, { path: '/admin/pages', tab: 'Galleries' });
      await page.getByRole('button', { name: `Add Images to ${gallery!.name}` }).click();
      await page.getByRole('dialog', { name: 'Add Images to Gallery' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('gallery-item').first().waitFor();
    };
    await openEditor();
    const rows = page.getByTestId('gallery-item');
    const downOf = (row: Locator) => row.getByRole('button', { name: /down$/ });

    // The first featured image moves below the second featured one; focus follows it.
    const before = await order();
    const firstDown = downOf(rows.nth(0));
    const label = (await firstDown.getAttribute('aria-label'))!;
    await firstDown.focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Gallery items reordered');
    await expect.poll(() => order()).toEqual([before[1], before[0], ...before.slice(2)]);
    await expect.poll(() => focusedName(page)).toBe(label);
    expect(await rows.nth(1).getByRole('button', { name: label }).count()).toBe(1);
    await screenshot(page, 'keyboard-gallery-move-1280');

    // Now second of the featured: moving it lower would put it below a plain image, which the site never
    // shows. The button says so and stays focusable; pressing it sends nothing.
    const blocked = rows.nth(1).getByRole('button', { name: label });
    expect(await blocked.getAttribute('aria-disabled')).toBe('true');
    expect(await blocked.getAttribute('title')).toMatch(/^Featured images always show first/);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    expect(await order()).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(await focusedName(page)).toBe(label);

    // A plain image moves down with the keyboard and focus stays on it; the first says "Already the first".
    const plainDown = downOf(rows.nth(2));
    const plainLabel = (await plainDown.getAttribute('aria-label'))!;
    await plainDown.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.nth(3).getByRole('button', { name: plainLabel }).count()).toBe(1);
    await expect.poll(() => focusedName(page)).toBe(plainLabel);
    expect(await rows.nth(0).getByRole('button', { name: /up$/ }).getAttribute('title')).toBe(
      'Already the first image',
    );

    // After a reload the editor shows the stored order.
    const stored = await order();
    await page.reload();
    await openEditor();
    const shown = await rows.evaluateAll((lis) =>
      lis.map((li) => li.querySelector('button[aria-label$=" down"]')?.getAttribute('aria-label')),
    );
    expect(shown[1]).toBe(label);
    expect(shown[3]).toBe(plainLabel);
    expect(stored[1]).toBe(before[0]);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('#16: public site: cookie settings, gallery lightbox, product lightbox, filter drawer and phone menu give focus back on Escape', async () => {
    const { page, context } = await newPage(1280, 900);
    const failures: string[] = [];
    const check = async (what: string, opener: Locator) => {
      const outcome = await escapeGivesFocusBack(page, opener);
      if (outcome) failures.push(`${what}: ${outcome === 'none' ? 'no dialog opened' : outcome}`);
    };

    await page.goto(`${server.url}/`);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await check('cookie settings from the banner', banner.getByRole('button', { name: 'Customize' }));
    // Saving the choice removes the banner (and so the opener): focus goes to the main landmark, not <body>.
    await banner.getByRole('button', { name: 'Customize' }).focus();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: 'Cookie Settings' });
    await focusIsInside(settings);
    await settings.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => banner.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await check(
      'cookie settings from the footer',
      page.getByRole('navigation', { name: 'Legal' }).getByRole('button', { name: 'Cookie Settings' }),
    );
    await check('gallery lightbox', page.getByRole('button', { name: /in the lightbox$/ }).first());
    await page.goto(`${server.url}/cookies`);
    await check(
      'cookie settings on /cookies',
      page.getByRole('main').getByRole('button', { name: 'Cookie Settings' }),
    );

    await page.setViewportSize({ width: 390, height: 844 });
    const all = (await (await context.request.get(`${server.url}/api/products?limit=100`)).json()) as {
      products: Array<{ slug: string; images: string[] }>;
    };
    const multi = all.products.find((p) => p.images.length > 1)!;
    await page.goto(`${server.url}/products/${multi.slug}`);
    await check('product image lightbox', page.getByTestId('main-image').getByRole('button'));
    await page.goto(`${server.url}/products`);
    await check('filter drawer', page.getByRole('button', { name: /^Filters/ }));

    // The phone menu is a disclosure: Escape closes it and focus goes back to its button.
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe('Open menu');

    expect(failures).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
