// The header's predictive search (#17), loaded the first time the search box gets focus so the entry
// script does not carry it. The box (site-layout.tsx) stays a plain form that submits to the results
// page without JavaScript; this part adds the ARIA 1.2 combobox's listbox: after two characters up to 6
// products and 3 categories, then "See all results". Arrows move, Enter opens the active option (or
// submits the search when none is active), Escape closes the list.
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type KeyboardEvent, type MutableRefObject, useEffect, useMemo, useState } from 'react';
import { normaliseQuery } from '../../../../core/rules/search-query';
import { useDebounced } from '../../lib/use-debounced';
import { cn, formatPrice } from '../../lib/utils';
import { suggestQuery } from '../../queries/search';
import { imageSrcSet } from '../catalogue/product-image';

export interface PredictiveSearchProps {
  /** The input's id: the listbox is `${id}-listbox`, options `${id}-option-n`. */
  id: string;
  term: string;
  focused: boolean;
  /** The input forwards its key presses here. */
  keys: MutableRefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
  /** The input's combobox attributes. */
  onAria: (aria: { expanded: boolean; activeId?: string }) => void;
  onChoose: (href: string) => void;
}

interface Option {
  key: string;
  href: string;
  group: 'products' | 'categories' | 'all';
  label: string;
  detail?: string;
  image?: string | null;
}

export function PredictiveSearch({ id, term, focused, keys, onAria, onChoose }: PredictiveSearchProps) {
  // The term after the buyer pauses typing (one request per pause, not per key).
  const query = normaliseQuery(useDebounced(term, 120));
  const enabled = query.replace(/ /g, '').length >= 2;
  const suggestions = useQuery({ ...suggestQuery(query), enabled });
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new term reopens the list and clears the active option
  useEffect(() => {
    setActive(-1);
    setDismissed(false);
  }, [term]);

  const data = enabled ? suggestions.data : undefined;
  const options = useMemo<Option[]>(() => {
    if (!data || !term.trim()) return [];
    return [
      ...data.products.map((p) => ({
        key: `p${p.id}`,
        href: `/products/${p.slug}`,
        group: 'products' as const,
        label: p.name,
        detail: [p.sku, formatPrice(p.price) ? `$${formatPrice(p.price)}` : null].filter(Boolean).join(' · '),
        image: p.image,
      })),
      ...data.categories.map((c) => ({
        key: `c${c.id}`,
        href: `/products?categories=${encodeURIComponent(c.slug)}`,
        group: 'categories' as const,
        label: c.name,
      })),
      {
        key: 'all',
        href: `/products?search=${encodeURIComponent(term.trim())}`,
        group: 'all' as const,
        label: `See all results for “${term.trim()}”`,
      },
    ];
  }, [data, term]);

  const open = focused && !dismissed && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;
  const activeId = open && active >= 0 ? optionId(active) : undefined;

  useEffect(() => onAria({ expanded: open, activeId }), [open, activeId, onAria]);

  keys.current = (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the box itself: the options cycle through it.
      setActive((i) => {
        const next = i + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
      return;
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
      return;
    }
    if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      onChoose(options[active].href);
    }
  };

  if (!open) return null;
  const groups: Array<{ group: Option['group']; label: string }> = [
    { group: 'products', label: 'Products' },
    { group: 'categories', label: 'Categories' },
    { group: 'all', label: 'All results' },
  ];
  return (
    <div
      id={`${id}-listbox`}
      role="listbox"
      aria-label="Search suggestions"
      className="absolute left-0 right-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-left shadow-lg"
    >
      {groups.map(({ group, label }) => {
        const items = options.map((o, i) => ({ o, i })).filter(({ o }) => o.group === group);
        if (!items.length) return null;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group (no fieldset inside a listbox)
          <div key={group} role="group" aria-label={label}>
            {group !== 'all' && (
              <div
                role="presentation"
                className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
              >
                {label}
              </div>
            )}
            {items.map(({ o, i }) => {
              const image = o.image ? imageSrcSet(o.image) : null;
              return (
                <div
                  key={o.key}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  // mousedown keeps the focus in the box; the click chooses.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => onChoose(o.href)}
                  onKeyDown={() => {}}
                  onMouseMove={() => setActive(i)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-slate-800',
                    i === active && 'bg-brand-50 text-brand-900',
                    o.group === 'all' && 'border-t border-slate-100 font-semibold text-brand-800',
                  )}
                >
                  {o.group === 'products' &&
                    (image ? (
                      <img
                        src={image.src.replace(/-mobile\.webp$/, '-thumbnail.webp')}
                        alt=""
                        width={40}
                        height={40}
                        className="h-10 w-10 shrink-0 rounded object-cover"
                      />
                    ) : (
                      <span className="h-10 w-10 shrink-0 rounded bg-slate-100" aria-hidden />
                    ))}
                  {o.group === 'all' && <Search className="h-4 w-4 shrink-0" aria-hidden />}
                  <span className="min-w-0">
                    <span className="block truncate">{o.label}</span>
                    {o.detail && <span className="block truncate text-xs text-slate-600">{o.detail}</span>}
                  </span>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
