// The product image gallery (document 001 §2.15, §9): main image, 4-column thumbnails when there is more
// than one image, a 100 px zoom lens with a 3x preview on desktop ("Move to zoom"), and below 768 px a
// full-screen lightbox opened by tapping ("Tap to zoom") with wrapping previous/next and "n / total"
// (product-lightbox.tsx, loaded on demand).
import { ZoomIn } from 'lucide-react';
import { lazy, type MouseEvent, Suspense, useEffect, useState } from 'react';
import { cn } from '../../lib/utils';
import { ImagePlaceholder, ProductImage } from '../catalogue/product-image';

// The lightbox (the storefront's Radix modal) loads only when a visitor opens it.
const ProductLightbox = lazy(() => import('./product-lightbox'));

export const ZOOM_LENS_PX = 100;
export const ZOOM_FACTOR = 3;
export const MOBILE_BREAKPOINT_PX = 768;

export const desktopOf = (url: string) =>
  url.startsWith('/api/storage/') && url.endsWith('.webp') ? url.replace(/\.webp$/, '-desktop.webp') : url;

export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const [lightbox, setLightbox] = useState(false);
  const [lens, setLens] = useState<{ x: number; y: number; w: number; h: number } | null>(null);

  // The selected image resets to the first when the product (its images) changes.
  const imagesKey = images.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the image list changes
  useEffect(() => {
    setSelected(0);
    setLightbox(false);
  }, [imagesKey]);

  if (images.length === 0) {
    return (
      <div
        className="aspect-square overflow-hidden rounded-lg border border-slate-200"
        data-testid="image-placeholder"
      >
        <ImagePlaceholder label={`No image available for ${name}`} />
      </div>
    );
  }

  const current = images[Math.min(selected, images.length - 1)]!;
  const isMobile = () => typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT_PX;

  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    if (isMobile()) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const half = ZOOM_LENS_PX / 2;
    const x = Math.max(half, Math.min(rect.width - half, event.clientX - rect.left));
    const y = Math.max(half, Math.min(rect.height - half, event.clientY - rect.top));
    setLens({ x, y, w: rect.width, h: rect.height });
  };

  const preview = ZOOM_LENS_PX * ZOOM_FACTOR;

  return (
    <div>
      <div className="relative">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer-only magnifier; the image stays reachable as a button */}
        <div
          className="relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-white"
          onMouseMove={onMove}
          onMouseLeave={() => setLens(null)}
          data-testid="main-image"
        >
          <button
            type="button"
            className="block h-full w-full cursor-zoom-in p-4 md:cursor-crosshair"
            aria-label={`Open image ${selected + 1} of ${images.length} full screen`}
            onClick={() => {
              if (isMobile()) setLightbox(true);
            }}
          >
            <ProductImage
              url={current}
              alt={`${name}${images.length > 1 ? `, view ${selected + 1}` : ''}`}
              eager
              sizes="(min-width: 1024px) 560px, 100vw"
            />
          </button>
          {lens && (
            <div
              data-testid="zoom-lens"
              aria-hidden
              className="pointer-events-none absolute rounded border-2 border-brand-600 bg-white/30"
              style={{
                width: ZOOM_LENS_PX,
                height: ZOOM_LENS_PX,
                left: lens.x - ZOOM_LENS_PX / 2,
                top: lens.y - ZOOM_LENS_PX / 2,
              }}
            />
          )}
          <span className="pointer-events-none absolute bottom-3 right-3 hidden items-center gap-1 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-medium text-white md:inline-flex">
            <ZoomIn className="h-3.5 w-3.5" aria-hidden /> Move to zoom
          </span>
          <span className="pointer-events-none absolute bottom-3 right-3 inline-flex items-center gap-1 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-medium text-white md:hidden">
            <ZoomIn className="h-3.5 w-3.5" aria-hidden /> Tap to zoom
          </span>
        </div>
        {lens && (
          <div
            data-testid="zoom-preview"
            aria-hidden
            className="pointer-events-none absolute left-full top-0 z-20 ml-4 hidden overflow-hidden rounded-lg border border-slate-300 bg-white bg-no-repeat shadow-xl md:block"
            style={{
              width: preview,
              height: preview,
              backgroundImage: `url("${desktopOf(current)}")`,
              backgroundSize: `${lens.w * ZOOM_FACTOR}px ${lens.h * ZOOM_FACTOR}px`,
              backgroundPosition: `${-(lens.x * ZOOM_FACTOR - preview / 2)}px ${-(lens.y * ZOOM_FACTOR - preview / 2)}px`,
            }}
          />
        )}
      </div>

      {images.length > 1 && (
        <div className="mt-3 grid grid-cols-4 gap-2" data-testid="thumbnails">
          {images.map((url, index) => (
            <button
              key={url}
              type="button"
              onClick={() => setSelected(index)}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-pressed={index === selected}
              className={cn(
                'aspect-square overflow-hidden rounded-md border-2 bg-white p-1',
                index === selected ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400',
              )}
            >
              <ProductImage url={url} alt="" sizes="120px" size={400} />
            </button>
          ))}
        </div>
      )}

      {lightbox && (
        <Suspense fallback={null}>
          <ProductLightbox
            images={images}
            index={selected}
            name={name}
            onIndex={setSelected}
            onClose={() => setLightbox(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
