// The one admin list (issue #16): its loading, error, empty, count, table, groups and paging, and the
// list state kept in the address.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/helpers/render';
import { ApiError } from '../../lib/api';
import { type Column, ListView, type ListViewProps } from './list-view';
import { type ListStateOptions, parseListState, serializeListState, useListState } from './use-list-state';

interface Fruit {
  id: number;
  name: string;
  colour: string;
}
const fruits: Fruit[] = [
  { id: 1, name: 'Apple', colour: 'red' },
  { id: 2, name: 'Banana', colour: 'yellow' },
  { id: 3, name: 'Cherry', colour: 'red' },
];
const ready = { isPending: false, isError: false, error: null, refetch: vi.fn() };
const common = {
  itemKey: (f: Fruit) => f.id,
  label: 'Fruits',
  noun: ['fruit', 'fruits'] as const,
  loading: { label: 'Loading fruits...' },
  error: { title: 'Could not load the fruits' },
  empty: { title: 'No fruits yet', description: 'Plant a tree.' },
};
const rows = (props: Partial<ListViewProps<Fruit>> = {}) => (
  <ListView<Fruit>
    {...common}
    query={ready}
    items={fruits}
    renderItem={(f) => <span>{f.name}</span>}
    {...(props as object)}
  />
);

describe('list view', () => {
  it('shows a skeleton named for the list while it loads, with the label as text when asked', () => {
    const { rerender } = render(rows({ query: { ...ready, isPending: true }, items: undefined }));
    expect(screen.getByRole('status', { name: 'Loading fruits...' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Loading fruits...')).toBeNull();
    rerender(
      rows({
        query: { ...ready, isPending: true },
        items: undefined,
        loading: { label: 'Loading fruits...', showLabel: true },
      }),
    );
    expect(screen.getByText('Loading fruits...')).toBeTruthy();
  });

  it('shows the error with its message and a retry that refetches; no retry for a refusal', () => {
    const refetch = vi.fn();
    const failed = {
      ...ready,
      isError: true,
      refetch,
      error: new ApiError(500, 'Database unavailable', null),
    };
    const { rerender } = render(rows({ query: failed, items: undefined }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load the fruits Database unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();

    rerender(
      rows({
        query: { ...failed, error: new ApiError(401, 'Not authenticated', null) },
        items: undefined,
        error: { title: 'Could not load the fruits', hint: 'Sign in again.' },
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Sign in again.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the empty state when there is nothing', () => {
    render(rows({ items: [] }));
    expect(screen.getByText('No fruits yet')).toBeTruthy();
    expect(screen.getByText('Plant a tree.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the items with their count (singular and plural)', () => {
    const { rerender } = render(rows({ itemProps: (f) => ({ 'data-testid': `fruit-${f.id}` }) }));
    expect(screen.getByTestId('list-count').textContent).toBe('3 fruits');
    expect(within(screen.getByRole('list', { name: 'Fruits' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('fruit-2').textContent).toBe('Banana');
    rerender(rows({ items: [fruits[0]!] }));
    expect(screen.getByTestId('list-count').textContent).toBe('1 fruit');
  });

  it('declares a table by its columns: headers, one row per item, cells', () => {
    const columns: Column<Fruit>[] = [
      { key: 'name', header: 'Name', cell: (f) => f.name },
      { key: 'colour', header: 'Colour', label: 'Colour', cell: (f) => f.colour },
    ];
    render(
      <ListView<Fruit>
        {...common}
        query={ready}
        items={fruits}
        columns={columns}
        itemProps={() => ({ 'data-testid': 'row' })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Colour']);
    expect(screen.getAllByTestId('row')).toHaveLength(3);
    expect(
      within(screen.getAllByTestId('row')[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Banana', 'Colouryellow']);
  });

  it('shows groups under headings with their counts', () => {
    render(
      rows({
        groups: (items) => [
          { key: 'red', title: 'Red', items: items.filter((f) => f.colour === 'red') },
          { key: 'yellow', title: 'Yellow', items: items.filter((f) => f.colour === 'yellow') },
        ],
      }),
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Red (2)',
      'Yellow (1)',
    ]);
    expect(within(screen.getByRole('list', { name: 'Red' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('PROD-06 PROD-07 PROD-10: pages with "Showing X-Y of N", keeps the page size reachable on one page', () => {
    const onPageChange = vi.fn();
    const onLimitChange = vi.fn();
    const paging = { page: 1, totalPages: 1, total: 3, limit: 24, onPageChange, onLimitChange };
    const { rerender } = render(rows({ paging }));
    expect(screen.getByTestId('pagination-summary').textContent).toBe('Showing 1-3 of 3 fruits');
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Items per page' }), { target: { value: '12' } });
    expect(onLimitChange).toHaveBeenCalledWith(12);

    rerender(rows({ paging: { ...paging, total: 30, totalPages: 3, limit: 12, page: 2 } }));
    expect(screen.getByTestId('list-count').textContent).toBe('30 fruits');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('falls back to the last page when the page is past the end', () => {
    const onPageChange = vi.fn();
    render(
      rows({
        paging: { page: 9, totalPages: 2, total: 30, limit: 24, onPageChange, onLimitChange: vi.fn() },
      }),
    );
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

const FRUIT_LIST: ListStateOptions<{ search: string; sort: 'name' | 'newest' }> = {
  filters: { search: { default: '' }, sort: { default: 'newest', choices: ['name', 'newest'] } },
};

function FruitPage() {
  const [state, update] = useListState(FRUIT_LIST);
  const shown = fruits.filter((f) => f.name.toLowerCase().includes(state.search.toLowerCase()));
  return (
    <>
      <input aria-label="Search" value={state.search} onChange={(e) => update({ search: e.target.value })} />
      <button type="button" onClick={() => update({ sort: 'name' })}>
        Sort by name
      </button>
      <output>{JSON.stringify(state)}</output>
      <ListView<Fruit>
        {...common}
        query={ready}
        items={shown.slice((state.page - 1) * 1, state.page)}
        renderItem={(f) => f.name}
        paging={{
          page: state.page,
          totalPages: shown.length,
          total: shown.length,
          limit: state.limit,
          onPageChange: (page) => update({ page }),
          onLimitChange: (limit) => update({ limit }),
        }}
      />
    </>
  );
}

describe('list state in the address', () => {
  it('reads page, page size and filters from the address; unknown values fall back to the defaults', () => {
    expect(parseListState('?page=2&limit=48&sort=name&search=app', FRUIT_LIST)).toEqual({
      search: 'app',
      sort: 'name',
      page: 2,
      limit: 48,
    });
    expect(parseListState('?page=-1&limit=7&sort=colour', FRUIT_LIST)).toEqual({
      search: '',
      sort: 'newest',
      page: 1,
      limit: 24,
    });
    expect(serializeListState({ search: '', sort: 'newest', page: 1, limit: 24 }, FRUIT_LIST)).toBe('');
    expect(serializeListState({ search: 'a b', sort: 'name', page: 3, limit: 96 }, FRUIT_LIST)).toBe(
      '?search=a+b&sort=name&page=3&limit=96',
    );
  });

  it('a page change keeps the filters; any other change starts again at page 1', () => {
    const { currentPath } = renderWithProviders(<FruitPage />, { path: '/fruits?sort=name&page=2' });
    expect(screen.getByRole('list', { name: 'Fruits' }).textContent).toBe('Banana');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(currentPath()).toBe('/fruits?sort=name&page=3');
    expect(screen.getByRole('list', { name: 'Fruits' }).textContent).toBe('Cherry');
    fireEvent.change(screen.getByRole('combobox', { name: 'Items per page' }), { target: { value: '48' } });
    expect(currentPath()).toBe('/fruits?sort=name&limit=48');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'an' } });
    expect(currentPath()).toBe('/fruits?search=an&sort=name&limit=48');
    expect(screen.getByTestId('list-count').textContent).toBe('1 fruit');
  });
});
