// What the server needs to render /products without loading the page's code: its queries and <head>.
import { STRUCTURED_DATA_MAX_PRODUCTS } from '../../../../core/constants';
import { collectionLd } from '../../../../core/rules/structured-data';
import {
  catalogueListQuery,
  categoryCountsQuery,
  specCountsQuery,
  tagCountsQuery,
} from '../../queries/catalogue';
import { type HeadData, shareImage } from '../head';
import type { PageContext } from '../routes';
import {
  type CatalogueState,
  catalogueHref,
  DEFAULT_STATE,
  filterParams,
  parseCatalogueState,
} from './catalogue-state';

export const CATALOGUE_TITLE = 'Professional Torch Products';
const DESCRIPTION =
  'Browse professional air/acetylene and duplex soldering torches, tips, regulators and kits. Filter by category, application, flame class, soldering capacity and system type.';

export function listQuery(state: CatalogueState) {
  return catalogueListQuery({
    ...filterParams(state),
    sortBy: state.sort,
    page: state.page,
    limit: state.limit,
  });
}

export function facetQueries(state: CatalogueState) {
  return {
    categories: categoryCountsQuery(filterParams(state, 'categories')),
    tags: tagCountsQuery(filterParams(state, 'tags')),
    specs: specCountsQuery(filterParams(state)),
  };
}

/** "1 Product Found", "0 Products Found", "12 Products Found" (PUB-33, #15). */
export function productsFound(total: number): string {
  return `${total} ${total === 1 ? 'Product' : 'Products'} Found`;
}

/** A page past the last one: there are products, but none on this page (#15: answered 404). */
export function pageOutOfRange(data: { total: number; products: unknown[] } | undefined): boolean {
  return !!data && data.total > 0 && data.products.length === 0;
}

/** 404 for a page number past the last page (noindex, with a link back to page 1). */
export function catalogueStatus(ctx: PageContext): number {
  const state = parseCatalogueState(ctx.search);
  return pageOutOfRange(ctx.queryClient.getQueryData(listQuery(state).queryKey)) ? 404 : 200;
}

export function catalogueQueries(ctx: Pick<PageContext, 'search'>) {
  const state = parseCatalogueState(ctx.search);
  const facets = facetQueries(state);
  return [listQuery(state), facets.categories, facets.tags, facets.specs];
}

export function catalogueHead(ctx: PageContext): HeadData {
  const state = parseCatalogueState(ctx.search);
  const categoryNames = state.categories.map(
    (slug) =>
      ctx.queryClient.getQueryData(facetQueries(state).categories.queryKey)?.find((c) => c.slug === slug)
        ?.name ?? slug,
  );
  const qualifiers = [
    ...(categoryNames.length === 1 ? [categoryNames[0]!] : []),
    ...(state.search ? [`Search “${state.search}”`] : []),
    ...(state.page > 1 ? [`Page ${state.page}`] : []),
  ];
  // The canonical address keeps the category and the page: the other filters, sort and page size
  // are variants of the same listing.
  const canonicalPath = catalogueHref({
    ...DEFAULT_STATE,
    categories: state.categories,
    page: state.page,
  });
  // The collection's structured data lists the products the page shows (at most 20): structured data
  // describes visible content, and it needs no second list call.
  const ld = ctx.queryClient.getQueryData(listQuery(state).queryKey);
  if (pageOutOfRange(ld)) {
    return { title: `Page Not Found | ${CATALOGUE_TITLE} | Torchworks`, robots: 'noindex', canonicalPath };
  }
  return {
    title: [...qualifiers, CATALOGUE_TITLE, 'Torchworks'].join(' | '),
    description: DESCRIPTION,
    canonicalPath,
    image: shareImage(ld?.products.find((p) => p.images[0])?.images[0]),
    keywords:
      'soldering torch, air acetylene torch, duplex soldering torch, torch tips, regulator, HVAC, plumbing, roofing',
    jsonLd: ld
      ? [
          collectionLd(
            ld.products.slice(0, STRUCTURED_DATA_MAX_PRODUCTS),
            { name: CATALOGUE_TITLE, path: canonicalPath, description: DESCRIPTION },
            ctx.publicUrl,
          ),
        ]
      : [],
  };
}
