// The public catalogue /products (document 001 §2.14): search, sort (done in SQL over all results),
// faceted filters with counts (panel on wide screens, drawer on small ones), active-filter chips,
// totals, a 1/2/3-column grid, pagination with page sizes. The state lives in the address.
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Loader2, PackageSearch, Search } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { pageWindow } from '../../../../core/rules/pagination';
import { trackEvent } from '../analytics/track';
import { LazyCompareBar, LazyRecentlyViewed } from '../compare/deferred';
import { CATALOGUE_TITLE, facetQueries, listQuery, pageOutOfRange, productsFound } from './catalogue-data';
import {
  activeFilterCount,
  CATALOGUE_PAGE_SIZES,
  type CatalogueState,
  catalogueHref,
  catalogueSearch,
  DEFAULT_STATE,
  defaultSort,
  parseCatalogueState,
} from './catalogue-state';
import { ActiveFilters, buildSections, FilterDrawer, FilterSections, FiltersButton } from './filters';
import { ProductCard } from './product-card';

export function CataloguePage() {
  const searchString = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => parseCatalogueState(new URLSearchParams(searchString)), [searchString]);
  const go = useCallback((next: CatalogueState) => navigate(catalogueHref(next)), [navigate]);

  const list = useQuery(listQuery(state));
  const facets = facetQueries(state);
  const categories = useQuery({ ...facets.categories, placeholderData: (previous) => previous });
  const tags = useQuery({ ...facets.tags, placeholderData: (previous) => previous });
  const specs = useQuery({ ...facets.specs, placeholderData: (previous) => previous });
  const sections = buildSections(state, categories.data, tags.data, specs.data);

  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const [term, setTerm] = useState(state.search);
  useEffect(() => setTerm(state.search), [state.search]);

  // Changing the page scrolls smoothly to the top (not on the first render).
  const lastPage = useRef(state.page);
  useEffect(() => {
    if (lastPage.current !== state.page) window.scrollTo({ top: 0, behavior: 'smooth' });
    lastPage.current = state.page;
  }, [state.page]);

  // Analytics: view_catalog per listing shown, search (with the result total) per new search term.
  const data = list.data;
  const loaded = data && !list.isPlaceholderData;
  const tracked = useRef<string | null>(null);
  const trackedSearch = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const key = catalogueHref(state);
    if (tracked.current !== key) {
      tracked.current = key;
      trackEvent('view_catalog', { listName: 'catalogue', resultsTotal: data.total });
    }
    if (state.search && trackedSearch.current !== state.search) {
      trackedSearch.current = state.search;
      trackEvent('search', { searchTerm: state.search, resultsTotal: data.total });
    }
  }, [loaded, data, state]);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = term.trim();
    // A new search corrects typos again; a default order follows the search (relevance), a chosen one stays.
    const sort = state.sort === defaultSort(state.search) ? defaultSort(search) : state.sort;
    go({ ...state, search, exact: false, sort, page: 1 });
  };
  const clearAll = () =>
    go({ ...DEFAULT_STATE, sort: state.sort === 'relevance' ? 'name' : state.sort, limit: state.limit });
  const count = activeFilterCount(state);
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  const busy = list.isFetching;
  const outOfRange = pageOutOfRange(data);

  const filterPanel = <FilterSections sections={sections} state={state} onChange={go} />;

  return (
    <div className="bg-slate-50">
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{CATALOGUE_TITLE}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">
            Air/acetylene and duplex soldering torches, tips, regulators and kits for HVAC, plumbing, roofing
            and fabrication professionals.
          </p>
          <form
            aria-label="Product search"
            action="/products"
            method="get"
            onSubmit={onSearch}
            className="mt-6 flex max-w-2xl gap-2"
          >
            {/* Without scripts the form keeps the other filters, sort and page size. */}
            {[...new URLSearchParams(catalogueSearch({ ...state, search: '', page: 1 }))].map(
              ([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ),
            )}
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
                aria-hidden
              />
              <input
                type="search"
                name="search"
                value={term}
                onChange={(e) => setTerm(e.target.value)}
                placeholder="Search products, models, or SKUs..."
                aria-label="Search products"
                maxLength={200}
                className="w-full rounded-md border border-slate-300 bg-white py-2 pl-8 pr-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
              />
            </div>
            <button
              type="submit"
              className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:px-4"
            >
              <Search className="h-4 w-4 sm:hidden" aria-hidden />
              {/* On a phone the button is an icon, so the placeholder has room; the name stays "Search". */}
              <span className="sr-only sm:not-sr-only">Search</span>
            </button>
          </form>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8 lg:px-8">
        <aside aria-label="Filters" className="hidden lg:block" data-testid="filter-panel">
          <h2 className="text-lg font-semibold text-slate-900">Filters</h2>
          {filterPanel}
        </aside>

        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <FiltersButton onClick={() => setDrawerOpen(true)} count={count} />
            <div className="mr-auto" aria-live="polite">
              <p className="text-lg font-semibold text-slate-900" data-testid="results-total">
                {productsFound(total)}
              </p>
              <p className="text-sm text-slate-600">
                {outOfRange
                  ? `Page ${state.page} does not exist`
                  : `Showing page ${Math.min(state.page, totalPages)} of ${totalPages}`}
              </p>
            </div>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              Sort by
              <select
                value={state.sort}
                onChange={(e) =>
                  go({
                    ...state,
                    sort:
                      e.target.value === 'price' || e.target.value === 'relevance' ? e.target.value : 'name',
                    page: 1,
                  })
                }
                className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
              >
                {state.search && <option value="relevance">Relevance</option>}
                <option value="name">Name (A-Z)</option>
                <option value="price">Price (Low to High)</option>
              </select>
            </label>
          </div>

          {data?.correction && state.search && (
            <p className="text-sm text-slate-700" data-testid="search-correction">
              Showing results for <strong className="font-semibold text-slate-900">{data.correction}</strong>.
              Search instead for{' '}
              <Link
                href={catalogueHref({ ...state, exact: true, page: 1 })}
                className="font-semibold text-brand-800 underline hover:no-underline"
              >
                {state.search}
              </Link>
            </p>
          )}

          <ActiveFilters state={state} sections={sections} count={count} onChange={go} onClear={clearAll} />

          <div className="relative min-h-48">
            {busy && (
              <div
                className="absolute inset-0 z-10 flex items-start justify-center bg-slate-50/60 pt-24"
                data-testid="catalogue-spinner"
              >
                <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-700">
                  <Loader2 className="h-6 w-6 animate-spin text-brand-700" aria-hidden />
                  Loading products…
                </span>
              </div>
            )}
            {list.isError && !data ? (
              <div role="alert" className="rounded-lg border border-red-200 bg-white p-8 text-center">
                <p className="font-semibold text-slate-900">The products could not be loaded.</p>
                <p className="mt-1 text-sm text-slate-600">Please check your connection and try again.</p>
                <button
                  type="button"
                  onClick={() => list.refetch()}
                  className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
                >
                  Try again
                </button>
              </div>
            ) : data && data.products.length === 0 ? (
              <div className="rounded-lg border border-slate-200 bg-white p-10 text-center">
                <PackageSearch className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
                {data.total > 0 ? (
                  <>
                    <h2 className="mt-3 text-lg font-semibold text-slate-900">No products on this page</h2>
                    <Link
                      href={catalogueHref({ ...state, page: 1 })}
                      className="mt-3 inline-block text-sm font-semibold text-brand-800 hover:underline"
                    >
                      Go to page 1
                    </Link>
                  </>
                ) : (
                  <>
                    <h2 className="mt-3 text-lg font-semibold text-slate-900">No products found</h2>
                    <p className="mt-1 text-sm text-slate-600">
                      Try adjusting your search criteria or browse all categories.
                    </p>
                    {count > 0 && (
                      <button
                        type="button"
                        onClick={clearAll}
                        className="mt-4 text-sm font-semibold text-brand-800 hover:underline"
                      >
                        Browse all products
                      </button>
                    )}
                  </>
                )}
              </div>
            ) : data ? (
              <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="product-grid">
                {data.products.map((product, index) => (
                  <li key={product.id} className="flex">
                    <ProductCard product={product} eager={index < 3} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>

          {data && data.total > 0 && (
            <Pager
              state={state}
              totalPages={totalPages}
              onPageSize={(limit) => go({ ...state, limit, page: 1 })}
            />
          )}
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <LazyRecentlyViewed />
      </div>
      <LazyCompareBar />
      <FilterDrawer open={drawerOpen} onClose={closeDrawer} onReset={clearAll} total={total}>
        {filterPanel}
      </FilterDrawer>
    </div>
  );
}

function Pager({
  state,
  totalPages,
  onPageSize,
}: {
  state: CatalogueState;
  totalPages: number;
  onPageSize: (limit: number) => void;
}) {
  const page = Math.min(state.page, totalPages);
  const pageLink = (n: number) => catalogueHref({ ...state, page: n });
  const linkClass =
    'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-medium';
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 pt-4">
      <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <Link
            href={pageLink(page - 1)}
            className={`${linkClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
            aria-label="Previous page"
          >
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Link>
        ) : (
          <span className={`${linkClass} border-slate-200 text-slate-400`} aria-hidden>
            <ChevronLeft className="h-4 w-4" />
          </span>
        )}
        {pageWindow(page, totalPages).map((n) =>
          n === page ? (
            <span
              key={n}
              aria-current="page"
              className={`${linkClass} border-brand-700 bg-brand-700 text-white`}
            >
              {n}
            </span>
          ) : (
            <Link
              key={n}
              href={pageLink(n)}
              className={`${linkClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
              aria-label={`Page ${n}`}
            >
              {n}
            </Link>
          ),
        )}
        {page < totalPages ? (
          <Link
            href={pageLink(page + 1)}
            className={`${linkClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
            aria-label="Next page"
          >
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Link>
        ) : (
          <span className={`${linkClass} border-slate-200 text-slate-400`} aria-hidden>
            <ChevronRight className="h-4 w-4" />
          </span>
        )}
      </nav>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        Per page
        <select
          value={state.limit}
          onChange={(e) => onPageSize(Number(e.target.value))}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
        >
          {CATALOGUE_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
