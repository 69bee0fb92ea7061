// The catalogue page in the browser: calls, address state, counts, chips, spinner, empty and error states.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, renderWithProviders } from '../../../../tests/helpers/render';
import * as track from '../analytics/track';
import { CataloguePage } from './catalogue-page';
import { catalogueSearch, DEFAULT_STATE, parseCatalogueState } from './catalogue-state';
import { valueLabel } from './filters';

const product = (id: number, name: string, price: string | null) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  sku: `SKU-${id}`,
  mpn: null,
  subtitle: null,
  shortDescription: `${name} short`,
  price,
  categoryId: 1,
  brandId: null,
  images: [],
  stock: 1,
  status: 'active',
  featured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  category: { id: 1, name: 'Torches', slug: 'torches' },
  brand: null,
});

const list = (n: number, total = n) => ({
  products: Array.from({ length: n }, (_, i) => product(i + 1, `Torch ${i + 1}`, `${10 + i}.00`)),
  total,
  totalPages: Math.max(1, Math.ceil(total / 12)),
  page: 1,
  limit: 12,
});

const facets = {
  'GET /api/categories/with-counts': [
    200,
    [{ id: 1, name: 'Torches', slug: 'torches', parentId: null, productCount: 3 }],
  ] as [number, unknown],
  'GET /api/tags/with-counts': [
    200,
    [{ id: 1, name: 'Roofing', slug: 'roofing', color: '#F97316', productCount: 2 }],
  ] as [number, unknown],
  'GET /api/specs/with-counts': [
    200,
    {
      flameClasses: [],
      solderCapacities: [],
      systemTypes: [],
      facets: [
        {
          key: 'flame_class',
          label: 'Flame Class',
          param: 'flameClasses',
          values: [{ value: 'Extra Heavy', slug: 'extra-heavy', label: 'Extra Heavy', count: 1 }],
        },
        {
          key: 'tip_material',
          label: 'Tip Material',
          param: 'spec_tip_material',
          values: [{ value: 'Brass', slug: 'brass', label: 'Brass', count: 2 }],
        },
      ],
    },
  ] as [number, unknown],
};

afterEach(() => vi.restoreAllMocks());

describe('catalogue address state (PUB-38, PUB-39, PUB-108)', () => {
  it('PUB-39 PUB-107: defaults are left out of the address', () => {
    expect(catalogueSearch(DEFAULT_STATE)).toBe('');
    expect(parseCatalogueState(new URLSearchParams(''))).toEqual(DEFAULT_STATE);
    expect(catalogueSearch({ ...DEFAULT_STATE, sort: 'price', page: 2, limit: 24 })).toBe(
      'sort=price&page=2&limit=24',
    );
  });

  it('PUB-38 PUB-108: comma-separated slugs in the specified parameters; empty values dropped', () => {
    const state = parseCatalogueState(
      new URLSearchParams(
        'search= tip &categories=a,,b&tags=&flameClasses=fine,heavy&solderCapacities=2&systemTypes=duplex-soldering-torch&spec_tip_material=brass&limit=999&page=x',
      ),
    );
    expect(state).toMatchObject({
      search: 'tip',
      categories: ['a', 'b'],
      tags: [],
      specs: {
        flameClasses: ['fine', 'heavy'],
        solderCapacities: ['2'],
        systemTypes: ['duplex-soldering-torch'],
        spec_tip_material: ['brass'],
      },
      page: 1,
      limit: 12,
    });
    expect(catalogueSearch(state)).toBe(
      'search=tip&categories=a,b&flameClasses=fine,heavy&solderCapacities=2&systemTypes=duplex-soldering-torch&spec_tip_material=brass',
    );
  });

  it('PUB-93 PUB-94 PUB-95 PUB-96: chip labels follow the specified mappings, unknown slugs title-cased', () => {
    expect(valueLabel('flameClasses', 'very-fine', [])).toBe('Very Fine');
    expect(valueLabel('solderCapacities', 'half-to-3-inch', [])).toBe('½″ to 3″');
    expect(valueLabel('solderCapacities', '0-75', [])).toBe('0.75');
    expect(valueLabel('systemTypes', 'air-acetylene', [])).toBe('Air/Acetylene');
    expect(valueLabel('flameClasses', 'super-hot-flame', [])).toBe('Super Hot Flame');
    expect(valueLabel('tags', 'cold-roofing', [])).toBe('Cold Roofing');
  });
});

describe('CataloguePage', () => {
  it('PUB-110 PUB-97 PUB-31: asks for active products with the filters, sort and page; each facet leaves its own filter out', async () => {
    const { calls } = mockApi({ 'GET /api/products': [200, list(3)], ...facets });
    renderWithProviders(<CataloguePage />, {
      path: '/products?tags=roofing&flameClasses=extra-heavy&sort=price&page=2',
    });
    await screen.findByText('3 Products Found');
    const paths = calls.map((c) => decodeURIComponent(c.path));
    expect(paths).toContain(
      '/api/products?status=active&tags=roofing&flameClasses=extra-heavy&sortBy=price&page=2&limit=12',
    );
    expect(paths).toContain('/api/categories/with-counts?tags=roofing&flameClasses=extra-heavy');
    expect(paths).toContain('/api/tags/with-counts?flameClasses=extra-heavy&tagCategory=applications');
    expect(paths).toContain('/api/specs/with-counts?tags=roofing&flameClasses=extra-heavy');
    expect(screen.getAllByText('Roofing')[0]!.closest('label')?.textContent).toContain('(2)');
    // A filterable definition beyond the specified three appears as its own section.
    expect(screen.getByRole('button', { name: 'Tip Material' })).toBeTruthy();
    expect(screen.getByText('Active Filters (2)')).toBeTruthy();
  });

  it('PUB-98 PUB-32: changing a filter resets the page; a chip removes its filter; Clear All empties the address', async () => {
    mockApi({ 'GET /api/products': [200, list(3, 30)], ...facets });
    const { currentPath } = renderWithProviders(<CataloguePage />, { path: '/products?page=2&sort=price' });
    await screen.findByText('30 Products Found');
    fireEvent.click(screen.getAllByLabelText(/Roofing/)[0]!);
    await waitFor(() => expect(currentPath()).toBe('/products?tags=roofing&sort=price'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove filter Roofing' }));
    await waitFor(() => expect(currentPath()).toBe('/products?sort=price'));
    fireEvent.click(screen.getAllByLabelText(/Extra Heavy/)[0]!);
    await waitFor(() => expect(currentPath()).toBe('/products?flameClasses=extra-heavy&sort=price'));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(currentPath()).toBe('/products?sort=price'));
  });

  it('PUB-98 PUB-26 PUB-35: sort, page size and search reset the page to 1', async () => {
    mockApi({ 'GET /api/products': [200, list(12, 40)], ...facets });
    const { currentPath } = renderWithProviders(<CataloguePage />, { path: '/products?page=3' });
    await screen.findByText('40 Products Found');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price' } });
    await waitFor(() => expect(currentPath()).toBe('/products?sort=price'));
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '48' } });
    await waitFor(() => expect(currentPath()).toBe('/products?sort=price&limit=48'));
    fireEvent.change(screen.getByPlaceholderText('Search products, models, or SKUs...'), {
      target: { value: '  duplex  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentPath()).toBe('/products?search=duplex&sort=price&limit=48'));
  });

  it('PUB-99: changing the page scrolls smoothly to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    mockApi({ 'GET /api/products': [200, list(12, 40)], ...facets });
    renderWithProviders(<CataloguePage />, { path: '/products' });
    await screen.findByText('Showing page 1 of 4');
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }));
  });

  it('PUB-36: a spinner shows while the products load', async () => {
    mockApi({ 'GET /api/products': pending(), ...facets });
    renderWithProviders(<CataloguePage />, { path: '/products' });
    expect(await screen.findByText('Loading products…')).toBeTruthy();
  });

  it('PUB-37: no results show the empty state', async () => {
    mockApi({ 'GET /api/products': [200, list(0)], ...facets });
    renderWithProviders(<CataloguePage />, { path: '/products?search=nothing' });
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or browse all categories.')).toBeTruthy();
  });

  it('PUB-122: a load failure shows an error with a retry, distinct from the empty state', async () => {
    let fail = true;
    mockApi({
      'GET /api/products': () => (fail ? [500, { error: 'Internal server error' }] : [200, list(2)]),
      ...facets,
    });
    renderWithProviders(<CataloguePage />, { path: '/products' });
    expect(await screen.findByText('The products could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('No products found')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 Products Found')).toBeTruthy();
  });

  it('PUB-28 PUB-29: the Filters button opens the drawer with Reset, Filter, close and "Show {total} results"', async () => {
    mockApi({ 'GET /api/products': [200, list(5)], ...facets });
    const { currentPath } = renderWithProviders(<CataloguePage />, { path: '/products?tags=roofing' });
    await screen.findByText('5 Products Found');
    const filters = screen.getByRole('button', { name: /^Filters/ });
    filters.focus();
    fireEvent.click(filters);
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    expect(drawer.textContent).toContain('Reset');
    expect(screen.getByRole('button', { name: 'Close filters' })).toBeTruthy();
    // Tab stays inside the open drawer (the storefront's Radix modal).
    const show = screen.getByRole('button', { name: 'Show 5 results' });
    show.focus();
    fireEvent.keyDown(show, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset' }));
    // #16: Escape closes it and focus is back on the Filters button.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(filters));
    fireEvent.click(filters);
    fireEvent.click(await screen.findByRole('button', { name: 'Show 5 results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(currentPath()).toBe('/products'));
  });

  it('ANALYTICS-16 ANALYTICS-17: a catalogue view and a search (with its result total) are tracked', async () => {
    const spy = vi.spyOn(track, 'trackEvent');
    mockApi({ 'GET /api/products': [200, list(4)], ...facets });
    renderWithProviders(<CataloguePage />, { path: '/products?search=duplex' });
    await screen.findByText('4 Products Found');
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('search', { searchTerm: 'duplex', resultsTotal: 4 }),
    );
    expect(spy).toHaveBeenCalledWith('view_catalog', { listName: 'catalogue', resultsTotal: 4 });
  });
});
