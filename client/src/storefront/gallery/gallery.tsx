// The public gallery (document 001 §2.13): a main image with previous/next, a thumbnail strip that
// scrolls by 75% of its visible width, and a lightbox that answers the left and right arrow keys.
// Images come as <picture>: the desktop variant from 1024 px wide, the mobile variant below (chosen by
// the browser from the markup, no JavaScript). Aspect ratios: square, 4/3, 16/9 or the image's own.
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { GALLERY_DESKTOP_BREAKPOINT_PX, GALLERY_THUMBNAIL_SCROLL_SHARE } from '../../../../core/constants';
import type { PublicGallery, PublicGalleryItem } from '../../../../core/schemas/galleries';
import { cn } from '../../lib/utils';
import { galleryBySlugQuery } from '../../queries/galleries';

// The lightbox (a Radix dialog) loads only when a visitor opens it: it would otherwise double the
// gallery's share of the home page's initial JavaScript.
const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

export type GalleryAspect = 'square' | '4/3' | '16/9' | 'auto';

export interface GalleryProps {
  slug: string;
  aspectRatio?: GalleryAspect;
  className?: string;
}

const ASPECT_CLASS: Record<GalleryAspect, string> = {
  square: 'aspect-square',
  '4/3': 'aspect-[4/3]',
  '16/9': 'aspect-video',
  auto: '',
};

/** How far one press of a strip arrow scrolls: 75% of the strip's visible width. */
export function thumbnailScrollAmount(visibleWidth: number): number {
  return Math.round(visibleWidth * GALLERY_THUMBNAIL_SCROLL_SHARE);
}

export const DESKTOP_MEDIA = `(min-width: ${GALLERY_DESKTOP_BREAKPOINT_PX}px)`;

/** The item as a responsive picture: desktop variant at 1024 px or wider, mobile variant below. */
export function GalleryPicture({
  item,
  className,
  imgClassName,
  eager = false,
}: {
  item: PublicGalleryItem;
  className?: string;
  imgClassName?: string;
  eager?: boolean;
}) {
  const mobile = item.variants?.mobile ?? item.url;
  const desktop = item.variants?.desktop ?? item.url;
  return (
    <picture className={className}>
      <source media={DESKTOP_MEDIA} srcSet={desktop} />
      <img
        src={mobile}
        srcSet={mobile}
        alt={item.alt}
        width={item.width ?? undefined}
        height={item.height ?? undefined}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={imgClassName}
      />
    </picture>
  );
}

export function Gallery({ slug, aspectRatio = '4/3', className }: GalleryProps) {
  const { data } = useQuery({ ...galleryBySlugQuery(slug), retry: false });
  if (!data || data.items.length === 0) return null;
  return <GalleryView gallery={data} aspectRatio={aspectRatio} className={className} />;
}

export function GalleryView({
  gallery,
  aspectRatio = '4/3',
  className,
}: {
  gallery: PublicGallery;
  aspectRatio?: GalleryAspect;
  className?: string;
}) {
  const items = gallery.items;
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  if (items.length === 0) return null;
  const current = items[Math.min(index, items.length - 1)]!;
  const many = items.length > 1;
  const go = (delta: number) => setIndex((i) => (i + delta + items.length) % items.length);
  const scrollStrip = (direction: 1 | -1) => {
    const el = strip.current;
    if (!el) return;
    el.scrollBy({ left: direction * thumbnailScrollAmount(el.clientWidth), behavior: 'smooth' });
  };
  const caption = current.title || current.caption;

  return (
    <section
      className={cn('grid min-w-0 grid-cols-1 gap-3', className)}
      aria-roledescription="gallery"
      aria-label={gallery.title ?? gallery.name}
      data-testid="gallery"
    >
      <figure className="grid min-w-0 grid-cols-1 gap-2">
        <div
          className={cn('group relative overflow-hidden rounded-lg bg-slate-100', ASPECT_CLASS[aspectRatio])}
          data-aspect={aspectRatio}
        >
          <button
            type="button"
            className="block h-full w-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            onClick={() => setLightbox(true)}
            aria-label={`Open ${current.alt} in the lightbox`}
          >
            <GalleryPicture
              item={current}
              eager
              className="block h-full w-full"
              imgClassName={cn(
                'h-full w-full',
                aspectRatio === 'auto' ? 'h-auto object-contain' : 'object-cover',
              )}
            />
          </button>
          <span className="pointer-events-none absolute right-2 top-2 rounded-full bg-black/50 p-1.5 text-white">
            <Expand className="h-4 w-4" aria-hidden />
          </span>
          {many && (
            <>
              <NavButton side="left" label="Previous image" onClick={() => go(-1)} />
              <NavButton side="right" label="Next image" onClick={() => go(1)} />
            </>
          )}
        </div>
        {(caption || many) && (
          <figcaption className="flex items-start justify-between gap-3 text-sm text-slate-600">
            <span>{caption}</span>
            {many && (
              <span className="shrink-0 tabular-nums text-slate-500" aria-live="polite">
                {index + 1} / {items.length}
              </span>
            )}
          </figcaption>
        )}
      </figure>

      {many && (
        <div className="relative flex items-center gap-1">
          <button
            type="button"
            onClick={() => scrollStrip(-1)}
            className="shrink-0 rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
            aria-label="Scroll thumbnails left"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </button>
          <div
            ref={strip}
            className="flex min-w-0 flex-1 snap-x gap-2 overflow-x-auto scroll-smooth pb-1"
            data-testid="thumbnail-strip"
          >
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1}: ${item.alt}`}
                aria-current={i === index || undefined}
                className={cn(
                  'h-16 w-20 shrink-0 snap-start overflow-hidden rounded-md border-2 bg-slate-100 sm:h-20 sm:w-24',
                  i === index ? 'border-brand-600' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={item.variants?.thumbnail ?? item.url}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => scrollStrip(1)}
            className="shrink-0 rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
            aria-label="Scroll thumbnails right"
          >
            <ChevronRight className="h-5 w-5" aria-hidden />
          </button>
        </div>
      )}

      {lightbox && (
        <Suspense fallback={null}>
          <GalleryLightbox
            title={gallery.title ?? gallery.name}
            item={current}
            caption={caption}
            index={index}
            count={items.length}
            onMove={go}
            onClose={() => setLightbox(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

export function NavButton({
  side,
  label,
  onClick,
  dark = false,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
  dark?: boolean;
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'absolute top-1/2 -translate-y-1/2 rounded-full p-2 shadow',
        side === 'left' ? 'left-2' : 'right-2',
        dark ? 'bg-white/10 text-white hover:bg-white/20' : 'bg-white/80 text-slate-800 hover:bg-white',
      )}
    >
      <Icon className="h-5 w-5" aria-hidden />
    </button>
  );
}
