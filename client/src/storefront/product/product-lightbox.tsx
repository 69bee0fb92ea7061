// The product page's full-screen lightbox (document 001 §2.15; phones): wrapping previous/next, "n / total",
// the arrow keys; Escape closes it and focus goes back to the picture that opened it. Loaded on demand.
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { Modal } from '../modal';
import { desktopOf } from './image-gallery';

export default function ProductLightbox({
  images,
  index,
  name,
  onIndex,
  onClose,
}: {
  images: string[];
  index: number;
  name: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const total = images.length;
  const previous = () => onIndex((index - 1 + total) % total);
  const next = () => onIndex((index + 1) % total);

  return (
    <Modal
      onClose={onClose}
      title={`${name} images`}
      description={total > 1 ? 'Use the left and right arrow keys to move between images.' : undefined}
      overlayClassName="fixed inset-0 z-50 bg-black/95"
      className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') {
          event.preventDefault();
          previous();
        } else if (event.key === 'ArrowRight') {
          event.preventDefault();
          next();
        }
      }}
      data-testid="lightbox"
    >
      <div className="flex items-center justify-between p-3">
        <span className="text-sm font-medium tabular-nums" data-testid="lightbox-counter">
          {index + 1} / {total}
        </span>
        <D.Close className="rounded-full p-2 hover:bg-white/10" aria-label="Close">
          <X className="h-6 w-6" aria-hidden />
        </D.Close>
      </div>
      <div className="relative flex flex-1 items-center justify-center overflow-auto px-2">
        <img
          src={desktopOf(images[index]!)}
          alt={`${name}, view ${index + 1} of ${total}`}
          width={1600}
          height={1600}
          className="max-h-full w-auto max-w-full object-contain"
        />
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={previous}
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/15 p-2 hover:bg-white/25"
              aria-label="Previous image"
            >
              <ChevronLeft className="h-6 w-6" aria-hidden />
            </button>
            <button
              type="button"
              onClick={next}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/15 p-2 hover:bg-white/25"
              aria-label="Next image"
            >
              <ChevronRight className="h-6 w-6" aria-hidden />
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
