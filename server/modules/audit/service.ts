// Reading the audit log (#19): filtered, paged newest first (count separately, as design.md measured),
// exported as CSV in keyset pages, and pruned after the retention period.
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditFilters } from '../../../core/schemas/audit';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditFilters = z.output<typeof auditFilters>;

const DAY_MS = 86_400_000;

function where(filters: AuditFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filters.userId ? eq(auditLog.userId, filters.userId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.targetType ? eq(auditLog.targetType, filters.targetType) : undefined,
    // Whole UTC days; "to" includes its day.
    filters.from ? gte(auditLog.at, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(auditLog.at, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)) : undefined,
  ];
  return and(...parts.filter(Boolean));
}

export async function listAudit(db: DbOrTx, filters: AuditFilters & { page: number; limit: number }) {
  const condition = where(filters);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(condition),
  ]);
  const total = count?.total ?? 0;
  return {
    entries: rows,
    total,
    totalPages: Math.max(1, Math.ceil(total / filters.limit)),
    page: filters.page,
    limit: filters.limit,
  };
}

/** Keyset pages (newest first) of the filtered log, for the CSV export. */
export async function* auditPages(db: DbOrTx, filters: AuditFilters, pageSize = 1000) {
  let before: number | null = null;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(where(filters), before !== null ? lt(auditLog.id, before) : undefined))
      .orderBy(desc(auditLog.id))
      .limit(pageSize);
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
    before = rows[rows.length - 1]!.id;
  }
}

/** Deletes entries older than the retention period in chunks of 5,000; answers how many went. */
export async function pruneAudit(db: DbOrTx, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const rows = await db
      .delete(auditLog)
      .where(sql`${auditLog.id} in (select id from ${auditLog} where ${auditLog.at} < ${cutoff} limit 5000)`)
      .returning({ id: auditLog.id });
    deleted += rows.length;
    if (rows.length < 5000) return deleted;
  }
}
