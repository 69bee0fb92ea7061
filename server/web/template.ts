// Puts the rendered parts into the page template. Never String.prototype.replace with a string
// replacement: `$&`, `$'` and `` $` `` in page text would be expanded (a few characters in a search box
// grew a page to hundreds of megabytes). The template is cut at its markers and joined.

export interface PageParts {
  head: string;
  html: string;
  state: string;
}

const MARKERS = [
  ['<!--app-head-->', 'head'],
  ['<!--app-html-->', 'html'],
  ['<!--app-state-->', 'state'],
] as const;

/** A template cut at its markers: the text around them and which part goes between. */
interface CutTemplate {
  texts: string[];
  keys: Array<keyof PageParts>;
}

// A server fills the same few templates (one per page type) on every render: each is cut once.
const cuts = new Map<string, CutTemplate>();
const MAX_CUTS = 32;

function cut(template: string): CutTemplate {
  const known = cuts.get(template);
  if (known) return known;
  const found = MARKERS.map(([marker, key]) => ({ marker, key, at: template.indexOf(marker) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at);
  const texts: string[] = [];
  let from = 0;
  for (const m of found) {
    texts.push(template.slice(from, m.at));
    from = m.at + m.marker.length;
  }
  texts.push(template.slice(from));
  const result = { texts, keys: found.map((m) => m.key) };
  if (cuts.size >= MAX_CUTS) cuts.clear();
  cuts.set(template, result);
  return result;
}

/**
 * The template with each of its markers replaced by its part, joined once (no copy of the page per
 * marker). Only the template's own markers are filled: a part that contains a marker's text keeps it.
 */
export function fillTemplate(template: string, parts: PageParts): string {
  const { texts, keys } = cut(template);
  let out = texts[0]!;
  for (let i = 0; i < keys.length; i++) out += parts[keys[i]!] + texts[i + 1]!;
  return out;
}

/** The longest query value a public page accepts; every page echoes some of them (search, filters). */
export const MAX_PAGE_QUERY_VALUE = 400;
/** The longest query string a public page accepts as a whole. */
export const MAX_PAGE_QUERY_STRING = 4000;

/** Why a public page's query is refused, or null when it is acceptable. */
export function pageQueryProblem(url: string): string | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  const query = url.slice(at + 1);
  if (query.length > MAX_PAGE_QUERY_STRING) return 'The address is too long';
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return 'The address is not valid';
  }
  for (const [name, value] of params) {
    if (value.length > MAX_PAGE_QUERY_VALUE || name.length > 100)
      return `A search or filter may have at most ${MAX_PAGE_QUERY_VALUE} characters`;
    if (value.includes('\u0000') || name.includes('\u0000')) return 'The address is not valid';
  }
  return null;
}
