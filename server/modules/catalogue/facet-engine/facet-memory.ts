// The catalogue's filter index in memory: one slot per product with its status, category, tags,
// filterable specification values and sort keys, as postings per value (slot-set.ts) and three sort
// orders (sorted-order.ts). Filters, totals, faceted counts and the top-N of a page are computed here
// in microseconds to a few milliseconds instead of scanning rows in the database. Nothing here does
// I/O: engine.ts fills it from product_facets and keeps it in step (docs/decisions.md, #21).
import { Bits, Posting } from './slot-set';
import { compareCodePoints, SortedOrder } from './sorted-order';

/** One product_facets row as the index holds it. */
export interface FacetRow {
  productId: number;
  status: string;
  categoryId: number;
  tagIds: number[];
  /** "definitionId:valueSlug" of its filterable specification values. */
  specKeys: string[];
  /** lower(name) */
  nameKey: string;
  price: number | null;
  /** created_at in microseconds since the epoch (exact: below 2^53). */
  createdUs: number;
}

/** Filters resolved to what the index holds (see products/filters.ts ProductFilters). */
export interface MemoryFilters {
  /** null: every status. */
  status: string | null;
  /** null: not filtered; empty: matches nothing. */
  categoryIds: number[] | null;
  tagIds: number[] | null;
  /** One entry per specification filter; definitionId null (no such definition) matches nothing. */
  specs: Array<{ definitionId: number | null; keys: string[] }>;
  /** The search's matches as slots (engine.ts matchSlots); null: no search. */
  match: Bits | null;
}

export type MemorySort = 'newest' | 'oldest' | 'name' | 'status' | 'price' | 'relevance';

/** A product's tags and specification keys, shared by every product with the same combination. */
interface KeySet {
  tags: number[];
  specs: number[];
}

const MIN_CAPACITY = 1024;
/** Product ids below this are looked up in an array (ids are a database sequence, so dense). */
const DENSE_IDS = 1 << 24;

/** Product id → slot: an array indexed by id (slot + 1; 0 is none), a map for ids past DENSE_IDS. */
class SlotTable {
  private dense = new Int32Array(1024);
  private readonly sparse = new Map<number, number>();
  size = 0;

  get(id: number): number | undefined {
    if (id >= 0 && id < this.dense.length) {
      const slot = this.dense[id]!;
      return slot === 0 ? undefined : slot - 1;
    }
    return this.sparse.get(id);
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  set(id: number, slot: number): void {
    if (!this.has(id)) this.size++;
    if (id >= 0 && id < DENSE_IDS && Number.isInteger(id)) {
      if (id >= this.dense.length) {
        let length = this.dense.length;
        while (length <= id) length *= 2;
        const grown = new Int32Array(Math.min(length, DENSE_IDS));
        grown.set(this.dense);
        this.dense = grown;
      }
      this.dense[id] = slot + 1;
    } else this.sparse.set(id, slot);
  }

  delete(id: number): void {
    if (!this.has(id)) return;
    this.size--;
    if (id >= 0 && id < this.dense.length) this.dense[id] = 0;
    else this.sparse.delete(id);
  }
}

export class FacetMemory {
  private slotCapacity = MIN_CAPACITY;
  private highWater = 0;
  private readonly free: number[] = [];
  private readonly slotOf = new SlotTable();
  private idOf = new Int32Array(MIN_CAPACITY);
  private statusOf = new Uint8Array(MIN_CAPACITY);
  private categoryOf = new Int32Array(MIN_CAPACITY);
  private keySetOf = new Int32Array(MIN_CAPACITY);
  private priceOf = new Float64Array(MIN_CAPACITY);
  private createdOf = new Float64Array(MIN_CAPACITY);
  private nameOf: string[] = [];
  private live = new Bits(MIN_CAPACITY);

  /** Status names by code (code 0 is unused); their postings. */
  private readonly statusNames: string[] = [''];
  private readonly statusCodes = new Map<string, number>();
  private readonly byStatus = new Map<number, Posting>();
  private readonly byCategory = new Map<number, Posting>();
  private readonly byTag = new Map<number, Posting>();
  /** Specification keys by index, their definitions and postings. */
  private readonly specKeys: string[] = [];
  private readonly specIndex = new Map<string, number>();
  private readonly specDefinition: number[] = [];
  private readonly bySpec: Posting[] = [];
  private readonly keySets: KeySet[] = [{ tags: [], specs: [] }];
  private readonly keySetIndex = new Map<string, number>([['|', 0]]);

  private readonly orders = {
    name: new SortedOrder((a, b) => this.compareName(a, b)),
    price: new SortedOrder((a, b) => this.comparePrice(a, b)),
    newest: new SortedOrder((a, b) => this.compareNewest(a, b)),
  };
  /** False after a bulk change: the orders are rebuilt when a page next needs them. */
  private ordersValid = false;

  get size(): number {
    return this.slotOf.size;
  }

  /** Slots the columns have room for (bits of matches are made this wide). */
  get capacity(): number {
    return this.slotCapacity;
  }

  has(productId: number): boolean {
    return this.slotOf.has(productId);
  }

  slotFor(productId: number): number | undefined {
    return this.slotOf.get(productId);
  }

  /** Adds or replaces products; `bulk` (a load, a large change) leaves the orders to one rebuild. */
  upsert(rows: FacetRow[], options: { bulk?: boolean } = {}): void {
    if (options.bulk) this.ordersValid = false;
    for (const row of rows) {
      let slot = this.slotOf.get(row.productId);
      if (slot === undefined) {
        slot = this.allocate(row.productId);
      } else {
        this.unlink(slot);
      }
      this.link(slot, row);
    }
  }

  remove(productIds: number[], options: { bulk?: boolean } = {}): void {
    if (options.bulk) this.ordersValid = false;
    for (const id of productIds) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      this.unlink(slot);
      this.slotOf.delete(id);
      this.live.delete(slot);
      this.statusOf[slot] = 0;
      this.nameOf[slot] = '';
      this.free.push(slot);
    }
  }

  /** A new slot for a product (a freed one first), growing every column when full. */
  private allocate(productId: number): number {
    let slot = this.free.pop();
    if (slot === undefined) {
      if (this.highWater === this.slotCapacity) this.grow(this.slotCapacity * 2);
      slot = this.highWater++;
    }
    this.slotOf.set(productId, slot);
    this.idOf[slot] = productId;
    this.live.add(slot);
    return slot;
  }

  private grow(capacity: number): void {
    const widen = <T extends Int32Array | Uint8Array | Float64Array>(array: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    this.idOf = widen(this.idOf, (n) => new Int32Array(n));
    this.statusOf = widen(this.statusOf, (n) => new Uint8Array(n));
    this.categoryOf = widen(this.categoryOf, (n) => new Int32Array(n));
    this.keySetOf = widen(this.keySetOf, (n) => new Int32Array(n));
    this.priceOf = widen(this.priceOf, (n) => new Float64Array(n));
    this.createdOf = widen(this.createdOf, (n) => new Float64Array(n));
    const live = new Bits(capacity);
    live.words.set(this.live.words);
    this.live = live;
    this.slotCapacity = capacity;
    for (const posting of this.allPostings()) posting.resize(capacity);
  }

  private *allPostings(): Iterable<Posting> {
    yield* this.byStatus.values();
    yield* this.byCategory.values();
    yield* this.byTag.values();
    yield* this.bySpec;
  }

  private posting<K>(map: Map<K, Posting>, key: K): Posting {
    let posting = map.get(key);
    if (!posting) {
      posting = new Posting(this.slotCapacity);
      map.set(key, posting);
    }
    return posting;
  }

  private statusCode(status: string): number {
    let code = this.statusCodes.get(status);
    if (code === undefined) {
      code = this.statusNames.length;
      this.statusNames.push(status);
      this.statusCodes.set(status, code);
    }
    return code;
  }

  private specKeyIndex(key: string): number {
    let index = this.specIndex.get(key);
    if (index === undefined) {
      index = this.specKeys.length;
      this.specKeys.push(key);
      this.specIndex.set(key, index);
      this.specDefinition.push(Number.parseInt(key, 10));
      this.bySpec.push(new Posting(this.slotCapacity));
    }
    return index;
  }

  private keySet(tagIds: number[], specKeys: string[]): number {
    const tags = [...new Set(tagIds)].sort((a, b) => a - b);
    const specs = [...new Set(specKeys.map((k) => this.specKeyIndex(k)))].sort((a, b) => a - b);
    const name = `${tags.join(',')}|${specs.join(',')}`;
    let index = this.keySetIndex.get(name);
    if (index === undefined) {
      index = this.keySets.length;
      this.keySets.push({ tags, specs });
      this.keySetIndex.set(name, index);
    }
    return index;
  }

  private link(slot: number, row: FacetRow): void {
    const status = this.statusCode(row.status);
    this.statusOf[slot] = status;
    this.categoryOf[slot] = row.categoryId;
    this.priceOf[slot] = row.price ?? Number.NaN;
    this.createdOf[slot] = row.createdUs;
    this.nameOf[slot] = row.nameKey;
    const keySet = this.keySet(row.tagIds, row.specKeys);
    this.keySetOf[slot] = keySet;
    this.posting(this.byStatus, status).add(slot);
    this.posting(this.byCategory, row.categoryId).add(slot);
    const keys = this.keySets[keySet]!;
    for (const tag of keys.tags) this.posting(this.byTag, tag).add(slot);
    for (const spec of keys.specs) this.bySpec[spec]!.add(slot);
    if (this.ordersValid) for (const order of Object.values(this.orders)) order.insert(slot);
  }

  private unlink(slot: number): void {
    if (this.ordersValid) for (const order of Object.values(this.orders)) order.remove(slot);
    this.byStatus.get(this.statusOf[slot]!)?.delete(slot);
    this.byCategory.get(this.categoryOf[slot]!)?.delete(slot);
    const keys = this.keySets[this.keySetOf[slot]!]!;
    for (const tag of keys.tags) this.byTag.get(tag)?.delete(slot);
    for (const spec of keys.specs) this.bySpec[spec]!.delete(slot);
  }

  // The catalogue's sort orders (products/service.ts ORDER): names in byte order, prices with empty
  // ones last, newest by creation time; ties by product id.
  private compareName(a: number, b: number): number {
    return compareCodePoints(this.nameOf[a]!, this.nameOf[b]!) || this.idOf[a]! - this.idOf[b]!;
  }

  private comparePrice(a: number, b: number): number {
    const x = this.priceOf[a]!;
    const y = this.priceOf[b]!;
    const xn = Number.isNaN(x);
    const yn = Number.isNaN(y);
    if (xn !== yn) return xn ? 1 : -1;
    if (!xn && x !== y) return x - y;
    return this.compareName(a, b);
  }

  private compareNewest(a: number, b: number): number {
    return this.createdOf[b]! - this.createdOf[a]! || this.idOf[b]! - this.idOf[a]!;
  }

  private validOrders(): typeof this.orders {
    if (!this.ordersValid) {
      const slots = this.live.slots();
      for (const order of Object.values(this.orders)) order.rebuild(slots);
      this.ordersValid = true;
    }
    return this.orders;
  }

  /** Product ids → their slots as bits (unknown ids are left out). */
  slotsOf(productIds: ArrayLike<number>): Bits {
    const bits = new Bits(this.slotCapacity);
    for (let i = 0; i < productIds.length; i++) {
      const slot = this.slotOf.get(productIds[i]!);
      if (slot !== undefined) bits.add(slot);
    }
    return bits;
  }

  /** The same from ids written as decimal text separated by commas ("12,7,40"), without splitting it. */
  slotsOfText(text: string): Bits {
    const bits = new Bits(this.slotCapacity);
    let id = 0;
    let digits = 0;
    for (let i = 0; i <= text.length; i++) {
      const c = i < text.length ? text.charCodeAt(i) : 44;
      if (c >= 48 && c <= 57) {
        id = id * 10 + (c - 48);
        digits++;
      } else if (c === 44) {
        if (digits) {
          const slot = this.slotOf.get(id);
          if (slot !== undefined) bits.add(slot);
        }
        id = 0;
        digits = 0;
      }
    }
    return bits;
  }

  /** `generation`: the engine's generation the view was made in (its match sets belong to it). */
  view(filters: MemoryFilters, generation = 0): FilterView {
    return new FilterView(this, filters, generation);
  }

  // What FilterView reads.
  /** @internal */ get internals() {
    return {
      capacity: this.slotCapacity,
      live: this.live,
      statusCodes: this.statusCodes,
      statusNames: this.statusNames,
      byStatus: this.byStatus,
      byCategory: this.byCategory,
      byTag: this.byTag,
      bySpec: this.bySpec,
      specKeys: this.specKeys,
      specIndex: this.specIndex,
      specDefinition: this.specDefinition,
      statusOf: this.statusOf,
      idOf: this.idOf,
      categoryOf: this.categoryOf,
      keySetOf: this.keySetOf,
      keySets: this.keySets,
      orders: () => this.validOrders(),
      compare: {
        name: (a: number, b: number) => this.compareName(a, b),
        price: (a: number, b: number) => this.comparePrice(a, b),
        newest: (a: number, b: number) => this.compareNewest(a, b),
      },
    };
  }
}

/** How many set slots of `base` have each value of `slotValues` (a per-slot array of values below `size`). */
function countPer(base: Bits, slotValues: Int32Array, size: number): Int32Array {
  const counts = new Int32Array(size);
  const words = base.words;
  for (let i = 0; i < words.length; i++) {
    let w = words[i]!;
    while (w !== 0) {
      const low = w & -w;
      const value = slotValues[(i << 5) + 31 - Math.clz32(low)]!;
      if (value >= 0 && value < size) counts[value]!++;
      w ^= low;
    }
  }
  return counts;
}

/** One set of filters over the index: the matches, the total, each facet's counts and a page. */
export class FilterView {
  private readonly index: FacetMemory['internals'];
  private readonly groups: { status: Bits; category: Bits | null; tags: Bits | null; specs: Bits[] };
  private all: Bits | null = null;
  private readonly bases = new Map<string, Bits>();

  constructor(
    memory: FacetMemory,
    private readonly filters: MemoryFilters,
    readonly generation = 0,
  ) {
    this.index = memory.internals;
    const union = (postings: Array<Posting | undefined>) => {
      const bits = new Bits(this.index.capacity);
      for (const posting of postings) posting?.addTo(bits);
      return bits;
    };
    const status =
      filters.status === null
        ? this.index.live.clone()
        : union([this.index.byStatus.get(this.index.statusCodes.get(filters.status) ?? -1)]);
    if (filters.match) status.and(filters.match);
    this.groups = {
      status,
      category: filters.categoryIds && union(filters.categoryIds.map((id) => this.index.byCategory.get(id))),
      tags: filters.tagIds && union(filters.tagIds.map((id) => this.index.byTag.get(id))),
      specs: filters.specs.map((spec) =>
        union(
          spec.definitionId === null
            ? []
            : spec.keys.map((key) => {
                const index = this.index.specIndex.get(key);
                return index === undefined ? undefined : this.index.bySpec[index];
              }),
        ),
      ),
    };
  }

  /** The matches of every filter except the left-out ones (read-only: a view serves several calls). */
  private base(without: { category?: boolean; tags?: boolean; spec?: number | 'all' } = {}): Bits {
    const key = `${without.category ?? ''}|${without.tags ?? ''}|${without.spec ?? ''}`;
    let bits = this.bases.get(key);
    if (!bits) {
      bits = this.intersect(without);
      this.bases.set(key, bits);
    }
    return bits;
  }

  private intersect(without: { category?: boolean; tags?: boolean; spec?: number | 'all' }): Bits {
    const bits = this.groups.status.clone();
    if (this.groups.category && !without.category) bits.and(this.groups.category);
    if (this.groups.tags && !without.tags) bits.and(this.groups.tags);
    this.groups.specs.forEach((spec, i) => {
      if (without.spec === 'all' || without.spec === i) return;
      bits.and(spec);
    });
    return bits;
  }

  matches(): Bits {
    this.all ??= this.base();
    return this.all;
  }

  total(): number {
    return this.matches().count();
  }

  /**
   * Counting by the matches' own values costs one step per match; by postings, one per listed slot or
   * dense word of every value (measured alike, 1–2 ns). The cheaper is taken.
   */
  private countsByMatch(base: Bits, postings: Map<number, Posting>): boolean {
    let cost = 0;
    for (const posting of postings.values()) cost += posting.countCost;
    return base.count() < cost;
  }

  /** Products per category (its own products only) matching every filter but the category one. */
  categoryCounts(): Map<number, number> {
    const base = this.base({ category: true });
    const counts = new Map<number, number>();
    let size = 0;
    for (const id of this.index.byCategory.keys()) size = Math.max(size, id + 1);
    // Category ids are a sequence: counted in an array by id, unless they are far apart.
    if (size < 1 << 20 && this.countsByMatch(base, this.index.byCategory)) {
      const perId = countPer(base, this.index.categoryOf, size);
      for (const id of this.index.byCategory.keys()) if (perId[id]! > 0) counts.set(id, perId[id]!);
      return counts;
    }
    for (const [id, posting] of this.index.byCategory) {
      const n = posting.size ? posting.countIn(base) : 0;
      if (n > 0) counts.set(id, n);
    }
    return counts;
  }

  /** Products per tag matching every filter but the tag one. */
  tagCounts(): Map<number, number> {
    const base = this.base({ tags: true });
    const counts = new Map<number, number>();
    if (this.countsByMatch(base, this.index.byTag)) {
      // Products share tag combinations: the matches are counted per combination, then per tag.
      const perSet = countPer(base, this.index.keySetOf, this.index.keySets.length);
      perSet.forEach((n, set) => {
        if (n === 0) return;
        for (const tag of this.index.keySets[set]!.tags) counts.set(tag, (counts.get(tag) ?? 0) + n);
      });
      return counts;
    }
    for (const [id, posting] of this.index.byTag) {
      const n = posting.size ? posting.countIn(base) : 0;
      if (n > 0) counts.set(id, n);
    }
    return counts;
  }

  /**
   * Products per value of the given definitions, each definition's counts applying every filter but
   * its own (a filter on an unknown definition applies to all and matches nothing).
   */
  specCounts(definitionIds: number[]): Array<{ definitionId: number; slug: string; n: number }> {
    const wanted = new Set(definitionIds);
    const own = new Map<number, number>();
    this.filters.specs.forEach((spec, i) => {
      if (spec.definitionId !== null) own.set(spec.definitionId, i);
    });
    const bases = new Map<number | 'rest', Bits>();
    const baseFor = (definitionId: number) => {
      const i = own.get(definitionId);
      const key = i === undefined ? 'rest' : definitionId;
      let base = bases.get(key);
      if (!base) {
        base = i === undefined ? this.matches() : this.base({ spec: i });
        bases.set(key, base);
      }
      return base;
    };
    const out: Array<{ definitionId: number; slug: string; n: number }> = [];
    this.index.bySpec.forEach((posting, index) => {
      const definitionId = this.index.specDefinition[index]!;
      if (!posting.size || !wanted.has(definitionId)) return;
      const n = posting.countIn(baseFor(definitionId));
      if (n > 0) {
        const key = this.index.specKeys[index]!;
        out.push({ definitionId, slug: key.slice(key.indexOf(':') + 1), n });
      }
    });
    return out;
  }

  /** The product ids of one page in the given order (relevance without a ranking is newest). */
  page(sort: MemorySort, offset: number, limit: number): number[] {
    return this.pageOf(this.matches(), sort, offset, limit);
  }

  /** An empty set of slots as wide as the index (what tierPage fills). */
  emptySlots(): Bits {
    return new Bits(this.index.capacity);
  }

  /**
   * One relevance tier (#17): the matches that are in `tier` and not yet in `taken`, by name; their count
   * and the page of them from `offset`. `taken` gains them, so the next tier leaves them out.
   */
  tierPage(tier: Bits, taken: Bits, offset: number, limit: number): { count: number; ids: number[] } {
    const bits = this.matches().clone().and(tier).andNot(taken);
    taken.or(bits);
    const count = bits.count();
    return { count, ids: offset < count && limit > 0 ? this.pageOf(bits, 'name', offset, limit) : [] };
  }

  private pageOf(matches: Bits, sort: MemorySort, offset: number, limit: number): number[] {
    const want = offset + limit;
    const { idOf, statusOf, statusNames } = this.index;
    const total = matches.count();
    if (offset >= total || limit <= 0) return [];
    const order = sort === 'name' || sort === 'status' ? 'name' : sort === 'price' ? 'price' : 'newest';
    const slots: number[] = [];
    // Few matches: sort them. More: walk the kept order testing each slot (a bit test, ~1 ms per million
    // slots even when the matches sort last), which stops after `want` of them; sorting 33,000 matches of
    // 1,000,000 by name took 60 ms.
    if (total <= Math.max(SORT_AT_MOST, want)) {
      const found = matches.slots();
      const compare = this.index.compare[order];
      const statusName = (slot: number) => statusNames[statusOf[slot]!]!;
      found.sort((a, b) => {
        if (sort === 'status') {
          const s = compareStatus(statusName(a), statusName(b));
          if (s) return s;
        }
        return sort === 'oldest' ? compare(b, a) : compare(a, b);
      });
      return found.slice(offset, want).map((slot) => idOf[slot]!);
    }
    const ordered = this.index.orders()[order].slots;
    const walk = (test: (slot: number) => boolean, reverse: boolean) => {
      const n = ordered.length;
      for (let i = 0; i < n && slots.length < want; i++) {
        const slot = ordered[reverse ? n - 1 - i : i]!;
        if (test(slot)) slots.push(slot);
      }
    };
    if (sort === 'status') {
      const codes = [...this.index.statusCodes.entries()].sort(([a], [b]) => compareStatus(a, b));
      for (const [, code] of codes) walk((slot) => statusOf[slot] === code && matches.has(slot), false);
    } else {
      walk((slot) => matches.has(slot), sort === 'oldest');
    }
    return slots.slice(offset, want).map((slot) => idOf[slot]!);
  }
}

/** Up to this many matches a page sorts them (fewer comparisons than a walk's bit tests); more are walked. */
const SORT_AT_MOST = 2000;

/** Statuses sort as text does in the database (collate "C"). */
const compareStatus = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
