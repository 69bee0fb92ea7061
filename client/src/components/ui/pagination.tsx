// The pagination bar (document 000 §2 item 4): "Showing X-Y of N products", a page-size selector,
// first/previous/next/last and up to 5 numbered pages. With one page the page buttons are hidden (PROD-10)
// but the count and the page-size selector stay, so a size that fits everything can be changed back
// (issue #16).
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { PAGE_SIZES } from '../../../../core/constants';
import { pageRange, pageWindow } from '../../../../core/rules/pagination';
import { cn } from '../../lib/utils';

export interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  pageSizes?: readonly number[];
  noun?: string;
  className?: string;
}

export function Pagination({
  page,
  totalPages,
  total,
  limit,
  onPageChange,
  onLimitChange,
  pageSizes = PAGE_SIZES,
  noun = 'products',
  className,
}: PaginationProps) {
  const { from, to } = pageRange(page, limit, total);
  const shape =
    'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-medium disabled:pointer-events-none disabled:opacity-40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1';
  const button = cn(shape, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50');
  // cn() only joins: the current page must not also carry bg-white (which won over the brand colour).
  const current = cn(shape, 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800');
  return (
    <nav
      aria-label="Pagination"
      className={cn('flex flex-col items-center justify-between gap-3 sm:flex-row', className)}
    >
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span data-testid="pagination-summary">
          Showing {from}-{to} of {total} {noun}
        </span>
        <label className="flex items-center gap-2">
          <span className="sr-only sm:not-sr-only">Per page</span>
          <select
            value={limit}
            onChange={(e) => onLimitChange(Number(e.target.value))}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
            aria-label="Items per page"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      {totalPages > 1 && (
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={button}
            onClick={() => onPageChange(1)}
            disabled={page <= 1}
            aria-label="First page"
          >
            <ChevronsLeft className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            className={button}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
          >
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </button>
          {pageWindow(page, totalPages).map((n) => (
            <button
              key={n}
              type="button"
              className={n === page ? current : button}
              onClick={() => onPageChange(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </button>
          ))}
          <button
            type="button"
            className={button}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
            aria-label="Next page"
          >
            <ChevronRight className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            className={button}
            onClick={() => onPageChange(totalPages)}
            disabled={page >= totalPages}
            aria-label="Last page"
          >
            <ChevronsRight className="h-4 w-4" aria-hidden />
          </button>
        </div>
      )}
    </nav>
  );
}
