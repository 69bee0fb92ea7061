// The Taxonomies screen (document 001 §2.7, §5, §8, §9) and the category and tag grids the products
// screen reuses (document 001 §2.4): CAT-14..18, TAG-16..27, SPEC-33..39.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../../../core/schemas/categories';
import type { SpecCategory } from '../../../../core/schemas/specs';
import type { Tag, TagCategory } from '../../../../core/schemas/tags';
import { adminUser, mockApi, pending, renderWithProviders } from '../../../../tests/helpers/render';
import { CategoryList } from './category-list';
import { TagGrid } from './tag-grid';
import TaxonomyPage from './taxonomy-page';

afterEach(() => vi.unstubAllGlobals());

const at = '2026-01-01T00:00:00.000Z';
const categories: Category[] = [
  {
    id: 1,
    name: 'Torches',
    slug: 'torches',
    description: 'Hand torches',
    parentId: null,
    createdAt: at,
    productCount: 3,
    childCount: 1,
  },
  {
    id: 2,
    name: 'Tips',
    slug: 'tips',
    description: null,
    parentId: 1,
    createdAt: at,
    productCount: 1,
    childCount: 0,
  },
];
const groups: TagCategory[] = [
  {
    id: 7,
    name: 'Applications',
    slug: 'applications',
    description: 'Where it is used',
    color: '#EF4444',
    sort: 0,
    createdAt: at,
    tagCount: 1,
  },
];
const tag = (id: number, name: string, categoryId: number | null, productCount = 0): Tag => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: null,
  color: '#3B82F6',
  categoryId,
  category: categoryId ? { id: categoryId, name: 'Applications', color: '#EF4444' } : null,
  createdAt: at,
  productCount,
});
const specCategories: SpecCategory[] = [
  {
    id: 4,
    name: 'Performance',
    slug: 'performance',
    description: null,
    color: '#8B5CF6',
    sort: 0,
    createdAt: at,
    definitionCount: 2,
  },
];

const base = {
  'GET /api/user': [200, adminUser] as [number, unknown],
  'GET /api/categories': [200, categories] as [number, unknown],
  'GET /api/tag-categories': [200, groups] as [number, unknown],
  'GET /api/tags': [200, [tag(1, 'HVAC', 7, 2), tag(2, 'Roofing', null)]] as [number, unknown],
  'GET /api/spec-categories': [200, specCategories] as [number, unknown],
};

describe('taxonomy screen', () => {
  it('TAG-20 CAT-18: three tabs — Product Categories, Tag Groups, Specification Categories', async () => {
    mockApi(base);
    renderWithProviders(<TaxonomyPage />);
    expect(await screen.findByRole('heading', { name: 'Taxonomies' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Product Categories',
      'Tag Groups',
      'Specification Categories',
    ]);
  });

  it('CAT-14: the category tree shows each category with its product and subcategory counts, edit and delete', async () => {
    mockApi(base);
    renderWithProviders(<TaxonomyPage />);
    const rows = await screen.findAllByTestId('category-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Torches'),
      expect.stringContaining('Tips'),
    ]);
    expect(within(rows[0]!).getByText('3 products')).toBeTruthy();
    expect(within(rows[0]!).getByText('1 subcategory')).toBeTruthy();
    expect(within(rows[1]!).getByText('1 product')).toBeTruthy();
    expect(rows[1]!.style.paddingLeft).toBe('2.5rem');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Edit Tips' }));
    expect(await screen.findByRole('heading', { name: 'Edit Category' })).toBeTruthy();
  });

  it('CAT-17: with no categories the tab says "No categories yet"', async () => {
    mockApi({ ...base, 'GET /api/categories': [200, []] });
    renderWithProviders(<TaxonomyPage />);
    expect(await screen.findByText('No categories yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByRole('heading', { name: 'Add New Category' })).toBeTruthy();
  });

  it('CAT-15 CAT-16: deleting asks for confirmation, then deletes on the server and says so', async () => {
    const { calls } = mockApi({ ...base, 'DELETE /api/categories/2': [200, { ok: true }] });
    renderWithProviders(<CategoryList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Tips' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete "Tips"? This action cannot be undone.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/categories/2']);
    // The list is fetched again after the change.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/categories').length).toBe(2));
  });

  it('CAT-16: a refused delete shows the server’s reason', async () => {
    mockApi({
      ...base,
      'DELETE /api/categories/1': [
        409,
        { error: 'This category still has 3 products and 1 subcategory. Move or delete them first.' },
      ],
    });
    renderWithProviders(<CategoryList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Torches' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(
      screen.getByText('This category still has 3 products and 1 subcategory. Move or delete them first.'),
    ).toBeTruthy();
  });

  it('viewers see the categories without edit or delete buttons', async () => {
    mockApi({ ...base, 'GET /api/user': [200, { ...adminUser, role: 'viewer' }] });
    renderWithProviders(<TaxonomyPage />);
    await screen.findAllByTestId('category-row');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Category' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete Torches' })).toBeNull();
  });

  it('shows a loading state while categories load', async () => {
    mockApi({ ...base, 'GET /api/categories': pending() });
    renderWithProviders(<CategoryList />);
    expect(await screen.findByRole('status', { name: 'Loading categories' })).toBeTruthy();
  });
});

describe('tag groups tab', () => {
  async function openTab(name: string) {
    fireEvent.mouseDown(await screen.findByRole('tab', { name }));
  }

  it('TAG-20: each group lists its tags as coloured chips; tags without a group have their own block', async () => {
    mockApi(base);
    renderWithProviders(<TaxonomyPage />);
    await openTab('Tag Groups');
    const blocks = await screen.findAllByTestId('tag-group');
    expect(within(blocks[0]!).getByText('Applications')).toBeTruthy();
    expect(within(blocks[0]!).getByText('HVAC')).toBeTruthy();
    expect(within(blocks[1]!).getByText('Tags without a group')).toBeTruthy();
    expect(within(blocks[1]!).getByText('Roofing')).toBeTruthy();
    const chip = within(blocks[0]!).getByTestId('tag-chip');
    expect(chip.style.backgroundColor).toBeTruthy();
  });

  it('TAG-21 TAG-23 TAG-24 TAG-25 TAG-27: the group dialog has name, slug (generated when empty), description, the palette of 8 and sort', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/tag-categories': (body) => [
        201,
        { ...groups[0]!, ...(body as object), id: 8, slug: 'by-material' },
      ],
    });
    renderWithProviders(<TaxonomyPage />);
    await openTab('Tag Groups');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Tag Group' }));
    expect(await screen.findByRole('heading', { name: 'Create Tag Group' })).toBeTruthy();
    const swatches = within(screen.getByRole('group', { name: 'Color presets' })).getAllByRole('button');
    expect(swatches.map((b) => b.getAttribute('aria-label'))).toEqual([
      'gray #6B7280',
      'red #EF4444',
      'orange #F97316',
      'yellow #EAB308',
      'green #22C55E',
      'blue #3B82F6',
      'purple #8B5CF6',
      'pink #EC4899',
    ]);
    expect((screen.getByLabelText(/^Sort/) as HTMLInputElement).value).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'By Material' } });
    expect((screen.getByLabelText(/^Slug/) as HTMLInputElement).placeholder).toBe('by-material');
    fireEvent.change(screen.getByLabelText(/^Sort/), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Sort must be a whole number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Sort/), { target: { value: '2' } });
    fireEvent.click(swatches[4]!);
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Tag group created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'By Material',
      slug: null,
      description: null,
      color: '#22C55E',
      sort: 2,
    });
  });

  it('TAG-25 TAG-26: editing sends PUT; a failure says "Failed to update tag category"', async () => {
    const { calls } = mockApi({
      ...base,
      'PUT /api/tag-categories/7': [500, { error: 'Internal server error' }],
    });
    renderWithProviders(<TaxonomyPage />);
    await openTab('Tag Groups');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Applications' }));
    expect(await screen.findByRole('heading', { name: 'Edit Tag Group' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Group' }));
    expect(await screen.findByText('Failed to update tag category')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/api/tag-categories/7');
  });

  it('TAG-26: a failed create says "Failed to create tag category"', async () => {
    mockApi({
      ...base,
      'POST /api/tag-categories': [409, { error: 'A tag group with this name already exists' }],
    });
    renderWithProviders(<TaxonomyPage />);
    await openTab('Tag Groups');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Tag Group' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Applications' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Failed to create tag category')).toBeTruthy();
  });

  it('"Add tag" inside a group opens the tag dialog with that group chosen; deleting a group asks first', async () => {
    const { calls } = mockApi({ ...base, 'DELETE /api/tag-categories/7': [200, { ok: true }] });
    renderWithProviders(<TaxonomyPage />);
    await openTab('Tag Groups');
    fireEvent.click(await screen.findByRole('button', { name: 'Add tag to Applications' }));
    expect(await screen.findByRole('heading', { name: 'Create New Tag' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' }).textContent).toContain('Applications'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Applications' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete "Applications"? This action cannot be undone.',
    );
    expect(dialog.textContent).toContain('Its 1 tag stays, without a group.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tag group deleted')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/tag-categories/7')).toBe(true);
  });
});

describe('tag grid (products screen)', () => {
  it('TAG-16 TAG-17 TAG-18: each tag has edit and delete; delete asks, then calls the server and says so', async () => {
    const { calls } = mockApi({ ...base, 'DELETE /api/tags/1': [200, { ok: true }] });
    renderWithProviders(<TagGrid />);
    expect(await screen.findByRole('button', { name: 'Edit HVAC' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete HVAC' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete "HVAC"? This action cannot be undone.',
    );
    expect(dialog.textContent).toContain('It will be removed from 2 products.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tag deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/tags/1']);
  });

  it('TAG-19: with no tags the grid says "No tags yet"', async () => {
    mockApi({ ...base, 'GET /api/tags': [200, []] });
    renderWithProviders(<TagGrid />);
    expect(await screen.findByText('No tags yet')).toBeTruthy();
  });
});

describe('specification categories tab', () => {
  async function openSpecTab() {
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Specification Categories' }));
  }

  it('SPEC-33 SPEC-35 SPEC-36 SPEC-37 SPEC-39: the dialog has name, slug following the name, description, colour #8B5CF6 and sort 0', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/spec-categories': (body) => [201, { ...specCategories[0]!, ...(body as object), id: 5 }],
    });
    renderWithProviders(<TaxonomyPage />);
    await openSpecTab();
    expect(await screen.findByText('Performance')).toBeTruthy();
    expect(screen.getByText('2 specifications')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Specification Category' }));
    expect(await screen.findByRole('heading', { name: 'Create Specification Category' })).toBeTruthy();
    expect(
      (screen.getByLabelText(/^Color/, { selector: 'input[type=text]' }) as HTMLInputElement).value,
    ).toBe('#8B5CF6');
    expect((screen.getByLabelText(/^Sort/) as HTMLInputElement).value).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Slug is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Physical Dimensions' } });
    expect((screen.getByLabelText(/^Slug/) as HTMLInputElement).value).toBe('physical-dimensions');
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Specification category created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Physical Dimensions',
      slug: 'physical-dimensions',
      description: null,
      color: '#8B5CF6',
      sort: 0,
    });
  });

  it('SPEC-37 SPEC-38: editing keeps the slug and sends PUT; failures say "Error" with the server message or the default', async () => {
    const { calls } = mockApi({
      ...base,
      'PUT /api/spec-categories/4': [
        409,
        { error: 'A specification category with this name already exists' },
      ],
    });
    renderWithProviders(<TaxonomyPage />);
    await openSpecTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Performance' }));
    expect(await screen.findByRole('heading', { name: 'Edit Specification Category' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Output' } });
    expect((screen.getByLabelText(/^Slug/) as HTMLInputElement).value).toBe('performance');
    fireEvent.click(screen.getByRole('button', { name: 'Update Category' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Error')).toBeTruthy();
    expect(within(toast).getByText('A specification category with this name already exists')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/api/spec-categories/4');
  });

  it('SPEC-38: without a server message the failure reads "Failed to create spec category"', async () => {
    mockApi({ ...base, 'POST /api/spec-categories': [502] });
    renderWithProviders(<TaxonomyPage />);
    await openSpecTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Specification Category' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Physical' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Failed to create spec category')).toBeTruthy();
  });
});
