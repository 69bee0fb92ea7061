// Reading server-rendered HTML in tests without caring how the renderer orders or spells attributes
// (`selected` vs `selected=""`, `srcset` vs `srcSet`): HTML treats those as the same.

/** The attributes of every `<tag …>` start tag, names lower-cased, boolean attributes as "". */
export function startTags(html: string, tag: string): Array<Record<string, string>> {
  const tags: Array<Record<string, string>> = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const a of match[1]!.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
      attributes[a[1]!.toLowerCase()] = a[2] ?? '';
    }
    tags.push(attributes);
  }
  return tags;
}

/** The value of the selected `<option>`s in the HTML, in document order. */
export function selectedOptions(html: string): string[] {
  return startTags(html, 'option')
    .filter((o) => 'selected' in o)
    .map((o) => o.value ?? '');
}

/** Whether some `<tag>` carries all the given attributes with these exact values. */
export function hasTag(html: string, tag: string, attributes: Record<string, string>): boolean {
  return startTags(html, tag).some((found) =>
    Object.entries(attributes).every(([name, value]) => found[name.toLowerCase()] === value),
  );
}
