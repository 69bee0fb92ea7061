// The public gallery (document 001 §2.13). Issue 5 builds the full component (srcset variants,
// lightbox, thumbnail strip); until then this draws the items as a plain responsive grid.
import { useQuery } from '@tanstack/react-query';
import { galleryBySlugQuery } from '../../queries/galleries';

export type GalleryAspect = 'square' | '4/3' | '16/9' | 'auto';

export interface GalleryProps {
  slug: string;
  aspectRatio?: GalleryAspect;
  className?: string;
}

export function Gallery({ slug, className }: GalleryProps) {
  const { data } = useQuery({ ...galleryBySlugQuery(slug), retry: false });
  if (!data || data.items.length === 0) return null;
  return (
    <div className={className}>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
        {data.items.map((item) => (
          <img
            key={item.id}
            src={item.variants?.mobile ?? item.url}
            alt={item.alt}
            width={item.width ?? undefined}
            height={item.height ?? undefined}
            loading="lazy"
            className="h-auto w-full rounded"
          />
        ))}
      </div>
    </div>
  );
}
