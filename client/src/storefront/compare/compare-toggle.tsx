// "Compare" on a catalogue card (#20): a checkbox that adds the product to the compare selection. It
// needs scripts, so it appears once the page is live (deferred.tsx; a no-script visitor never meets a
// dead control).
import { COMPARE_MAX } from '../../../../core/rules/compare';
import { compareList, toggleCompare, useCompareList } from './compare-store';
import type { StoredProduct } from './stored-list';

export const COMPARE_FULL = `You can compare up to ${COMPARE_MAX} products`;

export function CompareToggle({ product }: { product: StoredProduct }) {
  const list = useCompareList();
  const checked = list.some((p) => p.slug === product.slug);
  const full = !checked && list.length >= compareList.max;
  return (
    <>
      <label
        // Over the picture's top right corner: appearing once the page is live moves nothing else.
        className="absolute right-3 top-3 z-10 inline-flex cursor-pointer items-center gap-2 rounded-full bg-white/95 px-2.5 py-1 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 hover:ring-brand-600 aria-disabled:cursor-not-allowed aria-disabled:text-slate-500"
        aria-disabled={full || undefined}
        title={full ? COMPARE_FULL : undefined}
      >
        <input
          type="checkbox"
          checked={checked}
          aria-disabled={full || undefined}
          aria-describedby={full ? `compare-full-${product.slug}` : undefined}
          onChange={(event) => {
            if (full) {
              event.preventDefault();
              return;
            }
            toggleCompare(product);
          }}
          className="h-4 w-4 rounded border-slate-400 accent-brand-700"
        />
        Compare
        <span className="sr-only"> {product.name}</span>
      </label>
      {full && (
        <span id={`compare-full-${product.slug}`} className="sr-only">
          {COMPARE_FULL}
        </span>
      )}
    </>
  );
}
