// The demo catalogue written by seedIfEmpty() on first start: realistic, fully linked, and only once.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { rawSpecValue, specValueSlug } from '../../../core/rules/spec-values';
import { setupTestApp } from '../../../tests/helpers/app';
import { demoCatalogueRows } from '../../../tests/helpers/demo-rows';
import { keyFromUrl } from '../../files/store';
import { variantUrls } from '../../modules/images/pipeline';
import { seedAssetsDir } from '../../paths';
import {
  analyticsEvents,
  brands,
  categories,
  contacts,
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
  specDefinitions,
  tagCategories,
  tags,
  users,
} from '../schema';
import { PRODUCTS } from './content/products';
import { seedIfEmpty } from './index';
import { seedDataProblems } from './validate';
import { CatalogueNotEmptyError, writeCatalogue } from './write';

const t = setupTestApp();
const log = pino({ level: 'silent' });

/** The inverse pairs of document 001 §3, written out here rather than imported from the seed. */
const INVERSE: Record<string, string> = {
  COMPONENT: 'COMPONENT_OF',
  ACCESSORY: 'ACCESSORY_FOR',
  COMPATIBLE: 'COMPATIBLE_WITH',
  SIMILAR: 'ALTERNATIVE',
  UPGRADE_FROM: 'UPGRADE_TO',
  REPLACEMENT: 'REPLACEMENT_FOR',
  BUNDLE: 'BUNDLE_ITEM',
};
for (const [a, b] of Object.entries(INVERSE)) INVERSE[b] = a;

const FOOTER_DOCUMENTS = [
  'documents/product-catalog.pdf',
  'documents/torch-safety-guide.pdf',
  'documents/warranty-registration.pdf',
  'documents/tip-selection-chart.pdf',
];

describe('demo catalogue seed', () => {
  it('has consistent data: every slug, SKU, tag, spec, document and gallery reference resolves', () => {
    expect(seedDataProblems()).toEqual([]);
  });

  it('seeds a complete catalogue into an empty database, once (ENT-01, ENT-17, ENT-18, ENT-35, ENT-45, PUB-13)', async () => {
    const counts = await seedIfEmpty({ db: t.ctx.db, files: t.ctx.files, log });
    expect(counts).not.toBeNull();
    const db = t.ctx.db;
    const files = t.ctx.files;

    const [
      productRows,
      categoryRows,
      brandRows,
      groupRows,
      tagRows,
      definitionRows,
      specRows,
      relationshipRows,
      mediaRows,
      documentRows,
    ] = await Promise.all([
      db.select().from(products),
      db.select().from(categories),
      db.select().from(brands),
      db.select().from(tagCategories),
      db.select().from(tags),
      db.select().from(specDefinitions),
      db.select().from(productSpecValues),
      db.select().from(relationships),
      db.select().from(mediaFiles),
      db.select().from(documents),
    ]);
    expect(counts).toMatchObject({
      products: productRows.length,
      categories: categoryRows.length,
      relationships: relationshipRows.length,
      mediaFiles: mediaRows.length,
    });

    // Products over a two-level category tree, with drafts and inactive ones among them.
    expect(productRows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(productRows.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(8);
    expect(categoryRows.length).toBeGreaterThanOrEqual(8);
    const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
    const childCategories = categoryRows.filter((c) => c.parentId !== null);
    expect(childCategories.length).toBeGreaterThanOrEqual(3);
    for (const child of childCategories) expect(categoryById.get(child.parentId!)?.parentId).toBeNull();
    const statuses = productRows.map((p) => p.status);
    expect(statuses.filter((s) => s === 'draft').length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 'inactive').length).toBeGreaterThanOrEqual(1);
    const featuredActive = productRows.filter((p) => p.featured && p.status === 'active');
    expect(featuredActive.length).toBeGreaterThanOrEqual(4);
    for (const p of productRows) {
      expect(p.price, p.sku).toMatch(/^\d+\.\d{2}$/);
      expect(p.brandId, p.sku).not.toBeNull();
    }

    // Brands with logos stored in the file store.
    expect(brandRows.length).toBeGreaterThanOrEqual(2);
    for (const b of brandRows) {
      expect(b.website).toMatch(/^https:\/\/www\.example\.com\//);
      expect(await files.exists(keyFromUrl(b.logoUrl!)!), b.name).toBe(true);
    }

    // Tag groups: "applications" drives the "By Application" filter; one tag has no group.
    const applications = groupRows.find((g) => g.slug === 'applications');
    expect(applications).toBeDefined();
    expect(tagRows.filter((tag) => tag.categoryId === applications!.id).length).toBeGreaterThanOrEqual(3);
    expect(tagRows.some((tag) => tag.categoryId === null)).toBe(true);

    // The three public filters, with their specified keys and options.
    const def = (key: string) => definitionRows.find((d) => d.key === key)!;
    expect(def('flame_class')).toMatchObject({
      dataType: 'ENUM',
      enumOptions: ['Very Fine', 'Fine', 'Medium', 'Heavy', 'Extra Heavy'],
      filterable: true,
      required: true,
    });
    expect(def('solder_capacity')).toMatchObject({
      dataType: 'ENUM',
      label: 'Soldering Capacity',
      unit: 'in',
      enumOptions: ['0.5', '0.75', '1.5', '2', '3', '½″ to 3″'],
      filterable: true,
    });
    expect(def('system_type')).toMatchObject({
      dataType: 'ENUM',
      enumOptions: ['Air/Acetylene', 'Duplex Soldering Torch'],
      filterable: true,
      required: true,
    });
    for (const type of ['NUMBER', 'STRING', 'BOOLEAN']) {
      expect(definitionRows.some((d) => d.dataType === type)).toBe(true);
    }

    // Spec values: the stored filter slug matches the rule (ENT-35: one value per product and definition).
    const definitionById = new Map(definitionRows.map((d) => [d.id, d]));
    for (const v of specRows) {
      const d = definitionById.get(v.specDefinitionId)!;
      expect(v.valueSlug, `${d.key} of product ${v.productId}`).toBe(
        specValueSlug(rawSpecValue(d.dataType, v)!),
      );
    }
    const pairs = specRows.map((v) => `${v.productId}:${v.specDefinitionId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const activeIds = new Set(productRows.filter((p) => p.status === 'active').map((p) => p.id));
    const facet = (key: string) =>
      new Set(
        specRows
          .filter((v) => v.specDefinitionId === def(key).id && activeIds.has(v.productId))
          .map((v) => v.valueSlug),
      );
    expect(facet('flame_class')).toEqual(new Set(['very-fine', 'fine', 'medium', 'heavy', 'extra-heavy']));
    expect(facet('solder_capacity')).toEqual(new Set(['0-5', '0-75', '1-5', '2', '3', 'half-to-3-inch']));
    expect(facet('system_type')).toEqual(new Set(['air-acetylene', 'duplex-soldering-torch']));

    // Every relationship is stored from both sides.
    const relationshipKeys = new Set(
      relationshipRows.map((r) => `${r.fromProductId}>${r.toProductId}>${r.type}`),
    );
    for (const r of relationshipRows) {
      expect(
        relationshipKeys.has(`${r.toProductId}>${r.fromProductId}>${INVERSE[r.type]}`),
        `inverse of ${r.type}`,
      ).toBe(true);
    }
    for (const type of ['COMPONENT', 'ACCESSORY', 'REPLACEMENT', 'COMPATIBLE', 'SIMILAR']) {
      expect(relationshipRows.some((r) => r.type === type)).toBe(true);
    }

    // ENT-17, ENT-18, ENT-45: image URLs in order, each stored with its variants and in the media library.
    const mediaByUrl = new Map(mediaRows.map((m) => [m.url, m]));
    for (const p of productRows) {
      const seed = PRODUCTS.find((s) => s.sku === p.sku)!;
      expect(p.images.length, p.sku).toBe(seed.images.length);
      expect(
        p.images.map((url) => mediaByUrl.get(url)?.originalName),
        `${p.sku}: images in order, the main one first`,
      ).toEqual(seed.images.map((image) => `${p.sku.toLowerCase()}-${image.view}.png`));
      for (const url of p.images) {
        expect(await files.exists(keyFromUrl(url)!), url).toBe(true);
        const variants = variantUrls(url)!;
        for (const variant of Object.values(variants))
          expect(await files.exists(keyFromUrl(variant)!), variant).toBe(true);
        const media = mediaByUrl.get(url)!;
        expect(media.optimizedVariants).toEqual(variants);
        expect(media).toMatchObject({ mimeType: 'image/webp', directoryPath: 'images' });
        expect(media.alt.length).toBeGreaterThan(10);
        expect(media.seoScore).toBeGreaterThanOrEqual(60);
        expect(media.seoFilename).toBe(url.split('/').pop());
      }
    }
    const productImageCount = productRows.reduce((sum, p) => sum + p.images.length, 0);
    expect(productImageCount).toBeGreaterThanOrEqual(45);
    expect(new Set(mediaRows.map((m) => m.seoFilename)).size).toBe(mediaRows.length);

    // ENT-01: a product carries all of its parts.
    const flagship = productRows.find((p) => p.sku === 'TW-DX-150')!;
    const of = <T extends { productId: number }>(rows: T[]) =>
      rows.filter((r) => r.productId === flagship.id).length;
    const [tagLinks, flagHighlights, flagFaqs, docLinks, distributors] = await Promise.all([
      db.select().from(productTags),
      db.select().from(highlights),
      db.select().from(faqs),
      db.select().from(productDocuments),
      db.select().from(distributorLinks),
    ]);
    expect(flagship).toMatchObject({ sku: 'TW-DX-150', status: 'active', featured: true });
    expect(flagship.images.length).toBe(3);
    expect(of(tagLinks)).toBeGreaterThan(0);
    expect(of(specRows)).toBeGreaterThanOrEqual(3);
    expect(of(flagHighlights)).toBeGreaterThanOrEqual(3);
    expect(of(flagFaqs)).toBeGreaterThanOrEqual(2);
    expect(of(docLinks)).toBeGreaterThanOrEqual(3);
    expect(of(distributors)).toBeGreaterThanOrEqual(2);
    expect(relationshipRows.filter((r) => r.fromProductId === flagship.id).length).toBeGreaterThanOrEqual(4);
    const withLinks = new Set(distributors.map((d) => d.productId));
    expect([...activeIds].filter((id) => withLinks.has(id)).length / activeIds.size).toBeGreaterThan(0.75);
    for (const d of distributors) expect(d.url).toMatch(/^https:\/\/www\.example\.com\//);

    // Documents are real PDFs in the file store, including the four footer downloads.
    for (const key of FOOTER_DOCUMENTS) {
      const pdf = await files.read(key);
      expect(pdf, key).not.toBeNull();
      expect(pdf!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(documentRows.some((d) => d.url === `/api/storage/${key}` && d.fileKey === key)).toBe(true);
    }
    expect(new Set(documentRows.map((d) => d.kind))).toEqual(
      new Set(['SDS', 'SPEC', 'MANUAL', 'WARRANTY', 'BROCHURE', 'CERTIFICATE']),
    );
    for (const d of documentRows) {
      const pdf = (await files.read(d.fileKey!))!;
      // The committed PDF, stored as it is.
      expect(pdf.equals(fs.readFileSync(path.join(seedAssetsDir, d.fileKey!))), d.fileKey!).toBe(true);
      expect(pdf.subarray(0, 7).toString('latin1')).toBe('%PDF-1.');
      expect(d).toMatchObject({ mimeType: 'application/pdf', language: 'en', size: pdf.length });
    }

    // PUB-13: the home page's duplex gallery.
    const [gallery] = await db.select().from(galleries).where(eq(galleries.slug, 'duplex-home-page'));
    expect(gallery).toMatchObject({ name: 'Duplex Home Page', isActive: true });
    const items = await db.select().from(galleryItems).where(eq(galleryItems.galleryId, gallery!.id));
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.filter((i) => i.isFeatured)).toHaveLength(1);
    expect(items.map((i) => i.sortOrder).sort()).toEqual(items.map((_, i) => i));
    const mediaById = new Map(mediaRows.map((m) => [m.id, m]));
    for (const item of items) expect(mediaById.get(item.mediaFileId)?.originalName).toMatch(/dx/);

    const pageRows = await db.select().from(pages);
    expect(pageRows.find((p) => p.slug === 'distributor-program')).toMatchObject({
      title: 'Become a Distributor',
      status: 'published',
    });
    expect(pageRows.some((p) => p.status === 'draft')).toBe(true);

    // No accounts, enquiries or analytics: the dashboard shows real figures only.
    for (const table of [users, contacts, analyticsEvents]) {
      const [row] = await db.select({ n: count() }).from(table);
      expect(row!.n).toBe(0);
    }

    // A second start finds the catalogue and leaves it alone.
    expect(await seedIfEmpty({ db, files, log })).toBeNull();
    const [after] = await db.select({ n: count() }).from(products);
    expect(after!.n).toBe(productRows.length);
  }, 120_000);

  it('writes the catalogue once when two app servers seed the same database at the same time', async () => {
    const input = demoCatalogueRows();
    const results = await Promise.allSettled(
      [1, 2].map(() => t.ctx.db.transaction((tx) => writeCatalogue(tx, input))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost?.reason).toBeInstanceOf(CatalogueNotEmptyError);
    const [row] = await t.ctx.db.select({ n: count() }).from(products);
    expect(row!.n).toBe(PRODUCTS.length);
  });

  it('does not seed a database that already has categories', async () => {
    await t.ctx.db.insert(categories).values({ name: 'Own category', slug: 'own-category' });
    expect(await seedIfEmpty({ db: t.ctx.db, files: t.ctx.files, log })).toBeNull();
    const [row] = await t.ctx.db.select({ n: count() }).from(products);
    expect(row!.n).toBe(0);
  });
});
