// The home page's data and <head>, kept apart from the page so the route table stays light.
import { queryOptions } from '@tanstack/react-query';
import { organizationLd } from '../../../../core/rules/structured-data';
import type { Product } from '../../../../core/schemas/products';
import { SITE_INFO } from '../../../../core/site-info';
import { galleryBySlugQuery } from '../../queries/galleries';
import { type HeadData, shareImage } from '../head';
import type { PageContext } from '../routes';

export const DUPLEX_GALLERY_SLUG = 'duplex-home-page';
export const FEATURED_SKELETON_CARDS = 3;

export type FeaturedProduct = Omit<Product, 'description'>;

/** GET /api/products/featured: active featured products. */
export const featuredProductsQuery = () =>
  queryOptions<FeaturedProduct[]>({ queryKey: ['/api/products/featured'] });

export const homeQueries = () => [featuredProductsQuery(), galleryBySlugQuery(DUPLEX_GALLERY_SLUG)];

export function homeHead(ctx: PageContext): HeadData {
  return {
    title: 'Torchworks | Professional Air/Acetylene and Duplex Soldering Torches',
    description:
      'Professional air/acetylene and duplex soldering torches for HVAC, plumbing, roofing and fabrication, made by a family company for over 50 years.',
    canonicalPath: '/',
    // The first featured product's picture (desktop variant) when it has one.
    image: shareImage(
      ctx.queryClient.getQueryData(featuredProductsQuery().queryKey)?.find((p) => p.images[0])?.images[0],
    ),
    jsonLd: [
      organizationLd(ctx.publicUrl),
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_INFO.name,
        url: `${ctx.publicUrl}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${ctx.publicUrl}/products?search={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
