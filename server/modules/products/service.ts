// Products: the list (search, filters, sort and paging in SQL), create, update, duplicate, delete.
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ProductPatch, ProductSort, ProductValues } from '../../../core/schemas/products';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  brands,
  categories,
  distributorLinks,
  faqs,
  highlights,
  productDocuments,
  productSpecValues,
  products,
  productTags,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { memoryView } from '../catalogue/facet-engine/memory-view';
import { recordSlugChange } from '../redirects/service';
import { relevanceIds, relevanceIdsInMemory } from '../search/engine';
import {
  type FilterRequest,
  filteredProducts,
  hasFacetFilters,
  type ProductFilters,
  resolveFilters,
} from './filters';

export interface ProductRecord {
  id: number;
  name: string;
  slug: string;
  sku: string;
  mpn: string | null;
  subtitle: string | null;
  description: string | null;
  shortDescription: string | null;
  price: string | null;
  categoryId: number;
  brandId: number | null;
  images: string[];
  stock: number;
  status: 'active' | 'inactive' | 'draft';
  featured: boolean;
  createdAt: Date;
  updatedAt: Date;
  category: { id: number; name: string; slug: string } | null;
  brand: { id: number; name: string; slug: string; logoUrl: string | null } | null;
}

interface ProductRow {
  id: number;
  name: string;
  slug: string;
  sku: string;
  mpn: string | null;
  subtitle: string | null;
  description?: string | null;
  short_description: string | null;
  price: string | null;
  category_id: number;
  brand_id: number | null;
  images: string[];
  stock: number;
  status: ProductRecord['status'];
  featured: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  category_name: string | null;
  category_slug: string | null;
  brand_name: string | null;
  brand_slug: string | null;
  brand_logo_url: string | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toRecord(row: ProductRow): ProductRecord {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    mpn: row.mpn,
    subtitle: row.subtitle,
    description: row.description ?? null,
    shortDescription: row.short_description,
    price: row.price,
    categoryId: row.category_id,
    brandId: row.brand_id,
    images: row.images ?? [],
    stock: row.stock,
    status: row.status,
    featured: row.featured,
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
    category:
      row.category_name !== null
        ? { id: row.category_id, name: row.category_name, slug: row.category_slug! }
        : null,
    brand:
      row.brand_id !== null && row.brand_name !== null
        ? { id: row.brand_id, name: row.brand_name, slug: row.brand_slug!, logoUrl: row.brand_logo_url }
        : null,
  };
}

/** Sort orders, each matched by an index. Names sort case-insensitively in byte order. */
const NAME = sql`lower(p.name) collate "C"`;
const ORDER: Record<ProductSort, SQL> = {
  newest: sql`p.created_at desc, p.id desc`,
  oldest: sql`p.created_at asc, p.id asc`,
  name: sql`${NAME} asc, p.id asc`,
  status: sql`p.status asc, ${NAME} asc, p.id asc`,
  price: sql`p.price asc nulls last, ${NAME} asc, p.id asc`,
  // Without a search the catalogue's usual order (newest); with one, the rank tiers then by name.
  relevance: sql`p.created_at desc, p.id desc`,
};

/** The same orders over the facet rows, which carry the sort keys (name_key is lower(name)). */
const FACET_ORDER: Record<ProductSort, SQL> = {
  newest: sql`f.created_at desc, f.product_id desc`,
  oldest: sql`f.created_at asc, f.product_id asc`,
  name: sql`f.name_key collate "C" asc, f.product_id asc`,
  status: sql`f.status asc, f.name_key collate "C" asc, f.product_id asc`,
  price: sql`f.price asc nulls last, f.name_key collate "C" asc, f.product_id asc`,
  relevance: sql`f.created_at desc, f.product_id desc`,
};

const LIST_COLUMNS = sql`p.id, p.name, p.slug, p.sku, p.mpn, p.subtitle, p.short_description, p.price, p.category_id,
  p.brand_id, p.images, p.stock, p.status, p.featured, p.created_at, p.updated_at`;

export interface ListOptions extends FilterRequest {
  sort: ProductSort;
  page: number;
  limit: number;
}

/** The total of a list. */
const countStatement = (filters: ProductFilters) =>
  sql`select count(*)::int as total ${filteredProducts(filters)}`;

const withNames = (page: SQL) => sql`with ${page}
      select p.*, c.name as category_name, c.slug as category_slug, b.name as brand_name, b.slug as brand_slug, b.logo_url as brand_logo_url
      from page p left join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id`;

/** The list rows of these products, in this order. */
function pageOfIds(ids: number[]): SQL {
  const page = sql`ids as (select id, n from unnest(${sql.param(ids)}::int[]) with ordinality as ids(id, n)),
      page as (select ${LIST_COLUMNS}, ids.n from ids join products p on p.id = ids.id)`;
  return sql`${withNames(page)} order by p.n`;
}

/** The ids of a relevance page (search/engine.ts relevanceIds), with the statements that ran. */
function rankedIds(db: DbOrTx, filters: ProductFilters, options: ListOptions) {
  const { search, ...rest } = filters;
  return relevanceIds(
    db,
    search!,
    (also) => filteredProducts(rest, { also }),
    (options.page - 1) * options.limit,
    options.limit,
  );
}

/**
 * The statement of a list page's rows. A relevance page first finds its ids tier by tier
 * (search/engine.ts relevanceIds: `ranking` are the statements that ran), then reads those rows.
 */
async function pageStatement(
  db: DbOrTx,
  filters: ProductFilters,
  options: ListOptions,
): Promise<{ page: SQL; ranking: SQL[] }> {
  const offset = (options.page - 1) * options.limit;
  const rows = filteredProducts(filters, { withProducts: true });
  if (filters.search && options.sort === 'relevance') {
    const ranked = await rankedIds(db, filters, options);
    return { page: pageOfIds(ranked.ids), ranking: ranked.statements };
  }
  // A search collects its matches first (GIN index) and sorts only those: walking the sort index while
  // testing the match on every row is what makes naive searches slow.
  // A category, tag or spec filter picks the page from its matching facet rows (bitmap scan, top-N):
  // walking a products sort index instead reads most of the table when the matches sort late.
  const page = filters.search
    ? sql`m as materialized (select ${LIST_COLUMNS} ${rows}),
        page as (select * from m p order by ${ORDER[options.sort]} limit ${options.limit} offset ${offset})`
    : hasFacetFilters(filters)
      ? sql`ids as (select f.product_id ${filteredProducts(filters)} order by ${FACET_ORDER[options.sort]} limit ${options.limit} offset ${offset}),
          page as (select ${LIST_COLUMNS} from ids join products p on p.id = ids.product_id)`
      : sql`page as (select ${LIST_COLUMNS} ${rows} order by ${ORDER[options.sort]} limit ${options.limit} offset ${offset})`;
  return { page: sql`${withNames(page)} order by ${ORDER[options.sort]}`, ranking: [] };
}

/** The statements of a list page: its total and its rows (exported so benchmarks can EXPLAIN them). */
export async function buildListQueries(
  db: DbOrTx,
  options: ListOptions,
): Promise<{ count: SQL; page: SQL; ranking: SQL[]; correction: string | null }> {
  const filters = await resolveFilters(db, options);
  return {
    count: countStatement(filters),
    ...(await pageStatement(db, filters, options)),
    correction: filters.search?.correction ?? null,
  };
}

/**
 * One page of products and the total. The in-memory facet index (catalogue/facet-engine) counts and,
 * except for a relevance page, picks the page's ids when it can answer the filters; SQL otherwise.
 */
async function listPage(
  db: DbOrTx,
  filters: ProductFilters,
  options: ListOptions,
): Promise<{ rows: ProductRow[]; total: number }> {
  const relevance = !!filters.search && options.sort === 'relevance';
  const offset = (options.page - 1) * options.limit;
  const view = await memoryView(db, filters);
  if (view) {
    // A relevance page is ranked in memory when the index stays the same meanwhile, else in SQL.
    const ids = relevance
      ? ((await relevanceIdsInMemory(db, filters.search!, view, offset, options.limit)) ??
        (await rankedIds(db, filters, options)).ids)
      : view.page(options.sort, offset, options.limit);
    return { rows: ids.length ? await queryRows<ProductRow>(db, pageOfIds(ids)) : [], total: view.total() };
  }
  const ranked = relevance ? await rankedIds(db, filters, options) : null;
  const [countRows, rows] = await Promise.all([
    queryRows<{ total: number }>(db, countStatement(filters)),
    ranked
      ? queryRows<ProductRow>(db, pageOfIds(ranked.ids))
      : pageStatement(db, filters, options).then(({ page }) => queryRows<ProductRow>(db, page)),
  ]);
  return { rows, total: countRows[0]?.total ?? 0 };
}

export async function listProducts(db: DbOrTx, options: ListOptions) {
  const filters = await resolveFilters(db, options);
  const { rows: pageRows, total } = await listPage(db, filters, options);
  return {
    products: pageRows.map(toRecord),
    total,
    totalPages: Math.max(1, Math.ceil(total / options.limit)),
    page: options.page,
    limit: options.limit,
    correction: filters.search?.correction ?? null,
  };
}

export async function getProduct(db: DbOrTx, id: number): Promise<ProductRecord> {
  const rows = await queryRows<ProductRow>(
    db,
    sql`select p.*, c.name as category_name, c.slug as category_slug, b.name as brand_name, b.slug as brand_slug, b.logo_url as brand_logo_url
        from products p left join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
        where p.id = ${id}`,
  );
  if (!rows[0]) throw notFound('Product not found');
  return toRecord(rows[0]);
}

export async function getProductBySlug(db: DbOrTx, slug: string): Promise<ProductRecord | null> {
  const rows = await queryRows<ProductRow>(
    db,
    sql`select p.*, c.name as category_name, c.slug as category_slug, b.name as brand_name, b.slug as brand_slug, b.logo_url as brand_logo_url
        from products p left join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
        where p.slug = ${slug}`,
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Active featured products for the home page, newest first. */
export async function featuredProducts(db: DbOrTx, limit = 8): Promise<ProductRecord[]> {
  const result = await listProducts(db, { status: 'active', featured: true, sort: 'newest', page: 1, limit });
  return result.products;
}

export async function assertReferences(db: DbOrTx, values: { categoryId?: number; brandId?: number | null }) {
  if (values.categoryId !== undefined) {
    const [cat] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, values.categoryId));
    if (!cat)
      throw badRequest('The chosen category does not exist', {
        categoryId: ['The chosen category does not exist'],
      });
  }
  if (values.brandId) {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, values.brandId));
    if (!brand)
      throw badRequest('The chosen brand does not exist', { brandId: ['The chosen brand does not exist'] });
  }
}

/** Checks slug and SKU are free (excluding one product), answering 409 with the field named. */
export async function assertUnique(db: DbOrTx, values: { slug?: string; sku?: string }, exceptId?: number) {
  const checks = [];
  if (values.slug) checks.push(eq(products.slug, values.slug));
  if (values.sku) checks.push(sql`lower(${products.sku}) = lower(${values.sku})`);
  if (!checks.length) return;
  const taken = await db
    .select({ slug: products.slug, sku: products.sku })
    .from(products)
    .where(and(or(...checks), exceptId ? ne(products.id, exceptId) : undefined));
  if (values.slug && taken.some((t) => t.slug === values.slug)) {
    throw conflict('A product with this slug already exists', {
      slug: ['A product with this slug already exists'],
    });
  }
  if (values.sku && taken.some((t) => t.sku.toLowerCase() === values.sku!.toLowerCase())) {
    throw conflict('A product with this SKU already exists', {
      sku: ['A product with this SKU already exists'],
    });
  }
}

export async function createProduct(ctx: AppContext, values: ProductValues): Promise<ProductRecord> {
  await assertReferences(ctx.db, values);
  await assertUnique(ctx.db, values);
  const [created] = await ctx.db.insert(products).values(values).returning({ id: products.id });
  return getProduct(ctx.db, created!.id);
}

/** Work done inside a write's own transaction, before and after it (the revision of #19). */
export interface WriteHooks {
  before?: (tx: DbOrTx) => Promise<unknown>;
  after?: (tx: DbOrTx) => Promise<unknown>;
}

export async function updateProduct(
  ctx: AppContext,
  id: number,
  values: ProductValues | ProductPatch,
  hooks: WriteHooks = {},
): Promise<ProductRecord> {
  const patch = values as Partial<ProductValues>;
  const current = await getProduct(ctx.db, id);
  await assertReferences(ctx.db, patch);
  await assertUnique(ctx.db, { slug: patch.slug, sku: patch.sku }, id);
  await ctx.db.transaction(async (tx) => {
    await hooks.before?.(tx);
    await tx
      .update(products)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(products.id, id));
    // A renamed product keeps its old links and search rankings: a 301 from the old address.
    if (patch.slug && patch.slug !== current.slug) {
      await recordSlugChange(tx, `/products/${current.slug}`, `/products/${patch.slug}`);
    }
    await hooks.after?.(tx);
  });
  return getProduct(ctx.db, id);
}

/** Deletes the product and every link of it (specs, tags, documents, highlights, FAQs, relationships both ways, distributors) at once. */
export async function deleteProduct(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (!deleted) throw notFound('Product not found');
  });
}

/** The first free "<base>-copy", "<base>-copy-2", … for slug or SKU. */
async function freeCopyValue(db: DbOrTx, column: 'slug' | 'sku', base: string): Promise<string> {
  const suffix = column === 'slug' ? '-copy' : '-COPY';
  const stem = `${base}${suffix}`;
  const col = column === 'slug' ? products.slug : products.sku;
  const taken = new Set(
    (
      await db
        .select({ value: col })
        .from(products)
        .where(sql`lower(${col}) like lower(${`${stem.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`)
    ).map((r) => r.value.toLowerCase()),
  );
  if (!taken.has(stem.toLowerCase())) return stem;
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * A real copy as a draft: fields, images, specifications, tags, documents, highlights, FAQs and
 * distributor links, with a new unique slug and SKU. Relationships are not copied: they would add
 * links to other products without anyone deciding so.
 */
export async function duplicateProduct(ctx: AppContext, id: number): Promise<ProductRecord> {
  const original = await getProduct(ctx.db, id);
  const newId = await ctx.db.transaction(async (tx) => {
    const slug = await freeCopyValue(tx, 'slug', original.slug);
    const sku = await freeCopyValue(tx, 'sku', original.sku);
    const [copy] = await tx
      .insert(products)
      .values({
        name: `${original.name} (Copy)`,
        slug,
        sku,
        mpn: original.mpn,
        subtitle: original.subtitle,
        description: original.description,
        shortDescription: original.shortDescription,
        price: original.price,
        categoryId: original.categoryId,
        brandId: original.brandId,
        images: original.images,
        stock: original.stock,
        status: 'draft',
        featured: false,
      })
      .returning({ id: products.id });
    const to = copy!.id;
    await tx.execute(sql`insert into product_spec_values (product_id, spec_definition_id, value_string, value_number, value_boolean, value_enum, value_slug)
      select ${to}, spec_definition_id, value_string, value_number, value_boolean, value_enum, value_slug from product_spec_values where product_id = ${id}`);
    await tx.execute(
      sql`insert into product_tags (product_id, tag_id) select ${to}, tag_id from product_tags where product_id = ${id}`,
    );
    await tx.execute(
      sql`insert into product_documents (product_id, document_id) select ${to}, document_id from product_documents where product_id = ${id}`,
    );
    await tx.execute(
      sql`insert into highlights (product_id, text, icon, sort) select ${to}, text, icon, sort from highlights where product_id = ${id}`,
    );
    await tx.execute(
      sql`insert into faqs (product_id, question, answer, sort) select ${to}, question, answer, sort from faqs where product_id = ${id}`,
    );
    await tx.execute(
      sql`insert into distributor_links (product_id, distributor_name, url, sort) select ${to}, distributor_name, url, sort from distributor_links where product_id = ${id}`,
    );
    return to;
  });
  return getProduct(ctx.db, newId);
}

/** Counts of every link of a product (used by tests and the delete confirmation). */
export async function linkCounts(db: DbOrTx, id: number) {
  const [specs, tags, docs, hl, fq, dl] = await Promise.all([
    db.$count(productSpecValues, eq(productSpecValues.productId, id)),
    db.$count(productTags, eq(productTags.productId, id)),
    db.$count(productDocuments, eq(productDocuments.productId, id)),
    db.$count(highlights, eq(highlights.productId, id)),
    db.$count(faqs, eq(faqs.productId, id)),
    db.$count(distributorLinks, eq(distributorLinks.productId, id)),
  ]);
  return { specs, tags, documents: docs, highlights: hl, faqs: fq, distributorLinks: dl };
}

export async function productsByIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(products).where(inArray(products.id, ids));
}
