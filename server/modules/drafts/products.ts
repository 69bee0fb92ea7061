// Product drafts (#19): unpublished changes of the overview's fields and of the specification values,
// kept in `drafts.data` ({ fields, specs }) beside the published product, published in one transaction
// with one revision. `specs` is absent while the draft leaves the specifications as they are; once the
// draft edits one, it holds the whole list (a copy of the published values, then changed).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductDraftFields } from '../../../core/schemas/drafts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { drafts, productSpecValues, specCategories, specDefinitions } from '../../db/schema';
import { badRequest, conflict, fieldConflict, notFound, uniqueMessages } from '../../http/errors';
import { loadDefinition, specValueAnswer, valueColumns } from '../product-content/specs';
import {
  assertReferences,
  assertUnique,
  getProduct,
  type ProductRecord,
  updateProduct,
} from '../products/service';
import { revisionSteps } from '../revisions/entities';
import { productSlugWrite } from '../revisions/plans';
import { type RevisionActor, recordBaseline, recordRevisions, revisionRecording } from '../revisions/record';
import { type ChangeRow, scheduleOf } from './store';

export interface DraftSpec {
  definitionId: number;
  valueString: string | null;
  valueNumber: string | null;
  valueBoolean: boolean | null;
  valueEnum: string | null;
  valueSlug: string | null;
}

export interface ProductDraftData {
  fields: Partial<ProductDraftFields>;
  specs?: DraftSpec[];
}

export const PRODUCT_FIELD_LABELS: Record<keyof ProductDraftFields, string> = {
  name: 'Name',
  slug: 'Slug',
  sku: 'SKU',
  mpn: 'MPN',
  subtitle: 'Subtitle',
  description: 'Description',
  shortDescription: 'Short description',
  price: 'Price',
  categoryId: 'Category',
  brandId: 'Brand',
  stock: 'Stock',
  featured: 'Featured',
};

const text = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);

/** The draft row of a product, or null. */
export async function productDraftRow(db: DbOrTx, productId: number) {
  const [row] = await db.select().from(drafts).where(eq(drafts.productId, productId));
  return row ? { ...row, data: row.data as unknown as ProductDraftData } : null;
}

/** Only the fields whose value differs from the published product's. */
function changedOnly(product: ProductRecord, fields: Partial<ProductDraftFields>) {
  const out: Partial<ProductDraftFields> = {};
  for (const [key, value] of Object.entries(fields) as [keyof ProductDraftFields, unknown][]) {
    if (value === undefined) continue;
    if (text(product[key]) !== text(value)) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** The published product's values as the draft's copy to change. */
async function publishedSpecs(db: DbOrTx, productId: number): Promise<DraftSpec[]> {
  const rows = await db
    .select()
    .from(productSpecValues)
    .where(eq(productSpecValues.productId, productId))
    .orderBy(asc(productSpecValues.specDefinitionId));
  return rows.map((r) => ({
    definitionId: r.specDefinitionId,
    valueString: r.valueString,
    valueNumber: r.valueNumber,
    valueBoolean: r.valueBoolean,
    valueEnum: r.valueEnum,
    valueSlug: r.valueSlug,
  }));
}

const sameSpecs = (a: DraftSpec[], b: DraftSpec[]) =>
  JSON.stringify(
    [...a].sort((x, y) => x.definitionId - y.definitionId).map((s) => [s.definitionId, s.valueSlug]),
  ) ===
  JSON.stringify(
    [...b].sort((x, y) => x.definitionId - y.definitionId).map((s) => [s.definitionId, s.valueSlug]),
  );

/** The editor's view of a product's draft: the fields, what they change, the schedule. */
export async function productDraftState(db: DbOrTx, productId: number) {
  const product = await getProduct(db, productId);
  const [row, schedule] = await Promise.all([
    productDraftRow(db, productId),
    scheduleOf(db, 'product', productId),
  ]);
  const fields = row?.data.fields ?? {};
  const changes = await describeChanges(db, product, fields);
  const specsChanged = !!row?.data.specs && !sameSpecs(row.data.specs, await publishedSpecs(db, productId));
  if (specsChanged)
    changes.push({ field: 'specs', label: 'Specifications', published: null, draft: 'Changed in the draft' });
  return {
    exists: !!row,
    fields: fields as Record<string, unknown>,
    specsChanged,
    changes,
    updatedAt: row?.updatedAt ?? null,
    userLabel: row?.userLabel ?? null,
    publishedChangedSince:
      !!row?.baseUpdatedAt && product.updatedAt.getTime() > row.baseUpdatedAt.getTime() + 1,
    schedule,
  };
}

/** Field by field, in words (category and brand by name). */
async function describeChanges(db: DbOrTx, product: ProductRecord, fields: Partial<ProductDraftFields>) {
  const names = new Map<string, string>();
  if (fields.categoryId !== undefined || fields.brandId) {
    const rows = await db.execute<{ kind: string; id: number; name: string }>(
      sql`select 'c' as kind, id, name from categories where id = ${fields.categoryId ?? 0}
          union all select 'b', id, name from brands where id = ${fields.brandId ?? 0}`,
    );
    const list = (Array.isArray(rows) ? rows : ((rows as { rows?: unknown[] }).rows ?? [])) as {
      kind: string;
      id: number;
      name: string;
    }[];
    for (const r of list) names.set(`${r.kind}${r.id}`, r.name);
  }
  const changes: ChangeRow[] = [];
  for (const [key, value] of Object.entries(fields) as [keyof ProductDraftFields, unknown][]) {
    let published = text(product[key]);
    let draft = text(value);
    if (key === 'categoryId') {
      published = product.category?.name ?? published;
      draft = names.get(`c${value}`) ?? draft;
    }
    if (key === 'brandId') {
      published = product.brand?.name ?? null;
      draft = value ? (names.get(`b${value}`) ?? draft) : null;
    }
    changes.push({ field: key, label: PRODUCT_FIELD_LABELS[key] ?? key, published, draft });
  }
  return changes;
}

async function storeDraft(
  db: DbOrTx,
  productId: number,
  data: ProductDraftData,
  actor: RevisionActor,
  base: Date,
) {
  await db
    .insert(drafts)
    .values({
      productId,
      data: data as never,
      userId: actor.userId,
      userLabel: actor.userLabel,
      baseUpdatedAt: base,
    })
    .onConflictDoUpdate({
      target: drafts.productId,
      set: { data: data as never, userId: actor.userId, userLabel: actor.userLabel, updatedAt: new Date() },
    });
}

/** Saves the overview's values to the draft (checked like a save), keeping only what differs. */
export async function saveProductDraft(
  ctx: AppContext,
  productId: number,
  fields: Partial<ProductDraftFields>,
  actor: RevisionActor,
) {
  const product = await getProduct(ctx.db, productId);
  const existing = await productDraftRow(ctx.db, productId);
  const merged = changedOnly(product, { ...(existing?.data.fields ?? {}), ...fields });
  await assertReferences(ctx.db, merged);
  await assertUnique(ctx.db, { slug: merged.slug, sku: merged.sku }, productId);
  await storeDraft(
    ctx.db,
    productId,
    { ...(existing?.data ?? {}), fields: merged },
    actor,
    existing?.baseUpdatedAt ?? product.updatedAt,
  );
  return productDraftState(ctx.db, productId);
}

export async function discardProductDraft(db: DbOrTx, productId: number) {
  await getProduct(db, productId);
  await db.delete(drafts).where(eq(drafts.productId, productId));
}

/**
 * Applies the draft (fields and, when it has them, the specification values) to the product in one
 * transaction with one revision, and removes the draft. Answers the revision's id. `extra` adds fields
 * the caller sets with it (the scheduler's status).
 */
export async function publishProductDraft(
  ctx: AppContext,
  productId: number,
  actor: RevisionActor,
  options: { extra?: { status?: 'active' | 'inactive' | 'draft' }; requireDraft?: boolean } = {},
): Promise<{ revisionId: number | null }> {
  const row = await productDraftRow(ctx.db, productId);
  if (!row && options.requireDraft !== false) throw notFound('This product has no draft');
  const fields = row?.data.fields ?? {};
  const specs = row?.data.specs;
  if (specs) await checkDraftSpecs(ctx.db, specs);
  let revisionId: number | null = null;
  // A slug the draft changes writes redirects: their revisions too, by the same actor.
  const redirects = revisionSteps(productSlugWrite(productId, fields.slug), actor);
  await updateProduct(
    ctx,
    productId,
    { ...fields, ...(options.extra ?? {}) },
    {
      before: async (tx) => {
        if (!revisionRecording.enabled) return;
        await recordBaseline(tx, [productId]);
        await redirects.before(tx);
      },
      after: async (tx) => {
        if (specs) {
          await tx.delete(productSpecValues).where(eq(productSpecValues.productId, productId));
          if (specs.length)
            await tx.insert(productSpecValues).values(
              specs.map((s) => ({
                productId,
                specDefinitionId: s.definitionId,
                valueString: s.valueString,
                valueNumber: s.valueNumber,
                valueBoolean: s.valueBoolean,
                valueEnum: s.valueEnum,
                valueSlug: s.valueSlug,
              })),
            );
        }
        await tx.delete(drafts).where(eq(drafts.productId, productId));
        if (!revisionRecording.enabled) return;
        [revisionId = null] = await recordRevisions(tx, [productId], actor, 'update');
        await redirects.after(tx, undefined);
      },
    },
  );
  return { revisionId };
}

/** A draft's values must still fit their specifications (one may have been deleted or changed since). */
async function checkDraftSpecs(db: DbOrTx, specs: DraftSpec[]) {
  if (!specs.length) return;
  const ids = specs.map((s) => s.definitionId);
  const defs = await db.select().from(specDefinitions).where(inArray(specDefinitions.id, ids));
  const problems: string[] = [];
  for (const s of specs) {
    const def = defs.find((d) => d.id === s.definitionId);
    if (!def) {
      problems.push('A specification the draft has a value for was deleted.');
      continue;
    }
    try {
      valueColumns(def, s);
    } catch {
      problems.push(`The draft's value of "${def.label}" no longer fits that specification.`);
    }
  }
  if (problems.length)
    throw conflict(`The draft cannot be published: ${problems.join(' ')}`, { specs: problems });
}

// ---------------------------------------------------------------- the draft's specification values

/** The values the draft shows: its own list, or the published one while it has none. */
export async function draftSpecList(db: DbOrTx, productId: number) {
  await getProduct(db, productId);
  const row = await productDraftRow(db, productId);
  const specs = row?.data.specs ?? (await publishedSpecs(db, productId));
  return specResponses(db, productId, specs);
}

/** The editor's shape of a value (specValueResponse); a draft value's id is its definition's. */
export async function specResponses(db: DbOrTx, productId: number, specs: DraftSpec[]) {
  if (!specs.length) return [];
  const defs = await db
    .select({ definition: specDefinitions, categoryName: specCategories.name })
    .from(specDefinitions)
    .leftJoin(specCategories, eq(specCategories.id, specDefinitions.categoryId))
    .where(
      inArray(
        specDefinitions.id,
        specs.map((s) => s.definitionId),
      ),
    )
    .orderBy(asc(specDefinitions.sortOrder), asc(specDefinitions.label));
  return defs.flatMap(({ definition, categoryName }) => {
    const value = specs.find((s) => s.definitionId === definition.id)!;
    return [specValueAnswer({ id: definition.id, productId }, value, definition, categoryName)];
  });
}

interface SpecBody {
  specDefinitionId?: number;
  productId?: number;
  valueString?: string | null;
  valueNumber?: string | number | null;
  valueBoolean?: boolean | string | null;
  valueEnum?: string | null;
}

/**
 * Adds (itemId null), changes or removes (body null) one value of the draft's list, checked like the
 * published values' calls; answers the changed value (or nothing for a removal).
 */
export async function changeDraftSpec(
  ctx: AppContext,
  productId: number,
  itemId: number | null,
  body: SpecBody | null,
  actor: RevisionActor,
) {
  const product = await getProduct(ctx.db, productId);
  if (body?.productId !== undefined && body.productId !== productId)
    throw badRequest('productId must be the product in the address', {
      productId: ['productId must be the product in the address'],
    });
  const row = await productDraftRow(ctx.db, productId);
  const specs = [...(row?.data.specs ?? (await publishedSpecs(ctx.db, productId)))];
  const at = itemId === null ? -1 : specs.findIndex((s) => s.definitionId === itemId);
  if (itemId !== null && at < 0) throw notFound('Specification value not found');
  let definitionId: number | null = null;
  if (body) {
    definitionId = body.specDefinitionId ?? itemId!;
    const definition = await loadDefinition(ctx.db, definitionId);
    // A PATCH changes only what it names (#14): absent value fields keep the draft's current ones.
    const current = at < 0 ? undefined : specs[at];
    const pick = <K extends 'valueString' | 'valueNumber' | 'valueBoolean' | 'valueEnum'>(key: K) =>
      body[key] !== undefined ? body[key] : (current?.[key] ?? null);
    const columns = valueColumns(definition, {
      valueString: pick('valueString'),
      valueNumber: pick('valueNumber'),
      valueBoolean: pick('valueBoolean'),
      valueEnum: pick('valueEnum'),
    });
    if (specs.some((s, i) => s.definitionId === definitionId && i !== at))
      throw fieldConflict(uniqueMessages.product_spec_values_product_definition_key!);
    const value: DraftSpec = { definitionId, ...columns };
    if (at < 0) specs.push(value);
    else specs[at] = value;
  } else specs.splice(at, 1);
  await storeDraft(
    ctx.db,
    productId,
    { fields: row?.data.fields ?? {}, specs },
    actor,
    row?.baseUpdatedAt ?? product.updatedAt,
  );
  if (definitionId === null) return null;
  return (await specResponses(ctx.db, productId, specs)).find((s) => s.id === definitionId)!;
}

/** The published product with its draft applied, for the preview (fields and specification values). */
export async function productWithDraft(db: DbOrTx, productId: number) {
  const product = await getProduct(db, productId);
  const row = await productDraftRow(db, productId);
  return { product, draft: row?.data ?? null };
}
