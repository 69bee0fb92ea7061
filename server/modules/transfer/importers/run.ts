// The shared machinery of an import (docs/decisions.md "Import, export and backup", "Import within
// budget"): one Run per import holds the transaction, the options, the counts and the errors; each
// section's importer (one file each beside this one) reads its sheet a batch at a time, checks the
// batch's rows, and writes them with `write` before the next batch is read.

import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { httpErrorFromDatabase, pgError } from '../../../http/errors';
import type { SheetHead, SheetStream } from '../read';
import { IMPORT_SECTIONS, type SectionKey } from '../sections';

export interface ImportOptions {
  updateExisting: boolean;
  sendNotifications: boolean;
  createBackup: boolean;
}

export interface SectionResult {
  imported: number;
  updated: number;
  skipped: number;
  errors: string[];
}

export interface ImportResult {
  /** Products created. */
  imported: number;
  /** Products updated. */
  updated: number;
  /** Rows of every section that matched existing data and were left alone (updateExisting false). */
  skipped: number;
  /** Every error of every section. */
  errors: string[];
  details: Record<SectionKey, SectionResult>;
}

/** Rows written per statement (a refused batch is retried row by row). */
export const WRITE_BATCH = 1000;

export function emptyResult(): ImportResult {
  return {
    imported: 0,
    updated: 0,
    skipped: 0,
    errors: [],
    details: Object.fromEntries(
      IMPORT_SECTIONS.map((k) => [k, { imported: 0, updated: 0, skipped: 0, errors: [] }]),
    ) as unknown as Record<SectionKey, SectionResult>,
  };
}

/** One row on its way in: where it came from, and its checked values. */
export interface Item<T> {
  row: number;
  values: T;
  existingId: number | null;
}

/** A checked row with the key that must be unique within its sheet. */
export interface Candidate<T> {
  row: number;
  key: string;
  column: string;
  item: T;
}

export type Importer = (run: Run, sheet: SheetStream) => Promise<unknown>;

export class Run {
  constructor(
    readonly tx: Tx,
    readonly options: ImportOptions,
    readonly result: ImportResult,
    /** Told after each written batch (the job's progress). */
    readonly onBatch: () => void = () => {},
  ) {}

  error(sheet: SheetHead, row: number, column: string | null, reason: string) {
    this.reported.add(`${sheet.section.key}:${row}:${column}`);
    const header = column ? (sheet.section.columns.find((c) => c.key === column)?.header ?? column) : null;
    const message = header
      ? `${sheet.sheet} row ${row}, column "${header}": ${reason}`
      : `${sheet.sheet} row ${row}: ${reason}`;
    // Errors of one row in the order of the sheet's columns (row-wide errors last).
    const at = column ? sheet.section.columns.findIndex((c) => c.key === column) : -1;
    this.rowErrors.push({ section: sheet.section.key, row, order: at < 0 ? 1000 : at, message });
  }

  private rowErrors: Array<{ section: SectionKey; row: number; order: number; message: string }> = [];
  /** "section:row:column" of every error so far: a column already reported is not reported twice. */
  private reported = new Set<string>();

  /** Errors in row order within each section (checks run in passes, so they are found out of order). */
  flushErrors() {
    const sorted = [...this.rowErrors].sort((a, b) => a.row - b.row || a.order - b.order);
    for (const e of sorted) this.result.details[e.section].errors.push(e.message);
    this.rowErrors = [];
    this.reported.clear();
  }

  count(section: SectionKey, what: 'imported' | 'updated' | 'skipped', n = 1) {
    this.result.details[section][what] += n;
  }

  /** Zod validation of one row; reports each field message against its column. */
  check<S extends z.ZodType>(
    sheet: SheetHead,
    row: number,
    schema: S,
    input: unknown,
    columns: Record<string, string> = {},
  ): z.output<S> | null {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const seen = new Set<string>();
    const mine = new Set<string | null>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const column = columns[field] ?? (field || null);
      const key = `${column}:${issue.message}`;
      if (seen.has(key)) continue;
      // The column already has an error from an earlier check of this row (an unknown category, say).
      if (!mine.has(column) && this.reported.has(`${sheet.section.key}:${row}:${column}`)) continue;
      mine.add(column);
      seen.add(key);
      this.error(sheet, row, column, issue.message);
    }
    return null;
  }

  /**
   * Rows with the same key twice in one sheet: the later ones are reported and left out. The keys
   * seen are kept for the whole sheet (a key and a row number each), so a repeat in a later batch is
   * found too.
   */
  deduper(sheet: SheetHead): <T>(items: Array<Candidate<T>>) => T[] {
    const first = new Map<string, number>();
    return <T>(items: Array<Candidate<T>>) => {
      const kept: T[] = [];
      for (const entry of items) {
        const earlier = first.get(entry.key);
        if (earlier !== undefined) {
          this.error(sheet, entry.row, entry.column, `Duplicate of row ${earlier}`);
          continue;
        }
        first.set(entry.key, entry.row);
        kept.push(entry.item);
      }
      return kept;
    };
  }

  /** Splits matched rows by the updateExisting option, counting the skipped ones. */
  partition<T>(section: SectionKey, items: Array<Item<T>>): Array<Item<T>> {
    if (this.options.updateExisting) return items;
    const kept = items.filter((i) => i.existingId === null);
    this.count(section, 'skipped', items.length - kept.length);
    return kept;
  }

  /**
   * Writes items in batches inside savepoints; a refused batch is retried row by row and each
   * refused row reported. Returns the items written.
   */
  async write<T extends { row: number }>(
    sheet: SheetHead,
    items: T[],
    apply: (db: Tx, batch: T[]) => Promise<void>,
  ): Promise<T[]> {
    const done: T[] = [];
    for (let i = 0; i < items.length; i += WRITE_BATCH) {
      const batch = items.slice(i, i + WRITE_BATCH);
      try {
        await this.tx.transaction((sp) => apply(sp as unknown as Tx, batch));
        done.push(...batch);
      } catch (err) {
        if (!pgError(err)) throw err;
        for (const item of batch) {
          try {
            await this.tx.transaction((sp) => apply(sp as unknown as Tx, [item]));
            done.push(item);
          } catch (rowErr) {
            if (!pgError(rowErr)) throw rowErr;
            this.error(
              sheet,
              item.row,
              null,
              httpErrorFromDatabase(rowErr)?.message ?? 'Refused by the database',
            );
          }
        }
      }
    }
    this.onBatch();
    return done;
  }

  /** `write`, then each written item counted as updated (it existed) or imported. */
  async writeCounted<T extends { row: number; existingId?: number | null }>(
    section: SectionKey,
    sheet: SheetHead,
    items: T[],
    apply: (db: Tx, batch: T[]) => Promise<void>,
  ): Promise<T[]> {
    const done = await this.write(sheet, items, apply);
    for (const i of done) this.count(section, i.existingId ? 'updated' : 'imported');
    return done;
  }

  // ------------------------------------------------------------------ lookups (loaded once)

  private cache = new Map<string, Map<string, number>>();
  async lookup(
    name: string,
    query: () => Promise<Array<{ k: string; id: number }>>,
  ): Promise<Map<string, number>> {
    let map = this.cache.get(name);
    if (!map) {
      map = new Map((await query()).map((r) => [r.k, r.id]));
      this.cache.set(name, map);
    }
    return map;
  }
  /** Products this import created: they have no rows of the child sheets to look up yet. */
  readonly created = new Set<number>();
  /** The distinct product ids of `ids` that existed before this import (whose child rows may be stored). */
  storedBefore(ids: Iterable<number>): number[] {
    return [...new Set(ids)].filter((id) => !this.created.has(id));
  }

  /** SKU → product id: what is stored, and what the Products sheet adds as it is written. */
  productIds() {
    return this.lookup('products', () => queryRows(this.tx, sql`select sku as k, id from products`));
  }
}
