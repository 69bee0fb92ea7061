// The history of a category, brand, specification definition, page, gallery or redirect (#19): the
// timeline (paged, each entry summarised against the revision before it), one revision against the
// current state (field by field, names resolved), and restore — the record (a gallery with its
// items) as it was, as a new revision, refused with every reason (409) when a reference is gone or a
// name or address is taken by another record now. Products have their own (service.ts).
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { redirectLoop } from '../../../core/rules/redirects';
import {
  diffRevision,
  REVISION_SHAPES,
  type RevisionEntity,
  type RevisionNames,
  type RevisionSnapshot,
  summarizeRevision,
} from '../../../core/rules/revision-diff';
import { RESERVED_PAGE_SLUGS } from '../../../core/schemas/pages';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  brands,
  categories,
  galleries,
  galleryItems,
  mediaFiles,
  pages,
  productSpecValues,
  redirects,
  revisions,
  specCategories,
  specDefinitions,
} from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { updateCategory } from '../categories/service';
import { updatePage } from '../pages/service';
import { updateRedirect } from '../redirects/service';
import { updateDefinition } from '../specs/service';
import { ENTITY_SQL, type EntityWrite, snapshotsOf, withRevisions } from './entities';
import { pageWrite } from './plans';
import type { RevisionActor } from './record';

export type HistoryEntity = Exclude<RevisionEntity, 'product'>;

const NOT_FOUND: Record<HistoryEntity, string> = {
  category: 'Category not found',
  brand: 'Brand not found',
  spec_definition: 'Specification not found',
  page: 'Page not found',
  gallery: 'Gallery not found',
  redirect: 'Redirect not found',
};

const meta = {
  id: revisions.id,
  createdAt: revisions.createdAt,
  userId: revisions.userId,
  userLabel: revisions.userLabel,
  source: revisions.source,
  action: revisions.action,
  note: revisions.note,
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

async function current(db: DbOrTx, type: HistoryEntity, id: number): Promise<RevisionSnapshot> {
  const snap = (await snapshotsOf(db, type, [id])).get(id);
  if (!snap) throw notFound(NOT_FOUND[type]);
  return snap;
}

/** The timeline, newest first; each entry's summary says what it changed from the one before it. */
export async function listEntityRevisions(
  db: DbOrTx,
  type: HistoryEntity,
  id: number,
  page: number,
  limit: number,
) {
  await current(db, type, id);
  const shape = REVISION_SHAPES[type];
  const noun = capitalised(shape.noun);
  const where = and(eq(revisions.entityType, type), eq(revisions.entityId, id));
  const [rows, [count]] = await Promise.all([
    // One more than the page: the last one's predecessor gives its summary.
    db
      .select({ ...meta, snapshot: revisions.snapshot })
      .from(revisions)
      .where(where)
      .orderBy(desc(revisions.id))
      .limit(limit + 1)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(revisions).where(where),
  ]);
  const total = Number(count?.total ?? 0);
  const entries = rows.slice(0, limit).map((row, i) => {
    const previous = rows[i + 1]?.snapshot as RevisionSnapshot | undefined;
    const first = !previous && (page - 1) * limit + i === total - 1;
    const { snapshot, ...rest } = row;
    return {
      ...rest,
      id: Number(row.id),
      summary:
        row.action === 'baseline'
          ? 'State before history was recorded'
          : row.action === 'delete'
            ? `${noun} deleted`
            : first
              ? row.action === 'create'
                ? `${noun} created`
                : 'First recorded version'
              : summarizeRevision(shape, diffRevision(shape, previous ?? null, snapshot)),
    };
  });
  return { revisions: entries, total, totalPages: Math.max(1, Math.ceil(total / limit)), page, limit };
}

async function revisionRow(db: DbOrTx, type: HistoryEntity, id: number, revisionId: number) {
  const [row] = await db
    .select({ ...meta, snapshot: revisions.snapshot })
    .from(revisions)
    .where(and(eq(revisions.id, revisionId), eq(revisions.entityType, type), eq(revisions.entityId, id)));
  if (!row) throw notFound('Revision not found');
  return { ...row, id: Number(row.id), snapshot: row.snapshot as RevisionSnapshot };
}

const main = (type: HistoryEntity, s: RevisionSnapshot) =>
  (s[REVISION_SHAPES[type].main] ?? {}) as Record<string, unknown>;
type Item = { id: number; mediaFileId: number } & Record<string, unknown>;
const itemsOf = (s: RevisionSnapshot) => (s.items ?? []) as Item[];

/** Names of everything the snapshots refer to by id or slug (deleted ones are absent). */
async function namesFor(db: DbOrTx, type: HistoryEntity, snaps: RevisionSnapshot[]): Promise<RevisionNames> {
  const map = (rows: { id: number | string; name: string | null }[]) =>
    Object.fromEntries(rows.map((r) => [String(r.id), r.name ?? String(r.id)]));
  const values = (field: string) => [
    ...new Set(snaps.map((s) => main(type, s)[field]).filter((v) => v !== null && v !== undefined)),
  ];
  if (type === 'category') {
    const list = values('parentId') as number[];
    if (!list.length) return { categories: {} };
    return {
      categories: map(
        await db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, list)),
      ),
    };
  }
  if (type === 'spec_definition') {
    const list = values('categoryId') as number[];
    if (!list.length) return { specCategories: {} };
    return {
      specCategories: map(
        await db
          .select({ id: specCategories.id, name: specCategories.name })
          .from(specCategories)
          .where(inArray(specCategories.id, list)),
      ),
    };
  }
  if (type === 'gallery') {
    const slugs = values('pageSlug') as string[];
    const mediaIds = [...new Set(snaps.flatMap((s) => itemsOf(s).map((i) => i.mediaFileId)))];
    const [pageRows, mediaRows] = await Promise.all([
      slugs.length
        ? db.select({ id: pages.slug, name: pages.title }).from(pages).where(inArray(pages.slug, slugs))
        : [],
      mediaIds.length
        ? db
            .select({
              id: mediaFiles.id,
              name: sql<string>`coalesce(nullif(btrim(${mediaFiles.displayName}), ''), ${mediaFiles.originalName})`,
            })
            .from(mediaFiles)
            .where(inArray(mediaFiles.id, mediaIds))
        : [],
    ]);
    return { pages: map(pageRows), media: map(mediaRows) };
  }
  return {};
}

/** One revision, the current state, and what restoring it would change (current → revision). */
export async function entityRevisionDetail(
  ctx: AppContext,
  type: HistoryEntity,
  id: number,
  revisionId: number,
) {
  const db = ctx.db;
  const row = await revisionRow(db, type, id, revisionId);
  const now = await current(db, type, id);
  const shape = REVISION_SHAPES[type];
  const diff = diffRevision(shape, now, row.snapshot);
  const { snapshot, ...revision } = row;
  return {
    revision,
    snapshot,
    current: now,
    diff,
    summary: summarizeRevision(shape, diff),
    names: await namesFor(db, type, [snapshot, now]),
    problems: await entityRestoreProblems(db, type, id, snapshot, ctx.config.publicUrl),
  };
}

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Why a snapshot cannot be restored now, in words; empty when it can. */
export async function entityRestoreProblems(
  db: DbOrTx,
  type: HistoryEntity,
  id: number,
  s: RevisionSnapshot,
  publicUrl: string,
): Promise<string[]> {
  const m = main(type, s);
  const problems: string[] = [];
  switch (type) {
    case 'category': {
      const [slug] = await db
        .select({ name: categories.name })
        .from(categories)
        .where(and(eq(categories.slug, String(m.slug)), ne(categories.id, id)));
      if (slug) problems.push(`Another category ("${slug.name}") now uses the slug "${m.slug}".`);
      const parentId = m.parentId === null || m.parentId === undefined ? null : Number(m.parentId);
      if (parentId !== null) {
        const chain = await queryRows<{ id: number }>(
          db,
          sql`with recursive chain(id, parent_id) as (
              select id, parent_id from categories where id = ${parentId}
              union select c.id, c.parent_id from categories c join chain on c.id = chain.parent_id)
            select id from chain`,
        );
        if (!chain.length) problems.push('Its parent category was deleted.');
        else if (chain.some((r) => Number(r.id) === id))
          problems.push('Its parent category is now one of its own subcategories.');
      }
      const [sibling] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            sql`coalesce(${categories.parentId}, 0) = ${parentId ?? 0}`,
            sql`lower(btrim(${categories.name})) = lower(btrim(${String(m.name)}))`,
            ne(categories.id, id),
          ),
        );
      if (sibling) problems.push(`Another category under the same parent is now named "${m.name}".`);
      break;
    }
    case 'brand': {
      const [taken] = await db
        .select({ name: brands.name, slug: brands.slug })
        .from(brands)
        .where(
          and(
            sql`(lower(btrim(${brands.name})) = lower(btrim(${String(m.name)})) or ${brands.slug} = ${String(m.slug)})`,
            ne(brands.id, id),
          ),
        );
      if (taken)
        problems.push(
          taken.slug === m.slug
            ? `Another brand ("${taken.name}") now uses the slug "${m.slug}".`
            : `Another brand is now named "${taken.name}".`,
        );
      const logo = str(m.logoUrl);
      if (logo?.startsWith('/api/storage/') && !(await storedImageExists(db, logo)))
        problems.push(`Its logo ${logo.split('/').pop()} was deleted from the media library.`);
      break;
    }
    case 'spec_definition': {
      const categoryId = m.categoryId === null || m.categoryId === undefined ? null : Number(m.categoryId);
      if (categoryId !== null) {
        const [cat] = await db
          .select({ id: specCategories.id })
          .from(specCategories)
          .where(eq(specCategories.id, categoryId));
        if (!cat) problems.push('Its specification category was deleted.');
      }
      const [label] = await db
        .select({ id: specDefinitions.id })
        .from(specDefinitions)
        .where(
          and(
            sql`coalesce(${specDefinitions.categoryId}, 0) = ${categoryId ?? 0}`,
            sql`lower(btrim(${specDefinitions.label})) = lower(btrim(${String(m.label)}))`,
            ne(specDefinitions.id, id),
          ),
        );
      if (label) problems.push(`Another specification in its category is now labelled "${m.label}".`);
      const [now] = await db
        .select({ dataType: specDefinitions.dataType })
        .from(specDefinitions)
        .where(eq(specDefinitions.id, id));
      const values = await db
        .select({ enumValue: productSpecValues.valueEnum })
        .from(productSpecValues)
        .where(eq(productSpecValues.specDefinitionId, id));
      if (values.length && now && now.dataType !== m.dataType)
        problems.push(
          `Products hold ${values.length} ${values.length === 1 ? 'value' : 'values'} of type ${now.dataType}; its type cannot go back to ${m.dataType} while they exist.`,
        );
      else if (m.dataType === 'ENUM') {
        const options = new Set((m.enumOptions as string[]) ?? []);
        const lost = [...new Set(values.map((v) => v.enumValue).filter((v) => v !== null))].filter(
          (v) => !options.has(v!),
        );
        if (lost.length)
          problems.push(
            `Products now use ${lost.length === 1 ? 'the option' : 'the options'} ${lost.map((v) => `"${v}"`).join(', ')}, which this version does not have.`,
          );
      }
      break;
    }
    case 'page': {
      const slug = String(m.slug);
      if ((RESERVED_PAGE_SLUGS as readonly string[]).includes(slug))
        problems.push(`The address /${slug} is now used by another part of the site.`);
      const [taken] = await db
        .select({ title: pages.title })
        .from(pages)
        .where(and(eq(pages.slug, slug), ne(pages.id, id)));
      if (taken) problems.push(`Another page ("${taken.title}") now uses the slug "${slug}".`);
      break;
    }
    case 'gallery': {
      const [taken] = await db
        .select({ name: galleries.name, slug: galleries.slug })
        .from(galleries)
        .where(
          and(
            sql`(lower(btrim(${galleries.name})) = lower(btrim(${String(m.name)})) or ${galleries.slug} = ${String(m.slug)})`,
            ne(galleries.id, id),
          ),
        );
      if (taken)
        problems.push(
          taken.slug === m.slug
            ? `Another gallery ("${taken.name}") now uses the slug "${m.slug}".`
            : `Another gallery is now named "${taken.name}".`,
        );
      const pageSlug = str(m.pageSlug);
      if (pageSlug) {
        const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, pageSlug));
        if (!page) problems.push(`The page "${pageSlug}" it was shown on was deleted.`);
      }
      const items = itemsOf(s);
      const mediaIds = [...new Set(items.map((i) => i.mediaFileId))];
      const found = mediaIds.length
        ? await db.select({ id: mediaFiles.id }).from(mediaFiles).where(inArray(mediaFiles.id, mediaIds))
        : [];
      const lost = mediaIds.filter((mid) => !found.some((f) => f.id === mid));
      if (lost.length)
        problems.push(
          lost.length === 1
            ? `An image it shows (${items.find((i) => i.mediaFileId === lost[0])?.title ?? `media file #${lost[0]}`}) was deleted from the media library.`
            : `${lost.length} images it shows were deleted from the media library.`,
        );
      // Item ids are kept through a restore; one now in another gallery cannot come back here.
      const itemIds = items.map((i) => i.id);
      const moved = itemIds.length
        ? await db
            .select({ id: galleryItems.id })
            .from(galleryItems)
            .where(and(inArray(galleryItems.id, itemIds), ne(galleryItems.galleryId, id)))
        : [];
      if (moved.length) problems.push('Some of its images now belong to another gallery.');
      break;
    }
    case 'redirect': {
      const fromPath = String(m.fromPath);
      const [taken] = await db
        .select({ id: redirects.id })
        .from(redirects)
        .where(and(eq(redirects.fromPath, fromPath), ne(redirects.id, id)));
      if (taken) problems.push(`Another redirect now starts from ${fromPath}.`);
      if (m.isActive) {
        const active = await db
          .select({ fromPath: redirects.fromPath, toPath: redirects.toPath })
          .from(redirects)
          .where(and(eq(redirects.isActive, true), ne(redirects.id, id)));
        const loop = redirectLoop(
          fromPath,
          String(m.toPath),
          new Map(active.map((r) => [r.fromPath, r.toPath])),
          publicUrl,
        );
        if (loop) problems.push(`It would now make a loop: ${loop.join(' → ')}.`);
      }
      break;
    }
  }
  return problems;
}

async function storedImageExists(db: DbOrTx, url: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from media_files m where m.url = ${url} or m.optimized_variants->>'thumbnail' = ${url}
      or m.optimized_variants->>'mobile' = ${url} or m.optimized_variants->>'desktop' = ${url} limit 1`,
  );
  return rows.length > 0;
}

/** Writes the snapshot back: through the record's own service where it has side effects. */
async function apply(ctx: AppContext, type: HistoryEntity, id: number, s: RevisionSnapshot) {
  const m = main(type, s);
  const db = ctx.db;
  switch (type) {
    case 'category':
      await updateCategory(ctx, id, {
        name: String(m.name),
        slug: String(m.slug),
        description: str(m.description),
        parentId: m.parentId === null || m.parentId === undefined ? null : Number(m.parentId),
      });
      return;
    case 'brand':
      await db
        .update(brands)
        .set({
          name: String(m.name),
          slug: String(m.slug),
          description: str(m.description),
          website: str(m.website),
          logoUrl: str(m.logoUrl),
        })
        .where(eq(brands.id, id));
      return;
    case 'spec_definition':
      await updateDefinition(ctx, id, {
        label: String(m.label),
        description: str(m.description),
        unit: str(m.unit),
        dataType: m.dataType as 'STRING',
        enumOptions: (m.enumOptions as string[]) ?? [],
        categoryId: m.categoryId === null || m.categoryId === undefined ? null : Number(m.categoryId),
        required: Boolean(m.required),
        sortOrder: Number(m.sortOrder ?? 0),
        filterable: Boolean(m.filterable),
      });
      return;
    case 'page': {
      // The page service moves galleries and leaves the 301 when a published page's slug changes.
      await updatePage(ctx, id, {
        title: String(m.title),
        slug: String(m.slug),
        content: String(m.content ?? ''),
        metaTitle: str(m.metaTitle),
        metaDescription: str(m.metaDescription),
        status: m.status as 'draft',
      });
      return;
    }
    case 'gallery': {
      await db
        .update(galleries)
        .set({
          name: String(m.name),
          slug: String(m.slug),
          title: str(m.title),
          description: str(m.description),
          pageSlug: str(m.pageSlug),
          isActive: Boolean(m.isActive),
          sortOrder: Number(m.sortOrder ?? 0),
          updatedAt: sql`now()`,
        })
        .where(eq(galleries.id, id));
      // Items keep their ids: those gone since come back with the same id, the others are updated.
      const items = itemsOf(s);
      const keep = items.map((i) => i.id);
      await db
        .delete(galleryItems)
        .where(
          keep.length
            ? and(eq(galleryItems.galleryId, id), sql`${galleryItems.id} <> all(${sql.param(keep)}::int[])`)
            : eq(galleryItems.galleryId, id),
        );
      for (const i of items) {
        const values = {
          mediaFileId: i.mediaFileId,
          title: str(i.title),
          caption: str(i.caption),
          description: str(i.description),
          altText: str(i.altText),
          tags: (i.tags as string[]) ?? [],
          isVisible: Boolean(i.isVisible),
          isFeatured: Boolean(i.isFeatured),
          sortOrder: Number(i.sortOrder ?? 0),
        };
        await db
          .insert(galleryItems)
          .values({ id: i.id, galleryId: id, ...values })
          .onConflictDoUpdate({ target: galleryItems.id, set: { ...values, updatedAt: sql`now()` } });
      }
      return;
    }
    case 'redirect':
      await updateRedirect(ctx, id, {
        fromPath: String(m.fromPath),
        toPath: String(m.toPath),
        redirectType: Number(m.redirectType) as 301,
        isActive: Boolean(m.isActive),
        description: str(m.description),
      });
      return;
  }
}

/** What a restore may change besides the record: the page's galleries and redirects. */
function restorePlan(type: HistoryEntity, id: number, s: RevisionSnapshot): EntityWrite<unknown> {
  if (type === 'page') return pageWrite(id, String(main(type, s).slug));
  return { before: { [type]: [id] } };
}

/** Restores a revision as a new revision ("restore"), or refuses with every reason (409). */
export async function restoreEntityRevision(
  ctx: AppContext,
  type: HistoryEntity,
  id: number,
  revisionId: number,
  actor: RevisionActor,
) {
  const restorer: RevisionActor = {
    ...actor,
    source: 'restore',
    note: { ...(actor.note ?? {}), restoredFrom: revisionId },
  };
  const row = await revisionRow(ctx.db, type, id, revisionId);
  await withRevisions(
    ctx,
    restorer,
    { ...restorePlan(type, id, row.snapshot), action: 'restore' },
    async (c) => {
      await current(c.db, type, id);
      // Serialise with other writes to the record.
      await c.db.execute(sql`select 1 from ${ENTITY_SQL[type].table} where id = ${id} for update`);
      const problems = await entityRestoreProblems(c.db, type, id, row.snapshot, ctx.config.publicUrl);
      if (problems.length)
        throw conflict(`This version cannot be restored: ${problems.join(' ')}`, { revision: problems });
      await apply(c, type, id, row.snapshot);
    },
  );
  const [latest] = await ctx.db
    .select({ id: revisions.id, action: revisions.action })
    .from(revisions)
    .where(and(eq(revisions.entityType, type), eq(revisions.entityId, id)))
    .orderBy(desc(revisions.id))
    .limit(1);
  return { revisionId: latest && latest.action === 'restore' ? Number(latest.id) : null };
}
