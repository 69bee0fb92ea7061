// The placeholder of a list while it loads: grey rows, cards or tiles in the list's own shape, with a
// status that screen readers announce ("Loading brands...") and, when given, shown as text.
import { Skeleton } from '../../components/ui/spinner';
import { cn } from '../../lib/utils';

export type SkeletonShape = 'rows' | 'cards' | 'tiles' | 'chips';

const SHAPES: Record<SkeletonShape, { list: string; item: string }> = {
  rows: { list: 'grid gap-2', item: 'h-16 w-full' },
  cards: { list: 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3', item: 'h-36 w-full' },
  tiles: { list: 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4', item: 'aspect-square w-full' },
  chips: { list: 'flex flex-wrap gap-2', item: 'h-8 w-24' },
};

export function ListSkeleton({
  label,
  shape = 'rows',
  count = shape === 'tiles' ? 8 : 3,
  showLabel = false,
}: {
  label: string;
  shape?: SkeletonShape;
  count?: number;
  /** Also show the label as text (specifications and brands name it: SPEC-05, BRAND-03). */
  showLabel?: boolean;
}) {
  const { list, item } = SHAPES[shape];
  return (
    <div role="status" aria-busy="true" aria-label={label} data-testid="list-loading">
      {showLabel && <p className="mb-3 text-sm text-slate-500">{label}</p>}
      <div className={list}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className={cn(item)} />
        ))}
      </div>
    </div>
  );
}
