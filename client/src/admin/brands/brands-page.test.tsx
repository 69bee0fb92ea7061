// The Brands page (document 000 §2 item 5, §5, §7, §8): BRAND-01..14.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../../../core/schemas/brands';
import { adminUser, mockApi, pending, renderWithProviders } from '../../../../tests/helpers/render';
import BrandsPage from './brands-page';

afterEach(() => vi.unstubAllGlobals());

const at = '2026-01-01T00:00:00.000Z';
const acme: Brand = {
  id: 1,
  name: 'Acme Torches',
  slug: 'acme-torches',
  description: 'Since 1968',
  website: 'https://acme.example',
  logoUrl: 'https://acme.example/logo.png',
  createdAt: at,
  productCount: 4,
};
const bolt: Brand = {
  ...acme,
  id: 2,
  name: 'Bolt',
  slug: 'bolt',
  description: null,
  website: null,
  logoUrl: null,
  productCount: 0,
};
const base = {
  'GET /api/user': [200, adminUser] as [number, unknown],
  'GET /api/brands': [200, [acme, bolt]] as [number, unknown],
};

describe('brands page', () => {
  it('BRAND-01 BRAND-02 BRAND-08: Add Brand and a card per brand: logo or placeholder, name, "Visit Website", description, edit and delete', async () => {
    mockApi(base);
    renderWithProviders(<BrandsPage />);
    const cards = await screen.findAllByTestId('brand-card');
    expect(screen.getByRole('button', { name: 'Add Brand' })).toBeTruthy();
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect((first.getByRole('img', { name: 'Acme Torches logo' }) as HTMLImageElement).src).toBe(
      'https://acme.example/logo.png',
    );
    const link = first.getByRole('link', { name: /Visit Website/ });
    expect(link.getAttribute('href')).toBe('https://acme.example');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(first.getByText('Since 1968')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Edit Acme Torches' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Delete Acme Torches' })).toBeTruthy();
    expect(within(cards[1]!).getByTestId('brand-placeholder')).toBeTruthy();
  });

  it('BRAND-03: shows "Loading brands..." while loading', async () => {
    mockApi({ ...base, 'GET /api/brands': pending() });
    renderWithProviders(<BrandsPage />);
    expect(await screen.findByText('Loading brands...')).toBeTruthy();
  });

  it('BRAND-04: the empty state is "No brands yet / Start by creating your first brand."', async () => {
    mockApi({ ...base, 'GET /api/brands': [200, []] });
    renderWithProviders(<BrandsPage />);
    expect(await screen.findByText('No brands yet')).toBeTruthy();
    expect(screen.getByText('Start by creating your first brand.')).toBeTruthy();
  });

  it('BRAND-05 BRAND-06: the name is required; website and logo must be valid URLs or empty', async () => {
    const { calls } = mockApi(base);
    renderWithProviders(<BrandsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Brand' }));
    fireEvent.change(await screen.findByLabelText(/Website/), { target: { value: 'acme.example' } });
    fireEvent.change(screen.getByLabelText(/Logo URL/), { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Brand' }));
    expect(await screen.findByText('Brand name is required')).toBeTruthy();
    expect(screen.getAllByText('Must be a valid URL')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('BRAND-09 BRAND-14: creating posts name, description, website and logoUrl and says "Brand created"', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/brands': (body) => [201, { ...bolt, ...(body as object), id: 3 }],
    });
    renderWithProviders(<BrandsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Brand' }));
    fireEvent.change(await screen.findByLabelText(/Brand Name/), { target: { value: 'Flamex' } });
    fireEvent.change(screen.getByLabelText(/Website/), { target: { value: 'https://flamex.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Brand' }));
    expect(await screen.findByText('Brand created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Flamex',
      description: null,
      website: 'https://flamex.example',
      logoUrl: null,
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/brands' && c.method === 'GET')).toHaveLength(2),
    );
  });

  it('BRAND-10 BRAND-14: editing sends PATCH and says "Brand updated"', async () => {
    const { calls } = mockApi({
      ...base,
      'PATCH /api/brands/1': (body) => [200, { ...acme, ...(body as object) }],
    });
    renderWithProviders(<BrandsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Acme Torches' }));
    expect(await screen.findByRole('heading', { name: 'Edit Brand' })).toBeTruthy();
    expect((screen.getByLabelText(/Brand Name/) as HTMLInputElement).value).toBe('Acme Torches');
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Torches since 1968' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Brand' }));
    expect(await screen.findByText('Brand updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      description: 'Torches since 1968',
    });
  });

  it('BRAND-12: a failed save shows "Save failed" / "Failed to save brand. Please try again."', async () => {
    mockApi({
      ...base,
      'POST /api/brands': [
        409,
        {
          error: 'A brand with this name already exists',
          details: { name: ['A brand with this name already exists'] },
        },
      ],
    });
    renderWithProviders(<BrandsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Brand' }));
    fireEvent.change(await screen.findByLabelText(/Brand Name/), { target: { value: 'Acme Torches' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Brand' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Save failed')).toBeTruthy();
    // A taken name is not fixed by trying again (#16): the toast and the field say why.
    expect(within(toast).getByText('A brand with this name already exists')).toBeTruthy();
    expect(screen.getAllByText('A brand with this name already exists')).toHaveLength(2);
    expect(screen.queryByText(/try again/i)).toBeNull();
  });

  it('BRAND-12: a server failure shows "Save failed" / "Failed to save brand. Please try again."', async () => {
    mockApi({ ...base, 'POST /api/brands': [500, { error: 'Internal Server Error' }] });
    renderWithProviders(<BrandsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Brand' }));
    fireEvent.change(await screen.findByLabelText(/Brand Name/), { target: { value: 'Acme Torches' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Brand' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Failed to save brand. Please try again.')).toBeTruthy();
  });

  it('BRAND-07 BRAND-11 BRAND-14: delete asks with the specified wording, then deletes and says "Brand deleted"', async () => {
    const { calls } = mockApi({ ...base, 'DELETE /api/brands/1': [200, { ok: true }] });
    renderWithProviders(<BrandsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Acme Torches' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete "Acme Torches"? This action cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Brand deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/brands/1']);
  });

  it('BRAND-13: a failed delete shows "Delete failed" / "Failed to delete brand. Please try again."', async () => {
    mockApi({ ...base, 'DELETE /api/brands/1': [500, { error: 'Internal server error' }] });
    renderWithProviders(<BrandsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Acme Torches' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Delete failed')).toBeTruthy();
    expect(within(toast).getByText('Failed to delete brand. Please try again.')).toBeTruthy();
  });
});
