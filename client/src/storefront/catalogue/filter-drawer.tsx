// The small-screen filter drawer (document 001 §2.14): "Reset", a "Filter" heading, close, the filter
// sections and "Show {total} results". The storefront's modal: Escape closes it and focus goes back to
// the Filters button. Loaded on demand by `FilterDrawer` in filters.tsx.
import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { cn } from '../../lib/utils';
import { Modal, ModalTitle } from '../modal';

/** The drawer is for screens narrower than the sidebar's breakpoint (Tailwind's lg). */
const WIDE = '(min-width: 1024px)';

export default function FilterDrawerPanel({
  onClose,
  onReset,
  total,
  children,
}: {
  onClose: () => void;
  onReset: () => void;
  total: number;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  // Widening the window past the breakpoint shows the sidebar and closes the drawer (a hidden modal
  // would keep the page inert).
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE);
    const close = () => wide.matches && onClose();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [onClose]);

  return (
    <Modal
      onClose={onClose}
      overlayClassName={cn(
        'fixed inset-0 z-50 bg-slate-900/50 transition-opacity lg:hidden',
        shown ? 'opacity-100' : 'opacity-0',
      )}
      data-testid="filter-drawer"
      className={cn(
        'fixed inset-y-0 left-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl outline-none transition-transform duration-200 ease-out lg:hidden',
        shown ? 'translate-x-0' : '-translate-x-full',
      )}
      // The panel itself takes focus (as before): the first control is "Reset", which must not be one
      // Enter away from clearing every filter.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <button type="button" onClick={onReset} className="text-sm font-semibold text-brand-800">
          Reset
        </button>
        <ModalTitle className="text-base font-semibold text-slate-900">Filter</ModalTitle>
        <D.Close className="rounded-md p-1 text-slate-700 hover:bg-slate-100" aria-label="Close filters">
          <X className="h-5 w-5" aria-hidden />
        </D.Close>
      </div>
      <div className="flex-1 overflow-y-auto px-4">{children}</div>
      <div className="border-t border-slate-200 p-4">
        <button
          type="button"
          onClick={onClose}
          className="w-full rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Show {total} results
        </button>
      </div>
    </Modal>
  );
}
