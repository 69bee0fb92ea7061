import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('pagination bar', () => {
  it('PROD-10: with one page the page buttons are hidden; the count and the page-size selector stay (issue #16)', () => {
    const onLimit = vi.fn();
    render(
      <Pagination
        page={1}
        totalPages={1}
        total={10}
        limit={24}
        onPageChange={() => {}}
        onLimitChange={onLimit}
      />,
    );
    expect(screen.queryByRole('button', { name: /page/i })).toBeNull();
    expect(screen.getByTestId('pagination-summary').textContent).toBe('Showing 1-10 of 10 products');
    fireEvent.change(screen.getByRole('combobox', { name: 'Items per page' }), { target: { value: '12' } });
    expect(onLimit).toHaveBeenCalledWith(12);
  });

  it('marks the current page with a filled style, never the white of the other pages', () => {
    render(
      <Pagination
        page={2}
        totalPages={3}
        total={60}
        limit={24}
        onPageChange={() => {}}
        onLimitChange={() => {}}
      />,
    );
    const current = screen.getByRole('button', { name: 'Page 2' });
    expect(current.className).toContain('bg-brand-700');
    expect(current.className).not.toContain('bg-white');
    expect(screen.getByRole('button', { name: 'Page 1' }).className).toContain('bg-white');
  });

  it('PROD-06 PROD-07 PROD-08 PROD-09 PROD-27: summary, page sizes, first/prev/next/last and 5 numbers', () => {
    const onPage = vi.fn();
    const onLimit = vi.fn();
    render(
      <Pagination
        page={6}
        totalPages={10}
        total={233}
        limit={24}
        onPageChange={onPage}
        onLimitChange={onLimit}
      />,
    );
    expect(screen.getByTestId('pagination-summary').textContent).toBe('Showing 121-144 of 233 products');
    const numbers = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(numbers).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPage.mock.calls.map((c) => c[0])).toEqual([1, 5, 7, 10]);
    const select = screen.getByRole('combobox', { name: 'Items per page' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['12', '24', '48', '96']);
    fireEvent.change(select, { target: { value: '48' } });
    expect(onLimit).toHaveBeenCalledWith(48);
  });

  it('disables first and previous on page 1', () => {
    render(
      <Pagination
        page={1}
        totalPages={3}
        total={60}
        limit={24}
        onPageChange={() => {}}
        onLimitChange={() => {}}
      />,
    );
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
