// The in-memory facet index (#21) against a plain model of the SQL it replaces: totals, faceted counts
// (each facet leaving its own filter out) and pages in every sort, after loads, edits and removals.
import { describe, expect, it } from 'vitest';
import { random } from '../../../../tests/helpers/random';
import { FacetMemory, type FacetRow, type MemoryFilters, type MemorySort } from './facet-memory';

const STATUSES = ['active', 'draft', 'inactive'];
const NAMES = ['alpha torch', 'beta tip', 'Émile hose', 'duplex 😀', 'duplex ﬀ', 'zeta', 'alpha torch', ''];

function row(next: () => number, productId: number): FacetRow {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const tags = [...new Set(Array.from({ length: Math.floor(next() * 4) }, () => 1 + Math.floor(next() * 8)))];
  const specs = [1, 2, 3].flatMap((d) => (next() < 0.6 ? [`${d}:v${Math.floor(next() * 4)}`] : []));
  return {
    productId,
    status: pick(STATUSES),
    categoryId: 1 + Math.floor(next() * 6),
    tagIds: tags,
    specKeys: specs,
    nameKey: `${pick(NAMES)}${next() < 0.5 ? '' : ` ${Math.floor(next() * 5)}`}`,
    price: next() < 0.2 ? null : Math.floor(next() * 20) / 2,
    createdUs: 1_700_000_000_000_000 + Math.floor(next() * 30),
  };
}

/** What the SQL of products/filters.ts and catalogue/facets.ts answers, written plainly. */
function model(rows: FacetRow[], f: MemoryFilters, matchIds: Set<number> | null) {
  const passes = (r: FacetRow, without: { category?: boolean; tags?: boolean; spec?: number } = {}) =>
    (f.status === null || r.status === f.status) &&
    (!matchIds || matchIds.has(r.productId)) &&
    (without.category || !f.categoryIds || f.categoryIds.includes(r.categoryId)) &&
    (without.tags || !f.tagIds || r.tagIds.some((t) => f.tagIds!.includes(t))) &&
    f.specs.every(
      (s, i) => without.spec === i || (s.definitionId !== null && r.specKeys.some((k) => s.keys.includes(k))),
    );
  const count = (list: FacetRow[], key: (r: FacetRow) => Array<number | string>) => {
    const counts = new Map<number | string, number>();
    for (const r of list) for (const k of key(r)) counts.set(k, (counts.get(k) ?? 0) + 1);
    return counts;
  };
  const specCounts = [1, 2, 3].flatMap((d) => {
    const own = f.specs.findIndex((s) => s.definitionId === d);
    const list = rows.filter((r) => passes(r, own === -1 ? {} : { spec: own }));
    return [...count(list, (r) => r.specKeys.filter((k) => k.startsWith(`${d}:`)))].map(([key, n]) => ({
      definitionId: d,
      slug: String(key).split(':')[1]!,
      n,
    }));
  });
  const bytes = (s: string) => Buffer.from(s, 'utf8');
  const byName = (a: FacetRow, b: FacetRow) =>
    Buffer.compare(bytes(a.nameKey), bytes(b.nameKey)) || a.productId - b.productId;
  const sorts: Record<MemorySort, (a: FacetRow, b: FacetRow) => number> = {
    name: byName,
    status: (a, b) => (a.status < b.status ? -1 : a.status > b.status ? 1 : byName(a, b)),
    price: (a, b) =>
      a.price === b.price
        ? byName(a, b)
        : a.price === null
          ? 1
          : b.price === null
            ? -1
            : a.price - b.price || byName(a, b),
    newest: (a, b) => b.createdUs - a.createdUs || b.productId - a.productId,
    oldest: (a, b) => a.createdUs - b.createdUs || a.productId - b.productId,
    relevance: (a, b) => b.createdUs - a.createdUs || b.productId - a.productId,
  };
  const all = rows.filter((r) => passes(r));
  return {
    total: all.length,
    categories: count(
      rows.filter((r) => passes(r, { category: true })),
      (r) => [r.categoryId],
    ),
    tags: count(
      rows.filter((r) => passes(r, { tags: true })),
      (r) => r.tagIds,
    ),
    specs: specCounts,
    page: (sort: MemorySort, offset: number, limit: number) =>
      [...all]
        .sort(sorts[sort])
        .slice(offset, offset + limit)
        .map((r) => r.productId),
  };
}

const bySpec = (a: { definitionId: number; slug: string }, b: { definitionId: number; slug: string }) =>
  a.definitionId - b.definitionId || a.slug.localeCompare(b.slug);

function randomFilters(next: () => number, memory: FacetMemory, ids: number[]) {
  const some = <T>(list: T[], p: number) => list.filter(() => next() < p);
  const matchIds = next() < 0.3 ? new Set(some(ids, 0.4)) : null;
  const filters: MemoryFilters = {
    status: next() < 0.7 ? 'active' : next() < 0.5 ? null : 'draft',
    categoryIds: next() < 0.4 ? some([1, 2, 3, 4, 5, 6, 99], 0.4) : null,
    tagIds: next() < 0.4 ? some([1, 2, 3, 4, 5, 6, 7, 8], 0.3) : null,
    specs: [1, 2, 3, 4]
      .filter(() => next() < 0.3)
      .map((d) => ({
        definitionId: d === 4 ? null : d,
        keys: some(['v0', 'v1', 'v2', 'v3'], 0.5).map((v) => `${d}:${v}`),
      })),
    match: matchIds ? memory.slotsOf([...matchIds]) : null,
  };
  return { filters, matchIds };
}

describe('the in-memory facet index (#21)', () => {
  it('answers totals, faceted counts and pages as the SQL does, through loads, edits and removals', () => {
    const next = random(11);
    const memory = new FacetMemory();
    const rows = new Map<number, FacetRow>();
    let lastId = 1;
    const newId = (gap: number) => {
      lastId += gap;
      return lastId;
    };
    const load = Array.from({ length: 1500 }, () => row(next, newId(1 + Math.floor(next() * 3))));
    memory.upsert(load, { bulk: true });
    for (const r of load) rows.set(r.productId, r);

    for (let round = 0; round < 40; round++) {
      // Edits between rounds: some in place (orders updated), some in bulk (orders rebuilt).
      const bulk = round % 5 === 4;
      const ids = [...rows.keys()];
      const changed = Array.from({ length: 30 }, () => row(next, ids[Math.floor(next() * ids.length)]!));
      const added = Array.from({ length: 10 }, () => row(next, newId(1)));
      const removed = Array.from({ length: 15 }, () => ids[Math.floor(next() * ids.length)]!);
      memory.upsert([...changed, ...added], { bulk });
      for (const r of [...changed, ...added]) rows.set(r.productId, r);
      memory.remove(removed, { bulk });
      for (const id of removed) rows.delete(id);
      expect(memory.size).toBe(rows.size);

      for (let query = 0; query < 5; query++) {
        const { filters, matchIds } = randomFilters(next, memory, [...rows.keys()]);
        const view = memory.view(filters);
        const expected = model([...rows.values()], filters, matchIds);
        expect(view.total()).toBe(expected.total);
        expect(view.categoryCounts()).toEqual(expected.categories);
        expect(view.tagCounts()).toEqual(expected.tags);
        expect(view.specCounts([1, 2, 3]).sort(bySpec)).toEqual(expected.specs.sort(bySpec));
        for (const sort of ['name', 'status', 'price', 'newest', 'oldest', 'relevance'] as MemorySort[]) {
          const offset = [0, 12, 48][Math.floor(next() * 3)]!;
          expect(view.page(sort, offset, 12), `${sort} from ${offset}`).toEqual(
            expected.page(sort, offset, 12),
          );
        }
      }
    }
  });

  it('grows past its first capacity and reuses the slots of removed products', () => {
    const next = random(12);
    const memory = new FacetMemory();
    const first = Array.from({ length: 3000 }, (_, i) => row(next, i + 1));
    memory.upsert(first);
    memory.remove(first.slice(0, 1000).map((r) => r.productId));
    memory.upsert(Array.from({ length: 1000 }, (_, i) => row(next, 10_000 + i)));
    expect(memory.size).toBe(3000);
    const view = memory.view({ status: null, categoryIds: null, tagIds: null, specs: [], match: null });
    expect(view.total()).toBe(3000);
    expect(view.page('oldest', 0, 3000)).toHaveLength(3000);
    expect(new Set(view.page('name', 0, 5000))).toEqual(
      new Set([
        ...first.slice(1000).map((r) => r.productId),
        ...Array.from({ length: 1000 }, (_, i) => 10_000 + i),
      ]),
    );
  });
});

describe('slots of search matches (#17)', () => {
  it('reads ids from a list or from their text, leaving unknown ids out, past the dense id range too', () => {
    const next = random(13);
    const memory = new FacetMemory();
    const ids = [1, 2, 77, 4096, 70_000, 2 ** 24 + 5, 2 ** 31 - 1];
    memory.upsert(ids.map((id) => row(next, id)));
    const slotsOf = (list: number[]) =>
      memory
        .slotsOf(list)
        .slots()
        .sort((a, b) => a - b);
    const wanted = [2, 4096, 2 ** 24 + 5, 2 ** 31 - 1, 999];
    const expected = wanted.filter((id) => ids.includes(id)).map((id) => memory.slotFor(id)!);
    expect(slotsOf(wanted)).toEqual(expected.sort((a, b) => a - b));
    expect(memory.slotsOfText(wanted.join(',')).slots()).toEqual(slotsOf(wanted));
    expect(memory.slotsOfText('').count()).toBe(0);
    memory.remove([2 ** 24 + 5, 2]);
    expect(memory.has(2)).toBe(false);
    expect(memory.has(2 ** 24 + 5)).toBe(false);
    expect(memory.size).toBe(ids.length - 2);
  });
});
