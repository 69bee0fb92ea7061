// The one search engine of the storefront and the admin (#17), as SQL over product_search (migration
// 0004). A parsed query (core/rules/search-query.ts) becomes a tsquery: every slot must match; a slot is
// any of its alternatives (synonyms); a word matches its English stem or itself, the last one as a
// prefix; the whole query as one code ("aa 200" → aa200) is a further alternative. A query that matches
// nothing has its unknown words corrected from the vocabulary by trigram similarity, and says so.
import { type SQL, sql } from 'drizzle-orm';
import {
  correctable,
  correctedText,
  type ParsedQuery,
  parseQuery,
  type QuerySlot,
} from '../../../core/rules/search-query';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { facetEngineFor } from '../catalogue/facet-engine/engine';
import type { FilterView } from '../catalogue/facet-engine/facet-memory';

export interface ResolvedSearch {
  parsed: ParsedQuery;
  /** The corrected query when a typo was corrected ("duplex" for "duplx"), else null. */
  correction: string | null;
  /**
   * The match as tsquery text, evaluated once: passed as a value, the planner estimates how many documents
   * match (an expression of function calls gets a default guess, and a sequential scan of products).
   */
  tsquery?: string;
  /** The relevance tiers' queries as tsquery text (see relevanceIds). */
  tiers?: { code: string; codeQuery: string; whole: string; prefix: string; near: string };
}

type Weights = '' | 'A' | 'AB';

/**
 * One word as a tsquery: its English stem (ts_lexize, no notice for stop words: the word itself then)
 * or the word, optionally as a prefix and restricted to weights.
 */
function wordQuery(word: string, prefix: boolean, weights: Weights): SQL {
  const suffix = prefix ? `:*${weights}` : weights ? `:${weights}` : '';
  return sql`(to_tsquery('simple', coalesce((ts_lexize('english_stem', ${word}::text))[1], ${word}::text) || ${suffix}::text) || to_tsquery('simple', ${`${word}${suffix}`}::text))`;
}

function slotQuery(slot: QuerySlot, options: { prefix: boolean; weights: Weights }): SQL {
  // tsquery's && and || share one precedence: every group is parenthesised.
  const alternatives = slot.alternatives.map(
    (words) =>
      sql`(${sql.join(
        words.map((w) => wordQuery(w, options.prefix && slot.prefix, options.weights)),
        sql` && `,
      )})`,
  );
  return alternatives.length === 1 ? alternatives[0]! : sql`(${sql.join(alternatives, sql` || `)})`;
}

/** The tsquery of a parsed query. weights restricts where words may match (A: name and codes). */
export function matchQuery(
  parsed: ParsedQuery,
  options: { prefix?: boolean; weights?: Weights; compact?: boolean } = {},
): SQL {
  const prefix = options.prefix ?? true;
  const weights = options.weights ?? '';
  const all = sql`(${sql.join(
    parsed.slots.map((slot) => slotQuery(slot, { prefix, weights })),
    sql` && `,
  )})`;
  if (!parsed.compact || options.compact === false) return sql`(${all})`;
  const code = `${parsed.compact}${prefix ? ':*' : ''}`;
  return sql`(${all} || to_tsquery('simple', ${code}::text))`;
}

/** The search condition on `product_search s`. */
export function searchCondition(search: ResolvedSearch, alias = 's'): SQL {
  // A query with nothing searchable left ("_", "--") matches nothing.
  if (!search.parsed.slots.length) return sql`false`;
  if (search.tsquery !== undefined) return sql`${sql.raw(alias)}.doc @@ ${search.tsquery}::tsquery`;
  return sql`${sql.raw(alias)}.doc @@ ${matchQuery(search.parsed)}`;
}

/**
 * Relevance tiers (lower first): 0 the exact SKU or MPN, 1 every word a whole word of the name (or a
 * code), 2 the same with the last word a prefix, 3 matched in name, brand, category, tags or specs,
 * 4 matched only in the subtitle or short description. Ties by name, then id.
 */
export type FacetRows = (conditions: SQL[]) => SQL;

const ORDER = sql`f.name_key collate "C", f.product_id`;
/** Up to this many remaining matches are ranked from one read of their documents (relevanceIds). */
const FEW_MATCHES = 2000;

/**
 * The ids of one relevance page, tier by tier, each tier's matches in name order, stopping as soon as the
 * page is full: nothing ranks or sorts every match. `rows` gives `from product_facets f … where …` (the
 * status and filters) with extra conditions. A tier is read first by walking the facet rows in name order
 * (index product_facets_status_name_idx) for a bounded number of rows, which fills the page at once when
 * the tier's matches are dense; if it does not, from an index of the tier (name_doc or the document GIN
 * index) and a top-N sort of its matches, which are then few. Both give the same rows: the walk answers
 * only when it found as many as were asked for, and the rows before them in name order were all tested.
 */
export async function relevanceIds(
  db: DbOrTx,
  search: ResolvedSearch,
  rows: FacetRows,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; statements: SQL[] }> {
  const t = search.tiers;
  const statements: SQL[] = [];
  if (!t || search.tsquery === undefined || !search.parsed.slots.length) return { ids: [], statements };
  const full = search.tsquery;
  const inDocs = (q: string) =>
    sql`f.product_id in (select s.product_id from product_search s where s.doc @@ ${q}::tsquery)`;
  const docHas = (q: string) =>
    sql`exists (select 1 from product_search s where s.product_id = f.product_id and s.doc @@ ${q}::tsquery)`;
  const tiers: Array<{ index: SQL; walk?: SQL; walkRows?: number }> = [
    {
      index: sql`f.name_doc @@ ${t.codeQuery}::tsquery and exists (select 1 from product_search s
        where s.product_id = f.product_id and s.codes @> array[${t.code}::text] and s.doc @@ ${full}::tsquery)`,
    },
    { index: sql`f.name_doc @@ ${t.whole}::tsquery`, walkRows: 50 },
    { index: sql`f.name_doc @@ ${t.prefix}::tsquery`, walkRows: 50 },
    { index: inDocs(t.near), walk: docHas(t.near), walkRows: 20 },
    { index: inDocs(full), walk: docHas(full), walkRows: 20 },
  ];
  const need = offset + limit;
  const ids: number[] = [];
  const read = async (statement: SQL) => {
    statements.push(statement);
    return (await queryRows<{ product_id: number }>(db, statement)).map((r) => r.product_id);
  };
  const excluded = () => (ids.length ? [sql`f.product_id <> all(${sql.param(ids)}::int[])`] : []);
  /** Adds a tier's next rows; true once the page is full. `walkOnly`: only when its walk fills the page. */
  const tierRows = async (tier: (typeof tiers)[number], walkOnly = false): Promise<boolean> => {
    const left = need - ids.length;
    if (tier.walkRows) {
      const walked = Math.min(2000, Math.max(200, tier.walkRows * left));
      const found =
        await read(sql`select f.product_id from (select f.product_id, f.name_key, f.name_doc ${rows(excluded())}
          order by ${ORDER} limit ${walked}) f
        where ${tier.walk ?? tier.index} order by ${ORDER} limit ${left}`);
      if (found.length === left) {
        ids.push(...found);
        return true;
      }
    }
    if (walkOnly) return false;
    // Materialised: the tier's matches are collected by its own index first, then sorted. Left to choose,
    // the planner walks the name index when it expects many matches, which reads every row when they
    // are few or sort late ("sku 0001234": every name has "sku").
    ids.push(
      ...(await read(sql`with m as materialized (select f.product_id, f.name_key ${rows([tier.index, ...excluded()])})
        select f.product_id from m f order by ${ORDER} limit ${left}`)),
    );
    return ids.length >= need;
  };
  /**
   * When the whole query's remaining matches are few (a code, a rare word), they are read once by the GIN
   * index with their document tiers, and only their facet rows are sorted, in one statement. Returns
   * false when there are more than FEW_MATCHES of them.
   */
  const fewMatches = async (): Promise<boolean> => {
    // Materialised, so the limit does not turn the plan into a sequential scan that stops early (and
    // reads everything when the matches are few).
    const statement = sql`with m as materialized (select s.product_id, s.codes @> array[${t.code}::text] as code,
        s.doc @@ ${t.near}::tsquery as near from product_search s where s.doc @@ ${full}::tsquery)
      select * from m limit ${FEW_MATCHES + 1}`;
    statements.push(statement);
    const matches = await queryRows<{ product_id: number; code: boolean; near: boolean }>(db, statement);
    if (matches.length > FEW_MATCHES) return false;
    const idsWhere = (test: (m: (typeof matches)[number]) => boolean) =>
      sql.param(matches.filter(test).map((m) => m.product_id));
    ids.push(
      ...(await read(sql`select f.product_id ${rows([sql`f.product_id = any(${idsWhere(() => true)}::int[])`, ...excluded()])}
      order by case when f.product_id = any(${idsWhere((m) => m.code)}::int[]) then 0
        when f.name_doc @@ ${t.whole}::tsquery then 1 when f.name_doc @@ ${t.prefix}::tsquery then 2
        when f.product_id = any(${idsWhere((m) => m.near)}::int[]) then 3 else 4 end,
        ${ORDER} limit ${need - ids.length}`)),
    );
    return true;
  };
  const done = () => ({ ids: ids.slice(offset, need), statements });
  // A query with a digit is most likely a code: its matches are few, so they are ranked at once.
  if (/\d/.test(search.parsed.text) && (await fewMatches())) return done();
  for (const tier of tiers.slice(0, 3)) if (await tierRows(tier)) return done();
  // Tiers 3 and 4 read the documents: a name-order walk for dense matches, else few matches at once,
  // else tier by tier as above.
  if (await tierRows(tiers[3]!, true)) return done();
  if (await fewMatches()) return done();
  for (const tier of tiers.slice(3)) if (await tierRows(tier)) break;
  return { ids: ids.slice(offset, need), statements };
}

/**
 * The same page from the in-memory facet index (#17, #21): each tier's matches are read once per
 * generation of the index (engine.ts nameSlots, codeSlots, matchSlots) and ranked in memory, so a
 * repeated query, a results page's four calls and each keystroke of a popular prefix sort nothing in
 * SQL. `view` holds the status and filters (and may hold the search's matches); every tier lies within
 * the whole query's matches, the last tier is those matches. Undefined when the index cannot answer, or
 * changed while the tiers were read: the caller ranks in SQL (relevanceIds), with the same result.
 */
export async function relevanceIdsInMemory(
  db: DbOrTx,
  search: ResolvedSearch,
  view: FilterView,
  offset: number,
  limit: number,
): Promise<number[] | undefined> {
  const engine = facetEngineFor(db);
  const t = search.tiers;
  if (!engine || !t || !search.tsquery || !search.parsed.slots.length) return undefined;
  const full = search.tsquery;
  // Read in two rounds of concurrent statements (names, then documents), not one after the other: a
  // cold query costs two round trips, and the documents are read only when the names do not fill the page.
  const byName = () => [
    engine.codeSlots(t.codeQuery, t.code),
    engine.nameSlots(t.whole),
    engine.nameSlots(t.prefix),
  ];
  const byDocument = () => [engine.matchSlots(t.near), engine.matchSlots(full)];
  const taken = view.emptySlots();
  const ids: number[] = [];
  let skip = offset;
  for (const round of [byName, byDocument]) {
    for (const tier of await Promise.all(round())) {
      if (engine.generation !== view.generation) return undefined;
      const page = view.tierPage(tier, taken, skip, limit - ids.length);
      ids.push(...page.ids);
      skip = Math.max(0, skip - page.count);
      if (ids.length >= limit) return ids;
    }
  }
  return ids;
}

export async function loadSynonyms(db: DbOrTx): Promise<string[][]> {
  const rows = await queryRows<{ terms: string[] }>(db, sql`select terms from search_synonyms`);
  return rows.map((r) => r.terms);
}

/**
 * A query → what the engine searches for. Unless `exact`, a query that matches no product has each of
 * its plain words that matches nothing replaced by the most similar word of the vocabulary.
 */
const resolving = new WeakMap<object, Map<string, Promise<ResolvedSearch>>>();

export async function resolveSearch(
  db: DbOrTx,
  query: string | undefined,
  options: { exact?: boolean } = {},
): Promise<ResolvedSearch | undefined> {
  if (!query) return undefined;
  // The calls of one results page (the list and three facet counts, at once) share one resolution.
  let pending = resolving.get(db);
  if (!pending) {
    pending = new Map();
    resolving.set(db, pending);
  }
  const key = `${options.exact ? 1 : 0}${query}`;
  const running = pending.get(key);
  if (running) return running;
  const resolution = resolveQuery(db, query, options).finally(() => pending.delete(key));
  pending.set(key, resolution);
  return resolution;
}

async function resolveQuery(
  db: DbOrTx,
  query: string,
  options: { exact?: boolean },
): Promise<ResolvedSearch> {
  const synonyms = await loadSynonyms(db);
  const resolved = await correct(db, parseQuery(query, synonyms), synonyms, options);
  if (!resolved.parsed.slots.length) return resolved;
  const parsed = resolved.parsed;
  const code = parsed.compact ?? parsed.words.join('');
  const [row] = await queryRows<{ q: string; code: string; whole: string; prefix: string; near: string }>(
    db,
    sql`select (${matchQuery(parsed)})::text as q, to_tsquery('simple', ${code}::text)::text as code,
      (${matchQuery(parsed, { prefix: false, compact: false })})::text as whole,
      (${matchQuery(parsed, { compact: false })})::text as prefix,
      (${matchQuery(parsed, { weights: 'AB' })})::text as near`,
  );
  if (!row) return { ...resolved, tsquery: '' };
  return {
    ...resolved,
    tsquery: row.q,
    tiers: { code, codeQuery: row.code, whole: row.whole, prefix: row.prefix, near: row.near },
  };
}

async function correct(
  db: DbOrTx,
  parsed: ParsedQuery,
  synonyms: string[][],
  options: { exact?: boolean },
): Promise<ResolvedSearch> {
  const resolved: ResolvedSearch = { parsed, correction: null };
  if (options.exact || !parsed.slots.length) return resolved;
  const candidates = parsed.slots.filter((slot) => slot.word && correctable(slot.word));
  if (!candidates.length) return resolved;
  // Which words match nothing, from the vocabulary (every word of 4+ letters of the documents, kept in
  // step by migration 0005's triggers): a word, or its English stem, that starts a vocabulary word is
  // found without reading a document. Only the others are checked against the documents (a code such as
  // "abcde200" starts with letters), by a count, whose plan is the GIN index: an `exists` was planned
  // as a sequential scan that read every document when nothing matched.
  const words = candidates.map((slot) => slot.word!);
  const [known] = await queryRows<{ known: boolean[] }>(
    db,
    sql`select array[${sql.join(
      words.map(
        (w) => sql`exists (select 1 from search_words v where v.word like ${`${w}%`}
          or v.word like coalesce((ts_lexize('english_stem', ${w}::text))[1], ${w}::text) || '%')`,
      ),
      sql`, `,
    )}] as known`,
  );
  const unknown = candidates.filter((_, i) => !known?.known[i]);
  if (!unknown.length) return resolved;
  const checks = [
    matchQuery(parsed),
    ...unknown.map((slot) => slotQuery(slot, { prefix: true, weights: '' })),
  ];
  const [texts] = await queryRows<{ q: string[] }>(
    db,
    sql`select array[${sql.join(
      checks.map((q) => sql`(${q})::text`),
      sql`, `,
    )}] as q`,
  );
  const [row] = await queryRows<{ found: boolean[] }>(
    db,
    sql`select array[${sql.join(
      (texts?.q ?? []).map(
        (q) => sql`(select count(*) from product_search s where s.doc @@ ${q}::tsquery) > 0`,
      ),
      sql`, `,
    )}] as found`,
  );
  const found = row?.found ?? [];
  if (found[0]) return resolved;
  const replacements = new Map<string, string>();
  for (const [i, slot] of unknown.entries()) {
    if (found[i + 1]) continue;
    const word = slot.word!;
    const [best] = await queryRows<{ word: string }>(
      db,
      sql`select w.word from search_words w
          where w.word % ${word} and abs(length(w.word) - ${word.length}) <= 2
          order by similarity(w.word, ${word}) desc, w.word limit 1`,
    );
    if (best) replacements.set(word, best.word);
  }
  if (!replacements.size) return resolved;
  const text = correctedText(parsed, replacements);
  return { parsed: parseQuery(text, synonyms), correction: text };
}
