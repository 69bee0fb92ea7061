import { PAGINATION_WINDOW } from '../constants';

/** Up to 5 page numbers around the current page, shifted to stay inside 1..totalPages. */
export function pageWindow(page: number, totalPages: number, size = PAGINATION_WINDOW): number[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(current - half, totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** "Showing X-Y of N" bounds for a page. */
export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: Math.min(total, page * limit) };
}

export function totalPagesFor(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
