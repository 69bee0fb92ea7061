// The Specifications page and its dialog (document 000 §2 item 6, §5, §7, §8, §9): SPEC-01..15, 18..23, 28, 29, 31.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFINITIONS_STALE_TIME_MS } from '../../../../core/constants';
import type { SpecCategory, SpecDefinition } from '../../../../core/schemas/specs';
import { adminUser, mockApi, pending, renderWithProviders } from '../../../../tests/helpers/render';
import { specCategoriesQuery, specDefinitionsQuery } from '../../queries/specs';
import SpecificationsPage from './specifications-page';

afterEach(() => vi.unstubAllGlobals());

const at = '2026-01-01T00:00:00.000Z';
const categories: SpecCategory[] = [
  {
    id: 4,
    name: 'Performance',
    slug: 'performance',
    description: null,
    color: '#8B5CF6',
    sort: 0,
    createdAt: at,
    definitionCount: 1,
  },
];
const def = (over: Partial<SpecDefinition>): SpecDefinition => ({
  id: 1,
  key: 'btu',
  label: 'Heat Output',
  description: null,
  unit: null,
  dataType: 'STRING',
  enumOptions: [],
  categoryId: null,
  categoryName: null,
  required: false,
  sortOrder: 0,
  filterable: false,
  createdAt: at,
  usageCount: 0,
  ...over,
});
const definitions = [
  def({
    id: 1,
    key: 'btu',
    label: 'Heat Output',
    dataType: 'NUMBER',
    unit: 'BTU/h',
    description: 'At full flame',
    categoryId: 4,
    categoryName: 'Performance',
    filterable: true,
    usageCount: 3,
  }),
  def({ id: 2, key: 'weight', label: 'Weight', unit: 'lb' }),
  def({ id: 3, key: 'legacy', label: 'Legacy', categoryId: 99, categoryName: null }),
];
const base = {
  'GET /api/user': [200, adminUser] as [number, unknown],
  'GET /api/specs/definitions': [200, definitions] as [number, unknown],
  'GET /api/spec-categories': [200, categories] as [number, unknown],
};

async function choose(label: string, option: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: label }), { key: 'ArrowDown' });
  const options = await screen.findAllByRole('option');
  fireEvent.click(options.find((o) => o.textContent === option)!);
}

describe('specifications page', () => {
  it('SPEC-01 SPEC-02 SPEC-03 SPEC-04: grouped under the category name, "Uncategorized" (issue #16: not a second "General") and "Unknown Category"; cards with label, key, type, unit, description', async () => {
    mockApi(base);
    renderWithProviders(<SpecificationsPage />);
    expect(await screen.findByRole('button', { name: 'Add Specification' })).toBeTruthy();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual(['Performance (1)', 'Uncategorized (1)', 'Unknown Category (1)']);
    const card = within(screen.getAllByTestId('spec-card')[0]!);
    expect(card.getByText('Heat Output')).toBeTruthy();
    expect(card.getByText('btu')).toBeTruthy();
    expect(card.getByText('NUMBER')).toBeTruthy();
    expect(card.getByText('Unit: BTU/h')).toBeTruthy();
    expect(card.getByText('At full flame')).toBeTruthy();
    expect(card.getByText('Filter')).toBeTruthy();
    expect(card.getByTestId('spec-usage').textContent).toBe('Used by 3 products');
    expect(card.getByRole('button', { name: 'Edit Heat Output' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Delete Heat Output' })).toBeTruthy();
  });

  it('SPEC-05: shows "Loading specifications..." while loading', async () => {
    mockApi({ ...base, 'GET /api/specs/definitions': pending() });
    renderWithProviders(<SpecificationsPage />);
    expect(await screen.findByText('Loading specifications...')).toBeTruthy();
  });

  it('SPEC-06: a load error shows the message and the advice', async () => {
    mockApi({ ...base, 'GET /api/specs/definitions': [401, { error: 'Not authenticated' }] });
    renderWithProviders(<SpecificationsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error loading specifications: Not authenticated');
    expect(alert.textContent).toContain('Please refresh the page or try logging in again.');
  });

  it('SPEC-07: the empty state is "No specifications yet"', async () => {
    mockApi({ ...base, 'GET /api/specs/definitions': [200, []] });
    renderWithProviders(<SpecificationsPage />);
    expect(await screen.findByText('No specifications yet')).toBeTruthy();
  });

  it('SPEC-19 SPEC-23: definitions and spec categories are cached 5 minutes and not refetched on focus', () => {
    for (const options of [specDefinitionsQuery(), specCategoriesQuery()]) {
      expect(options.staleTime).toBe(DEFINITIONS_STALE_TIME_MS);
      expect(DEFINITIONS_STALE_TIME_MS).toBe(5 * 60 * 1000);
      expect(options.refetchOnWindowFocus).toBe(false);
    }
  });
});

describe('specification dialog', () => {
  it('SPEC-14 SPEC-08 SPEC-09 SPEC-10: the key follows the label; required and format messages', async () => {
    const { calls } = mockApi(base);
    renderWithProviders(<SpecificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Specification' }));
    expect(await screen.findByRole('heading', { name: 'Add Specification' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Specification' }));
    expect(await screen.findByText('Key is required')).toBeTruthy();
    expect(screen.getByText('Label is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Label/), { target: { value: 'Max. Tip Size (in)' } });
    const key = screen.getByLabelText(/^Key/) as HTMLInputElement;
    expect(key.value).toBe('max_tip_size_in');
    fireEvent.change(key, { target: { value: 'Max-Tip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Specification' }));
    expect(
      await screen.findByText('Key must be lowercase letters, numbers, and underscores only'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('SPEC-11 SPEC-12 SPEC-13 SPEC-20 SPEC-31: ENUM shows the options editor; Enter adds and focuses an option; options are removable; created', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/specs/definitions': (body) => [201, def({ ...(body as object), id: 9 })],
    });
    renderWithProviders(<SpecificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Specification' }));
    fireEvent.change(await screen.findByLabelText(/^Label/), { target: { value: 'Flame Class' } });
    expect(screen.queryByTestId('enum-options')).toBeNull();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Data Type' }), { key: 'ArrowDown' });
    const types = await screen.findAllByRole('option');
    expect(types.map((o) => o.textContent?.split(' ')[0])).toEqual(['STRING', 'NUMBER', 'BOOLEAN', 'ENUM']);
    fireEvent.click(types[3]!);
    const first = await screen.findByLabelText('Option 1');
    fireEvent.change(first, { target: { value: 'Fine' } });
    fireEvent.keyDown(first, { key: 'Enter' });
    const second = await screen.findByLabelText('Option 2');
    await waitFor(() => expect(document.activeElement).toBe(second));
    fireEvent.change(second, { target: { value: 'Medium' } });
    fireEvent.keyDown(second, { key: 'Enter' });
    fireEvent.change(await screen.findByLabelText('Option 3'), { target: { value: 'Heavy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect((screen.getByLabelText('Option 2') as HTMLInputElement).value).toBe('Heavy');
    await choose('Category', 'Performance');
    fireEvent.change(screen.getByLabelText(/^Unit/), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Filterable'));
    expect(screen.getByText('Show as a filter in the public catalogue')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Specification' }));
    expect(await screen.findByText('Specification created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      key: 'flame_class',
      label: 'Flame Class',
      description: null,
      unit: null,
      dataType: 'ENUM',
      enumOptions: ['Fine', 'Heavy'],
      categoryId: 4,
      required: false,
      sortOrder: 0,
      filterable: true,
    });
  });

  it('SPEC-12: an ENUM without options is refused with a message', async () => {
    mockApi(base);
    renderWithProviders(<SpecificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Specification' }));
    fireEvent.change(await screen.findByLabelText(/^Label/), { target: { value: 'Flame Class' } });
    await choose('Data Type', 'ENUM (List of options)');
    fireEvent.click(screen.getByRole('button', { name: 'Create Specification' }));
    expect(await screen.findByText('Add at least one option for a list (ENUM) specification')).toBeTruthy();
  });

  it('SPEC-15 SPEC-21 SPEC-31: editing locks the key and sends PATCH; "Specification updated"', async () => {
    const { calls } = mockApi({
      ...base,
      'PATCH /api/specs/definitions/1': (body) => [200, { ...definitions[0]!, ...(body as object) }],
    });
    renderWithProviders(<SpecificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Heat Output' }));
    expect(await screen.findByRole('heading', { name: 'Edit Specification' })).toBeTruthy();
    const key = screen.getByLabelText(/^Key/) as HTMLInputElement;
    expect(key.readOnly).toBe(true);
    expect(screen.getByText('The key cannot be changed after creation.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Label/), { target: { value: 'Heat' } });
    expect(key.value).toBe('btu');
    fireEvent.click(screen.getByRole('button', { name: 'Update Specification' }));
    expect(await screen.findByText('Specification updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      key: 'btu',
      label: 'Heat',
      dataType: 'NUMBER',
      unit: 'BTU/h',
    });
  });

  it('SPEC-34: editing a RELATIONSHIP_LIST definition keeps its type (the type is not sent)', async () => {
    const kit = def({ id: 8, key: 'kit_contents', label: 'Kit Contents', dataType: 'RELATIONSHIP_LIST' });
    const { calls } = mockApi({
      ...base,
      'GET /api/specs/definitions': [200, [kit]],
      'PATCH /api/specs/definitions/8': (body) => [200, { ...kit, ...(body as object) }],
    });
    renderWithProviders(<SpecificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kit Contents' }));
    expect(
      await screen.findByText('RELATIONSHIP_LIST (related products, from an import): kept as it is.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Specification' }));
    expect(await screen.findByText('Specification updated')).toBeTruthy();
    const body = calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ key: 'kit_contents', label: 'Kit Contents' });
    expect(body).not.toHaveProperty('dataType');
    expect(body).not.toHaveProperty('enumOptions');
  });

  it('SPEC-28: a failed save shows "Failed to save specification. Please try again."', async () => {
    mockApi({
      ...base,
      'POST /api/specs/definitions': [
        409,
        {
          error: 'A specification with this key already exists',
          details: { key: ['A specification with this key already exists'] },
        },
      ],
    });
    renderWithProviders(<SpecificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Specification' }));
    fireEvent.change(await screen.findByLabelText(/^Label/), { target: { value: 'BTU' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Specification' }));
    // A taken key is not fixed by trying again (#16): the toast and the field say why.
    expect((await screen.findAllByText('A specification with this key already exists')).length).toBe(2);
    expect(screen.queryByText(/try again/i)).toBeNull();
  });

  it('SPEC-28: a server failure shows "Failed to save specification. Please try again."', async () => {
    mockApi({ ...base, 'POST /api/specs/definitions': [500, { error: 'Internal Server Error' }] });
    renderWithProviders(<SpecificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Specification' }));
    fireEvent.change(await screen.findByLabelText(/^Label/), { target: { value: 'BTU' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Specification' }));
    expect(await screen.findByText('Failed to save specification. Please try again.')).toBeTruthy();
  });
});

describe('deleting a specification', () => {
  it('SPEC-18 SPEC-22 SPEC-31: an unused one asks with the specified wording, deletes and says "Specification deleted"', async () => {
    const { calls } = mockApi({
      ...base,
      'DELETE /api/specs/definitions/2': [200, { ok: true, deletedValues: 0 }],
    });
    renderWithProviders(<SpecificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Weight' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete "Weight"? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Specification deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/specs/definitions/2',
    ]);
  });

  it('SPEC-18 SPEC-22: a used one says how many values go with it and deletes with force', async () => {
    const { calls } = mockApi({
      ...base,
      'DELETE /api/specs/definitions/1': [200, { ok: true, deletedValues: 3 }],
    });
    renderWithProviders(<SpecificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Heat Output' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete "Heat Output"? This action cannot be undone.',
    );
    expect(dialog.textContent).toContain(
      '3 product values use this specification and will be deleted with it.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Specification deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/specs/definitions/1?force=true',
    ]);
  });

  it('#14: the server’s fresh count decides: values the list did not know of are named, then deleted with force', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/specs/definitions/2/usage': [
        200,
        {
          counts: { values: 2 },
          impact: ['2 product values use this specification and will be deleted with it.'],
          blocked: false,
        },
      ],
      'DELETE /api/specs/definitions/2': [200, { ok: true, deletedValues: 2 }],
    });
    renderWithProviders(<SpecificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Weight' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText('2 product values use this specification and will be deleted with it.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Specification deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/specs/definitions/2?force=true',
    ]);
  });

  it('SPEC-29: a failed delete shows "Failed to delete specification..."', async () => {
    mockApi({ ...base, 'DELETE /api/specs/definitions/2': [500, { error: 'Internal server error' }] });
    renderWithProviders(<SpecificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Weight' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete specification. Please try again.')).toBeTruthy();
  });
});
