// Lists written in one text: "a, b,,c" in an address (comma-separated filters, slugs, export sections)
// and "a|b" in an import cell (images, enum options, document products). One parser for all of them:
// each entry trimmed, blank entries dropped; optionally repeats dropped and the list cut to a maximum.

export interface ListOptions {
  /** What separates the entries (default ","). */
  separator?: string;
  /** Drops repeated entries, keeping the first (default false). */
  unique?: boolean;
  /** Keeps at most this many entries (after dropping blanks and repeats). */
  max?: number;
}

/** "a, b,,c " → ["a", "b", "c"]. Nothing (undefined, null, "") gives []. */
export function splitList(value: string | null | undefined, options: ListOptions = {}): string[] {
  if (!value) return [];
  let entries = value
    .split(options.separator ?? ',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (options.unique) entries = [...new Set(entries)];
  return options.max === undefined ? entries : entries.slice(0, options.max);
}
