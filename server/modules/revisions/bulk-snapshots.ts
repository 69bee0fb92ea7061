// The import's revisions (#18, #19): the snapshots of thousands of products built here from their rows
// instead of by product_snapshots() in SQL. The function costs ~100 µs a product in seven correlated
// sub-selects and jsonb_build_object, all on the one connection of the import's transaction while this
// process waits. Here the database reads the rows set-based (eight queries a batch) and parses the JSON
// built here (~40 µs a snapshot, the larger part of what is left), and this process builds the JSON while
// the database writes the previous batch. The snapshots are the function's exactly (jsonb equality,
// which ignores key order): bulk-snapshots.test.ts compares both for products with every kind of child row.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { latest, type RevisionActor } from './record';

type Row = Record<string, unknown>;

/**
 * The reads of product_snapshots (migration 0018), one per table, each in the order its jsonb_agg
 * uses. A change to what a snapshot holds is made in both; bulk-snapshots.test.ts fails while they differ.
 */
const READS = (ids: number[]) => {
  const list = sql`${sql.param(ids)}::int[]`;
  return {
    products: sql`select id, name, slug, sku, mpn, subtitle, description, short_description, price::text as price,
        category_id, brand_id, images, stock, status, featured
      from products where id = any(${list})`,
    specs: sql`select product_id as owner, spec_definition_id, value_string, value_number::text as value_number,
        value_boolean, value_enum, value_slug
      from product_spec_values where product_id = any(${list}) order by product_id, spec_definition_id`,
    tags: sql`select product_id as owner, tag_id from product_tags where product_id = any(${list})
      order by product_id, tag_id`,
    documents: sql`select pd.product_id as owner, d.id, d.title
      from product_documents pd join documents d on d.id = pd.document_id
      where pd.product_id = any(${list}) order by pd.product_id, d.id`,
    highlights: sql`select product_id as owner, text, icon, sort from highlights
      where product_id = any(${list}) order by product_id, sort, id`,
    faqs: sql`select product_id as owner, question, answer, sort from faqs
      where product_id = any(${list}) order by product_id, sort, id`,
    relationships: sql`select from_product_id as owner, to_product_id, type, note from relationships
      where from_product_id = any(${list}) order by from_product_id, to_product_id, type`,
    links: sql`select product_id as owner, distributor_name, url, sort from distributor_links
      where product_id = any(${list}) order by product_id, sort, id`,
  };
};

const int = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Rows per owning product, in the order read. */
function byOwner(rows: Row[], shape: (row: Row) => unknown): Map<number, unknown[]> {
  const out = new Map<number, unknown[]>();
  for (const row of rows) {
    const owner = Number(row.owner);
    const list = out.get(owner);
    if (list) list.push(shape(row));
    else out.set(owner, [shape(row)]);
  }
  return out;
}

type ReadKey = keyof ReturnType<typeof READS>;
type BatchRows = Record<ReadKey, Row[]>;

/** The rows of a batch's snapshots: the eight reads queued at once (they run one after the other). */
async function readRows(db: DbOrTx, ids: number[]): Promise<BatchRows> {
  const reads = READS([...new Set(ids)]);
  const keys = Object.keys(reads) as ReadKey[];
  const results = await Promise.all(keys.map((key) => queryRows<Row>(db, reads[key])));
  return Object.fromEntries(keys.map((key, i) => [key, results[i]])) as BatchRows;
}

/** The snapshots as JSON text, by product id (a product that is gone has none). */
function snapshotsOf(rows: BatchRows): Map<number, string> {
  const specs = byOwner(rows.specs, (s) => ({
    definitionId: int(s.spec_definition_id),
    string: s.value_string,
    number: s.value_number,
    boolean: s.value_boolean,
    enum: s.value_enum,
    slug: s.value_slug,
  }));
  const tags = byOwner(rows.tags, (t) => int(t.tag_id));
  const documents = byOwner(rows.documents, (d) => ({ id: int(d.id), title: d.title }));
  const highlights = byOwner(rows.highlights, (h) => ({ text: h.text, icon: h.icon, sort: int(h.sort) }));
  const faqs = byOwner(rows.faqs, (f) => ({ question: f.question, answer: f.answer, sort: int(f.sort) }));
  const relationships = byOwner(rows.relationships, (r) => ({
    toProductId: int(r.to_product_id),
    type: r.type,
    note: r.note,
  }));
  const links = byOwner(rows.links, (l) => ({ name: l.distributor_name, url: l.url, sort: int(l.sort) }));
  const out = new Map<number, string>();
  for (const p of rows.products) {
    const id = Number(p.id);
    out.set(
      id,
      JSON.stringify({
        product: {
          name: p.name,
          slug: p.slug,
          sku: p.sku,
          mpn: p.mpn,
          subtitle: p.subtitle,
          description: p.description,
          shortDescription: p.short_description,
          price: p.price,
          categoryId: int(p.category_id),
          brandId: int(p.brand_id),
          images: p.images ?? null,
          stock: int(p.stock),
          status: p.status,
          featured: p.featured,
        },
        specs: specs.get(id) ?? [],
        tags: tags.get(id) ?? [],
        documents: documents.get(id) ?? [],
        highlights: highlights.get(id) ?? [],
        faqs: faqs.get(id) ?? [],
        relationships: relationships.get(id) ?? [],
        distributorLinks: links.get(id) ?? [],
      }),
    );
  }
  return out;
}

/** The snapshots of `ids` as product_snapshots builds them, as JSON text by product id. */
export async function buildSnapshots(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  return snapshotsOf(await readRows(db, ids));
}

/** Writes one revision per product whose built snapshot differs from its latest one; answers how many. */
async function writeRevisions(db: DbOrTx, snapshots: Map<number, string>, actor: RevisionActor) {
  if (!snapshots.size) return 0;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with snap as (
        select id, s::jsonb as s from unnest(${sql.param([...snapshots.keys()])}::int[],
          ${sql.param([...snapshots.values()])}::text[]) as t(id, s)
      ), written as (
        insert into revisions (entity_type, entity_id, user_id, user_label, source, action, note, snapshot)
        select 'product', snap.id, ${actor.userId}, ${actor.userLabel}, ${actor.source}, 'update',
          ${actor.note ? JSON.stringify(actor.note) : null}::jsonb, snap.s
        from snap where snap.s is distinct from ${latest}
        returning 1)
      select count(*)::int as n from written`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * recordRevisions(…, 'update') for many products, `batch` per statement: the database reads the next
 * batch's rows and writes this one's revisions while this process builds the JSON (as the search flush
 * does). Answers how many were written; tells `onProgress` after each batch.
 */
export async function recordBulkRevisions(
  db: DbOrTx,
  ids: number[],
  actor: RevisionActor,
  onProgress?: (done: number, total: number) => void,
  batch = 1000,
): Promise<number> {
  if (!ids.length) return 0;
  let written = 0;
  let next: Promise<BatchRows> | null = readRows(db, ids.slice(0, batch));
  let writing: Promise<number> = Promise.resolve(0);
  try {
    for (let i = 0; next; i += batch) {
      const rows = await next;
      next = i + batch < ids.length ? readRows(db, ids.slice(i + batch, i + 2 * batch)) : null;
      next?.catch(() => {});
      const snapshots = snapshotsOf(rows);
      written += await writing;
      writing = writeRevisions(db, snapshots, actor);
      writing.catch(() => {});
      onProgress?.(Math.min(i + batch, ids.length), ids.length);
    }
  } finally {
    await writing.catch(() => {});
    await next?.catch(() => {});
  }
  return written + (await writing);
}
