// #19 the audit log screen: entries with user, action and result, target and address; filters go to
// the server and into the CSV link.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import AuditPage from './audit-page';

afterEach(() => vi.unstubAllGlobals());

const entry = {
  id: 2,
  at: '2026-03-02T14:05:00.000Z',
  userId: 1,
  userLabel: 'ada',
  action: 'update',
  method: 'PATCH',
  route: '/api/products/:id',
  targetType: 'products',
  targetId: '7',
  targetLabel: null,
  result: 'success',
  status: 200,
  ip: '10.0.0.9',
  userAgent: 'Firefox',
  details: null,
};
const failed = {
  ...entry,
  id: 1,
  userId: null,
  userLabel: null,
  action: 'sign_in_failed',
  method: 'POST',
  route: '/api/login',
  targetType: 'user',
  targetId: null,
  targetLabel: 'ada@example.com',
  result: 'denied',
  status: 401,
  details: { email: 'ada@example.com' },
};
const list = (entries: unknown[]) =>
  [
    200,
    {
      entries,
      total: entries.length,
      totalPages: 1,
      page: 1,
      limit: 50,
      targetTypes: ['products', 'user'],
      retentionDays: 365,
    },
  ] as [number, unknown];

describe('#19 audit log screen', () => {
  it('lists entries newest first; filters go to the server and into the CSV link', async () => {
    const { calls } = mockApi({
      'GET /api/audit': list([entry, failed]),
      // #21: the user filter takes every user from the small options call (the users list is paged).
      'GET /api/users/options': [200, [{ id: 1, username: 'ada' }]],
    });
    renderWithProviders(<AuditPage />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('ada');
    expect(rows[0]!.textContent).toContain('Update');
    expect(rows[0]!.textContent).toContain('products #7');
    expect(rows[1]!.textContent).toContain('Anonymous');
    expect(rows[1]!.textContent).toContain('Failed sign-in');
    expect(rows[1]!.textContent).toContain('denied · 401');
    expect(screen.getByText(/kept for 365 days/)).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/audit'))!.path).toBe('/api/audit?page=1&limit=50');
    await chooseOption(screen.getByRole('combobox', { name: 'Action' }), 'Failed sign-in');
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/api/audit?action=sign_in_failed&page=1&limit=50'));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/audit/export?action=sign_in_failed',
    );
  });
});
