// Three products (two active, one draft) for the product-content API tests.
import type { TestContext } from '../../../tests/helpers/app';
import { categories, products } from '../../db/schema';

export async function seedProducts(t: TestContext) {
  const db = t.ctx.db;
  const [category] = await db.insert(categories).values({ name: 'Torches', slug: 'torches' }).returning();
  const rows = await db
    .insert(products)
    .values([
      { name: 'Alpha Torch', slug: 'alpha-torch', sku: 'TW-100', categoryId: category!.id, status: 'active' },
      { name: 'Bravo Tip', slug: 'bravo-tip', sku: 'TP-1', categoryId: category!.id, status: 'active' },
      { name: 'Draft Kit', slug: 'draft-kit', sku: 'DK-1', categoryId: category!.id, status: 'draft' },
    ])
    .returning({ id: products.id });
  return { product: rows[0]!.id, other: rows[1]!.id, draft: rows[2]!.id };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

/** A signed-in call: method, url, optional JSON body. */
export function caller(t: TestContext, cookie: () => string) {
  return (method: Method, url: string, payload?: unknown, as = cookie()) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: as },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
