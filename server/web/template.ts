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

export function fillTemplate(template: string, parts: PageParts): string {
  let out = template;
  for (const [marker, key] of MARKERS) {
    const at = out.indexOf(marker);
    if (at < 0) continue;
    out = out.slice(0, at) + parts[key] + out.slice(at + marker.length);
  }
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
