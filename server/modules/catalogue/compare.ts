// Product comparison (#20): up to four products by slug, their highlights and their specifications
// aligned by definition. Three short indexed queries (products by slug, then values and highlights of
// those ids at once): no query per product.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { COMPARE_MAX, COMPARE_MIN, parseCompareSlugs } from '../../../core/rules/compare';
import { alignSpecs } from '../../../core/rules/compare-table';
import { displaySpecValue } from '../../../core/rules/spec-values';
import type { CompareData } from '../../../core/schemas/compare';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { highlights, productSpecValues, specCategories, specDefinitions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

export const COMPARE_MESSAGES = {
  none: `Choose ${COMPARE_MIN} to ${COMPARE_MAX} products to compare`,
  tooMany: `At most ${COMPARE_MAX} products can be compared at once`,
  notFound: 'None of these products were found',
} as const;

interface Row {
  id: number;
  name: string;
  slug: string;
  sku: string;
  mpn: string | null;
  subtitle: string | null;
  short_description: string | null;
  price: string | null;
  images: string[] | null;
  status: string;
  category_name: string | null;
  category_slug: string | null;
  brand_name: string | null;
}

export async function compareProducts(
  db: DbOrTx,
  param: string,
  options: { includeUnpublished: boolean },
): Promise<CompareData> {
  const slugs = parseCompareSlugs(param);
  if (slugs.length === 0) throw badRequest(COMPARE_MESSAGES.none, { products: [COMPARE_MESSAGES.none] });
  if (slugs.length > COMPARE_MAX)
    throw badRequest(COMPARE_MESSAGES.tooMany, { products: [COMPARE_MESSAGES.tooMany] });

  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.name, p.slug, p.sku, p.mpn, p.subtitle, p.short_description, p.price, p.images, p.status,
          c.name as category_name, c.slug as category_slug, b.name as brand_name
        from products p left join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
        where p.slug in (${sql.join(
          slugs.map((s) => sql`${s}`),
          sql`, `,
        )})`,
  );
  const visible = rows.filter((r) => options.includeUnpublished || r.status === 'active');
  const bySlug = new Map(visible.map((r) => [r.slug, r]));
  const found = slugs.map((s) => bySlug.get(s)).filter((r): r is Row => !!r);
  if (found.length === 0) throw notFound(COMPARE_MESSAGES.notFound);
  const ids = found.map((r) => r.id);

  const [specRows, highlightRows] = await Promise.all([
    db
      .select({ value: productSpecValues, definition: specDefinitions, categoryName: specCategories.name })
      .from(productSpecValues)
      .innerJoin(specDefinitions, eq(specDefinitions.id, productSpecValues.specDefinitionId))
      .leftJoin(specCategories, eq(specCategories.id, specDefinitions.categoryId))
      .where(inArray(productSpecValues.productId, ids)),
    db
      .select({ productId: highlights.productId, text: highlights.text })
      .from(highlights)
      .where(inArray(highlights.productId, ids))
      .orderBy(asc(highlights.sort), asc(highlights.id)),
  ]);

  const groups = alignSpecs(
    ids,
    specRows.map((row) => ({
      definitionId: row.definition.id,
      key: row.definition.key,
      label: row.definition.label,
      description: row.definition.description,
      unit: row.definition.unit,
      dataType: row.definition.dataType,
      category: row.categoryName,
      displayValue: displaySpecValue(row.definition.dataType, row.value, row.definition.unit),
      productId: row.value.productId,
    })),
  );

  return {
    products: found.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      sku: r.sku,
      mpn: r.mpn,
      subtitle: r.subtitle,
      shortDescription: r.short_description,
      price: r.price,
      images: r.images ?? [],
      category: r.category_name !== null ? { name: r.category_name, slug: r.category_slug ?? '' } : null,
      brand: r.brand_name !== null ? { name: r.brand_name } : null,
      highlights: highlightRows.filter((h) => h.productId === r.id).map((h) => h.text),
    })),
    groups,
    missing: slugs.filter((s) => !bySlug.has(s)),
  };
}
