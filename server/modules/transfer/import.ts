// Applying an import (document 000 §3 "Import result", §5 "Import file"; docs/decisions.md
// "Import, export and backup"). The sections run in dependency order inside ONE transaction: valid
// rows are written, invalid ones reported with sheet, row, column and reason, and a crash or a killed
// process leaves the database exactly as before. Rows are checked against what is already stored
// (natural keys, unique names and slugs) before writing, and written in batches of 500; a batch the
// database still refuses is retried row by row inside savepoints so one bad row never sinks the rest.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { DEFAULT_TAG_COLOR, RELATIONSHIP_TYPES, type RelationshipType } from '../../../core/constants';
import { hyphenSlug, productSlug } from '../../../core/rules/slug';
import { formatNumber, rawSpecValue, specValueSlug } from '../../../core/rules/spec-values';
import { brandInput } from '../../../core/schemas/brands';
import { categoryInput } from '../../../core/schemas/categories';
import { httpUrl, optionalText, requiredText } from '../../../core/schemas/common';
import { documentInput } from '../../../core/schemas/documents';
import { productInput } from '../../../core/schemas/products';
import { specCategoryInput, specDefinitionInput } from '../../../core/schemas/specs';
import { optionalSlug, tagCategoryInput, tagInput } from '../../../core/schemas/tags';
import type { DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  brands,
  categories,
  distributorLinks,
  documents,
  faqs,
  highlights,
  productDocuments,
  relationships,
  specCategories,
  specDefinitions,
  tagCategories,
  tags,
} from '../../db/schema';
import { INVERSE_RELATIONSHIP } from '../../db/seed/inverses';
import { keyFromUrl } from '../../files/store';
import { httpErrorFromDatabase, pgError } from '../../http/errors';
import { withDeferredSearch } from '../search/index-maintenance';
import { pacer } from './export';
import { readNumber } from './numbers';
import type { ParsedSheet } from './read';
import { IMPORT_SECTIONS, LIST_SEPARATOR, type SectionDef, type SectionKey } from './sections';
import type { SheetArrivals } from './sheet-arrivals';

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

const BATCH = 500;

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
interface Item<T> {
  row: number;
  values: T;
  existingId: number | null;
}

class Run {
  constructor(
    readonly tx: Tx,
    readonly options: ImportOptions,
    readonly result: ImportResult,
  ) {}

  error(sheet: ParsedSheet, row: number, column: string | null, reason: string) {
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
  }

  count(section: SectionKey, what: 'imported' | 'updated' | 'skipped', n = 1) {
    this.result.details[section][what] += n;
  }

  /** Zod validation of one row; reports each field message against its column. */
  check<S extends z.ZodType>(
    sheet: ParsedSheet,
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

  /** Rows with the same key twice in one file: the later ones are reported and left out. */
  dedupe<T>(sheet: ParsedSheet, items: Array<{ row: number; key: string; column: string; item: T }>): T[] {
    const first = new Map<string, number>();
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
    sheet: ParsedSheet,
    items: T[],
    apply: (db: Tx, batch: T[]) => Promise<void>,
  ): Promise<T[]> {
    const done: T[] = [];
    for (let i = 0; i < items.length; i += BATCH) {
      const batch = items.slice(i, i + BATCH);
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
    return done;
  }

  /** `write`, then each written item counted as updated (it existed) or imported. */
  async writeCounted<T extends { row: number; existingId?: number | null }>(
    section: SectionKey,
    sheet: ParsedSheet,
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
  productIds() {
    return this.lookup('products', () => queryRows(this.tx, sql`select sku as k, id from products`));
  }
}

// ------------------------------------------------------------------ value helpers

const blank = (v: string | undefined) => v === undefined || v.trim() === '';
const textOrNull = (v: string | undefined) => (blank(v) ? null : v!.trim());
const list = (v: string | undefined) =>
  blank(v)
    ? []
    : v!
        .split(LIST_SEPARATOR)
        .map((s) => s.trim())
        .filter(Boolean);

/** Whole numbers in cells ("3", "3.0"); blank gives the default; anything else is NaN (reported by the schema). */
function intCell(v: string | undefined, fallback = 0): number {
  if (blank(v)) return fallback;
  const n = Number(v!.trim());
  return Number.isFinite(n) ? n : Number.NaN;
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0', '']);
/** TRUE/FALSE, yes/no, 1/0; undefined when the cell is something else. */
function boolCell(v: string | undefined): boolean | undefined {
  const t = (v ?? '').trim().toLowerCase();
  if (TRUE.has(t)) return true;
  if (FALSE.has(t)) return false;
  return undefined;
}

function boolOrError(
  run: Run,
  sheet: ParsedSheet,
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

const lower = (s: string) => s.toLowerCase();

/** The database column names of a table's fields (for "excluded.<column>" in upserts). */
function excludedSet(table: PgTable, fields: string[]): Record<string, ReturnType<typeof sql>> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(fields.map((f) => [f, sql.raw(`excluded."${columns[f]!.name}"`)]));
}

/** Unique names (case-insensitive) across what is stored and what this file brings. */
async function nameOwners(
  tx: DbOrTx,
  table: 'spec_categories' | 'tag_categories' | 'brands' | 'tags',
  key: 'slug',
) {
  const rows = await queryRows<{ id: number; name: string; slug: string }>(
    tx,
    sql`select id, name, ${sql.raw(key)} as slug from ${sql.raw(table)}`,
  );
  return {
    bySlug: new Map(rows.map((r) => [r.slug, r.id])),
    nameOwner: new Map(rows.map((r) => [lower(r.name), r.slug])),
  };
}

/**
 * Bulk upsert with one array parameter per column (insert … select * from unnest(…)): a few
 * parameters per batch instead of one per cell, which is what makes large imports fast.
 */
async function unnestInsert(
  db: DbOrTx,
  table: string,
  columns: Array<{ name: string; type: 'text' | 'int' | 'numeric' | 'bool' | 'text[]' }>,
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

// ------------------------------------------------------------------ sections

type GroupTable = typeof specCategories | typeof tagCategories;

async function importGroups(
  run: Run,
  sheet: ParsedSheet,
  table: GroupTable,
  tableName: 'spec_categories' | 'tag_categories',
) {
  const key = sheet.section.key;
  const schema = key === 'specCategories' ? specCategoryInput : tagCategoryInput;
  const { bySlug, nameOwner } = await nameOwners(run.tx, tableName, 'slug');
  const candidates: Array<{
    row: number;
    key: string;
    column: string;
    item: Item<z.output<typeof specCategoryInput>>;
  }> = [];
  for (const { row, values } of sheet.rows) {
    const input = {
      name: values.name ?? '',
      slug: blank(values.slug)
        ? key === 'tagCategories'
          ? hyphenSlug(values.name ?? '') || null
          : ''
        : values.slug!.trim(),
      description: values.description ?? null,
      ...(blank(values.color) ? {} : { color: values.color!.trim() }),
      sort: intCell(values.sort),
    };
    const valid = run.check(sheet, row, schema, input);
    if (!valid) continue;
    const slug = valid.slug as string;
    const owner = nameOwner.get(lower(valid.name));
    if (owner !== undefined && owner !== slug) {
      run.error(sheet, row, 'name', `The name "${valid.name}" is already used by "${owner}"`);
      continue;
    }
    nameOwner.set(lower(valid.name), slug);
    candidates.push({
      row,
      key: slug,
      column: 'slug',
      item: { row, values: { ...valid, slug }, existingId: bySlug.get(slug) ?? null },
    });
  }
  const items = run.partition(key, run.dedupe(sheet, candidates));
  const setFields = ['name', 'description', 'color', 'sort'].filter((f) => sheet.columns.has(f));
  await run.writeCounted(key, sheet, items, async (db, batch) => {
    const rows = await db
      .insert(table)
      .values(batch.map((i) => ({ ...i.values, slug: i.values.slug })))
      .onConflictDoUpdate({
        target: table.slug,
        set: excludedSet(table, setFields.length ? setFields : ['name']),
      })
      .returning({ id: table.id, slug: table.slug });
    for (const r of rows) bySlug.set(r.slug, r.id);
  });
  return bySlug;
}

async function groupIds(run: Run, tableName: 'spec_categories' | 'tag_categories') {
  return run.lookup(tableName, () => queryRows(run.tx, sql`select slug as k, id from ${sql.raw(tableName)}`));
}

async function importSpecDefinitions(run: Run, sheet: ParsedSheet) {
  const categoryIds = await groupIds(run, 'spec_categories');
  const existing = new Map(
    (await queryRows<{ id: number; key: string }>(run.tx, sql`select id, key from spec_definitions`)).map(
      (r) => [r.key, r.id],
    ),
  );
  const candidates = [];
  for (const { row, values } of sheet.rows) {
    // Every check runs, so a row reports all its errors at once (#14).
    let bad = false;
    let categoryId: number | null = null;
    if (!blank(values.category)) {
      categoryId = categoryIds.get(values.category!.trim()) ?? null;
      if (categoryId === null) {
        run.error(sheet, row, 'category', `Unknown spec category "${values.category}"`);
        bad = true;
      }
    }
    const required = boolOrError(run, sheet, row, 'required', values.required);
    const filterable = boolOrError(run, sheet, row, 'filterable', values.filterable);
    if (required === null || filterable === null) bad = true;
    const valid = run.check(sheet, row, specDefinitionInput, {
      key: values.key ?? '',
      label: values.label ?? '',
      description: values.description ?? null,
      unit: values.unit ?? null,
      dataType: blank(values.dataType) ? 'STRING' : values.dataType!.trim().toUpperCase(),
      enumOptions: list(values.enumOptions),
      categoryId,
      required: required ?? false,
      sortOrder: intCell(values.sortOrder),
      filterable: filterable ?? false,
    });
    if (!valid || bad) continue;
    candidates.push({
      row,
      key: valid.key,
      column: 'key',
      item: { row, values: valid, existingId: existing.get(valid.key) ?? null },
    });
  }
  const items = run.partition('specDefinitions', run.dedupe(sheet, candidates));
  const fieldOf: Record<string, string> = { category: 'categoryId' };
  const setFields = [
    'label',
    'description',
    'unit',
    'dataType',
    'enumOptions',
    'category',
    'required',
    'sortOrder',
    'filterable',
  ]
    .filter((f) => sheet.columns.has(f))
    .map((f) => fieldOf[f] ?? f);
  await run.writeCounted('specDefinitions', sheet, items, async (db, batch) => {
    await db
      .insert(specDefinitions)
      .values(batch.map((i) => i.values))
      .onConflictDoUpdate({
        target: specDefinitions.key,
        set: excludedSet(specDefinitions, setFields.length ? setFields : ['label']),
      });
  });
}

async function importCategories(run: Run, sheet: ParsedSheet) {
  const stored = await queryRows<{ id: number; slug: string; parent_id: number | null }>(
    run.tx,
    sql`select id, slug, parent_id from categories`,
  );
  const bySlug = new Map(stored.map((r) => [r.slug, r.id]));
  const candidates = [];
  for (const { row, values } of sheet.rows) {
    const valid = run.check(sheet, row, categoryInput, {
      name: values.name ?? '',
      slug: blank(values.slug) ? productSlug(values.name ?? '') : values.slug!.trim(),
      description: values.description ?? null,
      parentId: null,
    });
    if (!valid) continue;
    const parent = textOrNull(values.parent);
    candidates.push({
      row,
      key: valid.slug,
      column: 'slug',
      item: { row, values: { ...valid, parent }, existingId: bySlug.get(valid.slug) ?? null },
    });
  }
  const items = run.partition('categories', run.dedupe(sheet, candidates));
  const setFields = ['name', 'description'].filter((f) => sheet.columns.has(f));
  const done = await run.writeCounted('categories', sheet, items, async (db, batch) => {
    const rows = await db
      .insert(categories)
      .values(batch.map(({ values: { parent: _p, parentId: _q, ...v } }) => v))
      .onConflictDoUpdate({
        target: categories.slug,
        set: { ...excludedSet(categories, setFields.length ? setFields : ['name']), updatedAt: sql`now()` },
      })
      .returning({ id: categories.id, slug: categories.slug });
    for (const r of rows) bySlug.set(r.slug, r.id);
  });
  // Parents second, so a row may name a parent further down the sheet. Cycles are refused.
  if (sheet.columns.has('parent')) {
    const parentOf = new Map(stored.map((r) => [r.id, r.parent_id]));
    const links: Array<{ row: number; id: number; parentId: number | null }> = [];
    for (const i of done) {
      const id = bySlug.get(i.values.slug)!;
      const parentSlug = i.values.parent;
      const parentId = parentSlug === null ? null : (bySlug.get(parentSlug) ?? undefined);
      if (parentId === undefined) {
        run.error(sheet, i.row, 'parent', `Unknown parent category "${parentSlug}"`);
        continue;
      }
      if (parentId === id) {
        run.error(sheet, i.row, 'parent', 'A category cannot be its own parent');
        continue;
      }
      // Walk up from the new parent: reaching this category again would make a loop.
      const previous = parentOf.get(id) ?? null;
      parentOf.set(id, parentId);
      let cursor = parentId;
      let loop = false;
      for (let steps = 0; cursor !== null && steps < 10_000; steps++) {
        if (cursor === id) {
          loop = true;
          break;
        }
        cursor = parentOf.get(cursor) ?? null;
      }
      if (loop) {
        parentOf.set(id, previous);
        run.error(sheet, i.row, 'parent', 'A category cannot be placed under one of its own subcategories');
        continue;
      }
      links.push({ row: i.row, id, parentId });
    }
    await run.write(sheet, links, async (db, batch) => {
      await db.execute(sql`update categories c set parent_id = v.parent_id, updated_at = now()
        from (select unnest(${sql.param(batch.map((l) => l.id))}::int[]) as id,
                     unnest(${sql.param(batch.map((l) => l.parentId))}::int[]) as parent_id) v
        where c.id = v.id`);
    });
  }
}

async function importBrands(run: Run, sheet: ParsedSheet) {
  const { bySlug, nameOwner } = await nameOwners(run.tx, 'brands', 'slug');
  const candidates = [];
  for (const { row, values } of sheet.rows) {
    const valid = run.check(sheet, row, brandInput, {
      name: values.name ?? '',
      description: values.description ?? null,
      website: values.website ?? null,
      logoUrl: values.logoUrl ?? null,
    });
    const slugCheck = optionalSlug.safeParse(values.slug ?? null);
    if (!slugCheck.success) run.error(sheet, row, 'slug', slugCheck.error.issues[0]!.message);
    if (!valid || !slugCheck.success) continue;
    const slug = slugCheck.data ?? hyphenSlug(valid.name);
    if (!slug) {
      run.error(sheet, row, 'name', 'Brand name must contain letters or digits');
      continue;
    }
    const owner = nameOwner.get(lower(valid.name));
    if (owner !== undefined && owner !== slug) {
      run.error(sheet, row, 'name', `The name "${valid.name}" is already used by the brand "${owner}"`);
      continue;
    }
    nameOwner.set(lower(valid.name), slug);
    candidates.push({
      row,
      key: slug,
      column: 'slug',
      item: { row, values: { ...valid, slug }, existingId: bySlug.get(slug) ?? null },
    });
  }
  const items = run.partition('brands', run.dedupe(sheet, candidates));
  const setFields = ['name', 'description', 'website', 'logoUrl'].filter((f) => sheet.columns.has(f));
  await run.writeCounted('brands', sheet, items, async (db, batch) => {
    await db
      .insert(brands)
      .values(batch.map((i) => i.values))
      .onConflictDoUpdate({
        target: brands.slug,
        set: excludedSet(brands, setFields.length ? setFields : ['name']),
      });
  });
}

async function importTags(run: Run, sheet: ParsedSheet) {
  const groups = await groupIds(run, 'tag_categories');
  const { bySlug, nameOwner } = await nameOwners(run.tx, 'tags', 'slug');
  const candidates = [];
  for (const { row, values } of sheet.rows) {
    let bad = false;
    let categoryId: number | null = null;
    if (!blank(values.category)) {
      categoryId = groups.get(values.category!.trim()) ?? null;
      if (categoryId === null) {
        run.error(sheet, row, 'category', `Unknown tag category "${values.category}"`);
        bad = true;
      }
    }
    const valid = run.check(sheet, row, tagInput, {
      name: values.name ?? '',
      slug: blank(values.slug) ? hyphenSlug(values.name ?? '') : values.slug!.trim(),
      description: values.description ?? null,
      color: blank(values.color) ? DEFAULT_TAG_COLOR : values.color!.trim(),
      categoryId,
    });
    if (!valid || bad) continue;
    const owner = nameOwner.get(lower(valid.name));
    if (owner !== undefined && owner !== valid.slug) {
      run.error(sheet, row, 'name', `The name "${valid.name}" is already used by the tag "${owner}"`);
      continue;
    }
    nameOwner.set(lower(valid.name), valid.slug);
    candidates.push({
      row,
      key: valid.slug,
      column: 'slug',
      item: { row, values: valid, existingId: bySlug.get(valid.slug) ?? null },
    });
  }
  const items = run.partition('tags', run.dedupe(sheet, candidates));
  const fieldOf: Record<string, string> = { category: 'categoryId' };
  const setFields = ['name', 'description', 'color', 'category']
    .filter((f) => sheet.columns.has(f))
    .map((f) => fieldOf[f] ?? f);
  await run.writeCounted('tags', sheet, items, async (db, batch) => {
    await db
      .insert(tags)
      .values(batch.map((i) => i.values))
      .onConflictDoUpdate({
        target: tags.slug,
        set: excludedSet(tags, setFields.length ? setFields : ['name']),
      });
  });
}

const PRODUCT_COLUMNS: Array<{
  field: string;
  name: string;
  type: 'text' | 'int' | 'numeric' | 'bool' | 'text[]';
}> = [
  { field: 'sku', name: 'sku', type: 'text' },
  { field: 'name', name: 'name', type: 'text' },
  { field: 'slug', name: 'slug', type: 'text' },
  { field: 'mpn', name: 'mpn', type: 'text' },
  { field: 'subtitle', name: 'subtitle', type: 'text' },
  { field: 'description', name: 'description', type: 'text' },
  { field: 'shortDescription', name: 'short_description', type: 'text' },
  { field: 'price', name: 'price', type: 'numeric' },
  { field: 'categoryId', name: 'category_id', type: 'int' },
  { field: 'brandId', name: 'brand_id', type: 'int' },
  { field: 'images', name: 'images', type: 'text[]' },
  { field: 'stock', name: 'stock', type: 'int' },
  { field: 'status', name: 'status', type: 'text' },
  { field: 'featured', name: 'featured', type: 'bool' },
];

const PRODUCT_FIELDS = [
  'name',
  'slug',
  'mpn',
  'subtitle',
  'description',
  'shortDescription',
  'price',
  'images',
  'stock',
  'status',
  'featured',
] as const;

async function importProducts(run: Run, sheet: ParsedSheet) {
  // One after the other: a transaction is one connection.
  const categoryRows = await queryRows<{ id: number; slug: string }>(
    run.tx,
    sql`select id, slug from categories`,
  );
  const brandRows = await queryRows<{ id: number; slug: string; name: string }>(
    run.tx,
    sql`select id, slug, name from brands`,
  );
  const stored = await queryRows<{
    id: number;
    sku: string;
    slug: string;
    name: string;
    category_id: number;
  }>(run.tx, sql`select id, sku, slug, name, category_id from products`);
  const categoryBySlug = new Map(categoryRows.map((r) => [r.slug, r.id]));
  const brandByKey = new Map<string, number>();
  for (const b of brandRows) {
    brandByKey.set(lower(b.name), b.id);
    brandByKey.set(b.slug, b.id);
  }
  const bySku = new Map(stored.map((r) => [r.sku, r]));
  const slugOwner = new Map(stored.map((r) => [r.slug, r.sku]));
  const has = (c: string) => sheet.columns.has(c);

  const candidates = [];
  for (const { row, values } of sheet.rows) {
    let bad = false;
    const sku = (values.sku ?? '').trim();
    const existing = sku ? bySku.get(sku) : undefined;
    let categoryId: number | undefined = existing?.category_id;
    if (has('category') && !(existing && blank(values.category))) {
      const slug = (values.category ?? '').trim();
      categoryId = slug ? categoryBySlug.get(slug) : undefined;
      if (slug && categoryId === undefined) {
        run.error(sheet, row, 'category', `Unknown category "${slug}"`);
        bad = true;
      }
    }
    let brandId: number | null = null;
    if (!blank(values.brand)) {
      const id = brandByKey.get(values.brand!.trim()) ?? brandByKey.get(lower(values.brand!.trim()));
      if (id === undefined) {
        run.error(sheet, row, 'brand', `Unknown brand "${values.brand}"`);
        bad = true;
      } else brandId = id;
    }
    const name = has('name') && !blank(values.name) ? values.name : existing?.name;
    const slug =
      has('slug') && !blank(values.slug) ? values.slug!.trim() : (existing?.slug ?? productSlug(name ?? ''));
    // Price and stock as the file writes numbers (a semicolon CSV: "9,99"); ambiguous ones are errors.
    const numbers: Record<'price' | 'stock', string | null> = { price: null, stock: '' };
    for (const field of ['price', 'stock'] as const) {
      const reading = readNumber(values[field] ?? '', sheet.decimal ?? '.');
      if (reading.ok) numbers[field] = reading.value || (field === 'price' ? null : '');
      else if (reading.ambiguous) {
        run.error(sheet, row, field, reading.error);
        bad = true;
      } else numbers[field] = values[field] ?? null; // the schema says what a price or stock must be
    }
    let featured = false;
    if (has('featured')) {
      const b = boolOrError(run, sheet, row, 'featured', values.featured);
      if (b === null) bad = true;
      else featured = b;
    }
    const valid = run.check(
      sheet,
      row,
      productInput,
      {
        sku,
        name: name ?? '',
        slug,
        categoryId: categoryId ?? '',
        brandId,
        mpn: values.mpn ?? null,
        subtitle: values.subtitle ?? null,
        description: values.description ?? null,
        shortDescription: values.shortDescription ?? null,
        price: numbers.price,
        stock: numbers.stock,
        status: blank(values.status) ? undefined : values.status!.trim().toLowerCase(),
        featured,
        images: list(values.images),
      },
      { categoryId: 'category', brandId: 'brand' },
    );
    if (!valid || bad) continue;
    const owner = slugOwner.get(valid.slug);
    if (owner !== undefined && owner !== valid.sku) {
      run.error(sheet, row, 'slug', `The URL slug "${valid.slug}" is already used by SKU ${owner}`);
      continue;
    }
    slugOwner.set(valid.slug, valid.sku);
    candidates.push({
      row,
      key: valid.sku,
      column: 'sku',
      item: { row, values: valid, existingId: existing?.id ?? null },
    });
  }
  const items = run.partition('products', run.dedupe(sheet, candidates));
  const setFields: string[] = PRODUCT_FIELDS.filter((f) => has(f));
  if (has('category')) setFields.push('categoryId');
  if (has('brand')) setFields.push('brandId');
  const ids = await run.productIds();
  const columns = PRODUCT_COLUMNS;
  const dbName = (f: string) => columns.find((c) => c.field === f)!.name;
  const updates = (setFields.length ? setFields : ['name']).map(
    (f) => `"${dbName(f)}" = excluded."${dbName(f)}"`,
  );
  await run.writeCounted('products', sheet, items, async (db, batch) => {
    const rows = await unnestInsert(
      db,
      'products',
      columns,
      batch.map((i) => columns.map((c) => (i.values as Record<string, unknown>)[c.field])),
      `on conflict (sku) do update set ${updates.join(', ')}, updated_at = now()`,
      'returning id, sku',
    );
    for (const r of rows) ids.set(r.sku as string, r.id as number);
  });
}

/** Resolves a row's SKU column to a product id, reporting unknown SKUs. */
async function productOf(
  run: Run,
  sheet: ParsedSheet,
  row: number,
  values: Record<string, string>,
  column = 'sku',
) {
  const sku = (values[column] ?? '').trim();
  if (!sku) {
    run.error(sheet, row, column, 'SKU is required');
    return null;
  }
  const id = (await run.productIds()).get(sku);
  if (id === undefined) {
    run.error(sheet, row, column, `Unknown product SKU "${sku}"`);
    return null;
  }
  return id;
}

const NUMBER_PATTERN = /^-?\d{1,6}(\.\d{1,4})?$/;

async function importSpecifications(run: Run, sheet: ParsedSheet) {
  const defs = new Map(
    (
      await queryRows<{ id: number; key: string; data_type: string; enum_options: string[] }>(
        run.tx,
        sql`select id, key, data_type, enum_options from spec_definitions`,
      )
    ).map((d) => [d.key, d]),
  );
  const candidates = [];
  for (const { row, values } of sheet.rows) {
    // Product, spec key and value are checked each, so a row reports all its errors (#14).
    const productId = await productOf(run, sheet, row, values);
    const def = defs.get((values.specKey ?? '').trim());
    if (!def) {
      run.error(
        sheet,
        row,
        'specKey',
        blank(values.specKey) ? 'Spec key is required' : `Unknown specification "${values.specKey}"`,
      );
    }
    const raw = (values.value ?? '').trim();
    if (!raw) run.error(sheet, row, 'value', 'Value is required');
    if (!def || !raw) continue;
    const fields = {
      valueString: null as string | null,
      valueNumber: null as string | null,
      valueBoolean: null as boolean | null,
      valueEnum: null as string | null,
    };
    if (def.data_type === 'NUMBER') {
      const reading = readNumber(raw, sheet.decimal ?? '.');
      if (!reading.ok && reading.ambiguous) {
        run.error(sheet, row, 'value', reading.error);
        continue;
      }
      const n = Number(reading.ok ? reading.value : raw);
      if (!Number.isFinite(n) || !NUMBER_PATTERN.test(formatNumber(n))) {
        run.error(
          sheet,
          row,
          'value',
          `"${raw}" is not a number (at most 6 digits before and 4 after the point)`,
        );
        continue;
      }
      fields.valueNumber = formatNumber(n);
    } else if (def.data_type === 'BOOLEAN') {
      const b = boolCell(raw);
      if (b === undefined) {
        run.error(sheet, row, 'value', 'Must be TRUE or FALSE');
        continue;
      }
      fields.valueBoolean = b;
    } else if (def.data_type === 'ENUM') {
      if (!def.enum_options.includes(raw)) {
        run.error(sheet, row, 'value', `"${raw}" is not one of the options: ${def.enum_options.join(', ')}`);
        continue;
      }
      fields.valueEnum = raw;
    } else {
      if (raw.length > 2000) {
        run.error(sheet, row, 'value', 'Must be at most 2000 characters');
        continue;
      }
      fields.valueString = raw;
    }
    if (productId === null) continue;
    const shown = rawSpecValue(def.data_type, fields);
    candidates.push({
      row,
      key: `${productId}:${def.id}`,
      column: 'specKey',
      item: {
        row,
        values: {
          productId,
          specDefinitionId: def.id,
          ...fields,
          valueSlug: shown === null ? null : specValueSlug(shown),
        },
        existingId: null as number | null,
      },
    });
  }
  const unique = run.dedupe(sheet, candidates);
  const existing = await existingPairs(
    run.tx,
    sql`select product_id as a, spec_definition_id as b, id from product_spec_values where product_id = any(${sql.param([...new Set(unique.map((i) => i.values.productId))])}::int[])`,
  );
  for (const i of unique)
    i.existingId = existing.get(`${i.values.productId}:${i.values.specDefinitionId}`) ?? null;
  const items = run.partition('specifications', unique);
  await run.writeCounted('specifications', sheet, items, async (db, batch) => {
    await unnestInsert(
      db,
      'product_spec_values',
      [
        { name: 'product_id', type: 'int' },
        { name: 'spec_definition_id', type: 'int' },
        { name: 'value_string', type: 'text' },
        { name: 'value_number', type: 'numeric' },
        { name: 'value_boolean', type: 'bool' },
        { name: 'value_enum', type: 'text' },
        { name: 'value_slug', type: 'text' },
      ],
      batch.map(({ values: v }) => [
        v.productId,
        v.specDefinitionId,
        v.valueString,
        v.valueNumber,
        v.valueBoolean,
        v.valueEnum,
        v.valueSlug,
      ]),
      `on conflict (product_id, spec_definition_id) do update set value_string = excluded.value_string,
        value_number = excluded.value_number, value_boolean = excluded.value_boolean,
        value_enum = excluded.value_enum, value_slug = excluded.value_slug`,
    );
  });
}

/** "a:b" → id of existing child rows. */
async function existingPairs(tx: DbOrTx, query: ReturnType<typeof sql>): Promise<Map<string, number>> {
  const rows = await queryRows<{ a: unknown; b: unknown; id: number }>(tx, query);
  return new Map(rows.map((r) => [`${r.a}:${r.b}`, r.id]));
}

const sortCell = z
  .number({ message: 'Sort must be a whole number' })
  .int({ message: 'Sort must be a whole number' })
  .min(-1_000_000)
  .max(1_000_000);

/**
 * Child rows keyed by product + one text (highlights by text, FAQs by question, distributor links
 * by name): new ones inserted in batches, matching ones updated.
 */
async function importChildren<T extends Record<string, unknown>>(
  run: Run,
  sheet: ParsedSheet,
  config: {
    table: typeof highlights | typeof faqs | typeof distributorLinks;
    keyField: string;
    keyColumn: string;
    schema: z.ZodType<T>;
    toInput: (values: Record<string, string>) => unknown;
    existingQuery: (productIds: number[]) => ReturnType<typeof sql>;
  },
) {
  const section = sheet.section.key;
  const candidates = [];
  for (const { row, values } of sheet.rows) {
    const productId = await productOf(run, sheet, row, values);
    const valid = run.check(sheet, row, config.schema, config.toInput(values));
    if (productId === null || !valid) continue;
    candidates.push({
      row,
      key: `${productId}:${lower(String(valid[config.keyField]))}`,
      column: config.keyColumn,
      item: { row, values: { ...valid, productId }, existingId: null as number | null },
    });
  }
  const unique = run.dedupe(sheet, candidates);
  const existing = await existingPairs(
    run.tx,
    config.existingQuery([...new Set(unique.map((i) => i.values.productId))]),
  );
  for (const i of unique)
    i.existingId = existing.get(`${i.values.productId}:${lower(String(i.values[config.keyField]))}`) ?? null;
  const items = run.partition(section, unique);
  const table = config.table;
  await run.writeCounted(section, sheet, items, async (db, batch) => {
    const fresh = batch.filter((i) => i.existingId === null);
    if (fresh.length) await db.insert(table).values(fresh.map((i) => i.values) as never);
    for (const i of batch.filter((b) => b.existingId !== null)) {
      const { productId: _p, ...changes } = i.values;
      const present = Object.fromEntries(
        Object.entries(changes).filter(([k]) => sheet.columns.has(k) || k === config.keyField),
      );
      await db
        .update(table)
        .set(present as never)
        .where(sql`id = ${i.existingId}`);
    }
  });
}

async function importDocuments(run: Run, sheet: ParsedSheet) {
  const stored = new Map(
    (
      await queryRows<{ id: number; url: string }>(
        run.tx,
        sql`select distinct on (url) id, url from documents order by url, id`,
      )
    ).map((r) => [r.url, r.id]),
  );
  const skus = await run.productIds();
  const candidates = [];
  for (const { row, values } of sheet.rows) {
    const valid = run.check(sheet, row, documentInput, {
      title: values.title ?? '',
      kind: blank(values.kind) ? 'SPEC' : values.kind!.trim().toUpperCase(),
      url: values.url ?? '',
      description: values.description ?? null,
      version: values.version ?? null,
      language: blank(values.language) ? 'en' : values.language!.trim().toLowerCase(),
    });
    let bad = !valid;
    const effectiveDate = textOrNull(values.effectiveDate);
    if (
      effectiveDate &&
      (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveDate) || Number.isNaN(Date.parse(effectiveDate)))
    ) {
      run.error(sheet, row, 'effectiveDate', 'Must be a date (YYYY-MM-DD)');
      bad = true;
    }
    const productIds: number[] = [];
    for (const sku of list(values.products)) {
      const id = skus.get(sku);
      if (id === undefined) {
        run.error(sheet, row, 'products', `Unknown product SKU "${sku}"`);
        bad = true;
      } else productIds.push(id);
    }
    if (bad || !valid) continue;
    candidates.push({
      row,
      key: valid.url,
      column: 'url',
      item: {
        row,
        values: { ...valid, effectiveDate, fileKey: keyFromUrl(valid.url), productIds },
        existingId: stored.get(valid.url) ?? null,
      },
    });
  }
  const items = run.partition('documents', run.dedupe(sheet, candidates));
  const setFields = ['title', 'kind', 'description', 'version', 'language', 'effectiveDate'].filter((f) =>
    sheet.columns.has(f),
  );
  await run.writeCounted('documents', sheet, items, async (db, batch) => {
    const fresh = batch.filter((i) => i.existingId === null);
    const created = fresh.length
      ? await db
          .insert(documents)
          .values(fresh.map(({ values: { productIds: _ids, ...v } }) => v))
          .returning({ id: documents.id })
      : [];
    fresh.forEach((i, n) => {
      i.existingId = null;
      (i as { newId?: number }).newId = created[n]!.id;
    });
    for (const i of batch.filter((b) => b.existingId !== null)) {
      const changes = Object.fromEntries(setFields.map((f) => [f, (i.values as Record<string, unknown>)[f]]));
      if (Object.keys(changes).length)
        await db.update(documents).set(changes).where(sql`id = ${i.existingId}`);
    }
    const links = batch.flatMap((i) =>
      i.values.productIds.map((productId) => ({
        productId,
        documentId: i.existingId ?? (i as { newId?: number }).newId!,
      })),
    );
    if (links.length) await db.insert(productDocuments).values(links).onConflictDoNothing();
  });
}

async function importRelationships(run: Run, sheet: ParsedSheet) {
  const candidates = [];
  for (const { row, values } of sheet.rows) {
    const from = await productOf(run, sheet, row, values, 'fromSku');
    const to = await productOf(run, sheet, row, values, 'toSku');
    let bad = from === null || to === null;
    const type = (values.type ?? '').trim().toUpperCase() as RelationshipType;
    if (!RELATIONSHIP_TYPES.includes(type)) {
      run.error(
        sheet,
        row,
        'type',
        blank(values.type) ? 'Type is required' : `Unknown relationship type "${values.type}"`,
      );
      bad = true;
    }
    if (from !== null && from === to) {
      run.error(sheet, row, 'toSku', 'A product cannot be related to itself');
      bad = true;
    }
    const note = textOrNull(values.note);
    if (note && note.length > 500) {
      run.error(sheet, row, 'note', 'Must be at most 500 characters');
      bad = true;
    }
    if (bad || from === null || to === null) continue;
    candidates.push({
      row,
      key: `${from}:${to}:${type}`,
      column: 'type',
      item: {
        row,
        values: { fromProductId: from, toProductId: to, type, note },
        existingId: null as number | null,
      },
    });
  }
  const unique = run.dedupe(sheet, candidates);
  const ids = [...new Set(unique.map((i) => i.values.fromProductId))];
  const existing = await existingPairs(
    run.tx,
    sql`select from_product_id || ':' || to_product_id as a, type as b, id from relationships where from_product_id = any(${sql.param(ids)}::int[])`,
  );
  for (const i of unique)
    i.existingId = existing.get(`${i.values.fromProductId}:${i.values.toProductId}:${i.values.type}`) ?? null;
  const items = run.partition('relationships', unique);
  const explicit = new Set(
    unique.map((i) => `${i.values.fromProductId}:${i.values.toProductId}:${i.values.type}`),
  );
  await run.writeCounted('relationships', sheet, items, async (db, batch) => {
    await db
      .insert(relationships)
      .values(batch.map((i) => i.values))
      .onConflictDoUpdate({
        target: [relationships.fromProductId, relationships.toProductId, relationships.type],
        set: sheet.columns.has('note') ? excludedSet(relationships, ['note']) : { type: sql`excluded.type` },
      });
    // Every relationship is stored from both sides; an inverse listed in the file keeps its own row.
    const inverses = batch
      .map((i) => ({
        fromProductId: i.values.toProductId,
        toProductId: i.values.fromProductId,
        type: INVERSE_RELATIONSHIP[i.values.type],
        note: null,
      }))
      .filter((r) => !explicit.has(`${r.fromProductId}:${r.toProductId}:${r.type}`));
    if (inverses.length) await db.insert(relationships).values(inverses).onConflictDoNothing();
  });
}

async function importProductTags(run: Run, sheet: ParsedSheet) {
  const tagIds = await run.lookup('tags', () => queryRows(run.tx, sql`select slug as k, id from tags`));
  const candidates = [];
  for (const { row, values } of sheet.rows) {
    const productId = await productOf(run, sheet, row, values);
    const tagId = tagIds.get((values.tag ?? '').trim());
    if (tagId === undefined)
      run.error(sheet, row, 'tag', blank(values.tag) ? 'Tag is required' : `Unknown tag "${values.tag}"`);
    if (productId === null || tagId === undefined) continue;
    candidates.push({
      row,
      key: `${productId}:${tagId}`,
      column: 'tag',
      item: { row, values: { productId, tagId }, existingId: null as number | null },
    });
  }
  const unique = run.dedupe(sheet, candidates);
  const existing = await existingPairs(
    run.tx,
    sql`select product_id as a, tag_id as b, 1 as id from product_tags where product_id = any(${sql.param([...new Set(unique.map((i) => i.values.productId))])}::int[])`,
  );
  for (const i of unique) i.existingId = existing.get(`${i.values.productId}:${i.values.tagId}`) ?? null;
  const items = run.partition('productTags', unique);
  await run.writeCounted('productTags', sheet, items, async (db, batch) => {
    await unnestInsert(
      db,
      'product_tags',
      [
        { name: 'product_id', type: 'int' },
        { name: 'tag_id', type: 'int' },
      ],
      batch.map(({ values: v }) => [v.productId, v.tagId]),
      'on conflict do nothing',
    );
  });
}

// ------------------------------------------------------------------ the run

const highlightSchema = z.strictObject({
  text: requiredText('Text is required', 500),
  icon: optionalText(100),
  sort: sortCell,
});
const faqSchema = z.strictObject({
  question: requiredText('Question is required', 500),
  answer: requiredText('Answer is required', 5000),
  sort: sortCell,
});
const distributorSchema = z.strictObject({
  distributorName: requiredText('Distributor is required', 200),
  url: httpUrl('Must be a valid http(s) URL'),
  sort: sortCell,
});

type Handler = (run: Run, sheet: ParsedSheet) => Promise<unknown>;
const HANDLERS: Record<SectionKey, Handler> = {
  specCategories: (run, sheet) => importGroups(run, sheet, specCategories, 'spec_categories'),
  tagCategories: (run, sheet) => importGroups(run, sheet, tagCategories, 'tag_categories'),
  specDefinitions: importSpecDefinitions,
  categories: importCategories,
  brands: importBrands,
  tags: importTags,
  products: importProducts,
  specifications: importSpecifications,
  highlights: (run, sheet) =>
    importChildren(run, sheet, {
      table: highlights,
      keyField: 'text',
      keyColumn: 'text',
      schema: highlightSchema,
      toInput: (v) => ({ text: v.text ?? '', icon: v.icon ?? null, sort: intCell(v.sort) }),
      existingQuery: (ids) =>
        sql`select product_id as a, lower(text) as b, id from highlights where product_id = any(${sql.param(ids)}::int[])`,
    }),
  documents: importDocuments,
  faqs: (run, sheet) =>
    importChildren(run, sheet, {
      table: faqs,
      keyField: 'question',
      keyColumn: 'question',
      schema: faqSchema,
      toInput: (v) => ({ question: v.question ?? '', answer: v.answer ?? '', sort: intCell(v.sort) }),
      existingQuery: (ids) =>
        sql`select product_id as a, lower(question) as b, id from faqs where product_id = any(${sql.param(ids)}::int[])`,
    }),
  relationships: importRelationships,
  productTags: importProductTags,
  distributorLinks: (run, sheet) =>
    importChildren(run, sheet, {
      table: distributorLinks,
      keyField: 'distributorName',
      keyColumn: 'distributorName',
      schema: distributorSchema,
      toInput: (v) => ({ distributorName: v.distributorName ?? '', url: v.url ?? '', sort: intCell(v.sort) }),
      existingQuery: (ids) =>
        sql`select product_id as a, lower(distributor_name) as b, id from distributor_links where product_id = any(${sql.param(ids)}::int[])`,
    }),
};

/** Required columns missing from a sheet's header are one error for the whole sheet. */
function missingColumns(section: SectionDef, sheet: ParsedSheet, updateOnly: boolean): string[] {
  return (
    section.columns
      .filter((c) => c.required && !sheet.columns.has(c.key))
      // A products sheet that only updates may leave out name and category (the SKU is the key).
      .filter((c) => !(updateOnly && section.key === 'products' && c.key !== 'sku'))
      .map((c) => c.header)
  );
}

/**
 * Applies the sheets in dependency order inside one transaction. `beforeCommit` runs inside the
 * transaction after everything was written (the tests use it to simulate a crash).
 */
export async function applyImport(
  db: DbOrTx,
  sheets: ParsedSheet[] | SheetArrivals,
  options: ImportOptions,
  hooks: {
    afterSection?: (section: SectionKey) => Promise<void>;
    /** Inside the transaction after every section (the revisions of the changed products, #19). */
    beforeCommit?: (tx: Tx) => Promise<unknown>;
    /** Called with the counts so far after each section (and with the section about to start). */
    progress?: (result: ImportResult, current: SectionKey | null) => void;
  } = {},
): Promise<ImportResult> {
  const result = emptyResult();
  await db.transaction(async (tx) =>
    // Each product's search document is built once, after every section (search/index-maintenance.ts).
    withDeferredSearch(
      tx,
      async () => {
        const run = new Run(tx as Tx, options, result);
        for (const key of IMPORT_SECTIONS) {
          const sheet = Array.isArray(sheets)
            ? sheets.find((s) => s.section.key === key)
            : await sheets.get(key);
          if (!sheet) continue;
          hooks.progress?.(result, key);
          const missing = missingColumns(sheet.section, sheet, true);
          if (missing.length) {
            result.details[key].errors.push(
              `${sheet.sheet}: missing column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')}`,
            );
            continue;
          }
          await HANDLERS[key](run, sheet);
          run.flushErrors();
          await hooks.afterSection?.(key);
          hooks.progress?.(result, null);
        }
        // Nothing is committed from a file that turns out unreadable after its last section.
        if (!Array.isArray(sheets)) await sheets.complete();
        await hooks.beforeCommit?.(tx as Tx);
      },
      { batch: 250, between: pacer() },
    ),
  );
  result.imported = result.details.products.imported;
  result.updated = result.details.products.updated;
  for (const key of IMPORT_SECTIONS) {
    result.skipped += result.details[key].skipped;
    result.errors.push(...result.details[key].errors);
  }
  return result;
}
