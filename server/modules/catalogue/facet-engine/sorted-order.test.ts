// The facet index's sort orders (#21): names compare as PostgreSQL's collate "C" does (UTF-8 bytes),
// and an order updated in place stays equal to a fresh sort.
import { describe, expect, it } from 'vitest';
import { random } from '../../../../tests/helpers/random';
import { compareCodePoints, SortedOrder } from './sorted-order';

const sign = (n: number) => Math.sign(n);

describe('sort orders of the facet index (#21)', () => {
  it('compares strings in UTF-8 byte order, surrogate pairs included', () => {
    const samples = [
      'a',
      'B',
      'b',
      'é',
      'ﬀ',
      '😀',
      '\uffff',
      'z',
      '',
      'aa',
      '日本',
      '\ud7ff',
      'Ω',
      'torch 😀',
      'torch ﬀ',
    ];
    for (const x of samples)
      for (const y of samples)
        expect(sign(compareCodePoints(x, y)), `${x} vs ${y}`).toBe(
          sign(Buffer.compare(Buffer.from(x, 'utf8'), Buffer.from(y, 'utf8'))),
        );
  });

  it('keeps an order by insert and remove equal to a fresh sort', () => {
    const next = random(3);
    const keys: number[] = [];
    const compare = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
    const order = new SortedOrder(compare);
    for (let i = 0; i < 300; i++) keys.push(Math.floor(next() * 50));
    order.rebuild(keys.map((_, i) => i));
    const live = new Set(keys.map((_, i) => i));
    for (let step = 0; step < 500; step++) {
      const slot = Math.floor(next() * keys.length);
      if (live.has(slot)) {
        expect(order.remove(slot)).toBe(true);
        live.delete(slot);
      } else {
        keys[slot] = Math.floor(next() * 50);
        order.insert(slot);
        live.add(slot);
      }
    }
    expect([...order.slots]).toEqual([...live].sort(compare));
    expect(order.remove(-1)).toBe(false);
  });
});
