// A product's FAQs (issue 4: the specification's "Coming Soon" tab made real; GET/POST
// /api/products/{id}/faqs, PATCH/DELETE …/faqs/{faqId}, PUT …/faqs/reorder). Listed by sort; a new
// FAQ goes after the last; a reorder renumbers every FAQ of the product from 1 in one transaction.
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { faqs } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { assertProduct } from './shared';

const columns = {
  id: faqs.id,
  productId: faqs.productId,
  question: faqs.question,
  answer: faqs.answer,
  sort: faqs.sort,
};

export async function listFaqs(db: DbOrTx, productId: number) {
  await assertProduct(db, productId);
  return db
    .select(columns)
    .from(faqs)
    .where(eq(faqs.productId, productId))
    .orderBy(asc(faqs.sort), asc(faqs.id));
}

interface FaqValues {
  productId?: number;
  question: string;
  answer: string;
  sort?: number;
}

export async function createFaq(db: DbOrTx, productId: number, input: FaqValues) {
  await assertProduct(db, productId, input.productId);
  let sort = input.sort;
  if (sort === undefined) {
    const [last] = await db
      .select({ sort: max(faqs.sort) })
      .from(faqs)
      .where(eq(faqs.productId, productId));
    sort = (last?.sort ?? 0) + 1;
  }
  const [row] = await db
    .insert(faqs)
    .values({ productId, question: input.question, answer: input.answer, sort })
    .returning(columns);
  return row!;
}

export async function updateFaq(db: DbOrTx, productId: number, id: number, input: Partial<FaqValues>) {
  await assertProduct(db, productId, input.productId);
  const { productId: _ignored, ...set } = input;
  const [row] = await db
    .update(faqs)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(faqs.id, id), eq(faqs.productId, productId)))
    .returning(columns);
  if (!row) throw notFound('FAQ not found');
  return row;
}

export async function deleteFaq(db: DbOrTx, productId: number, id: number): Promise<void> {
  await assertProduct(db, productId);
  const deleted = await db
    .delete(faqs)
    .where(and(eq(faqs.id, id), eq(faqs.productId, productId)))
    .returning({ id: faqs.id });
  if (deleted.length === 0) throw notFound('FAQ not found');
}

/** ids: every FAQ of the product, in the new order. */
export async function reorderFaqs(ctx: AppContext, productId: number, ids: number[]) {
  await assertProduct(ctx.db, productId);
  await ctx.db.transaction(async (tx) => {
    const current = await tx
      .select({ id: faqs.id })
      .from(faqs)
      .where(eq(faqs.productId, productId))
      .for('update');
    const known = new Set(current.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw badRequest('Send every FAQ of this product exactly once, in the new order', {
        ids: ['Send every FAQ of this product exactly once'],
      });
    // One statement: each FAQ's new sort is its position in the list (1-based).
    await tx
      .update(faqs)
      .set({
        sort: sql`array_position(${sql.raw(`'{${ids.join(',')}}'::int[]`)}, ${faqs.id})`,
        updatedAt: new Date(),
      })
      .where(eq(faqs.productId, productId));
  });
  return listFaqs(ctx.db, productId);
}
