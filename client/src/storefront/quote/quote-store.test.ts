// The quote list's store (#20): kept in localStorage, limits applied, a reload reads it back.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToQuote,
  addTyped,
  clearQuote,
  QUOTE_STORAGE_KEY,
  quoteItems,
  removeFromQuote,
  resetQuoteCache,
  setQuoteQuantity,
} from './quote-store';

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

describe('quote store (#20)', () => {
  it('adds products with quantities, adds to an existing line, and survives a reload', () => {
    expect(addToQuote(product(1), 3)).toEqual({ added: true });
    addToQuote(product(2), 10);
    addToQuote(product(1), 2);
    expect(quoteItems().map((i) => [i.sku, i.quantity])).toEqual([
      ['PT-1', 5],
      ['PT-2', 10],
    ]);
    resetQuoteCache(); // a reload: read from storage again
    expect(JSON.parse(localStorage.getItem(QUOTE_STORAGE_KEY)!)).toHaveLength(2);
    expect(quoteItems().map((i) => i.quantity)).toEqual([5, 10]);
    expect(setQuoteQuantity(2, 7)).toBeNull();
    removeFromQuote(1);
    expect(quoteItems()).toEqual([{ ...product(2), quantity: 7 }]);
    clearQuote();
    expect(localStorage.getItem(QUOTE_STORAGE_KEY)).toBeNull();
  });

  it('#20: refuses a quantity outside 1–100,000 or not whole, and a 101st product, saying why; nothing changes', () => {
    const range = 'Quantity must be between 1 and 100,000';
    for (const q of [0, -3, 100_001, 1e9])
      expect(addToQuote(product(1), q)).toEqual({ added: false, reason: range });
    expect(addToQuote(product(1), 2.5)).toEqual({ added: false, reason: 'Quantity must be a whole number' });
    expect(addToQuote(product(1), Number.NaN)).toEqual({
      added: false,
      reason: 'Quantity must be a whole number',
    });
    expect(quoteItems()).toEqual([]);
    expect(addToQuote(product(1), 100_000)).toEqual({ added: true });
    expect(addToQuote(product(1), 1)).toEqual({
      added: false,
      reason: 'Your quote list already has 100,000 of this product; a line can hold at most 100,000.',
    });
    expect(setQuoteQuantity(1, 100_001)).toBe(range);
    expect(setQuoteQuantity(1, 0)).toBe(range);
    expect(quoteItems().map((i) => i.quantity)).toEqual([100_000]);
    for (let i = 2; i <= 100; i++) expect(addToQuote(product(i), 1)).toEqual({ added: true });
    const full = 'Your quote list is full (100 products). Send it or remove a product first.';
    expect(addToQuote(product(101), 1)).toEqual({ added: false, reason: full });
    expect(addToQuote(product(5), 1)).toEqual({ added: true }); // an existing line still grows
    expect(quoteItems()).toHaveLength(100);
    expect(addTyped(product(102), '3')).toEqual({ added: false, said: full });
  });

  it('"Add to quote" takes what was typed, says what it added, and refuses what the server would', () => {
    expect(addTyped(product(1), '3')).toEqual({ added: true, said: 'Added 3 to quote.' });
    expect(addTyped(product(1), '2000')).toEqual({ added: true, said: 'Added 2,000 to quote.' });
    expect(addTyped(product(1), '2.6')).toEqual({ added: false, said: 'Quantity must be a whole number' });
    expect(addTyped(product(1), '')).toEqual({ added: false, said: 'Quantity must be a whole number' });
    expect(addTyped(product(1), '250000')).toEqual({
      added: false,
      said: 'Quantity must be between 1 and 100,000',
    });
    expect(quoteItems().map((i) => i.quantity)).toEqual([2003]);
  });

  it('ignores damaged storage', () => {
    localStorage.setItem(QUOTE_STORAGE_KEY, '{not json');
    expect(quoteItems()).toEqual([]);
    resetQuoteCache();
    localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify([{ sku: 1 }, { ...product(3), quantity: -4 }]));
    expect(quoteItems()).toEqual([{ ...product(3), quantity: 1 }]);
  });
});
