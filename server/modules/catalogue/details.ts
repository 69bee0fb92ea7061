// The full public product (document 001 §3 "Public detail adds"): one query per relation, in parallel.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_TAG_COLOR } from '../../../core/constants';
import { displaySpecValue } from '../../../core/rules/spec-values';
import { productLd } from '../../../core/rules/structured-data';
import type { DbOrTx } from '../../db/client';
import {
  distributorLinks,
  documents,
  faqs,
  highlights,
  productDocuments,
  productSpecValues,
  products,
  productTags,
  relationships,
  specCategories,
  specDefinitions,
  tags,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { getProductBySlug } from '../products/service';

export async function productDetails(
  db: DbOrTx,
  slug: string,
  options: { publicUrl: string; includeUnpublished: boolean },
) {
  const product = await getProductBySlug(db, slug);
  if (!product || (product.status !== 'active' && !options.includeUnpublished))
    throw notFound('Product not found');
  const id = product.id;
  const [hl, specRows, docRows, relRows, faqRows, distRows, tagRows] = await Promise.all([
    db
      .select()
      .from(highlights)
      .where(eq(highlights.productId, id))
      .orderBy(asc(highlights.sort), asc(highlights.id)),
    db
      .select({ value: productSpecValues, definition: specDefinitions, categoryName: specCategories.name })
      .from(productSpecValues)
      .innerJoin(specDefinitions, eq(specDefinitions.id, productSpecValues.specDefinitionId))
      .leftJoin(specCategories, eq(specCategories.id, specDefinitions.categoryId))
      .where(eq(productSpecValues.productId, id))
      .orderBy(asc(specDefinitions.sortOrder), asc(specDefinitions.label)),
    db
      .select({ linkId: productDocuments.id, document: documents })
      .from(productDocuments)
      .innerJoin(documents, eq(documents.id, productDocuments.documentId))
      .where(eq(productDocuments.productId, id))
      .orderBy(asc(documents.kind), asc(documents.title)),
    db
      .select({
        id: relationships.id,
        type: relationships.type,
        note: relationships.note,
        to: {
          id: products.id,
          name: products.name,
          slug: products.slug,
          sku: products.sku,
          shortDescription: products.shortDescription,
          images: products.images,
          price: products.price,
          status: products.status,
        },
      })
      .from(relationships)
      .innerJoin(products, eq(products.id, relationships.toProductId))
      .where(
        options.includeUnpublished
          ? eq(relationships.fromProductId, id)
          : and(eq(relationships.fromProductId, id), inArray(products.status, ['active'])),
      )
      .orderBy(asc(relationships.type), asc(products.name)),
    db.select().from(faqs).where(eq(faqs.productId, id)).orderBy(asc(faqs.sort), asc(faqs.id)),
    db
      .select()
      .from(distributorLinks)
      .where(eq(distributorLinks.productId, id))
      .orderBy(asc(distributorLinks.sort), asc(distributorLinks.id)),
    // The public tag chips come with the product, so the server-rendered page shows them at once.
    db
      .select({ id: tags.id, name: tags.name, slug: tags.slug, color: tags.color })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(eq(productTags.productId, id))
      .orderBy(asc(tags.name)),
  ]);

  return {
    ...product,
    highlights: hl.map((h) => ({ id: h.id, text: h.text, icon: h.icon, sort: h.sort })),
    specs: specRows
      .map((row) => ({
        id: row.value.id,
        displayValue: displaySpecValue(row.definition.dataType, row.value, row.definition.unit),
        specDefinition: {
          key: row.definition.key,
          label: row.definition.label,
          description: row.definition.description,
          category: row.categoryName,
          dataType: row.definition.dataType,
          unit: row.definition.unit,
        },
      }))
      .filter((s) => s.displayValue !== ''),
    documents: docRows.map((row) => ({
      id: row.linkId,
      document: {
        id: row.document.id,
        title: row.document.title,
        kind: row.document.kind,
        version: row.document.version,
        url: row.document.url,
        language: row.document.language,
      },
    })),
    relationshipsFrom: relRows.map((r) => ({
      id: r.id,
      type: r.type,
      note: r.note,
      toProduct: {
        id: r.to.id,
        name: r.to.name,
        slug: r.to.slug,
        sku: r.to.sku,
        shortDescription: r.to.shortDescription,
        images: r.to.images,
        price: r.to.price,
      },
    })),
    faqs: faqRows.map((f) => ({ id: f.id, question: f.question, answer: f.answer, sort: f.sort })),
    tags: tagRows.map((t) => ({ ...t, color: t.color || DEFAULT_TAG_COLOR })),
    distributorLinks: distRows.map((d) => ({ id: d.id, distributorName: d.distributorName, url: d.url })),
    structuredData: productLd(product, options.publicUrl),
  };
}
