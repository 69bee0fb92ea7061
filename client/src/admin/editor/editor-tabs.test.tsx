// The editor's tabs: specifications, tags, documents, highlights, FAQs, relationships.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, chooseOption, renderWithProviders } from '../../../../tests/helpers/render';
import { AdminApp } from '../admin-app';
import { editorApi, product, specValue } from './editor-fixtures';
import { nextSort } from './highlights-tab';
import { specPayload } from './specs-tab';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

async function openTab(name: string) {
  renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
  const trigger = await screen.findByRole('tab', { name });
  fireEvent.mouseDown(trigger);
  await waitFor(() => expect(trigger.getAttribute('aria-selected')).toBe('true'));
}

const count = (calls: Array<{ method: string; path: string }>, method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).length;

describe('specifications tab', () => {
  it('EDIT-13 EDIT-16 EDIT-36 EDIT-49: quick-add panel; Add is disabled until a specification and a value are chosen', async () => {
    const { calls } = editorApi();
    await openTab('Specifications');
    expect(await screen.findByText('No specifications yet')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await chooseOption(screen.getByLabelText('Specification'), 'Hose');
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '   ' } });
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '3 m' } });
    expect(add.disabled).toBe(false);
    for (const path of ['/api/products/11', '/api/brands', '/api/categories', '/api/specs/definitions'])
      expect(count(calls, 'GET', path)).toBeGreaterThan(0);
  });

  it('EDIT-52 EDIT-53 SPEC-25 SPEC-32 EDIT-80: Add sends productId, definition and every value field, then refetches the list', async () => {
    const { calls } = editorApi({ 'POST /api/products/11/specs': [201, specValue()] });
    await openTab('Specifications');
    await chooseOption(await screen.findByLabelText('Specification'), 'Max Temperature (°C)');
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '1200' } });
    const before = count(calls, 'GET', '/api/products/11/specs');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Specification added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      productId: 11,
      specDefinitionId: 1,
      valueString: null,
      valueNumber: '1200',
      valueBoolean: null,
      valueEnum: null,
    });
    await waitFor(() => expect(count(calls, 'GET', '/api/products/11/specs')).toBeGreaterThan(before));
  });

  it('EDIT-37: a NUMBER that does not parse shows "Invalid number" / "Please enter a valid number."', async () => {
    const { calls } = editorApi();
    await openTab('Specifications');
    await chooseOption(await screen.findByLabelText('Specification'), 'Max Temperature (°C)');
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'hot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Invalid number')).toBeTruthy();
    expect(screen.getByText('Please enter a valid number.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('EDIT-38 EDIT-39 SPEC-17 SPEC-16: BOOLEAN true/yes/1, ENUM from the options, missing information', () => {
    const [, boolDef, enumDef] = [
      undefined,
      { id: 2, label: 'R', dataType: 'BOOLEAN' as const, unit: null, enumOptions: [] },
      { id: 3, label: 'F', dataType: 'ENUM' as const, unit: null, enumOptions: ['Fine'] },
    ];
    for (const text of ['true', 'YES', '1'])
      expect(specPayload(11, boolDef, text)).toMatchObject({ valueBoolean: true });
    expect(specPayload(11, boolDef, 'no')).toMatchObject({ valueBoolean: false });
    expect(specPayload(11, boolDef, 'maybe')).toEqual(['Invalid value', '"R" must be Yes or No']);
    expect(specPayload(11, enumDef, 'Medium')).toEqual(['Invalid value', '"F" must be one of: Fine']);
    expect(specPayload(11, enumDef, 'Fine')).toMatchObject({ valueEnum: 'Fine', valueString: null });
    expect(specPayload(11, undefined, 'x')).toEqual([
      'Missing information',
      'Please select a specification and enter a value.',
    ]);
    expect(specPayload(11, enumDef, ' ')).toEqual([
      'Missing information',
      'Please select a specification and enter a value.',
    ]);
  });

  it('#14 EDIT-38: a BOOLEAN definition gets a Yes/No select with an empty choice, and Yes is sent as true', async () => {
    const { calls } = editorApi({
      'POST /api/products/11/specs': [201, specValue({ specDefinitionId: 2, valueBoolean: true })],
    });
    await openTab('Specifications');
    await chooseOption(await screen.findByLabelText('Specification'), 'Regulator Included');
    const value = screen.getByLabelText('Value');
    expect(value.tagName).toBe('BUTTON'); // a select, not a free-text box
    const add = screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    value.focus();
    fireEvent.keyDown(value, { key: 'ArrowDown' });
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['— (no value)', 'Yes', 'No']);
    fireEvent.click(screen.getByRole('option', { name: 'Yes' }));
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect(await screen.findByText('Specification added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      specDefinitionId: 2,
      valueBoolean: true,
      valueString: null,
    });
  }, 20_000);

  it('#14: a NUMBER shows its unit; out of range says the range and sends nothing; a server refusal is shown', async () => {
    const message = '"Max Temperature" must be a number';
    const { calls } = editorApi({
      'POST /api/products/11/specs': [400, { error: message, details: { valueNumber: [message] } }],
    });
    await openTab('Specifications');
    await chooseOption(await screen.findByLabelText('Specification'), 'Max Temperature (°C)');
    expect(screen.getByTestId('spec-unit').textContent).toBe('°C');
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    // The toast and, once it announces, the toast's live region both hold the text.
    expect((await screen.findAllByText('Invalid number')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/must be between -999999\.9999 and 999999\.9999/).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findAllByText(`Failed to save specification. ${message}`)).length).toBeGreaterThan(
      0,
    );
  }, 20_000);

  it('EDIT-39: an ENUM definition offers its options as the value', async () => {
    editorApi();
    await openTab('Specifications');
    await chooseOption(await screen.findByLabelText('Specification'), 'Flame Class');
    await chooseOption(screen.getByLabelText('Value'), 'Heavy');
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('EDIT-15 EDIT-17 EDIT-14 SPEC-26 SPEC-32: cards with edit and delete; the edit dialog sends PATCH', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/specs': [200, [specValue()]],
      'PATCH /api/products/11/specs/50': [200, specValue({ valueNumber: '1300', displayValue: '1300 °C' })],
    });
    await openTab('Specifications');
    const card = await screen.findByTestId('spec-card');
    expect(within(card).getByText('1200 °C')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Max Temperature' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'Edit Specification' })).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Value'), { target: { value: '1300' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Specification' }));
    expect(await screen.findByText('Specification updated')).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/products/11/specs/50');
    expect(patch.body).toMatchObject({ productId: 11, specDefinitionId: 1, valueNumber: '1300' });
  });

  it('EDIT-47 SPEC-27 SPEC-30: delete asks first; a failed removal says "Failed to remove specification"', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/specs': [200, [specValue()]],
      'DELETE /api/products/11/specs/50': [500, { error: 'Database down' }],
    });
    await openTab('Specifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Max Temperature' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/Failed to remove specification/)).toBeTruthy();
    expect(count(calls, 'DELETE', '/api/products/11/specs/50')).toBe(1);
  });
});

describe('tags tab', () => {
  const groups = [{ id: 5, name: 'Applications', slug: 'applications', color: '#22C55E', sort: 0 }];
  const tag = (id: number, name: string, category: { id: number; name: string; color: string } | null) => ({
    id,
    name,
    slug: name.toLowerCase(),
    color: '#3B82F6',
    categoryId: category?.id ?? null,
    category,
  });
  const apps = { id: 5, name: 'Applications', color: '#22C55E' };

  it('EDIT-18 EDIT-54 EDIT-55 EDIT-75: "Add Tags" groups by category with "Other Tags"; one tag is one empty POST', async () => {
    const { calls } = editorApi({
      'GET /api/tags': [200, [tag(1, 'HVAC', apps), tag(2, 'Clearance', null)]],
      'GET /api/tag-categories': [200, groups],
      'POST /api/products/11/tags/1': [201, []],
    });
    await openTab('Tags');
    expect(await screen.findByText('No tags yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Tags' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Applications')).toBeTruthy();
    expect(dialog.getByText('Other Tags')).toBeTruthy();
    fireEvent.click(dialog.getByRole('checkbox', { name: 'HVAC' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add 1 Tag' }));
    expect(await screen.findByText('Tags added')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/products/11/tags/1');
    expect(post.body).toBeUndefined();
    for (const path of ['/api/products/11/tags', '/api/tags', '/api/tag-categories'])
      expect(count(calls, 'GET', path)).toBeGreaterThan(0);
  });

  it('EDIT-55 EDIT-68: several tags go in one request; a failure says "Add failed" / "Failed to add tags."', async () => {
    const { calls } = editorApi({
      'GET /api/tags': [200, [tag(1, 'HVAC', apps), tag(2, 'Clearance', null)]],
      'POST /api/products/11/tags': [400, { error: 'Tag not found' }],
    });
    await openTab('Tags');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Tags' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'HVAC' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Clearance' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add 2 Tags' }));
    expect(await screen.findByText('Add failed')).toBeTruthy();
    expect(screen.getByText('Failed to add tags.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ tagIds: [1, 2] });
  });

  it('EDIT-19 EDIT-47 EDIT-56 EDIT-75 TAG-22: assigned tags grouped with remove, confirmed; the editor colour default is #6B7280', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/tags': [200, [tag(1, 'HVAC', apps), { ...tag(2, 'Clearance', null), color: '' }]],
      'GET /api/tag-categories': [200, groups],
      'DELETE /api/products/11/tags/1': [204],
    });
    await openTab('Tags');
    const section = await screen.findByRole('region', { name: 'Other Tags' });
    const chip = within(section).getByTestId('assigned-tag');
    expect(chip.style.backgroundColor).toMatch(/#6b7280|rgb\(107, 114, 128\)/i);
    expect(screen.getByRole('region', { name: 'Applications' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove HVAC' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Tag removed')).toBeTruthy();
    expect(count(calls, 'DELETE', '/api/products/11/tags/1')).toBe(1);
  });

  it('#16: Add with no tag chosen says the schema’s "Choose at least one tag" under the list and sends nothing', async () => {
    const { calls } = editorApi({ 'GET /api/tags': [200, [tag(1, 'HVAC', apps)]] });
    await openTab('Tags');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Tags' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Add Tags' }));
    const message = await dialog.findByText('Choose at least one tag');
    const list = dialog.getByRole('group', { name: 'Tags to add' });
    expect(list.getAttribute('aria-invalid')).toBe('true');
    expect(list.getAttribute('aria-describedby')).toBe(message.id);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('#16: a viewer sees the assigned tags with no Add Tags and no remove buttons', async () => {
    editorApi({
      'GET /api/user': [200, { ...adminUser, role: 'viewer' }],
      'GET /api/products/11/tags': [200, [tag(1, 'HVAC', apps), tag(2, 'Clearance', null)]],
      'GET /api/tags': [200, [tag(1, 'HVAC', apps), tag(2, 'Clearance', null), tag(3, 'Sale', null)]],
      'GET /api/tag-categories': [200, groups],
    });
    await openTab('Tags');
    expect(await screen.findAllByTestId('assigned-tag')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add Tags' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    const panel = screen.getByRole('tabpanel', { name: 'Tags' });
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    expect(within(panel).queryAllByRole('checkbox')).toEqual([]);
  });

  it('EDIT-70 EDIT-71: a failed removal says "Remove failed" and names the tag with the server reason', async () => {
    editorApi({
      'GET /api/products/11/tags': [200, [tag(1, 'HVAC', apps)]],
      'DELETE /api/products/11/tags/1': [404, { error: 'That tag is not assigned to this product' }],
    });
    await openTab('Tags');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove HVAC' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Remove failed')).toBeTruthy();
    expect(
      screen.getByText('Could not remove the tag "HVAC": That tag is not assigned to this product'),
    ).toBeTruthy();
  });
});

describe('documents tab', () => {
  const doc = {
    id: 7,
    title: 'Torch Manual',
    kind: 'MANUAL',
    version: '2',
    language: 'en',
    url: 'https://example.com/m.pdf',
  };

  it('EDIT-20 EDIT-40 EDIT-57 EDIT-58 EDIT-76: link an existing document; none chosen says "Document is required"', async () => {
    const { calls } = editorApi({
      'GET /api/documents': [
        200,
        {
          documents: [{ ...doc, description: null, createdAt: '2026-01-01T00:00:00.000Z' }],
          total: 1,
          totalPages: 1,
          page: 1,
          limit: 200,
        },
      ],
      'POST /api/products/11/documents': [201, { id: 1, productId: 11, documentId: 7, document: doc }],
    });
    await openTab('Documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Link Document' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Link Document' }));
    expect(await dialog.findByText('Document is required')).toBeTruthy();
    await chooseOption(dialog.getByLabelText(/Document/), 'Torch Manual (User Manual)');
    fireEvent.click(dialog.getByRole('button', { name: 'Link Document' }));
    expect(await screen.findByText('Document added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ productId: 11, documentId: 7 });
    expect(count(calls, 'GET', '/api/products/11/documents')).toBeGreaterThan(0);
  });

  it('#21: the picker searches the whole library on the server and says when it shows only the first 200', async () => {
    const library = Array.from({ length: 200 }, (_, i) => ({
      ...doc,
      id: 100 + i,
      title: `Sheet ${String(i).padStart(3, '0')}`,
      description: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    }));
    const { calls } = editorApi({
      'GET /api/documents': (_body: unknown, url: URL) => {
        const search = url.searchParams.get('search');
        return search
          ? [
              200,
              {
                documents: [
                  { ...doc, title: 'Valve Manual', description: null, createdAt: '2026-01-01T00:00:00.000Z' },
                ],
                total: 1,
                totalPages: 1,
                page: 1,
                limit: 200,
              },
            ]
          : [200, { documents: library, total: 250, totalPages: 2, page: 1, limit: 200 }];
      },
      'POST /api/products/11/documents': [201, { id: 1, productId: 11, documentId: 7, document: doc }],
    });
    await openTab('Documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Link Document' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Showing the first 200 of 250: type to narrow.')).toBeTruthy();
    const search = dialog.getByLabelText('Search the library');
    fireEvent.change(search, { target: { value: 'valve' } });
    // Enter narrows; it does not try to link nothing.
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c.path.includes('search=valve'))).toBe(true));
    await chooseOption(dialog.getByLabelText(/^Document/), 'Valve Manual (User Manual)');
    fireEvent.click(dialog.getByRole('button', { name: 'Link Document' }));
    expect(await screen.findByText('Document added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ productId: 11, documentId: 7 });
  });

  it('EDIT-69: a failed link says "Add failed" / "Failed to add document."', async () => {
    editorApi({
      'GET /api/documents': [
        200,
        {
          documents: [{ ...doc, description: null, createdAt: '2026-01-01T00:00:00.000Z' }],
          total: 1,
          totalPages: 1,
          page: 1,
          limit: 200,
        },
      ],
      'POST /api/products/11/documents': [409, { error: 'already linked' }],
    });
    await openTab('Documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Link Document' }));
    const dialog = within(await screen.findByRole('dialog'));
    await chooseOption(dialog.getByLabelText(/Document/), 'Torch Manual (User Manual)');
    fireEvent.click(dialog.getByRole('button', { name: 'Link Document' }));
    expect(await screen.findByText('Add failed')).toBeTruthy();
    expect(screen.getByText('Failed to add document.')).toBeTruthy();
  });

  it('EDIT-21 EDIT-22 EDIT-23 EDIT-59 EDIT-76: cards download in a new tab; remove asks first; upload opens its own dialog', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/documents': [200, [{ id: 1, productId: 11, documentId: 7, document: doc }]],
      'DELETE /api/products/11/documents/1': [204],
    });
    await openTab('Documents');
    const download = await screen.findByRole('link', { name: 'Download' });
    expect(download.getAttribute('target')).toBe('_blank');
    expect(download.getAttribute('href')).toBe('https://example.com/m.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Torch Manual' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Document removed')).toBeTruthy();
    expect(count(calls, 'DELETE', '/api/products/11/documents/1')).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Upload New Document' }));
    expect(await screen.findByText('Create New Documents')).toBeTruthy();
  });
});

describe('highlights tab', () => {
  const highlight = (id: number, text: string, sort: number) => ({
    id,
    productId: 11,
    text,
    icon: null,
    sort,
  });

  it('EDIT-24 EDIT-25 EDIT-43 EDIT-60 EDIT-61 EDIT-77: sorted list; a new one defaults to highest + 1', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/highlights': [200, [highlight(1, 'Second', 5), highlight(2, 'First', 2)]],
      'POST /api/products/11/highlights': [201, highlight(3, 'Third', 6)],
    });
    await openTab('Highlights');
    await screen.findAllByTestId('highlight');
    expect(screen.getAllByTestId('highlight').map((h) => h.textContent)).toEqual([
      expect.stringContaining('First'),
      expect.stringContaining('Second'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Highlight' }));
    const dialog = within(await screen.findByRole('dialog'));
    const sort = dialog.getByLabelText('Sort Order') as HTMLInputElement;
    expect(sort.value).toBe('6');
    expect(sort.getAttribute('min')).toBe('1');
    fireEvent.change(dialog.getByLabelText(/Text/), { target: { value: 'Third' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Highlight' }));
    expect(await screen.findByText('Highlight added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      productId: 11,
      text: 'Third',
      icon: null,
      sort: 6,
    });
    expect(nextSort([])).toBe(1);
  });

  it('EDIT-41 EDIT-42: text is required, icon optional, sort below 0 says "Sort order must be positive"', async () => {
    const { calls } = editorApi();
    await openTab('Highlights');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Highlight' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Sort Order'), { target: { value: '-1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Highlight' }));
    expect(await dialog.findByText('Text is required')).toBeTruthy();
    expect(dialog.getByText('Sort order must be positive')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('EDIT-62 EDIT-72 EDIT-73 EDIT-77: edit sends PATCH; failures say "Save failed" and "Delete failed"', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/highlights': [200, [highlight(1, 'Steady 15 PSI', 1)]],
      'PATCH /api/products/11/highlights/1': [500, { error: 'x' }],
      'DELETE /api/products/11/highlights/1': [500, { error: 'Database down' }],
    });
    await openTab('Highlights');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Steady 15 PSI' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save Highlight' }));
    expect(await screen.findByText('Save failed')).toBeTruthy();
    expect(screen.getByText('Failed to save highlight.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      productId: 11,
      text: 'Steady 15 PSI',
      icon: null,
      sort: 1,
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete Steady 15 PSI' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(count(calls, 'DELETE', '/api/products/11/highlights/1')).toBe(1);
  });
});

describe('FAQs tab', () => {
  const faq = (id: number, question: string, sort: number) => ({
    id,
    productId: 11,
    question,
    answer: `About ${question}`,
    sort,
  });

  it('EDIT-28: not "Coming Soon": add, reorder and delete FAQs', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/faqs': [200, [faq(1, 'Which gas?', 1), faq(2, 'Warranty?', 2)]],
      'POST /api/products/11/faqs': [201, faq(3, 'Training?', 3)],
      'PUT /api/products/11/faqs/reorder': [200, []],
      'DELETE /api/products/11/faqs/1': [204],
    });
    await openTab('FAQs');
    expect(screen.queryByText('Coming Soon')).toBeNull();
    await screen.findAllByTestId('faq');
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Which gas?' }));
    expect(await screen.findByText('FAQs reordered')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ids: [2, 1] });
    fireEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Add FAQ' }));
    expect(await dialog.findByText('Question is required')).toBeTruthy();
    expect(dialog.getByText('Answer is required')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/Question/), { target: { value: 'Training?' } });
    fireEvent.change(dialog.getByLabelText(/Answer/), { target: { value: 'Yes, on site.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByText('FAQ added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      productId: 11,
      question: 'Training?',
      answer: 'Yes, on site.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Which gas?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('FAQ removed')).toBeTruthy();
  });
});

describe('relationships tab', () => {
  const other = product({ id: 12, name: 'Bravo Tip', sku: 'TP-1', slug: 'bravo-tip' });
  const rel = (id: number, type: string, inverseId: number | null = null) => ({
    id,
    fromProductId: 11,
    toProductId: 12,
    type,
    note: null,
    inverseId,
    toProduct: { id: 12, name: 'Bravo Tip', slug: 'bravo-tip', sku: 'TP-1', images: [] },
  });

  it('EDIT-26 EDIT-44 EDIT-45 EDIT-46 EDIT-64 EDIT-65 EDIT-78: the dialog; bidirectional on by default; one request', async () => {
    const { calls } = editorApi({
      'GET /api/products': [
        200,
        { products: [product(), other], total: 2, totalPages: 1, page: 1, limit: 50 },
      ],
      'POST /api/products/11/relationships': [201, [rel(1, 'ACCESSORY', 2)]],
    });
    await openTab('Relationships');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Relationships' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText(/Relationship Type/).textContent).toBe('Accessory');
    expect(dialog.getByRole('checkbox', { name: /Bidirectional/ }).getAttribute('aria-checked')).toBe('true');
    expect(dialog.getByLabelText(/Note/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Create Relationships' }));
    const toast = (await screen.findByText('No products selected')).closest<HTMLElement>(
      '[data-testid="toast"]',
    )!;
    expect(
      within(toast).getByText('Please select at least one product to create relationships.'),
    ).toBeTruthy();
    // The list says it under itself too (#16: the schema's message, wired to the group).
    const picker = dialog.getByRole('group', { name: 'Products to relate' });
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(within(picker).getByRole('alert').textContent).toBe(
      'Please select at least one product to create relationships.',
    );
    // The product itself is not offered.
    await dialog.findByRole('checkbox', { name: 'Bravo Tip' });
    expect(dialog.queryByRole('checkbox', { name: 'Alpha Torch' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Select All' }));
    expect(dialog.getByText('1 selected')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Clear' }));
    expect(dialog.getByText('0 selected')).toBeTruthy();
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Bravo Tip' }));
    fireEvent.change(dialog.getByLabelText(/Note/), { target: { value: 'Fits' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create 1 Relationship' }));
    expect(await screen.findByText('Relationships created')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      fromProductId: 11,
      toProductIds: [12],
      type: 'ACCESSORY',
      note: 'Fits',
      createReverse: true,
    });
  });

  it('EDIT-74: a failed creation says "Creation failed" / "Failed to create relationships."', async () => {
    editorApi({
      'GET /api/products': [200, { products: [other], total: 1, totalPages: 1, page: 1, limit: 50 }],
      'POST /api/products/11/relationships': [409, { error: 'That relationship already exists' }],
    });
    await openTab('Relationships');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Relationships' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(await dialog.findByRole('checkbox', { name: 'Bravo Tip' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create 1 Relationship' }));
    expect(await screen.findByText('Creation failed')).toBeTruthy();
    expect(screen.getByText('Failed to create relationships.')).toBeTruthy();
    expect(dialog.getByRole('alert').textContent).toBe('That relationship already exists');
  });

  it('EDIT-27 EDIT-63 EDIT-66 EDIT-47 EDIT-78: strip with counts; removing asks, and offers the inverse too', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/relationships': [200, [rel(1, 'ACCESSORY', 9), rel(2, 'COMPONENT')]],
      'DELETE /api/products/11/relationships/1': [204],
    });
    await openTab('Relationships');
    const strip = await screen.findByRole('tablist', { name: 'Relationship types' });
    expect(
      within(strip)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All (2)', 'Kit Component (1)', 'Accessory (1)']);
    fireEvent.click(within(strip).getByRole('tab', { name: 'Kit Component (1)' }));
    expect(screen.getAllByTestId('relationship')).toHaveLength(1);
    fireEvent.click(within(strip).getByRole('tab', { name: 'All (2)' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove relationship to Bravo Tip' })[0]!);
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByRole('checkbox').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Relationship removed')).toBeTruthy();
    expect(count(calls, 'DELETE', '/api/products/11/relationships/1?inverse=true')).toBe(1);
    expect(count(calls, 'GET', '/api/products/11/relationships')).toBeGreaterThan(1);
  });

  it('EDIT-73: a failed relationship delete says "Delete failed"', async () => {
    editorApi({
      'GET /api/products/11/relationships': [200, [rel(2, 'COMPONENT')]],
      'DELETE /api/products/11/relationships/2': [500, { error: 'Database down' }],
    });
    await openTab('Relationships');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove relationship to Bravo Tip' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.queryByRole('checkbox')).toBeNull();
    fireEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
  });
});
