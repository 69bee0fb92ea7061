// What a search box query means (#17), as pure functions shared by the server's engine, the analytics
// and the storefront. The text is folded the way the database folds the search documents (search_fold in
// migration 0004): lower case, common accents removed, every run of other characters one space. So
// "AA-200", "aa 200" and "Aa 200" are the same words, and the compact form "aa200" (letters and digits
// only) matches a SKU or MPN written with or without separators.

/** Words shorter than this are never corrected (one or two typos in a word of 5+ letters). */
export const MIN_CORRECTION_LENGTH = 5;
/** At most this many words of a query are used (a pasted paragraph is not a search). */
export const MAX_QUERY_WORDS = 8;

const ACCENTS = /[\u0300-\u036f]/g;

/** Lower case, accents removed, punctuation and spaces collapsed to single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(ACCENTS, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The query as analytics records it and as the "search instead" link repeats it. */
export function normaliseQuery(text: string): string {
  return foldText(text).split(' ').filter(Boolean).slice(0, MAX_QUERY_WORDS).join(' ');
}

/** Letters and digits only: "TW-T-5" and "tw t5" are both "twt5". */
export function compactCode(text: string): string {
  return foldText(text).replace(/ /g, '');
}

/** One position of the query: alternatives (synonyms) of which one must match; each is words ANDed. */
export interface QuerySlot {
  alternatives: string[][];
  /** The word typed last, matched as a prefix while the buyer is still typing. */
  prefix: boolean;
  /** A plain word (not a synonym group): the only kind a typo correction may replace. */
  word?: string;
}

export interface ParsedQuery {
  /** The normalised query ("" when nothing searchable is left). */
  text: string;
  words: string[];
  slots: QuerySlot[];
  /** The whole query as one code ("aa 200" → "aa200"), when it has more than one word. */
  compact: string | null;
}

/** Synonym groups as stored (free text terms) → each term's words, longest terms first. */
export function synonymTerms(groups: string[][]): Array<{ words: string[]; group: string[][] }> {
  const result: Array<{ words: string[]; group: string[][] }> = [];
  for (const terms of groups) {
    const group = terms.map((t) => normaliseQuery(t).split(' ').filter(Boolean)).filter((w) => w.length > 0);
    if (group.length < 2) continue;
    for (const words of group) result.push({ words, group });
  }
  return result.sort((a, b) => b.words.length - a.words.length);
}

/**
 * Parses a query: every word must match (AND), in any order; a word or phrase that is a synonym term
 * matches any term of its group; the last plain word also matches as a prefix (unless the query ends in a
 * separator: "EX-" is the whole word "ex", not every word starting with "ex").
 */
export function parseQuery(query: string, synonyms: string[][] = []): ParsedQuery {
  const text = normaliseQuery(query);
  const words = text ? text.split(' ') : [];
  // A query ending in a separator ("EX-", "50%") has its last word complete: no prefix then.
  const typing = /[\p{L}\p{N}]$/u.test(query.trim());
  const terms = synonymTerms(synonyms);
  const slots: QuerySlot[] = [];
  for (let i = 0; i < words.length; ) {
    const term = terms.find((t) => t.words.every((w, k) => words[i + k] === w));
    if (term) {
      slots.push({ alternatives: term.group, prefix: false });
      i += term.words.length;
    } else {
      slots.push({ alternatives: [[words[i]!]], prefix: typing && i === words.length - 1, word: words[i]! });
      i += 1;
    }
  }
  const compact = words.length > 1 ? words.join('') : null;
  return { text, words, slots, compact };
}

/** Whether a word may be replaced by a typo correction. */
export function correctable(word: string): boolean {
  return word.length >= MIN_CORRECTION_LENGTH && /^[a-z]+$/.test(word);
}

/** The query with some words replaced (word → correction), normalised. */
export function correctedText(parsed: ParsedQuery, replacements: Map<string, string>): string {
  return parsed.words.map((w) => replacements.get(w) ?? w).join(' ');
}

/** Synonym groups as editors type them: "acetylene, B-tank, MC-tank" (commas or new lines between terms). */
export function parseSynonymGroup(line: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of line.split(/[,\n;]/)) {
    const term = raw.trim().replace(/\s+/g, ' ');
    const key = normaliseQuery(term);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}
