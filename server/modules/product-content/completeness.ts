// Completeness of products (core/rules/completeness): four queries for any number of products —
// the products, the alt text of their images' media records, the required definitions with the
// products' values for them, and the document counts.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { productCompleteness } from '../../../core/rules/completeness';
import type { DbOrTx } from '../../db/client';
import { mediaFiles, productDocuments, productSpecValues, products, specDefinitions } from '../../db/schema';
import { notFound } from '../../http/errors';

export async function completenessOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id, description: products.description, images: products.images })
    .from(products)
    .where(inArray(products.id, ids));
  const urls = [...new Set(rows.flatMap((r) => r.images))];
  const [media, required, values, docs] = await Promise.all([
    urls.length
      ? db
          .select({ url: mediaFiles.url, alt: mediaFiles.alt })
          .from(mediaFiles)
          .where(inArray(mediaFiles.url, urls))
      : Promise.resolve([]),
    db
      .select({ id: specDefinitions.id, label: specDefinitions.label })
      .from(specDefinitions)
      .where(eq(specDefinitions.required, true))
      .orderBy(specDefinitions.sortOrder, specDefinitions.label),
    db
      .select({ productId: productSpecValues.productId, definitionId: productSpecValues.specDefinitionId })
      .from(productSpecValues)
      .innerJoin(specDefinitions, eq(specDefinitions.id, productSpecValues.specDefinitionId))
      .where(and(inArray(productSpecValues.productId, ids), eq(specDefinitions.required, true))),
    db
      .select({ productId: productDocuments.productId, n: count() })
      .from(productDocuments)
      .where(inArray(productDocuments.productId, ids))
      .groupBy(productDocuments.productId),
  ]);
  const altByUrl = new Map(media.map((m) => [m.url, m.alt]));
  return ids
    .map((id) => rows.find((r) => r.id === id))
    .filter((r) => r !== undefined)
    .map((product) => ({
      productId: product.id,
      ...productCompleteness({
        description: product.description,
        // Images from outside our media library (http addresses) carry no alt text we can check.
        images: product.images.map((url) => ({ url, alt: altByUrl.get(url) ?? null })),
        requiredSpecs: required.map((d) => ({
          label: d.label,
          filled: values.some((v) => v.productId === product.id && v.definitionId === d.id),
        })),
        documentCount: docs.find((d) => d.productId === product.id)?.n ?? 0,
      }),
    }));
}

export async function productCompletenessOf(db: DbOrTx, id: number) {
  const [result] = await completenessOf(db, [id]);
  if (!result) throw notFound('Product not found');
  return result;
}

/**
 * The same rule as SQL on `products p`, for the products list's filter: a product is complete when it
 * has a description, at least one image and every image's media record has alt text, every required
 * specification has a value, and at least one document is linked.
 */
export const COMPLETE_SQL = sql`(
  coalesce(btrim(p.description), '') <> ''
  and cardinality(p.images) > 0
  and not exists (select 1 from unnest(p.images) as img(url)
    left join media_files mf on mf.url = img.url where coalesce(btrim(mf.alt), '') = '')
  and not exists (select 1 from spec_definitions sd where sd.required
    and not exists (select 1 from product_spec_values sv where sv.product_id = p.id and sv.spec_definition_id = sd.id))
  and exists (select 1 from product_documents pd where pd.product_id = p.id)
)`;
