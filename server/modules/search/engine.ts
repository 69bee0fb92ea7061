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

export interface ResolvedSearch {
  parsed: ParsedQuery;
  /** The corrected query when a typo was corrected ("duplex" for "duplx"), else null. */
  correction: string | null;
  /**
   * The match as tsquery text, evaluated once: passed as a value, the planner estimates how many documents
   * match (an expression of function calls gets a default guess, and a sequential scan of products).
   */
  tsquery?: string;
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
 * 4 matched only in the subtitle or short description.
 */
export function rankExpression(search: ResolvedSearch, alias = 's'): SQL {
  if (!search.parsed.slots.length) return sql`0`;
  const s = sql.raw(alias);
  const code = search.parsed.compact ?? search.parsed.words.join('');
  return sql`(case when ${s}.codes @> array[${code}::text] then 0
    when ${s}.doc @@ ${matchQuery(search.parsed, { prefix: false, weights: 'A', compact: false })} then 1
    when ${s}.doc @@ ${matchQuery(search.parsed, { weights: 'A', compact: false })} then 2
    when ${s}.doc @@ ${matchQuery(search.parsed, { weights: 'AB' })} then 3
    else 4 end)`;
}

export async function loadSynonyms(db: DbOrTx): Promise<string[][]> {
  const rows = await queryRows<{ terms: string[] }>(db, sql`select terms from search_synonyms`);
  return rows.map((r) => r.terms);
}

const exists = (tsquery: SQL) => sql`exists (select 1 from product_search s where s.doc @@ ${tsquery})`;

/**
 * A query → what the engine searches for. Unless `exact`, a query that matches no product has each of
 * its plain words that matches nothing replaced by the most similar word of the vocabulary.
 */
export async function resolveSearch(
  db: DbOrTx,
  query: string | undefined,
  options: { exact?: boolean } = {},
): Promise<ResolvedSearch | undefined> {
  if (!query) return undefined;
  const synonyms = await loadSynonyms(db);
  const resolved = await correct(db, parseQuery(query, synonyms), synonyms, options);
  if (!resolved.parsed.slots.length) return resolved;
  const [row] = await queryRows<{ q: string }>(db, sql`select (${matchQuery(resolved.parsed)})::text as q`);
  return { ...resolved, tsquery: row?.q ?? '' };
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
  const checks = [
    matchQuery(parsed),
    ...candidates.map((slot) => slotQuery(slot, { prefix: true, weights: '' })),
  ];
  const [row] = await queryRows<{ found: boolean[] }>(
    db,
    sql`select array[${sql.join(checks.map(exists), sql`, `)}] as found`,
  );
  const found = row?.found ?? [];
  if (found[0]) return resolved;
  const replacements = new Map<string, string>();
  for (const [i, slot] of candidates.entries()) {
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
