// A product's highlights ("Key Features"; document 001 §7: GET/POST /api/products/{id}/highlights,
// PATCH/DELETE …/highlights/{highlightId}). Listed by sort.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { highlights } from '../../db/schema';
import { notFound } from '../../http/errors';
import { assertProduct } from './shared';

const columns = {
  id: highlights.id,
  productId: highlights.productId,
  text: highlights.text,
  icon: highlights.icon,
  sort: highlights.sort,
};

export async function listHighlights(db: DbOrTx, productId: number) {
  await assertProduct(db, productId);
  return db
    .select(columns)
    .from(highlights)
    .where(eq(highlights.productId, productId))
    .orderBy(asc(highlights.sort), asc(highlights.id));
}

interface HighlightValues {
  productId?: number;
  text: string;
  icon: string | null;
  sort: number;
}

export async function createHighlight(db: DbOrTx, productId: number, input: HighlightValues) {
  await assertProduct(db, productId, input.productId);
  const [row] = await db
    .insert(highlights)
    .values({ productId, text: input.text, icon: input.icon, sort: input.sort })
    .returning(columns);
  return row!;
}

export async function updateHighlight(
  db: DbOrTx,
  productId: number,
  id: number,
  input: Partial<HighlightValues>,
) {
  await assertProduct(db, productId, input.productId);
  const { productId: _ignored, ...set } = input;
  const where = and(eq(highlights.id, id), eq(highlights.productId, productId));
  const [row] =
    Object.keys(set).length > 0
      ? await db.update(highlights).set(set).where(where).returning(columns)
      : await db.select(columns).from(highlights).where(where);
  if (!row) throw notFound('Highlight not found');
  return row;
}

export async function deleteHighlight(db: DbOrTx, productId: number, id: number): Promise<void> {
  await assertProduct(db, productId);
  const deleted = await db
    .delete(highlights)
    .where(and(eq(highlights.id, id), eq(highlights.productId, productId)))
    .returning({ id: highlights.id });
  if (deleted.length === 0) throw notFound('Highlight not found');
}
