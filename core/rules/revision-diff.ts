// Revisions (#19): the snapshot of a product with its child rows, the field-by-field difference of two
// snapshots, a one-line summary ("price 264.00 → 279.00; 2 tags added") and word-by-word text diffs.
import { RELATIONSHIP_TYPE_LABELS, type RelationshipType } from '../constants';

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
  return PRODUCT_SHAPE.lists[list]!.key(item);
}

// ---------------------------------------------------------------- every entity with a history

/** Names the server resolves for the ids a snapshot refers to: names[ref][id] (deleted ones are absent). */
export type RevisionNames = Record<string, Record<string, string>>;

export interface RevisionField {
  label: string;
  /**
   * text: compared word by word on screen, "changed" in summaries; ref: an id (or slug) named through
   * names[ref]; images: a list of image addresses; list: a list of words; bool: Yes / No.
   */
  kind?: 'text' | 'ref' | 'images' | 'list' | 'bool';
  ref?: string;
  /** "category": a deleted reference reads "Deleted category #3". */
  refNoun?: string;
}
export interface RevisionList {
  noun: [string, string];
  key: (item: unknown) => string;
  describe: (item: unknown, names: RevisionNames) => string;
}
/**
 * How one kind of record is snapshotted and compared: `main` is the key of the record's own fields in
 * the snapshot (`{ product: {...}, specs: [...] }`, `{ gallery: {...}, items: [...] }`), `lists` its
 * child rows.
 */
export interface RevisionShape {
  main: string;
  /** "product", "gallery": the timeline's "Gallery created", "… deleted". */
  noun: string;
  fields: Record<string, RevisionField>;
  lists: Record<string, RevisionList>;
}

export type RevisionSnapshot = Record<string, unknown>;

const row = (item: unknown) => item as Record<string, unknown>;
const refName = (names: RevisionNames, ref: string, noun: string, value: unknown) =>
  names[ref]?.[String(value)] ??
  (typeof value === 'number' ? `Deleted ${noun} #${value}` : `Deleted ${noun} "${value}"`);

export const PRODUCT_SHAPE: RevisionShape = {
  main: 'product',
  noun: 'product',
  fields: {
    name: { label: 'Name' },
    slug: { label: 'Slug' },
    sku: { label: 'SKU' },
    mpn: { label: 'MPN' },
    subtitle: { label: 'Subtitle', kind: 'text' },
    description: { label: 'Description', kind: 'text' },
    shortDescription: { label: 'Short description', kind: 'text' },
    price: { label: 'Price' },
    categoryId: { label: 'Category', kind: 'ref', ref: 'categories', refNoun: 'category' },
    brandId: { label: 'Brand', kind: 'ref', ref: 'brands', refNoun: 'brand' },
    images: { label: 'Images', kind: 'images' },
    stock: { label: 'Stock' },
    status: { label: 'Status' },
    featured: { label: 'Featured', kind: 'bool' },
  },
  lists: {
    specs: {
      noun: CHILD_NOUNS.specs,
      key: (i) => String(row(i).definitionId),
      describe: (i, names) => {
        const r = row(i);
        const label = refName(names, 'specs', 'specification', r.definitionId);
        const value =
          r.string ?? r.number ?? r.enum ?? (r.boolean === null ? null : r.boolean ? 'Yes' : 'No');
        return `${label}: ${value ?? '—'}`;
      },
    },
    tags: {
      noun: CHILD_NOUNS.tags,
      key: (i) => String(i),
      describe: (i, names) => refName(names, 'tags', 'tag', i),
    },
    documents: {
      noun: CHILD_NOUNS.documents,
      key: (i) => String(row(i).id),
      describe: (i) => String(row(i).title),
    },
    highlights: {
      noun: CHILD_NOUNS.highlights,
      key: (i) => String(row(i).text),
      describe: (i) => String(row(i).text),
    },
    faqs: {
      noun: CHILD_NOUNS.faqs,
      key: (i) => String(row(i).question),
      describe: (i) => `${row(i).question} — ${row(i).answer}`,
    },
    relationships: {
      noun: CHILD_NOUNS.relationships,
      key: (i) => `${row(i).toProductId}:${row(i).type}`,
      describe: (i, names) => {
        const r = row(i);
        const other = names.products?.[String(r.toProductId)] ?? `deleted product #${r.toProductId}`;
        return `${RELATIONSHIP_TYPE_LABELS[r.type as RelationshipType] ?? r.type}: ${other}${r.note ? ` (${r.note})` : ''}`;
      },
    },
    distributorLinks: {
      noun: CHILD_NOUNS.distributorLinks,
      key: (i) => String(row(i).name),
      describe: (i) => `${row(i).name} (${row(i).url})`,
    },
  },
};

export const CATEGORY_SHAPE: RevisionShape = {
  main: 'category',
  noun: 'category',
  fields: {
    name: { label: 'Name' },
    slug: { label: 'Slug' },
    description: { label: 'Description', kind: 'text' },
    parentId: { label: 'Parent', kind: 'ref', ref: 'categories', refNoun: 'category' },
  },
  lists: {},
};

export const BRAND_SHAPE: RevisionShape = {
  main: 'brand',
  noun: 'brand',
  fields: {
    name: { label: 'Name' },
    slug: { label: 'Slug' },
    description: { label: 'Description', kind: 'text' },
    website: { label: 'Website' },
    logoUrl: { label: 'Logo', kind: 'images' },
  },
  lists: {},
};

export const SPEC_DEFINITION_SHAPE: RevisionShape = {
  main: 'definition',
  noun: 'specification',
  fields: {
    key: { label: 'Key' },
    label: { label: 'Label' },
    description: { label: 'Description', kind: 'text' },
    unit: { label: 'Unit' },
    dataType: { label: 'Data type' },
    enumOptions: { label: 'Options', kind: 'list' },
    categoryId: {
      label: 'Specification category',
      kind: 'ref',
      ref: 'specCategories',
      refNoun: 'specification category',
    },
    required: { label: 'Required', kind: 'bool' },
    sortOrder: { label: 'Sort order' },
    filterable: { label: 'Filterable', kind: 'bool' },
  },
  lists: {},
};

export const PAGE_SHAPE: RevisionShape = {
  main: 'page',
  noun: 'page',
  fields: {
    title: { label: 'Title' },
    slug: { label: 'Slug' },
    content: { label: 'Content', kind: 'text' },
    metaTitle: { label: 'Meta title' },
    metaDescription: { label: 'Meta description', kind: 'text' },
    status: { label: 'Status' },
  },
  lists: {},
};

export const GALLERY_SHAPE: RevisionShape = {
  main: 'gallery',
  noun: 'gallery',
  fields: {
    name: { label: 'Name' },
    slug: { label: 'Slug' },
    title: { label: 'Title' },
    description: { label: 'Description', kind: 'text' },
    pageSlug: { label: 'Page', kind: 'ref', ref: 'pages', refNoun: 'page' },
    isActive: { label: 'Active', kind: 'bool' },
    sortOrder: { label: 'Sort order' },
  },
  lists: {
    items: {
      noun: ['image', 'images'],
      // Items keep their ids through a restore, so an item is itself across versions.
      key: (i) => String(row(i).id),
      describe: (i, names) => {
        const r = row(i);
        const flags = [
          r.isFeatured ? 'featured' : null,
          r.isVisible === false ? 'hidden' : null,
          `position ${Number(r.sortOrder) + 1}`,
        ].filter(Boolean);
        const words = [r.title, r.altText ? `alt "${r.altText}"` : null, r.caption].filter(Boolean);
        return `${refName(names, 'media', 'image', r.mediaFileId)}${words.length ? ` — ${words.join(', ')}` : ''} (${flags.join(', ')})`;
      },
    },
  },
};

export const REDIRECT_SHAPE: RevisionShape = {
  main: 'redirect',
  noun: 'redirect',
  fields: {
    fromPath: { label: 'From' },
    toPath: { label: 'To' },
    redirectType: { label: 'Type' },
    isActive: { label: 'Active', kind: 'bool' },
    description: { label: 'Description' },
  },
  lists: {},
};

/** The entity types with a history, as stored in revisions.entity_type. */
export const REVISION_SHAPES = {
  product: PRODUCT_SHAPE,
  category: CATEGORY_SHAPE,
  brand: BRAND_SHAPE,
  spec_definition: SPEC_DEFINITION_SHAPE,
  page: PAGE_SHAPE,
  gallery: GALLERY_SHAPE,
  redirect: REDIRECT_SHAPE,
} as const satisfies Record<string, RevisionShape>;
export type RevisionEntity = keyof typeof REVISION_SHAPES;

export interface FieldChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}
export interface ListChange<T = unknown> {
  list: string;
  added: T[];
  removed: T[];
  changed: { before: T; after: T }[];
}
export interface SnapshotDiff {
  fields: FieldChange[];
  lists: ListChange[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What changed from `before` to `after` in a record of this shape (null before: everything is new). */
export function diffRevision(
  shape: RevisionShape,
  before: RevisionSnapshot | null,
  after: RevisionSnapshot,
): SnapshotDiff {
  const fields: FieldChange[] = [];
  const oldMain = (before?.[shape.main] ?? {}) as Record<string, unknown>;
  const newMain = (after[shape.main] ?? {}) as Record<string, unknown>;
  for (const [field, spec] of Object.entries(shape.fields)) {
    const a = before ? (oldMain[field] ?? null) : null;
    const b = newMain[field] ?? null;
    if (!same(a, b)) fields.push({ field, label: spec.label, before: a, after: b });
  }
  const lists: ListChange[] = [];
  for (const [list, spec] of Object.entries(shape.lists)) {
    const olds = (before?.[list] ?? []) as unknown[];
    const news = (after[list] ?? []) as unknown[];
    const oldBy = new Map(olds.map((i) => [spec.key(i), i]));
    const newBy = new Map(news.map((i) => [spec.key(i), i]));
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
const yesNo = (v: unknown) => (v === null || v === undefined ? '—' : v ? 'Yes' : 'No');

/** "name Torches → Torch kits; description changed; 2 images added, 1 removed". */
export function summarizeRevision(shape: RevisionShape, diff: SnapshotDiff): string {
  const parts: string[] = [];
  for (const f of diff.fields) {
    const label = f.label.toLowerCase();
    const kind = shape.fields[f.field]?.kind;
    if (kind === 'bool') parts.push(`${label} ${yesNo(f.before)} → ${yesNo(f.after)}`);
    else if (kind) parts.push(`${label} changed`);
    else parts.push(`${label} ${f.before ?? '—'} → ${f.after ?? '—'}`);
  }
  for (const l of diff.lists) {
    const noun = shape.lists[l.list]?.noun ?? ['item', 'items'];
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

/** A field's value in words ("—" for none, names for references, Yes/No, file names for images). */
export function fieldText(shape: RevisionShape, field: string, value: unknown, names: RevisionNames): string {
  if (value === null || value === undefined || value === '') return '—';
  const spec = shape.fields[field];
  switch (spec?.kind) {
    case 'ref':
      return refName(names, spec.ref ?? '', spec.refNoun ?? 'record', value);
    case 'bool':
      return yesNo(value);
    case 'images': {
      const urls = Array.isArray(value) ? (value as string[]) : [String(value)];
      return urls.length ? urls.map((url) => url.split('/').pop()).join(', ') : 'No images';
    }
    case 'list':
      return (value as unknown[]).length ? (value as unknown[]).join(', ') : 'None';
    default:
      return String(value);
  }
}

/** What changed from `before` to `after` (null before: everything is new). */
export function diffSnapshots(before: ProductSnapshot | null, after: ProductSnapshot): SnapshotDiff {
  return diffRevision(
    PRODUCT_SHAPE,
    before as unknown as RevisionSnapshot | null,
    after as unknown as RevisionSnapshot,
  );
}

/** "price 264.00 → 279.00; description changed; 2 tags added, 1 removed". */
export function summarizeDiff(diff: SnapshotDiff): string {
  return summarizeRevision(PRODUCT_SHAPE, diff);
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
