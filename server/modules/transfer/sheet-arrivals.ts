// The sheets of an import as the reader finishes them, so writing the first sections overlaps reading
// the rest of the workbook (the database works while the process parses). The import still commits
// only once the whole file has been read and found valid: a reading error rolls everything back.
import type { ParsedSheet } from './read';
import type { SectionKey } from './sections';

/** What a reader tells the import: the sections its file has, then each sheet as it is read. */
export interface SheetReport {
  expect: (keys: Iterable<SectionKey>) => void;
  add: (sheet: ParsedSheet) => void;
}

export class SheetArrivals {
  private readonly sheets = new Map<SectionKey, ParsedSheet>();
  /** The sections the file has sheets for, once its sheet list is known (null: not yet). */
  private expected: Set<SectionKey> | null = null;
  private waiters: Array<() => void> = [];
  private done = false;
  private failure: unknown = null;

  /** Starts reading; `read` names the file's sections when it knows them, then reports each sheet. */
  static reading(read: (report: SheetReport) => Promise<unknown>): SheetArrivals {
    const arrivals = new SheetArrivals();
    read({ expect: (keys) => arrivals.expect(keys), add: (sheet) => arrivals.add(sheet) }).then(
      () => arrivals.finish(),
      (err: unknown) => arrivals.finish(err),
    );
    return arrivals;
  }

  private expect(keys: Iterable<SectionKey>): void {
    this.expected = new Set(keys);
    this.wake();
  }

  private add(sheet: ParsedSheet): void {
    this.sheets.set(sheet.section.key, sheet);
    this.wake();
  }

  private finish(err?: unknown): void {
    this.done = true;
    if (err !== undefined) this.failure = err;
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private next(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The section's sheet once read; undefined when the file has none. Throws the reading error. */
  async get(key: SectionKey): Promise<ParsedSheet | undefined> {
    for (;;) {
      if (this.failure) throw this.failure;
      const sheet = this.sheets.get(key);
      if (sheet || this.done || (this.expected && !this.expected.has(key))) return sheet;
      await this.next();
    }
  }

  /** Resolves when the whole file has been read; throws the reading error. */
  async complete(): Promise<void> {
    while (!this.done) await this.next();
    if (this.failure) throw this.failure;
  }
}
