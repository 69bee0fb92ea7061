// Specification categories and definitions. A definition's key is permanent (values and filters are
// keyed by it); its data type cannot change while products hold values; deleting a definition that
// products use needs an explicit force, and its values go with it in the same statement (cascade).
import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { SpecDataType } from '../../../core/constants';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { productSpecValues, specCategories, specDefinitions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';

// ---------------------------------------------------------------- spec categories

export interface SpecCategoryValues {
  name: string;
  slug: string;
  description: string | null;
  color: string;
  sort: number;
}

const CATEGORY_NAME_TAKEN = 'A specification category with this name already exists';
const CATEGORY_SLUG_TAKEN = 'A specification category with this slug already exists';

export async function listSpecCategories(db: DbOrTx, onlyId?: number) {
  const counts = db
    .select({ categoryId: specDefinitions.categoryId, n: count().as('definition_n') })
    .from(specDefinitions)
    .groupBy(specDefinitions.categoryId)
    .as('dc');
  const rows = await db
    .select({
      id: specCategories.id,
      name: specCategories.name,
      slug: specCategories.slug,
      description: specCategories.description,
      color: specCategories.color,
      sort: specCategories.sort,
      createdAt: specCategories.createdAt,
      definitionCount: sql<number>`coalesce(${counts.n}, 0)::int`,
    })
    .from(specCategories)
    .leftJoin(counts, eq(counts.categoryId, specCategories.id))
    .where(onlyId === undefined ? undefined : eq(specCategories.id, onlyId))
    .orderBy(asc(specCategories.sort), asc(specCategories.name));
  return rows.map((r) => ({ ...r, definitionCount: Number(r.definitionCount) }));
}

async function getSpecCategory(db: DbOrTx, id: number) {
  const [row] = await listSpecCategories(db, id);
  if (!row) throw notFound('Specification category not found');
  return row;
}

async function checkSpecCategory(db: DbOrTx, input: SpecCategoryValues, exceptId: number | null) {
  const others = exceptId === null ? undefined : ne(specCategories.id, exceptId);
  const [nameTaken] = await db
    .select({ id: specCategories.id })
    .from(specCategories)
    .where(and(sql`lower(${specCategories.name}) = lower(${input.name})`, others));
  if (nameTaken) throw conflict(CATEGORY_NAME_TAKEN, { name: [CATEGORY_NAME_TAKEN] });
  const [slugTaken] = await db
    .select({ id: specCategories.id })
    .from(specCategories)
    .where(and(eq(specCategories.slug, input.slug), others));
  if (slugTaken) throw conflict(CATEGORY_SLUG_TAKEN, { slug: [CATEGORY_SLUG_TAKEN] });
}

export async function createSpecCategory(ctx: AppContext, input: SpecCategoryValues) {
  await checkSpecCategory(ctx.db, input, null);
  const [row] = await ctx.db.insert(specCategories).values(input).returning();
  return { ...row!, definitionCount: 0 };
}

export async function updateSpecCategory(ctx: AppContext, id: number, input: SpecCategoryValues) {
  await getSpecCategory(ctx.db, id);
  await checkSpecCategory(ctx.db, input, id);
  await ctx.db.update(specCategories).set(input).where(eq(specCategories.id, id));
  return getSpecCategory(ctx.db, id);
}

/** Its definitions stay, uncategorised (the foreign key sets their categoryId to null). */
export async function deleteSpecCategory(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(specCategories)
    .where(eq(specCategories.id, id))
    .returning({ id: specCategories.id });
  if (deleted.length === 0) throw notFound('Specification category not found');
}

// ---------------------------------------------------------------- definitions

export interface DefinitionValues {
  key: string;
  label: string;
  description: string | null;
  unit: string | null;
  dataType: SpecDataType;
  enumOptions: string[];
  categoryId: number | null;
  required: boolean;
  sortOrder: number;
  filterable: boolean;
}

export type DefinitionPatch = Partial<DefinitionValues>;

export const KEY_TAKEN_MESSAGE = 'A specification with this key already exists';
export const LABEL_TAKEN_MESSAGE = 'A specification with this label already exists in this category';
export const KEY_IMMUTABLE_MESSAGE =
  'The key of a specification cannot be changed; create a new specification instead';

export function valuesMessage(n: number): string {
  return `This specification has ${n} product ${n === 1 ? 'value' : 'values'}. Delete it together with ${n === 1 ? 'it' : 'them'}?`;
}

export async function listDefinitions(db: DbOrTx, onlyId?: number) {
  const usage = db
    .select({ definitionId: productSpecValues.specDefinitionId, n: count().as('usage_n') })
    .from(productSpecValues)
    .groupBy(productSpecValues.specDefinitionId)
    .as('usage');
  const rows = await db
    .select({
      id: specDefinitions.id,
      key: specDefinitions.key,
      label: specDefinitions.label,
      description: specDefinitions.description,
      unit: specDefinitions.unit,
      dataType: specDefinitions.dataType,
      enumOptions: specDefinitions.enumOptions,
      categoryId: specDefinitions.categoryId,
      categoryName: specCategories.name,
      required: specDefinitions.required,
      sortOrder: specDefinitions.sortOrder,
      filterable: specDefinitions.filterable,
      createdAt: specDefinitions.createdAt,
      usageCount: sql<number>`coalesce(${usage.n}, 0)::int`,
    })
    .from(specDefinitions)
    .leftJoin(specCategories, eq(specCategories.id, specDefinitions.categoryId))
    .leftJoin(usage, eq(usage.definitionId, specDefinitions.id))
    .where(onlyId === undefined ? undefined : eq(specDefinitions.id, onlyId))
    .orderBy(
      sql`${specCategories.sort} asc nulls first`,
      asc(specCategories.name),
      asc(specDefinitions.sortOrder),
      asc(specDefinitions.label),
    );
  return rows.map((r) => ({
    ...r,
    dataType: r.dataType as SpecDataType | 'RELATIONSHIP_LIST',
    usageCount: Number(r.usageCount),
  }));
}

async function getDefinition(db: DbOrTx, id: number) {
  const [row] = await listDefinitions(db, id);
  if (!row) throw notFound('Specification not found');
  return row;
}

async function checkCategoryExists(db: DbOrTx, categoryId: number | null | undefined): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  const [row] = await db
    .select({ id: specCategories.id })
    .from(specCategories)
    .where(eq(specCategories.id, categoryId));
  if (!row) {
    const message = 'The specification category does not exist';
    throw badRequest(message, { categoryId: [message] });
  }
}

/** Labels are unique within a specification category (case-insensitive): the editor lists them by label. */
async function checkLabelFree(db: DbOrTx, label: string, categoryId: number | null, exceptId: number | null) {
  const [taken] = await db
    .select({ id: specDefinitions.id })
    .from(specDefinitions)
    .where(
      and(
        sql`coalesce(${specDefinitions.categoryId}, 0) = ${categoryId ?? 0}`,
        sql`lower(btrim(${specDefinitions.label})) = lower(btrim(${label}))`,
      ),
    );
  if (taken && taken.id !== exceptId) throw conflict(LABEL_TAKEN_MESSAGE, { label: [LABEL_TAKEN_MESSAGE] });
}

export async function createDefinition(ctx: AppContext, input: DefinitionValues) {
  const [taken] = await ctx.db
    .select({ id: specDefinitions.id })
    .from(specDefinitions)
    .where(eq(specDefinitions.key, input.key));
  if (taken) throw conflict(KEY_TAKEN_MESSAGE, { key: [KEY_TAKEN_MESSAGE] });
  await checkCategoryExists(ctx.db, input.categoryId);
  await checkLabelFree(ctx.db, input.label, input.categoryId, null);
  const [row] = await ctx.db
    .insert(specDefinitions)
    .values({ ...input, enumOptions: input.dataType === 'ENUM' ? input.enumOptions : [] })
    .returning({ id: specDefinitions.id });
  return getDefinition(ctx.db, row!.id);
}

export async function updateDefinition(ctx: AppContext, id: number, patch: DefinitionPatch) {
  const existing = await getDefinition(ctx.db, id);
  if (patch.key !== undefined && patch.key !== existing.key) {
    throw badRequest(KEY_IMMUTABLE_MESSAGE, { key: [KEY_IMMUTABLE_MESSAGE] });
  }
  await checkCategoryExists(ctx.db, patch.categoryId);
  if (patch.label !== undefined || patch.categoryId !== undefined) {
    const categoryId = patch.categoryId !== undefined ? patch.categoryId : existing.categoryId;
    await checkLabelFree(ctx.db, patch.label ?? existing.label, categoryId, id);
  }
  const dataType = patch.dataType ?? existing.dataType;
  if (dataType !== existing.dataType && existing.usageCount > 0) {
    const n = existing.usageCount;
    const message = `This specification has ${n} product ${n === 1 ? 'value' : 'values'}; its data type cannot be changed while they exist.`;
    throw conflict(message, { dataType: [message] });
  }
  let enumOptions = patch.enumOptions ?? existing.enumOptions;
  if (dataType === 'ENUM') {
    if (enumOptions.length === 0) {
      const message = 'Add at least one option for a list (ENUM) specification';
      throw badRequest(message, { enumOptions: [message] });
    }
    if (existing.usageCount > 0 && patch.enumOptions) {
      // An option still chosen by products cannot disappear from under them.
      const orphaned = await ctx.db
        .select({ value: productSpecValues.valueEnum, n: count() })
        .from(productSpecValues)
        .where(
          and(
            eq(productSpecValues.specDefinitionId, id),
            sql`${productSpecValues.valueEnum} is not null`,
            enumOptions.length ? notInArray(productSpecValues.valueEnum, enumOptions) : undefined,
          ),
        )
        .groupBy(productSpecValues.valueEnum);
      if (orphaned.length > 0) {
        const first = orphaned[0]!;
        const message = `The option "${first.value}" is used by ${first.n} ${first.n === 1 ? 'product' : 'products'}; change those values before removing it.`;
        throw conflict(message, { enumOptions: [message] });
      }
    }
  } else if (dataType !== 'RELATIONSHIP_LIST') {
    enumOptions = [];
  }
  const { key: _key, ...changes } = patch;
  await ctx.db
    .update(specDefinitions)
    .set({ ...changes, dataType, enumOptions })
    .where(eq(specDefinitions.id, id));
  return getDefinition(ctx.db, id);
}

/** Without force a definition in use is refused (409 with the count); with force its values go too. */
export async function deleteDefinition(
  ctx: AppContext,
  id: number,
  force: boolean,
): Promise<{ deletedValues: number }> {
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: specDefinitions.id })
      .from(specDefinitions)
      .where(eq(specDefinitions.id, id))
      .for('update');
    if (!existing) throw notFound('Specification not found');
    const [usage] = await tx
      .select({ n: count() })
      .from(productSpecValues)
      .where(eq(productSpecValues.specDefinitionId, id));
    const n = usage?.n ?? 0;
    if (n > 0 && !force) throw conflict(valuesMessage(n), { usageCount: [String(n)] });
    // One statement: the foreign key's cascade removes the values with the definition.
    await tx.delete(specDefinitions).where(inArray(specDefinitions.id, [id]));
    return { deletedValues: n };
  });
}
