// The Gallery Editor tab (document 001 §2.11, §4): the picked gallery's items with preview, edit, move
// up/down (a swap with the neighbour within the featured or the plain images, then every sortOrder
// renumbered from 0 and sent whole; focus stays on the pressed button) and remove
// (confirmed); the "Add Images to Gallery" picker over the media library.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ImageIcon, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Gallery, GalleryItem } from '../../../../core/schemas/galleries';
import type { MediaFile } from '../../../../core/schemas/images';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { MoveButtons, type MoveDirection } from '../../components/ui/move-buttons';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { apiJson, errorMessage, failureMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { galleriesKey, galleryItemsQuery } from '../../queries/galleries';
import { mediaQuery } from '../../queries/media';
import { HistoryView } from '../shared/history-view';
import { mediaName } from '../shared/media-name';
import { GalleryItemDialog } from './gallery-item-dialog';

/** Why the item at `index` cannot move that way (GAL-18: featured images always sort first), or null. */
export function moveBlocked(
  items: Array<{ isFeatured: boolean }>,
  index: number,
  direction: MoveDirection,
): string | null {
  const target = index + direction;
  if (target < 0) return 'Already the first image';
  if (target >= items.length) return 'Already the last image';
  if (items[index]!.isFeatured !== items[target]!.isFeatured)
    return items[index]!.isFeatured
      ? 'Featured images always show first: unfeature it to move it lower'
      : 'Featured images always show first: feature it to move it higher';
  return null;
}

/**
 * Swaps the item at `index` with its neighbour and renumbers every sortOrder from 0, or null when the
 * move cannot happen. The list is in the server's order (featured first, then sortOrder), so a swap
 * across the featured boundary would be saved and then sorted straight back: it is refused here.
 */
export function moveItem<T extends { id: number; isFeatured: boolean }>(
  items: T[],
  index: number,
  direction: MoveDirection,
): Array<{ id: number; sortOrder: number }> | null {
  if (index < 0 || index >= items.length || moveBlocked(items, index, direction)) return null;
  const target = index + direction;
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next.map((item, sortOrder) => ({ id: item.id, sortOrder }));
}

export function GalleryEditor({
  gallery,
  canEdit,
  pickerOpen,
  onPickerOpenChange,
}: {
  gallery: Gallery;
  canEdit: boolean;
  pickerOpen: boolean;
  onPickerOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const items = useQuery(galleryItemsQuery(gallery.id));
  const [editing, setEditing] = useState<GalleryItem | null>(null);
  const [removing, setRemoving] = useState<GalleryItem | null>(null);
  // The picker opens from a gallery card on the Galleries tab, which the editor tab then replaces: on
  // close focus goes to this editor's own "Add Images" button.
  const addButton = useRef<HTMLButtonElement>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: galleryItemsQuery(gallery.id).queryKey }),
      queryClient.invalidateQueries({ queryKey: galleriesKey }),
    ]);

  const reorder = useMutation({
    mutationFn: (order: Array<{ id: number; sortOrder: number }>) =>
      apiJson<GalleryItem[]>('PUT', `/api/galleries/${gallery.id}/items/reorder`, { items: order }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(galleryItemsQuery(gallery.id).queryKey, saved);
      notify.success('Gallery items reordered', 'The new order is saved.');
    },
    onError: async (err) => {
      notify.error('Error', `Failed to reorder gallery items. ${failureMessage(err, 'Please try again.')}`);
      await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (item: GalleryItem) => apiJson<unknown>('DELETE', `/api/gallery-items/${item.id}`),
    onSuccess: async () => {
      notify.success('Gallery item deleted successfully', 'The image was removed from the gallery.');
      setRemoving(null);
      await refresh();
    },
    onError: (err) => {
      setRemoving(null);
      notify.error('Delete failed', failureMessage(err, 'Failed to delete gallery item. Please try again.'));
    },
  });

  const list = items.data ?? [];
  let content: React.ReactNode;
  if (items.isPending) {
    content = (
      <div className="grid gap-2">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (items.isError) {
    content = (
      <ErrorState
        title="Could not load the gallery"
        message={errorMessage(items.error)}
        onRetry={() => items.refetch()}
      />
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        icon={ImageIcon}
        title="No images in this gallery yet."
        description="Add images from the media library."
      />
    );
  } else {
    content = (
      <ol className="grid gap-2" aria-label="Gallery items">
        {list.map((item, index) => {
          const name = item.altText || item.mediaFile.alt || mediaName(item.mediaFile);
          return (
            <li
              key={item.id}
              className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2"
              data-testid="gallery-item"
            >
              <span className="w-6 shrink-0 text-center text-sm tabular-nums text-slate-500">
                {index + 1}
              </span>
              <img
                src={item.mediaFile.optimizedVariants?.thumbnail ?? item.mediaFile.url}
                alt={name}
                className={`h-16 w-16 shrink-0 rounded object-cover sm:h-20 sm:w-24 ${item.isVisible ? '' : 'opacity-50'}`}
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">
                  {item.caption || item.title || name}
                </p>
                <p className="truncate text-xs text-slate-500">{name}</p>
                <div className="mt-1 flex flex-wrap gap-1">
                  {!item.isVisible && <Badge tone="yellow">Hidden</Badge>}
                  {item.isFeatured && (
                    <Badge tone="brand">
                      <Star className="h-3 w-3" aria-hidden />
                      Featured
                    </Badge>
                  )}
                </div>
              </div>
              {canEdit && (
                <div className="flex shrink-0 flex-wrap justify-end gap-1">
                  <MoveButtons
                    upLabel={`Move ${name} up`}
                    downLabel={`Move ${name} down`}
                    upBlocked={moveBlocked(list, index, -1)}
                    downBlocked={moveBlocked(list, index, 1)}
                    position={index}
                    pending={reorder.isPending}
                    onMove={(direction) => {
                      const order = moveItem(list, index, direction);
                      if (order) reorder.mutate(order);
                    }}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${name}`}
                    title="Edit"
                    onClick={() => setEditing(item)}
                  >
                    <Pencil className="h-4 w-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${name}`}
                    title="Remove"
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    onClick={() => setRemoving(item)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{gallery.name}</h2>
          <p className="text-sm text-slate-500">
            /{gallery.slug} · {list.length} {list.length === 1 ? 'image' : 'images'} · featured images show
            first
          </p>
        </div>
        {canEdit && (
          <Button ref={addButton} onClick={() => onPickerOpenChange(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Images
          </Button>
        )}
      </div>
      <Tabs defaultValue="images">
        <TabsList aria-label="Gallery editor">
          <TabsTrigger value="images">Images</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <TabsContent value="images">{content}</TabsContent>
        <TabsContent value="history">
          <HistoryView
            entity="gallery"
            url={`/api/galleries/${gallery.id}`}
            keyPrefix={[...galleriesKey, gallery.id]}
            label="Gallery history"
            restores="The gallery's details and its images (which, their texts and their order)"
            invalidates={[galleriesKey, galleryItemsQuery(gallery.id).queryKey]}
          />
        </TabsContent>
      </Tabs>
      <AddImagesDialog
        gallery={gallery}
        open={pickerOpen}
        onOpenChange={onPickerOpenChange}
        inGallery={new Set(list.map((i) => i.mediaFileId))}
        itemCount={list.length}
        onAdded={refresh}
        returnFocus={addButton}
      />
      <GalleryItemDialog item={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove image from gallery?"
        description="The image is removed from this gallery; the file stays in the media library."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </div>
  );
}

/** "Add Images to Gallery": the media library; a click adds the image at the end of the gallery. */
export function AddImagesDialog({
  gallery,
  open,
  onOpenChange,
  inGallery,
  itemCount,
  onAdded,
  returnFocus,
}: {
  gallery: Gallery;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  inGallery: Set<number>;
  itemCount: number;
  onAdded: () => Promise<unknown>;
  /** Where focus goes when the picker closes (its opener may be gone). */
  returnFocus?: React.RefObject<HTMLButtonElement | null>;
}) {
  // The library is paged on the server (#18): the picker searches and pages it too.
  const [search, setSearch] = useState('');
  const [serverSearch, setServerSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(24);
  useEffect(() => {
    const timer = setTimeout(() => {
      setServerSearch(search);
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);
  const media = useQuery({
    ...mediaQuery({ search: serverSearch, page, limit }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const add = useMutation({
    mutationFn: (file: MediaFile) =>
      apiJson<GalleryItem>('POST', '/api/gallery-items', {
        galleryId: gallery.id,
        mediaFileId: file.id,
        altText: file.alt || null,
        caption: file.caption ?? null,
        description: file.description ?? null,
        tags: file.tags,
        isVisible: true,
        isFeatured: false,
        sortOrder: itemCount,
      }),
    onSuccess: async () => {
      notify.success('Image added to gallery', `The image was added to "${gallery.name}".`);
      await onAdded();
    },
    onError: (err) =>
      notify.error('Error', failureMessage(err, 'Failed to add image to gallery. Please try again.')),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="xl"
        onCloseAutoFocus={(event) => {
          const target = returnFocus?.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Add Images to Gallery</DialogTitle>
          <DialogDescription>
            Choose images from the media library to add to "{gallery.name}".
          </DialogDescription>
        </DialogHeader>
        <Input
          type="search"
          aria-label="Search media"
          placeholder="Search by name, alt text or tag..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {media.isPending ? (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <Skeleton key={i} className="aspect-square w-full" />
            ))}
          </div>
        ) : media.isError ? (
          <ErrorState title="Could not load the media library" message={errorMessage(media.error)} />
        ) : media.data.media.length === 0 ? (
          serverSearch.trim() ? (
            <EmptyState
              icon={ImageIcon}
              title="No media files match your search"
              description="Try another name, alt text or tag."
            />
          ) : (
            <EmptyState
              icon={ImageIcon}
              title="No images available"
              description="Upload images in the Media Library first."
            />
          )
        ) : (
          <ul
            className="grid max-h-[60vh] grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-4"
            aria-label="Media library"
          >
            {media.data.media.map((file) => {
              const added = inGallery.has(file.id);
              return (
                <li key={file.id}>
                  <button
                    type="button"
                    className="group relative block w-full overflow-hidden rounded-md border border-slate-200 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60"
                    onClick={() => add.mutate(file)}
                    disabled={add.isPending}
                    aria-label={`Add ${mediaName(file)}`}
                  >
                    <img
                      src={file.optimizedVariants?.thumbnail ?? file.url}
                      alt={file.alt}
                      loading="lazy"
                      className="aspect-square w-full object-cover transition group-hover:opacity-90"
                    />
                    <span className="block truncate px-2 py-1 text-xs text-slate-700">{mediaName(file)}</span>
                    {added && (
                      <span className="absolute right-1 top-1 inline-flex items-center gap-1 rounded-full bg-brand-600 px-1.5 py-0.5 text-xs text-white">
                        <Check className="h-3 w-3" aria-hidden />
                        In gallery
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {media.data && media.data.total > 0 && (
          <Pagination
            page={media.data.page}
            totalPages={media.data.totalPages}
            total={media.data.total}
            limit={limit}
            noun="files"
            onPageChange={setPage}
            onLimitChange={(next) => {
              setLimit(next);
              setPage(1);
            }}
          />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
