// The product editor frame and its overview tab (document 001 §2.5, §5, §7, §8).
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, pending, renderWithProviders } from '../../../../tests/helpers/render';
import { AdminApp } from '../admin-app';
import { editorApi, product } from './editor-fixtures';

// The editor is loaded lazily: the first render of a file waits for the module.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const tab = (name: string) => screen.getByRole('tab', { name });

describe('product editor frame', () => {
  it('EDIT-01 EDIT-04 EDIT-06 EDIT-48: /admin/products/{id} opens the editor with its tabs and a back link', async () => {
    const { calls } = editorApi();
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    expect(await screen.findByRole('heading', { name: 'Alpha Torch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Products' }).getAttribute('href')).toBe(
      '/admin/products',
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Specifications',
      'Documents',
      'Highlights',
      'FAQs',
      'Relationships',
      'Tags',
      'History',
    ]);
    expect(screen.getAllByRole('tab').every((t) => !(t as HTMLButtonElement).disabled)).toBe(true);
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/products/11')).toBe(true);
  });

  it('EDIT-02 EDIT-07 EDIT-33 EDIT-48: "new" is create mode: only overview is enabled, stock is 0, no product is fetched', async () => {
    const { calls } = editorApi();
    renderWithProviders(<AdminApp />, { path: '/admin/products/new' });
    expect(await screen.findByRole('heading', { name: 'New Product' })).toBeTruthy();
    expect((tab('Overview') as HTMLButtonElement).disabled).toBe(false);
    for (const name of [
      'Specifications',
      'Documents',
      'Highlights',
      'FAQs',
      'Relationships',
      'Tags',
      'History',
    ])
      expect((tab(name) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Stock Quantity') as HTMLInputElement).value).toBe('0');
    expect(screen.getByRole('button', { name: 'Create Product' })).toBeTruthy();
    expect(calls.some((c) => /^\/api\/products\/\d+/.test(c.path))).toBe(false);
  });

  it('EDIT-05: a missing product shows "Product not found" with "Return to Products"', async () => {
    editorApi({ 'GET /api/products/11': [404, { error: 'Product not found' }] });
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Products' }).getAttribute('href')).toBe(
      '/admin/products',
    );
  });

  it('EDIT-08 EDIT-09 EDIT-10 EDIT-11: the overview cards with every field, brand, MPN and subtitle', async () => {
    editorApi();
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    await screen.findByRole('heading', { name: 'Alpha Torch' });
    for (const title of ['Basic Information', 'Pricing & Status', 'Descriptions', 'Product Images'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Alpha Torch'),
    );
    for (const label of [
      /URL Slug/,
      /SKU/,
      /Category/,
      'Brand',
      'MPN',
      'Subtitle',
      'Price',
      'Stock Quantity',
      'Status',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByText('Display this product prominently on the homepage')).toBeTruthy();
    expect(screen.getByLabelText('Short Description')).toBeTruthy();
    expect(screen.getByLabelText('Full Description')).toBeTruthy();
    expect((screen.getByLabelText('MPN') as HTMLInputElement).value).toBe('MPN-1');
    // EDIT-11: the image picker is there (its context comes from name, SKU, category and brand).
    expect(screen.getAllByText(/0\s*\/\s*5/).length).toBeGreaterThan(0);
  });

  it('EDIT-31 EDIT-32: in create mode the slug follows the name; required fields show their messages', async () => {
    editorApi();
    renderWithProviders(<AdminApp />, { path: '/admin/products/new' });
    await screen.findByRole('heading', { name: 'New Product' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    for (const message of [
      'Product name is required',
      'URL slug is required',
      'SKU is required',
      'Category is required',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: 'Turbo  Torch -- X!' } });
    expect((screen.getByLabelText(/URL Slug/) as HTMLInputElement).value).toBe('turbo-torch-x');
  });

  it('EDIT-03 EDIT-50 EDIT-79 EDIT-34 EDIT-35: create sends POST without empty price and brand, then opens the new product', async () => {
    const { calls } = editorApi({
      'POST /api/products': [
        201,
        product({ id: 12, name: 'Turbo', price: null, brandId: null, brand: null }),
      ],
      'GET /api/products/12': [
        200,
        product({ id: 12, name: 'Turbo', price: null, brandId: null, brand: null }),
      ],
      'GET /api/products/12/completeness': [200, { productId: 12, score: 0, missing: [] }],
      'GET /api/products/12/distributor-links': [200, []],
    });
    const view = renderWithProviders(<AdminApp />, { path: '/admin/products/new' });
    await screen.findByRole('heading', { name: 'New Product' });
    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: 'Turbo' } });
    fireEvent.change(screen.getByLabelText(/SKU/), { target: { value: 'TB-1' } });
    await chooseOption(screen.getByLabelText(/Category/), 'Torches');
    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product created')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/products')!;
    expect(post.body).toMatchObject({
      name: 'Turbo',
      slug: 'turbo',
      sku: 'TB-1',
      categoryId: 3,
      stock: 0,
      status: 'draft',
    });
    expect(post.body).not.toHaveProperty('price');
    expect(post.body).not.toHaveProperty('brandId');
    await waitFor(() => expect(view.currentPath()).toBe('/admin/products/12'));
  });

  it('EDIT-51 EDIT-12 EDIT-79: save sends PATCH; the button shows "Saving..." and is disabled while pending', async () => {
    let release: (v: [number, unknown]) => void = () => {};
    const { calls } = editorApi({
      'PATCH /api/products/11': () => new Promise((resolve) => (release = resolve)),
    });
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    await waitFor(() =>
      expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Alpha Torch'),
    );
    fireEvent.change(screen.getByLabelText('Subtitle'), { target: { value: 'New subtitle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    release([200, product({ subtitle: 'New subtitle' })]);
    expect(await screen.findByText('Product updated')).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/products/11');
    // #16: only the edited fields go; the others keep their stored values on the server (never null).
    expect(patch.body).toEqual({ subtitle: 'New subtitle' });
  });

  it('EDIT-67: a failed save shows "Save failed" / "Failed to save product. Please try again."', async () => {
    editorApi({ 'PATCH /api/products/11': [500, { error: 'boom' }] });
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    await waitFor(() =>
      expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Alpha Torch'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Save failed')).toBeTruthy();
    expect(screen.getByText('Failed to save product. Please try again.')).toBeTruthy();
  });

  it('EDIT-34 EDIT-35: clearing a price that was set sends null so it can be removed', async () => {
    const { calls } = editorApi({ 'PATCH /api/products/11': [200, product({ price: null })] });
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    await waitFor(() => expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('120.00'));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ price: null });
  });

  it('the completeness card lists what is missing and leads to the tab', async () => {
    editorApi();
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    const card = await screen.findByTestId('completeness-card');
    expect(within(card).getByText('50% complete')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'At least one document' }));
    await waitFor(() => expect(tab('Documents').getAttribute('aria-selected')).toBe('true'));
  });

  it('distributor links: add through the dialog', async () => {
    const { calls } = editorApi({
      'POST /api/products/11/distributor-links': [
        201,
        { id: 1, productId: 11, distributorName: 'Acme', url: 'https://acme.example', sort: 1 },
      ],
    });
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Distributor' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/^Distributor/), { target: { value: 'Acme' } });
    fireEvent.change(dialog.getByLabelText(/Product page URL/), {
      target: { value: 'https://acme.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Link' }));
    expect(await screen.findByText('Distributor link added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      distributorName: 'Acme',
      url: 'https://acme.example',
      productId: 11,
    });
  });

  it('the save button stays pending-safe: a never-answering save keeps it disabled', async () => {
    editorApi({ 'PATCH /api/products/11': pending });
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    await waitFor(() =>
      expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Alpha Torch'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(((await screen.findByRole('button', { name: 'Saving...' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('unsaved overview edits survive a visit to another tab', async () => {
    editorApi();
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    await waitFor(() =>
      expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Alpha Torch'),
    );
    fireEvent.change(screen.getByLabelText('Subtitle'), { target: { value: 'Changed, not saved' } });
    fireEvent.mouseDown(tab('Specifications'));
    expect(await screen.findByText('No specifications yet')).toBeTruthy();
    fireEvent.mouseDown(tab('Overview'));
    await waitFor(() => expect(tab('Overview').getAttribute('aria-selected')).toBe('true'));
    expect((screen.getByLabelText('Subtitle') as HTMLInputElement).value).toBe('Changed, not saved');
  });
});
