// The catalogue's reference data — categories, tags, tag groups and specification definitions — held
// in memory per database handle (#21). A filtered catalogue page resolved tag slugs, specification keys
// and the category tree, and listed categories, tags and filterable definitions, in ten small queries
// per render; they now come from here. The copy follows every commit the same way as the facet index:
// the index's sync reads the transactions that changed these tables (reference_changes, migration
// 0019) and bumps `referenceGeneration`; a new generation is read again, once, by the first caller.
// Transactions, and a database whose index is switched off, read SQL as before (undefined here).
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, specDefinitions, tagCategories, tags } from '../../db/schema';
import type { CategoryRow } from '../categories/service';
import { type FacetEngine, facetEngineFor, pruneChangeLog } from './facet-engine/engine';

/** A category as every list shows it, without its counts. */
export type ReferenceCategory = Omit<CategoryRow, 'productCount' | 'childCount'>;

export interface ReferenceTag {
  id: number;
  name: string;
  slug: string;
  color: string;
  categoryId: number | null;
}

export interface ReferenceSpec {
  id: number;
  key: string;
  label: string;
  dataType: string;
  enumOptions: string[];
  sortOrder: number;
  unit: string | null;
  filterable: boolean;
}

export interface ReferenceData {
  /** By name, then id (the order every list of them uses). */
  categories: ReferenceCategory[];
  childCounts: Map<number, number>;
  /** By name, then id. */
  tags: ReferenceTag[];
  tagBySlug: Map<string, ReferenceTag>;
  tagGroupBySlug: Map<string, number>;
  /** By sort order, label, then id. */
  specs: ReferenceSpec[];
  specByKey: Map<string, ReferenceSpec>;
}

async function read(db: DbOrTx): Promise<ReferenceData> {
  const [categoryRows, tagRows, groupRows, specRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        description: categories.description,
        parentId: categories.parentId,
        createdAt: categories.createdAt,
      })
      .from(categories)
      .orderBy(asc(categories.name), asc(categories.id)),
    db
      .select({
        id: tags.id,
        name: tags.name,
        slug: tags.slug,
        color: tags.color,
        categoryId: tags.categoryId,
      })
      .from(tags)
      .orderBy(asc(tags.name), asc(tags.id)),
    db.select({ id: tagCategories.id, slug: tagCategories.slug }).from(tagCategories),
    db
      .select({
        id: specDefinitions.id,
        key: specDefinitions.key,
        label: specDefinitions.label,
        dataType: specDefinitions.dataType,
        enumOptions: specDefinitions.enumOptions,
        sortOrder: specDefinitions.sortOrder,
        unit: specDefinitions.unit,
        filterable: specDefinitions.filterable,
      })
      .from(specDefinitions)
      .orderBy(asc(specDefinitions.sortOrder), asc(specDefinitions.label), asc(specDefinitions.id)),
  ]);
  const childCounts = new Map<number, number>();
  for (const c of categoryRows)
    if (c.parentId !== null) childCounts.set(c.parentId, (childCounts.get(c.parentId) ?? 0) + 1);
  return {
    categories: categoryRows,
    childCounts,
    tags: tagRows,
    tagBySlug: new Map(tagRows.map((t) => [t.slug, t])),
    tagGroupBySlug: new Map(groupRows.map((g) => [g.slug, g.id])),
    specs: specRows,
    specByKey: new Map(specRows.map((s) => [s.key, s])),
  };
}

const held = new WeakMap<FacetEngine, { generation: number; data: Promise<ReferenceData> }>();

/**
 * The reference data as of every commit made before this call, or undefined where SQL must answer
 * (a transaction, which must see its own writes; the index switched off).
 */
export async function referenceData(db: DbOrTx): Promise<ReferenceData | undefined> {
  const engine = facetEngineFor(db);
  if (!engine) return undefined;
  await engine.sync();
  const generation = engine.referenceGeneration;
  let entry = held.get(engine);
  if (!entry || entry.generation !== generation) {
    const fresh = { generation, data: read(db) };
    // A failed read is not kept: the next caller reads again.
    fresh.data.catch(() => {
      if (held.get(engine) === fresh) held.delete(engine);
    });
    held.set(engine, fresh);
    entry = fresh;
  }
  return entry.data;
}

/** Category ids or slugs → ids, each with all of its subcategories (a damaged loop stops). */
export function expandCategoryTree(
  all: ReadonlyArray<{ id: number; slug: string; parentId: number | null }>,
  tokens: string[],
): number[] {
  const children = new Map<number, number[]>();
  for (const c of all) {
    if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  }
  const roots = all.filter((c) => tokens.includes(c.slug) || tokens.includes(String(c.id))).map((c) => c.id);
  const result = new Set<number>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (result.has(id)) continue;
    result.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...result];
}

/** Drops reference_changes rows past the change log's day (housekeeping). */
export const pruneReferenceChanges = (db: DbOrTx) => pruneChangeLog(db, 'reference_changes');
