// #18 the import history: who, when, file, status and counts, newest first and paged on the server; an
// import with errors offers them as a workbook; a running import is polled until it ends.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import ImportHistoryPage from './import-history-page';

afterEach(() => vi.unstubAllGlobals());

const base = {
  user: 'ada',
  startedAt: '2026-11-28T10:00:01.000Z',
  finishedAt: '2026-11-28T10:00:09.000Z',
  waitingFor: 0,
  progress: null,
  errorStatus: null,
};
const finished = {
  ...base,
  id: 2,
  status: 'succeeded',
  fileName: 'torches.xlsx',
  createdAt: '2026-11-28T10:00:00.000Z',
  error: null,
  imported: 12,
  updated: 3,
  errorCount: 2,
};
const failed = {
  ...base,
  id: 1,
  status: 'failed',
  fileName: 'broken.xlsx',
  createdAt: '2026-11-27T09:00:00.000Z',
  error: 'The file is not a readable .xlsx workbook.',
  errorStatus: 400,
  imported: null,
  updated: null,
  errorCount: null,
};

describe('#18 import history', () => {
  it('#18: lists each import with its file, who, status and counts; errors download as a workbook', async () => {
    const { calls } = mockApi({
      'GET /api/imports': [200, { imports: [finished, failed], total: 2, page: 1, totalPages: 1 }],
    });
    renderWithProviders(<ImportHistoryPage />, { path: '/admin/products/imports' });
    const table = await screen.findByRole('table', { name: 'Imports' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('torches.xlsx · ada');
    expect(rows[0]!.textContent).toContain('Finished');
    expect(rows[0]!.textContent).toContain('12');
    const download = within(rows[0]!).getByRole('link', { name: 'Download the 2 errors of import 2' });
    expect(download.getAttribute('href')).toBe('/api/imports/2/errors');
    expect(rows[1]!.textContent).toContain('Failed');
    expect(rows[1]!.textContent).toContain('The file is not a readable .xlsx workbook.');
    expect(calls.find((c) => c.path.startsWith('/api/imports'))!.path).toBe('/api/imports?page=1&limit=20');
  });

  it('#18: with no imports it says where they come from', async () => {
    mockApi({ 'GET /api/imports': [200, { imports: [], total: 0, page: 1, totalPages: 0 }] });
    renderWithProviders(<ImportHistoryPage />, { path: '/admin/products/imports' });
    expect(await screen.findByText('No imports yet')).toBeTruthy();
  });
});
