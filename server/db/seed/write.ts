// Writes the demo catalogue's rows: one batched insert per table, natural keys (slugs, SKUs, spec
// keys, document keys) resolved to the ids the previous inserts returned.
import { count, sql } from 'drizzle-orm';
import { categorySlug, gallerySlug, hyphenSlug, productSlug, tagSlug } from '../../../core/rules/slug';
import { formatNumber, rawSpecValue, specValueSlug } from '../../../core/rules/spec-values';
import type { StoredImage } from '../../modules/images/pipeline';
import type { DbOrTx } from '../client';
import {
  brands,
  categories,
  distributorLinks,
  documents,
  faqs,
  galleries,
  galleryItems,
  highlights,
  mediaFiles,
  pages,
  productDocuments,
  productSpecValues,
  products,
  productTags,
  relationships,
  specCategories,
  specDefinitions,
  tagCategories,
  tags,
} from '../schema';
import { BRANDS } from './content/brands';
import { CATEGORIES } from './content/categories';
import { DISTRIBUTORS } from './content/distributors';
import { HOME_GALLERY, HOME_GALLERY_ITEMS, PAGES } from './content/pages';
import { PRODUCTS } from './content/products';
import { RELATIONSHIPS } from './content/relationships';
import { SPEC_CATEGORIES, SPEC_DEFINITIONS } from './content/specs';
import { TAG_GROUPS, UNGROUPED_TAGS } from './content/tags';
import type { StoredDocument } from './documents';
import { withInverses } from './inverses';
import { mediaRow, type PlannedImage } from './media';
import type { SpecDefinitionSeed, SpecValue } from './types';

export interface WriteInput {
  images: Array<{ plan: PlannedImage; stored: StoredImage }>;
  documents: StoredDocument[];
  /** Creation time of the first product; later products are a second apart, so "newest" lists are stable. */
  now?: Date;
}

/** Another process seeded (or someone added a catalogue) while this one was drawing its files. */
export class CatalogueNotEmptyError extends Error {
  constructor() {
    super('The catalogue is no longer empty; the demo catalogue was not written.');
  }
}

/** Advisory lock id of the seed (the migration lock is 727_274_001). */
const SEED_LOCK_ID = 727_274_002;

/**
 * Inside the seed's transaction: waits for any other seeding process, then checks the catalogue is
 * still empty. Several app servers starting at once on one PostgreSQL database write it once.
 */
async function lockEmptyCatalogue(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
  const [p] = await db.select({ n: count() }).from(products);
  const [c] = await db.select({ n: count() }).from(categories);
  if ((p?.n ?? 0) > 0 || (c?.n ?? 0) > 0) throw new CatalogueNotEmptyError();
}

function need<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo catalogue: unknown ${what} ${key}`);
  return value;
}

/** The value columns and filter slug of one spec value. */
export function specValueColumns(def: Pick<SpecDefinitionSeed, 'dataType'>, value: SpecValue) {
  const fields = {
    valueString: def.dataType === 'STRING' ? String(value) : null,
    valueNumber: def.dataType === 'NUMBER' ? formatNumber(Number(value)) : null,
    valueBoolean: def.dataType === 'BOOLEAN' ? Boolean(value) : null,
    valueEnum: def.dataType === 'ENUM' ? String(value) : null,
  };
  const raw = rawSpecValue(def.dataType, fields);
  return { ...fields, valueSlug: raw === null ? null : specValueSlug(raw) };
}

/** Writes every row; call inside a transaction. Throws CatalogueNotEmptyError when it lost the race. */
export async function writeCatalogue(db: DbOrTx, input: WriteInput): Promise<Record<string, number>> {
  await lockEmptyCatalogue(db);
  const now = input.now ?? new Date();

  // Categories: the top level, then the children with their parent's id.
  const parents = await db
    .insert(categories)
    .values(CATEGORIES.map((c) => ({ name: c.name, slug: categorySlug(c.name), description: c.description })))
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(parents.map((c) => [c.slug, c.id]));
  const children = await db
    .insert(categories)
    .values(
      CATEGORIES.flatMap((c) =>
        (c.children ?? []).map((child) => ({
          name: child.name,
          slug: categorySlug(child.name),
          description: child.description,
          parentId: need(categoryIds, categorySlug(c.name), 'category'),
        })),
      ),
    )
    .returning({ id: categories.id, slug: categories.slug });
  for (const c of children) categoryIds.set(c.slug, c.id);

  const logoUrls = new Map(
    input.images.filter((i) => i.plan.brand).map((i) => [i.plan.brand!, i.stored.url] as const),
  );
  const brandRows = await db
    .insert(brands)
    .values(
      BRANDS.map((b) => ({
        name: b.name,
        slug: hyphenSlug(b.name),
        description: b.description,
        website: b.website,
        logoUrl: logoUrls.get(b.name) ?? null,
      })),
    )
    .returning({ id: brands.id, name: brands.name });
  const brandIds = new Map(brandRows.map((b) => [b.name, b.id]));

  const groupRows = await db
    .insert(tagCategories)
    .values(
      TAG_GROUPS.map((g, i) => ({
        name: g.name,
        slug: tagSlug(g.name),
        description: g.description,
        color: g.color,
        sort: i,
      })),
    )
    .returning({ id: tagCategories.id, name: tagCategories.name });
  const groupIds = new Map(groupRows.map((g) => [g.name, g.id]));
  const tagRows = await db
    .insert(tags)
    .values([
      ...TAG_GROUPS.flatMap((g) =>
        g.tags.map((t) => ({ ...t, slug: tagSlug(t.name), categoryId: need(groupIds, g.name, 'tag group') })),
      ),
      ...UNGROUPED_TAGS.map((t) => ({ ...t, slug: tagSlug(t.name), categoryId: null })),
    ])
    .returning({ id: tags.id, slug: tags.slug });
  const tagIds = new Map(tagRows.map((t) => [t.slug, t.id]));

  const specCategoryRows = await db
    .insert(specCategories)
    .values(
      SPEC_CATEGORIES.map((c, i) => ({
        name: c.name,
        slug: hyphenSlug(c.name),
        description: c.description,
        color: c.color,
        sort: i,
      })),
    )
    .returning({ id: specCategories.id, name: specCategories.name });
  const specCategoryIds = new Map(specCategoryRows.map((c) => [c.name, c.id]));
  const definitionRows = await db
    .insert(specDefinitions)
    .values(
      SPEC_DEFINITIONS.map((d, i) => ({
        key: d.key,
        label: d.label,
        description: d.description,
        unit: d.unit ?? null,
        dataType: d.dataType,
        enumOptions: d.enumOptions ?? [],
        categoryId: need(specCategoryIds, d.category, 'spec category'),
        required: d.required ?? false,
        filterable: d.filterable ?? false,
        sortOrder: (i + 1) * 10,
      })),
    )
    .returning({ id: specDefinitions.id, key: specDefinitions.key });
  const definitionIds = new Map(definitionRows.map((d) => [d.key, d.id]));
  const definitions = new Map(SPEC_DEFINITIONS.map((d) => [d.key, d]));

  // Products, with their image URLs in order (the first is the main image).
  const imageUrls = new Map<string, string[]>();
  for (const { plan, stored } of input.images) {
    if (!plan.sku) continue;
    imageUrls.set(plan.sku, [...(imageUrls.get(plan.sku) ?? []), stored.url]);
  }
  const productRows = await db
    .insert(products)
    .values(
      PRODUCTS.map((p, i) => {
        const created = new Date(now.getTime() - (PRODUCTS.length - i) * 1000);
        return {
          name: p.name,
          slug: productSlug(p.name),
          sku: p.sku,
          mpn: p.mpn,
          subtitle: p.subtitle,
          description: p.description.join('\n\n'),
          shortDescription: p.shortDescription,
          price: p.price,
          categoryId: need(categoryIds, p.category, 'category'),
          brandId: need(brandIds, p.brand, 'brand'),
          images: imageUrls.get(p.sku) ?? [],
          stock: p.stock,
          status: p.status,
          featured: p.featured ?? false,
          createdAt: created,
          updatedAt: created,
        };
      }),
    )
    .returning({ id: products.id, sku: products.sku });
  const productIds = new Map(productRows.map((p) => [p.sku, p.id]));
  const id = (sku: string) => need(productIds, sku, 'SKU');

  const productTagRows = PRODUCTS.flatMap((p) =>
    p.tags.map((t) => ({ productId: id(p.sku), tagId: need(tagIds, t, 'tag') })),
  );
  await db.insert(productTags).values(productTagRows);

  const specRows = PRODUCTS.flatMap((p) =>
    Object.entries(p.specs).map(([key, value]) => ({
      productId: id(p.sku),
      specDefinitionId: need(definitionIds, key, 'spec'),
      ...specValueColumns(need(definitions, key, 'spec'), value),
    })),
  );
  await db.insert(productSpecValues).values(specRows);

  const highlightRows = PRODUCTS.flatMap((p) =>
    p.highlights.map(([icon, text], sort) => ({ productId: id(p.sku), icon, text, sort })),
  );
  await db.insert(highlights).values(highlightRows);

  const faqRows = PRODUCTS.flatMap((p) =>
    (p.faqs ?? []).map(([question, answer], sort) => ({ productId: id(p.sku), question, answer, sort })),
  );
  await db.insert(faqs).values(faqRows);

  const documentRows = await db
    .insert(documents)
    .values(
      input.documents.map((d) => ({
        kind: d.seed.kind,
        url: d.url,
        title: d.seed.title,
        description: d.seed.description,
        language: 'en',
        version: d.seed.version,
        effectiveDate: d.seed.effectiveDate,
        fileKey: d.fileKey,
        fileName: d.fileName,
        mimeType: 'application/pdf',
        size: d.size,
      })),
    )
    .returning({ id: documents.id, fileKey: documents.fileKey });
  const documentIds = new Map(documentRows.map((d) => [d.fileKey!, d.id]));
  const links = new Map<string, { productId: number; documentId: number }>();
  for (const d of input.documents) {
    const documentId = need(documentIds, d.fileKey, 'document');
    for (const p of PRODUCTS) {
      if (d.seed.skus?.includes(p.sku) || d.seed.categories?.includes(p.category)) {
        links.set(`${p.sku}:${d.fileKey}`, { productId: id(p.sku), documentId });
      }
    }
  }
  await db.insert(productDocuments).values([...links.values()]);

  const relationshipRows = withInverses(RELATIONSHIPS).map((r) => ({
    fromProductId: id(r.from),
    toProductId: id(r.to),
    type: r.type,
    note: r.note ?? null,
  }));
  await db.insert(relationships).values(relationshipRows);

  const activeProducts = PRODUCTS.filter((p) => p.status === 'active');
  const distributorRows = activeProducts.flatMap((p) =>
    DISTRIBUTORS.flatMap((d, sort) =>
      d.categories.includes(p.category) || d.skus?.includes(p.sku)
        ? [{ productId: id(p.sku), distributorName: d.name, url: `${d.baseUrl}${p.sku.toLowerCase()}`, sort }]
        : [],
    ),
  );
  await db.insert(distributorLinks).values(distributorRows);

  const mediaRows = await db
    .insert(mediaFiles)
    .values(input.images.map(({ plan, stored }) => mediaRow(plan, stored)))
    .returning({ id: mediaFiles.id, url: mediaFiles.url });
  const mediaIds = new Map(mediaRows.map((m) => [m.url, m.id]));

  const [gallery] = await db
    .insert(galleries)
    .values({ ...HOME_GALLERY, slug: gallerySlug(HOME_GALLERY.slug), isActive: true, sortOrder: 0 })
    .returning({ id: galleries.id });
  const galleryRows = HOME_GALLERY_ITEMS.map((item, sortOrder) => {
    const image = input.images.filter((i) => i.plan.sku === item.sku)[item.image];
    if (!image) throw new Error(`Demo catalogue: no image ${item.image} for ${item.sku}`);
    return {
      galleryId: gallery!.id,
      mediaFileId: need(mediaIds, image.stored.url, 'media file'),
      title: item.title,
      caption: item.caption,
      description: item.description,
      altText: image.plan.alt,
      tags: ['Duplex', item.sku],
      isVisible: true,
      isFeatured: item.featured ?? false,
      sortOrder,
    };
  });
  await db.insert(galleryItems).values(galleryRows);

  await db.insert(pages).values(PAGES);

  return {
    categories: parents.length + children.length,
    brands: brandRows.length,
    tagCategories: groupRows.length,
    tags: tagRows.length,
    specCategories: specCategoryRows.length,
    specDefinitions: definitionRows.length,
    products: productRows.length,
    productTags: productTagRows.length,
    specValues: specRows.length,
    highlights: highlightRows.length,
    faqs: faqRows.length,
    documents: documentRows.length,
    productDocuments: links.size,
    relationships: relationshipRows.length,
    distributorLinks: distributorRows.length,
    mediaFiles: mediaRows.length,
    galleries: 1,
    galleryItems: galleryRows.length,
    pages: PAGES.length,
  };
}
