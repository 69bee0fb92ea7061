import { describe, expect, it } from 'vitest';
import { formatPrice } from './utils';

describe('formatPrice', () => {
  it('PUB-52 #15: writes prices as en-US with two decimals, as Intl does, without creating a formatter', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of [
      0, 0.5, 1, 9.999, 12.345, 99, 999.99, 1000, 1234.5, 99999.99, 1234567.891, 1e12, -42.1,
    ]) {
      expect(formatPrice(String(value))).toBe(intl.format(value));
    }
    expect(formatPrice('1234.50')).toBe('1,234.50');
    expect(formatPrice('')).toBeNull();
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice('abc')).toBeNull();
  });
});
