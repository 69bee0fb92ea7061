// #20 buyer tools in the browser: the catalogue card's "Compare" box and the compare bar (2–4 products),
// the product page's "Add to compare" and "Download datasheet" (a file_download event), and recently
// viewed products, kept only with preference consent.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/helpers/render';
import * as track from '../analytics/track';
import { acceptAll, clearStoredConsent, RECENTLY_VIEWED_STORAGE_KEY, rejectAll } from '../consent/consent';
import { DatasheetLink } from '../product/datasheet-link';
import { recentlyViewed } from '../recent/recently-viewed';
import { COMPARE_STORAGE_KEY, compareList } from './compare-store';
import { LazyCompareBar, LazyCompareToggle, LazyRecentlyViewed } from './deferred';

const product = (n: number) => ({ slug: `torch-${n}`, name: `Torch ${n}` });

beforeEach(() => {
  window.localStorage.clear();
  clearStoredConsent();
  compareList.set([]);
  recentlyViewed.set([]);
});

describe('#20 compare selection', () => {
  it('#20: ticking "Compare" on cards fills the bar; Compare opens /compare with the slugs; a fifth is refused', async () => {
    renderWithProviders(
      <>
        {[1, 2, 3, 4, 5].map((n) => (
          <LazyCompareToggle key={n} product={product(n)} />
        ))}
        <LazyCompareBar />
      </>,
      { path: '/products' },
    );
    const box = async (n: number) => screen.findByRole('checkbox', { name: `Compare Torch ${n}` });
    fireEvent.click(await box(1));
    const bar = await screen.findByRole('region', { name: 'Compare products' });
    expect(bar.textContent).toContain('(1 of 4)');
    expect(screen.getByText('Choose at least 2 products to compare')).toBeTruthy();
    fireEvent.click(await box(2));
    const link = await screen.findByRole('link', { name: 'Compare 2 products' });
    expect(link.getAttribute('href')).toBe('/compare?products=torch-1,torch-2');
    fireEvent.click(await box(3));
    expect(screen.queryByText(/you can compare up to 4 products/)).toBeNull();
    fireEvent.click(await box(4));
    // The bar says the limit where everyone sees it; the fifth box is refused and says why.
    expect(screen.getByRole('status').textContent).toBe(
      'That is the most: you can compare up to 4 products. Remove one to add another.',
    );
    const fifth = await box(5);
    expect(fifth.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(fifth.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You can compare up to 4 products',
    );
    fireEvent.click(fifth);
    expect((fifth as HTMLInputElement).checked).toBe(false);
    expect(compareList.get().map((p) => p.slug)).toEqual(['torch-1', 'torch-2', 'torch-3', 'torch-4']);
    expect(JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Torch 2 from comparison' }));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Compare Torch 2' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Compare products' })).toBeNull());
  });
});

describe('#20 datasheet link', () => {
  it('#20: "Download datasheet" links the PDF and counts a document download', () => {
    const spy = vi.spyOn(track, 'trackEvent');
    renderWithProviders(
      <DatasheetLink product={{ id: 7, name: 'Duplex 300', slug: 'duplex-300', sku: 'TW-DX-300' }} />,
    );
    const link = screen.getByRole('link', { name: 'Download datasheet (PDF)' });
    expect(link.getAttribute('href')).toBe('/products/duplex-300/datasheet.pdf');
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(spy).toHaveBeenCalledWith('file_download', {
      documentId: 'datasheet-7',
      documentTitle: 'Duplex 300 datasheet',
      documentKind: 'DATASHEET',
      itemId: 7,
      sku: 'TW-DX-300',
    });
  });
});

describe('#20 recently viewed', () => {
  it('#20: nothing is kept without preference consent', async () => {
    renderWithProviders(<LazyRecentlyViewed current={product(1)} />, { path: '/products/torch-1' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBeNull();
  });

  it('#20: with preference consent views are kept and listed (not the current product); Reject All deletes them', async () => {
    act(() => {
      acceptAll();
    });
    const first = renderWithProviders(<LazyRecentlyViewed current={product(1)} />, {
      path: '/products/torch-1',
    });
    await waitFor(() => expect(recentlyViewed.get().map((p) => p.slug)).toEqual(['torch-1']));
    first.unmount();
    renderWithProviders(<LazyRecentlyViewed current={product(2)} />, { path: '/products/torch-2' });
    const list = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(list.textContent).toContain('Torch 1');
    expect(list.textContent).not.toContain('Torch 2');
    expect(recentlyViewed.get().map((p) => p.slug)).toEqual(['torch-2', 'torch-1']);
    act(() => {
      rejectAll();
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull());
    expect(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBeNull();
  });
});
