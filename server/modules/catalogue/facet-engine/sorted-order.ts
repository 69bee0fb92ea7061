// A permutation of slots kept in one sort order, updated in place when a product changes (a binary
// search and one move of the array's tail) and rebuilt by one sort after a bulk change.

/** Compares by code point, which is the byte order of UTF-8: PostgreSQL's `collate "C"`. */
export function compareCodePoints(a: string, b: string): number {
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate is half of a code point above U+FFFF, which sorts after every other unit.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

export type SlotCompare = (a: number, b: number) => number;

export class SortedOrder {
  private perm = new Int32Array(16);
  private n = 0;

  constructor(private readonly compare: SlotCompare) {}

  get size(): number {
    return this.n;
  }

  /** The slots in order (a view: valid until the next change). */
  get slots(): Int32Array {
    return this.perm.subarray(0, this.n);
  }

  rebuild(slots: ArrayLike<number>): void {
    this.perm = Int32Array.from(slots);
    this.n = this.perm.length;
    this.perm.sort(this.compare);
  }

  /** Where slot belongs (the first position whose slot does not sort before it). */
  private position(slot: number): number {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.perm[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(slot: number): void {
    if (this.n === this.perm.length) {
      const grown = new Int32Array(Math.max(16, this.perm.length * 2));
      grown.set(this.perm);
      this.perm = grown;
    }
    const at = this.position(slot);
    this.perm.copyWithin(at + 1, at, this.n);
    this.perm[at] = slot;
    this.n++;
  }

  /** Removes slot; call it while the slot still has the keys it was inserted with. */
  remove(slot: number): boolean {
    const at = this.position(slot);
    if (at >= this.n || this.perm[at] !== slot) return false;
    this.perm.copyWithin(at, at + 1, this.n);
    this.n--;
    return true;
  }
}
