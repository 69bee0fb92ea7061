// Media library (document 001 §2.6, §5, §7): list with server-side search and sort, details update
// with the SEO score recomputed, and delete. A file still used by a product image list, a brand logo
// or a gallery item is not deleted silently: the delete answers 409 naming the users, unless forced;
// a forced delete removes those uses in the same transaction, then the files (original and variants).
import { asc, desc, eq, sql } from 'drizzle-orm';
import { imageSeoScore } from '../../../core/rules/image-seo';
import type { MediaSort } from '../../../core/schemas/media';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { brands, galleries, galleryItems, mediaFiles, products } from '../../db/schema';
import { keyFromUrl } from '../../files/store';
import { conflict, notFound } from '../../http/errors';
import { imageKeys } from '../images/pipeline';
import { likePattern } from '../products/filters';

export type MediaRow = typeof mediaFiles.$inferSelect;

const ORDER: Record<MediaSort, ReturnType<typeof asc>[]> = {
  newest: [desc(mediaFiles.createdAt), desc(mediaFiles.id)],
  oldest: [asc(mediaFiles.createdAt), asc(mediaFiles.id)],
  size: [desc(mediaFiles.size), asc(mediaFiles.id)],
  name: [
    asc(sql`lower(coalesce(nullif(${mediaFiles.displayName}, ''), ${mediaFiles.originalName}))`),
    asc(mediaFiles.id),
  ],
};

/** Search matches the display name, original and SEO file names, alt text and tags (case-insensitive). */
export async function listMedia(
  db: DbOrTx,
  query: { search?: string; sort: MediaSort },
): Promise<MediaRow[]> {
  const term = query.search?.trim();
  const pattern = term ? likePattern(term) : null;
  return db
    .select()
    .from(mediaFiles)
    .where(
      pattern
        ? sql`(lower(coalesce(${mediaFiles.displayName}, '')) like ${pattern}
            or lower(${mediaFiles.originalName}) like ${pattern}
            or lower(${mediaFiles.seoFilename}) like ${pattern}
            or lower(${mediaFiles.alt}) like ${pattern}
            or exists (select 1 from unnest(${mediaFiles.tags}) as t(tag) where lower(t.tag) like ${pattern}))`
        : undefined,
    )
    .orderBy(...ORDER[query.sort]);
}

export async function getMedia(db: DbOrTx, id: number): Promise<MediaRow> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  if (!row) throw notFound('Media file not found');
  return row;
}

/** The score as the upload computes it; the tags stand in for the product keywords of an upload. */
export function mediaScore(row: Pick<MediaRow, 'seoFilename' | 'alt' | 'displayName' | 'caption' | 'tags'>) {
  return imageSeoScore({
    filename: row.seoFilename,
    alt: row.alt,
    displayName: row.displayName,
    caption: row.caption,
    tags: row.tags,
    keywords: row.tags,
  });
}

export interface MediaPatchValues {
  displayName?: string | null;
  alt?: string;
  caption?: string | null;
  description?: string | null;
  tags?: string[];
}

export async function updateMedia(ctx: AppContext, id: number, patch: MediaPatchValues): Promise<MediaRow> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, id)).for('update');
    if (!current) throw notFound('Media file not found');
    const next = { ...current, ...patch };
    const [row] = await tx
      .update(mediaFiles)
      .set({ ...patch, seoScore: mediaScore(next), updatedAt: sql`now()` })
      .where(eq(mediaFiles.id, id))
      .returning();
    return row!;
  });
}

/** Every URL of a stored image: the original and its variants. */
function urlsOf(row: MediaRow): string[] {
  const variants = row.optimizedVariants ? Object.values(row.optimizedVariants) : [];
  return [row.url, ...variants];
}

export interface MediaUsage {
  products: string[];
  brands: string[];
  galleries: string[];
}

export async function mediaUsage(db: DbOrTx, row: MediaRow): Promise<MediaUsage> {
  const urls = urlsOf(row);
  const urlArray = sql`array[${sql.join(
    urls.map((u) => sql`${u}`),
    sql`, `,
  )}]::text[]`;
  const [productRows, brandRows, galleryRows] = await Promise.all([
    queryRows<{ name: string }>(db, sql`select name from products where images && ${urlArray} order by name`),
    queryRows<{ name: string }>(
      db,
      sql`select name from brands where logo_url = any(${urlArray}) order by name`,
    ),
    db
      .selectDistinct({ name: galleries.name })
      .from(galleryItems)
      .innerJoin(galleries, eq(galleries.id, galleryItems.galleryId))
      .where(eq(galleryItems.mediaFileId, row.id))
      .orderBy(asc(galleries.name)),
  ]);
  return {
    products: productRows.map((r) => r.name),
    brands: brandRows.map((r) => r.name),
    galleries: galleryRows.map((r) => r.name),
  };
}

function usageMessage(usage: MediaUsage): string | null {
  const parts: string[] = [];
  const list = (names: string[]) =>
    names.length <= 3
      ? names.map((n) => `"${n}"`).join(', ')
      : `${names
          .slice(0, 3)
          .map((n) => `"${n}"`)
          .join(', ')} and ${names.length - 3} more`;
  if (usage.products.length)
    parts.push(`${usage.products.length === 1 ? 'product' : 'products'} ${list(usage.products)}`);
  if (usage.galleries.length)
    parts.push(`${usage.galleries.length === 1 ? 'gallery' : 'galleries'} ${list(usage.galleries)}`);
  if (usage.brands.length)
    parts.push(`${usage.brands.length === 1 ? 'brand logo of' : 'brand logos of'} ${list(usage.brands)}`);
  return parts.length ? `This file is still used by ${parts.join('; ')}.` : null;
}

/** Deletes the record and its files; refuses (409) while the file is used, unless forced. */
export async function deleteMedia(ctx: AppContext, id: number, force: boolean): Promise<void> {
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, id)).for('update');
    if (!current) throw notFound('Media file not found');
    const usage = await mediaUsage(tx, current);
    const message = usageMessage(usage);
    if (message && !force) {
      throw conflict(`${message} Delete it anyway to remove it from there too.`, {
        products: usage.products,
        galleries: usage.galleries,
        brands: usage.brands,
      });
    }
    if (message) {
      const urls = urlsOf(current);
      await tx.delete(galleryItems).where(eq(galleryItems.mediaFileId, id));
      for (const url of urls) {
        await tx
          .update(products)
          .set({ images: sql`array_remove(${products.images}, ${url})`, updatedAt: sql`now()` })
          .where(sql`${url} = any(${products.images})`);
      }
      await tx
        .update(brands)
        .set({ logoUrl: null })
        .where(
          sql`${brands.logoUrl} in (${sql.join(
            urls.map((u) => sql`${u}`),
            sql`, `,
          )})`,
        );
    }
    await tx.delete(mediaFiles).where(eq(mediaFiles.id, id));
    return current;
  });
  // Files after the commit: a failed transaction never leaves a record without its file.
  const key = keyFromUrl(row.url);
  if (key) await Promise.all(imageKeys(key).map((k) => ctx.files.delete(k).catch(() => {})));
}
