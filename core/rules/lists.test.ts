import { describe, expect, it } from 'vitest';
import { splitList } from './lists';

describe('splitList', () => {
  it('trims each entry and drops blank ones', () => {
    expect(splitList(' a, b ,,c , ')).toEqual(['a', 'b', 'c']);
  });

  it('gives an empty list for nothing', () => {
    expect(splitList(undefined)).toEqual([]);
    expect(splitList(null)).toEqual([]);
    expect(splitList('')).toEqual([]);
    expect(splitList(' , ,')).toEqual([]);
  });

  it('splits by another separator (import cells use "|")', () => {
    expect(splitList('Small| Medium |Large', { separator: '|' })).toEqual(['Small', 'Medium', 'Large']);
    // A comma is part of an entry when the separator is "|".
    expect(splitList('a,b|c', { separator: '|' })).toEqual(['a,b', 'c']);
  });

  it('drops repeats keeping the first, only when asked', () => {
    expect(splitList('b,a,b,a,c')).toEqual(['b', 'a', 'b', 'a', 'c']);
    expect(splitList('b,a,b, a,c', { unique: true })).toEqual(['b', 'a', 'c']);
    // Repeats are exact: case differs, both stay.
    expect(splitList('A,a', { unique: true })).toEqual(['A', 'a']);
  });

  it('keeps at most max entries, counted after blanks and repeats are dropped', () => {
    expect(splitList('a,,a,b,c,d', { unique: true, max: 3 })).toEqual(['a', 'b', 'c']);
    expect(splitList('a,b', { max: 5 })).toEqual(['a', 'b']);
    expect(splitList('a,b', { max: 0 })).toEqual([]);
  });
});
