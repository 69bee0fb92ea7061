// The in-memory facet index of one database handle, kept in step with product_facets (#21). Every
// write to product_facets notes the product in facet_changes with its transaction id (migration 0011);
// before answering, the engine reads the changes of every transaction it may not have seen — those at
// or after the oldest transaction still running when it last read (`pg_snapshot_xmin`) — with the
// rows as they are now, in one statement. So an answer always reflects every commit made before the
// request, on this server or any other, and a transaction that commits late is never skipped. A
// TRUNCATE, more changes than MAX_CHANGES, or changes older than the log keeps, reload everything.
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { requestArrival } from '../../../http/request-clock';
import { FacetMemory, type FacetRow } from './facet-memory';
import { Bits } from './slot-set';

/** More changed products than this are read as a full reload. */
export const MAX_CHANGES = 20_000;
/** Rows per statement of a full load. */
const LOAD_BATCH = 20_000;
/** facet_changes keeps a day (housekeeping); an engine that has not read for longer reloads. */
export const CHANGE_LOG_DAYS = 1;
const RELOAD_AFTER_MS = (CHANGE_LOG_DAYS * 24 * 60 * 60_000) / 2;
const MATCH_CACHE_ENTRIES = 32;

interface RawRow {
  product_id: number;
  status: string | null;
  category_id: number | null;
  tag_ids: number[] | string | null;
  spec_keys: string[] | string | null;
  name_key: string | null;
  price: number | string | null;
  created_us: number | string | null;
}

const FACET_COLUMNS = sql`f.status, f.category_id, f.tag_ids, f.spec_keys, f.name_key, f.price::float8 as price,
  (extract(epoch from f.created_at) * 1000000)::float8 as created_us`;

/** A Postgres array literal, for drivers that leave arrays as text. */
function asArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value === '{}') return [];
  return value
    .slice(1, -1)
    .split(',')
    .map((v) => v.replace(/^"|"$/g, '').replace(/\\(.)/g, '$1'));
}

function toFacetRow(raw: RawRow): FacetRow {
  return {
    productId: Number(raw.product_id),
    status: raw.status!,
    categoryId: Number(raw.category_id),
    tagIds: asArray(raw.tag_ids).map(Number),
    specKeys: asArray(raw.spec_keys),
    nameKey: raw.name_key!,
    price: raw.price === null ? null : Number(raw.price),
    createdUs: Number(raw.created_us),
  };
}

/** A search's matches as slots: being read (promise only) or read (bits), valid for one generation. */
interface MatchEntry {
  generation: number;
  /** The test of one changed product, on its facet row `f` and search document `d` (sync). */
  test: SQL;
  promise: Promise<Bits>;
  bits?: Bits;
}

export class FacetEngine {
  readonly memory = new FacetMemory();
  /** Increases whenever the index changes; match sets are valid for one generation. */
  generation = 0;
  /**
   * Increases whenever a transaction this engine had not seen changed categories, tags or specification
   * definitions (reference_changes; the catalogue's copy of them is read again, reference-data.ts).
   */
  referenceGeneration = 0;
  /** The reference-changing transactions at or after the watermark, read at the last sync. */
  private referenceSeen = new Set<string>();
  /** The oldest transaction id whose changes may not have been read (xid8 as text). */
  private watermark: string | null = null;
  private syncedAt = 0;
  private running: Promise<void> | null = null;
  /** When the running read began, and when the last finished one began (performance.now()). */
  private runningSince = 0;
  private lastReadAt = Number.NEGATIVE_INFINITY;
  private queued: Promise<void> | null = null;
  private readonly matchCache = new Map<string, MatchEntry>();
  loads = 0;
  /** Reads of the change log (each sync that was not answered by a read already made). */
  reads = 0;

  private readonly maxChanges: number;

  constructor(
    private readonly db: DbOrTx,
    options: { maxChanges?: number } = {},
  ) {
    this.maxChanges = options.maxChanges ?? MAX_CHANGES;
  }

  /**
   * Brings the index up to every commit made before the request being answered arrived (before this
   * call, outside a GET: http/request-clock.ts). A read that began after that is enough: a finished one
   * is not repeated and a running one is joined; otherwise calls made while a read runs share the next.
   */
  sync(): Promise<void> {
    // A read that began after the request arrived saw every commit made before it.
    const since = requestArrival();
    if (this.lastReadAt >= since) return Promise.resolve();
    if (this.running && this.runningSince >= since) return this.running;
    if (!this.running) {
      const startedAt = performance.now();
      this.runningSince = startedAt;
      this.running = this.read()
        .then(() => {
          this.lastReadAt = Math.max(this.lastReadAt, startedAt);
        })
        .finally(() => {
          this.running = null;
        });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => {})
      .then(() => {
        this.queued = null;
        return this.sync();
      });
    return this.queued;
  }

  private async read(): Promise<void> {
    this.reads++;
    if (this.watermark === null || Date.now() - this.syncedAt > RELOAD_AFTER_MS) {
      await this.load();
      return;
    }
    // The cached search matches are brought up to date with the changes, in the same statement: a
    // changed product's document is tested against each cached query.
    const cached = [...this.matchCache.entries()].filter(([, entry]) => entry.bits);
    const tests = cached.length
      ? sql`, case when f.product_id is null then null else array[${sql.join(
          cached.map(([, entry]) => entry.test),
          sql`, `,
        )}] end as matches`
      : sql``;
    const rows = await queryRows<
      RawRow & {
        xmin: string;
        reference_xids: string[] | string | null;
        reload: boolean | null;
        matches?: boolean[] | null;
      }
    >(
      this.db,
      sql`select s.xmin, s.reference_xids, c.product_id, c.reload, ${FACET_COLUMNS} ${tests}
          from (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
            (select array_agg(r.xid::text) from reference_changes r where r.xid >= ${this.watermark}::xid8) as reference_xids) s
          left join (select product_id, bool_or(product_id is null) as reload from facet_changes
            where xid >= ${this.watermark}::xid8 group by product_id limit ${this.maxChanges + 1}) c on true
          left join product_facets f on f.product_id = c.product_id
          ${cached.length ? sql`left join product_search d on d.product_id = c.product_id` : sql``}`,
    );
    const referenceXids = asArray(rows[0]!.reference_xids);
    if (referenceXids.some((xid) => !this.referenceSeen.has(xid))) this.referenceGeneration++;
    this.referenceSeen = new Set(referenceXids);
    const changed = rows.filter((r) => r.product_id !== null || r.reload);
    if (changed.some((r) => r.reload) || changed.length > this.maxChanges) {
      await this.load();
      return;
    }
    if (changed.length) this.apply(changed, cached);
    this.watermark = rows[0]!.xmin;
    this.syncedAt = Date.now();
  }

  /** Applies changed rows to the index and to the cached matches that were tested with them. */
  private apply(
    changed: Array<RawRow & { matches?: boolean[] | null }>,
    cached: Array<[string, MatchEntry]>,
  ): void {
    const present = changed.filter((r) => r.status !== null);
    const gone = changed.filter((r) => r.status === null).map((r) => Number(r.product_id));
    const bulk = changed.length > 2_000;
    // A removed product's slot may be reused: it leaves every cached match first.
    const goneSlots = gone.map((id) => this.memory.slotFor(id)).filter((slot) => slot !== undefined);
    this.memory.upsert(present.map(toFacetRow), { bulk });
    this.memory.remove(gone, { bulk });
    const generation = this.generation + 1;
    for (const [query, entry] of this.matchCache) {
      const index = cached.findIndex(([q]) => q === query);
      if (index === -1 || !entry.bits) {
        // Read before these changes and still being read: not kept.
        this.matchCache.delete(query);
        continue;
      }
      let bits = entry.bits;
      for (const slot of goneSlots) if (slot < bits.capacity) bits.delete(slot);
      for (const row of present) {
        const slot = this.memory.slotFor(Number(row.product_id))!;
        const matches = !!row.matches?.[index];
        if (slot >= bits.capacity) {
          if (!matches) continue;
          bits = bits.widened(this.memory.capacity);
        }
        if (matches) bits.add(slot);
        else bits.delete(slot);
      }
      entry.bits = bits;
      entry.promise = Promise.resolve(bits);
      entry.generation = generation;
    }
    this.generation = generation;
  }

  /**
   * Reads every row, in batches by product id. The watermark is taken before the first batch: a
   * transaction older than it had ended, so every batch sees it; a newer one is read again next time.
   */
  private async load(): Promise<void> {
    const [start] = await queryRows<{ xmin: string }>(
      this.db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
    );
    const memory = new FacetMemory();
    let after = 0;
    for (;;) {
      const rows = await queryRows<RawRow>(
        this.db,
        sql`select f.product_id, ${FACET_COLUMNS} from product_facets f
            where f.product_id > ${after} order by f.product_id limit ${LOAD_BATCH}`,
      );
      if (!rows.length) break;
      memory.upsert(rows.map(toFacetRow), { bulk: true });
      after = Number(rows[rows.length - 1]!.product_id);
      if (rows.length < LOAD_BATCH) break;
    }
    (this as { memory: FacetMemory }).memory = memory;
    this.generation++;
    this.referenceGeneration++;
    this.referenceSeen.clear();
    this.loads++;
    this.watermark = start!.xmin;
    this.syncedAt = Date.now();
  }

  /** The queries whose matches are held, read and current (tests). */
  heldMatches(): string[] {
    return [...this.matchCache.entries()]
      .filter(([, entry]) => entry.bits && entry.generation === this.generation)
      .map(([query]) => query);
  }

  /** Forgets the search matches read so far (the bench's cold figures). */
  clearMatches(): void {
    this.matchCache.clear();
  }

  /**
   * The slots of the products whose search document matches (a tsquery as text), read once per
   * generation of the index: the four calls of a results page share one read.
   */
  matchSlots(tsquery: string): Promise<Bits> {
    return this.cachedSlots(
      `doc ${tsquery}`,
      sql`select string_agg(s.product_id::text, ',') as ids from product_search s where s.doc @@ ${tsquery}::tsquery`,
      sql`d.doc @@ ${tsquery}::tsquery`,
    );
  }

  /** The same for the words of the name, SKU and MPN (product_facets.name_doc, the relevance tiers). */
  nameSlots(tsquery: string): Promise<Bits> {
    return this.cachedSlots(
      `name ${tsquery}`,
      sql`select string_agg(f.product_id::text, ',') as ids from product_facets f where f.name_doc @@ ${tsquery}::tsquery`,
      sql`f.name_doc @@ ${tsquery}::tsquery`,
    );
  }

  /** The products that carry `code` (a compacted SKU or MPN) as a code and in their name (tier 0). */
  codeSlots(codeQuery: string, code: string): Promise<Bits> {
    return this.cachedSlots(
      `code ${codeQuery} ${code}`,
      sql`select string_agg(f.product_id::text, ',') as ids from product_facets f
        where f.name_doc @@ ${codeQuery}::tsquery
          and exists (select 1 from product_search s where s.product_id = f.product_id and s.codes @> array[${code}::text])`,
      sql`f.name_doc @@ ${codeQuery}::tsquery and d.codes @> array[${code}::text]`,
    );
  }

  private cachedSlots(key: string, statement: SQL, test: SQL): Promise<Bits> {
    const cached = this.matchCache.get(key);
    if (cached && cached.generation === this.generation) {
      this.matchCache.delete(key);
      this.matchCache.set(key, cached);
      return cached.promise;
    }
    const entry: MatchEntry = { generation: this.generation, test, promise: Promise.resolve(new Bits(0)) };
    // One text value, not a row per match or an array: the drivers read it several times faster.
    entry.promise = queryRows<{ ids: string | null }>(this.db, statement).then(([row]) => {
      const bits = this.memory.slotsOfText(row?.ids ?? '');
      if (this.matchCache.get(key) === entry && entry.generation === this.generation) entry.bits = bits;
      return bits;
    });
    entry.promise.catch(() => {
      if (this.matchCache.get(key) === entry) this.matchCache.delete(key);
    });
    this.matchCache.set(key, entry);
    while (this.matchCache.size > MATCH_CACHE_ENTRIES)
      this.matchCache.delete(this.matchCache.keys().next().value as string);
    return entry.promise;
  }
}

const engines = new WeakMap<object, FacetEngine>();
const sqlOnly = new WeakSet<object>();

/** FACET_INDEX=sql: this database's filters and counts are answered by SQL (diagnosis, the bench). */
export function setFacetIndex(db: DbOrTx, where: 'memory' | 'sql'): void {
  if (where === 'sql') sqlOnly.add(db);
  else sqlOnly.delete(db);
}

/**
 * The engine of a database handle, or undefined for a transaction (it must read its own uncommitted
 * writes, which only SQL sees) or when the index is switched off.
 */
export function facetEngineFor(db: DbOrTx): FacetEngine | undefined {
  if (db instanceof PgTransaction || sqlOnly.has(db)) return undefined;
  let engine = engines.get(db);
  if (!engine) {
    engine = new FacetEngine(db);
    engines.set(db, engine);
  }
  return engine;
}

/** Drops a change log's rows past their day (a housekeeping job); engines that slept longer reload. */
export async function pruneChangeLog(
  db: DbOrTx,
  log: 'facet_changes' | 'reference_changes',
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from ${sql.identifier(log)} where at < now() - make_interval(days => ${CHANGE_LOG_DAYS}) returning 1)
        select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

export const pruneFacetChanges = (db: DbOrTx) => pruneChangeLog(db, 'facet_changes');
