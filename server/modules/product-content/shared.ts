// Shared checks of the product sub-resources: the product in the address exists, and a body's
// productId (the specified payloads carry it) names that same product.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

export async function productState(db: DbOrTx, id: number): Promise<{ id: number; status: string }> {
  const [row] = await db
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw notFound('Product not found');
  return row;
}

export async function assertProduct(db: DbOrTx, id: number, bodyProductId?: number): Promise<void> {
  if (bodyProductId !== undefined && bodyProductId !== id)
    throw badRequest('productId must be the product in the address', {
      productId: ['productId must be the product in the address'],
    });
  await productState(db, id);
}
