// Session end keeps the work (#14): a 401 on a signed-in screen opens "Your session has ended" over
// the page; after signing in the failed request is sent again and the form's text is saved. A
// signed-out visit to an admin address comes back to it after sign-in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../../core/schemas/brands';
import { adminUser, mockApi, renderWithProviders } from '../../../tests/helpers/render';
import { AdminApp } from '../admin/admin-app';
import { pageReload } from './session-expired-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const brand = (id: number, name: string): Brand => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: null,
  website: null,
  logoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  productCount: 0,
});
const stats = { totalProducts: 0, categories: 0, inquiries: 0, distributors: 0 };

/** A server whose session can end: writes and reads answer 401 until /api/login (or /2fa) succeeds. */
function server(options: { twoFactor?: boolean; signInAs?: typeof adminUser } = {}) {
  let session = true;
  const brands = [brand(1, 'Acme')];
  const api = mockApi({
    'GET /api/user': () => (session ? [200, adminUser] : [401, { error: 'Not authenticated' }]),
    'GET /api/stats': () => (session ? [200, stats] : [401, { error: 'Not authenticated' }]),
    'GET /api/auth/status': [200, { registrationOpen: false, firstUser: false }],
    'GET /api/brands': () => (session ? [200, brands] : [401, { error: 'Not authenticated' }]),
    'POST /api/brands': (body) => {
      if (!session) return [401, { error: 'Not authenticated' }];
      const created = brand(brands.length + 1, (body as { name: string }).name);
      brands.push(created);
      return [201, created];
    },
    'POST /api/login': (body) => {
      if ((body as { password: string }).password !== 'right-password')
        return [401, { error: 'Invalid email or password' }];
      if (options.twoFactor) return [200, { twoFactorRequired: true }];
      session = true;
      return [200, options.signInAs ?? adminUser];
    },
    'POST /api/login/2fa': (body) => {
      if ((body as { code?: string }).code !== '123456') return [401, { error: 'Invalid code' }];
      session = true;
      return [200, adminUser];
    },
  });
  return { ...api, endSession: () => (session = false), brands };
}

async function typeBrandAndSave(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Brand' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/Brand Name/), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Brand' }));
}

describe('session end keeps the work (#14)', () => {
  it('#14: a 401 while saving opens the sign-in over the page, e-mail filled in; after signing in the brand is saved as typed', async () => {
    const api = server();
    renderWithProviders(<AdminApp />, { path: '/admin/brands' });
    await screen.findByText('Acme');
    api.endSession();
    await typeBrandAndSave('Flamecraft');

    const signIn = await screen.findByTestId('session-expired-dialog');
    expect(within(signIn).getByText('Your session has ended')).toBeTruthy();
    expect((within(signIn).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.com');
    // The brand dialog and its text are still there underneath.
    expect((screen.getByLabelText(/Brand Name/) as HTMLInputElement).value).toBe('Flamecraft');
    expect(screen.queryByText('Save failed')).toBeNull();

    fireEvent.change(within(signIn).getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    expect((await within(signIn).findByRole('alert')).textContent).toBe('Invalid email or password');

    fireEvent.change(within(signIn).getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Brand created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('session-expired-dialog')).toBeNull());
    expect(api.brands.map((b) => b.name)).toEqual(['Acme', 'Flamecraft']);
    const posts = api.calls.filter((c) => c.method === 'POST' && c.path === '/api/brands');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect(api.calls.find((c) => c.path === '/api/login' && c.body)?.body).toMatchObject({
      email: 'ada@example.com',
    });
    expect(screen.queryByText('Save failed')).toBeNull();
  });

  it('#14: with two-factor sign-in on, the code step follows the password, then the request is sent again', async () => {
    const api = server({ twoFactor: true });
    renderWithProviders(<AdminApp />, { path: '/admin/brands' });
    await screen.findByText('Acme');
    api.endSession();
    await typeBrandAndSave('Duplex');
    const signIn = await screen.findByTestId('session-expired-dialog');
    fireEvent.change(within(signIn).getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    fireEvent.change(await within(signIn).findByLabelText(/^Authentication code/), {
      target: { value: '123456' },
    });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Brand created')).toBeTruthy();
    expect(api.brands.map((b) => b.name)).toEqual(['Acme', 'Duplex']);
    expect(api.calls.find((c) => c.path === '/api/login/2fa')?.body).toEqual({ code: '123456' });
  });

  it('#14: a list that got 401 loads once signed in again', async () => {
    const api = server();
    const view = renderWithProviders(<AdminApp />, { path: '/admin/brands' });
    await screen.findByText('Acme');
    api.endSession();
    api.brands.push(brand(2, 'Newer'));
    void view.queryClient.invalidateQueries({ queryKey: ['/api/brands'] });
    const signIn = await screen.findByTestId('session-expired-dialog');
    fireEvent.change(within(signIn).getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Newer')).toBeTruthy();
    expect(screen.queryByText('Not authenticated')).toBeNull();
  });

  it('#14: signing in as somebody else reloads to a clean state instead of sending the request', async () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => {});
    const api = server({ signInAs: { ...adminUser, id: 2, email: 'bob@example.com', username: 'bob' } });
    renderWithProviders(<AdminApp />, { path: '/admin/brands' });
    await screen.findByText('Acme');
    api.endSession();
    await typeBrandAndSave('Other');
    const signIn = await screen.findByTestId('session-expired-dialog');
    fireEvent.change(within(signIn).getByLabelText(/^Email/), { target: { value: 'bob@example.com' } });
    fireEvent.change(within(signIn).getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/brands')).toHaveLength(1);
  });

  it('#14: a signed-out visit to /admin/brands lands on the brands after sign-in', async () => {
    let session = false;
    mockApi({
      'GET /api/user': () => (session ? [200, adminUser] : [401, { error: 'Not authenticated' }]),
      'GET /api/auth/status': [200, { registrationOpen: false, firstUser: false }],
      'GET /api/stats': [200, stats],
      'GET /api/brands': [200, [brand(1, 'Acme')]],
      'POST /api/login': () => {
        session = true;
        return [200, adminUser];
      },
    });
    const view = renderWithProviders(<AdminApp />, { path: '/admin/brands' });
    await waitFor(() => expect(view.currentPath()).toBe('/auth?next=%2Fadmin%2Fbrands'));
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/brands'));
    expect(await screen.findByText('Acme')).toBeTruthy();
  });

  it('#14: a next= pointing at another site is ignored: sign-in goes to /admin', async () => {
    mockApi({
      'GET /api/user': [401, {}],
      'GET /api/auth/status': [200, { registrationOpen: false, firstUser: false }],
      'GET /api/stats': [200, stats],
      'POST /api/login': [200, adminUser],
    });
    const view = renderWithProviders(<AdminApp />, { path: '/auth?next=%2F%2Fevil.example%2Fadmin' });
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin'));
  });
});
