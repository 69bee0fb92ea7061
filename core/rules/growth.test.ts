import { describe, expect, it } from 'vitest';
import { growthCaption } from './growth';

describe('growth captions (SHELL-19)', () => {
  it('SHELL-19: computes the month-over-month change from real figures', () => {
    expect(growthCaption({ thisMonth: 28, lastMonth: 25 })).toBe('12% from last month');
    expect(growthCaption({ thisMonth: 23, lastMonth: 25 })).toBe('-8% from last month');
    expect(growthCaption({ thisMonth: 4, lastMonth: 4 })).toBe('No change from last month');
    expect(growthCaption({ thisMonth: 0, lastMonth: 0 })).toBe('No change from last month');
    expect(growthCaption({ thisMonth: 3, lastMonth: 0 })).toBe('New this month');
    expect(growthCaption({ thisMonth: 0, lastMonth: 3 })).toBe('-100% from last month');
    expect(growthCaption({ thisMonth: 1001, lastMonth: 1000 })).toBe('No change from last month');
  });
});
