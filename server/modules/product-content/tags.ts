// A product's tags (document 001 §7: GET /api/products/{id}/tags, POST and DELETE …/tags/{tagId}).
// Several tags can be added in one request (POST …/tags with tagIds), in one statement.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productTags, tagCategories, tags } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { productState } from './shared';

/** Visitors see the tags of active products only (the public product page asks for them). */
export async function listProductTags(db: DbOrTx, productId: number, staff: boolean) {
  const product = await productState(db, productId);
  if (!staff && product.status !== 'active') throw notFound('Product not found');
  const rows = await db
    .select({
      id: tags.id,
      name: tags.name,
      slug: tags.slug,
      color: tags.color,
      categoryId: tags.categoryId,
      categoryName: tagCategories.name,
      categoryColor: tagCategories.color,
    })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .leftJoin(tagCategories, eq(tagCategories.id, tags.categoryId))
    .where(eq(productTags.productId, productId))
    .orderBy(sql`${tagCategories.sort} nulls last`, asc(tagCategories.name), asc(tags.name));
  return rows.map(({ categoryName, categoryColor, ...tag }) => ({
    ...tag,
    category:
      tag.categoryId !== null && categoryName !== null
        ? { id: tag.categoryId, name: categoryName, color: categoryColor ?? '#6B7280' }
        : null,
  }));
}

/** Adds every tag (already assigned ones are kept); unknown tags refuse the whole request. */
export async function addProductTags(db: DbOrTx, productId: number, tagIds: number[]) {
  await productState(db, productId);
  const ids = [...new Set(tagIds)];
  const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length)
    throw badRequest(`Tag not found: ${missing.join(', ')}`, { tagIds: ['Choose existing tags'] });
  await db
    .insert(productTags)
    .values(ids.map((tagId) => ({ productId, tagId })))
    .onConflictDoNothing();
  return listProductTags(db, productId, true);
}

export async function removeProductTag(db: DbOrTx, productId: number, tagId: number): Promise<void> {
  await productState(db, productId);
  const deleted = await db
    .delete(productTags)
    .where(and(eq(productTags.productId, productId), eq(productTags.tagId, tagId)))
    .returning({ tagId: productTags.tagId });
  if (deleted.length === 0) throw notFound('That tag is not assigned to this product');
}
