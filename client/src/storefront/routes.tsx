// The public routes. Each declares the queries its page needs (run by the server before rendering,
// so the HTML carries the data and the client does not fetch again), its <head>, and its status.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { NotFoundPage } from '../components/not-found';
import { CataloguePage, catalogueHead, catalogueQueries } from './catalogue/catalogue-page';
import type { HeadData } from './head';
import { HomePage, homeHead, homeQueries } from './home/home-page';
import { matchPath } from './match';
import { CmsPage, cmsPageHead, cmsPageQueries, cmsPageStatus } from './page/cms-page';
import { ProductPage, productHead, productQueries, productStatus } from './product/product-page';

export interface PageContext {
  params: Record<string, string>;
  search: URLSearchParams;
  queryClient: QueryClient;
  publicUrl: string;
}

export interface StorefrontRoute {
  path: string;
  component: ComponentType<{ params: Record<string, string> }>;
  // biome-ignore lint/suspicious/noExplicitAny: query options of any data type
  queries?: (ctx: Omit<PageContext, 'queryClient'>) => Array<FetchQueryOptions<any, any, any, any>>;
  head: (ctx: PageContext) => HeadData;
  /** HTTP status once the data is loaded (404 when the product is missing, for example). */
  status?: (ctx: PageContext) => number;
}

const NotFound = () => <NotFoundPage />;

export const notFoundRoute: StorefrontRoute = {
  path: '*',
  component: NotFound,
  head: () => ({ title: '404 Page Not Found | Torchworks', robots: 'noindex' }),
  status: () => 404,
};

export const STOREFRONT_ROUTES: StorefrontRoute[] = [
  { path: '/', component: HomePage, queries: homeQueries, head: homeHead },
  { path: '/products', component: CataloguePage, queries: catalogueQueries, head: catalogueHead },
  {
    path: '/products/:slug',
    component: ProductPage,
    queries: productQueries,
    head: productHead,
    status: productStatus,
  },
  // Published CMS pages (issue 5). Keep LAST: every fixed route above wins over a page slug.
  { path: '/:slug', component: CmsPage, queries: cmsPageQueries, head: cmsPageHead, status: cmsPageStatus },
];

export function matchStorefrontRoute(path: string): {
  route: StorefrontRoute;
  params: Record<string, string>;
} {
  for (const route of STOREFRONT_ROUTES) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}
