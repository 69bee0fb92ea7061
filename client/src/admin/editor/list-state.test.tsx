// The editor tabs' list states (#16 class: a tab that showed nothing while loading or after a failure).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { listState } from './list-state';

const base = { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn() };
const empty = <p>No highlights yet</p>;

describe('listState (product editor tabs)', () => {
  it('loading: skeleton rows announced as loading, not the empty state', () => {
    render(<div>{listState({ ...base, isPending: true }, 'highlights', empty)}</div>);
    expect(screen.getByRole('status', { name: 'Loading highlights' })).toBeTruthy();
    expect(screen.queryByText('No highlights yet')).toBeNull();
  });

  it('failed: the reason and "Try again", which refetches', () => {
    const refetch = vi.fn();
    const error = new ApiError(403, 'You do not have permission', 'You do not have permission');
    render(<div>{listState({ ...base, isError: true, error, refetch }, 'highlights', empty)}</div>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load the highlights');
    expect(alert.textContent).toContain('You do not have permission');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('empty: the tab’s empty state; rows: nothing in their place', () => {
    render(<div>{listState({ ...base, data: [] }, 'highlights', empty)}</div>);
    expect(screen.getByText('No highlights yet')).toBeTruthy();
    expect(listState({ ...base, data: [{ id: 1 }] }, 'highlights', empty)).toBeNull();
  });
});
