// The tag dialog (document 000 §2 item 3, §5, §7, §8, §9): TAG-01..15.
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tag, TagCategory } from '../../../../core/schemas/tags';
import { mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import { TagDialog } from './tag-dialog';

afterEach(() => vi.unstubAllGlobals());

const at = '2026-01-01T00:00:00.000Z';
const groups: TagCategory[] = [
  {
    id: 7,
    name: 'Applications',
    slug: 'applications',
    description: null,
    color: '#EF4444',
    sort: 0,
    createdAt: at,
    tagCount: 1,
  },
];
const hvac: Tag = {
  id: 3,
  name: 'HVAC',
  slug: 'hvac',
  description: 'Heating',
  color: '#10B981',
  categoryId: 7,
  category: { id: 7, name: 'Applications', color: '#EF4444' },
  createdAt: at,
  productCount: 2,
};

async function groupsLoaded(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.getQueryState(['/api/tag-categories'])?.status).toBe('success'));
}

describe('tag dialog', () => {
  it('TAG-01 TAG-02 TAG-03 TAG-14 TAG-15: "Create New Tag", its fields, picker, text box and the 10 presets; default #3B82F6', async () => {
    mockApi({ 'GET /api/tag-categories': [200, groups] });
    renderWithProviders(<TagDialog open onOpenChange={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Create New Tag' })).toBeTruthy();
    expect(screen.getByLabelText(/^Name/)).toBeTruthy();
    expect(screen.getByLabelText(/^Slug/)).toBeTruthy();
    expect(screen.getByLabelText(/^Description/)).toBeTruthy();
    expect((screen.getByLabelText('Color picker') as HTMLInputElement).type).toBe('color');
    expect(
      (screen.getByLabelText(/^Color/, { selector: 'input[type=text]' }) as HTMLInputElement).value,
    ).toBe('#3B82F6');
    const swatches = within(screen.getByRole('group', { name: 'Color presets' })).getAllByRole('button');
    expect(swatches.map((b) => b.getAttribute('aria-label'))).toEqual([
      '#3B82F6',
      '#10B981',
      '#F59E0B',
      '#EF4444',
      '#8B5CF6',
      '#06B6D4',
      '#F97316',
      '#84CC16',
      '#EC4899',
      '#6B7280',
    ]);
    expect(swatches[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(swatches[3]!);
    expect(
      (screen.getByLabelText(/^Color/, { selector: 'input[type=text]' }) as HTMLInputElement).value,
    ).toBe('#EF4444');
  });

  it('TAG-05: a new tag’s slug turns every run of non-alphanumerics into one hyphen, trimmed', async () => {
    mockApi({ 'GET /api/tag-categories': [200, []] });
    renderWithProviders(<TagDialog open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: '  HVAC & Plumbing!! ' } });
    expect((screen.getByLabelText(/^Slug/) as HTMLInputElement).value).toBe('hvac-plumbing');
  });

  it('TAG-06 TAG-07 TAG-08: name, slug and colour are required with the specified messages', async () => {
    const { calls } = mockApi({ 'GET /api/tag-categories': [200, []] });
    renderWithProviders(<TagDialog open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/^Color/, { selector: 'input[type=text]' }), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Tag' }));
    expect(await screen.findByText('Tag name is required')).toBeTruthy();
    expect(screen.getByText('Slug is required')).toBeTruthy();
    expect(screen.getByText('Color is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('TAG-04 TAG-09 TAG-10 TAG-11 TAG-13: groups show their colour dot; "None (Uncategorized)" is sent as null; "Tag created successfully"', async () => {
    const { calls } = mockApi({
      'GET /api/tag-categories': [200, groups],
      'POST /api/tags': (body) => [201, { ...hvac, ...(body as object), id: 9 }],
    });
    const view = renderWithProviders(<TagDialog open onOpenChange={() => {}} />);
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    await groupsLoaded(view.queryClient);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Category' }), { key: 'ArrowDown' });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None (Uncategorized)', 'Applications']);
    const dot = options[1]!.querySelector('span[aria-hidden]') as HTMLElement;
    expect(dot.style.backgroundColor).toBeTruthy();
    fireEvent.click(options[0]!);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Roofing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Tag' }));
    expect(await screen.findByText('Tag created successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Roofing',
      slug: 'roofing',
      description: null,
      color: '#3B82F6',
      categoryId: null,
    });
    expect(invalidate.mock.calls.map((c) => JSON.stringify(c[0]?.queryKey))).toContain('["/api/tags"]');
  });

  it('TAG-01 TAG-11 TAG-13: "Edit Tag" keeps the slug, sends PUT with the group id and says "Tag updated successfully"', async () => {
    const { calls } = mockApi({
      'GET /api/tag-categories': [200, groups],
      'PUT /api/tags/3': (body) => [200, { ...hvac, ...(body as object) }],
    });
    renderWithProviders(<TagDialog open onOpenChange={() => {}} tag={hvac} />);
    expect(await screen.findByRole('heading', { name: 'Edit Tag' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'HVAC Systems' } });
    expect((screen.getByLabelText(/^Slug/) as HTMLInputElement).value).toBe('hvac');
    fireEvent.click(screen.getByRole('button', { name: 'Update Tag' }));
    expect(await screen.findByText('Tag updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'HVAC Systems',
      slug: 'hvac',
      description: 'Heating',
      color: '#10B981',
      categoryId: 7,
    });
  });

  it('TAG-12: failures show "Failed to create tag" / "Failed to update tag" with the server message', async () => {
    mockApi({
      'GET /api/tag-categories': [200, []],
      'POST /api/tags': [
        409,
        {
          error: 'A tag with this name already exists',
          details: { name: ['A tag with this name already exists'] },
        },
      ],
      'PUT /api/tags/3': [500, { error: 'Internal server error' }],
    });
    const first = renderWithProviders(<TagDialog open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'HVAC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Tag' }));
    expect(await screen.findByText('Failed to create tag')).toBeTruthy();
    expect(screen.getAllByText('A tag with this name already exists').length).toBe(2);
    first.unmount();
    renderWithProviders(<TagDialog open onOpenChange={() => {}} tag={hvac} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Tag' }));
    expect(await screen.findByText('Failed to update tag')).toBeTruthy();
  });
});
