// Hydrates the server-rendered public page with the state the server embedded.
import { type DehydratedState, HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { createQueryClient } from './lib/query-client';
import { StorefrontApp } from './storefront/app';
import { preloadComponent } from './storefront/lazy-page';
import { matchStorefrontRoute } from './storefront/routes';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig, STATE_ELEMENT_ID } from './storefront/site';
import './styles/storefront.css';

function readJson<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const queryClient = createQueryClient();
const state = readJson<DehydratedState | undefined>(STATE_ELEMENT_ID, undefined);
const site = readJson<SiteConfig>(SITE_CONFIG_ELEMENT_ID, {
  publicUrl: window.location.origin,
  environment: 'production',
});

// The page's code is loaded before hydrating, so the first client render matches the server's HTML.
void preloadComponent(matchStorefrontRoute(window.location.pathname).route.component).finally(() =>
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={state}>
          <Router>
            <StorefrontApp publicUrl={site.publicUrl} />
          </Router>
        </HydrationBoundary>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
