// The one delete confirmation (#14): the specification's question, then what else the delete changes,
// from the server's usage answer (list counts until it answers).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, renderWithProviders } from '../../../../tests/helpers/render';
import { useDeleteImpact } from '../../admin/shared/use-delete-mutation';
import { ConfirmDialog, deleteMessage } from './confirm-dialog';

afterEach(() => vi.unstubAllGlobals());

function BrandDelete({ id, listCount }: { id: number | null; listCount?: number }) {
  const impact = useDeleteImpact('brands', id, listCount === undefined ? undefined : { products: listCount });
  return (
    <ConfirmDialog
      open={id !== null}
      onOpenChange={() => {}}
      title="Delete brand?"
      description={deleteMessage('Torchworks')}
      impact={impact}
      onConfirm={() => {}}
    />
  );
}

describe('ConfirmDialog impact (#14)', () => {
  it('#14: shows the server’s sentence under the specified question ("30 products use this brand")', async () => {
    const { calls } = mockApi({
      'GET /api/brands/5/usage': [
        200,
        {
          counts: { products: 30 },
          impact: ['30 products use this brand; they will be left without a brand.'],
          blocked: false,
        },
      ],
    });
    renderWithProviders(<BrandDelete id={5} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete "Torchworks"? This action cannot be undone.'),
    ).toBeTruthy();
    expect(
      await within(dialog).findByText('30 products use this brand; they will be left without a brand.'),
    ).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/brands/5/usage']);
  });

  it('#14: says it is checking while the usage loads and nothing is known yet', async () => {
    mockApi({ 'GET /api/brands/5/usage': pending() });
    renderWithProviders(<BrandDelete id={5} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Checking what else this delete changes…')).toBeTruthy();
  });

  it('#14: the list’s counts give the sentence at once; the server’s fresh count replaces it', async () => {
    let answer: (v: [number, unknown]) => void = () => {};
    mockApi({ 'GET /api/brands/5/usage': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<BrandDelete id={5} listCount={1} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('1 product uses this brand; it will be left without a brand.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText('Checking what else this delete changes…')).toBeNull();
    answer([
      200,
      {
        counts: { products: 2 },
        impact: ['2 products use this brand; they will be left without a brand.'],
        blocked: false,
      },
    ]);
    expect(
      await within(dialog).findByText('2 products use this brand; they will be left without a brand.'),
    ).toBeTruthy();
    expect(
      within(dialog).queryByText('1 product uses this brand; it will be left without a brand.'),
    ).toBeNull();
  });

  it('#14: nothing else affected: only the question; no usage call without an open dialog', async () => {
    const { calls } = mockApi({
      'GET /api/brands/5/usage': [200, { counts: { products: 0 }, impact: [], blocked: false }],
    });
    const view = renderWithProviders(<BrandDelete id={5} />);
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).queryByTestId('delete-impact')).toBeNull());
    view.unmount();
    calls.length = 0;
    renderWithProviders(<BrandDelete id={null} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});
