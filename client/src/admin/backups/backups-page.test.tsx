// #18 the Backups screen: stored backups (made on request or before an import) to download or delete;
// "Create Backup" starts one in the background and the screen says so until it is listed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import BackupsPage from './backups-page';

afterEach(() => vi.unstubAllGlobals());

const manual = {
  name: 'backup-2026-11-28T20-10-00-000Z.zip',
  reason: 'manual',
  size: 2_500_000,
  createdAt: '2026-11-28T20:10:00.000Z',
};
const beforeImport = {
  name: 'before-import-2026-11-27T08-00-00-000Z.zip',
  reason: 'before-import',
  size: 1_200,
  createdAt: '2026-11-27T08:00:00.000Z',
};
const job = {
  id: 7,
  status: 'running',
  user: 'ada',
  createdAt: '2026-11-28T20:15:00.000Z',
  finishedAt: null,
  name: null,
  error: null,
};

describe('#18 backups screen', () => {
  it('#18: lists stored backups with their kind and size, each downloadable', async () => {
    mockApi({ 'GET /api/backups': [200, { backups: [manual, beforeImport], pending: [] }] });
    renderWithProviders(<BackupsPage />);
    const list = await screen.findByRole('table', { name: 'Backups' });
    expect(within(list).getByText('Made on request')).toBeTruthy();
    expect(within(list).getByText('Before an import')).toBeTruthy();
    expect(within(list).getByText(manual.name)).toBeTruthy();
    const download = within(list).getByRole('link', { name: `Download ${beforeImport.name}` });
    expect(download.getAttribute('href')).toBe(`/api/backups/${beforeImport.name}`);
    expect(screen.getByTestId('list-count').textContent).toBe('2 backups');
  });

  it('#18: Create Backup starts a job; while it runs the screen says so and the button waits', async () => {
    let started = false;
    const { calls } = mockApi({
      'GET /api/backups': () => [200, { backups: [], pending: started ? [job] : [] }],
      'POST /api/backups': () => {
        started = true;
        return [202, { job }];
      },
    });
    renderWithProviders(<BackupsPage />);
    await screen.findByText('No stored backups yet');
    fireEvent.click(screen.getByRole('button', { name: 'Create Backup' }));
    expect((await screen.findByTestId('backup-pending')).textContent).toContain(
      'A backup is being made (asked by ada',
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/backups')).toBe(true);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Create Backup' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });

  it('#18: Delete asks first, then deletes and refreshes the list', async () => {
    let deleted = false;
    const { calls } = mockApi({
      'GET /api/backups': () => [200, { backups: deleted ? [] : [manual], pending: [] }],
      [`DELETE /api/backups/${manual.name}`]: () => {
        deleted = true;
        return [204, undefined];
      },
    });
    renderWithProviders(<BackupsPage />);
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${manual.name}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(`"${manual.name}" (2.38 MB)`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No stored backups yet');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
