// Reading cell text into values, and the SQL helpers every section's importer shares.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { splitList } from '../../../../core/rules/lists';
import type { DbOrTx } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import type { SheetHead } from '../read';
import { LIST_SEPARATOR } from '../sections';
import type { Run } from './run';

export const blank = (v: string | undefined) => v === undefined || v.trim() === '';
export const textOrNull = (v: string | undefined) => (blank(v) ? null : v!.trim());
/** "a|b|c" in one cell (images, enum options, document products). */
export const cellList = (v: string | undefined) => splitList(v, { separator: LIST_SEPARATOR });
export const lower = (s: string) => s.toLowerCase();

/** Whole numbers in cells ("3", "3.0"); blank gives the default; anything else is NaN (reported by the schema). */
export function intCell(v: string | undefined, fallback = 0): number {
  if (blank(v)) return fallback;
  const n = Number(v!.trim());
  return Number.isFinite(n) ? n : Number.NaN;
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0', '']);
/** TRUE/FALSE, yes/no, 1/0; undefined when the cell is something else. */
export function boolCell(v: string | undefined): boolean | undefined {
  const t = (v ?? '').trim().toLowerCase();
  if (TRUE.has(t)) return true;
  if (FALSE.has(t)) return false;
  return undefined;
}

export function boolOrError(
  run: Run,
  sheet: SheetHead,
  row: number,
  column: string,
  v: string | undefined,
): boolean | null {
  const b = boolCell(v);
  if (b === undefined) {
    run.error(sheet, row, column, 'Must be TRUE or FALSE');
    return null;
  }
  return b;
}

export const sortCell = z
  .number({ message: 'Sort must be a whole number' })
  .int({ message: 'Sort must be a whole number' })
  .min(-1_000_000)
  .max(1_000_000);

/** The database column names of a table's fields (for "excluded.<column>" in upserts). */
export function excludedSet(table: PgTable, fields: string[]): Record<string, ReturnType<typeof sql>> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(fields.map((f) => [f, sql.raw(`excluded."${columns[f]!.name}"`)]));
}

/** Unique names (case-insensitive) across what is stored and what this file brings. */
export async function nameOwners(
  tx: DbOrTx,
  table: 'spec_categories' | 'tag_categories' | 'brands' | 'tags',
) {
  const rows = await queryRows<{ id: number; name: string; slug: string }>(
    tx,
    sql`select id, name, slug from ${sql.raw(table)}`,
  );
  return {
    bySlug: new Map(rows.map((r) => [r.slug, r.id])),
    nameOwner: new Map(rows.map((r) => [lower(r.name), r.slug])),
  };
}

/** "a:b" → id of existing child rows of the products `productIds` (none to look up: no query). */
export async function existingPairs(
  tx: DbOrTx,
  productIds: number[],
  query: (ids: number[]) => ReturnType<typeof sql>,
): Promise<Map<string, number>> {
  if (!productIds.length) return new Map();
  const rows = await queryRows<{ a: unknown; b: unknown; id: number }>(tx, query(productIds));
  return new Map(rows.map((r) => [`${r.a}:${r.b}`, r.id]));
}

export type UnnestType = 'text' | 'int' | 'numeric' | 'bool' | 'text[]';

/**
 * Bulk upsert with one array parameter per column (insert … select * from unnest(…)): a few
 * parameters per batch instead of one per cell, which is what makes large imports fast.
 */
export async function unnestInsert(
  db: DbOrTx,
  table: string,
  columns: Array<{ name: string; type: UnnestType }>,
  rows: unknown[][],
  conflict: string,
  returning = '',
) {
  const SEP = '\u001f';
  const arrays = columns.map((c, i) => {
    const values = rows.map((r) => r[i] ?? null);
    if (c.type === 'text[]') return sql`${sql.param(values.map((v) => (v as string[]).join(SEP)))}::text[]`;
    return sql`${sql.param(values)}::${sql.raw(c.type === 'int' ? 'int' : c.type)}[]`;
  });
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const selects = columns
    .map((c, i) => (c.type === 'text[]' ? `string_to_array(u.c${i}, chr(31))` : `u.c${i}`))
    .join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  return queryRows<Record<string, unknown>>(
    db,
    sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(names)})
        select ${sql.raw(selects)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(aliases)})
        ${sql.raw(conflict)} ${sql.raw(returning)}`,
  );
}

/** Resolves a row's SKU column to a product id, reporting a missing or unknown SKU. */
export function productOf(
  run: Run,
  sheet: SheetHead,
  skus: Map<string, number>,
  row: number,
  values: Record<string, string>,
  column = 'sku',
): number | null {
  const sku = (values[column] ?? '').trim();
  if (!sku) {
    run.error(sheet, row, column, 'SKU is required');
    return null;
  }
  const id = skus.get(sku);
  if (id === undefined) {
    run.error(sheet, row, column, `Unknown product SKU "${sku}"`);
    return null;
  }
  return id;
}
