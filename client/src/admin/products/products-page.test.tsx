// The products admin screen and the product dialog (document 000 §2 item 1, §5, §8; document 001 §2.4).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiHandler, adminUser, mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import { AdminApp } from '../admin-app';
import { productPayload } from '../shared/form/product-form-fields';
import { ProductDialog } from './product-dialog';

// The section is loaded lazily; load it once up front so the first test does not time out on a busy machine.
beforeAll(() => import('../products-section'));
afterEach(() => vi.unstubAllGlobals());

const category = { id: 3, name: 'Torches', slug: 'torches', parentId: null };
const child = { id: 4, name: 'Duplex Torches', slug: 'duplex-torches', parentId: 3 };
const product = (over: Record<string, unknown> = {}) => ({
  id: 11,
  name: 'Alpha Torch',
  slug: 'alpha-torch',
  sku: 'TW-100',
  mpn: null,
  subtitle: null,
  shortDescription: 'Short',
  price: '1234.5',
  categoryId: 3,
  brandId: null,
  images: ['/api/storage/images/alpha.webp'],
  stock: 12,
  status: 'active',
  featured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  category: { id: 3, name: 'Torches', slug: 'torches' },
  brand: null,
  ...over,
});

function api(
  extra: Record<string, ApiHandler> = {},
  list = { products: [product()], total: 1, totalPages: 1, page: 1, limit: 24 },
) {
  return mockApi({
    'GET /api/user': [200, adminUser],
    'GET /api/stats': [200, { totalProducts: 1, categories: 2, inquiries: 0, distributors: 0 }],
    'GET /api/categories': [200, [category, child]],
    'GET /api/brands': [200, [{ id: 9, name: 'Torchworks', slug: 'torchworks' }]],
    'GET /api/products': [200, list],
    'GET /api/products/11': [200, { ...product(), description: 'Long description' }],
    ...extra,
  });
}

describe('products admin screen', () => {
  it('PROD-28 PROD-29 PROD-30 PROD-31 PROD-48 PROD-47: toolbar, and the first call asks for newest, all statuses, 24 per page', async () => {
    const { calls } = api();
    renderWithProviders(<AdminApp />, { path: '/admin/products' });
    expect(await screen.findByLabelText('Search products')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('All');
    expect(screen.getByRole('combobox', { name: 'Sort' }).textContent).toBe('Newest First');
    await screen.findByText('Alpha Torch');
    const listCall = calls.find((c) => c.path.startsWith('/api/products?'))!;
    expect(new URLSearchParams(listCall.path.split('?')[1])).toEqual(
      new URLSearchParams('status=all&sortBy=newest&page=1&limit=24'),
    );
  });

  it('#19: a scheduled product shows its publish and unpublish times with the time zone; a draft its badge', async () => {
    api({
      'GET /api/publishing': [
        200,
        {
          drafts: [{ entityType: 'product', entityId: 11, updatedAt: '2026-01-01T00:00:00.000Z' }],
          schedules: [
            {
              entityType: 'product',
              entityId: 11,
              publishAt: '2030-01-01T09:00:00.000Z',
              unpublishAt: '2030-02-01T18:00:00.000Z',
              error: null,
            },
          ],
        },
      ],
    });
    renderWithProviders(<AdminApp />, { path: '/admin/products' });
    const row = (await screen.findAllByTestId('product-row'))[0]!;
    expect(await within(row).findByText('Draft changes')).toBeTruthy();
    expect(within(row).getByTitle('Scheduled publishing').textContent).toMatch(/^Publishes .*2030.*UTC/);
    expect(within(row).getByTitle('Scheduled unpublishing').textContent).toMatch(/^Unpublishes .*2030.*UTC/);
  });

  it('PROD-32 PROD-33 PROD-42: a row shows image, name, SKU, category, status, stock in units and MSRP', async () => {
    api(
      {},
      {
        products: [
          product(),
          product({
            id: 12,
            name: 'Orphan',
            sku: 'X-1',
            category: null,
            status: 'draft',
            price: null,
            images: [],
          }),
        ],
        total: 2,
        totalPages: 1,
        page: 1,
        limit: 24,
      },
    );
    renderWithProviders(<AdminApp />, { path: '/admin/products' });
    const rows = await screen.findAllByTestId('product-row');
    const first = within(rows[0]!);
    expect(first.getByRole('img', { name: 'Alpha Torch' }).getAttribute('src')).toBe(
      '/api/storage/images/alpha-thumbnail.webp',
    );
    expect(first.getByText('TW-100')).toBeTruthy();
    expect(first.getByText('Torches')).toBeTruthy();
    expect(first.getByTestId('status-badge').textContent).toBe('Active');
    expect(first.getByTestId('status-badge').className).toContain('emerald');
    expect(first.getByText('12 units')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('$1,234.50 MSRP');
    const second = within(rows[1]!);
    expect(second.getByText('Uncategorized')).toBeTruthy();
    expect(second.getByTestId('status-badge').className).toContain('amber');
    expect(second.getByLabelText('No image')).toBeTruthy();
  });

  it('PROD-34 PROD-40: each row has details, edit, duplicate and delete; the floating button opens /admin/products/new', async () => {
    api();
    renderWithProviders(<AdminApp />, { path: '/admin/products' });
    await screen.findByText('Alpha Torch');
    expect(screen.getByRole('link', { name: 'Details of Alpha Torch' }).getAttribute('href')).toBe(
      '/admin/products/11',
    );
    expect(screen.getByRole('button', { name: 'Edit Alpha Torch' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Duplicate Alpha Torch' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Alpha Torch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add product' }).getAttribute('href')).toBe(
      '/admin/products/new',
    );
  });

  it('PROD-36 PROD-46 PROD-24 API-20: delete asks first, then deletes and refreshes products and stats', async () => {
    const { calls } = api({ 'DELETE /api/products/11': [204] });
    renderWithProviders(<AdminApp />, { path: '/admin/products' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alpha Torch' }));
    expect(await screen.findByText(/Are you sure you want to delete "Alpha Torch"\?/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const statsBefore = calls.filter((c) => c.path === '/api/stats').length;
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product has been successfully deleted.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/products/11')).toBe(true);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/stats').length).toBeGreaterThan(statsBefore),
    );
  });

  it('PROD-45: a failed delete shows "Delete failed"', async () => {
    api({ 'DELETE /api/products/11': [500] });
    renderWithProviders(<AdminApp />, { path: '/admin/products' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alpha Torch' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(screen.getByText('Failed to delete product. Please try again.')).toBeTruthy();
  });

  it('PROD-35: duplicate creates the copy and opens it for editing', async () => {
    api({
      'POST /api/products/11/duplicate': [
        201,
        product({ id: 77, name: 'Alpha Torch (Copy)', status: 'draft' }),
      ],
    });
    const view = renderWithProviders(<AdminApp />, { path: '/admin/products' });
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Alpha Torch' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/products/77'));
  });

  it('PROD-41: an empty list says "No products found"', async () => {
    api({}, { products: [], total: 0, totalPages: 1, page: 1, limit: 24 });
    renderWithProviders(<AdminApp />, { path: '/admin/products' });
    expect(await screen.findByText('No products found')).toBeTruthy();
  });

  it('PROD-37: searching and paging keep their state in the address and reset to page 1', async () => {
    const { calls } = api({}, { products: [product()], total: 100, totalPages: 5, page: 2, limit: 24 });
    const view = renderWithProviders(<AdminApp />, { path: '/admin/products?page=2' });
    expect((await screen.findByTestId('pagination-summary')).textContent).toBe(
      'Showing 25-48 of 100 products',
    );
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: '  torch ' } });
    fireEvent.submit(screen.getByLabelText('Search products').closest('form')!);
    await waitFor(() => expect(view.currentPath()).toBe('/admin/products?search=torch'));
    await waitFor(() =>
      expect(calls.some((c) => c.path.includes('search=torch') && c.path.includes('page=1'))).toBe(true),
    );
  });
});

describe('product dialog', () => {
  it('PROD-01 PROD-02 PROD-03 PROD-05 PROD-18 PROD-19 PROD-20: create mode fields and defaults', async () => {
    api();
    renderWithProviders(<ProductDialog open onOpenChange={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Add New Product' })).toBeTruthy();
    for (const label of [
      'Product Name',
      'URL Slug',
      'SKU',
      'Category',
      'Brand',
      'MPN',
      'Subtitle',
      'Price',
      'Stock Quantity',
      'Status',
      'Short Description',
      'Full Description',
    ]) {
      expect(screen.getByLabelText(new RegExp(`^${label}`)), label).toBeTruthy();
    }
    expect(screen.getByText('Featured Product')).toBeTruthy();
    expect(screen.getByText('Display as featured on homepage')).toBeTruthy();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Product Images')).toBeTruthy();
    expect((screen.getByLabelText('Stock Quantity') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('Stock Quantity') as HTMLInputElement).type).toBe('text');
    expect((screen.getByLabelText(/^Price/) as HTMLInputElement).step).toBe('0.01');
    expect(screen.getByRole('combobox', { name: /Status/ }).textContent).toBe('Draft');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Product' })).toBeTruthy();
  });

  it('PROD-12 PROD-21: the slug follows the name for a new product', async () => {
    api();
    renderWithProviders(<ProductDialog open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/^Product Name/), {
      target: { value: 'Duplex  Torch -- Pro!' },
    });
    expect((screen.getByLabelText(/^URL Slug/) as HTMLInputElement).value).toBe('duplex-torch-pro');
  });

  it('PROD-13 PROD-14 PROD-15 PROD-16 PROD-17: required fields and their messages; optional ones are not asked for', async () => {
    const { calls } = api();
    renderWithProviders(<ProductDialog open onOpenChange={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product name is required')).toBeTruthy();
    expect(screen.getByText('URL slug is required')).toBeTruthy();
    expect(screen.getByText('SKU is required')).toBeTruthy();
    expect(screen.getByText('Category is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('PROD-12 PROD-26 EDIT-51 (#16): edit mode loads the whole product, keeps the slug, and PATCHes what changed like the editor', async () => {
    const { calls } = api({
      'PATCH /api/products/11': (body) => [
        200,
        { ...product(), ...(body as object), description: 'Long description' },
      ],
    });
    renderWithProviders(<ProductDialog open onOpenChange={() => {}} productId={11} />);
    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeTruthy();
    const name = (await screen.findByDisplayValue('Alpha Torch')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Alpha Torch Mk II' } });
    expect((screen.getByLabelText(/^URL Slug/) as HTMLInputElement).value).toBe('alpha-torch');
    expect((screen.getByLabelText('Full Description') as HTMLTextAreaElement).value).toBe('Long description');
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '99.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/products/11');
    expect(patch.body).toEqual({ name: 'Alpha Torch Mk II', price: '99.50' });
  });

  it('PROD-22 PROD-26 EDIT-34 EDIT-35: creates with the specified fields; empty price and brand are left out', async () => {
    const { calls } = api({
      'POST /api/products': (body) => [201, { ...product(), ...(body as object), id: 50 }],
    });
    renderWithProviders(<ProductDialog open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/^Product Name/), { target: { value: 'Bravo' } });
    fireEvent.change(screen.getByLabelText(/^SKU/), { target: { value: 'B-1' } });
    // Choosing from the Radix select needs pointer events; the payload function is checked directly instead.
    const payload = productPayload({
      name: 'Bravo',
      slug: 'bravo',
      sku: 'B-1',
      mpn: null,
      subtitle: null,
      description: null,
      shortDescription: null,
      price: null,
      categoryId: 3,
      brandId: null,
      images: [],
      stock: 0,
      status: 'draft',
      featured: false,
    });
    expect(payload).not.toHaveProperty('price');
    expect(payload).not.toHaveProperty('brandId');
    expect(Object.keys(payload).sort()).toEqual(
      [
        'name',
        'slug',
        'sku',
        'mpn',
        'subtitle',
        'description',
        'shortDescription',
        'categoryId',
        'images',
        'stock',
        'status',
        'featured',
      ].sort(),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('PROD-25: a refused save shows "Error" with the server message and marks the field', async () => {
    api({
      'PATCH /api/products/11': [
        409,
        {
          error: 'A product with this slug already exists',
          details: { slug: ['A product with this slug already exists'] },
        },
      ],
    });
    renderWithProviders(<ProductDialog open onOpenChange={() => {}} productId={11} />);
    await screen.findByDisplayValue('Alpha Torch');
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getAllByText('A product with this slug already exists').length).toBeGreaterThanOrEqual(2);
  });
});

describe('products list completeness', () => {
  it("shows each row's completeness and filters by it through the address and the list call", async () => {
    const { calls } = api({
      'GET /api/products/completeness': [
        200,
        [{ productId: 11, score: 75, missing: ['At least one document'] }],
      ],
    });
    renderWithProviders(<AdminApp />, { path: '/admin/products' });
    const row = (await screen.findAllByTestId('product-row'))[0]!;
    expect(await within(row).findByText('75% complete')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/products/completeness?ids=11')).toBe(true);
    const { chooseOption } = await import('../../../../tests/helpers/render');
    await chooseOption(screen.getByRole('combobox', { name: 'Completeness' }), 'Incomplete');
    await waitFor(() =>
      expect(
        calls.some((c) => c.path.startsWith('/api/products?') && c.path.includes('completeness=incomplete')),
      ).toBe(true),
    );
  });
});
