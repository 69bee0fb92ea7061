// Dashboard figures, each from the database: products, categories, inquiries this month and the
// distinct distributors linked to active products, plus this-month / last-month counts of new products
// and enquiries for the growth captions.
import { and, count, countDistinct, eq, gte, lt } from 'drizzle-orm';
import type { Stats } from '../../../core/schemas/stats';
import type { DbOrTx } from '../../db/client';
import { categories, contacts, distributorLinks, products } from '../../db/schema';

export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function startOfLastMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
}

export async function getStats(db: DbOrTx, now = new Date()): Promise<Stats> {
  const thisMonth = startOfMonth(now);
  const lastMonth = startOfLastMonth(now);
  const [[p], [c], [i], [d], [pNew], [pLast], [iLast]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(contacts).where(gte(contacts.createdAt, thisMonth)),
    db
      .select({ n: countDistinct(distributorLinks.distributorName) })
      .from(distributorLinks)
      .innerJoin(products, and(eq(products.id, distributorLinks.productId), eq(products.status, 'active'))),
    db.select({ n: count() }).from(products).where(gte(products.createdAt, thisMonth)),
    db
      .select({ n: count() })
      .from(products)
      .where(and(gte(products.createdAt, lastMonth), lt(products.createdAt, thisMonth))),
    db
      .select({ n: count() })
      .from(contacts)
      .where(and(gte(contacts.createdAt, lastMonth), lt(contacts.createdAt, thisMonth))),
  ]);
  const inquiries = i?.n ?? 0;
  return {
    totalProducts: p?.n ?? 0,
    categories: c?.n ?? 0,
    inquiries,
    distributors: d?.n ?? 0,
    growth: {
      products: { thisMonth: pNew?.n ?? 0, lastMonth: pLast?.n ?? 0 },
      inquiries: { thisMonth: inquiries, lastMonth: iLast?.n ?? 0 },
    },
  };
}
