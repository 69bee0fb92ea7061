// The public gallery's full-screen lightbox (document 001 §2.13): left and right arrow keys move between
// images; Escape closes it and focus goes back to the image that opened it. Loaded on demand by the gallery.
import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { PublicGalleryItem } from '../../../../core/schemas/galleries';
import { Modal } from '../modal';
import { GalleryPicture, NavButton } from './gallery';

export default function GalleryLightbox({
  title,
  item: current,
  caption,
  index,
  count,
  onMove,
  onClose,
}: {
  title: string;
  item: PublicGalleryItem;
  caption: string | null | undefined;
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      onClose={onClose}
      title={title}
      description={`Image ${index + 1} of ${count}. Use the left and right arrow keys to move between images.`}
      overlayClassName="fixed inset-0 z-50 bg-black/90"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 focus:outline-none"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') {
          event.preventDefault();
          onMove(-1);
        } else if (event.key === 'ArrowRight') {
          event.preventDefault();
          onMove(1);
        }
      }}
      data-testid="lightbox"
    >
      <GalleryPicture
        item={current}
        eager
        className="flex max-h-[80vh] max-w-full items-center justify-center"
        imgClassName="max-h-[80vh] w-auto max-w-full object-contain"
      />
      {caption && <p className="mt-3 max-w-2xl text-center text-sm text-slate-200">{caption}</p>}
      <p className="mt-1 text-xs tabular-nums text-slate-400">
        {index + 1} / {count}
      </p>
      {count > 1 && (
        <>
          <NavButton side="left" label="Previous image" onClick={() => onMove(-1)} dark />
          <NavButton side="right" label="Next image" onClick={() => onMove(1)} dark />
        </>
      )}
      <D.Close
        className="absolute right-4 top-4 rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
        aria-label="Close"
      >
        <X className="h-5 w-5" aria-hidden />
      </D.Close>
    </Modal>
  );
}
