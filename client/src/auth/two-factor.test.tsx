// Two-factor sign-in on the client: the code step of the sign-in screen, the Account security set-up,
// and the screen an administrator is held at when the site requires it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '../../../core/schemas/auth';
import { adminUser, mockApi, renderWithProviders } from '../../../tests/helpers/render';
import { AdminApp } from '../admin/admin-app';

afterEach(() => vi.unstubAllGlobals());

const status = { registrationOpen: false, firstUser: false };
const stats = {
  totalProducts: 1,
  categories: 1,
  inquiries: 0,
  distributors: 0,
  growth: { products: { thisMonth: 0, lastMonth: 0 }, inquiries: { thisMonth: 0, lastMonth: 0 } },
};

async function passwordStep() {
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in with a second factor', () => {
  it('AUTH-34: when the answer asks for it, a code step follows; the code completes the sign-in', async () => {
    let signedIn = false;
    const { calls } = mockApi({
      'GET /api/user': () => (signedIn ? [200, adminUser] : [401, { error: 'Not authenticated' }]),
      'GET /api/auth/status': [200, status],
      'GET /api/stats': [200, stats],
      'POST /api/login': [200, { twoFactorRequired: true }],
      'POST /api/login/2fa': () => {
        signedIn = true;
        return [200, adminUser];
      },
    });
    const view = renderWithProviders(<AdminApp />, { path: '/auth' });
    await passwordStep();
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(screen.queryByText('Welcome back!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/login/2fa')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Authentication code/), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    // The schema's output: the spaces typed between the groups are dropped (the server does the same).
    expect(calls.find((c) => c.path === '/api/login/2fa')?.body).toEqual({ code: '123456' });
    await waitFor(() => expect(view.currentPath()).toBe('/admin'));
  });

  it('"Use a recovery code" sends a recovery code; a wrong one shows the server message', async () => {
    const { calls } = mockApi({
      'GET /api/user': [401, {}],
      'GET /api/auth/status': [200, status],
      'POST /api/login': [200, { twoFactorRequired: true }],
      'POST /api/login/2fa': [401, { error: 'Invalid recovery code' }],
    });
    renderWithProviders(<AdminApp />, { path: '/auth' });
    await passwordStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(screen.getByLabelText(/^Recovery code/), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification failed')).toBeTruthy();
    expect(screen.getByText('Invalid recovery code')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/login/2fa')?.body).toEqual({ recoveryCode: 'abcde-fghjk' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});

describe('Account security', () => {
  it('sets up two-factor sign-in: QR code and key, a code, then the recovery codes once', async () => {
    const { calls } = mockApi({
      'GET /api/user': [200, adminUser],
      'GET /api/stats': [200, stats],
      'POST /api/user/2fa/setup': [
        200,
        {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        },
      ],
      'POST /api/user/2fa/enable': [200, { recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] }],
    });
    renderWithProviders(<AdminApp />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Account security' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set up two-factor authentication' }));
    expect((await within(dialog).findByTestId('totp-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(
      within(dialog).getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src'),
    ).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    fireEvent.change(within(dialog).getByLabelText(/^Authentication code/), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
    expect(calls.find((c) => c.path === '/api/user/2fa/enable')?.body).toEqual({ code: '654321' });
  });

  it('#16: turning it off says under each field what is missing, then the server’s refusal under its field', async () => {
    const { calls } = mockApi({
      'GET /api/user': [200, { ...adminUser, totpEnabled: true }],
      'GET /api/stats': [200, stats],
      'POST /api/user/2fa/disable': [
        400,
        { error: 'Password is incorrect', details: { password: ['Password is incorrect'] } },
      ],
    });
    renderWithProviders(<AdminApp />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Account security' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(await dialog.findByRole('button', { name: 'Turn off' }));
    expect(await dialog.findByText('Password is required')).toBeTruthy();
    expect(dialog.getByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/user/2fa/disable')).toBe(false);
    fireEvent.change(dialog.getByLabelText(/^Current password/), { target: { value: 'wrong-password' } });
    fireEvent.change(dialog.getByLabelText(/^Code or recovery code/), { target: { value: '123456' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Could not turn off two-factor authentication')).toBeTruthy();
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.find((c) => c.path === '/api/user/2fa/disable')?.body).toEqual({
      password: 'wrong-password',
      code: '123456',
    });
  });

  it('an administrator the site requires it of is held at the set-up screen', async () => {
    mockApi({ 'GET /api/user': [200, { ...adminUser, twoFactorSetupRequired: true }] });
    renderWithProviders(<AdminApp />, { path: '/admin/users' });
    expect(await screen.findByRole('heading', { name: 'Set up two-factor authentication' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('#16: a call refused because set-up became required reloads the user and shows the set-up screen', async () => {
    let userCalls = 0;
    mockApi({
      'GET /api/user': () => {
        userCalls++;
        return [200, userCalls === 1 ? adminUser : { ...adminUser, twoFactorSetupRequired: true }];
      },
      'GET /api/stats': [403, { error: TWO_FACTOR_REQUIRED_MESSAGE }],
    });
    renderWithProviders(<AdminApp />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Set up two-factor authentication' })).toBeTruthy();
    expect(userCalls).toBe(2);
  });

  it('#16: when the sign-in answer says set-up is required, the set-up screen follows at once and nothing else loads', async () => {
    const { calls } = mockApi({
      'GET /api/user': [401, { error: 'Not authenticated' }],
      'GET /api/auth/status': [200, status],
      'GET /api/stats': [200, stats],
      'POST /api/login': [200, { ...adminUser, twoFactorSetupRequired: true }],
    });
    renderWithProviders(<AdminApp />, { path: '/auth' });
    await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Set up two-factor authentication' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      calls.map((c) => `${c.method} ${c.path}`).filter((c) => !/\/api\/(user|auth\/status|login)$/.test(c)),
    ).toEqual([]);
  });
});
