// #20: "Add to quote" adds to the browser's list with JavaScript; without it, the same form asks the
// contact page for a quote of this product (type, SKU and quantity in the address).
import { fireEvent, render, screen } from '@testing-library/react';
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

  it('#20: with JavaScript it adds the quantity to the quote list and stays on the page', () => {
    render(<AddToQuote product={product} />);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to quote' }));
    expect(screen.getByRole('status').textContent).toContain('Added 3 to your quote list.');
    expect(quoteItems().map((i) => [i.sku, i.quantity])).toEqual([['DX-150', 3]]);
  });
});
