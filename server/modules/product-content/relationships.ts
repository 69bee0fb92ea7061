// A product's relationships (document 001 §3, §7). Unlike the specification (the browser sends a
// second request for the reverse side), the server creates every requested link and, with
// createReverse, each inverse link from the other product, in one transaction: a failure never leaves
// a one-sided link. Duplicates are refused (409), a product never relates to itself (400).
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { RelationshipType } from '../../../core/constants';
import { inverseRelationshipType } from '../../../core/rules/relationships';
import { RELATIONSHIP_MESSAGES } from '../../../core/schemas/product-content';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { products, relationships } from '../../db/schema';
import { badRequest, conflict, fieldConflict, notFound, uniqueMessages } from '../../http/errors';
import { assertProduct } from './shared';

export async function listRelationships(db: DbOrTx, productId: number) {
  await assertProduct(db, productId);
  const [rows, incoming] = await Promise.all([
    db
      .select({
        rel: relationships,
        to: {
          id: products.id,
          name: products.name,
          slug: products.slug,
          sku: products.sku,
          images: products.images,
        },
      })
      .from(relationships)
      .innerJoin(products, eq(products.id, relationships.toProductId))
      .where(eq(relationships.fromProductId, productId))
      .orderBy(asc(relationships.type), asc(products.name), asc(relationships.id)),
    db
      .select({ id: relationships.id, fromProductId: relationships.fromProductId, type: relationships.type })
      .from(relationships)
      .where(eq(relationships.toProductId, productId)),
  ]);
  return rows.map(({ rel, to }) => {
    const type = rel.type as RelationshipType;
    const back = incoming.find(
      (i) => i.fromProductId === rel.toProductId && i.type === inverseRelationshipType(type),
    );
    return {
      id: rel.id,
      fromProductId: rel.fromProductId,
      toProductId: rel.toProductId,
      type,
      note: rel.note,
      toProduct: to,
      inverseId: back?.id ?? null,
    };
  });
}

export interface RelationshipValues {
  fromProductId?: number;
  toProductId?: number;
  toProductIds?: number[];
  type: RelationshipType;
  note: string | null;
  createReverse: boolean;
}

/** Creates one link per target product (and its inverse when asked); answers the created links. */
export async function createRelationships(ctx: AppContext, productId: number, input: RelationshipValues) {
  if (input.fromProductId !== undefined && input.fromProductId !== productId)
    throw badRequest('fromProductId must be the product in the address', {
      fromProductId: ['fromProductId must be the product in the address'],
    });
  await assertProduct(ctx.db, productId);
  const targets = [
    ...new Set([...(input.toProductId ? [input.toProductId] : []), ...(input.toProductIds ?? [])]),
  ];
  if (targets.includes(productId))
    throw badRequest(RELATIONSHIP_MESSAGES.self, { toProductIds: [RELATIONSHIP_MESSAGES.self] });
  const found = await ctx.db.select({ id: products.id }).from(products).where(inArray(products.id, targets));
  const missing = targets.filter((t) => !found.some((f) => f.id === t));
  if (missing.length)
    throw badRequest(`Product not found: ${missing.join(', ')}`, {
      toProductIds: ['Choose existing products'],
    });

  const reverseType = inverseRelationshipType(input.type);
  const createdIds = await ctx.db.transaction(async (tx) => {
    const existing = await tx
      .select({ from: relationships.fromProductId, to: relationships.toProductId, type: relationships.type })
      .from(relationships)
      .where(
        or(
          and(eq(relationships.fromProductId, productId), inArray(relationships.toProductId, targets)),
          and(inArray(relationships.fromProductId, targets), eq(relationships.toProductId, productId)),
        ),
      );
    const duplicates = targets.filter((t) =>
      existing.some((e) => e.from === productId && e.to === t && e.type === input.type),
    );
    if (duplicates.length)
      throw duplicates.length === 1
        ? fieldConflict(uniqueMessages.relationships_from_to_type_key!)
        : conflict('Some of these relationships already exist', {
            toProductIds: ['Some of these relationships already exist'],
          });
    const rows = await tx
      .insert(relationships)
      .values(
        targets.map((to) => ({
          fromProductId: productId,
          toProductId: to,
          type: input.type,
          note: input.note,
        })),
      )
      .returning({ id: relationships.id });
    if (input.createReverse) {
      // An inverse that already exists is exactly the wanted state: it is kept, not duplicated.
      const reverse = targets.filter(
        (t) => !existing.some((e) => e.from === t && e.to === productId && e.type === reverseType),
      );
      if (reverse.length)
        await tx.insert(relationships).values(
          reverse.map((from) => ({
            fromProductId: from,
            toProductId: productId,
            type: reverseType,
            note: input.note,
          })),
        );
    }
    return rows.map((r) => r.id);
  });
  return (await listRelationships(ctx.db, productId)).filter((r) => createdIds.includes(r.id));
}

/** Removes a link; with alsoInverse, the other product's inverse link goes in the same transaction. */
export async function deleteRelationship(
  ctx: AppContext,
  productId: number,
  id: number,
  alsoInverse: boolean,
) {
  await assertProduct(ctx.db, productId);
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(relationships)
      .where(and(eq(relationships.id, id), eq(relationships.fromProductId, productId)))
      .returning();
    if (!deleted) throw notFound('Relationship not found');
    if (alsoInverse)
      await tx
        .delete(relationships)
        .where(
          and(
            eq(relationships.fromProductId, deleted.toProductId),
            eq(relationships.toProductId, productId),
            eq(relationships.type, inverseRelationshipType(deleted.type as RelationshipType)),
          ),
        );
  });
}
