// The schedules of products and pages (#19): one row per record in publish_schedules, read by the
// editor and the lists, written by the schedule calls, emptied by the scheduler job as it applies them.
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { drafts, publishSchedules } from '../../db/schema';
import type { RevisionActor } from '../revisions/record';

export type EntityType = 'product' | 'page';

/** One changed field, in words. */
export interface ChangeRow {
  field: string;
  label: string;
  published: string | null;
  draft: string | null;
}

const column = (type: EntityType) =>
  type === 'product' ? publishSchedules.productId : publishSchedules.pageId;

export async function scheduleOf(db: DbOrTx, type: EntityType, id: number) {
  const [row] = await db
    .select()
    .from(publishSchedules)
    .where(eq(column(type), id));
  if (!row || (!row.publishAt && !row.unpublishAt && !row.error)) return null;
  return {
    publishAt: row.publishAt,
    unpublishAt: row.unpublishAt,
    error: row.error,
    userLabel: row.userLabel,
  };
}

export async function storeSchedule(
  db: DbOrTx,
  type: EntityType,
  id: number,
  times: { publishAt: Date | null; unpublishAt: Date | null },
  actor: RevisionActor,
) {
  const values = {
    ...times,
    error: null,
    userId: actor.userId,
    userLabel: actor.userLabel,
    updatedAt: new Date(),
  };
  await db
    .insert(publishSchedules)
    .values({ ...(type === 'product' ? { productId: id } : { pageId: id }), ...values })
    .onConflictDoUpdate({ target: column(type), set: values });
}

export async function clearSchedule(db: DbOrTx, type: EntityType, id: number) {
  await db.delete(publishSchedules).where(eq(column(type), id));
}

/** Every pending draft and schedule (the lists' badges). */
export async function publishingOverview(db: DbOrTx) {
  const [draftRows, scheduleRows] = await Promise.all([
    db
      .select({ productId: drafts.productId, pageId: drafts.pageId, updatedAt: drafts.updatedAt })
      .from(drafts),
    db
      .select()
      .from(publishSchedules)
      .where(
        or(
          isNotNull(publishSchedules.publishAt),
          isNotNull(publishSchedules.unpublishAt),
          isNotNull(publishSchedules.error),
        ),
      ),
  ]);
  const target = (r: { productId: number | null; pageId: number | null }) =>
    r.productId !== null
      ? { entityType: 'product' as const, entityId: r.productId }
      : { entityType: 'page' as const, entityId: r.pageId! };
  return {
    drafts: draftRows.map((r) => ({ ...target(r), updatedAt: r.updatedAt })),
    schedules: scheduleRows.map((r) => ({
      ...target(r),
      publishAt: r.publishAt,
      unpublishAt: r.unpublishAt,
      error: r.error,
    })),
  };
}

/** Schedules with a time at or before `now`, oldest first. */
export async function dueSchedules(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(publishSchedules)
    .where(
      or(
        and(isNotNull(publishSchedules.publishAt), lte(publishSchedules.publishAt, now)),
        and(isNotNull(publishSchedules.unpublishAt), lte(publishSchedules.unpublishAt, now)),
      ),
    )
    .orderBy(sql`least(${publishSchedules.publishAt}, ${publishSchedules.unpublishAt})`, publishSchedules.id);
}
