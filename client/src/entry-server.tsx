// Server rendering of a public page: run the route's queries in-process, render, dehydrate.
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { ApiError, pathFromQueryKey } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { StorefrontApp } from './storefront/app';
import { renderHead, safeJson } from './storefront/head';
import { layoutQueries } from './storefront/layout/layout-data';
import { preloadComponent } from './storefront/lazy-page';
import { matchStorefrontRoute } from './storefront/routes';
import type { SiteConfig } from './storefront/site';
import { SITE_CONFIG_ELEMENT_ID, STATE_ELEMENT_ID } from './storefront/site';

/** Answers an API GET in-process (the server passes a function that calls its own routes). */
export type FetchJson = (path: string) => Promise<{ status: number; body: unknown }>;

export interface RenderInput {
  url: string;
  fetchJson: FetchJson;
  site: SiteConfig;
}

export interface RenderResult {
  status: number;
  head: string;
  html: string;
  /** Script elements carrying the dehydrated state and site configuration. */
  state: string;
}

export async function render({ url, fetchJson, site }: RenderInput): Promise<RenderResult> {
  const parsed = new URL(url, 'http://localhost');
  const path = parsed.pathname;
  const search = parsed.searchParams;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: {
      ...queryClient.getDefaultOptions().queries,
      queryFn: async ({ queryKey }) => {
        const target = pathFromQueryKey(queryKey);
        const { status, body } = await fetchJson(target);
        if (status >= 400) {
          const message = (body as { error?: string } | null)?.error ?? 'Request failed';
          throw new ApiError(status, `${status}: ${message}`, message);
        }
        return body;
      },
    },
  });

  const { route, params } = matchStorefrontRoute(path);
  const ctx = { params, search, publicUrl: site.publicUrl };
  await Promise.all([
    preloadComponent(route.component),
    ...[...layoutQueries(), ...(route.queries?.(ctx) ?? [])].map((options) =>
      queryClient.prefetchQuery(options),
    ),
  ]);

  const pageContext = { ...ctx, queryClient };
  const status = route.status?.(pageContext) ?? 200;
  const head = renderHead(route.head(pageContext), site.publicUrl);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={path} ssrSearch={parsed.search.replace(/^\?/, '')}>
        <StorefrontApp publicUrl={site.publicUrl} />
      </Router>
    </QueryClientProvider>,
  );
  const state =
    `<script type="application/json" id="${STATE_ELEMENT_ID}">${safeJson(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }))}</script>` +
    `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${safeJson(site)}</script>`;
  queryClient.clear();
  return { status, head, html, state };
}
