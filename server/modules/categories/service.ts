// Product categories: a tree by parentId. The server refuses cycles (a category under itself or one of
// its own descendants) and refuses to delete a category that still has products or subcategories.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { categoryInUseMessage } from '../../../core/rules/delete-impact';
import type { CategoryInput } from '../../../core/schemas/categories';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { categories, products } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { facetEngineFor } from '../catalogue/facet-engine/engine';
import { GenerationMemo } from '../catalogue/facet-engine/generation-memo';
import { referenceData } from '../catalogue/reference-data';

type CategoryValues = {
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
};

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
  createdAt: Date;
  productCount: number;
  childCount: number;
}

export const SELF_PARENT_MESSAGE = 'A category cannot be its own parent';
export const DESCENDANT_PARENT_MESSAGE = 'A category cannot be placed under one of its own subcategories';
export const SLUG_TAKEN_MESSAGE = 'A category with this slug already exists';
export const SIBLING_NAME_MESSAGE = 'A category with this name already exists under the same parent';

/** "This category still has 3 products and 1 subcategory. Move or delete them first." (the confirmation says the same). */
export const inUseMessage = categoryInUseMessage;

/** The counts below, by status scope, until the index changes (counting the catalogue took ~0.4 ms a page). */
const totalsHeld = new GenerationMemo<boolean, Map<number, number>>();

/**
 * Products per category (its own products), from the in-memory facet index when it serves this database
 * (#21: every public page's footer asks for these counts); undefined otherwise.
 */
async function indexedProductCounts(
  db: DbOrTx,
  activeOnly: boolean,
): Promise<Map<number, number> | undefined> {
  const engine = facetEngineFor(db);
  if (!engine) return undefined;
  await engine.sync();
  const held = totalsHeld.for(engine);
  let counts = held.get(activeOnly);
  if (!counts) {
    counts = engine.memory
      .view({ status: activeOnly ? 'active' : null, categoryIds: null, tagIds: null, specs: [], match: null })
      .categoryCounts();
    held.set(activeOnly, counts);
  }
  return counts;
}

/** Every category with its product and direct-subcategory counts (two grouped queries, no N+1). */
export async function listCategories(
  db: DbOrTx,
  options: { activeProductsOnly?: boolean } = {},
): Promise<CategoryRow[]> {
  const indexed = await indexedProductCounts(db, !!options.activeProductsOnly);
  const held = indexed && (await referenceData(db));
  if (indexed && held) {
    return held.categories.map((c) => ({
      ...c,
      productCount: indexed.get(c.id) ?? 0,
      childCount: held.childCounts.get(c.id) ?? 0,
    }));
  }
  const productCounts = db
    .select({ categoryId: products.categoryId, n: count().as('product_n') })
    .from(products)
    .where(options.activeProductsOnly ? eq(products.status, 'active') : undefined)
    .groupBy(products.categoryId)
    .as('pc');
  const children = db
    .select({ parentId: sql<number>`${categories.parentId}`.as('child_parent'), n: count().as('child_n') })
    .from(categories)
    .groupBy(categories.parentId)
    .as('cc');
  const columns = {
    id: categories.id,
    name: categories.name,
    slug: categories.slug,
    description: categories.description,
    parentId: categories.parentId,
    createdAt: categories.createdAt,
    childCount: sql<number>`coalesce(${children.n}, 0)::int`,
  };
  const query = indexed
    ? db.select({ ...columns, productCount: sql<number>`0` }).from(categories)
    : db
        .select({ ...columns, productCount: sql<number>`coalesce(${productCounts.n}, 0)::int` })
        .from(categories)
        .leftJoin(productCounts, eq(productCounts.categoryId, categories.id));
  const rows = await query
    .leftJoin(children, eq(children.parentId, categories.id))
    .orderBy(asc(categories.name), asc(categories.id));
  return rows.map((r) => ({
    ...r,
    productCount: indexed ? (indexed.get(r.id) ?? 0) : Number(r.productCount),
    childCount: Number(r.childCount),
  }));
}

export async function getCategory(db: DbOrTx, id: number): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw notFound('Category not found');
  const [[p], [c]] = await Promise.all([
    db.select({ n: count() }).from(products).where(eq(products.categoryId, id)),
    db.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
  ]);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    parentId: row.parentId,
    createdAt: row.createdAt,
    productCount: p?.n ?? 0,
    childCount: c?.n ?? 0,
  };
}

/** Ids on the chain from `startId` up to the root (startId included); UNION stops on a damaged loop. */
async function ancestorIds(db: DbOrTx, startId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with recursive chain(id, parent_id) as (
      select id, parent_id from categories where id = ${startId}
      union
      select c.id, c.parent_id from categories c join chain on c.id = chain.parent_id
    )
    select id from chain`);
  const rows =
    (result as unknown as { rows?: Array<{ id: number }> }).rows ??
    (result as unknown as Array<{ id: number }>);
  return rows.map((r) => Number(r.id));
}

async function checkParent(db: DbOrTx, parentId: number | null, selfId: number | null): Promise<void> {
  if (parentId === null) return;
  if (selfId !== null && parentId === selfId)
    throw badRequest(SELF_PARENT_MESSAGE, { parentId: [SELF_PARENT_MESSAGE] });
  const chain = await ancestorIds(db, parentId);
  if (chain.length === 0) {
    const message = 'The parent category does not exist';
    throw badRequest(message, { parentId: [message] });
  }
  if (selfId !== null && chain.includes(selfId)) {
    throw badRequest(DESCENDANT_PARENT_MESSAGE, { parentId: [DESCENDANT_PARENT_MESSAGE] });
  }
}

async function checkSlugFree(db: DbOrTx, slug: string, exceptId: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      exceptId === null
        ? eq(categories.slug, slug)
        : and(eq(categories.slug, slug), ne(categories.id, exceptId)),
    );
  if (taken) throw conflict(SLUG_TAKEN_MESSAGE, { slug: [SLUG_TAKEN_MESSAGE] });
}

/** Sibling names are unique (case-insensitive, trimmed): two equal names under one parent look identical. */
async function checkSiblingNameFree(
  db: DbOrTx,
  name: string,
  parentId: number | null,
  exceptId: number | null,
): Promise<void> {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`coalesce(${categories.parentId}, 0) = ${parentId ?? 0}`,
        sql`lower(btrim(${categories.name})) = lower(btrim(${name}))`,
        exceptId === null ? undefined : ne(categories.id, exceptId),
      ),
    );
  if (taken) throw conflict(SIBLING_NAME_MESSAGE, { name: [SIBLING_NAME_MESSAGE] });
}

/** Tree moves are serialised so two concurrent moves cannot form a loop between them. */
async function lockTree(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories-tree'))`);
}

export async function createCategory(ctx: AppContext, input: CategoryValues): Promise<CategoryRow> {
  return ctx.db.transaction(async (tx) => {
    await lockTree(tx);
    await checkSlugFree(tx, input.slug, null);
    await checkParent(tx, input.parentId, null);
    await checkSiblingNameFree(tx, input.name, input.parentId, null);
    const [row] = await tx.insert(categories).values(input).returning();
    return { ...row!, productCount: 0, childCount: 0 };
  });
}

export async function updateCategory(
  ctx: AppContext,
  id: number,
  input: CategoryValues,
): Promise<CategoryRow> {
  return ctx.db.transaction(async (tx) => {
    await lockTree(tx);
    const [existing] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
    if (!existing) throw notFound('Category not found');
    await checkSlugFree(tx, input.slug, id);
    await checkParent(tx, input.parentId, id);
    await checkSiblingNameFree(tx, input.name, input.parentId, id);
    await tx
      .update(categories)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(categories.id, id));
    return getCategory(tx, id);
  });
}

export async function deleteCategory(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockTree(tx);
    const category = await getCategory(tx, id);
    if (category.productCount > 0 || category.childCount > 0) {
      throw conflict(inUseMessage(category.productCount, category.childCount));
    }
    await tx.delete(categories).where(eq(categories.id, id));
  });
}

export type { CategoryInput };
