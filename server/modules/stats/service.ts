// Dashboard figures, each from the database: products, categories, inquiries this month and the
// distinct distributors linked to active products.
import { and, count, countDistinct, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, contacts, distributorLinks, products } from '../../db/schema';

export interface Stats {
  totalProducts: number;
  categories: number;
  inquiries: number;
  distributors: number;
}

export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function getStats(db: DbOrTx, now = new Date()): Promise<Stats> {
  const [[p], [c], [i], [d]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(categories),
    db
      .select({ n: count() })
      .from(contacts)
      .where(gte(contacts.createdAt, startOfMonth(now))),
    db
      .select({ n: countDistinct(distributorLinks.distributorName) })
      .from(distributorLinks)
      .innerJoin(products, and(eq(products.id, distributorLinks.productId), eq(products.status, 'active'))),
  ]);
  return { totalProducts: p?.n ?? 0, categories: c?.n ?? 0, inquiries: i?.n ?? 0, distributors: d?.n ?? 0 };
}
