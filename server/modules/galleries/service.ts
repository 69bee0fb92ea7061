// Galleries and gallery items (document 001 §2.11, §2.13, §4, §5, §7). Items sort featured first, then
// by sortOrder (then id); a new item's sortOrder is the gallery's current item count; a reorder writes
// every item's new sortOrder in one transaction or nothing.
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { GalleryValues, galleryListQuery, PublicGallery } from '../../../core/schemas/galleries';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { countWhere, type PageRequest, pageAnswer, pageWindowOf, searchAny } from '../../db/paging';
import { galleries, galleryItems, mediaFiles } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';

const SLUG_TAKEN = 'A gallery with this slug already exists';
export const GALLERY_NAME_TAKEN = 'A gallery with this name already exists';
const ITEM_ORDER = [desc(galleryItems.isFeatured), asc(galleryItems.sortOrder), asc(galleryItems.id)];

/** The galleries under `where` with their item counts, in their sort order (galleries_order_idx). */
async function selectGalleries(db: DbOrTx, where: SQL | undefined, page?: PageRequest) {
  const query = db
    .select({
      id: galleries.id,
      name: galleries.name,
      slug: galleries.slug,
      title: galleries.title,
      description: galleries.description,
      pageSlug: galleries.pageSlug,
      isActive: galleries.isActive,
      sortOrder: galleries.sortOrder,
      createdAt: galleries.createdAt,
      updatedAt: galleries.updatedAt,
      // Counted for the rows of the page only (gallery_items_gallery_idx), not grouped over every item.
      itemCount: sql<number>`(select count(*) from "gallery_items" where "gallery_items"."gallery_id" = "galleries"."id")::int`,
    })
    .from(galleries)
    .where(where)
    .orderBy(asc(galleries.sortOrder), asc(galleries.name), asc(galleries.id))
    .$dynamic();
  const rows = page ? await query.limit(page.limit).offset(pageWindowOf(page).offset) : await query;
  return rows.map((r) => ({ ...r, itemCount: Number(r.itemCount) }));
}

/**
 * GET /api/galleries (#21): one page of the galleries in their sort order (then name, id), searched by name
 * and slug, each with its item count, and the total under the search.
 */
export async function listGalleriesPage(db: DbOrTx, query: z.output<typeof galleryListQuery>) {
  const where = searchAny(query.search, galleries.name, galleries.slug);
  return pageAnswer(
    'galleries',
    query,
    () => selectGalleries(db, where, query),
    () => countWhere(db, galleries, where),
  );
}

async function getGallery(db: DbOrTx, id: number) {
  const [row] = await selectGalleries(db, eq(galleries.id, id));
  if (!row) throw notFound('Gallery not found');
  return row;
}

async function checkSlugFree(db: DbOrTx, slug: string, exceptId: number | null) {
  const [taken] = await db.select({ id: galleries.id }).from(galleries).where(eq(galleries.slug, slug));
  if (taken && taken.id !== exceptId) throw conflict(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
}

/** Gallery names are unique (case-insensitive): the page and item dialogs list galleries by name. */
async function checkNameFree(db: DbOrTx, name: string, exceptId: number | null) {
  const [taken] = await db
    .select({ id: galleries.id })
    .from(galleries)
    .where(sql`lower(btrim(${galleries.name})) = lower(btrim(${name}))`);
  if (taken && taken.id !== exceptId) throw conflict(GALLERY_NAME_TAKEN, { name: [GALLERY_NAME_TAKEN] });
}

export async function createGallery(ctx: AppContext, values: GalleryValues) {
  await checkSlugFree(ctx.db, values.slug, null);
  await checkNameFree(ctx.db, values.name, null);
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(galleries);
  const [row] = await ctx.db
    .insert(galleries)
    .values({ ...values, sortOrder: Number(n) })
    .returning({ id: galleries.id });
  return getGallery(ctx.db, row!.id);
}

export async function updateGallery(ctx: AppContext, id: number, values: GalleryValues) {
  await getGallery(ctx.db, id);
  await checkSlugFree(ctx.db, values.slug, id);
  await checkNameFree(ctx.db, values.name, id);
  await ctx.db
    .update(galleries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(galleries.id, id));
  return getGallery(ctx.db, id);
}

/** Its items go with it; the media files stay in the library. */
export async function deleteGallery(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db.delete(galleries).where(eq(galleries.id, id)).returning({ id: galleries.id });
  if (deleted.length === 0) throw notFound('Gallery not found');
}

// ---------------------------------------------------------------- items

async function itemsWithMedia(db: DbOrTx, where: ReturnType<typeof eq>) {
  const rows = await db
    .select({ item: galleryItems, mediaFile: mediaFiles })
    .from(galleryItems)
    .innerJoin(mediaFiles, eq(mediaFiles.id, galleryItems.mediaFileId))
    .where(where)
    .orderBy(...ITEM_ORDER);
  return rows.map((r) => ({ ...r.item, mediaFile: r.mediaFile }));
}

export async function listItems(db: DbOrTx, galleryId: number) {
  await getGallery(db, galleryId);
  return itemsWithMedia(db, eq(galleryItems.galleryId, galleryId));
}

async function getItem(db: DbOrTx, id: number) {
  const [row] = await itemsWithMedia(db, eq(galleryItems.id, id));
  if (!row) throw notFound('Gallery item not found');
  return row;
}

export interface ItemValues {
  title?: string | null;
  caption?: string | null;
  description?: string | null;
  altText?: string | null;
  tags?: string[];
  isVisible?: boolean;
  isFeatured?: boolean;
  sortOrder?: number;
}

export async function addItem(
  ctx: AppContext,
  input: ItemValues & { galleryId: number; mediaFileId: number },
) {
  const id = await ctx.db.transaction(async (tx) => {
    const [gallery] = await tx
      .select({ id: galleries.id })
      .from(galleries)
      .where(eq(galleries.id, input.galleryId))
      .for('update');
    if (!gallery) throw badRequest('Gallery not found', { galleryId: ['Gallery not found'] });
    const [media] = await tx
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, input.mediaFileId));
    if (!media) throw badRequest('Media file not found', { mediaFileId: ['Media file not found'] });
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(galleryItems)
      .where(eq(galleryItems.galleryId, input.galleryId));
    const [row] = await tx
      .insert(galleryItems)
      .values({ ...input, sortOrder: input.sortOrder ?? Number(n) })
      .returning({ id: galleryItems.id });
    return row!.id;
  });
  return getItem(ctx.db, id);
}

export async function updateItem(ctx: AppContext, id: number, values: ItemValues) {
  await getItem(ctx.db, id);
  if (Object.keys(values).length > 0)
    await ctx.db
      .update(galleryItems)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(galleryItems.id, id));
  return getItem(ctx.db, id);
}

export async function deleteItem(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(galleryItems)
    .where(eq(galleryItems.id, id))
    .returning({ id: galleryItems.id });
  if (deleted.length === 0) throw notFound('Gallery item not found');
}

/**
 * Sets every item's sortOrder from the list, in one transaction. The list must name each item of
 * the gallery exactly once; otherwise nothing is written (400 for a malformed list, 409 when the
 * gallery's items changed since the editor loaded them).
 */
export async function reorderItems(
  ctx: AppContext,
  galleryId: number,
  items: Array<{ id: number; sortOrder: number }>,
) {
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw badRequest('Each gallery item may appear only once');
  await ctx.db.transaction(async (tx) => {
    const [gallery] = await tx
      .select({ id: galleries.id })
      .from(galleries)
      .where(eq(galleries.id, galleryId))
      .for('update');
    if (!gallery) throw notFound('Gallery not found');
    const current = await tx
      .select({ id: galleryItems.id })
      .from(galleryItems)
      .where(eq(galleryItems.galleryId, galleryId));
    const known = new Set(current.map((r) => r.id));
    if (current.length !== ids.length || ids.some((id) => !known.has(id)))
      throw conflict('The gallery has changed since it was loaded; reload it and try again');
    const cases = sql.join(
      items.map((i) => sql`when ${i.id}::int then ${i.sortOrder}::int`),
      sql` `,
    );
    await tx
      .update(galleryItems)
      .set({ sortOrder: sql`case ${galleryItems.id} ${cases} end`, updatedAt: sql`now()` })
      .where(and(eq(galleryItems.galleryId, galleryId), inArray(galleryItems.id, ids)));
  });
  return itemsWithMedia(ctx.db, eq(galleryItems.galleryId, galleryId));
}

// ---------------------------------------------------------------- public

type GalleryRow = typeof galleries.$inferSelect;

/** Active galleries with their visible items in order: one query for the galleries, one for all items. */
async function publicGalleries(db: DbOrTx, rows: GalleryRow[]): Promise<PublicGallery[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({ item: galleryItems, media: mediaFiles })
    .from(galleryItems)
    .innerJoin(mediaFiles, eq(mediaFiles.id, galleryItems.mediaFileId))
    .where(
      and(
        inArray(
          galleryItems.galleryId,
          rows.map((r) => r.id),
        ),
        eq(galleryItems.isVisible, true),
      ),
    )
    .orderBy(...ITEM_ORDER);
  return rows.map((g) => ({
    id: g.id,
    name: g.name,
    slug: g.slug,
    title: g.title,
    description: g.description,
    pageSlug: g.pageSlug,
    items: items
      .filter((r) => r.item.galleryId === g.id)
      .map(({ item, media }) => ({
        id: item.id,
        mediaFileId: item.mediaFileId,
        title: item.title,
        caption: item.caption ?? media.caption,
        description: item.description,
        alt: item.altText?.trim() || media.alt,
        isFeatured: item.isFeatured,
        sortOrder: item.sortOrder,
        url: media.url,
        width: media.width,
        height: media.height,
        variants: media.optimizedVariants ?? null,
      })),
  }));
}

export async function publicGalleryBySlug(db: DbOrTx, slug: string): Promise<PublicGallery> {
  const rows = await db
    .select()
    .from(galleries)
    .where(and(eq(galleries.slug, slug), eq(galleries.isActive, true)));
  const [gallery] = await publicGalleries(db, rows);
  if (!gallery) throw notFound('Gallery not found');
  return gallery;
}

export async function publicGalleriesForPage(db: DbOrTx, pageSlug: string): Promise<PublicGallery[]> {
  const rows = await db
    .select()
    .from(galleries)
    .where(and(eq(galleries.pageSlug, pageSlug), eq(galleries.isActive, true)))
    .orderBy(asc(galleries.sortOrder), asc(galleries.id));
  return publicGalleries(db, rows);
}
