// The catalogue filters (document 001 §2.14): collapsible sections with a count per option, the
// "Active Filters (n)" chips with "Clear All", and the slide-in drawer of small screens. The spec
// sections come from the data: every filterable specification definition is a section.
import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { categoryTree } from '../../../../core/rules/category-tree';
import { titleCaseSlug } from '../../../../core/rules/slug';
import { filterLabel, SPEC_FILTER_PARAMS } from '../../../../core/rules/spec-values';
import type { CategoryCount, SpecCounts, TagCount } from '../../../../core/schemas/catalogue';
import { cn } from '../../lib/utils';
import { type CatalogueState, NAMED_SPEC_PARAMS, toggle } from './catalogue-state';

export interface FacetOption {
  slug: string;
  label: string;
  count: number;
  depth?: number;
}

export interface FacetSection {
  /** The state field: categories, tags, or a spec URL parameter. */
  param: string;
  title: string;
  options: FacetOption[];
}

const SPEC_KEY_BY_PARAM: Record<string, string> = Object.fromEntries(
  Object.entries(SPEC_FILTER_PARAMS).map(([key, param]) => [param, key]),
);

/** The label of a selected value: the specified mapping, else the slug title-cased. */
export function valueLabel(param: string, slug: string, sections: FacetSection[]): string {
  const known = sections.find((s) => s.param === param)?.options.find((o) => o.slug === slug);
  if (known) return known.label;
  const key = SPEC_KEY_BY_PARAM[param] ?? param.replace(/^spec_/, '');
  return param === 'categories' || param === 'tags' ? titleCaseSlug(slug) : filterLabel(key, slug);
}

/** Options with products, plus any selected ones (so a chosen value never disappears). */
function visible(options: FacetOption[], selected: string[]): FacetOption[] {
  return options.filter((o) => o.count > 0 || selected.includes(o.slug));
}

export function buildSections(
  state: CatalogueState,
  categories: CategoryCount[] | undefined,
  tags: TagCount[] | undefined,
  specs: SpecCounts | undefined,
): FacetSection[] {
  const sections: FacetSection[] = [
    {
      param: 'categories',
      title: 'Product Category',
      options: visible(
        categoryTree(categories ?? []).map(({ category, depth }) => ({
          slug: category.slug,
          label: category.name,
          count: category.productCount,
          depth,
        })),
        state.categories,
      ),
    },
    {
      param: 'tags',
      title: 'By Application',
      options: visible(
        (tags ?? []).map((t) => ({ slug: t.slug, label: t.name, count: t.productCount })),
        state.tags,
      ),
    },
  ];
  const facets = [...(specs?.facets ?? [])].sort((a, b) => order(a.param) - order(b.param));
  for (const facet of facets) {
    sections.push({
      param: facet.param,
      title: facet.label,
      options: visible(
        facet.values.map((v) => ({ slug: v.slug, label: v.label, count: v.count })),
        state.specs[facet.param] ?? [],
      ),
    });
  }
  return sections;
}

const NAMED_ORDER = ['flameClasses', 'solderCapacities', 'systemTypes'];
const order = (param: string) => {
  const i = NAMED_ORDER.indexOf(param);
  return i === -1 ? NAMED_ORDER.length : i;
};

export function selectedValues(state: CatalogueState, param: string): string[] {
  if (param === 'categories') return state.categories;
  if (param === 'tags') return state.tags;
  return state.specs[param] ?? [];
}

export function withValues(state: CatalogueState, param: string, values: string[]): CatalogueState {
  if (param === 'categories') return { ...state, categories: values, page: 1 };
  if (param === 'tags') return { ...state, tags: values, page: 1 };
  const specs = { ...state.specs };
  if (values.length) specs[param] = values;
  else delete specs[param];
  return { ...state, specs, page: 1 };
}

function Section({
  section,
  selected,
  onToggle,
}: {
  section: FacetSection;
  selected: string[];
  onToggle: (slug: string) => void;
}) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <div className="border-b border-slate-200 py-4" data-testid={`facet-${section.param}`}>
      <h3>
        <button
          type="button"
          className="flex w-full items-center justify-between text-left text-sm font-semibold text-slate-900"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {section.title}
          <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
      </h3>
      {/* Option styles sit on the list once, not on each of (possibly many) options: smaller pages. */}
      <div
        id={id}
        hidden={!open}
        className="mt-3 space-y-2 text-sm text-slate-700 [&_input]:h-4 [&_input]:w-4 [&_input]:accent-brand-700 [&_label]:flex [&_label]:cursor-pointer [&_label]:items-center [&_label]:gap-2 [&_label>span:first-of-type]:flex-1 [&_label>span:last-child]:text-xs [&_label>span:last-child]:tabular-nums [&_label>span:last-child]:text-slate-600"
      >
        {section.options.length === 0 ? (
          <p className="text-slate-600">No options for the current filters</p>
        ) : (
          section.options.map((option) => (
            <label
              key={option.slug}
              style={option.depth ? { paddingLeft: `${option.depth * 1}rem` } : undefined}
            >
              <input
                type="checkbox"
                checked={selected.includes(option.slug)}
                onChange={() => onToggle(option.slug)}
              />
              <span>{option.label}</span>
              <span>({option.count})</span>
            </label>
          ))
        )}
      </div>
    </div>
  );
}

export function FilterSections({
  sections,
  state,
  onChange,
}: {
  sections: FacetSection[];
  state: CatalogueState;
  onChange: (next: CatalogueState) => void;
}) {
  return (
    <div>
      {sections.map((section) => {
        const selected = selectedValues(state, section.param);
        return (
          <Section
            key={section.param}
            section={section}
            selected={selected}
            onToggle={(slug) => onChange(withValues(state, section.param, toggle(selected, slug)))}
          />
        );
      })}
    </div>
  );
}

export function ActiveFilters({
  state,
  sections,
  count,
  onChange,
  onClear,
}: {
  state: CatalogueState;
  sections: FacetSection[];
  count: number;
  onChange: (next: CatalogueState) => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  const params = ['categories', 'tags', ...NAMED_SPEC_PARAMS, ...Object.keys(state.specs)].filter(
    (p, i, all) => all.indexOf(p) === i,
  );
  const chips: Array<{ key: string; label: string; remove: () => void }> = [];
  if (state.search)
    chips.push({
      key: 'search',
      label: `Search: “${state.search}”`,
      remove: () => onChange({ ...state, search: '', page: 1 }),
    });
  for (const param of params) {
    const values = selectedValues(state, param);
    for (const slug of values)
      chips.push({
        key: `${param}:${slug}`,
        label: valueLabel(param, slug, sections),
        remove: () =>
          onChange(
            withValues(
              state,
              param,
              values.filter((v) => v !== slug),
            ),
          ),
      });
  }
  return (
    <section
      aria-label="Active filters"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <span className="text-sm font-semibold text-slate-900">Active Filters ({count})</span>
      {chips.map((chip) => (
        <span
          key={chip.key}
          data-testid="filter-chip"
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 ring-1 ring-brand-200"
        >
          {chip.label}
          <button
            type="button"
            onClick={chip.remove}
            className="rounded-full p-0.5 hover:bg-brand-100"
            aria-label={`Remove filter ${chip.label}`}
          >
            <X className="h-3.5 w-3.5" aria-hidden />
          </button>
        </span>
      ))}
      <button
        type="button"
        onClick={onClear}
        className="ml-auto text-sm font-semibold text-brand-800 hover:underline"
      >
        Clear All
      </button>
    </section>
  );
}

// The small-screen filter drawer (the storefront's Radix modal) loads only when a visitor opens it.
const FilterDrawerPanel = lazy(() => import('./filter-drawer'));

/** The small-screen filter drawer: "Reset", a "Filter" heading, close, and "Show {total} results". */
export function FilterDrawer({
  open,
  onClose,
  onReset,
  total,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onReset: () => void;
  total: number;
  children: ReactNode;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FilterDrawerPanel onClose={onClose} onReset={onReset} total={total}>
        {children}
      </FilterDrawerPanel>
    </Suspense>
  );
}

export function FiltersButton({ onClick, count }: { onClick: () => void; count: number }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 lg:hidden"
    >
      <SlidersHorizontal className="h-4 w-4" aria-hidden />
      Filters{count ? ` (${count})` : ''}
    </button>
  );
}
