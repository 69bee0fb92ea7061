// Pure helpers of the Media Library: the browser-side filter and sort (document 001 §7: the list is
// also filtered client-side by name, alt and tags), upload checks, and the tag overflow ("+N").
import { MAX_UPLOAD_BYTES } from '../../../../core/constants';
import type { MediaFile } from '../../../../core/schemas/images';
import type { MediaSort, MediaUsage } from '../../../../core/schemas/media';
import { mediaName } from '../shared/media-name';

export function filterAndSortMedia<T extends MediaFile>(list: T[], search: string, sort: MediaSort): T[] {
  const term = search.trim().toLowerCase();
  const matches = term
    ? list.filter(
        (m) =>
          mediaName(m).toLowerCase().includes(term) ||
          m.originalName.toLowerCase().includes(term) ||
          m.alt.toLowerCase().includes(term) ||
          m.tags.some((t) => t.toLowerCase().includes(term)),
      )
    : [...list];
  const time = (m: MediaFile) => new Date(m.createdAt).getTime();
  const compare: Record<MediaSort, (a: T, b: T) => number> = {
    newest: (a, b) => time(b) - time(a) || b.id - a.id,
    oldest: (a, b) => time(a) - time(b) || a.id - b.id,
    size: (a, b) => b.size - a.size || a.id - b.id,
    name: (a, b) =>
      mediaName(a).localeCompare(mediaName(b), undefined, { sensitivity: 'base' }) || a.id - b.id,
  };
  return matches.sort(compare[sort]);
}

/** The specification's messages for a file the media library will not upload, or null. */
export function uploadProblem(file: Pick<File, 'type' | 'size'>): [string, string] | null {
  if (!file.type.startsWith('image/')) return ['Invalid file type', 'Please select an image file.'];
  if (file.size >= MAX_UPLOAD_BYTES) return ['File too large', 'File size must be less than 10MB.'];
  return null;
}

/** The first `shown` tags and how many more there are. */
export function visibleTags(tags: string[], shown: number): { tags: string[]; more: number } {
  return { tags: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}

const USAGE_KINDS: Array<[keyof MediaUsage, string, string]> = [
  ['products', 'product', 'products'],
  ['galleries', 'gallery', 'galleries'],
  ['brands', 'brand logo', 'brand logos'],
  ['pages', 'page', 'pages'],
];

export const isUnused = (usage: MediaUsage | undefined) =>
  !usage || USAGE_KINDS.every(([kind]) => usage[kind].length === 0);

/** "Used by 2 products, 1 gallery" or "Unused" (#14). */
export function usageSummary(usage: MediaUsage | undefined): string {
  if (!usage || isUnused(usage)) return 'Unused';
  const parts = USAGE_KINDS.filter(([kind]) => usage[kind].length).map(
    ([kind, one, many]) => `${usage[kind].length} ${usage[kind].length === 1 ? one : many}`,
  );
  return `Used by ${parts.join(', ')}`;
}

/** Every use by name: "Products: A, B · Galleries: Home". */
export function usageDetails(usage: MediaUsage | undefined): string {
  if (!usage || isUnused(usage)) return 'Not used by any product, gallery, brand or page';
  return USAGE_KINDS.filter(([kind]) => usage[kind].length)
    .map(
      ([kind, , many]) =>
        `${many[0]!.toUpperCase()}${many.slice(1)}: ${usage[kind].map((u) => u.name).join(', ')}`,
    )
    .join(' · ');
}
