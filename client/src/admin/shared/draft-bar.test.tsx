// #19 the draft bar of the product editor: shown only while a draft exists, with what it changes;
// Preview opens the public page with ?preview=1; Share makes a link; Publish and Discard (confirmed) call
// the API; viewers see the draft but no buttons that change it.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, renderWithProviders } from '../../../../tests/helpers/render';
import { AdminApp } from '../admin-app';
import { editorApi } from '../editor/editor-fixtures';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const draft = {
  exists: true,
  fields: { price: '279.00' },
  specsChanged: true,
  changes: [
    { field: 'price', label: 'Price', published: '264.00', draft: '279.00' },
    { field: 'specs', label: 'Specifications', published: null, draft: 'Changed in the draft' },
  ],
  updatedAt: '2026-03-02T14:05:00.000Z',
  userLabel: 'ada',
  publishedChangedSince: false,
  schedule: null,
};

describe('#19 draft bar', () => {
  it('shows the draft and its changes; Preview, Share, Publish and Discard', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/draft': [200, draft],
      'POST /api/products/11/preview-link': [
        200,
        {
          url: 'http://catalogue.test/products/alpha-torch?preview=abc.def',
          expiresAt: '2026-03-09T14:05:00.000Z',
        },
      ],
      'POST /api/products/11/draft/publish': [200, { revisionId: 12 }],
      'DELETE /api/products/11/draft': [204, null],
    });
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    const bar = await screen.findByRole('region', { name: 'Unpublished draft' });
    expect(bar.textContent).toContain('Unpublished draft by ada');
    const changes = within(bar).getByRole('list', { name: 'Draft changes' });
    expect(changes.textContent).toContain('Price: 264.00 → 279.00');
    expect(changes.textContent).toContain('Specifications: Changed in the draft');
    expect(within(bar).getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(
      '/products/alpha-torch?preview=1',
    );
    fireEvent.click(within(bar).getByRole('button', { name: 'Share preview link' }));
    expect(((await screen.findByLabelText('Preview link')) as HTMLInputElement).value).toBe(
      'http://catalogue.test/products/alpha-torch?preview=abc.def',
    );
    fireEvent.click(within(bar).getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard draft?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/products/11/draft')).toBe(true),
    );
    fireEvent.click(within(bar).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/products/11/draft/publish')).toBe(
        true,
      ),
    );
  });

  it('no bar without a draft; a viewer sees the draft but cannot publish or discard', async () => {
    editorApi({
      'GET /api/user': [200, { ...adminUser, role: 'viewer' }],
      'GET /api/products/11/draft': [200, draft],
    });
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    const bar = await screen.findByRole('region', { name: 'Unpublished draft' });
    expect(within(bar).getByRole('link', { name: 'Preview' })).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Discard draft' })).toBeNull();
  });

  it('the overview of a published product shows the draft values and "Save draft" stores the form to the draft', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/draft': [200, { ...draft, fields: { name: 'Alpha Torch Pro' }, changes: [] }],
      'PUT /api/products/11/draft': [200, draft],
    });
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    const name = (await screen.findByLabelText(/Product Name/)) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Alpha Torch Pro'));
    fireEvent.change(name, { target: { value: 'Alpha Torch Max' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/products/11/draft')).toBe(true),
    );
    const sent = calls.find((c) => c.method === 'PUT' && c.path === '/api/products/11/draft')!;
    expect(sent.body).toMatchObject({ name: 'Alpha Torch Max' });
    expect(sent.body).not.toHaveProperty('status');
    expect(sent.body).not.toHaveProperty('images');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
