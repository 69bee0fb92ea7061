// How complete the product is (core/rules/completeness): required specifications, images with alt text,
// a description and a document. Each missing item leads to the tab where it is added.
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { completenessTone } from '../../../../core/rules/completeness';
import { cn } from '../../lib/utils';
import { productCompletenessQuery } from '../../queries/product-content';
import { CompletenessBadge } from '../shared/completeness-badge';

const BAR = { green: 'bg-green-600', yellow: 'bg-yellow-500', red: 'bg-red-600' } as const;

function tabFor(item: string): string {
  if (item.startsWith('Specification')) return 'specifications';
  if (item.includes('document')) return 'documents';
  return 'overview';
}

export function CompletenessCard({
  productId,
  onGoTo,
}: {
  productId: number;
  onGoTo: (tab: string) => void;
}) {
  const { data } = useQuery(productCompletenessQuery(productId));
  if (!data) return null;
  const tone = completenessTone(data.score);
  return (
    <section
      aria-label="Completeness"
      className="mb-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="completeness-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          {data.missing.length === 0 ? (
            <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden />
          ) : (
            <CircleAlert className="h-4 w-4 text-yellow-600" aria-hidden />
          )}
          Completeness
        </h2>
        <CompletenessBadge score={data.score} />
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Completeness"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={data.score}
      >
        <div className={cn('h-full rounded-full', BAR[tone])} style={{ width: `${data.score}%` }} />
      </div>
      {data.missing.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Everything buyers look for is here.</p>
      ) : (
        <div className="mt-2 text-sm text-slate-600">
          <span className="mr-1">Missing:</span>
          <ul className="inline">
            {data.missing.map((item, index) => (
              <li key={item} className="inline">
                <button
                  type="button"
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  onClick={() => onGoTo(tabFor(item))}
                >
                  {item}
                </button>
                {index < data.missing.length - 1 ? ', ' : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
