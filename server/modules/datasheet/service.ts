// The datasheet of a product (#20): the public product (the same answer as its page) drawn as a PDF.
import sharp from 'sharp';
import { PUBLIC_DOCUMENT_KIND_LABELS } from '../../../core/constants';
import { alignSpecs } from '../../../core/rules/compare-table';
import type { AppContext } from '../../context';
import { keyFromUrl } from '../../files/store';
import { productDetails } from '../catalogue/details';
import { variantKey } from '../images/pipeline';
import { type DatasheetInput, markupToText, renderDatasheet } from './pdf';

/** The main image as a small JPEG (the 400 px variant: ~220 dpi at the sheet's 130 pt), or null. */
async function mainImage(ctx: AppContext, url: string | undefined): Promise<Buffer | null> {
  if (!url) return null;
  const key = keyFromUrl(url);
  if (!key) return null; // only our own files: the server never fetches other sites
  const candidates = key.endsWith('.webp') ? [variantKey(key, 'thumbnail'), key] : [key];
  for (const candidate of candidates) {
    const bytes = await ctx.files.read(candidate).catch(() => null);
    if (!bytes) continue;
    try {
      return await sharp(bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
    } catch {
      return null;
    }
  }
  return null;
}

const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

export async function productDatasheet(
  ctx: AppContext,
  slug: string,
  options: { includeUnpublished: boolean },
): Promise<{ pdf: Buffer; filename: string }> {
  const publicUrl = ctx.config.publicUrl.replace(/\/$/, '');
  const product = await productDetails(ctx.db, slug, { publicUrl, ...options });
  const groups = alignSpecs(
    [product.id],
    product.specs.map((s, index) => ({
      definitionId: index, // one product: each value is its own row
      key: s.specDefinition.key,
      label: s.specDefinition.label,
      description: s.specDefinition.description,
      unit: s.specDefinition.unit,
      dataType: s.specDefinition.dataType,
      category: s.specDefinition.category,
      displayValue:
        s.specDefinition.dataType === 'RELATIONSHIP_LIST' ? markupToText(s.displayValue) : s.displayValue,
      productId: product.id,
    })),
  );
  const input: DatasheetInput = {
    name: product.name,
    subtitle: product.subtitle,
    sku: product.sku,
    mpn: product.mpn,
    price: product.price,
    shortDescription: product.shortDescription,
    brand: product.brand?.name ?? null,
    category: product.category?.name ?? null,
    highlights: product.highlights.map((h) => h.text),
    specGroups: groups.map((g) => ({
      name: g.name,
      rows: g.rows.map((r) => ({ label: r.label, value: r.values[0] ?? '' })),
    })),
    documents: product.documents.map(({ document }) => ({
      title: document.title,
      kind: PUBLIC_DOCUMENT_KIND_LABELS[document.kind] ?? document.kind,
      version: document.version,
      url: absolute(publicUrl, document.url),
    })),
    pageUrl: `${publicUrl}/products/${encodeURIComponent(product.slug)}`,
    image: await mainImage(ctx, product.images[0]),
    updatedAt: product.updatedAt,
  };
  return { pdf: await renderDatasheet(input), filename: `${product.slug}-datasheet.pdf` };
}
