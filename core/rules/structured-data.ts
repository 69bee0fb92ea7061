// schema.org JSON-LD builders, shared by the server-rendered <head> and the structured-data call:
// Organization (home), Product + BreadcrumbList (product pages), CollectionPage/ItemList (catalogue).
import { CURRENCY, STRUCTURED_DATA_MAX_PRODUCTS } from '../constants';
import { SITE_INFO } from '../site-info';

type Json = Record<string, unknown>;

const absolute = (base: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;

export function organizationLd(publicUrl: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_INFO.legalName,
    alternateName: SITE_INFO.name,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    foundingDate: String(SITE_INFO.founded),
    email: SITE_INFO.email,
    telephone: SITE_INFO.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE_INFO.address.street,
      addressLocality: SITE_INFO.address.city,
      addressRegion: SITE_INFO.address.region,
      postalCode: SITE_INFO.address.postalCode,
      addressCountry: SITE_INFO.address.country,
    },
  };
}

export interface ProductLdInput {
  name: string;
  slug: string;
  sku: string;
  mpn?: string | null;
  description?: string | null;
  shortDescription?: string | null;
  price?: string | null;
  status: string;
  images: string[];
  brand?: { name: string } | null;
  category?: { name: string } | null;
}

/** Availability from status: active products are in stock; others are announced (pre-order). */
export function availability(status: string): string {
  return status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder';
}

export function productLd(product: ProductLdInput, publicUrl: string): Json {
  const url = `${publicUrl}/products/${product.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.mpn ? { mpn: product.mpn } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    ...(product.images.length ? { image: product.images.map((i) => absolute(publicUrl, i)) } : {}),
    description: product.description || product.shortDescription || product.name,
    url,
    ...(product.price
      ? {
          offers: {
            '@type': 'Offer',
            price: product.price,
            priceCurrency: CURRENCY,
            availability: availability(product.status),
            url,
            seller: { '@type': 'Organization', name: SITE_INFO.legalName },
          },
        }
      : {}),
  };
}

export function breadcrumbLd(items: Array<{ name: string; path: string }>, publicUrl: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(publicUrl, item.path),
    })),
  };
}

/** A collection page listing (at most) the first 20 products, with prices in USD. */
export function collectionLd(
  products: Array<{
    name: string;
    slug: string;
    sku: string;
    price?: string | null;
    images: string[];
    status: string;
  }>,
  page: { name: string; path: string; description?: string },
  publicUrl: string,
): Json {
  const items = products.slice(0, STRUCTURED_DATA_MAX_PRODUCTS);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    ...(page.description ? { description: page.description } : {}),
    url: absolute(publicUrl, page.path),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((p, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${publicUrl}/products/${p.slug}`,
        item: {
          '@type': 'Product',
          name: p.name,
          sku: p.sku,
          url: `${publicUrl}/products/${p.slug}`,
          ...(p.images[0] ? { image: absolute(publicUrl, p.images[0]) } : {}),
          ...(p.price
            ? {
                offers: {
                  '@type': 'Offer',
                  price: p.price,
                  priceCurrency: CURRENCY,
                  availability: availability(p.status),
                },
              }
            : {}),
        },
      })),
    },
  };
}
