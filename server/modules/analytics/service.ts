// First-party analytics. Privacy by construction: the client address and user agent are used only to
// compute an anonymous visitor id, SHA-256(daily salt | address | user agent); the salt lives in
// settings, is replaced every UTC day and the old one is gone, so ids cannot be reversed or linked
// across days. Referrers are cut to their origin, paths lose their query string, bots and signed-in
// staff are not counted, and events older than ANALYTICS_RETENTION_DAYS are deleted.
// The summary is aggregate SQL over created_at and (name, created_at) indexes.
// Conversions (#14): each enquiry sent with the contact form once (form_submit, formType contact, any
// inquiry type) plus each click on a product page's distributor link (distributor_inquiry). Earlier
// versions of the form also sent distributor_inquiry for a "Find a Distributor" enquiry; those events
// (inquiryType distributor, no distributor name) are left out so that enquiry is not counted twice.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, countDistinct, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ANALYTICS_RETENTION_DAYS } from '../../../core/constants';
import { normaliseQuery } from '../../../core/rules/search-query';
import type { AnalyticsEventBody, AnalyticsRange, analyticsSummary } from '../../../core/schemas/analytics';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { analyticsEvents, settings } from '../../db/schema';
import { getSetting } from '../../db/settings';
import { enforce } from '../../http/rate-limit';

export const SALT_KEY = 'analytics_daily_salt';
export const EVENTS_PER_MINUTE = { limit: 120, windowMs: 60_000 };
const RANGE_DAYS: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90 };
const TOP = 10;

const BOT_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|curl|wget|python|httpclient|go-http-client|java\/|okhttp|axios|node-fetch|undici|scrapy|monitor|uptime|pingdom/i;

/** No user agent, or one that names a crawler, a preview fetcher, a headless browser or an HTTP library. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT_PATTERN.test(userAgent);
}

export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Today's salt, created on the first use of a UTC day; one value per day wins across app servers. */
export async function dailySalt(db: DbOrTx, now = new Date()): Promise<string> {
  const day = utcDay(now);
  const stored = await getSetting<{ day: string; salt: string }>(db, SALT_KEY);
  if (stored?.day === day) return stored.salt;
  const fresh = { day, salt: randomBytes(32).toString('hex') };
  const [row] = await db
    .insert(settings)
    .values({ key: SALT_KEY, value: fresh })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: fresh, updatedAt: sql`now()` },
      setWhere: sql`${settings.value}->>'day' is distinct from ${day}`,
    })
    .returning({ value: settings.value });
  if (row) return (row.value as { salt: string }).salt;
  return (await getSetting<{ salt: string }>(db, SALT_KEY))!.salt;
}

export function visitorId(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}|${address}|${userAgent}`).digest('hex').slice(0, 32);
}

/** http(s) referrers keep only their origin; anything else is dropped. */
export function referrerOrigin(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function cleanPath(path: string): string {
  return (path.split(/[?#]/)[0] || '/').slice(0, 500);
}

export async function recordEvent(
  ctx: AppContext,
  event: AnalyticsEventBody & { data?: Record<string, unknown> },
  meta: { ip: string; userAgent?: string; staff: boolean },
): Promise<'stored' | 'dropped'> {
  const salt = await dailySalt(ctx.db);
  // The bucket key is salted too: the address is not written down even in the rate-limit table.
  await enforce(
    ctx.db,
    `analytics:${visitorId(salt, meta.ip, 'rate')}`,
    EVENTS_PER_MINUTE,
    'analytics events',
  );
  if (meta.staff || isBot(meta.userAgent)) return 'dropped';
  // A search is counted by its normalised query only (#17): "Duplex-Torch " and "duplex torch" are one.
  if (event.data?.searchTerm !== undefined)
    event = { ...event, data: { ...event.data, searchTerm: normaliseQuery(String(event.data.searchTerm)) } };
  await ctx.db.insert(analyticsEvents).values({
    name: event.name,
    path: cleanPath(event.path),
    visitorId: visitorId(salt, meta.ip, meta.userAgent ?? ''),
    referrer: referrerOrigin(event.referrer),
    data: event.data && Object.keys(event.data).length > 0 ? event.data : null,
  });
  return 'stored';
}

/** Deletes events past the retention period (in bounded chunks) and a salt from an earlier day. */
export async function purgeExpiredEvents(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * 86_400_000);
  let deleted = 0;
  for (;;) {
    const rows = await db
      .delete(analyticsEvents)
      .where(
        sql`${analyticsEvents.id} in (select id from ${analyticsEvents} where ${analyticsEvents.createdAt} < ${cutoff} limit 5000)`,
      )
      .returning({ id: analyticsEvents.id });
    deleted += rows.length;
    if (rows.length < 5000) break;
  }
  await db
    .delete(settings)
    .where(and(eq(settings.key, SALT_KEY), sql`${settings.value}->>'day' <> ${utcDay(now)}`));
  return deleted;
}

/** The first moment of the range: midnight UTC, (days − 1) days before today. */
export function rangeStart(range: AnalyticsRange, now = new Date()): Date {
  const days = RANGE_DAYS[range];
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
}

export async function summary(
  ctx: AppContext,
  range: AnalyticsRange,
  now = new Date(),
): Promise<z.output<typeof analyticsSummary>> {
  const db = ctx.db;
  const from = rangeStart(range, now);
  const e = analyticsEvents;
  // PostgreSQL keeps microseconds, a Date milliseconds: an event stored in the same millisecond as
  // `now` is later than `now` truncated, so the bound is the next millisecond.
  const inRange = and(gte(e.createdAt, from), lt(e.createdAt, new Date(now.getTime() + 1)));
  const named = (name: string) => and(eq(e.name, name), inRange);
  const data = (key: string) => sql<string | null>`${e.data}->>${key}`;
  const day = sql<string>`to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const n = sql<number>`count(*)::int`;
  const visitors = sql<number>`count(distinct ${e.visitorId})::int`;
  const ownOrigin = new URL(ctx.config.publicUrl).origin;

  const [totals, byName, perDay, pages, products, searches, downloads, referrers] = await Promise.all([
    db
      .select({ events: count(), visitors: countDistinct(e.visitorId) })
      .from(e)
      .where(inRange),
    db.select({ name: e.name, n }).from(e).where(inRange).groupBy(e.name),
    db.select({ date: day, views: n, visitors }).from(e).where(named('page_view')).groupBy(day),
    db
      .select({ path: sql<string>`coalesce(${e.path}, '/')`, views: n, visitors })
      .from(e)
      .where(named('page_view'))
      .groupBy(sql`1`)
      .orderBy(desc(n), sql`1`)
      .limit(TOP),
    db
      .select({
        itemId: sql<string>`coalesce(${data('itemId')}, ${data('itemName')})`,
        itemName: sql<string | null>`max(${data('itemName')})`,
        views: n,
      })
      .from(e)
      .where(and(named('view_item'), sql`coalesce(${data('itemId')}, ${data('itemName')}) is not null`))
      .groupBy(sql`1`)
      .orderBy(desc(n), sql`1`)
      .limit(TOP),
    db
      .select({
        term: sql<string>`lower(trim(${data('searchTerm')}))`,
        searches: n,
        averageResults: sql<
          number | null
        >`round(avg(case when jsonb_typeof(${e.data}->'resultsTotal') = 'number' then (${data('resultsTotal')})::numeric end), 1)::float8`,
      })
      .from(e)
      .where(and(named('search'), sql`coalesce(trim(${data('searchTerm')}), '') <> ''`))
      .groupBy(sql`1`)
      .orderBy(desc(n), sql`1`)
      .limit(TOP),
    db
      .select({
        documentId: sql<string>`coalesce(${data('documentId')}, ${data('documentTitle')})`,
        documentTitle: sql<string | null>`max(${data('documentTitle')})`,
        downloads: n,
      })
      .from(e)
      .where(
        and(
          named('file_download'),
          sql`coalesce(${data('documentId')}, ${data('documentTitle')}) is not null`,
        ),
      )
      .groupBy(sql`1`)
      .orderBy(desc(n), sql`1`)
      .limit(TOP),
    db
      .select({ source: sql<string>`coalesce(${e.referrer}, 'Direct')`, views: n })
      .from(e)
      .where(and(named('page_view'), sql`${e.referrer} is distinct from ${ownOrigin}`))
      .groupBy(sql`1`)
      .orderBy(desc(n), sql`1`)
      .limit(TOP),
  ]);
  const [[contacts], [distributorClicks], zeroResults] = await Promise.all([
    db
      .select({ n })
      .from(e)
      .where(and(named('form_submit'), sql`${data('formType')} = 'contact'`)),
    db
      .select({ n })
      .from(e)
      .where(
        and(
          named('distributor_inquiry'),
          sql`not (${data('inquiryType')} is not distinct from 'distributor' and ${data('distributorName')} is null and ${data('itemId')} is null)`,
        ),
      ),
    db
      .select({ term: sql<string>`lower(trim(${data('searchTerm')}))`, searches: n })
      .from(e)
      .where(
        and(
          named('search'),
          sql`coalesce(trim(${data('searchTerm')}), '') <> ''`,
          sql`jsonb_typeof(${e.data}->'resultsTotal') = 'number' and (${data('resultsTotal')})::numeric = 0`,
        ),
      )
      .groupBy(sql`1`)
      .orderBy(desc(n), sql`1`)
      .limit(TOP),
  ]);

  const countOf = (name: string) => byName.find((r) => r.name === name)?.n ?? 0;
  const uniqueVisitors = totals[0]?.visitors ?? 0;
  const contactSubmissions = contacts?.n ?? 0;
  const distributorInquiries = distributorClicks?.n ?? 0;
  const days = RANGE_DAYS[range];
  const perDayMap = new Map(perDay.map((r) => [r.date, r]));
  const viewsPerDay = Array.from({ length: days }, (_, i) => {
    const date = utcDay(new Date(from.getTime() + i * 86_400_000));
    const row = perDayMap.get(date);
    return { date, views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
  });

  return {
    range,
    from,
    to: now,
    totalEvents: totals[0]?.events ?? 0,
    pageViews: countOf('page_view'),
    uniqueVisitors,
    catalogViews: countOf('view_catalog'),
    viewsPerDay,
    topPages: pages,
    topProducts: products,
    searches: countOf('search'),
    topSearches: searches.map((s) => ({
      ...s,
      averageResults: s.averageResults === null ? null : Number(s.averageResults),
    })),
    topZeroResultSearches: zeroResults,
    downloads: countOf('file_download'),
    topDownloads: downloads,
    contactSubmissions,
    distributorInquiries,
    conversions: contactSubmissions + distributorInquiries,
    conversionRate: uniqueVisitors > 0 ? contactSubmissions / uniqueVisitors : 0,
    referrers,
  };
}
