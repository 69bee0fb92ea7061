// Brands. The slug is generated from the name on create (made unique with a -2, -3 … suffix) and
// kept on rename; deleting a brand leaves its products without a brand (the foreign key sets null).
import { and, asc, count, eq, like, ne, or, sql } from 'drizzle-orm';
import { hyphenSlug } from '../../../core/rules/slug';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { brands, products } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';

export interface BrandValues {
  name: string;
  description: string | null;
  website: string | null;
  logoUrl: string | null;
}

const NAME_TAKEN = 'A brand with this name already exists';

export async function listBrands(db: DbOrTx, onlyId?: number) {
  const usage = db
    .select({ brandId: products.brandId, n: count().as('product_n') })
    .from(products)
    .groupBy(products.brandId)
    .as('usage');
  const rows = await db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      description: brands.description,
      website: brands.website,
      logoUrl: brands.logoUrl,
      createdAt: brands.createdAt,
      productCount: sql<number>`coalesce(${usage.n}, 0)::int`,
    })
    .from(brands)
    .leftJoin(usage, eq(usage.brandId, brands.id))
    .where(onlyId === undefined ? undefined : eq(brands.id, onlyId))
    .orderBy(asc(brands.name));
  return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
}

async function getBrand(db: DbOrTx, id: number) {
  const [row] = await listBrands(db, id);
  if (!row) throw notFound('Brand not found');
  return row;
}

async function checkNameFree(db: DbOrTx, name: string, exceptId: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        sql`lower(${brands.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(brands.id, exceptId),
      ),
    );
  if (taken) throw conflict(NAME_TAKEN, { name: [NAME_TAKEN] });
}

/** The name's slug, or the first free "-2", "-3" … variant of it. */
async function uniqueSlug(db: DbOrTx, name: string): Promise<string> {
  const base = hyphenSlug(name);
  if (!base) {
    const message = 'Brand name must contain letters or digits';
    throw badRequest(message, { name: [message] });
  }
  const rows = await db
    .select({ slug: brands.slug })
    .from(brands)
    .where(or(eq(brands.slug, base), like(brands.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function createBrand(ctx: AppContext, input: BrandValues) {
  await checkNameFree(ctx.db, input.name, null);
  const slug = await uniqueSlug(ctx.db, input.name);
  const [row] = await ctx.db
    .insert(brands)
    .values({ ...input, slug })
    .returning({ id: brands.id });
  return getBrand(ctx.db, row!.id);
}

export async function updateBrand(ctx: AppContext, id: number, patch: Partial<BrandValues>) {
  await getBrand(ctx.db, id);
  if (patch.name !== undefined) await checkNameFree(ctx.db, patch.name, id);
  if (Object.keys(patch).length > 0) await ctx.db.update(brands).set(patch).where(eq(brands.id, id));
  return getBrand(ctx.db, id);
}

/** Its products stay, without a brand. */
export async function deleteBrand(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db.delete(brands).where(eq(brands.id, id)).returning({ id: brands.id });
  if (deleted.length === 0) throw notFound('Brand not found');
}
