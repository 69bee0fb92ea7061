// The sign-in, forgot and reset screens, the route guard and the change-password modal (document 000 §2, §4, §5, §8).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, mockApi, pending, renderWithProviders } from '../../../tests/helpers/render';
import { AdminApp } from '../admin/admin-app';
import { ChangePasswordDialog } from './change-password-dialog';

afterEach(() => vi.unstubAllGlobals());

const status = { registrationOpen: false, firstUser: false };

/** Opens the register tab of /auth, fills it in and submits it. */
async function register() {
  renderWithProviders(<AdminApp />, { path: '/auth' });
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Register' }));
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'ada' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('auth screen', () => {
  it('AUTH-01 AUTH-03 AUTH-12 AUTH-13 AUTH-14 AUTH-15 AUTH-16: login tab by default with its texts', async () => {
    mockApi({
      'GET /api/user': [401, { error: 'Not authenticated' }],
      'GET /api/auth/status': [200, status],
    });
    renderWithProviders(<AdminApp />, { path: '/auth' });
    expect(await screen.findByText('Sign in to manage your product catalog')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Sign In', { selector: 'h3' })).toBeTruthy();
    expect(screen.getByText('Enter your credentials to access the CMS')).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).type).toBe('email');
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('AUTH-17 AUTH-18 AUTH-19: the register tab', async () => {
    mockApi({
      'GET /api/user': [401, {}],
      'GET /api/auth/status': [200, { registrationOpen: true, firstUser: true }],
    });
    renderWithProviders(<AdminApp />, { path: '/auth' });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Register' }));
    expect(await screen.findByText('Create Account', { selector: 'h3' })).toBeTruthy();
    expect(screen.getByText('Register for a new admin account')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(screen.getByLabelText(/^Username/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByText('The first account becomes the site administrator.')).toBeTruthy();
  });

  it('AUTH-37 AUTH-38: empty forms show the required-field messages and send nothing', async () => {
    const { calls } = mockApi({ 'GET /api/user': [401, {}], 'GET /api/auth/status': [200, status] });
    renderWithProviders(<AdminApp />, { path: '/auth' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/login')).toBe(false);
  });

  it('AUTH-20: the submit button shows a spinner and is disabled while pending', async () => {
    mockApi({
      'GET /api/user': [401, {}],
      'GET /api/auth/status': [200, status],
      'POST /api/login': pending(),
    });
    renderWithProviders(<AdminApp />, { path: '/auth' });
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByTestId('spinner')).toBeTruthy();
  });

  it('AUTH-53: a failed login shows "Login failed" with the message', async () => {
    mockApi({
      'GET /api/user': [401, {}],
      'GET /api/auth/status': [200, status],
      'POST /api/login': [401, { error: 'Invalid email or password' }],
    });
    renderWithProviders(<AdminApp />, { path: '/auth' });
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
  });

  it('AUTH-34 AUTH-55 AUTH-08 SHELL-02: a successful login sets the user, says "Welcome back!" and opens /admin', async () => {
    mockApi({
      'GET /api/user': [401, {}],
      'GET /api/auth/status': [200, status],
      'POST /api/login': [200, adminUser],
      'GET /api/stats': [200, { totalProducts: 3, categories: 2, inquiries: 1, distributors: 0 }],
    });
    const view = renderWithProviders(<AdminApp />, { path: '/auth' });
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('AUTH-53: a failed registration shows "Registration failed" with the server message', async () => {
    mockApi({
      'GET /api/user': [401, {}],
      'GET /api/auth/status': [200, { registrationOpen: true, firstUser: false }],
      'POST /api/register': [409, { error: 'An account with that email already exists' }],
    });
    await register();
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('An account with that email already exists')).toBeTruthy();
  });

  it('#16: the sign-in fields take their limits and required marks from loginBody', async () => {
    mockApi({ 'GET /api/user': [401, {}], 'GET /api/auth/status': [200, status] });
    renderWithProviders(<AdminApp />, { path: '/auth' });
    const email = await screen.findByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);
    expect(email.id).toBe('login-email');
    expect(email.getAttribute('maxlength')).toBe('254');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(password.getAttribute('maxlength')).toBe('1024');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const message = await screen.findByText('Email is required');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('#16: a taken email or username is said under its field as well as in the toast', async () => {
    mockApi({
      'GET /api/user': [401, {}],
      'GET /api/auth/status': [200, { registrationOpen: true, firstUser: false }],
      'POST /api/register': [
        409,
        {
          error: 'That username is already taken',
          details: { username: ['That username is already taken'] },
        },
      ],
    });
    await register();
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBeNull();
  });

  it('#16: switching tabs keeps what was typed', async () => {
    mockApi({ 'GET /api/user': [401, {}], 'GET /api/auth/status': [200, status] });
    renderWithProviders(<AdminApp />, { path: '/auth' });
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Register' }));
    await screen.findByText('Create Account', { selector: 'h3' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Login' }));
    expect(((await screen.findByLabelText(/^Email/)) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('AUTH-02: tells the visitor when registration is closed', async () => {
    mockApi({ 'GET /api/user': [401, {}], 'GET /api/auth/status': [200, status] });
    renderWithProviders(<AdminApp />, { path: '/auth' });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Register' }));
    expect(
      await screen.findByText('Registration is closed. Ask an administrator to create an account for you.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('AUTH-04 AUTH-05: /login shows the sign-in screen', async () => {
    mockApi({ 'GET /api/user': [401, {}], 'GET /api/auth/status': [200, status] });
    renderWithProviders(<AdminApp />, { path: '/login' });
    expect(await screen.findByText('Enter your credentials to access the CMS')).toBeTruthy();
  });
});

describe('forgot password', () => {
  it('AUTH-06 AUTH-21 AUTH-39: the form, and email is required', async () => {
    const { calls } = mockApi({ 'GET /api/user': [401, {}] });
    renderWithProviders(<AdminApp />, { path: '/forgot-password' });
    expect(await screen.findByLabelText(/^Email Address/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/forgot-password')).toBe(false);
  });

  it('AUTH-22: "Back to Login" goes to /login', async () => {
    mockApi({ 'GET /api/user': [401, {}], 'GET /api/auth/status': [200, status] });
    const view = renderWithProviders(<AdminApp />, { path: '/forgot-password' });
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Login' }));
    await waitFor(() => expect(view.currentPath()).toBe('/login'));
  });

  it('AUTH-23 AUTH-24 AUTH-56: the confirmation, and the development-mode link box when the answer has one', async () => {
    mockApi({
      'GET /api/user': [401, {}],
      'POST /api/forgot-password': [
        200,
        { message: 'ok', resetLink: 'http://localhost:5000/reset-password/abc' },
      ],
    });
    renderWithProviders(<AdminApp />, { path: '/forgot-password' });
    fireEvent.change(await screen.findByLabelText(/^Email Address/), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText(
        'If an account exists with this email, a password reset link will be sent. Please check your inbox.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Development Mode - Reset Link')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'http://localhost:5000/reset-password/abc' })).toBeTruthy();
  });

  it('AUTH-49 AUTH-54: errors show the server message, or the fallback', async () => {
    mockApi({
      'GET /api/user': [401, {}],
      'POST /api/forgot-password': [429, { error: 'Too many password reset requests.' }],
    });
    renderWithProviders(<AdminApp />, { path: '/forgot-password' });
    fireEvent.change(await screen.findByLabelText(/^Email Address/), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many password reset requests.');
  });

  it('AUTH-49: without an error field the message is "Failed to send reset link"', async () => {
    mockApi({ 'GET /api/user': [401, {}], 'POST /api/forgot-password': [500] });
    renderWithProviders(<AdminApp />, { path: '/forgot-password' });
    fireEvent.change(await screen.findByLabelText(/^Email Address/), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send reset link');
  });
});

describe('reset password', () => {
  it('AUTH-07 AUTH-26: verifies the token with a spinner first', async () => {
    mockApi({ 'GET /api/user': [401, {}], 'GET /api/verify-reset-token/abc': pending() });
    renderWithProviders(<AdminApp />, { path: '/reset-password/abc' });
    expect(await screen.findByRole('status', { name: 'Verifying reset link' })).toBeTruthy();
  });

  it('AUTH-27 AUTH-28 AUTH-50: an invalid token shows the server message and the way back', async () => {
    mockApi({
      'GET /api/user': [401, {}],
      'GET /api/verify-reset-token/abc': [400, { error: 'This reset link is invalid or has expired.' }],
    });
    const view = renderWithProviders(<AdminApp />, { path: '/reset-password/abc' });
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link is invalid or has expired.');
    fireEvent.click(screen.getByRole('button', { name: 'Request a New Reset Link' }));
    await waitFor(() => expect(view.currentPath()).toBe('/forgot-password'));
  });

  it('AUTH-50: without an error field the invalid state says "Invalid token"', async () => {
    mockApi({ 'GET /api/user': [401, {}], 'GET /api/verify-reset-token/abc': [404] });
    renderWithProviders(<AdminApp />, { path: '/reset-password/abc' });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid token');
  });

  it('AUTH-29 AUTH-40 AUTH-41 AUTH-30 AUTH-36 AUTH-51: form rules, then success', async () => {
    const { calls } = mockApi({
      'GET /api/user': [401, {}],
      'GET /api/verify-reset-token/abc': [200, { valid: true }],
      'POST /api/reset-password': [200, { message: 'ok' }],
    });
    renderWithProviders(<AdminApp />, { path: '/reset-password/abc' });
    const password = await screen.findByLabelText(/^New Password/);
    const confirm = screen.getByLabelText(/^Confirm Password/);
    const submit = screen.getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement;
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.change(confirm, { target: { value: 'short' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'long-enough-1' } });
    fireEvent.change(confirm, { target: { value: 'long-enough-2' } });
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    fireEvent.change(confirm, { target: { value: 'long-enough-1' } });
    fireEvent.click(submit);
    expect(
      await screen.findByText(
        'Your password has been reset successfully! You can now log in with your new password.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/reset-password')?.body).toEqual({
      token: 'abc',
      newPassword: 'long-enough-1',
    });
  });

  it('#16: an empty reset form says what each field needs (the empty confirmation used to block silently)', async () => {
    const { calls } = mockApi({
      'GET /api/user': [401, {}],
      'GET /api/verify-reset-token/abc': [200, { valid: true }],
    });
    renderWithProviders(<AdminApp />, { path: '/reset-password/abc' });
    const password = await screen.findByLabelText(/^New Password/);
    expect(password.getAttribute('aria-required')).toBe('true');
    expect(password.getAttribute('maxlength')).toBe('1024');
    fireEvent.change(password, { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please confirm the new password')).toBeTruthy();
    expect(screen.getByLabelText(/^Confirm Password/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/api/reset-password')).toBe(false);
  });

  it('AUTH-51 AUTH-54: a failed reset shows the server message', async () => {
    mockApi({
      'GET /api/user': [401, {}],
      'GET /api/verify-reset-token/abc': [200, { valid: true }],
      'POST /api/reset-password': [400, { error: 'This reset link is invalid or has expired.' }],
    });
    renderWithProviders(<AdminApp />, { path: '/reset-password/abc' });
    fireEvent.change(await screen.findByLabelText(/^New Password/), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link is invalid or has expired.');
  });
});

describe('protected routes', () => {
  it('AUTH-09 AUTH-33: "Loading..." while the user loads', async () => {
    mockApi({ 'GET /api/user': pending() });
    renderWithProviders(<AdminApp />, { path: '/admin' });
    expect(await screen.findByText('Loading...')).toBeTruthy();
  });

  it('AUTH-10 AUTH-45 #14: a signed-out visitor is sent to /auth (401 → null), carrying the address to come back to', async () => {
    mockApi({
      'GET /api/user': [401, { error: 'Not authenticated' }],
      'GET /api/auth/status': [200, status],
    });
    const view = renderWithProviders(<AdminApp />, { path: '/admin/products' });
    await waitFor(() => expect(view.currentPath()).toBe('/auth?next=%2Fadmin%2Fproducts'));
  });

  it('AUTH-10: the dashboard itself is plain /auth', async () => {
    mockApi({ 'GET /api/user': [401, {}], 'GET /api/auth/status': [200, status] });
    const view = renderWithProviders(<AdminApp />, { path: '/admin' });
    await waitFor(() => expect(view.currentPath()).toBe('/auth'));
  });

  it('AUTH-11: a signed-in user sees the page', async () => {
    mockApi({
      'GET /api/user': [200, adminUser],
      'GET /api/stats': [200, { totalProducts: 0, categories: 0, inquiries: 0, distributors: 0 }],
    });
    renderWithProviders(<AdminApp />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});

/** The toast with this title (its description is checked inside it: the field says the same under itself). */
async function toastTitled(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest<HTMLElement>('[data-testid="toast"]')!;
}

describe('change password modal', () => {
  function open() {
    return renderWithProviders(<ChangePasswordDialog open onOpenChange={() => {}} />);
  }
  const fill = (current: string, next: string, confirm: string) => {
    fireEvent.change(screen.getByLabelText(/^Current Password/), { target: { value: current } });
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: next } });
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  };

  it('AUTH-31 AUTH-32: three fields with show/hide toggles, Cancel and Change Password', () => {
    mockApi({});
    open();
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect((screen.getByLabelText(/^Current Password/) as HTMLInputElement).type).toBe('text');
  });

  it('AUTH-42: empty fields → "Missing fields"', async () => {
    mockApi({});
    open();
    fill('', '', '');
    expect(
      within(await toastTitled('Missing fields')).getByText('Please fill in all password fields'),
    ).toBeTruthy();
    // Each empty field also says so under itself.
    expect(screen.getByLabelText(/^Current Password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Confirm New Password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please confirm the new password')).toBeTruthy();
  });

  it('AUTH-43: mismatch → "Password mismatch"', async () => {
    mockApi({});
    open();
    fill('old-password', 'new-password-1', 'new-password-2');
    expect(
      within(await toastTitled('Password mismatch')).getByText('New password and confirmation do not match'),
    ).toBeTruthy();
  });

  it('AUTH-44: too short → "Password too short"', async () => {
    mockApi({});
    open();
    fill('old-password', 'short', 'short');
    expect(
      within(await toastTitled('Password too short')).getByText(
        'New password must be at least 8 characters long',
      ),
    ).toBeTruthy();
  });

  it('AUTH-52 AUTH-57: a refused change shows "Error changing password" with the server message', async () => {
    mockApi({ 'POST /api/user/change-password': [400, { error: 'Current password is incorrect' }] });
    open();
    fill('wrong-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Error changing password')).toBeTruthy();
    expect(screen.getByText('Current password is incorrect')).toBeTruthy();
  });

  it('AUTH-57: without a server message it says "Failed to change password"', async () => {
    mockApi({ 'POST /api/user/change-password': [500] });
    open();
    fill('old-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Failed to change password')).toBeTruthy();
  });

  it('AUTH-58 AUTH-52: success sends currentPassword and newPassword and says "Password changed"', async () => {
    const { calls } = mockApi({ 'POST /api/user/change-password': [200, { message: 'ok' }] });
    open();
    fill('old-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(screen.getByText('Your password has been successfully updated.')).toBeTruthy();
    expect(calls[0]!.body).toEqual({ currentPassword: 'old-password', newPassword: 'new-password-1' });
  });
});
