// Home: the featured products from GET /api/products/featured, the 3-card skeleton while they load, and
// the sections of §2.13.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, pending, renderWithProviders } from '../../../../tests/helpers/render';
import { HomePage, imageVariants } from './home-page';

const product = {
  id: 1,
  name: 'Duplex 150 Torch',
  slug: 'duplex-150-torch',
  sku: 'DX-150',
  mpn: null,
  subtitle: null,
  shortDescription: 'Twin-flame torch for copper up to 3 inch.',
  price: '189.00',
  categoryId: 1,
  brandId: null,
  images: ['/api/storage/images/products/duplex-150.webp'],
  stock: 4,
  status: 'active',
  featured: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  category: { id: 1, name: 'Duplex Soldering Torches', slug: 'duplex-soldering-torches' },
  brand: null,
};

describe('home page', () => {
  it('PUB-19: while the featured products load, 3 placeholder cards show', () => {
    mockApi({
      'GET /api/products/featured': pending(),
      'GET /api/galleries/slug/duplex-home-page': pending(),
    });
    renderWithProviders(<HomePage />);
    expect(screen.getAllByTestId('featured-skeleton')).toHaveLength(3);
  });

  it('PUB-12 PUB-112: the featured products come from GET /api/products/featured, with WebP variants sized, and "View All Products" links to /products', async () => {
    const { calls } = mockApi({
      'GET /api/products/featured': [200, [product]],
      'GET /api/galleries/slug/duplex-home-page': [404, { error: 'Not found' }],
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Duplex 150 Torch')).toBeTruthy();
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/products/featured')).toBe(true);
    expect(screen.getByRole('link', { name: 'Duplex 150 Torch' }).getAttribute('href')).toBe(
      '/products/duplex-150-torch',
    );
    const img = screen.getByRole('img', { name: 'Duplex 150 Torch' });
    expect(img.getAttribute('src')).toBe('/api/storage/images/products/duplex-150-thumbnail.webp');
    expect(img.getAttribute('srcset')).toContain('duplex-150-mobile.webp 800w');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('400');
    expect(screen.getByRole('link', { name: /View All Products/ }).getAttribute('href')).toBe('/products');
    expect(screen.queryAllByTestId('featured-skeleton')).toHaveLength(0);
  });

  it('PUB-13 PUB-15 PUB-16 PUB-17: the gallery of duplex-home-page is requested; industries, reasons and the call to action are present', () => {
    const { calls } = mockApi({ 'GET /api/products/featured': [200, []] });
    renderWithProviders(<HomePage />);
    expect(calls.some((c) => c.path === '/api/galleries/slug/duplex-home-page')).toBe(true);
    for (const text of [
      'HVAC & Plumbing',
      'Roofing',
      'Fabricators & Artisans',
      'Safety First',
      'Proven Quality',
      'Innovation',
    ])
      expect(screen.getByRole('heading', { name: text })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Find Local Distributor/ }).getAttribute('href')).toBe(
      '/contact?type=distributor',
    );
    expect(
      screen
        .getAllByRole('link', { name: 'Request Quote' })
        .every((a) => a.getAttribute('href') === '/contact?type=quote'),
    ).toBe(true);
  });

  it('images that are not stored WebP are used as they are', () => {
    expect(imageVariants('https://cdn.example/x.png')).toEqual({ src: 'https://cdn.example/x.png' });
  });
});
