// A product's distributor links ("Available from:" on the public page). The specification is silent on
// managing them; the editor gets list, add, edit and remove (issue 4).
import { and, asc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { distributorLinks } from '../../db/schema';
import { notFound } from '../../http/errors';
import { assertProduct } from './shared';

const columns = {
  id: distributorLinks.id,
  productId: distributorLinks.productId,
  distributorName: distributorLinks.distributorName,
  url: distributorLinks.url,
  sort: distributorLinks.sort,
};

export async function listDistributorLinks(db: DbOrTx, productId: number) {
  await assertProduct(db, productId);
  return db
    .select(columns)
    .from(distributorLinks)
    .where(eq(distributorLinks.productId, productId))
    .orderBy(asc(distributorLinks.sort), asc(distributorLinks.id));
}

interface LinkValues {
  productId?: number;
  distributorName: string;
  url: string;
  sort?: number;
}

export async function createDistributorLink(db: DbOrTx, productId: number, input: LinkValues) {
  await assertProduct(db, productId, input.productId);
  let sort = input.sort;
  if (sort === undefined) {
    const [last] = await db
      .select({ sort: max(distributorLinks.sort) })
      .from(distributorLinks)
      .where(eq(distributorLinks.productId, productId));
    sort = (last?.sort ?? 0) + 1;
  }
  const [row] = await db
    .insert(distributorLinks)
    .values({ productId, distributorName: input.distributorName, url: input.url, sort })
    .returning(columns);
  return row!;
}

export async function updateDistributorLink(
  db: DbOrTx,
  productId: number,
  id: number,
  input: Partial<LinkValues>,
) {
  await assertProduct(db, productId, input.productId);
  const { productId: _ignored, ...set } = input;
  const where = and(eq(distributorLinks.id, id), eq(distributorLinks.productId, productId));
  const [row] =
    Object.keys(set).length > 0
      ? await db.update(distributorLinks).set(set).where(where).returning(columns)
      : await db.select(columns).from(distributorLinks).where(where);
  if (!row) throw notFound('Distributor link not found');
  return row;
}

export async function deleteDistributorLink(db: DbOrTx, productId: number, id: number): Promise<void> {
  await assertProduct(db, productId);
  const deleted = await db
    .delete(distributorLinks)
    .where(and(eq(distributorLinks.id, id), eq(distributorLinks.productId, productId)))
    .returning({ id: distributorLinks.id });
  if (deleted.length === 0) throw notFound('Distributor link not found');
}
