// User Management screen (document 001 §2.8, §5, §8): list, create dialog, role and status selects,
// delete with confirmation, and every success and failure message.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminUser,
  chooseOption,
  mockApi,
  pagedList,
  renderWithProviders,
} from '../../../../tests/helpers/render';
import UsersPage from './users-page';

afterEach(() => vi.unstubAllGlobals());

const editor = {
  ...adminUser,
  id: 2,
  username: 'ed',
  email: 'ed@example.com',
  role: 'editor' as const,
  totpEnabled: true,
  lastLoginAt: '2026-02-03T10:00:00.000Z',
};
const legacy = {
  ...adminUser,
  id: 3,
  username: 'old',
  email: 'old@example.com',
  role: 'viewer' as const,
  status: undefined,
};
const base = {
  'GET /api/user': [200, adminUser] as [number, unknown],
  'GET /api/users': pagedList('users', [adminUser, editor, legacy], (u) => `${u.username} ${u.email}`),
  'GET /api/settings/security': [200, { requireAdminTwoFactor: false }] as [number, unknown],
};

describe('User Management', () => {
  it('USER-05 USER-07 USER-08 USER-10: lists users with role and status selects (active when missing) and 2FA', async () => {
    mockApi(base);
    renderWithProviders(<UsersPage />);
    const row = await screen.findByTestId('user-row-2');
    expect(within(row).getByText('ed')).toBeTruthy();
    expect(within(row).getByText('ed@example.com')).toBeTruthy();
    expect(within(row).getByRole('combobox', { name: 'Role of ed' }).textContent).toContain('Editor');
    expect(within(row).getByRole('combobox', { name: 'Status of ed' }).textContent).toContain('Active');
    expect(within(row).getByText('2FA on')).toBeTruthy();
    const old = screen.getByTestId('user-row-3');
    expect(within(old).getByRole('combobox', { name: 'Status of old' }).textContent).toContain('Active');
    expect(within(old).getByText('Never')).toBeTruthy();
    // One's own account cannot be deactivated or deleted from here.
    const own = screen.getByTestId('user-row-1');
    expect((within(own).getByRole('button', { name: 'Delete ada' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(own).getByText('(you)')).toBeTruthy();
  });

  it('#21: the users list pages on the server: search by username or e-mail in the address, the pager, no match', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      ...editor,
      id: 100 + i,
      username: i % 3 === 0 ? `welder${i}` : `member${i}`,
      email: `person${i}@example.com`,
    }));
    const { calls } = mockApi({
      ...base,
      'GET /api/users': pagedList('users', many, (u) => `${u.username} ${u.email}`),
    });
    const { currentPath } = renderWithProviders(<UsersPage />, { path: '/admin/users?limit=12' });
    expect(await screen.findByTestId('user-row-100')).toBeTruthy();
    expect(screen.getByTestId('pagination-summary').textContent).toBe('Showing 1-12 of 30 users');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByTestId('user-row-112')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/users?page=2&limit=12')).toBe(true);
    expect(currentPath()).toBe('/admin/users?page=2&limit=12');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'WELDER' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('pagination-summary').textContent).toBe('Showing 1-10 of 10 users'),
    );
    expect(calls.some((c) => c.path === '/api/users?search=WELDER&limit=12')).toBe(true);
    expect(currentPath()).toBe('/admin/users?search=WELDER&limit=12');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No users match your search')).toBeTruthy();
  });

  it('USER-06 USER-12: the create dialog refuses blank fields with "Missing fields" and sends nothing', async () => {
    const { calls } = mockApi(base);
    renderWithProviders(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Email/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Username/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Password/)).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Role' }).textContent).toContain('Viewer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Missing fields')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('USER-16 USER-21: creating sends email, username, password and role, then says "User created"', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/users': (body) => [201, { ...editor, id: 9, ...(body as object) }],
    });
    renderWithProviders(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'new@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: 'newbie' } });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'long-enough-1' } });
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Role' }), 'Editor');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'new@example.com',
      username: 'newbie',
      password: 'long-enough-1',
      role: 'editor',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('USER-20: a refused create shows "Error creating user" with the server message', async () => {
    mockApi({ ...base, 'POST /api/users': [409, { error: 'An account with that email already exists' }] });
    renderWithProviders(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'ed@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: 'ed2' } });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'long-enough-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Error creating user')).toBeTruthy();
    expect(screen.getByText('An account with that email already exists')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('USER-11 USER-17 USER-21 USER-20: the role select changes the role at once; a refusal shows the reason', async () => {
    const { calls } = mockApi({
      ...base,
      'PATCH /api/users/2/role': (body) => [200, { ...editor, ...(body as object) }],
      'PATCH /api/users/1/role': [409, { error: 'At least one active administrator must remain.' }],
    });
    renderWithProviders(<UsersPage />);
    await chooseOption(await screen.findByRole('combobox', { name: 'Role of ed' }), 'Administrator');
    expect(await screen.findByText('Role updated')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/users/2/role')?.body).toEqual({ role: 'admin' });
    await chooseOption(screen.getByRole('combobox', { name: 'Role of ada' }), 'Viewer');
    expect(await screen.findByText('Error updating role')).toBeTruthy();
    expect(screen.getByText('At least one active administrator must remain.')).toBeTruthy();
  });

  it('USER-11 USER-18 USER-21 USER-20: the status select; a failure without a message shows the default', async () => {
    const { calls } = mockApi({
      ...base,
      'PATCH /api/users/2/status': (body) => [200, { ...editor, ...(body as object) }],
      'PATCH /api/users/3/status': [500],
    });
    renderWithProviders(<UsersPage />);
    await chooseOption(await screen.findByRole('combobox', { name: 'Status of ed' }), 'Inactive');
    expect(await screen.findByText('Status updated')).toBeTruthy();
    expect(screen.getByText('ed is inactive and has been signed out.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/users/2/status')?.body).toEqual({ status: 'inactive' });
    await chooseOption(screen.getByRole('combobox', { name: 'Status of old' }), 'Inactive');
    expect(await screen.findByText('Error updating status')).toBeTruthy();
    expect(screen.getByText('Failed to update status')).toBeTruthy();
  });

  it('USER-09 USER-19 USER-21 USER-20: delete asks "This action cannot be undone", then deletes', async () => {
    const { calls } = mockApi({
      ...base,
      'DELETE /api/users/2': [204],
      'DELETE /api/users/3': [409, { error: 'Nope' }],
    });
    renderWithProviders(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete ed' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(
      'Are you sure you want to delete "ed"? This action cannot be undone.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/users/2')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete old' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting user')).toBeTruthy();
    expect(screen.getByText('Nope')).toBeTruthy();
  });

  it('the administrators-need-2FA switch sends the setting', async () => {
    const { calls } = mockApi({
      ...base,
      'PUT /api/settings/security': (body) => [200, body],
    });
    renderWithProviders(<UsersPage />);
    const toggle = await screen.findByRole('switch', {
      name: 'Require two-factor authentication for administrators',
    });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText('Security settings updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ requireAdminTwoFactor: true });
  });
});
