// Public product images: the WebP variants of our own uploads (thumbnail 400, mobile 800, desktop
// 1600 px wide) as srcset with sizes, explicit width and height, lazy below the fold.
import { ImageIcon } from 'lucide-react';
import { cn } from '../../lib/utils';

const VARIANT_WIDTHS = { thumbnail: 400, mobile: 800, desktop: 1600 } as const;

export function imageSrcSet(url: string): { src: string; srcSet?: string } {
  if (!url.startsWith('/api/storage/') || !url.endsWith('.webp')) return { src: url };
  const variant = (name: keyof typeof VARIANT_WIDTHS) => url.replace(/\.webp$/, `-${name}.webp`);
  return {
    src: variant('mobile'),
    srcSet: (Object.keys(VARIANT_WIDTHS) as Array<keyof typeof VARIANT_WIDTHS>)
      .map((name) => `${variant(name)} ${VARIANT_WIDTHS[name]}w`)
      .join(', '),
  };
}

export function ProductImage({
  url,
  alt,
  sizes,
  eager = false,
  className,
  size = 800,
}: {
  url: string;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
  size?: number;
}) {
  const { src, srcSet } = imageSrcSet(url);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('h-full w-full object-contain', className)}
    />
  );
}

/** Shown where a product has no image. */
export function ImagePlaceholder({
  className,
  label = 'No image available',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn('flex h-full w-full items-center justify-center bg-slate-100 text-slate-400', className)}
    >
      <ImageIcon className="h-12 w-12" aria-hidden />
    </div>
  );
}
