// #20: the header's quote link shows a number only once the browser's list is read and not empty.
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { QuoteBadge } from './quote-badge';
import { QUOTE_CHANGED, QUOTE_STORAGE_KEY } from './quote-count';

describe('quote badge', () => {
  beforeEach(() => localStorage.clear());

  it('#20: an empty list shows "Quote" without a number; adding products shows their count', () => {
    render(<QuoteBadge />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/quote');
    expect(link.textContent).toBe('Quote');
    act(() => {
      localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify([{ productId: 1 }, { productId: 2 }]));
      dispatchEvent(new Event(QUOTE_CHANGED));
    });
    expect(link.textContent).toBe('Quote 2 products');
  });
});
