// The public routes. Each declares the queries its page needs (run by the server before rendering,
// so the HTML carries the data and the client does not fetch again), its <head>, and its status.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { NotFoundPage } from '../components/not-found';
import { catalogueHead, catalogueQueries, catalogueStatus } from './catalogue/catalogue-data';
import { compareHead, compareQueries, compareStatus } from './compare/compare-data';
import { contactQueries } from './contact/contact-data';
import { contactHead } from './contact/contact-head';
import type { HeadData } from './head';
import { homeHead, homeQueries } from './home/home-data';
import { lazyPage } from './lazy-page';
import { matchPath } from './match';
import { cmsPageHead, cmsPageQueries, cmsPageStatus } from './page/cms-page-data';
import { aboutHead, cookiesHead, privacyHead, termsHead } from './pages/page-heads';
import { productHead, productQueries, productStatus } from './product/product-data';

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
  {
    path: '/',
    component: lazyPage(() => import('./home/home-page').then((m) => m.HomePage)),
    queries: homeQueries,
    head: homeHead,
  },
  {
    path: '/about',
    component: lazyPage(() => import('./pages/about-page').then((m) => m.AboutPage)),
    head: aboutHead,
  },
  {
    path: '/contact',
    component: lazyPage(() => import('./contact/contact-page').then((m) => m.ContactPage)),
    queries: contactQueries,
    head: contactHead,
  },
  {
    path: '/privacy',
    component: lazyPage(() => import('./pages/privacy-page').then((m) => m.PrivacyPage)),
    head: privacyHead,
  },
  {
    path: '/terms',
    component: lazyPage(() => import('./pages/terms-page').then((m) => m.TermsPage)),
    head: termsHead,
  },
  {
    path: '/cookies',
    component: lazyPage(() => import('./pages/cookies-page').then((m) => m.CookiesPage)),
    head: cookiesHead,
  },
  {
    path: '/quote',
    component: lazyPage(() => import('./quote/quote-page').then((m) => m.QuotePage)),
    head: () => ({ title: 'Quote list | Torchworks', robots: 'noindex' }),
  },
  {
    path: '/products',
    component: lazyPage(() => import('./catalogue/catalogue-page').then((m) => m.CataloguePage)),
    queries: catalogueQueries,
    head: catalogueHead,
    status: catalogueStatus,
  },
  {
    path: '/products/:slug',
    component: lazyPage(() => import('./product/product-page').then((m) => m.ProductPage)),
    queries: productQueries,
    head: productHead,
    status: productStatus,
  },
  {
    path: '/compare',
    component: lazyPage(() => import('./compare/compare-page').then((m) => m.ComparePage)),
    queries: compareQueries,
    head: compareHead,
    status: compareStatus,
  },
  // Published CMS pages (issue 5). Keep LAST: every fixed route above wins over a page slug.
  {
    path: '/:slug',
    component: lazyPage(() => import('./page/cms-page').then((m) => m.CmsPage)),
    queries: cmsPageQueries,
    head: cmsPageHead,
    status: cmsPageStatus,
  },
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
