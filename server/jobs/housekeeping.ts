// The server's recurring housekeeping as jobs of the queue (#18, #19): expired sessions and rate-limit
// windows every hour, analytics events past their retention daily, audit entries past
// AUDIT_RETENTION_DAYS every 6 hours, the planner's statistics on the embedded database (which has no
// autovacuum) every 6 hours, the facet index's change log (#21) past its day hourly, and
// scheduled publishing (#19) every 30 seconds (so a scheduled time is applied within a minute). Each is one row of the jobs table that any server may run when
// due (at start-up, then after each interval), so several servers no longer each prune on their own.
import { purgeExpiredSessions } from '../auth/sessions';
import type { AppContext } from '../context';
import { refreshAllStatistics } from '../db/statistics';
import { pruneCacheInvalidations } from '../http/answer-cache';
import { purgeExpiredRateLimits } from '../http/rate-limit';
import { purgeExpiredEvents } from '../modules/analytics/service';
import { pruneAudit } from '../modules/audit/service';
import { pruneFacetChanges } from '../modules/catalogue/facet-engine/engine';
import { pruneReferenceChanges } from '../modules/catalogue/reference-data';
import { applyDueSchedules } from '../modules/drafts/scheduler';
import type { JobHandler, JobKindOptions } from './queue';

const HOUR = 60 * 60_000;

export const SCHEDULER_EVERY_MS = 30_000;

export interface HousekeepingOptions {
  /** The time scheduled publishing compares with (tests pass a controlled clock). */
  clock?: () => Date;
  /** Content changed outside a request (scheduled publishing): the answer cache is dropped everywhere. */
  contentChanged?: () => Promise<void>;
}

export function housekeepingJobs(
  ctx: AppContext,
  hooks: HousekeepingOptions = {},
): {
  handlers: Record<string, JobHandler>;
  options: Record<string, JobKindOptions>;
} {
  return {
    handlers: {
      'sessions-cleanup': async () => {
        const timeouts = { idleMs: ctx.config.sessionIdleMs, maxMs: ctx.config.sessionMaxMs };
        await Promise.all([purgeExpiredSessions(ctx.db, timeouts), purgeExpiredRateLimits(ctx.db)]);
        return {};
      },
      'analytics-retention': async () => ({ deleted: await purgeExpiredEvents(ctx.db) }),
      'audit-retention': async () => ({ deleted: await pruneAudit(ctx.db, ctx.config.auditRetentionDays) }),
      'facet-changes-retention': async () => ({
        deleted:
          (await pruneFacetChanges(ctx.db)) +
          (await pruneReferenceChanges(ctx.db)) +
          (await pruneCacheInvalidations(ctx.db)),
      }),
      // PostgreSQL's autovacuum keeps the planner's statistics; the embedded database has none.
      'database-statistics': async () => {
        if (ctx.database.kind === 'pglite') await refreshAllStatistics(ctx.db);
        return {};
      },
      'scheduled-publishing': async () => {
        const run = await applyDueSchedules(ctx, hooks.clock?.() ?? new Date());
        if (run.published || run.unpublished) await hooks.contentChanged?.();
        return { ...run };
      },
    },
    options: {
      'sessions-cleanup': { everyMs: HOUR },
      'analytics-retention': { everyMs: 24 * HOUR },
      'audit-retention': { everyMs: 6 * HOUR },
      'facet-changes-retention': { everyMs: HOUR },
      'database-statistics': { everyMs: 6 * HOUR },
      'scheduled-publishing': { everyMs: SCHEDULER_EVERY_MS },
    },
  };
}
