// The compare bar (#20): the products chosen for comparison, each removable, with "Compare" (2–4 products)
// and "Clear". Fixed at the bottom of the catalogue while anything is chosen.
import { X } from 'lucide-react';
import { Link } from 'wouter';
import { COMPARE_MAX, COMPARE_MIN } from '../../../../core/rules/compare';
import { clearCompare, compareListHref, removeFromCompare, useCompareList } from './compare-store';

export const COMPARE_TOO_FEW = `Choose at least ${COMPARE_MIN} products to compare`;
/** Said in the bar once the selection is full: a fifth "Compare" box is refused (compare-toggle.tsx). */
export const COMPARE_LIMIT_REACHED = `That is the most: you can compare up to ${COMPARE_MAX} products. Remove one to add another.`;

export function CompareBar() {
  const list = useCompareList();
  if (list.length === 0) return null;
  const ready = list.length >= COMPARE_MIN;
  return (
    // The spacer keeps the end of the page clear of the fixed bar.
    <>
      <div className="h-28 sm:h-20 print:hidden" aria-hidden />
      <section
        aria-label="Compare products"
        data-testid="compare-bar"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] backdrop-blur print:hidden"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <h2 className="text-sm font-semibold text-slate-900">
            Compare{' '}
            <span className="font-normal text-slate-600">
              ({list.length} of {COMPARE_MAX})
            </span>
          </h2>
          <ul className="flex min-w-0 flex-1 flex-wrap gap-2">
            {list.map((p) => (
              <li
                key={p.slug}
                className="inline-flex max-w-[12rem] items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pl-3 pr-1 text-xs text-slate-800"
              >
                <span className="truncate">{p.name}</span>
                <button
                  type="button"
                  onClick={() => removeFromCompare(p.slug)}
                  className="rounded-full p-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
                  aria-label={`Remove ${p.name} from comparison`}
                >
                  <X className="h-3 w-3" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          {/* A live region: appearing when the fourth is chosen, it is read out as well as shown. */}
          <p
            role="status"
            className="basis-full text-xs font-medium text-amber-900 empty:hidden sm:order-last"
          >
            {list.length >= COMPARE_MAX ? COMPARE_LIMIT_REACHED : ''}
          </p>
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={clearCompare}
              className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline"
            >
              Clear
            </button>
            {ready ? (
              <Link
                href={compareListHref(list)}
                className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Compare {list.length} products
              </Link>
            ) : (
              <span className="flex flex-col items-end">
                <button
                  type="button"
                  aria-disabled="true"
                  aria-describedby="compare-too-few"
                  title={COMPARE_TOO_FEW}
                  className="cursor-not-allowed rounded-md bg-slate-200 px-4 py-2 text-sm font-semibold text-slate-600"
                >
                  Compare
                </button>
                <span id="compare-too-few" className="mt-0.5 text-xs text-slate-600">
                  {COMPARE_TOO_FEW}
                </span>
              </span>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
