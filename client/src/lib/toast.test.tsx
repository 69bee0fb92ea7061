import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { reducer, toast, useToast } from './toast';

let seen: number[] = [];
function Probe() {
  const { toasts } = useToast();
  seen.push(toasts.length);
  return null;
}

describe('notifications (document 000 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('API-02 API-03: at most one is visible; one can be added, updated and dismissed', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD', toast: { id: '1', title: 'First', open: true } });
    state = reducer(state, { type: 'ADD', toast: { id: '2', title: 'Second', open: true } });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
    state = reducer(state, { type: 'UPDATE', toast: { id: '2', title: 'Changed' } });
    expect(state.toasts[0]!.title).toBe('Changed');
    state = reducer(state, { type: 'DISMISS', toastId: '2' });
    expect(state.toasts[0]!.open).toBe(false);
  });

  it('API-05: a dismissed notification is removed after 1,000,000 ms', () => {
    seen = [];
    render(<Probe />);
    act(() => {
      toast({ title: 'Hello' }).dismiss();
    });
    seen = [];
    act(() => vi.advanceTimersByTime(999_999));
    expect(seen).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(seen.at(-1)).toBe(0);
  });

  it('API-04 CONST-01 CONST-02 API-19: shows for 5000 ms, closes on F8 region, destructive variant', () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Save failed',
        description: 'Failed to save brand. Please try again.',
        variant: 'destructive',
      });
    });
    const node = screen.getByTestId('toast');
    expect(node.getAttribute('data-variant')).toBe('destructive');
    expect(screen.getByText('Failed to save brand. Please try again.')).toBeTruthy();
    // Radix labels the region with its hotkey: "Notifications (F8)".
    expect(screen.getByRole('region').getAttribute('aria-label')).toBe('Notifications (F8)');
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByTestId('toast').getAttribute('data-state')).toBe('open');
    act(() => vi.advanceTimersByTime(2));
    expect(screen.queryByTestId('toast')?.getAttribute('data-state') ?? 'closed').toBe('closed');
  });
});
