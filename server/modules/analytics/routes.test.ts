// First-party analytics on PGlite and PostgreSQL: ingestion (anonymous visitor id, no address or user
// agent stored, referrer cut to its origin, bots and staff dropped, validation, limits), the summary
// against a hand-computed event set (exact figures per range) and the retention purge.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { analyticsEvents, rateLimits, settings } from '../../db/schema';
import { dailySalt, purgeExpiredEvents, SALT_KEY, summary, utcDay } from './service';

const t = setupTestApp();

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ADDRESS = '203.0.113.45';

const send = (
  payload: Record<string, unknown>,
  options: { ua?: string | null; ip?: string; cookie?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: options.ip ?? ADDRESS,
    headers: {
      // light-my-request sends its own agent unless one is given: '' stands for "none".
      'user-agent': options.ua === null ? '' : (options.ua ?? BROWSER),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload,
  });
const events = () => t.ctx.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

describe('event ingestion (ANALYTICS-10, ANALYTICS-15 to ANALYTICS-17)', () => {
  it('ANALYTICS-10 ANALYTICS-15: stores a view_item with its item data; never the address or user agent', async () => {
    const res = await send({
      name: 'view_item',
      path: '/products/pro-torch?utm_source=mail#specs',
      referrer: 'https://www.google.com/search?q=soldering+torch',
      data: {
        itemId: 42,
        itemName: 'Pro Torch',
        category: 'Torches',
        brand: 'Torchworks',
        price: '129.50',
        sku: 'PT-1',
        currency: 'USD',
      },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await events();
    expect(row).toMatchObject({
      name: 'view_item',
      path: '/products/pro-torch',
      referrer: 'https://www.google.com',
      data: {
        itemId: '42',
        itemName: 'Pro Torch',
        category: 'Torches',
        brand: 'Torchworks',
        price: 129.5,
        sku: 'PT-1',
        currency: 'USD',
      },
    });
    expect(row!.visitorId).toMatch(/^[0-9a-f]{32}$/);
    const everything =
      JSON.stringify(await events()) + JSON.stringify(await t.ctx.db.select().from(rateLimits));
    expect(everything).not.toContain(ADDRESS);
    expect(everything).not.toContain('Chrome/126');
  });

  it('the visitor id is a salted hash: stable within a day, not the plain hash of address and agent, new with the next day’s salt', async () => {
    await send({ name: 'page_view', path: '/' });
    await send({ name: 'page_view', path: '/about' });
    await send({ name: 'page_view', path: '/' }, { ua: `${BROWSER} Edg/126` });
    const [a, b, c] = await events();
    expect(a!.visitorId).toBe(b!.visitorId);
    expect(c!.visitorId).not.toBe(a!.visitorId);
    const unsalted = createHash('sha256').update(`${ADDRESS}|${BROWSER}`).digest('hex');
    expect(unsalted.startsWith(a!.visitorId!)).toBe(false);
    const salt = await dailySalt(t.ctx.db);
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    // Yesterday's salt is replaced (and gone) on the first event of a new day.
    await t.ctx.db
      .update(settings)
      .set({ value: { day: '2000-01-01', salt } })
      .where(eq(settings.key, SALT_KEY));
    await send({ name: 'page_view', path: '/' });
    const d = (await events())[3]!;
    expect(d.visitorId).not.toBe(a!.visitorId);
    const [stored] = await t.ctx.db.select().from(settings).where(eq(settings.key, SALT_KEY));
    expect(stored!.value).toMatchObject({ day: utcDay() });
    expect((stored!.value as { salt: string }).salt).not.toBe(salt);
  });

  it('ANALYTICS-17 ANALYTICS-16: search carries its result total; every listed event name is accepted', async () => {
    for (const name of [
      'page_view',
      'search',
      'form_submit',
      'file_download',
      'view_catalog',
      'distributor_inquiry',
      'view_item',
    ]) {
      expect((await send({ name, path: '/' })).statusCode, name).toBe(204);
    }
    await send({ name: 'search', path: '/products', data: { searchTerm: 'duplex', resultsTotal: 7 } });
    const last = (await events()).at(-1)!;
    expect(last.data).toEqual({ searchTerm: 'duplex', resultsTotal: 7 });
  });

  it('invalid names, paths and data are refused with 400; bodies over 8 KB with 413', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [
        { name: 'purchase', path: '/' },
        'Unknown event name (one of page_view, search, form_submit, file_download, view_catalog, distributor_inquiry, view_item)',
      ],
      [{ name: 'page_view', path: 'https://evil.example/' }, 'path must start with /'],
      [{ name: 'page_view' }, 'path is required'],
      [{ name: 'view_item', path: '/', data: { currency: 'EUR' } }, 'Currency must be USD'],
      [{ name: 'view_item', path: '/', data: { email: 'a@b.c' } }, 'Unrecognized key: "email"'],
    ];
    for (const [payload, message] of bad) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const huge = await send({ name: 'page_view', path: `/${'x'.repeat(9000)}` });
    expect(huge.statusCode).toBe(413);
    expect(await events()).toHaveLength(0);
  });

  it('drops bots (no agent, crawlers, headless browsers, HTTP libraries) and signed-in staff', async () => {
    for (const ua of [
      null,
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.31',
    ]) {
      expect((await send({ name: 'page_view', path: '/' }, { ua })).statusCode).toBe(204);
    }
    const { cookie } = await signedIn(t, 'editor');
    expect((await send({ name: 'page_view', path: '/' }, { cookie })).statusCode).toBe(204);
    expect(await events()).toHaveLength(0);
  });

  it('rate-limits per address: 120 events a minute, then 429', async () => {
    for (let i = 0; i < 120; i++) {
      const res = await send({ name: 'page_view', path: `/p${i}` });
      if (res.statusCode !== 204) throw new Error(`event ${i}: ${res.statusCode}`);
    }
    const limited = await send({ name: 'page_view', path: '/' });
    expect(limited.statusCode).toBe(429);
    expect((await send({ name: 'page_view', path: '/' }, { ip: '198.51.100.9' })).statusCode).toBe(204);
    expect(await events()).toHaveLength(121);
  });
});

describe('summary (ANALYTICS-05, ANALYTICS-07, ANALYTICS-18)', () => {
  const now = new Date('2025-06-15T12:00:00.000Z');
  const day = (daysAgo: number, hour = 10) => new Date(Date.UTC(2025, 5, 15 - daysAgo, hour));
  const own = 'http://catalogue.test';

  async function insertEventSet() {
    const e = (
      daysAgo: number,
      visitorId: string,
      name: string,
      extra: Partial<typeof analyticsEvents.$inferInsert> = {},
    ) => ({
      name,
      visitorId,
      path: '/',
      referrer: null,
      createdAt: day(daysAgo),
      ...extra,
    });
    await t.ctx.db.insert(analyticsEvents).values([
      // today
      e(0, 'v1', 'page_view'),
      e(0, 'v1', 'page_view', { path: '/products', referrer: 'https://www.google.com' }),
      e(0, 'v2', 'page_view', { referrer: 'https://www.google.com' }),
      e(0, 'v1', 'view_item', { path: '/products/pro', data: { itemId: '7', itemName: 'Pro Torch' } }),
      e(0, 'v2', 'search', { data: { searchTerm: 'Torch', resultsTotal: 4 } }),
      e(0, 'v2', 'form_submit', { data: { formType: 'contact' } }),
      e(0, 'v1', 'distributor_inquiry', { data: { itemId: '7' } }),
      // 3 days ago
      e(3, 'v3', 'page_view', { referrer: 'https://www.bing.com' }),
      e(3, 'v3', 'view_item', { data: { itemId: '7', itemName: 'Pro Torch' } }),
      e(3, 'v3', 'view_item', { data: { itemId: '9', itemName: 'Tip Kit' } }),
      e(3, 'v3', 'search', { data: { searchTerm: ' torch ', resultsTotal: 2 } }),
      e(3, 'v3', 'file_download', { data: { documentId: '3', documentTitle: 'Manual' } }),
      e(3, 'v3', 'page_view', { path: '/about', referrer: own }),
      // 10 days ago: only in 30d and 90d
      e(10, 'v4', 'page_view'),
      e(10, 'v4', 'form_submit', { data: { formType: 'contact' } }),
      e(10, 'v4', 'form_submit', { data: { formType: 'quote' } }),
      e(10, 'v4', 'view_catalog', { path: '/products' }),
      // 45 days ago: only in 90d
      e(45, 'v1', 'page_view'),
      e(45, 'v1', 'view_item', { data: { itemId: '9', itemName: 'Tip Kit' } }),
      // outside every range, and one after "now"
      e(100, 'v2', 'page_view'),
      { ...e(0, 'v9', 'page_view'), createdAt: new Date('2025-06-15T13:00:00.000Z') },
    ]);
  }

  it('ANALYTICS-05 ANALYTICS-07 ANALYTICS-18: 7 days — exact figures', async () => {
    await insertEventSet();
    const s = await summary(t.ctx, '7d', now);
    expect(s.from.toISOString()).toBe('2025-06-09T00:00:00.000Z');
    expect(s).toMatchObject({
      totalEvents: 13,
      pageViews: 5,
      uniqueVisitors: 3,
      catalogViews: 0,
      searches: 2,
      downloads: 1,
      contactSubmissions: 1,
      distributorInquiries: 1,
      conversions: 2,
    });
    expect(s.conversionRate).toBeCloseTo(1 / 3, 10);
    expect(s.viewsPerDay).toHaveLength(7);
    expect(s.viewsPerDay[0]).toEqual({ date: '2025-06-09', views: 0, visitors: 0 });
    expect(s.viewsPerDay.find((d) => d.date === '2025-06-12')).toEqual({
      date: '2025-06-12',
      views: 2,
      visitors: 1,
    });
    expect(s.viewsPerDay[6]).toEqual({ date: '2025-06-15', views: 3, visitors: 2 });
    expect(s.topPages).toEqual([
      { path: '/', views: 3, visitors: 3 },
      { path: '/about', views: 1, visitors: 1 },
      { path: '/products', views: 1, visitors: 1 },
    ]);
    expect(s.topProducts).toEqual([
      { itemId: '7', itemName: 'Pro Torch', views: 2 },
      { itemId: '9', itemName: 'Tip Kit', views: 1 },
    ]);
    expect(s.topSearches).toEqual([{ term: 'torch', searches: 2, averageResults: 3 }]);
    expect(s.topDownloads).toEqual([{ documentId: '3', documentTitle: 'Manual', downloads: 1 }]);
    expect(s.referrers).toEqual([
      { source: 'https://www.google.com', views: 2 },
      { source: 'Direct', views: 1 },
      { source: 'https://www.bing.com', views: 1 },
    ]);
  });

  it('ANALYTICS-05 ANALYTICS-07: 30 and 90 days — exact figures', async () => {
    await insertEventSet();
    const month = await summary(t.ctx, '30d', now);
    expect(month).toMatchObject({
      totalEvents: 17,
      pageViews: 6,
      uniqueVisitors: 4,
      catalogViews: 1,
      contactSubmissions: 2,
      distributorInquiries: 1,
      conversions: 3,
      conversionRate: 0.5,
    });
    expect(month.viewsPerDay).toHaveLength(30);
    expect(month.viewsPerDay.reduce((n, d) => n + d.views, 0)).toBe(6);
    expect(month.topPages[0]).toEqual({ path: '/', views: 4, visitors: 4 });
    expect(month.referrers).toEqual([
      { source: 'Direct', views: 2 },
      { source: 'https://www.google.com', views: 2 },
      { source: 'https://www.bing.com', views: 1 },
    ]);

    const quarter = await summary(t.ctx, '90d', now);
    expect(quarter).toMatchObject({ totalEvents: 19, pageViews: 7, uniqueVisitors: 4, conversionRate: 0.5 });
    expect(quarter.viewsPerDay).toHaveLength(90);
    expect(quarter.topProducts).toEqual([
      { itemId: '7', itemName: 'Pro Torch', views: 2 },
      { itemId: '9', itemName: 'Tip Kit', views: 2 },
    ]);
  });

  it('#14 ANALYTICS-18: one enquiry is one conversion, whatever its type; distributor-link clicks count on their own', async () => {
    const enquiry = (inquiryType: string) => ({
      name: 'form_submit',
      path: '/contact',
      data: { formType: 'contact', inquiryType },
    });
    // A "Find a Distributor" enquiry as the site sends it now: one event.
    expect((await send(enquiry('distributor'))).statusCode).toBe(204);
    let s = await summary(t.ctx, '7d');
    expect(s).toMatchObject({ contactSubmissions: 1, distributorInquiries: 0, conversions: 1 });
    // The same enquiry as an earlier version of the form sent it (plus distributor_inquiry): still one.
    expect(
      (
        await send({
          name: 'distributor_inquiry',
          path: '/contact',
          data: { inquiryType: 'distributor', sku: 'TW-1' },
        })
      ).statusCode,
    ).toBe(204);
    s = await summary(t.ctx, '7d');
    expect(s).toMatchObject({ contactSubmissions: 1, distributorInquiries: 0, conversions: 1 });
    // A quote enquiry and a click on a product page's distributor link: one conversion each.
    await send(enquiry('quote'));
    await send({
      name: 'distributor_inquiry',
      path: '/products/pro-torch',
      data: { itemId: 7, itemName: 'Pro Torch', sku: 'PT-1', distributorName: 'Acme Supply' },
    });
    s = await summary(t.ctx, '7d');
    expect(s).toMatchObject({ contactSubmissions: 2, distributorInquiries: 1, conversions: 3 });
    const clicks = (await events()).filter((r) => r.data?.distributorName);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.data).toMatchObject({ itemId: '7', distributorName: 'Acme Supply' });
  });

  it('ANALYTICS-07: conversion rate is 0 without visitors; GET /api/analytics/summary answers viewers, checks the range', async () => {
    const { cookie } = await signedIn(t, 'viewer');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/summary?range=7d',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ range: '7d', totalEvents: 0, uniqueVisitors: 0, conversionRate: 0 });
    expect(res.json().viewsPerDay).toHaveLength(7);
    const fallback = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/summary',
      headers: { cookie },
    });
    expect(fallback.json().range).toBe('30d');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/summary?range=1y',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('range must be 7d, 30d or 90d');
  });
});

describe('retention', () => {
  it('deletes events older than 730 days and a salt from an earlier day', async () => {
    const now = Date.now();
    await t.ctx.db.insert(analyticsEvents).values([
      { name: 'page_view', path: '/', createdAt: new Date(now - 731 * 86_400_000) },
      { name: 'page_view', path: '/', createdAt: new Date(now - 729 * 86_400_000) },
      { name: 'page_view', path: '/', createdAt: new Date(now) },
    ]);
    await t.ctx.db.insert(settings).values({ key: SALT_KEY, value: { day: '2000-01-01', salt: 'old' } });
    expect(await purgeExpiredEvents(t.ctx.db)).toBe(1);
    expect(await events()).toHaveLength(2);
    expect(await t.ctx.db.select().from(settings).where(eq(settings.key, SALT_KEY))).toHaveLength(0);
  });
});
