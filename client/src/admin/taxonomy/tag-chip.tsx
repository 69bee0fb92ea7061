import { Pencil, X } from 'lucide-react';
import type { Tag } from '../../../../core/schemas/tags';

/** Readable text on a tag's colour: dark text on light colours, white on dark ones. */
export function textOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  if (!Number.isFinite(n)) return '#ffffff';
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#0f172a' : '#ffffff';
}

/** A tag as a coloured chip, with edit and delete buttons for editors. */
export function TagChip({ tag, onEdit, onDelete }: { tag: Tag; onEdit?: () => void; onDelete?: () => void }) {
  const color = textOn(tag.color);
  return (
    <span
      className="inline-flex max-w-full items-center gap-1 rounded-full py-1 pl-3 pr-1 text-sm font-medium"
      style={{ backgroundColor: tag.color, color }}
      data-testid="tag-chip"
      title={tag.description ?? undefined}
    >
      <span className="truncate">{tag.name}</span>
      {tag.productCount > 0 && <span className="text-xs opacity-80">({tag.productCount})</span>}
      {onEdit && (
        <button
          type="button"
          onClick={onEdit}
          className="rounded-full p-1 hover:bg-black/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          aria-label={`Edit ${tag.name}`}
        >
          <Pencil className="h-3 w-3" aria-hidden />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          className="rounded-full p-1 hover:bg-black/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          aria-label={`Delete ${tag.name}`}
        >
          <X className="h-3 w-3" aria-hidden />
        </button>
      )}
      {!onEdit && !onDelete && <span className="w-2" />}
    </span>
  );
}
