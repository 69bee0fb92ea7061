// The public layout: navigation, header search (trimmed, blank ignored), Get Quote, the phone menu, and
// the footer's downloads, contact details, legal links and Cookie Settings.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowConsole, MISSING_ANALYTICS_ID } from '../../../../tests/helpers/console';
import { mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import { acceptAll, resetConsentCache } from '../consent/consent';
import { SiteLayout, searchTarget } from './site-layout';

describe('site layout', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetConsentCache();
  });

  it('PUB-04 PUB-06: the header navigation is Home, Products, About, Contact, and Get Quote goes to /contact?type=quote', () => {
    renderWithProviders(<SiteLayout>page</SiteLayout>);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Products', '/products'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
    expect(screen.getByRole('link', { name: 'Get Quote' }).getAttribute('href')).toBe('/contact?type=quote');
  });

  it('PUB-05: the search goes to /products?search={term} when non-blank after trimming, and is ignored otherwise', () => {
    expect(searchTarget('  duplex tip ')).toBe('/products?search=duplex%20tip');
    expect(searchTarget('   ')).toBeNull();
    const { currentPath } = renderWithProviders(<SiteLayout>page</SiteLayout>, { path: '/about' });
    const input = screen.getByLabelText('Search products', { selector: '#header-search' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    expect(currentPath()).toBe('/about');
    fireEvent.change(input, { target: { value: '  DX-150 ' } });
    fireEvent.submit(input.closest('form')!);
    expect(currentPath()).toBe('/products?search=DX-150');
  });

  it('the phone menu opens with the navigation, search and Get Quote', () => {
    renderWithProviders(<SiteLayout>page</SiteLayout>);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByLabelText('Search products', { selector: '#mobile-search' })).toBeTruthy();
  });

  it('PUB-07 PUB-08 PUB-09 PUB-10 COOKIE-02 #15: the footer has product links (slugs from the database, empty categories left out), four support downloads, contact details, legal links and Cookie Settings', async () => {
    const category = (id: number, name: string, slug: string, productCount: number) => ({
      id,
      name,
      slug,
      productCount,
      description: null,
      parentId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      childCount: 0,
    });
    mockApi({
      'GET /api/categories': [
        200,
        [
          category(1, 'Air/Acetylene Torches', 'airacetylene-torches', 4),
          category(2, 'Duplex Soldering Torches', 'duplex-soldering-torches', 3),
          category(3, 'Torch Tips', 'torch-tips', 9),
          category(4, 'Regulators', 'regulators', 0),
          category(5, 'Kits', 'kits', 2),
        ],
      ],
    });
    renderWithProviders(<SiteLayout>page</SiteLayout>);
    const products = screen.getByRole('navigation', { name: 'Products' });
    expect(
      (await within(products).findByRole('link', { name: 'Air/Acetylene Torches' })).getAttribute('href'),
    ).toBe('/products?categories=airacetylene-torches');
    expect(
      within(products)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Air/Acetylene Torches', 'Duplex Soldering Torches', 'Torch Tips', 'Kits', 'All Products']);
    const downloads = screen
      .getAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/api/storage/documents/'));
    expect(downloads).toEqual([
      '/api/storage/documents/product-catalog.pdf',
      '/api/storage/documents/torch-safety-guide.pdf',
      '/api/storage/documents/warranty-registration.pdf',
      '/api/storage/documents/tip-selection-chart.pdf',
    ]);
    expect(screen.getByRole('link', { name: /\(800\) 555-0137/ }).getAttribute('href')).toBe(
      'tel:+18005550137',
    );
    expect(screen.getByRole('link', { name: /sales@torchworks.example/ }).getAttribute('href')).toBe(
      'mailto:sales@torchworks.example',
    );
    expect(screen.getByText(/1200 Industrial Parkway/)).toBeTruthy();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    for (const href of ['/privacy', '/terms', '/cookies'])
      expect(
        within(legal)
          .getAllByRole('link')
          .some((a) => a.getAttribute('href') === href),
      ).toBe(true);
    fireEvent.click(within(legal).getByRole('button', { name: 'Cookie Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie Settings' })).toBeTruthy();
  });

  it('ANALYTICS-16: a footer download is recorded as file_download (with analytics consent)', () => {
    allowConsole(MISSING_ANALYTICS_ID);
    acceptAll();
    const { calls } = mockApi({ 'POST /api/analytics/events': [204] });
    renderWithProviders(<SiteLayout>page</SiteLayout>);
    const link = screen.getByRole('link', { name: /Torch Safety Guide/ });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(calls.filter((c) => c.path === '/api/analytics/events').map((c) => c.body)).toEqual([
      { name: 'file_download', path: '/', data: { documentTitle: 'Torch Safety Guide' } },
    ]);
  });
});
