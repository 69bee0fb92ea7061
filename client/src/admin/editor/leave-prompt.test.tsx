// The product editor asks before unsaved overview edits are left behind (#14).
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/helpers/render';
import { AdminApp } from '../admin-app';
import { editorApi, product } from './editor-fixtures';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

async function openAndEditName() {
  await screen.findByRole('heading', { name: 'Alpha Torch' });
  await waitFor(() =>
    expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Alpha Torch'),
  );
  fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: 'Alpha Torch XL' } });
}

describe('product editor leave prompt (#14)', () => {
  it('#14: the back link and the sidebar ask; Stay keeps the edit, Discard leaves', async () => {
    editorApi();
    const view = renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    await openAndEditName();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    let prompt = await screen.findByRole('alertdialog');
    expect(within(prompt).getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(view.currentPath()).toBe('/admin/products/11');
    expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Alpha Torch XL');

    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    fireEvent.click(within(nav).getByRole('link', { name: /Brands/ }));
    prompt = await screen.findByRole('alertdialog');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/brands'));
  });

  it('#14: Save stores the edit, then leaves', async () => {
    const { calls } = editorApi({
      'PATCH /api/products/11': (body) => [200, product(body as Record<string, unknown>)],
    });
    const view = renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    await openAndEditName();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/products'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ name: 'Alpha Torch XL' });
    expect(await screen.findByText('Product updated')).toBeTruthy();
  });

  it('#14: an untouched editor leaves without asking', async () => {
    editorApi();
    const view = renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    await screen.findByRole('heading', { name: 'Alpha Torch' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/products'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
