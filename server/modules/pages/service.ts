// CMS pages (document 001 §2.11, §3–§7). A published page is public at /{slug}; a slug change of a
// published page leaves a 301 from the old address (recordSlugChange) and galleries naming the page
// follow it. Content is Markdown, rendered for the public site by core/rules/markdown (no raw HTML).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { renderMarkdown } from '../../../core/rules/markdown';
import {
  type PageStatus,
  type PageValues,
  type pageListQuery,
  RESERVED_PAGE_SLUGS,
} from '../../../core/schemas/pages';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { countWhere, pageAnswer, pageWindowOf, searchAny } from '../../db/paging';
import { galleries, pages } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { publicGalleriesForPage } from '../galleries/service';
import { recordSlugChange } from '../redirects/service';

const SLUG_TAKEN = 'A page with this slug already exists';
const RESERVED = 'This address is used by another part of the site; choose another slug';

export type PageRow = Omit<typeof pages.$inferSelect, 'status'> & { status: PageStatus };

/**
 * GET /api/pages (#21): one page of the pages, drafts included, in title order (then id: pages_title_id_idx),
 * searched by title and slug, with the total under the search.
 */
export async function listPagesPage(db: DbOrTx, query: z.output<typeof pageListQuery>) {
  const where = searchAny(query.search, pages.title, pages.slug);
  const { limit, offset } = pageWindowOf(query);
  return pageAnswer(
    'pages',
    query,
    async () =>
      (await db
        .select()
        .from(pages)
        .where(where)
        .orderBy(asc(pages.title), asc(pages.id))
        .limit(limit)
        .offset(offset)) as PageRow[],
    () => countWhere(db, pages, where),
  );
}

/** GET /api/pages/options: every page as id, title, slug and status (the gallery dialog's page select). */
export async function pageOptions(db: DbOrTx) {
  return (await db
    .select({ id: pages.id, title: pages.title, slug: pages.slug, status: pages.status })
    .from(pages)
    .orderBy(asc(pages.title), asc(pages.id))) as Array<Pick<PageRow, 'id' | 'title' | 'slug' | 'status'>>;
}

async function checkSlug(db: DbOrTx, slug: string, exceptId: number | null) {
  if ((RESERVED_PAGE_SLUGS as readonly string[]).includes(slug))
    // The address is taken by a part of the site: a conflict like a taken slug (#16), under the field.
    throw conflict(RESERVED, { slug: [RESERVED] });
  const [taken] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.slug, slug), exceptId === null ? undefined : ne(pages.id, exceptId)));
  if (taken) throw conflict(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
}

export async function createPage(ctx: AppContext, values: PageValues): Promise<PageRow> {
  await checkSlug(ctx.db, values.slug, null);
  const [row] = await ctx.db.insert(pages).values(values).returning();
  return row as PageRow;
}

/** Work done inside an update's transaction after it (a draft's removal and revision, #19). */
export interface PageWriteHooks {
  after?: (tx: DbOrTx, row: PageRow) => Promise<unknown>;
}

export async function updatePage(
  ctx: AppContext,
  id: number,
  values: PageValues,
  hooks: PageWriteHooks = {},
): Promise<PageRow> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
    if (!current) throw notFound('Page not found');
    await checkSlug(tx, values.slug, id);
    const [row] = await tx
      .update(pages)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(pages.id, id))
      .returning();
    if (current.slug !== values.slug) {
      await tx.update(galleries).set({ pageSlug: values.slug }).where(eq(galleries.pageSlug, current.slug));
      if (current.status === 'published') await recordSlugChange(tx, `/${current.slug}`, `/${values.slug}`);
    }
    await hooks.after?.(tx, row as PageRow);
    return row as PageRow;
  });
}

/** GET /api/pages/{id}: one page as the editor shows it (drafts included). */
export async function getPage(db: DbOrTx, id: number): Promise<PageRow> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) throw notFound('Page not found');
  return row as PageRow;
}

/** Galleries that named the page keep existing without a page. */
export async function deletePage(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(pages).where(eq(pages.id, id)).returning({ slug: pages.slug });
    if (!deleted) throw notFound('Page not found');
    await tx.update(galleries).set({ pageSlug: null }).where(eq(galleries.pageSlug, deleted.slug));
  });
}

/** A published page for the public site: rendered content and the active galleries naming it. */
export async function publicPage(db: DbOrTx, slug: string) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.status, 'published')));
  if (!row) throw notFound('Page not found');
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    html: renderMarkdown(row.content),
    updatedAt: row.updatedAt,
    galleries: await publicGalleriesForPage(db, row.slug),
  };
}
