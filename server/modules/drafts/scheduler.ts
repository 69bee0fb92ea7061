// Scheduled publishing (#19): a recurring job (server/jobs/housekeeping.ts, every 30 s) applies every
// schedule whose time has come. Publishing applies the record's draft, if it has one, and makes it
// public (product active, page published); unpublishing makes it inactive (product) or a draft (page).
// Each is a revision by source "scheduler"; the caller bumps the answer cache when anything changed,
// and the sitemap (built from the published records) follows.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pages, publishSchedules } from '../../db/schema';
import { type PageRow, updatePage } from '../pages/service';
import { updateProduct } from '../products/service';
import { withRevisions } from '../revisions/entities';
import { pageWrite } from '../revisions/plans';
import { type RevisionActor, revisionHooks } from '../revisions/record';
import { publishPageDraft } from './pages';
import { publishProductDraft } from './products';
import { dueSchedules } from './store';

export const SCHEDULER_ACTOR: RevisionActor = {
  userId: null,
  userLabel: 'Scheduler',
  source: 'scheduler',
  note: null,
};

export interface SchedulerRun {
  published: number;
  unpublished: number;
  failed: number;
}

async function unpublish(ctx: AppContext, type: 'product' | 'page', id: number, actor: RevisionActor) {
  if (type === 'product') {
    await updateProduct(ctx, id, { status: 'inactive' }, revisionHooks([id], actor));
    return;
  }
  const [page] = (await ctx.db.select().from(pages).where(eq(pages.id, id))) as PageRow[];
  if (!page) return;
  const { id: _id, createdAt: _c, updatedAt: _u, ...values } = page;
  await withRevisions(ctx, actor, pageWrite(id, values.slug), (scoped) =>
    updatePage(scoped, id, { ...values, status: 'draft' }),
  );
}

/** Applies what is due at `now` (the job passes its clock; tests a controlled one). */
export async function applyDueSchedules(ctx: AppContext, now: Date): Promise<SchedulerRun> {
  const run: SchedulerRun = { published: 0, unpublished: 0, failed: 0 };
  for (const row of await dueSchedules(ctx.db, now)) {
    const type = row.productId !== null ? 'product' : 'page';
    const id = (row.productId ?? row.pageId)!;
    const publishDue = !!row.publishAt && row.publishAt <= now;
    const unpublishDue = !!row.unpublishAt && row.unpublishAt <= now;
    let error: string | null = null;
    try {
      if (publishDue) {
        const actor = { ...SCHEDULER_ACTOR, note: { scheduledFor: row.publishAt!.toISOString() } };
        if (type === 'product')
          await publishProductDraft(ctx, id, actor, { extra: { status: 'active' }, requireDraft: false });
        else await publishPageDraft(ctx, id, actor, { status: 'published', requireDraft: false });
        run.published++;
      }
      if (unpublishDue) {
        await unpublish(ctx, type, id, {
          ...SCHEDULER_ACTOR,
          note: { scheduledFor: row.unpublishAt!.toISOString() },
        });
        run.unpublished++;
      }
    } catch (err) {
      // Not tried again every half minute: the time is cleared and the reason kept for the editor.
      error = `The scheduled ${publishDue ? 'publishing' : 'unpublishing'} failed: ${(err as Error).message}`;
      run.failed++;
      ctx.log.warn({ err: { message: (err as Error).message }, type, id }, 'scheduled publishing failed');
    }
    const publishAt = publishDue ? null : row.publishAt;
    const unpublishAt = unpublishDue || error ? null : row.unpublishAt;
    if (!publishAt && !unpublishAt && !error)
      await ctx.db.delete(publishSchedules).where(eq(publishSchedules.id, row.id));
    else
      await ctx.db
        .update(publishSchedules)
        .set({ publishAt, unpublishAt, error, updatedAt: new Date() })
        .where(eq(publishSchedules.id, row.id));
  }
  return run;
}
