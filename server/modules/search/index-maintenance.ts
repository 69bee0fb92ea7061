// Bulk writes and the derived product indexes (#17, #18). The triggers of migrations 0002/0004/0005 keep
// the facet rows and the search documents of the products each statement touched. A bulk write touches the
// same products in several statements (products, then values, then tags), so inside `withDeferredSearch`
// the triggers only note the ids (facets_pending, search_pending) and the flush writes each product's facet
// row and search document once, in short statements: no statement grows with the size of the import, and
// none comes near the statement timeout.
import { sql } from 'drizzle-orm';
import type { FinishingStep } from '../../../core/schemas/jobs';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { MAX_CHANGES } from '../catalogue/facet-engine/engine';

/** Products rebuilt per statement by a flush (~0.1 ms each on PostgreSQL). */
export const FLUSH_BATCH = 1000;

/** The finishing steps of an import that a flush performs (core/schemas/jobs.ts importProgress.finishing). */
type FlushStep = Exclude<FinishingStep, 'history'>;

type FlushOptions = {
  batch?: number;
  /** Noted products past which the change log says "reload" once (MAX_CHANGES; tests pass fewer). */
  noteAllOver?: number;
  between?: () => Promise<void>;
  /** Told after each statement: which index, products done, products noted. */
  onProgress?: (step: FlushStep, done: number, total: number) => void;
};

/**
 * Runs `work` in the open transaction `tx` with the rebuild deferred, then flushes. The setting is local
 * to the transaction: a rollback forgets the noted ids with everything else.
 */
export async function withDeferredSearch<T>(
  tx: DbOrTx,
  work: () => Promise<T>,
  options: FlushOptions = {},
): Promise<T> {
  await tx.execute(sql`select set_config('search.defer', 'on', true)`);
  const result = await work();
  await tx.execute(sql`select set_config('search.defer', 'off', true)`);
  await flushSearchIndex(tx, options);
  return result;
}

/**
 * Rebuilds the search documents, then writes the facet rows (whose name words come from the documents),
 * of the noted products, `batch` per statement. Returns how many search documents were rebuilt.
 */
export async function flushSearchIndex(db: DbOrTx, options: FlushOptions = {}): Promise<number> {
  // More products than a facet index applies one by one: the change log notes "reload" once
  // (migration 0020) instead of each product twice.
  const [noted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from facets_pending`);
  const noteAll = (noted?.n ?? 0) > (options.noteAllOver ?? MAX_CHANGES);
  if (noteAll) await db.execute(sql`select set_config('facets.note_all', 'on', true)`);
  const rebuilt = await flushSearchDocuments(db, options);
  await flushPending(db, 'facets_pending', 'product_facets_sync', 'filters', options);
  if (noteAll) await db.execute(sql`select set_config('facets.note_all', 'off', true)`);
  return rebuilt;
}

const countNoted = async (db: DbOrTx, table: 'facets_pending' | 'search_pending', options: FlushOptions) =>
  options.onProgress
    ? ((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]?.n ?? 0)
    : 0;

/** A noted product's text as product_search_sync gathers it, before folding (id null: the product is gone). */
interface RawDocument {
  product_id: number;
  id: number | null;
  a: string;
  sku: string | null;
  mpn: string | null;
  b: string;
  c: string;
}

/**
 * The search documents of the noted products: what product_search_sync (migration 0018) writes, with
 * the text folded here instead of in SQL (~40 % of the function's time), while the database gathers
 * the next batch. Text outside ASCII is folded by the database (its lower() and accent table), so the
 * documents are the ones the edit triggers write; bulk-index.test.ts compares them with a rebuild.
 */
async function flushSearchDocuments(db: DbOrTx, options: FlushOptions): Promise<number> {
  const batch = options.batch ?? FLUSH_BATCH;
  const noted = await countNoted(db, 'search_pending', options);
  // The gathering half of product_search_sync (migration 0018, which the edit triggers still run): a
  // change to what a document holds is made in both; bulk-index.test.ts fails while they differ.
  const take = (after: number) =>
    queryRows<RawDocument>(
      db,
      sql`with batch as (
            delete from search_pending where product_id in (
              select product_id from search_pending where product_id > ${after}
              order by product_id limit ${batch})
            returning product_id)
          select batch.product_id, p.id, concat_ws(' ', p.name, p.sku, p.mpn) as a, p.sku, p.mpn,
            concat_ws(' ', b.name, c.name, pc.name, tg.names, sv.vals) as b,
            concat_ws(' ', p.subtitle, p.short_description) as c
          from batch
          left join products p on p.id = batch.product_id
          left join brands b on b.id = p.brand_id
          left join categories c on c.id = p.category_id
          left join categories pc on pc.id = c.parent_id
          left join lateral (
            select string_agg(tg.name, ' ') as names
            from product_tags pt join tags tg on tg.id = pt.tag_id where pt.product_id = p.id
          ) as tg on true
          left join lateral (
            select string_agg(concat_ws(' ', coalesce(v.value_string, trim_scale(v.value_number)::text,
                v.value_enum, case when v.value_boolean then d.label end), d.unit), ' ') as vals
            from product_spec_values v join spec_definitions d on d.id = v.spec_definition_id
            where v.product_id = p.id
          ) as sv on true`,
    );
  let total = 0;
  let next = take(0);
  let writing: Promise<unknown> = Promise.resolve();
  try {
    for (;;) {
      const rows = await next;
      const last = rows.reduce((max, r) => Math.max(max, Number(r.product_id)), 0);
      // The next batch is gathered while this one is folded here.
      next = rows.length === batch ? take(last) : Promise.resolve([]);
      next.catch(() => {});
      const docs = foldDocuments(rows);
      await writing;
      writing = writeDocuments(db, docs);
      writing.catch(() => {});
      total += rows.length;
      if (noted) options.onProgress?.('search', Math.min(total, noted), noted);
      if (rows.length < batch) break;
      await options.between?.();
    }
  } finally {
    await writing.catch(() => {});
    await next.catch(() => {});
  }
  await writing;
  return total;
}

/** search_fold() of plain ASCII text: lower case, every run of other characters one space, trimmed. */
const foldAscii = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const isAscii = (text: string) => !/[\u0080-\uffff]/.test(text);
/** search_compact() of plain ASCII text. */
const compactAscii = (text: string | null) =>
  text === null ? null : foldAscii(text).replaceAll(' ', '') || null;
const SEARCH_WORD = /^[a-z]+$/;

interface FoldedDocuments {
  ids: number[];
  a: string[];
  b: string[];
  c: string[];
  sku: Array<string | null>;
  mpn: Array<string | null>;
  words: string[];
  /** Products with text outside ASCII: product_search_sync builds theirs. */
  inSql: number[];
}

function foldDocuments(rows: RawDocument[]): FoldedDocuments {
  const out: FoldedDocuments = { ids: [], a: [], b: [], c: [], sku: [], mpn: [], words: [], inSql: [] };
  const words = new Set<string>();
  for (const r of rows) {
    if (r.id === null) continue;
    if (!(isAscii(r.a) && isAscii(r.b) && isAscii(r.c))) {
      out.inSql.push(Number(r.id));
      continue;
    }
    const sku = compactAscii(r.sku);
    const mpn = compactAscii(r.mpn);
    const a = `${foldAscii(r.a)} ${sku ?? ''} ${mpn ?? ''}`;
    const b = foldAscii(r.b);
    const c = foldAscii(r.c);
    out.ids.push(Number(r.id));
    out.a.push(a);
    out.b.push(b);
    out.c.push(c);
    out.sku.push(sku);
    out.mpn.push(mpn);
    for (const w of `${a} ${b} ${c}`.split(' ')) if (w.length >= 4 && SEARCH_WORD.test(w)) words.add(w);
  }
  out.words = [...words];
  return out;
}

/** The folded documents and their words, as product_search_sync writes them. */
async function writeDocuments(db: DbOrTx, docs: FoldedDocuments): Promise<void> {
  if (docs.ids.length) {
    await db.execute(sql`with t as (
        select * from unnest(${sql.param(docs.ids)}::int[], ${sql.param(docs.a)}::text[], ${sql.param(docs.b)}::text[],
          ${sql.param(docs.c)}::text[], ${sql.param(docs.sku)}::text[], ${sql.param(docs.mpn)}::text[])
          as t(id, a, b, c, sku, mpn)
      ), docs as (
        insert into product_search (product_id, doc, codes)
        select id, setweight(to_tsvector('simple', a), 'A') || setweight(to_tsvector('english', a), 'A')
            || setweight(to_tsvector('simple', b), 'B') || setweight(to_tsvector('english', b), 'B')
            || setweight(to_tsvector('simple', c), 'C') || setweight(to_tsvector('english', c), 'C'),
          array_remove(array[sku, mpn], null)
        from t
        on conflict (product_id) do update set doc = excluded.doc, codes = excluded.codes
      )
      insert into search_words (word) select unnest(${sql.param(docs.words)}::text[])
      on conflict do nothing`);
  }
  if (docs.inSql.length) await db.execute(sql`select product_search_sync(${sql.param(docs.inSql)}::int[])`);
}

async function flushPending(
  db: DbOrTx,
  table: 'facets_pending' | 'search_pending',
  sync: 'product_facets_sync' | 'product_search_sync',
  step: FlushStep,
  options: FlushOptions,
): Promise<number> {
  const batch = options.batch ?? FLUSH_BATCH;
  let total = 0;
  const noted = await countNoted(db, table, options);
  // In id order from the last one taken: the rows this transaction deleted stay in the index until it
  // commits, and starting from the smallest id again made each batch step over all of them (quadratic).
  let after = 0;
  for (;;) {
    const [row] = await queryRows<{ n: number; last: number | null }>(
      db,
      sql`with batch as (
            delete from ${sql.raw(table)} where product_id in (
              select product_id from ${sql.raw(table)} where product_id > ${after}
              order by product_id limit ${batch})
            returning product_id)
          select count(*)::int as n, max(product_id) as last,
            ${sql.raw(sync)}(array_agg(product_id))::text as done from batch`,
    );
    const n = row?.n ?? 0;
    total += n;
    if (noted) options.onProgress?.(step, Math.min(total, noted), noted);
    if (n < batch || row?.last == null) return total;
    after = row.last;
    await options.between?.();
  }
}
