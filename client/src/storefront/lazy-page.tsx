// Route-level code splitting that keeps server rendering and hydration exact: a page's code is loaded
// before the server renders it and before the browser hydrates it (entry-client awaits preloadRoute),
// and on client-side navigation the page suspends until its chunk arrives. The public bundle then
// carries only the layout and the page being viewed.
import type * as React from 'react';
import type { ComponentType } from 'react';

type PageProps = { params: Record<string, string> };

export type LazyPageComponent = ((props: PageProps) => React.ReactNode) & { preload: () => Promise<void> };

export function lazyPage(loader: () => Promise<ComponentType<PageProps>>): LazyPageComponent {
  let Loaded: ComponentType<PageProps> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= loader().then((component) => {
      Loaded = component;
    });
    return pending;
  };
  const LazyPage = (props: PageProps) => {
    if (!Loaded) throw preload();
    return <Loaded {...props} />;
  };
  return Object.assign(LazyPage, { preload });
}

/** Loads the page component when it is a lazy one (no-op for plain components). */
export async function preloadComponent(component: ComponentType<PageProps>): Promise<void> {
  const preload = (component as Partial<LazyPageComponent>).preload;
  if (typeof preload === 'function') await preload();
}
