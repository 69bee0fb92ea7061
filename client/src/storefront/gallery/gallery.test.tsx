// The public gallery (document 001 §2.13): responsive variants by markup, lightbox arrow keys,
// thumbnail strip scrolling 75% of its visible width, aspect ratios; editor text drawn as text.
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicGallery } from '../../../../core/schemas/galleries';
import { mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import { Gallery, GalleryView, thumbnailScrollAmount } from './gallery';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number, alt: string) => ({
  id,
  mediaFileId: id,
  title: null,
  caption: `Caption ${id}`,
  description: null,
  alt,
  isFeatured: false,
  sortOrder: id,
  url: `/api/storage/images/g${id}.webp`,
  width: 1600,
  height: 1200,
  variants: {
    thumbnail: `/api/storage/images/g${id}-thumbnail.webp`,
    mobile: `/api/storage/images/g${id}-mobile.webp`,
    desktop: `/api/storage/images/g${id}-desktop.webp`,
  },
});

const gallery: PublicGallery = {
  id: 1,
  name: 'Duplex Home Page',
  slug: 'duplex-home-page',
  title: 'Duplex torches at work',
  description: null,
  pageSlug: null,
  items: [item(1, 'First image'), item(2, 'Second image'), item(3, 'Third image')],
};

describe('public gallery', () => {
  it('PUB-20: uses the mobile variant below 1024 px and the desktop variant from 1024 px, by markup', () => {
    const html = renderToString(<GalleryView gallery={gallery} />);
    expect(html).toContain(
      '<source media="(min-width: 1024px)" srcSet="/api/storage/images/g1-desktop.webp"/>',
    );
    expect(html).toMatch(
      /<img src="\/api\/storage\/images\/g1-mobile\.webp" srcSet="\/api\/storage\/images\/g1-mobile\.webp" alt="First image" width="1600" height="1200"/,
    );
    expect(html).toContain('g2-thumbnail.webp');
  });

  it('PUB-23: aspect ratios square, 4/3, 16/9 and auto', () => {
    const classes = (aspect: 'square' | '4/3' | '16/9' | 'auto') => {
      const { container, unmount } = renderWithProviders(
        <GalleryView gallery={gallery} aspectRatio={aspect} />,
      );
      const box = container.querySelector('[data-aspect]')!;
      const className = box.className;
      unmount();
      return className;
    };
    expect(classes('square')).toContain('aspect-square');
    expect(classes('4/3')).toContain('aspect-[4/3]');
    expect(classes('16/9')).toContain('aspect-video');
    expect(classes('auto')).not.toMatch(/aspect-/);
  });

  it('PUB-21: the lightbox opens from the image and answers the left and right arrow keys', async () => {
    renderWithProviders(<GalleryView gallery={gallery} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open First image in the lightbox' }));
    const lightbox = await screen.findByTestId('lightbox');
    expect(within(lightbox).getByRole('img', { name: 'First image' })).toBeTruthy();
    fireEvent.keyDown(lightbox, { key: 'ArrowRight' });
    expect(within(lightbox).getByRole('img', { name: 'Second image' })).toBeTruthy();
    fireEvent.keyDown(lightbox, { key: 'ArrowRight' });
    fireEvent.keyDown(lightbox, { key: 'ArrowRight' });
    expect(within(lightbox).getByRole('img', { name: 'First image' })).toBeTruthy();
    fireEvent.keyDown(lightbox, { key: 'ArrowLeft' });
    expect(within(lightbox).getByRole('img', { name: 'Third image' })).toBeTruthy();
    expect(within(lightbox).getByText('3 / 3')).toBeTruthy();
  });

  it('PUB-22: the thumbnail strip scrolls by 75% of its visible width; a thumbnail selects its image', () => {
    renderWithProviders(<GalleryView gallery={gallery} />);
    const strip = screen.getByTestId('thumbnail-strip');
    Object.defineProperty(strip, 'clientWidth', { value: 400, configurable: true });
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy as unknown as typeof strip.scrollBy;
    fireEvent.click(screen.getByRole('button', { name: 'Scroll thumbnails right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: 'Scroll thumbnails left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
    expect(thumbnailScrollAmount(1000)).toBe(750);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3: Third image' }));
    expect(screen.getByRole('button', { name: 'Open Third image in the lightbox' })).toBeTruthy();
    expect(screen.getByText('Caption 3')).toBeTruthy();
  });

  it('stored XSS: markup in alt text and captions is drawn as text', () => {
    const attack = '<img src=x onerror=alert(1)>';
    const html = renderToString(
      <GalleryView
        gallery={{ ...gallery, items: [{ ...item(1, attack), caption: `<script>alert(2)</script>` }] }}
      />,
    );
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('Gallery loads its items by slug and draws nothing for an empty or missing gallery', async () => {
    mockApi({
      'GET /api/galleries/slug/duplex-home-page': [200, gallery],
      'GET /api/galleries/slug/none': [404, { error: 'Gallery not found' }],
    });
    renderWithProviders(<Gallery slug="duplex-home-page" aspectRatio="16/9" />);
    expect(await screen.findByRole('img', { name: 'First image' })).toBeTruthy();
    const { container } = renderWithProviders(<Gallery slug="none" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('[data-testid="gallery"]')).toBeNull();
    expect(screen.getAllByTestId('gallery')).toHaveLength(1);
  });
});
