import { describe, expect, it } from 'vitest';
import { categoryTree, selfAndDescendants } from './category-tree';

const cats = [
  { id: 1, name: 'Torches', parentId: null },
  { id: 2, name: 'Tips', parentId: 1 },
  { id: 3, name: 'Brass tips', parentId: 2 },
  { id: 4, name: 'Accessories', parentId: null },
  { id: 5, name: 'Hoses', parentId: 1 },
];

describe('category tree', () => {
  it('orders depth-first with siblings by name and gives each its depth', () => {
    expect(categoryTree(cats).map((e) => `${e.depth}:${e.category.name}`)).toEqual([
      '0:Accessories',
      '0:Torches',
      '1:Hoses',
      '1:Tips',
      '2:Brass tips',
    ]);
  });

  it('CAT-04 CAT-08: a category may not move under itself or any descendant', () => {
    expect([...selfAndDescendants(cats, 1)].sort()).toEqual([1, 2, 3, 5]);
    expect([...selfAndDescendants(cats, 2)].sort()).toEqual([2, 3]);
    expect([...selfAndDescendants(cats, 4)]).toEqual([4]);
  });

  it('shows damaged data (a loop, a missing parent) instead of hiding it', () => {
    const damaged = [
      { id: 1, name: 'A', parentId: 2 },
      { id: 2, name: 'B', parentId: 1 },
      { id: 3, name: 'C', parentId: 99 },
    ];
    expect(
      categoryTree(damaged)
        .map((e) => e.category.name)
        .sort(),
    ).toEqual(['A', 'B', 'C']);
  });
});
