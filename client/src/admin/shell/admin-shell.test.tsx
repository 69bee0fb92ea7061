import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import { AdminApp } from '../admin-app';

afterEach(() => vi.unstubAllGlobals());

const stats = {
  totalProducts: 42,
  categories: 9,
  inquiries: 3,
  distributors: 4,
  growth: { products: { thisMonth: 28, lastMonth: 25 }, inquiries: { thisMonth: 3, lastMonth: 0 } },
};

describe('admin shell (document 001 §2.2, §2.3)', () => {
  it('SHELL-01 SHELL-04 SHELL-09 SHELL-10 SHELL-12 SHELL-13 SHELL-17 SHELL-06 SHELL-05: sections, badges, links, avatar and the real role', async () => {
    mockApi({
      'GET /api/user': [200, adminUser],
      'GET /api/stats': [200, stats],
      'GET /api/contacts/count': [200, { count: 5 }],
    });
    renderWithProviders(<AdminApp />, { path: '/admin' });
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent?.replace(/\d+ (products|new)$/, '').trim());
    expect(labels).toEqual([
      'Dashboard',
      'Inquiries',
      'Products',
      'Brands',
      'Taxonomies',
      'Specifications',
      'Documents',
      'Pages & Galleries',
      'Media Library',
      'Users',
      'Analytics',
      'SEO Tools',
      'Audit Log',
      'Backups',
    ]);
    expect((await within(nav).findByTestId('products-count')).textContent).toContain('42');
    expect((await within(nav).findByTestId('inquiries-count')).textContent).toBe('5 new');
    expect(screen.getAllByRole('link', { name: 'View Website' })[0]!.getAttribute('href')).toBe('/');
    expect(screen.getByTestId('avatar').textContent).toBe('a');
    expect(screen.getByTestId('user-role').textContent).toBe('Administrator');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account security' })).toBeTruthy();
  });

  it('SHELL-18 SHELL-19: the dashboard shows the four stat cards from the stats call, with growth captions computed from real figures', async () => {
    mockApi({ 'GET /api/user': [200, adminUser], 'GET /api/stats': [200, stats] });
    renderWithProviders(<AdminApp />, { path: '/admin/dashboard' });
    expect((await screen.findByTestId('stat-Total Products')).textContent).toBe('42');
    expect(screen.getByTestId('stat-Categories').textContent).toBe('9');
    expect(screen.getByTestId('stat-Monthly Inquiries').textContent).toBe('3');
    expect(screen.getByTestId('stat-Active Distributors').textContent).toBe('4');
    expect(screen.getByTestId('growth-Total Products').textContent).toBe('12% from last month');
    expect(screen.getByTestId('growth-Monthly Inquiries').textContent).toBe('New this month');
    // Only the two cards with month-over-month figures carry a caption.
    expect(screen.getAllByText(/from last month$|^New this month$/)).toHaveLength(2);
  });

  it('SHELL-19: no caption is invented when the figures are missing', async () => {
    const { growth: _none, ...old } = stats;
    mockApi({ 'GET /api/user': [200, adminUser], 'GET /api/stats': [200, old] });
    renderWithProviders(<AdminApp />, { path: '/admin/dashboard' });
    expect((await screen.findByTestId('stat-Total Products')).textContent).toBe('42');
    expect(screen.queryByText(/from last month/)).toBeNull();
  });

  it('SHELL-05 USER-14: a viewer sees their own role and no Users, Inquiries or SEO section', async () => {
    mockApi({
      'GET /api/user': [200, { ...adminUser, role: 'viewer', username: 'vic' }],
      'GET /api/stats': [200, stats],
    });
    renderWithProviders(<AdminApp />, { path: '/admin/users' });
    expect(await screen.findByText('Not available for your role')).toBeTruthy();
    expect(screen.getByTestId('user-role').textContent).toBe('Viewer');
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Inquiries/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'SEO Tools' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Analytics' })).toBeTruthy();
  });

  it('SHELL-07 SHELL-11: /admin/{section}/{id} and /admin/seo-tools resolve to the one admin screen', async () => {
    mockApi({ 'GET /api/user': [200, adminUser], 'GET /api/stats': [200, stats] });
    renderWithProviders(<AdminApp />, { path: '/admin/seo-tools' });
    expect(await screen.findByRole('heading', { name: 'SEO Management Tools' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'SEO Tools' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('SHELL-08: the page scrolls to the top on every route change', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    mockApi({
      'GET /api/user': [200, adminUser],
      'GET /api/stats': [200, stats],
      'GET /api/brands': [200, []],
    });
    renderWithProviders(<AdminApp />, { path: '/admin' });
    await screen.findByRole('link', { name: 'Brands' });
    const before = scrollTo.mock.calls.length;
    fireEvent.click(screen.getByRole('link', { name: 'Brands' }));
    await screen.findByRole('heading', { name: /Brands/ });
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('SHELL-14 SHELL-15: the mobile menu toggle and the Change Password entry', async () => {
    mockApi({ 'GET /api/user': [200, adminUser], 'GET /api/stats': [200, stats] });
    renderWithProviders(<AdminApp />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Change Password' }),
    );
    expect(await screen.findByLabelText(/^Current Password/)).toBeTruthy();
  });

  it('#16 keyboard: Escape closes the mobile menu and focus returns to its button', async () => {
    mockApi({ 'GET /api/user': [200, adminUser], 'GET /api/stats': [200, stats] });
    renderWithProviders(<AdminApp />, { path: '/admin' });
    const opener = await screen.findByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('#16 keyboard: "Skip to content" is the first link and moves focus to the main landmark', async () => {
    mockApi({ 'GET /api/user': [200, adminUser], 'GET /api/stats': [200, stats] });
    const view = renderWithProviders(<AdminApp />, { path: '/admin' });
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    expect(view.container.querySelector('a[href], button')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('SHELL-16 AUTH-35 AUTH-55: Logout clears the user and says so', async () => {
    const { calls } = mockApi({
      'GET /api/user': [200, adminUser],
      'GET /api/stats': [200, stats],
      'POST /api/logout': [200, { message: 'Logged out' }],
      'GET /api/auth/status': [200, { registrationOpen: false, firstUser: false }],
    });
    const view = renderWithProviders(<AdminApp />, { path: '/admin' });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Logout' }))[0]!);
    expect(await screen.findByText('You have been successfully logged out.')).toBeTruthy();
    expect(view.queryClient.getQueryData(['/api/user'])).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout')).toBe(true);
  });

  it('AUTH-53: a failed logout shows "Logout failed"', async () => {
    mockApi({
      'GET /api/user': [200, adminUser],
      'GET /api/stats': [200, stats],
      'POST /api/logout': [500, { error: 'Database unavailable' }],
    });
    renderWithProviders(<AdminApp />, { path: '/admin' });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Logout' }))[0]!);
    expect(await screen.findByText('Logout failed')).toBeTruthy();
  });

  it('SHELL-03: an unknown admin section shows "404 Page Not Found"', async () => {
    mockApi({ 'GET /api/user': [200, adminUser], 'GET /api/stats': [200, stats] });
    renderWithProviders(<AdminApp />, { path: '/admin/nowhere' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});
