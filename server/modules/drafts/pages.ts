// Page drafts (#19): unpublished changes of a page's title, slug, content and meta texts in
// `drafts.data.fields`, published through the pages service's update (same checks: reserved and taken
// slugs, the 301 of a moved published page) with the draft removed in the same transaction.
import { and, desc, eq } from 'drizzle-orm';
import { renderMarkdown } from '../../../core/rules/markdown';
import { type PageDraftFields, pageDraftFields } from '../../../core/schemas/drafts';
import type { PageStatus } from '../../../core/schemas/pages';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { drafts, pages, revisions } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { publicGalleriesForPage } from '../galleries/service';
import { type PageRow, updatePage } from '../pages/service';
import { withRevisions } from '../revisions/entities';
import { pageWrite } from '../revisions/plans';
import type { RevisionActor } from '../revisions/record';
import { type ChangeRow, scheduleOf } from './store';

export interface PageDraftData {
  fields: Partial<PageDraftFields>;
}

const LABELS: Record<keyof PageDraftFields, string> = {
  title: 'Title',
  slug: 'Slug',
  content: 'Content',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
};

async function pageRow(db: DbOrTx, id: number): Promise<PageRow> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) throw notFound('Page not found');
  return row as PageRow;
}

export async function pageDraftRow(db: DbOrTx, pageId: number) {
  const [row] = await db.select().from(drafts).where(eq(drafts.pageId, pageId));
  return row ? { ...row, data: row.data as unknown as PageDraftData } : null;
}

const norm = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

function changedOnly(page: PageRow, fields: Partial<PageDraftFields>) {
  const out: Partial<PageDraftFields> = {};
  for (const [key, value] of Object.entries(fields) as [keyof PageDraftFields, string | null][]) {
    if (value === undefined) continue;
    if (norm(page[key]) !== norm(value)) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

export async function pageDraftState(db: DbOrTx, pageId: number) {
  const page = await pageRow(db, pageId);
  const [row, schedule] = await Promise.all([pageDraftRow(db, pageId), scheduleOf(db, 'page', pageId)]);
  const fields = row?.data.fields ?? {};
  const changes: ChangeRow[] = (Object.entries(fields) as [keyof PageDraftFields, unknown][]).map(
    ([key, value]) => ({
      field: key,
      label: LABELS[key] ?? key,
      published: norm(page[key]),
      draft: norm(value),
    }),
  );
  return {
    exists: !!row,
    fields: fields as Record<string, unknown>,
    specsChanged: false,
    changes,
    updatedAt: row?.updatedAt ?? null,
    userLabel: row?.userLabel ?? null,
    publishedChangedSince: !!row?.baseUpdatedAt && page.updatedAt.getTime() > row.baseUpdatedAt.getTime() + 1,
    schedule,
  };
}

/** The page as published with the draft's fields over it (for publishing and the preview). */
function merged(page: PageRow, fields: Partial<PageDraftFields>) {
  const out = { ...page };
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  return out;
}

export async function savePageDraft(
  ctx: AppContext,
  pageId: number,
  fields: Partial<PageDraftFields>,
  actor: RevisionActor,
) {
  const page = await pageRow(ctx.db, pageId);
  const existing = await pageDraftRow(ctx.db, pageId);
  const changed = changedOnly(page, { ...(existing?.data.fields ?? {}), ...fields });
  if (changed.slug) {
    const [taken] = await ctx.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, changed.slug));
    if (taken && taken.id !== pageId)
      throw conflict('A page with this slug already exists', {
        slug: ['A page with this slug already exists'],
      });
  }
  const data = { fields: changed } as never;
  await ctx.db
    .insert(drafts)
    .values({ pageId, data, userId: actor.userId, userLabel: actor.userLabel, baseUpdatedAt: page.updatedAt })
    .onConflictDoUpdate({
      target: drafts.pageId,
      set: { data, userId: actor.userId, userLabel: actor.userLabel, updatedAt: new Date() },
    });
  return pageDraftState(ctx.db, pageId);
}

export async function discardPageDraft(db: DbOrTx, pageId: number) {
  await pageRow(db, pageId);
  await db.delete(drafts).where(eq(drafts.pageId, pageId));
}

/**
 * Applies the draft through the pages service's update (its checks, its redirect), removing the draft
 * in the same transaction; `status` sets the page's status with it (the scheduler).
 */
export async function publishPageDraft(
  ctx: AppContext,
  pageId: number,
  actor: RevisionActor,
  options: { status?: PageStatus; requireDraft?: boolean } = {},
): Promise<{ revisionId: number | null }> {
  const page = await pageRow(ctx.db, pageId);
  const row = await pageDraftRow(ctx.db, pageId);
  if (!row && options.requireDraft !== false) throw notFound('This page has no draft');
  const next = merged(page, row?.data.fields ?? {});
  const values = pageDraftFields.parse({
    title: next.title,
    slug: next.slug,
    content: next.content,
    metaTitle: next.metaTitle,
    metaDescription: next.metaDescription,
  });
  // One revision of the page (and of what its slug change touches), by the publisher or the scheduler.
  await withRevisions(ctx, actor, pageWrite(pageId, values.slug!), (scoped) =>
    updatePage(
      scoped,
      pageId,
      {
        title: values.title!,
        slug: values.slug!,
        content: values.content ?? '',
        metaTitle: values.metaTitle ?? null,
        metaDescription: values.metaDescription ?? null,
        status: options.status ?? page.status,
      },
      { after: (tx) => tx.delete(drafts).where(eq(drafts.pageId, pageId)) },
    ),
  );
  const [latest] = await ctx.db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.entityType, 'page'), eq(revisions.entityId, pageId)))
    .orderBy(desc(revisions.id))
    .limit(1);
  return { revisionId: latest?.id ?? null };
}

/** The public page's answer (publicPageResponse) with the draft applied, whatever its status. */
export async function previewPage(db: DbOrTx, pageId: number) {
  const page = await pageRow(db, pageId);
  const row = await pageDraftRow(db, pageId);
  const next = merged(page, row?.data.fields ?? {});
  return {
    page,
    body: {
      id: next.id,
      title: next.title,
      slug: next.slug,
      metaTitle: next.metaTitle,
      metaDescription: next.metaDescription,
      html: renderMarkdown(next.content),
      updatedAt: row?.updatedAt ?? next.updatedAt,
      galleries: await publicGalleriesForPage(db, page.slug),
    },
  };
}
