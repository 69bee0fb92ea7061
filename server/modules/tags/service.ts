// Tags and tag categories ("tag groups"). A group's slug is generated from its name when left empty;
// deleting a group leaves its tags ungrouped; deleting a tag removes it from products (cascade).
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { hyphenSlug } from '../../../core/rules/slug';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { products, productTags, tagCategories, tags } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';

// ---------------------------------------------------------------- tag categories

export interface TagCategoryValues {
  name: string;
  slug: string | null;
  description: string | null;
  color: string;
  sort: number;
}

const GROUP_NAME_TAKEN = 'A tag group with this name already exists';
const GROUP_SLUG_TAKEN = 'A tag group with this slug already exists';

export async function listTagCategories(db: DbOrTx, onlyId?: number) {
  const counts = db
    .select({ categoryId: tags.categoryId, n: count().as('tag_n') })
    .from(tags)
    .groupBy(tags.categoryId)
    .as('tc');
  const rows = await db
    .select({
      id: tagCategories.id,
      name: tagCategories.name,
      slug: tagCategories.slug,
      description: tagCategories.description,
      color: tagCategories.color,
      sort: tagCategories.sort,
      createdAt: tagCategories.createdAt,
      tagCount: sql<number>`coalesce(${counts.n}, 0)::int`,
    })
    .from(tagCategories)
    .leftJoin(counts, eq(counts.categoryId, tagCategories.id))
    .where(onlyId === undefined ? undefined : eq(tagCategories.id, onlyId))
    .orderBy(asc(tagCategories.sort), asc(tagCategories.name));
  return rows.map((r) => ({ ...r, tagCount: Number(r.tagCount) }));
}

async function getTagCategory(db: DbOrTx, id: number) {
  const [row] = await listTagCategories(db, id);
  if (!row) throw notFound('Tag group not found');
  return row;
}

async function tagCategoryValues(db: DbOrTx, input: TagCategoryValues, exceptId: number | null) {
  const slug = input.slug ?? hyphenSlug(input.name);
  if (!slug) throw badRequest('Slug is required', { slug: ['Slug is required'] });
  const others = exceptId === null ? undefined : ne(tagCategories.id, exceptId);
  const [nameTaken] = await db
    .select({ id: tagCategories.id })
    .from(tagCategories)
    .where(and(sql`lower(${tagCategories.name}) = lower(${input.name})`, others));
  if (nameTaken) throw conflict(GROUP_NAME_TAKEN, { name: [GROUP_NAME_TAKEN] });
  const [slugTaken] = await db
    .select({ id: tagCategories.id })
    .from(tagCategories)
    .where(and(eq(tagCategories.slug, slug), others));
  if (slugTaken) throw conflict(GROUP_SLUG_TAKEN, { slug: [GROUP_SLUG_TAKEN] });
  return { ...input, slug };
}

export async function createTagCategory(ctx: AppContext, input: TagCategoryValues) {
  const values = await tagCategoryValues(ctx.db, input, null);
  const [row] = await ctx.db.insert(tagCategories).values(values).returning();
  return { ...row!, tagCount: 0 };
}

export async function updateTagCategory(ctx: AppContext, id: number, input: TagCategoryValues) {
  await getTagCategory(ctx.db, id);
  const values = await tagCategoryValues(ctx.db, input, id);
  await ctx.db.update(tagCategories).set(values).where(eq(tagCategories.id, id));
  return getTagCategory(ctx.db, id);
}

/** The group's tags stay, ungrouped (the foreign key sets their categoryId to null). */
export async function deleteTagCategory(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(tagCategories)
    .where(eq(tagCategories.id, id))
    .returning({ id: tagCategories.id });
  if (deleted.length === 0) throw notFound('Tag group not found');
}

// ---------------------------------------------------------------- tags

export interface TagValues {
  name: string;
  slug: string;
  description: string | null;
  color: string;
  categoryId: number | null;
}

const TAG_NAME_TAKEN = 'A tag with this name already exists';
const TAG_SLUG_TAKEN = 'A tag with this slug already exists';

export async function listTags(db: DbOrTx, options: { activeProductsOnly?: boolean; onlyId?: number } = {}) {
  const usage = db
    .select({ tagId: productTags.tagId, n: count().as('usage_n') })
    .from(productTags)
    .innerJoin(
      products,
      options.activeProductsOnly
        ? and(eq(products.id, productTags.productId), eq(products.status, 'active'))
        : eq(products.id, productTags.productId),
    )
    .groupBy(productTags.tagId)
    .as('usage');
  const rows = await db
    .select({
      id: tags.id,
      name: tags.name,
      slug: tags.slug,
      description: tags.description,
      color: tags.color,
      categoryId: tags.categoryId,
      createdAt: tags.createdAt,
      groupName: tagCategories.name,
      groupColor: tagCategories.color,
      productCount: sql<number>`coalesce(${usage.n}, 0)::int`,
    })
    .from(tags)
    .leftJoin(tagCategories, eq(tagCategories.id, tags.categoryId))
    .leftJoin(usage, eq(usage.tagId, tags.id))
    .where(options.onlyId === undefined ? undefined : eq(tags.id, options.onlyId))
    .orderBy(asc(tags.name), asc(tags.id));
  return rows.map(({ groupName, groupColor, ...r }) => ({
    ...r,
    productCount: Number(r.productCount),
    category:
      r.categoryId !== null && groupName !== null
        ? { id: r.categoryId, name: groupName, color: groupColor ?? '#6B7280' }
        : null,
  }));
}

async function getTag(db: DbOrTx, id: number) {
  const [row] = await listTags(db, { onlyId: id });
  if (!row) throw notFound('Tag not found');
  return row;
}

async function checkTag(db: DbOrTx, input: TagValues, exceptId: number | null): Promise<void> {
  const others = exceptId === null ? undefined : ne(tags.id, exceptId);
  const [nameTaken] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(sql`lower(${tags.name}) = lower(${input.name})`, others));
  if (nameTaken) throw conflict(TAG_NAME_TAKEN, { name: [TAG_NAME_TAKEN] });
  const [slugTaken] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.slug, input.slug), others));
  if (slugTaken) throw conflict(TAG_SLUG_TAKEN, { slug: [TAG_SLUG_TAKEN] });
  if (input.categoryId !== null) {
    const [group] = await db
      .select({ id: tagCategories.id })
      .from(tagCategories)
      .where(eq(tagCategories.id, input.categoryId));
    if (!group) {
      const message = 'The tag group does not exist';
      throw badRequest(message, { categoryId: [message] });
    }
  }
}

export async function createTag(ctx: AppContext, input: TagValues) {
  await checkTag(ctx.db, input, null);
  const [row] = await ctx.db.insert(tags).values(input).returning({ id: tags.id });
  return getTag(ctx.db, row!.id);
}

export async function updateTag(ctx: AppContext, id: number, input: TagValues) {
  await getTag(ctx.db, id);
  await checkTag(ctx.db, input, id);
  await ctx.db.update(tags).set(input).where(eq(tags.id, id));
  return getTag(ctx.db, id);
}

/** Removes the tag and (by cascade, in the same statement) its product links. */
export async function deleteTag(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  if (deleted.length === 0) throw notFound('Tag not found');
}
