// Revisions (#19): the snapshot of a product with its child rows, the field-by-field difference of two
// snapshots, a one-line summary ("price 264.00 → 279.00; 2 tags added") and word-by-word text diffs.
// Pure: the server builds snapshots in SQL (server/modules/revisions/snapshot.ts) in exactly this shape.

export interface ProductSnapshot {
  product: {
    name: string;
    slug: string;
    sku: string;
    mpn: string | null;
    subtitle: string | null;
    description: string | null;
    shortDescription: string | null;
    price: string | null;
    categoryId: number;
    brandId: number | null;
    images: string[];
    stock: number;
    status: string;
    featured: boolean;
  };
  specs: {
    definitionId: number;
    string: string | null;
    number: string | null;
    boolean: boolean | null;
    enum: string | null;
    slug: string | null;
  }[];
  tags: number[];
  documents: { id: number; title: string }[];
  highlights: { text: string; icon: string | null; sort: number }[];
  faqs: { question: string; answer: string; sort: number }[];
  relationships: { toProductId: number; type: string; note: string | null }[];
  distributorLinks: { name: string; url: string; sort: number }[];
}

export const PRODUCT_FIELD_LABELS: Record<keyof ProductSnapshot['product'], string> = {
  name: 'Name',
  slug: 'Slug',
  sku: 'SKU',
  mpn: 'MPN',
  subtitle: 'Subtitle',
  description: 'Description',
  shortDescription: 'Short description',
  price: 'Price',
  categoryId: 'Category',
  brandId: 'Brand',
  images: 'Images',
  stock: 'Stock',
  status: 'Status',
  featured: 'Featured',
};

/** Long texts are compared word by word on screen. */
export const TEXT_FIELDS = new Set(['description', 'shortDescription', 'subtitle']);

export type ChildList = Exclude<keyof ProductSnapshot, 'product'>;
export const CHILD_LISTS: ChildList[] = [
  'specs',
  'tags',
  'documents',
  'highlights',
  'faqs',
  'relationships',
  'distributorLinks',
];
export const CHILD_NOUNS: Record<ChildList, [string, string]> = {
  specs: ['specification', 'specifications'],
  tags: ['tag', 'tags'],
  documents: ['document', 'documents'],
  highlights: ['highlight', 'highlights'],
  faqs: ['FAQ', 'FAQs'],
  relationships: ['relationship', 'relationships'],
  distributorLinks: ['distributor link', 'distributor links'],
};

/** The identity of a child row within its list (what "the same row, changed" means). */
export function childKey(list: ChildList, item: unknown): string {
  const row = item as Record<string, unknown>;
  switch (list) {
    case 'specs':
      return String(row.definitionId);
    case 'tags':
      return String(item);
    case 'documents':
      return String(row.id);
    case 'highlights':
      return String(row.text);
    case 'faqs':
      return String(row.question);
    case 'relationships':
      return `${row.toProductId}:${row.type}`;
    case 'distributorLinks':
      return String(row.name);
  }
}

export interface FieldChange {
  field: keyof ProductSnapshot['product'];
  label: string;
  before: unknown;
  after: unknown;
}
export interface ListChange<T = unknown> {
  list: ChildList;
  added: T[];
  removed: T[];
  changed: { before: T; after: T }[];
}
export interface SnapshotDiff {
  fields: FieldChange[];
  lists: ListChange[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What changed from `before` to `after` (null before: everything is new). */
export function diffSnapshots(before: ProductSnapshot | null, after: ProductSnapshot): SnapshotDiff {
  const fields: FieldChange[] = [];
  for (const field of Object.keys(PRODUCT_FIELD_LABELS) as (keyof ProductSnapshot['product'])[]) {
    const a = before?.product[field] ?? null;
    const b = after.product[field] ?? null;
    if (!same(a, b)) fields.push({ field, label: PRODUCT_FIELD_LABELS[field], before: a, after: b });
  }
  const lists: ListChange[] = [];
  for (const list of CHILD_LISTS) {
    const olds = (before?.[list] ?? []) as unknown[];
    const news = (after[list] ?? []) as unknown[];
    const oldBy = new Map(olds.map((i) => [childKey(list, i), i]));
    const newBy = new Map(news.map((i) => [childKey(list, i), i]));
    const change: ListChange = { list, added: [], removed: [], changed: [] };
    for (const [key, item] of newBy) {
      const old = oldBy.get(key);
      if (old === undefined) change.added.push(item);
      else if (!same(old, item)) change.changed.push({ before: old, after: item });
    }
    for (const [key, item] of oldBy) if (!newBy.has(key)) change.removed.push(item);
    if (change.added.length || change.removed.length || change.changed.length) lists.push(change);
  }
  return { fields, lists };
}

const plural = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/** "price 264.00 → 279.00; description changed; 2 tags added, 1 removed". */
export function summarizeDiff(diff: SnapshotDiff): string {
  const parts: string[] = [];
  for (const f of diff.fields) {
    const label = f.label.toLowerCase();
    if (TEXT_FIELDS.has(f.field) || f.field === 'images' || f.field === 'categoryId' || f.field === 'brandId')
      parts.push(`${label} changed`);
    else parts.push(`${label} ${f.before ?? '—'} → ${f.after ?? '—'}`);
  }
  for (const l of diff.lists) {
    const noun = CHILD_NOUNS[l.list];
    const bits: string[] = [];
    if (l.added.length) bits.push(`${plural(l.added.length, noun)} added`);
    if (l.removed.length)
      bits.push(bits.length ? `${l.removed.length} removed` : `${plural(l.removed.length, noun)} removed`);
    if (l.changed.length)
      bits.push(bits.length ? `${l.changed.length} changed` : `${plural(l.changed.length, noun)} changed`);
    parts.push(bits.join(', '));
  }
  return parts.length ? parts.join('; ') : 'No changes';
}

export type WordPart = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * A word-by-word difference (longest common subsequence over words and the spaces between them).
 * Texts too long for the table (over 4 million cells) come back as one removal and one addition.
 */
export function wordDiff(before: string, after: string): WordPart[] {
  const a = before.split(/(\s+)/).filter((w) => w !== '');
  const b = after.split(/(\s+)/).filter((w) => w !== '');
  if (a.length * b.length > 4_000_000) {
    return [
      ...(before ? [{ kind: 'removed' as const, text: before }] : []),
      ...(after ? [{ kind: 'added' as const, text: after }] : []),
    ];
  }
  const n = a.length;
  const m = b.length;
  const table = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i * (m + 1) + j] =
        a[i] === b[j]
          ? table[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(table[(i + 1) * (m + 1) + j]!, table[i * (m + 1) + j + 1]!);
  const parts: WordPart[] = [];
  const push = (kind: WordPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (table[(i + 1) * (m + 1) + j]! >= table[i * (m + 1) + j + 1]!) push('removed', a[i++]!);
    else push('added', b[j++]!);
  }
  while (i < n) push('removed', a[i++]!);
  while (j < m) push('added', b[j++]!);
  return parts;
}
