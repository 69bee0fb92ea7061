// Fixed-window counters in the database, shared by every app process. Keys are built by the caller
// from normalised values (lower-cased e-mail, the socket address or a trusted proxy's), never from
// the request path, so path case, trailing slashes or a forged X-Forwarded-For do not reset them.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './errors';

export interface RateRule {
  limit: number;
  windowMs: number;
}

/** Counts one hit and returns the count in the current window. */
export async function hit(
  db: DbOrTx,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetInMs: number }> {
  const windowSeconds = windowMs / 1000;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const row = rows[0]!;
  return { count: row.count, resetInMs: Math.max(0, row.windowStart.getTime() + windowMs - Date.now()) };
}

/** Gives one counted attempt back (a success that should not count as a failure). */
export async function refund(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function clear(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export function limitError(what: string, resetInMs: number) {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  return tooManyRequests(
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    resetInMs / 1000,
  );
}

/**
 * Counts one attempt and decides in the same statement (INSERT … ON CONFLICT … DO UPDATE … RETURNING):
 * under any number of parallel requests at most `rule.limit` get past it per window. Call it BEFORE
 * the expensive or secret check (password, code), never after; give successes back with refund/clear.
 */
export async function enforce(db: DbOrTx, key: string, rule: RateRule, what: string): Promise<void> {
  const { count, resetInMs } = await hit(db, key, rule.windowMs);
  if (count > rule.limit) throw limitError(what, resetInMs);
}

export async function purgeExpiredRateLimits(db: DbOrTx, olderThanMs = 86_400_000): Promise<void> {
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${olderThanMs / 1000})`);
}
