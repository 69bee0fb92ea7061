// The quote page (#20): lists the stored products, edits and removes them, sends ONE request with
// all lines and the contact fields, then empties the list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import { QuotePage } from './quote-page';
import { addToQuote, quoteItems, resetQuoteCache } from './quote-store';

const product = (id: number) => ({
  productId: id,
  sku: `PT-${id}`,
  name: `Torch ${id}`,
  slug: `torch-${id}`,
  imageUrl: null,
});

beforeEach(() => {
  localStorage.clear();
  resetQuoteCache();
});
afterEach(() => vi.unstubAllGlobals());

describe('quote page (#20)', () => {
  it('edits a quantity, removes a product and sends one request with every line', async () => {
    addToQuote(product(1), 2);
    addToQuote(product(2), 5);
    addToQuote(product(3), 1);
    const { calls } = mockApi({
      'POST /api/contacts': [201, { id: 1, status: 'new', createdAt: '2026-01-01T00:00:00.000Z' }],
    });
    renderWithProviders(<QuotePage />);
    const list = screen.getByRole('list', { name: 'Products in your quote list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const qty = screen.getByRole('spinbutton', { name: 'Quantity of Torch 2' });
    fireEvent.change(qty, { target: { value: '40' } });
    fireEvent.blur(qty);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Torch 3' }));
    expect(quoteItems().map((i) => i.quantity)).toEqual([2, 40]);
    // Every contact field is drawn as a field (a loop variable once took the style's name).
    for (const label of [/^Name/, /^Email/, /^Company/, /^Phone/])
      expect(screen.getByLabelText(label).className).toContain('border-slate-300');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request quote' }));
    await screen.findByText(/your quote request was sent/);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      name: 'Grace',
      type: 'quote',
      lines: [
        { productId: 1, sku: 'PT-1', name: 'Torch 1', quantity: 2 },
        { productId: 2, sku: 'PT-2', name: 'Torch 2', quantity: 40 },
      ],
    });
    await waitFor(() => expect(quoteItems()).toEqual([]));
  });

  it('#20: a quantity outside 1–100,000 is refused where it was typed and nothing is sent until it is corrected', async () => {
    addToQuote(product(1), 2);
    addToQuote(product(2), 5);
    const { calls } = mockApi({
      'POST /api/contacts': [201, { id: 1, status: 'new', createdAt: '2026-01-01T00:00:00.000Z' }],
    });
    renderWithProviders(<QuotePage />);
    const qty = screen.getByRole('spinbutton', { name: 'Quantity of Torch 2' });
    fireEvent.change(qty, { target: { value: '100001' } });
    fireEvent.blur(qty);
    expect(qty.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Quantity must be between 1 and 100,000').id).toBe(
      qty.getAttribute('aria-describedby'),
    );
    expect(quoteItems().map((i) => i.quantity)).toEqual([2, 5]); // the list keeps what it had
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request quote' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Correct the quantity of Torch 2: each must be a whole number from 1 to 100,000.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(qty, { target: { value: '0' } });
    fireEvent.blur(qty);
    expect(screen.getByText('Quantity must be between 1 and 100,000')).toBeTruthy();
    fireEvent.change(qty, { target: { value: '100000' } });
    fireEvent.blur(qty);
    // A stored quantity redraws its box.
    const stored = screen.getByRole('spinbutton', { name: 'Quantity of Torch 2' });
    expect(stored.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Quantity must be between 1 and 100,000')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Request quote' }));
    await screen.findByText(/your quote request was sent/);
    expect(calls.filter((c) => c.method === 'POST')[0]!.body).toMatchObject({
      lines: [{ quantity: 2 }, { quantity: 100_000 }],
    });
  });

  it('#20: a limit the server refuses (400) is said in the page', async () => {
    addToQuote(product(1), 2);
    mockApi({
      'POST /api/contacts': [
        400,
        {
          error: 'A quote request can hold at most 100 products',
          details: { lines: ['A quote request can hold at most 100 products'] },
        },
      ],
    });
    renderWithProviders(<QuotePage />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request quote' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A quote request can hold at most 100 products',
    );
    expect(quoteItems()).toHaveLength(1); // kept, to correct and send again
  });

  it('an empty list says so and offers the catalogue', () => {
    renderWithProviders(<QuotePage />);
    expect(screen.getByText(/Your quote list is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/products');
  });
});
