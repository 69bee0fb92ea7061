// The bit arrays and postings of the in-memory facet index (#21), against plain sets.
import { describe, expect, it } from 'vitest';
import { random } from '../../../../tests/helpers/random';
import { Bits, Posting, popcount32 } from './slot-set';

describe('slot sets of the facet index (#21)', () => {
  it('counts bits of a word', () => {
    expect(popcount32(0)).toBe(0);
    expect(popcount32(0xffffffff)).toBe(32);
    expect(popcount32(0x80000001)).toBe(2);
    expect(popcount32(0x12345678)).toBe(13);
  });

  it('Bits: set, test, and, or, andNot, counts and slots agree with a Set', () => {
    const next = random(1);
    const size = 5000;
    const a = new Bits(size);
    const b = new Bits(size);
    const sa = new Set<number>();
    const sb = new Set<number>();
    for (let i = 0; i < 1500; i++) {
      const x = Math.floor(next() * size);
      const y = Math.floor(next() * size);
      a.add(x);
      sa.add(x);
      b.add(y);
      sb.add(y);
    }
    a.delete(7);
    sa.delete(7);
    expect(a.count()).toBe(sa.size);
    expect(a.slots()).toEqual([...sa].sort((x, y) => x - y));
    const both = [...sa].filter((x) => sb.has(x));
    expect(a.andCount(b)).toBe(both.length);
    expect(a.clone().and(b).slots()).toEqual(both.sort((x, y) => x - y));
    expect(a.clone().or(b).count()).toBe(new Set([...sa, ...sb]).size);
    // andNot (#17 relevance tiers: what earlier tiers took is left out).
    expect(a.clone().andNot(b).slots()).toEqual([...sa].filter((x) => !sb.has(x)).sort((x, y) => x - y));
    expect(a.clone().andNot(new Bits(0)).count()).toBe(sa.size);
    // A shorter operand counts as empty past its end.
    expect(a.clone().and(new Bits(0)).count()).toBe(0);
    expect(new Bits(64).has(63)).toBe(false);
  });

  it('Posting: stays a list while small, turns into bits when large and back, with the same answers', () => {
    const capacity = 1 << 14;
    const posting = new Posting(capacity);
    const reference = new Set<number>();
    const next = random(2);
    const base = new Bits(capacity);
    for (let i = 0; i < capacity; i += 3) base.add(i);
    const check = () => {
      expect(posting.size).toBe(reference.size);
      const inBase = [...reference].filter((x) => x % 3 === 0).length;
      expect(posting.countIn(base)).toBe(inBase);
      const target = new Bits(capacity);
      posting.addTo(target);
      expect(target.slots()).toEqual([...reference].sort((x, y) => x - y));
      for (const x of [...reference].slice(0, 20)) expect(posting.has(x)).toBe(true);
    };
    for (let i = 0; i < 40; i++) {
      const x = Math.floor(next() * capacity);
      posting.add(x);
      posting.add(x); // twice: once
      reference.add(x);
    }
    expect(posting.dense).toBe(false);
    check();
    for (let i = 0; i < 2000; i++) {
      const x = Math.floor(next() * capacity);
      posting.add(x);
      reference.add(x);
    }
    expect(posting.dense).toBe(true);
    check();
    for (const x of [...reference].slice(0, reference.size - 30)) {
      posting.delete(x);
      reference.delete(x);
    }
    posting.delete(capacity - 1);
    expect(posting.dense).toBe(false);
    check();
    // Growing the index widens dense bits.
    for (let i = 0; i < 2000; i++) {
      posting.add(i * 7);
      reference.add(i * 7);
    }
    posting.resize(capacity * 2);
    posting.add(capacity * 2 - 1);
    reference.add(capacity * 2 - 1);
    expect(posting.has(capacity * 2 - 1)).toBe(true);
    expect(posting.size).toBe(reference.size);
  });
});
