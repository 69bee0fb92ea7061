// #20: "Add to quote" adds to the browser's list with JavaScript; without it, the same form asks the
// contact page for a quote of this product (type, SKU and quantity in the address).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AddToQuote } from './add-to-quote';
import { quoteItems, resetQuoteCache } from './quote-store';

const product = { productId: 7, sku: 'DX-150', name: 'Duplex 150', slug: 'duplex-150', imageUrl: null };

describe('Add to quote', () => {
  beforeEach(() => {
    localStorage.clear();
    resetQuoteCache();
  });

  it('#20: without JavaScript the form goes to /contact with type=quote, the SKU and the quantity', () => {
    const { container } = render(<AddToQuote product={product} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/contact');
    expect(form.getAttribute('method')).toBe('get');
    const data = new FormData(form);
    expect([data.get('type'), data.get('sku'), data.get('quantity')]).toEqual(['quote', 'DX-150', '1']);
  });

  it('#20: with JavaScript it adds the quantity to the quote list and stays on the page', async () => {
    render(<AddToQuote product={product} />);
    fireEvent.change(screen.getByLabelText('Quantity of Duplex 150'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to quote Duplex 150' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Added 3 to quote.'));
    expect(quoteItems().map((i) => [i.sku, i.quantity])).toEqual([['DX-150', 3]]);
  });

  it('#20: on a card (compact) the browser refuses a quantity over 100,000; a second add grows the line', async () => {
    render(<AddToQuote product={product} compact />);
    expect(screen.getByText('Qty')).toBeTruthy();
    const qty = screen.getByRole('spinbutton', { name: 'Qty of Duplex 150' });
    const add = screen.getByRole('button', { name: 'Add to quote Duplex 150' });
    fireEvent.change(qty, { target: { value: '250000' } });
    fireEvent.click(add);
    expect((qty as HTMLInputElement).validity.rangeOverflow).toBe(true);
    fireEvent.change(qty, { target: { value: '4' } });
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Added 4'));
    fireEvent.click(add);
    await waitFor(() => expect(quoteItems().map((i) => i.quantity)).toEqual([8]));
    expect(screen.getByRole('link', { name: 'View quote list' }).getAttribute('href')).toBe('/quote');
  });

  it('#20: a line that would pass 100,000 is refused with the reason, and the list is unchanged', async () => {
    render(<AddToQuote product={product} />);
    const qty = screen.getByLabelText('Quantity of Duplex 150');
    const add = screen.getByRole('button', { name: 'Add to quote Duplex 150' });
    fireEvent.change(qty, { target: { value: '99999' } });
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Added 99,999 to quote.'));
    fireEvent.change(qty, { target: { value: '2' } });
    fireEvent.click(add);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'Your quote list already has 99,999 of this product; a line can hold at most 100,000.',
      ),
    );
    expect(quoteItems().map((i) => i.quantity)).toEqual([99_999]);
  });
});
