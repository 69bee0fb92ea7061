// The compare controls and the recently viewed list appear only in the browser, once the page is live
// (they read local storage and need scripts), so their code is loaded then, in its own chunk: the pages'
// initial JavaScript carries only these wrappers.
import { lazy, Suspense } from 'react';
import type { StoredProduct } from './stored-list';
import { useMounted } from './use-mounted';

const Bar = lazy(() => import('./compare-bar').then((m) => ({ default: m.CompareBar })));
const Toggle = lazy(() => import('./compare-toggle').then((m) => ({ default: m.CompareToggle })));
const Button = lazy(() => import('./compare-button').then((m) => ({ default: m.CompareButton })));
const Recent = lazy(() => import('../recent/recently-viewed').then((m) => ({ default: m.RecentlyViewed })));

function Deferred({ children }: { children: React.ReactNode }) {
  return useMounted() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export const LazyCompareBar = () => (
  <Deferred>
    <Bar />
  </Deferred>
);

export const LazyCompareToggle = ({ product }: { product: StoredProduct }) => (
  <Deferred>
    <Toggle product={product} />
  </Deferred>
);

export const LazyCompareButton = ({ product }: { product: StoredProduct }) => (
  <Deferred>
    <Button product={product} />
  </Deferred>
);

export const LazyRecentlyViewed = ({ current }: { current?: StoredProduct }) => (
  <Deferred>
    <Recent current={current} />
  </Deferred>
);
