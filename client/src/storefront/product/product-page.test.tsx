// The product page in the browser: data, gallery (zoom lens, lightbox, reset), tags, tracking, SEO fallback.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetails } from '../../../../core/schemas/catalogue';
import { mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import * as track from '../analytics/track';
import { ImageGallery } from './image-gallery';
import { ProductPage, specGroups } from './product-page';
import { productHeadData, productStructuredData } from './product-seo';

const details = (overrides: Partial<ProductDetails> = {}): ProductDetails => ({
  id: 7,
  name: 'Duplex 300',
  slug: 'duplex-300',
  sku: 'TW-DX-300',
  mpn: 'DX300',
  subtitle: 'Twin flame',
  description: 'Long text.',
  shortDescription: 'Short text.',
  price: '339.00',
  categoryId: 1,
  brandId: 1,
  images: ['/api/storage/images/a.webp', '/api/storage/images/b.webp', '/api/storage/images/c.webp'],
  stock: 3,
  status: 'active',
  featured: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  category: { id: 1, name: 'Duplex Torches', slug: 'duplex-torches' },
  brand: { id: 1, name: 'Torchworks', slug: 'torchworks', logoUrl: null },
  highlights: [{ id: 1, text: 'Two heavy flames', icon: null, sort: 1 }],
  specs: [],
  documents: [
    {
      id: 3,
      document: {
        id: 9,
        title: 'Manual',
        kind: 'MANUAL',
        version: '1.0',
        url: '/api/storage/documents/m.pdf',
        language: 'en',
      },
    },
  ],
  relationshipsFrom: [],
  faqs: [
    { id: 1, question: 'Q one?', answer: 'A one.', sort: 1 },
    { id: 2, question: 'Q two?', answer: 'A two.', sort: 2 },
  ],
  distributorLinks: [],
  tags: [{ id: 1, name: 'Roofing', slug: 'roofing', color: '#F97316' }],
  structuredData: {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Duplex 300',
    sku: 'TW-DX-300',
  },
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('ProductPage', () => {
  it('ANALYTICS-09 ANALYTICS-10 ANALYTICS-15: a product view is tracked with id, name, category, brand, price, SKU and USD', async () => {
    const spy = vi.spyOn(track, 'trackEvent');
    mockApi({ 'GET /api/products/slug/duplex-300/details': [200, details()] });
    renderWithProviders(<ProductPage params={{ slug: 'duplex-300' }} />, { path: '/products/duplex-300' });
    await screen.findByRole('heading', { level: 1, name: 'Duplex 300' });
    expect(spy).toHaveBeenCalledWith(
      'view_item',
      expect.objectContaining({
        itemId: 7,
        itemName: 'Duplex 300',
        category: 'Duplex Torches',
        brand: 'Torchworks',
        price: 339,
        sku: 'TW-DX-300',
        currency: 'USD',
      }),
    );
  });

  it('ANALYTICS-08 PUB-63 PUB-89: each document download is tracked; labels and a new tab', async () => {
    const spy = vi.spyOn(track, 'trackEvent');
    mockApi({ 'GET /api/products/slug/duplex-300/details': [200, details()] });
    renderWithProviders(<ProductPage params={{ slug: 'duplex-300' }} />, { path: '/products/duplex-300' });
    const link = await screen.findByRole('link', { name: /^Download Manual/ });
    expect(screen.getByText('User Manual')).toBeTruthy();
    expect(link.getAttribute('target')).toBe('_blank');
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(spy).toHaveBeenCalledWith(
      'file_download',
      expect.objectContaining({
        documentTitle: 'Manual',
        documentKind: expect.any(String),
        sku: 'TW-DX-300',
      }),
    );
  });

  it('#14 ANALYTICS-18: a click on a distributor link sends its own event with the product and distributor', async () => {
    const spy = vi.spyOn(track, 'trackEvent');
    mockApi({
      'GET /api/products/slug/duplex-300/details': [
        200,
        details({
          distributorLinks: [{ id: 1, distributorName: 'Supply Co', url: 'https://supply.example' }],
        }),
      ],
    });
    renderWithProviders(<ProductPage params={{ slug: 'duplex-300' }} />, { path: '/products/duplex-300' });
    const link = await screen.findByRole('link', { name: /Supply Co/ });
    link.addEventListener('click', (e) => e.preventDefault());
    expect(spy.mock.calls.some(([name]) => name === 'distributor_inquiry')).toBe(false);
    fireEvent.click(link);
    expect(spy).toHaveBeenCalledWith('distributor_inquiry', {
      itemId: 7,
      itemName: 'Duplex 300',
      sku: 'TW-DX-300',
      distributorName: 'Supply Co',
    });
  });

  it('PUB-50 PUB-51 PUB-52 PUB-53 PUB-55 PUB-56 PUB-57 PUB-58 PUB-59: badges, name, subtitle, SKU, MPN, price, features, overview, quote and distributor links', async () => {
    mockApi({
      'GET /api/products/slug/duplex-300/details': [
        200,
        details({
          distributorLinks: [{ id: 1, distributorName: 'Supply Co', url: 'https://supply.example' }],
        }),
      ],
    });
    renderWithProviders(<ProductPage params={{ slug: 'duplex-300' }} />, { path: '/products/duplex-300' });
    await screen.findByRole('heading', { level: 1, name: 'Duplex 300' });
    expect(screen.getByText('Featured')).toBeTruthy();
    expect(screen.getByTestId('status-badge').textContent).toBe('Available');
    expect(screen.getByText('Twin flame')).toBeTruthy();
    expect(screen.getByText('TW-DX-300')).toBeTruthy();
    expect(screen.getByText('DX300')).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toBe('$339.00 MSRP');
    expect(screen.getByText('Key Features')).toBeTruthy();
    expect(screen.getByText('Two heavy flames')).toBeTruthy();
    expect(screen.getByText('Short text.')).toBeTruthy();
    expect(screen.getByText('Product Description')).toBeTruthy();
    // The page's button and the phone's sticky quote bar (#15) both ask for a quote for this SKU.
    expect(screen.getAllByRole('link', { name: 'Get Quote' }).map((a) => a.getAttribute('href'))).toEqual([
      '/contact?type=quote&sku=TW-DX-300',
      '/contact?type=quote&sku=TW-DX-300',
    ]);
    expect(screen.getByTestId('quote-bar').textContent).toContain('$339.00 MSRP');
    expect(screen.getByRole('link', { name: 'Find Distributor' }).getAttribute('href')).toBe(
      '/contact?type=distributor&sku=TW-DX-300',
    );
    expect(screen.getByText('Available from:')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Supply Co/ }).getAttribute('target')).toBe('_blank');
  });

  it('PUB-54 TAG-22: tag chips carry their colour (public default blue); "Loading tags..." until tags are known', async () => {
    mockApi({
      'GET /api/products/slug/duplex-300/details': [
        200,
        details({ tags: [{ id: 1, name: 'Roofing', slug: 'roofing', color: '#3B82F6' }] }),
      ],
    });
    renderWithProviders(<ProductPage params={{ slug: 'duplex-300' }} />, { path: '/products/duplex-300' });
    const chip = await screen.findByTestId('tag-chip');
    expect(chip.textContent).toBe('Roofing');
    expect(chip.getAttribute('style')?.toLowerCase()).toMatch(/border-color: (#3b82f6|rgb\(59, 130, 246\))/);
    mockApi({
      'GET /api/products/slug/no-tags/details': [200, { ...details({ slug: 'no-tags' }), tags: undefined }],
    });
    renderWithProviders(<ProductPage params={{ slug: 'no-tags' }} />, { path: '/products/no-tags' });
    expect(await screen.findByText('Loading tags...')).toBeTruthy();
  });

  it('PUB-69: a failed load shows "Product Not Found" with "Back to Products"', async () => {
    mockApi({ 'GET /api/products/slug/gone/details': [404, { error: 'Product not found' }] });
    renderWithProviders(<ProductPage params={{ slug: 'gone' }} />, { path: '/products/gone' });
    expect(await screen.findByText('Product Not Found')).toBeTruthy();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Products/ }).getAttribute('href')).toBe('/products');
  });
});

describe('ImageGallery', () => {
  const images = ['/api/storage/images/a.webp', '/api/storage/images/b.webp', '/api/storage/images/c.webp'];

  it('PUB-42 PUB-47: thumbnails in 4 columns; the selection resets to the first when the product changes', () => {
    const { rerender } = renderWithProviders(<ImageGallery images={images} name="One" />);
    expect(screen.getByTestId('thumbnails').className).toContain('grid-cols-4');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    rerender(
      <ImageGallery images={['/api/storage/images/x.webp', '/api/storage/images/y.webp']} name="Two" />,
    );
    expect(screen.getByRole('button', { name: 'Show image 1 of 2' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('PUB-43: on desktop the lens is 100 px and the preview magnifies 3x, with "Move to zoom"', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    renderWithProviders(<ImageGallery images={images} name="One" />);
    expect(screen.getByText('Move to zoom')).toBeTruthy();
    const main = screen.getByTestId('main-image');
    main.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 500,
      height: 500,
      right: 500,
      bottom: 500,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.mouseMove(main, { clientX: 250, clientY: 250 });
    const lens = screen.getByTestId('zoom-lens');
    expect(lens.style.width).toBe('100px');
    expect(lens.style.left).toBe('200px');
    const preview = screen.getByTestId('zoom-preview');
    expect(preview.style.width).toBe('300px');
    expect(preview.style.backgroundSize).toBe('1500px 1500px');
    expect(preview.style.backgroundPosition).toBe('-600px -600px');
    expect(preview.style.backgroundImage).toContain('a-desktop.webp');
    fireEvent.mouseLeave(main);
    expect(screen.queryByTestId('zoom-lens')).toBeNull();
  });

  it('PUB-44 PUB-45: below 768 px a tap opens the lightbox ("Tap to zoom"), previous/next wrap, "n / total", close', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    renderWithProviders(<ImageGallery images={images} name="One" />);
    expect(screen.getByText('Tap to zoom')).toBeTruthy();
    const opener = screen.getByRole('button', { name: /full screen/ });
    opener.focus();
    fireEvent.click(opener);
    expect((await screen.findByTestId('lightbox-counter')).textContent).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByTestId('lightbox-counter').textContent).toBe('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByTestId('lightbox-counter').textContent).toBe('1 / 3');
    fireEvent.keyDown(screen.getByTestId('lightbox'), { key: 'ArrowRight' });
    expect(screen.getByTestId('lightbox-counter').textContent).toBe('2 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('lightbox')).toBeNull());
    // #16: focus is back on the picture that opened it; Escape closes it too.
    await waitFor(() => expect(document.activeElement).toBe(opener));
    fireEvent.click(opener);
    fireEvent.keyDown(await screen.findByTestId('lightbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('lightbox')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('PUB-46: without images a placeholder shows', () => {
    renderWithProviders(<ImageGallery images={[]} name="Bare" />);
    expect(screen.getByRole('img', { name: 'No image available for Bare' })).toBeTruthy();
  });
});

describe('product head and specification groups', () => {
  it('PUB-60: specifications grouped by category ("General" default), groups and rows sorted', () => {
    const spec = (id: number, label: string, category: string | null) => ({
      id,
      displayValue: 'x',
      specDefinition: { key: `k${id}`, label, description: null, category, dataType: 'STRING', unit: null },
    });
    const groups = specGroups([
      spec(1, 'Weight', null),
      spec(2, 'Flame', 'Performance'),
      spec(3, 'Connection', null),
    ]);
    expect(groups.map((g) => [g.name, g.specs.map((s) => s.specDefinition.label)])).toEqual([
      ['General', ['Connection', 'Weight']],
      ['Performance', ['Flame']],
    ]);
  });

  it('SEO-11 SEO-26: the enhanced structured data is used; when missing it falls back silently with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(productStructuredData(details(), 'https://x.test')).toEqual(details().structuredData);
    expect(warn).not.toHaveBeenCalled();
    const fallback = productStructuredData(details({ structuredData: {} }), 'https://x.test');
    expect(fallback).toMatchObject({
      '@type': 'Product',
      name: 'Duplex 300',
      sku: 'TW-DX-300',
      offers: { price: '339.00', priceCurrency: 'USD' },
    });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('SEO-10 SEO-12: title, description, keywords, canonical and breadcrumb data', () => {
    const head = productHeadData(details(), 'https://x.test');
    expect(head.title).toBe('Duplex 300 | Duplex Torches | Torchworks');
    expect(head.description).toBe('Short text.');
    expect(head.keywords).toBe('Duplex 300, TW-DX-300, DX300, Duplex Torches, Torchworks, Roofing');
    expect(head.canonicalPath).toBe('/products/duplex-300');
    const crumbs = head.jsonLd?.[1] as { itemListElement: Array<{ name: string; item: string }> };
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual([
      'https://x.test/',
      'https://x.test/products',
      'https://x.test/products?categories=duplex-torches',
      'https://x.test/products/duplex-300',
    ]);
  });
});

describe('FAQ accordion', () => {
  it('PUB-67: one shared name makes the accordion single-open; every item starts collapsed', async () => {
    mockApi({ 'GET /api/products/slug/duplex-300/details': [200, details()] });
    renderWithProviders(<ProductPage params={{ slug: 'duplex-300' }} />, { path: '/products/duplex-300' });
    await screen.findByText('Frequently Asked Questions');
    const items = screen.getAllByTestId('faq') as HTMLDetailsElement[];
    expect(items.map((d) => d.getAttribute('name'))).toEqual(['faq-7', 'faq-7']);
    expect(items.every((d) => !d.open)).toBe(true);
    await waitFor(() => expect(screen.getByText('Q one?')).toBeTruthy());
  });
});
