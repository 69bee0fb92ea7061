// Sets of slots (a product's place in the in-memory facet index) for counting without the database.
// `Bits` is a plain bit array, the shape every filter is evaluated in; a `Posting` (the products of one
// status, category, tag or specification value) is a bit array when it holds many slots and a sorted
// list when it holds few, so thousands of rare values cost memory in proportion to their products.

/** Bits set in a 32-bit word. */
export function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

const wordsFor = (capacity: number) => (capacity + 31) >>> 5;

export class Bits {
  readonly words: Uint32Array;

  constructor(
    readonly capacity: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array(wordsFor(capacity));
  }

  clone(): Bits {
    return new Bits(this.capacity, this.words.slice());
  }

  /** A copy with room for `capacity` slots. */
  widened(capacity: number): Bits {
    const bits = new Bits(Math.max(capacity, this.capacity));
    bits.words.set(this.words);
    return bits;
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  add(slot: number): void {
    this.words[slot >>> 5]! |= 1 << (slot & 31);
  }

  delete(slot: number): void {
    this.words[slot >>> 5]! &= ~(1 << (slot & 31));
  }

  /** this ∧= other (words past the end of other count as empty). */
  and(other: Bits): this {
    const a = this.words;
    const b = other.words;
    const shared = Math.min(a.length, b.length);
    for (let i = 0; i < shared; i++) a[i]! &= b[i]!;
    if (shared < a.length) a.fill(0, shared);
    return this;
  }

  /** this ∨= other. */
  or(other: Bits): this {
    const a = this.words;
    const b = other.words;
    const shared = Math.min(a.length, b.length);
    for (let i = 0; i < shared; i++) a[i]! |= b[i]!;
    return this;
  }

  /** this ∧= ¬other. */
  andNot(other: Bits): this {
    const a = this.words;
    const b = other.words;
    const shared = Math.min(a.length, b.length);
    for (let i = 0; i < shared; i++) a[i]! &= ~b[i]!;
    return this;
  }

  count(): number {
    const a = this.words;
    let n = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== 0) n += popcount32(a[i]!);
    return n;
  }

  /** |this ∧ other| without building it. */
  andCount(other: Bits): number {
    const a = this.words;
    const b = other.words;
    const shared = Math.min(a.length, b.length);
    let n = 0;
    for (let i = 0; i < shared; i++) {
      const w = a[i]! & b[i]!;
      if (w !== 0) n += popcount32(w);
    }
    return n;
  }

  /** The set slots in ascending order. */
  slots(): number[] {
    const out: number[] = [];
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let w = a[i]!;
      while (w !== 0) {
        const low = w & -w;
        out.push((i << 5) + 31 - Math.clz32(low));
        w ^= low;
      }
    }
    return out;
  }
}

/** The index of the first element ≥ value in list[0, size). */
function lowerBound(list: Int32Array, size: number, value: number): number {
  let lo = 0;
  let hi = size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The slots of one value. Sparse (a sorted list) while it holds under 1/32 of the capacity — then the
 * list is smaller than the bits — and dense above that; a dense posting falls back under 1/64 (small
 * postings, under 64 slots, stay lists).
 */
export class Posting {
  private bits: Bits | null = null;
  private list = new Int32Array(4);
  private n = 0;

  constructor(private capacity: number) {}

  get size(): number {
    return this.n;
  }

  get dense(): boolean {
    return this.bits !== null;
  }

  has(slot: number): boolean {
    if (this.bits) return slot < this.bits.capacity && this.bits.has(slot);
    const i = lowerBound(this.list, this.n, slot);
    return i < this.n && this.list[i] === slot;
  }

  add(slot: number): void {
    if (this.bits) {
      if (!this.bits.has(slot)) {
        this.bits.add(slot);
        this.n++;
      }
      return;
    }
    const i = lowerBound(this.list, this.n, slot);
    if (i < this.n && this.list[i] === slot) return;
    if (this.n === this.list.length) {
      const grown = new Int32Array(this.list.length * 2);
      grown.set(this.list);
      this.list = grown;
    }
    this.list.copyWithin(i + 1, i, this.n);
    this.list[i] = slot;
    this.n++;
    if (this.n > Math.max(64, this.capacity >>> 5)) this.toDense();
  }

  delete(slot: number): void {
    if (this.bits) {
      if (this.bits.has(slot)) {
        this.bits.delete(slot);
        this.n--;
        if (this.n < Math.max(32, this.capacity >>> 6)) this.toSparse();
      }
      return;
    }
    const i = lowerBound(this.list, this.n, slot);
    if (i >= this.n || this.list[i] !== slot) return;
    this.list.copyWithin(i, i + 1, this.n);
    this.n--;
  }

  /** The index grew: dense bits are widened (a sparse list needs nothing). */
  resize(capacity: number): void {
    this.capacity = capacity;
    if (!this.bits) return;
    const bits = new Bits(capacity);
    bits.words.set(this.bits.words);
    this.bits = bits;
  }

  /** target ∨= this. */
  addTo(target: Bits): void {
    if (this.bits) {
      target.or(this.bits);
      return;
    }
    for (let i = 0; i < this.n; i++) target.add(this.list[i]!);
  }

  /** What countIn costs: the words of dense bits, else the slots of the list. */
  get countCost(): number {
    return this.bits ? this.bits.words.length : this.n;
  }

  /** |this ∧ base|. */
  countIn(base: Bits): number {
    if (this.bits) return base.andCount(this.bits);
    let count = 0;
    const words = base.words;
    for (let i = 0; i < this.n; i++) {
      const slot = this.list[i]!;
      if ((words[slot >>> 5]! & (1 << (slot & 31))) !== 0) count++;
    }
    return count;
  }

  /** The posting as bits of the given capacity (a new array: the caller may change it). */
  toBits(capacity: number): Bits {
    const bits = new Bits(capacity);
    this.addTo(bits);
    return bits;
  }

  private toDense(): void {
    const bits = new Bits(this.capacity);
    for (let i = 0; i < this.n; i++) bits.add(this.list[i]!);
    this.bits = bits;
    this.list = new Int32Array(0);
  }

  private toSparse(): void {
    const slots = this.bits!.slots();
    this.list = new Int32Array(Math.max(4, slots.length * 2));
    this.list.set(slots);
    this.n = slots.length;
    this.bits = null;
  }
}
