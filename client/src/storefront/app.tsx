// The public site: layout around the page that matches the address. Rendered on the server, then hydrated.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDocumentHead } from './head';
import { SiteLayout } from './layout/site-layout';
import { matchStorefrontRoute } from './routes';

export function StorefrontApp({ publicUrl }: { publicUrl: string }) {
  const [path] = useLocation();
  const searchString = useSearch();
  const queryClient = useQueryClient();
  const { route, params } = matchStorefrontRoute(path);
  const search = useMemo(() => new URLSearchParams(searchString), [searchString]);
  const head = route.head({ params, search, queryClient, publicUrl });
  useDocumentHead(head, publicUrl);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the top on every route change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);

  const Page = route.component;
  return (
    <SiteLayout>
      <Page params={params} />
    </SiteLayout>
  );
}
