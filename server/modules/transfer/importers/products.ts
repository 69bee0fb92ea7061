// Products: keyed by SKU; category and brand refer to slugs (a brand also by name); a column left
// out of the sheet is left unchanged on update.
import { sql } from 'drizzle-orm';
import { productSlug } from '../../../../core/rules/slug';
import { productInput } from '../../../../core/schemas/products';
import { queryRows } from '../../../db/rows';
import { readNumber } from '../numbers';
import type { SheetStream } from '../read';
import { blank, boolOrError, cellList, lower, type UnnestType, unnestInsert } from './cells';
import type { Run } from './run';

const PRODUCT_COLUMNS: Array<{ field: string; name: string; type: UnnestType }> = [
  { field: 'sku', name: 'sku', type: 'text' },
  { field: 'name', name: 'name', type: 'text' },
  { field: 'slug', name: 'slug', type: 'text' },
  { field: 'mpn', name: 'mpn', type: 'text' },
  { field: 'subtitle', name: 'subtitle', type: 'text' },
  { field: 'description', name: 'description', type: 'text' },
  { field: 'shortDescription', name: 'short_description', type: 'text' },
  { field: 'price', name: 'price', type: 'numeric' },
  { field: 'categoryId', name: 'category_id', type: 'int' },
  { field: 'brandId', name: 'brand_id', type: 'int' },
  { field: 'images', name: 'images', type: 'text[]' },
  { field: 'stock', name: 'stock', type: 'int' },
  { field: 'status', name: 'status', type: 'text' },
  { field: 'featured', name: 'featured', type: 'bool' },
];

const PRODUCT_FIELDS = [
  'name',
  'slug',
  'mpn',
  'subtitle',
  'description',
  'shortDescription',
  'price',
  'images',
  'stock',
  'status',
  'featured',
] as const;

export async function importProducts(run: Run, sheet: SheetStream) {
  // One after the other: a transaction is one connection.
  const categoryRows = await queryRows<{ id: number; slug: string }>(
    run.tx,
    sql`select id, slug from categories`,
  );
  const brandRows = await queryRows<{ id: number; slug: string; name: string }>(
    run.tx,
    sql`select id, slug, name from brands`,
  );
  const stored = await queryRows<{
    id: number;
    sku: string;
    slug: string;
    name: string;
    category_id: number;
  }>(run.tx, sql`select id, sku, slug, name, category_id from products`);
  const categoryBySlug = new Map(categoryRows.map((r) => [r.slug, r.id]));
  const brandByKey = new Map<string, number>();
  for (const b of brandRows) {
    brandByKey.set(lower(b.name), b.id);
    brandByKey.set(b.slug, b.id);
  }
  const bySku = new Map(stored.map((r) => [r.sku, r]));
  const slugOwner = new Map(stored.map((r) => [r.slug, r.sku]));
  stored.length = 0;
  const has = (c: string) => sheet.columns.has(c);

  const setFields: string[] = PRODUCT_FIELDS.filter((f) => has(f));
  if (has('category')) setFields.push('categoryId');
  if (has('brand')) setFields.push('brandId');
  const ids = await run.productIds();
  const columns = PRODUCT_COLUMNS;
  const dbName = (f: string) => columns.find((c) => c.field === f)!.name;
  const updates = (setFields.length ? setFields : ['name']).map(
    (f) => `"${dbName(f)}" = excluded."${dbName(f)}"`,
  );
  const dedupe = run.deduper(sheet);

  for await (const rows of sheet.batches) {
    const candidates = [];
    for (const { row, values } of rows) {
      let bad = false;
      const sku = (values.sku ?? '').trim();
      const existing = sku ? bySku.get(sku) : undefined;
      let categoryId: number | undefined = existing?.category_id;
      if (has('category') && !(existing && blank(values.category))) {
        const slug = (values.category ?? '').trim();
        categoryId = slug ? categoryBySlug.get(slug) : undefined;
        if (slug && categoryId === undefined) {
          run.error(sheet, row, 'category', `Unknown category "${slug}"`);
          bad = true;
        }
      }
      let brandId: number | null = null;
      if (!blank(values.brand)) {
        const id = brandByKey.get(values.brand!.trim()) ?? brandByKey.get(lower(values.brand!.trim()));
        if (id === undefined) {
          run.error(sheet, row, 'brand', `Unknown brand "${values.brand}"`);
          bad = true;
        } else brandId = id;
      }
      const name = has('name') && !blank(values.name) ? values.name : existing?.name;
      const slug =
        has('slug') && !blank(values.slug)
          ? values.slug!.trim()
          : (existing?.slug ?? productSlug(name ?? ''));
      // Price and stock as the file writes numbers (a semicolon CSV: "9,99"); ambiguous ones are errors.
      const numbers: Record<'price' | 'stock', string | null> = { price: null, stock: '' };
      for (const field of ['price', 'stock'] as const) {
        const reading = readNumber(values[field] ?? '', sheet.decimal ?? '.');
        if (reading.ok) numbers[field] = reading.value || (field === 'price' ? null : '');
        else if (reading.ambiguous) {
          run.error(sheet, row, field, reading.error);
          bad = true;
        } else numbers[field] = values[field] ?? null; // the schema says what a price or stock must be
      }
      let featured = false;
      if (has('featured')) {
        const b = boolOrError(run, sheet, row, 'featured', values.featured);
        if (b === null) bad = true;
        else featured = b;
      }
      const valid = run.check(
        sheet,
        row,
        productInput,
        {
          sku,
          name: name ?? '',
          slug,
          categoryId: categoryId ?? '',
          brandId,
          mpn: values.mpn ?? null,
          subtitle: values.subtitle ?? null,
          description: values.description ?? null,
          shortDescription: values.shortDescription ?? null,
          price: numbers.price,
          stock: numbers.stock,
          status: blank(values.status) ? undefined : values.status!.trim().toLowerCase(),
          featured,
          images: cellList(values.images),
        },
        { categoryId: 'category', brandId: 'brand' },
      );
      if (!valid || bad) continue;
      const owner = slugOwner.get(valid.slug);
      if (owner !== undefined && owner !== valid.sku) {
        run.error(sheet, row, 'slug', `The URL slug "${valid.slug}" is already used by SKU ${owner}`);
        continue;
      }
      slugOwner.set(valid.slug, valid.sku);
      candidates.push({
        row,
        key: valid.sku,
        column: 'sku',
        item: { row, values: valid, existingId: existing?.id ?? null },
      });
    }
    const items = run.partition('products', dedupe(candidates));
    await run.writeCounted('products', sheet, items, async (db, batch) => {
      const written = await unnestInsert(
        db,
        'products',
        columns,
        batch.map((i) => columns.map((c) => (i.values as Record<string, unknown>)[c.field])),
        `on conflict (sku) do update set ${updates.join(', ')}, updated_at = now()`,
        // xmax is 0 on a row version this statement inserted (not one it updated).
        'returning id, sku, (xmax = 0) as created',
      );
      for (const r of written) {
        ids.set(r.sku as string, r.id as number);
        if (r.created) run.created.add(r.id as number);
      }
    });
  }
}
