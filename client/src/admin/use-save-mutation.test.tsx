// The save mutation the admin create/edit dialogs share: create or update request, success toast, refresh,
// onSaved, and on failure the toast and the server's field messages on the form.
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, renderWithProviders } from '../../../tests/helpers/render';
import { apiJson, errorMessage } from '../lib/api';
import { type SaveMutationOptions, useSaveMutation } from './use-save-mutation';

afterEach(() => vi.unstubAllGlobals());

interface Values {
  name: string;
  slug: string;
}
interface Thing {
  id: number;
  name: string;
}

const values: Values = { name: 'Bolt', slug: 'bolt' };

function Harness({
  options = {},
  onSaved = () => {},
}: {
  options?: Partial<SaveMutationOptions<Values, Thing, Values>>;
  onSaved?: (saved: Thing) => void;
}) {
  const form = useForm<Values>({ defaultValues: { name: '', slug: '' } });
  const mutation = useSaveMutation<Values, Thing, Values>({
    save: (v) => apiJson<Thing>('POST', '/api/things', v),
    success: (saved) => ['Thing created', `"${saved.name}" was saved.`],
    failure: (err) => ['Failed to save thing', errorMessage(err, 'Please try again.')],
    invalidates: () => [['/api/things'], ['/api/stats']],
    fieldErrors: { setError: form.setError, fields: ['name'] },
    onSaved,
    ...options,
  });
  const { errors } = form.formState;
  return (
    <div>
      <button type="button" onClick={() => mutation.mutate(values)}>
        Save
      </button>
      {errors.name && <p>name: {errors.name.message}</p>}
      {errors.slug && <p>slug: {errors.slug.message}</p>}
    </div>
  );
}

describe('useSaveMutation', () => {
  it('creates with the create request and the values as the body; toast, refresh, then onSaved', async () => {
    const { calls } = mockApi({ 'POST /api/things': [201, { id: 9, name: 'Bolt' }] });
    const onSaved = vi.fn();
    const view = renderWithProviders(<Harness onSaved={onSaved} />);
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thing created')).toBeTruthy();
    expect(screen.getByText('"Bolt" was saved.')).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 9, name: 'Bolt' }));
    expect(calls).toEqual([{ method: 'POST', path: '/api/things', body: values }]);
    expect(invalidate.mock.calls.map((c) => c[0]?.queryKey)).toEqual([['/api/things'], ['/api/stats']]);
    expect(invalidate.mock.invocationCallOrder.at(-1)!).toBeLessThan(onSaved.mock.invocationCallOrder[0]!);
  });

  it('updates with the update request while editing, sending the body function’s result', async () => {
    const { calls } = mockApi({ 'PATCH /api/things/9': [200, { id: 9, name: 'Bolt' }] });
    const onSaved = vi.fn();
    renderWithProviders(
      <Harness
        onSaved={onSaved}
        options={{
          save: (v) => apiJson<Thing>('PATCH', '/api/things/9', { name: v.name }),
          success: (saved) => ['Thing updated', `"${saved.name}" was saved.`],
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thing updated')).toBeTruthy();
    expect(calls).toEqual([{ method: 'PATCH', path: '/api/things/9', body: { name: 'Bolt' } }]);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('a failure shows the failure toast and puts the server messages on the listed fields only', async () => {
    mockApi({
      'POST /api/things': [
        409,
        { error: 'A thing with this name exists', details: { name: ['Name taken'], slug: ['Slug taken'] } },
      ],
    });
    const onSaved = vi.fn();
    const view = renderWithProviders(<Harness onSaved={onSaved} />);
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save thing')).toBeTruthy();
    expect(screen.getByText('A thing with this name exists')).toBeTruthy();
    expect(screen.getByText('name: Name taken')).toBeTruthy();
    expect(screen.queryByText(/^slug:/)).toBeNull();
    expect(screen.queryByText('Thing created')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('#16: an error a retry cannot fix says the server\'s reason, never "Please try again"', async () => {
    const spec = ['Save failed', 'Failed to save thing. Please try again.'] as [string, string];
    mockApi({
      'POST /api/things': [
        409,
        {
          error: 'A page with this slug already exists',
          details: { name: ['A page with this slug already exists'] },
        },
      ],
    });
    renderWithProviders(<Harness options={{ failure: () => spec }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Save failed')).toBeTruthy();
    expect(within(toast).getByText('A page with this slug already exists')).toBeTruthy();
    expect(screen.getByText('name: A page with this slug already exists')).toBeTruthy();
    expect(screen.queryByText(/try again/i)).toBeNull();
  });

  it('#16: a failure a retry may fix (5xx, no answer) keeps the specification\'s "Please try again"', async () => {
    const spec = ['Save failed', 'Failed to save thing. Please try again.'] as [string, string];
    mockApi({ 'POST /api/things': [503, { error: 'The server is busy; please try again' }] });
    const first = renderWithProviders(<Harness options={{ failure: () => spec }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save thing. Please try again.')).toBeTruthy();
    first.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<Harness options={{ failure: () => spec }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save thing. Please try again.')).toBeTruthy();
  });

  it('onSaved waits for the refresh, unless refreshInBackground', async () => {
    mockApi({ 'POST /api/things': [201, { id: 9, name: 'Bolt' }], 'GET /api/things': pending() });
    function Watching({ background, onSaved }: { background: boolean; onSaved: () => void }) {
      useQuery({ queryKey: ['/api/things'] });
      return <Harness onSaved={onSaved} options={{ refreshInBackground: background }} />;
    }
    const waiting = vi.fn();
    const first = renderWithProviders(<Watching background={false} onSaved={waiting} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thing created')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(waiting).not.toHaveBeenCalled();
    first.unmount();

    const background = vi.fn();
    renderWithProviders(<Watching background onSaved={background} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(background).toHaveBeenCalledTimes(1));
  });
});
