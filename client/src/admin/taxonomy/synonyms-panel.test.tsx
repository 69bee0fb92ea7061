// The synonym groups of the search (#17): listed for viewers, added, changed and deleted by editors.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SynonymGroup } from '../../../../core/schemas/search';
import { adminUser, mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import { SynonymsPanel } from './synonyms-panel';

afterEach(() => vi.unstubAllGlobals());

const at = '2026-01-01T00:00:00.000Z';
const group: SynonymGroup = {
  id: 3,
  terms: ['acetylene', 'B-tank', 'MC-tank'],
  createdAt: at,
  updatedAt: at,
};

describe('SynonymsPanel', () => {
  it('lists the groups and adds one; a group of one term is refused before anything is sent', async () => {
    const { calls } = mockApi({
      'GET /api/user': [200, adminUser],
      'GET /api/search/synonyms': [200, [group]],
      'POST /api/search/synonyms': (body) =>
        (body as { terms: string }).terms.includes(',')
          ? [201, { ...group, id: 4, terms: ['hose', 'line'] }]
          : [400, { error: 'A synonym group needs at least two different terms' }],
    });
    renderWithProviders(<SynonymsPanel />);
    const list = await screen.findByRole('list', { name: 'Synonym groups' });
    expect(within(list).getByText('acetylene, B-tank, MC-tank')).toBeTruthy();

    const input = await screen.findByLabelText('Synonym terms');
    fireEvent.change(input, { target: { value: 'hose' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(await screen.findByText('A synonym group needs at least two different terms')).toBeTruthy();
    // The shared schema answers at once: no request for a group the server would refuse (#16).
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(input, { target: { value: 'hose, line' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Group' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ terms: 'hose, line' }),
    );
  });
});
