// The public site: layout around the page that matches the address. Rendered on the server, then hydrated.
// On every client-side route change the page scrolls to the top and a page view is tracked (sent only
// with analytics consent; see analytics/track.ts).
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useToast } from '../lib/toast';
import { listenForConsent, trackPageView } from './analytics/track';
import { useDocumentHead } from './head';
import { SiteLayout } from './layout/site-layout';
import { matchStorefrontRoute } from './routes';

const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toast region, loaded with the first toast so pages without one do not carry it. */
function StorefrontToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Shown while a page's code arrives on client-side navigation. */
function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label="Loading page">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600" />
    </div>
  );
}

let lastTrackedPath: string | null = null;

/** Tests: forget the last page view. */
export function resetPageViewTracking(): void {
  lastTrackedPath = null;
}

export function StorefrontApp({ publicUrl }: { publicUrl: string }) {
  const [path] = useLocation();
  const searchString = useSearch();
  const queryClient = useQueryClient();
  const { route, params } = matchStorefrontRoute(path);
  const search = useMemo(() => new URLSearchParams(searchString), [searchString]);
  const head = route.head({ params, search, queryClient, publicUrl });
  useDocumentHead(head, publicUrl);

  useEffect(() => listenForConsent(), []);
  // Tells browser journeys (and anyone debugging) that the server's HTML is now interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
    // One page view per address path (React's development double effects do not count twice).
    if (lastTrackedPath === path) return;
    lastTrackedPath = path;
    trackPageView();
  }, [path]);

  const Page = route.component;
  return (
    <>
      <SiteLayout>
        <Suspense fallback={<PageLoading />}>
          <Page params={params} />
        </Suspense>
      </SiteLayout>
      <StorefrontToaster />
    </>
  );
}
