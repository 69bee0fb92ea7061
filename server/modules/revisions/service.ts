// A product's history (#19): the timeline (paged, each with a summary against the revision before it),
// one revision against the current state (field by field, names resolved), and restore — the record
// and its child rows as they were, as a new revision, refused with reasons when a reference is gone.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  diffSnapshots,
  type ProductSnapshot,
  type SnapshotDiff,
  summarizeDiff,
} from '../../../core/rules/revision-diff';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  brands,
  categories,
  distributorLinks,
  documents,
  faqs,
  highlights,
  productDocuments,
  productSpecValues,
  products,
  productTags,
  relationships,
  revisions,
  specDefinitions,
  tags,
} from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordSlugChange } from '../redirects/service';
import { revisionSteps } from './entities';
import { productSlugWrite } from './plans';
import { PRODUCT_SNAPSHOT, type RevisionActor, recordRevisions } from './record';

const meta = {
  id: revisions.id,
  createdAt: revisions.createdAt,
  userId: revisions.userId,
  userLabel: revisions.userLabel,
  source: revisions.source,
  action: revisions.action,
  note: revisions.note,
};

export async function currentSnapshot(db: DbOrTx, productId: number): Promise<ProductSnapshot> {
  const rows = await queryRows<{ s: ProductSnapshot }>(
    db,
    sql`select ${PRODUCT_SNAPSHOT} as s from products p where p.id = ${productId}`,
  );
  if (!rows[0]) throw notFound('Product not found');
  return rows[0].s;
}

/** The timeline, newest first; each entry's summary says what it changed from the one before it. */
export async function listRevisions(db: DbOrTx, productId: number, page: number, limit: number) {
  await currentSnapshot(db, productId);
  const where = and(eq(revisions.entityType, 'product'), eq(revisions.entityId, productId));
  const [rows, [count]] = await Promise.all([
    // One more than the page: the last one's predecessor gives its summary.
    db
      .select({ ...meta, snapshot: revisions.snapshot })
      .from(revisions)
      .where(where)
      .orderBy(desc(revisions.id))
      .limit(limit + 1)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(revisions).where(where),
  ]);
  const total = count?.total ?? 0;
  const entries = rows.slice(0, limit).map((row, i) => {
    const previous = rows[i + 1]?.snapshot as ProductSnapshot | undefined;
    const snapshot = row.snapshot as unknown as ProductSnapshot;
    const first = !previous && (page - 1) * limit + i === total - 1;
    const { snapshot: _s, ...rest } = row;
    return {
      ...rest,
      id: Number(row.id),
      summary:
        row.action === 'baseline'
          ? 'State before history was recorded'
          : row.action === 'delete'
            ? 'Product deleted'
            : first
              ? row.action === 'create'
                ? 'Product created'
                : 'First recorded version'
              : summarizeDiff(diffSnapshots(previous ?? null, snapshot)),
    };
  });
  return { revisions: entries, total, totalPages: Math.max(1, Math.ceil(total / limit)), page, limit };
}

async function revisionRow(db: DbOrTx, productId: number, revisionId: number) {
  const [row] = await db
    .select({ ...meta, snapshot: revisions.snapshot })
    .from(revisions)
    .where(
      and(
        eq(revisions.id, revisionId),
        eq(revisions.entityType, 'product'),
        eq(revisions.entityId, productId),
      ),
    );
  if (!row) throw notFound('Revision not found');
  return { ...row, id: Number(row.id), snapshot: row.snapshot as unknown as ProductSnapshot };
}

/** Names of everything two snapshots refer to by id (deleted ones are simply absent). */
async function namesFor(db: DbOrTx, snaps: ProductSnapshot[]) {
  const collect = <T>(pick: (s: ProductSnapshot) => T[]) => [...new Set(snaps.flatMap(pick))];
  const categoryIds = collect((s) => [s.product.categoryId]);
  const brandIds = collect((s) => (s.product.brandId ? [s.product.brandId] : []));
  const tagIds = collect((s) => s.tags);
  const specIds = collect((s) => s.specs.map((v) => v.definitionId));
  const productIds = collect((s) => s.relationships.map((r) => r.toProductId));
  const none = Promise.resolve([] as { id: number; name: string }[]);
  const [cats, brs, tgs, specs, prods] = await Promise.all([
    categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : none,
    brandIds.length
      ? db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds))
      : none,
    tagIds.length
      ? db.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.id, tagIds))
      : none,
    specIds.length
      ? db
          .select({ id: specDefinitions.id, name: specDefinitions.label, unit: specDefinitions.unit })
          .from(specDefinitions)
          .where(inArray(specDefinitions.id, specIds))
      : none,
    productIds.length
      ? db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, productIds))
      : none,
  ]);
  const map = (rows: { id: number; name: string; unit?: string | null }[]) =>
    Object.fromEntries(rows.map((r) => [String(r.id), r.unit ? `${r.name} (${r.unit})` : r.name]));
  return { categories: map(cats), brands: map(brs), tags: map(tgs), specs: map(specs), products: map(prods) };
}

/** One revision, the current state, and what restoring it would change (current → revision). */
export async function revisionDetail(db: DbOrTx, productId: number, revisionId: number) {
  const row = await revisionRow(db, productId, revisionId);
  const current = await currentSnapshot(db, productId);
  const diff: SnapshotDiff = diffSnapshots(current, row.snapshot);
  const { snapshot, ...revision } = row;
  return {
    revision,
    snapshot,
    current,
    diff,
    summary: summarizeDiff(diff),
    names: await namesFor(db, [snapshot, current]),
    problems: await restoreProblems(db, productId, snapshot),
  };
}

/** Why a snapshot cannot be restored now (references deleted since), in words; empty when it can. */
export async function restoreProblems(db: DbOrTx, productId: number, s: ProductSnapshot): Promise<string[]> {
  const problems: string[] = [];
  const [cat] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, s.product.categoryId));
  if (!cat) problems.push('Its category was deleted.');
  if (s.product.brandId) {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, s.product.brandId));
    if (!brand) problems.push('Its brand was deleted.');
  }
  const missing = async <T extends { id: number }>(ids: number[], found: () => Promise<T[]>) => {
    if (!ids.length) return [] as number[];
    const rows = await found();
    return ids.filter((id) => !rows.some((r) => r.id === id));
  };
  const docIds = s.documents.map((d) => d.id);
  for (const id of await missing(docIds, () =>
    db.select({ id: documents.id }).from(documents).where(inArray(documents.id, docIds)),
  ))
    problems.push(`The document "${s.documents.find((d) => d.id === id)?.title}" it links was deleted.`);
  const lostTags = await missing(s.tags, () =>
    db.select({ id: tags.id }).from(tags).where(inArray(tags.id, s.tags)),
  );
  if (lostTags.length)
    problems.push(`${lostTags.length === 1 ? 'A tag' : `${lostTags.length} tags`} it has were deleted.`);
  const specIds = s.specs.map((v) => v.definitionId);
  const defs = specIds.length
    ? await db
        .select({
          id: specDefinitions.id,
          label: specDefinitions.label,
          type: specDefinitions.dataType,
          options: specDefinitions.enumOptions,
        })
        .from(specDefinitions)
        .where(inArray(specDefinitions.id, specIds))
    : [];
  for (const v of s.specs) {
    const def = defs.find((d) => d.id === v.definitionId);
    if (!def) {
      problems.push('A specification it has values for was deleted.');
      continue;
    }
    const fits =
      (def.type === 'NUMBER' && v.number !== null) ||
      (def.type === 'BOOLEAN' && v.boolean !== null) ||
      (def.type === 'ENUM' && v.enum !== null && def.options.includes(v.enum)) ||
      ((def.type === 'STRING' || def.type === 'RELATIONSHIP_LIST') && v.string !== null);
    if (!fits)
      problems.push(
        `The value of "${def.label}" no longer fits that specification (its type or options changed).`,
      );
  }
  const relIds = [...new Set(s.relationships.map((r) => r.toProductId))];
  const lostProducts = await missing(relIds, () =>
    db.select({ id: products.id }).from(products).where(inArray(products.id, relIds)),
  );
  if (lostProducts.length)
    problems.push(
      `${lostProducts.length === 1 ? 'A related product was' : `${lostProducts.length} related products were`} deleted.`,
    );
  // Our own stored images must still be in the media library (external image addresses are not checked).
  const stored = s.product.images.filter((url) => url.startsWith('/api/storage/'));
  if (stored.length) {
    const rows = await queryRows<{ url: string }>(
      db,
      sql`select u.url from unnest(${sql.param(stored)}::text[]) as u(url)
          where not exists (select 1 from media_files m where m.url = u.url
            or m.optimized_variants->>'thumbnail' = u.url or m.optimized_variants->>'mobile' = u.url
            or m.optimized_variants->>'desktop' = u.url)`,
    );
    for (const r of rows)
      problems.push(`The image ${r.url.split('/').pop()} was deleted from the media library.`);
  }
  const clash = await db
    .select({ slug: products.slug, sku: products.sku, name: products.name })
    .from(products)
    .where(
      and(
        sql`${products.id} <> ${productId}`,
        sql`(${products.slug} = ${s.product.slug} or lower(${products.sku}) = lower(${s.product.sku}))`,
      ),
    );
  for (const c of clash) {
    if (c.slug === s.product.slug)
      problems.push(`Another product ("${c.name}") now uses the slug "${c.slug}".`);
    if (c.sku.toLowerCase() === s.product.sku.toLowerCase())
      problems.push(`Another product ("${c.name}") now uses the SKU "${c.sku}".`);
  }
  return problems;
}

/** Restores a revision as a new revision ("restore"), or refuses with every reason (409). */
export async function restoreRevision(
  ctx: AppContext,
  productId: number,
  revisionId: number,
  actor: RevisionActor,
) {
  return ctx.db.transaction(async (tx) => {
    // The row lock serialises a restore with other writes to the product.
    const [locked] = await tx
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!locked) throw notFound('Product not found');
    const row = await revisionRow(tx, productId, revisionId);
    const s = row.snapshot;
    const problems = await restoreProblems(tx, productId, s);
    if (problems.length)
      throw conflict(`This version cannot be restored: ${problems.join(' ')}`, { revision: problems });
    const p = s.product;
    // A restored slug moves the address: the redirects that change with it get revisions by "restore".
    const restorer: RevisionActor = {
      ...actor,
      source: 'restore',
      note: { ...(actor.note ?? {}), restoredFrom: revisionId },
    };
    const redirects = revisionSteps(productSlugWrite(productId, p.slug), restorer);
    await redirects.before(tx);
    await tx
      .update(products)
      .set({
        name: p.name,
        slug: p.slug,
        sku: p.sku,
        mpn: p.mpn,
        subtitle: p.subtitle,
        description: p.description,
        shortDescription: p.shortDescription,
        price: p.price,
        categoryId: p.categoryId,
        brandId: p.brandId,
        images: p.images,
        stock: p.stock,
        status: p.status,
        featured: p.featured,
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId));
    if (p.slug !== locked.slug) await recordSlugChange(tx, `/products/${locked.slug}`, `/products/${p.slug}`);
    await redirects.after(tx, undefined);
    // Child rows: replaced by the snapshot's. Links on other products (inverse relationships) stay theirs.
    await tx.delete(productSpecValues).where(eq(productSpecValues.productId, productId));
    await tx.delete(productTags).where(eq(productTags.productId, productId));
    await tx.delete(productDocuments).where(eq(productDocuments.productId, productId));
    await tx.delete(highlights).where(eq(highlights.productId, productId));
    await tx.delete(faqs).where(eq(faqs.productId, productId));
    await tx.delete(relationships).where(eq(relationships.fromProductId, productId));
    await tx.delete(distributorLinks).where(eq(distributorLinks.productId, productId));
    if (s.specs.length)
      await tx.insert(productSpecValues).values(
        s.specs.map((v) => ({
          productId,
          specDefinitionId: v.definitionId,
          valueString: v.string,
          valueNumber: v.number,
          valueBoolean: v.boolean,
          valueEnum: v.enum,
          valueSlug: v.slug,
        })),
      );
    if (s.tags.length) await tx.insert(productTags).values(s.tags.map((tagId) => ({ productId, tagId })));
    if (s.documents.length)
      await tx.insert(productDocuments).values(s.documents.map((d) => ({ productId, documentId: d.id })));
    if (s.highlights.length)
      await tx
        .insert(highlights)
        .values(s.highlights.map((h) => ({ productId, text: h.text, icon: h.icon, sort: h.sort })));
    if (s.faqs.length)
      await tx
        .insert(faqs)
        .values(s.faqs.map((f) => ({ productId, question: f.question, answer: f.answer, sort: f.sort })));
    if (s.relationships.length)
      await tx.insert(relationships).values(
        s.relationships.map((r) => ({
          fromProductId: productId,
          toProductId: r.toProductId,
          type: r.type,
          note: r.note,
        })),
      );
    if (s.distributorLinks.length)
      await tx
        .insert(distributorLinks)
        .values(
          s.distributorLinks.map((l) => ({ productId, distributorName: l.name, url: l.url, sort: l.sort })),
        );
    const [created] = await recordRevisions(tx, [productId], restorer, 'restore');
    return { revisionId: created ?? null };
  });
}
