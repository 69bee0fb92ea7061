// The one admin list (issue #16). A page hands it its query and items and declares how an item looks —
// `columns` for a table, or `renderItem` for rows, cards, tiles or chips (optionally in groups) — and the
// list owns the rest: skeleton while loading, the error with a retry when a retry can help, the empty
// state, the result count, and the pagination bar (page and page size come from useListState, so they
// live in the address).
import type { LucideIcon } from 'lucide-react';
import * as React from 'react';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/utils';
import { ListSkeleton, type SkeletonShape } from './list-skeleton';

/** What the list needs from a TanStack query (useQuery's result fits). */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface Column<T> {
  key: string;
  header: React.ReactNode;
  cell: (item: T) => React.ReactNode;
  /** Classes of the header and the cells (width, alignment; `basis-full` to take a whole line when stacked). */
  className?: string;
  /** Shown before the value when the table stacks on narrow screens; false for none (default: none). */
  label?: string | false;
}

export interface ListGroup<T> {
  key: string;
  title: React.ReactNode;
  items: T[];
}

export interface ListPaging {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

type ItemAttributes = React.HTMLAttributes<HTMLElement> & { [data: `data-${string}`]: string | undefined };

const LAYOUTS = {
  rows: 'grid grid-cols-1 gap-2',
  divided: 'divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white',
  cards: 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
  tiles: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5',
  chips: 'flex flex-wrap gap-2',
} as const;

export type ListLayout = keyof typeof LAYOUTS;

interface CommonProps<T> {
  query: ListQuery;
  items: readonly T[] | undefined;
  itemKey: (item: T) => React.Key;
  /** The list's accessible name ("Products"). */
  label: string;
  /** Singular and plural for the count ("3 brands"). */
  noun: readonly [string, string];
  loading: { label: string; shape?: SkeletonShape; count?: number; showLabel?: boolean };
  error: { title: string; hint?: string };
  empty: { icon?: LucideIcon; title: string; description?: React.ReactNode; action?: React.ReactNode };
  /** Server-side paging; without it every item is shown. */
  paging?: ListPaging;
  /** Show the result count above the list (default true; off where the header already counts). */
  showCount?: boolean;
  /** Attributes of each item's element (data-testid, className, style). */
  itemProps?: (item: T) => ItemAttributes;
  className?: string;
}

interface TableProps<T> extends CommonProps<T> {
  columns: Column<T>[];
  renderItem?: never;
}

interface ItemsProps<T> extends CommonProps<T> {
  renderItem: (item: T) => React.ReactNode;
  layout?: ListLayout;
  /** Items under headings ("Performance (3)"), in the order given. */
  groups?: (items: readonly T[]) => ListGroup<T>[];
  columns?: never;
}

export type ListViewProps<T> = TableProps<T> | ItemsProps<T>;

/** A retry cannot fix a refusal (signed out, no permission) or an address that does not exist. */
const retryable = (error: unknown) => !(error instanceof ApiError && [401, 403, 404].includes(error.status));

export const countText = (n: number, [one, many]: readonly [string, string]) =>
  `${n} ${n === 1 ? one : many}`;

export function ListView<T>(props: ListViewProps<T>) {
  const { query, items, label, noun, loading, error, empty, paging, showCount = true, className } = props;

  // A page past the end (after deletes or a larger page size) falls back to the last page.
  const pastEnd = paging && paging.totalPages > 0 && paging.page > paging.totalPages;
  React.useEffect(() => {
    if (pastEnd) paging.onPageChange(paging.totalPages);
  }, [pastEnd, paging]);

  if (query.isPending && !items) return <ListSkeleton {...loading} />;
  if (query.isError) {
    return (
      <ErrorState
        title={error.title}
        message={errorMessage(query.error)}
        hint={error.hint}
        onRetry={retryable(query.error) ? () => query.refetch() : undefined}
      />
    );
  }
  if (!items || items.length === 0) return <EmptyState {...empty} />;

  const total = paging?.total ?? items.length;
  return (
    // One column that may shrink below its content's widest line: a truncated name must not widen the page
    // (a grid's `auto` column grew to the full text at 390 px, #18).
    <div className={cn('grid grid-cols-[minmax(0,1fr)] gap-3', className)}>
      {showCount && (
        <p className="text-sm text-slate-600" data-testid="list-count" aria-live="polite">
          {countText(total, noun)}
        </p>
      )}
      <div aria-busy={query.isFetching || undefined}>
        {props.columns ? (
          <ListTable {...props} items={items} />
        ) : props.groups ? (
          <div className="grid gap-8">
            {props.groups(items).map((group) => (
              <ListSection key={group.key} group={group} props={props} />
            ))}
          </div>
        ) : (
          <ListItems props={props} items={items} label={label} />
        )}
      </div>
      {paging && (
        <Pagination
          page={paging.page}
          totalPages={paging.totalPages}
          total={paging.total}
          limit={paging.limit}
          pageSizes={paging.pageSizes}
          noun={noun[1]}
          onPageChange={(page) => {
            paging.onPageChange(page);
            window.scrollTo?.({ top: 0, behavior: 'smooth' });
          }}
          onLimitChange={paging.onLimitChange}
        />
      )}
    </div>
  );
}

function ListItems<T>({ props, items, label }: { props: ItemsProps<T>; items: readonly T[]; label: string }) {
  return (
    <ul className={LAYOUTS[props.layout ?? 'rows']} aria-label={label}>
      {items.map((item) => (
        <li key={props.itemKey(item)} {...props.itemProps?.(item)}>
          {props.renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

function ListSection<T>({ group, props }: { group: ListGroup<T>; props: ItemsProps<T> }) {
  const id = `${React.useId()}-heading`;
  return (
    <section aria-labelledby={id} data-testid="list-group">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {group.title} <span className="text-sm font-normal text-slate-500">({group.items.length})</span>
      </h2>
      <ListItems
        props={props}
        items={group.items}
        label={typeof group.title === 'string' ? group.title : props.label}
      />
    </section>
  );
}

/**
 * A table on wide screens; on narrow ones each row stacks its cells and wraps. The explicit roles keep the
 * table's semantics for screen readers while CSS displays its parts as blocks.
 */
function ListTable<T>({
  columns,
  items,
  itemKey,
  itemProps,
  label,
}: TableProps<T> & { items: readonly T[] }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <table
        // biome-ignore lint/a11y/noRedundantRoles: table semantics kept while CSS shows blocks
        role="table"
        className="block w-full text-sm lg:table"
        aria-label={label}
      >
        <thead className="hidden border-b border-slate-200 bg-slate-50 lg:table-header-group">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'px-4 py-3 text-left text-xs font-medium uppercase tracking-wide text-slate-500',
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          // biome-ignore lint/a11y/noRedundantRoles: table semantics kept while CSS shows blocks
          role="rowgroup"
          className="block divide-y divide-slate-100 lg:table-row-group"
        >
          {items.map((item) => {
            const attributes = itemProps?.(item);
            return (
              <tr
                // biome-ignore lint/a11y/noRedundantRoles: table semantics kept while CSS shows blocks
                role="row"
                key={itemKey(item)}
                {...attributes}
                className={cn(
                  'flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 lg:table-row lg:p-0',
                  attributes?.className,
                )}
              >
                {columns.map((column) => (
                  <td
                    // biome-ignore lint/a11y/noRedundantRoles: table semantics kept while CSS shows blocks
                    role="cell"
                    key={column.key}
                    className={cn('lg:px-4 lg:py-3 lg:align-middle', column.className)}
                  >
                    {column.label && (
                      <span className="mr-1 text-xs text-slate-500 lg:hidden">{column.label}</span>
                    )}
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
