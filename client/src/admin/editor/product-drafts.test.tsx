// #19 the product editor and its draft: while the product has a draft, the specifications tab edits the
// draft's values (…/draft/specs; the published ones stay live until Publish) and says so; without a
// draft it edits the live ones. The schedule control: set (time zone said, the server's message at the
// field), change and clear; a viewer sees the schedule but no buttons.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from '../../../../core/schemas/drafts';
import { noDraft } from '../../../../tests/helpers/drafts';
import { adminUser, chooseOption, renderWithProviders } from '../../../../tests/helpers/render';
import { AdminApp } from '../admin-app';
import { editorApi, specValue } from './editor-fixtures';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const draft: Draft = { ...noDraft, exists: true, fields: { price: '279.00' }, userLabel: 'ada' };

async function openTab(name: string) {
  renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
  const trigger = await screen.findByRole('tab', { name });
  fireEvent.mouseDown(trigger);
  await waitFor(() => expect(trigger.getAttribute('aria-selected')).toBe('true'));
}

describe('#19 the specifications tab and the draft', () => {
  it('with a draft: lists, adds and removes the draft values, never the live ones', async () => {
    const drafted = specValue({ id: 1, displayValue: '1300 °C', valueNumber: '1300' });
    const { calls } = editorApi({
      'GET /api/products/11/draft': [200, draft],
      'GET /api/products/11/draft/specs': [200, [drafted]],
      'POST /api/products/11/draft/specs': [201, specValue({ id: 4, specDefinitionId: 4 })],
      'PATCH /api/products/11/draft/specs/1': [200, drafted],
      'DELETE /api/products/11/draft/specs/1': [204, undefined],
    });
    await openTab('Specifications');
    expect((await screen.findByRole('note')).textContent).toContain("editing the draft's specifications");
    const card = await screen.findByTestId('spec-card');
    expect(card.textContent).toContain('1300 °C');
    await chooseOption(screen.getByLabelText('Specification'), 'Hose');
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '2 m' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Specification added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/products/11/draft/specs',
      body: { productId: 11, specDefinitionId: 4, valueString: '2 m' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Max Temperature' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove specification?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/products/11/draft/specs/1')).toBe(
        true,
      ),
    );
    // The draft bar is told: its list of changes is fetched again.
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'GET' && c.path === '/api/products/11/draft').length,
      ).toBeGreaterThan(1),
    );
    expect(calls.some((c) => c.path === '/api/products/11/specs')).toBe(false);
  });

  it('without a draft: the live values, no note', async () => {
    const { calls } = editorApi({
      'GET /api/products/11/draft': [200, noDraft],
      'GET /api/products/11/specs': [200, [specValue()]],
    });
    await openTab('Specifications');
    expect((await screen.findByTestId('spec-card')).textContent).toContain('1200 °C');
    expect(screen.queryByRole('note')).toBeNull();
    expect(calls.some((c) => c.path === '/api/products/11/draft/specs')).toBe(false);
  });
});

describe('#19 scheduling in the product editor', () => {
  it('sets a schedule with the server message at the field, then shows it', async () => {
    let schedule: Draft['schedule'] = null;
    const { calls } = editorApi({
      'GET /api/products/11/draft': () => [200, { ...noDraft, schedule }],
      'PUT /api/products/11/schedule': (body: unknown) => {
        const b = body as { publishAt: string | null; unpublishAt: string | null };
        if (!b.publishAt && !b.unpublishAt)
          return [
            400,
            {
              error: 'Choose a time to publish or to unpublish',
              details: { publishAt: ['Choose a time to publish or to unpublish'] },
            },
          ];
        schedule = { ...b, error: null, userLabel: 'admin' };
        return [200, schedule];
      },
    });
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    const section = await screen.findByRole('region', { name: 'Scheduled publishing' });
    fireEvent.click(within(section).getByRole('button', { name: 'Set schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule publishing' });
    expect(dialog.textContent).toContain('Times are in your time zone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await within(dialog).findByText('Choose a time to publish or to unpublish')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Publish at/), { target: { value: '2030-01-01T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule publishing' })).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
      publishAt: new Date('2030-01-01T09:00').toISOString(),
      unpublishAt: null,
    });
    await waitFor(() => expect(within(section).getByTestId('schedule-publish').textContent).toMatch(/2030/));
    expect(within(section).getByRole('button', { name: 'Change schedule' })).toBeTruthy();
  });

  it('a viewer reads the schedule without buttons', async () => {
    editorApi({
      'GET /api/user': [200, { ...adminUser, role: 'viewer' }],
      'GET /api/products/11/draft': [
        200,
        {
          ...noDraft,
          schedule: {
            publishAt: null,
            unpublishAt: '2030-05-01T10:00:00.000Z',
            error: null,
            userLabel: 'ada',
          },
        },
      ],
    });
    renderWithProviders(<AdminApp />, { path: '/admin/products/11' });
    const section = await screen.findByRole('region', { name: 'Scheduled publishing' });
    expect(within(section).getByTestId('schedule-unpublish').textContent).toMatch(/Unpublishes .*2030.*UTC/);
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
