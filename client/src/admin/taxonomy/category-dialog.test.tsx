// The category dialog (document 000 §2 item 2, §5, §7, §8): CAT-01..13.
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../../../core/schemas/categories';
import { adminUser, mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import { CategoryDialog, parentOptions } from './category-dialog';

afterEach(() => vi.unstubAllGlobals());

const at = '2026-01-01T00:00:00.000Z';
const cat = (id: number, name: string, parentId: number | null): Category => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: null,
  parentId,
  createdAt: at,
  productCount: 0,
  childCount: 0,
});
const tree = [
  cat(1, 'Torches', null),
  cat(2, 'Tips', 1),
  cat(3, 'Brass Tips', 2),
  cat(4, 'Accessories', null),
];

async function loaded(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.getQueryState(['/api/categories'])?.status).toBe('success'));
}

async function openSelect(label: string) {
  const trigger = screen.getByRole('combobox', { name: label });
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  return screen.findAllByRole('option');
}

describe('category dialog', () => {
  it('CAT-01 CAT-02: "Add New Category" with Category Name, URL Slug, Parent Category and Description', async () => {
    mockApi({ 'GET /api/categories': [200, tree], 'GET /api/user': [200, adminUser] });
    renderWithProviders(<CategoryDialog open onOpenChange={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Add New Category' })).toBeTruthy();
    for (const label of ['Category Name', 'URL Slug', 'Parent Category', 'Description']) {
      expect(screen.getAllByLabelText(label, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'Create Category' })).toBeTruthy();
  });

  it('CAT-05: a new category’s slug follows the name, until the slug is edited by hand', async () => {
    mockApi({ 'GET /api/categories': [200, []] });
    renderWithProviders(<CategoryDialog open onOpenChange={() => {}} />);
    const name = await screen.findByLabelText(/Category Name/);
    const slug = screen.getByLabelText(/URL Slug/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Air & Acetylene  Torches -- Pro' } });
    expect(slug.value).toBe('air-acetylene-torches-pro');
    fireEvent.change(slug, { target: { value: 'my-torches' } });
    fireEvent.change(name, { target: { value: 'Something else' } });
    expect(slug.value).toBe('my-torches');
  });

  it('CAT-01 CAT-05: "Edit Category" never regenerates the slug', async () => {
    mockApi({ 'GET /api/categories': [200, tree] });
    renderWithProviders(<CategoryDialog open onOpenChange={() => {}} category={tree[1]!} />);
    expect(await screen.findByRole('heading', { name: 'Edit Category' })).toBeTruthy();
    const slug = screen.getByLabelText(/URL Slug/) as HTMLInputElement;
    expect(slug.value).toBe('tips');
    fireEvent.change(screen.getByLabelText(/Category Name/), { target: { value: 'Torch Tips' } });
    expect(slug.value).toBe('tips');
  });

  it('CAT-03 CAT-04 CAT-08: the parent offers "No Parent (Top Level)" and every category except itself and its descendants, indented', async () => {
    expect(parentOptions(tree, 2).map((o) => o.label)).toEqual([
      'No Parent (Top Level)',
      'Accessories',
      'Torches',
    ]);
    expect(parentOptions(tree, null).map((o) => o.label)).toEqual([
      'No Parent (Top Level)',
      'Accessories',
      'Torches',
      '\u2014 Tips',
      '\u2014 \u2014 Brass Tips',
    ]);
    mockApi({ 'GET /api/categories': [200, tree] });
    const view = renderWithProviders(<CategoryDialog open onOpenChange={() => {}} category={tree[0]!} />);
    await loaded(view.queryClient);
    expect(screen.getByRole('combobox', { name: 'Parent Category' }).textContent).toContain('No Parent');
    const options = await openSelect('Parent Category');
    expect(options.map((o) => o.textContent)).toEqual(['No Parent (Top Level)', 'Accessories']);
  });

  it('CAT-06: name and slug are required', async () => {
    const { calls } = mockApi({ 'GET /api/categories': [200, []] });
    renderWithProviders(<CategoryDialog open onOpenChange={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Category name is required')).toBeTruthy();
    expect(screen.getByText('URL slug is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('CAT-07 CAT-10 CAT-11 CAT-13: creating sends parentId null for top level, says "Category created" and refreshes categories, products and stats', async () => {
    const { calls } = mockApi({
      'GET /api/categories': [200, tree],
      'POST /api/categories': (body) => [201, { ...cat(9, 'Hoses', null), ...(body as object) }],
    });
    const onOpenChange = vi.fn();
    const view = renderWithProviders(<CategoryDialog open onOpenChange={onOpenChange} />);
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    fireEvent.change(await screen.findByLabelText(/Category Name/), { target: { value: 'Hoses' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Rubber hoses' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Category created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Hoses',
      slug: 'hoses',
      description: 'Rubber hoses',
      parentId: null,
    });
    const keys = invalidate.mock.calls.map((c) => JSON.stringify(c[0]?.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining(['["/api/categories"]', '["/api/products"]', '["/api/stats"]']),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('CAT-10 CAT-13: editing sends PUT with the chosen parent and says "Category updated"', async () => {
    const { calls } = mockApi({
      'GET /api/categories': [200, tree],
      'PUT /api/categories/4': (body) => [200, { ...tree[3]!, ...(body as object) }],
    });
    const view = renderWithProviders(<CategoryDialog open onOpenChange={() => {}} category={tree[3]!} />);
    await loaded(view.queryClient);
    const options = await openSelect('Parent Category');
    fireEvent.click(options.find((o) => o.textContent === '\u2014 Tips')!);
    fireEvent.click(screen.getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText('Category updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Accessories', parentId: 2 });
  });

  it('CAT-12: a failed save shows "Failed to create category" with the server message under the field too', async () => {
    mockApi({
      'GET /api/categories': [200, []],
      'POST /api/categories': [
        409,
        {
          error: 'A category with this slug already exists',
          details: { slug: ['A category with this slug already exists'] },
        },
      ],
    });
    renderWithProviders(<CategoryDialog open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/Category Name/), { target: { value: 'Torches' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(toast).getByText('Failed to create category')).toBeTruthy();
    expect(within(toast).getByText('A category with this slug already exists')).toBeTruthy();
    expect(screen.getAllByText('A category with this slug already exists')).toHaveLength(2);
  });

  it('CAT-12: a failed update shows "Failed to update category"', async () => {
    mockApi({
      'GET /api/categories': [200, tree],
      'PUT /api/categories/1': [500, { error: 'Internal server error' }],
    });
    renderWithProviders(<CategoryDialog open onOpenChange={() => {}} category={tree[0]!} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText('Failed to update category')).toBeTruthy();
  });

  it('#14: a sibling with the same name is refused and the message shows under Category Name', async () => {
    const message = 'A category with this name already exists under the same parent';
    mockApi({
      'GET /api/categories': [200, tree],
      'POST /api/categories': [409, { error: message, details: { name: [message] } }],
    });
    renderWithProviders(<CategoryDialog open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/Category Name/), { target: { value: 'accessories' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    await waitFor(() => expect(document.getElementById('category-name-error')?.textContent).toBe(message));
  });
});
