import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../../core/constants';
import { Tooltip, TooltipProvider } from './tooltip';

afterEach(() => vi.useRealTimers());

describe('tooltip timing (document 000 §9)', () => {
  it('CONST-03: opens after 700 ms of hover, with a 300 ms skip delay', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <Tooltip content="Edit product">
          <button type="button">Edit</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Edit' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip').textContent).toBe('Edit product');
  });
});
