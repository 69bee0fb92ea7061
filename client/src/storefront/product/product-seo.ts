// The product page's <head>: title, description, keywords, canonical, Open Graph, and JSON-LD Product
// (the enhanced version built on the server and sent with the details; a simpler one built here from
// the loaded product if that is missing or malformed) plus BreadcrumbList (document 001 §2.15, SEO-10..12, SEO-26).
import { breadcrumbLd, productLd } from '../../../../core/rules/structured-data';
import type { ProductDetails } from '../../../../core/schemas/catalogue';
import { type HeadData, shareImage } from '../head';

const DESCRIPTION_MAX = 160;

function clip(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** The enhanced structured data when it is a usable Product; otherwise one built from the product. */
export function productStructuredData(product: ProductDetails, publicUrl: string): Record<string, unknown> {
  const enhanced = product.structuredData as Record<string, unknown> | undefined;
  if (enhanced && enhanced['@type'] === 'Product' && typeof enhanced.name === 'string') return enhanced;
  console.warn(`Structured data for product "${product.slug}" unavailable; using the basic version`);
  return productLd(product, publicUrl);
}

export function productHeadData(product: ProductDetails, publicUrl: string): HeadData {
  const path = `/products/${encodeURIComponent(product.slug)}`;
  const description = clip(
    product.shortDescription ||
      product.description ||
      `${product.name} (SKU ${product.sku}) from Torchworks.`,
  );
  const keywords = [
    product.name,
    product.sku,
    product.mpn,
    product.category?.name,
    product.brand?.name,
    ...(product.tags ?? []).map((t) => t.name),
  ]
    .filter((k): k is string => Boolean(k))
    .filter((k, i, all) => all.indexOf(k) === i)
    .join(', ');
  const image = shareImage(product.images[0]);
  return {
    title: `${product.name}${product.category ? ` | ${product.category.name}` : ''} | Torchworks`,
    description,
    keywords,
    canonicalPath: path,
    ogType: 'product',
    ...(image ? { image } : {}),
    ...(product.status === 'active' ? {} : { robots: 'noindex' }),
    jsonLd: [
      productStructuredData(product, publicUrl),
      breadcrumbLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Products', path: '/products' },
          ...(product.category
            ? [
                {
                  name: product.category.name,
                  path: `/products?categories=${encodeURIComponent(product.category.slug)}`,
                },
              ]
            : []),
          { name: product.name, path },
        ],
        publicUrl,
      ),
    ],
  };
}
