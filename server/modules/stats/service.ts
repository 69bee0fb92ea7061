// Dashboard figures, each from the database: products, categories, inquiries this month and the
// distinct distributors linked to active products, plus this-month / last-month counts of new products
// and enquiries for the growth captions — all from one query.
import { sql } from 'drizzle-orm';
import type { Stats } from '../../../core/schemas/stats';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';

export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function startOfLastMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
}

interface StatsRow {
  total_products: number;
  products_this_month: number;
  products_last_month: number;
  categories: number;
  inquiries_this_month: number;
  inquiries_last_month: number;
  distributors: number;
}

/**
 * Every figure in ONE query (#21): the admin shell asks on every screen, and seven separate counts
 * were seven round trips (one after another on PGlite). Each table is read once, with FILTER for the
 * month windows.
 */
export async function getStats(db: DbOrTx, now = new Date()): Promise<Stats> {
  const thisMonth = startOfMonth(now).toISOString();
  const lastMonth = startOfLastMonth(now).toISOString();
  const [row] = await queryRows<StatsRow>(
    db,
    sql`
      with p as (
        select count(*)::int as total_products,
               (count(*) filter (where created_at >= ${thisMonth}::timestamptz))::int as products_this_month,
               (count(*) filter (where created_at >= ${lastMonth}::timestamptz
                                   and created_at < ${thisMonth}::timestamptz))::int as products_last_month
        from products
      ),
      c as (select count(*)::int as categories from categories),
      e as (
        select (count(*) filter (where created_at >= ${thisMonth}::timestamptz))::int as inquiries_this_month,
               (count(*) filter (where created_at >= ${lastMonth}::timestamptz
                                   and created_at < ${thisMonth}::timestamptz))::int as inquiries_last_month
        from contacts
        where created_at >= ${lastMonth}::timestamptz
      ),
      d as (
        select count(distinct l.distributor_name)::int as distributors
        from distributor_links l
        join products dp on dp.id = l.product_id and dp.status = 'active'
      )
      select * from p, c, e, d`,
  );
  const r = row ?? ({} as Partial<StatsRow>);
  const inquiries = r.inquiries_this_month ?? 0;
  return {
    totalProducts: r.total_products ?? 0,
    categories: r.categories ?? 0,
    inquiries,
    distributors: r.distributors ?? 0,
    growth: {
      products: { thisMonth: r.products_this_month ?? 0, lastMonth: r.products_last_month ?? 0 },
      inquiries: { thisMonth: inquiries, lastMonth: r.inquiries_last_month ?? 0 },
    },
  };
}
