// #19 the History tab: timeline with user, source and summary; a version against the current state
// (descriptions word by word); restore after a confirmation; a version that cannot be restored says
// why; viewers read but get no restore.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, renderWithProviders } from '../../../../tests/helpers/render';
import { AdminApp } from '../admin-app';
import { editorApi } from './editor-fixtures';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const snap = (price: string, description: string, tags: number[]) => ({
  product: {
    name: 'Alpha Torch',
    slug: 'alpha-torch',
    sku: 'TW-100',
    mpn: null,
    subtitle: null,
    description,
    shortDescription: null,
    price,
    categoryId: 3,
    brandId: null,
    images: [],
    stock: 0,
    status: 'active',
    featured: false,
  },
  specs: [],
  tags,
  documents: [],
  highlights: [],
  faqs: [],
  relationships: [],
  distributorLinks: [],
});
const revision = (id: number, summary: string, source = 'editor') => ({
  id,
  createdAt: '2026-03-02T14:05:00.000Z',
  userId: 1,
  userLabel: 'ada',
  source,
  action: 'update',
  note: null,
  summary,
});
const list = {
  revisions: [
    revision(8, 'price 264.00 → 279.00; 2 tags added'),
    revision(7, 'State before history was recorded', 'baseline'),
  ],
  total: 2,
  totalPages: 1,
  page: 1,
  limit: 20,
};
const detail = (problems: string[] = []) => ({
  revision: { ...revision(7, ''), source: 'baseline', userLabel: null },
  snapshot: snap('264.00', 'A strong torch', []),
  current: snap('279.00', 'A very strong torch', [4, 5]),
  diff: {
    fields: [
      { field: 'description', label: 'Description', before: 'A very strong torch', after: 'A strong torch' },
      { field: 'price', label: 'Price', before: '279.00', after: '264.00' },
    ],
    lists: [{ list: 'tags', added: [], removed: [4, 5], changed: [] }],
  },
  summary: 'description changed; price 279.00 → 264.00; 2 tags removed',
  names: { categories: { 3: 'Torches' }, brands: {}, tags: { 4: 'Plumbing' }, specs: {}, products: {} },
  problems,
});

async function openHistory() {
  renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
  const trigger = await screen.findByRole('tab', { name: 'History' });
  fireEvent.mouseDown(trigger);
  await waitFor(() => expect(trigger.getAttribute('aria-selected')).toBe('true'));
}

describe('#19 History tab', () => {
  it('timeline, a version against now (word diff, names, deleted tag), restore after confirmation', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/revisions': [200, list],
      'GET /api/products/11/revisions/7': [200, detail()],
      'POST /api/products/11/revisions/7/restore': [200, { revisionId: 9 }],
    });
    await openHistory();
    const items = within(await screen.findByRole('list', { name: 'Product history' })).getAllByRole(
      'listitem',
    );
    expect(items[0]!.textContent).toContain('price 264.00 → 279.00; 2 tags added');
    expect(items[0]!.textContent).toContain('ada');
    expect(items[0]!.textContent).toContain('Editor');
    expect(items[0]!.textContent).toContain('Current');
    fireEvent.click(within(items[1]!).getByRole('button'));
    expect(await screen.findByRole('heading', { name: /^Version of / })).toBeTruthy();
    expect(screen.getByTestId('diff-price').textContent).toBe('Price279.00264.00');
    const description = screen.getByTestId('diff-description');
    expect(description.querySelector('del')?.textContent).toBe('very ');
    const tags = screen.getByTestId('diff-list-tags');
    expect(tags.textContent).toContain('Only now: Plumbing');
    expect(tags.textContent).toContain('Only now: Deleted tag #5');
    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === '/api/products/11/revisions/7/restore'),
      ).toBe(true),
    );
    expect(await screen.findByText('Version restored')).toBeTruthy();
  }, 20_000);

  it('a version that cannot be restored says why; its button is aria-disabled and sends nothing', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/revisions': [200, list],
      'GET /api/products/11/revisions/7': [
        200,
        detail(['The document "Safety Data Sheet" it links was deleted.']),
      ],
    });
    await openHistory();
    const items = within(await screen.findByRole('list', { name: 'Product history' })).getAllByRole(
      'listitem',
    );
    fireEvent.click(within(items[1]!).getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The document "Safety Data Sheet" it links was deleted.',
    );
    const restore = screen.getByRole('button', { name: 'Restore this version' });
    expect(restore.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(restore);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('viewers read the history and a version but get no restore button', async () => {
    editorApi({
      'GET /api/user': [200, { ...adminUser, role: 'viewer' }],
      'GET /api/products/11/revisions': [200, list],
      'GET /api/products/11/revisions/7': [200, detail()],
    });
    await openHistory();
    const items = within(await screen.findByRole('list', { name: 'Product history' })).getAllByRole(
      'listitem',
    );
    fireEvent.click(within(items[1]!).getByRole('button'));
    expect(await screen.findByTestId('diff-price')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });
});
