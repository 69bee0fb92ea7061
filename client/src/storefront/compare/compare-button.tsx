// "Compare" on the product page (#20): adds the product to the compare selection (or takes it out); with
// two or more chosen, a link opens the comparison. Loaded once the page is live (deferred.tsx).
import { Link } from 'wouter';
import { COMPARE_MIN } from '../../../../core/rules/compare';
import { compareList, compareListHref, toggleCompare, useCompareList } from './compare-store';
import { COMPARE_FULL } from './compare-toggle';
import type { StoredProduct } from './stored-list';

export function CompareButton({ product }: { product: StoredProduct }) {
  const list = useCompareList();
  const chosen = list.some((p) => p.slug === product.slug);
  const full = !chosen && list.length >= compareList.max;
  return (
    <>
      <button
        type="button"
        aria-pressed={chosen}
        aria-disabled={full || undefined}
        aria-describedby={full ? 'compare-full' : undefined}
        title={full ? COMPARE_FULL : undefined}
        onClick={() => {
          if (!full) toggleCompare(product);
        }}
        className="font-semibold text-brand-800 underline-offset-2 hover:underline aria-disabled:cursor-not-allowed aria-disabled:text-slate-500 aria-disabled:no-underline"
      >
        {chosen ? 'Added to compare' : 'Add to compare'}
      </button>
      {full && (
        <span id="compare-full" className="text-xs text-slate-600">
          {COMPARE_FULL}
        </span>
      )}
      {list.length >= COMPARE_MIN && (
        <Link href={compareListHref(list)} className="font-semibold text-brand-800 hover:underline">
          Compare {list.length} products →
        </Link>
      )}
    </>
  );
}
