// /admin/media, the Media Library (document 001 §2.6, §4, §5, §8, §9): server-side search and sort
// (also applied in the browser), grid/list toggle, one-at-a-time upload, file-count badge, "Edit Media
// Details", SEO score bands, tags 3 (grid) / 2 (list) then "+N", and a confirmed delete that names
// where a file is still used before it can be forced. Issue #14: each file says where it is used, an
// "Unused" filter (applied by the server), and editors select several files to delete them at once.
// Issue #18: the library is paged on the server (page and page size in the address); the badge counts
// every file the filter selects, the browser's filter and sort apply to the page on screen.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Grid3x3, ImageIcon, List, Pencil, Search, Trash2, Upload } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { MEDIA_TAGS_SHOWN } from '../../../../core/constants';
import type { ImageUpload, MediaFile } from '../../../../core/schemas/images';
import type { MediaListItem, MediaSort, MediaUsageFilter } from '../../../../core/schemas/media';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Select } from '../../components/ui/select';
import { Checkbox } from '../../components/ui/switch';
import { ApiError, apiJson, apiUpload, errorMessage, failureMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useDebounced } from '../../lib/use-debounced';
import { cn, formatBytes, formatDate } from '../../lib/utils';
import { mediaKey, mediaQuery } from '../../queries/media';
import { PageHeader } from '../page-header';
import { useConfirmDelete } from '../shared/confirm-delete';
import { ListSearch } from '../shared/list-search';
import { ListView } from '../shared/list-view';
import { mediaName } from '../shared/media-name';
import { SeoScoreBadge } from '../shared/seo-score-badge';
import { type ListStateOptions, useListState } from '../shared/use-list-state';
import { useCanEdit } from '../use-can-edit';
import { MediaDetailsDialog } from './media-details-dialog';
import { filterAndSortMedia, uploadProblem } from './media-utils';
import { TagChips } from './tag-chips';
import { UsageLine } from './usage-line';

const SORT_OPTIONS: Array<{ value: MediaSort; label: string }> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'size', label: 'Largest first' },
  { value: 'name', label: 'Name (A–Z)' },
];

const USAGE_OPTIONS: Array<{ value: MediaUsageFilter; label: string }> = [
  { value: 'all', label: 'All files' },
  { value: 'used', label: 'In use' },
  { value: 'unused', label: 'Unused' },
];

/** Search, sort, usage filter and view in the address (/admin/media?usage=unused&view=list). */
const MEDIA_LIST: ListStateOptions<{
  search: string;
  sort: MediaSort;
  usage: MediaUsageFilter;
  view: 'grid' | 'list';
}> = {
  filters: {
    search: { default: '' },
    sort: { default: 'newest', choices: SORT_OPTIONS.map((o) => o.value) },
    usage: { default: 'all', choices: USAGE_OPTIONS.map((o) => o.value) },
    view: { default: 'grid', choices: ['grid', 'list'] },
  },
};

const filesLabel = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

export default function MediaPage() {
  const queryClient = useQueryClient();
  const canEdit = useCanEdit();
  const [{ search, sort, usage, view, page, limit }, update] = useListState(MEDIA_LIST);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkConfirm, setBulkConfirm] = useState(false);
  const [editing, setEditing] = useState<MediaFile | null>(null);
  const [inUse, setInUse] = useState<{ media: MediaFile; message: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const serverSearch = useDebounced(search, 250);
  const media = useQuery({
    ...mediaQuery({ search: serverSearch, sort, usage, page, limit }),
    placeholderData: keepPreviousData,
  });
  const shown = useMemo(
    () => filterAndSortMedia(media.data?.media ?? [], search, sort),
    [media.data, search, sort],
  );
  // Only what is on the screen can be deleted: a file filtered away leaves the selection.
  const chosen = shown.filter((m) => selected.has(m.id));
  const toggle = (m: MediaListItem, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(m.id);
      else next.delete(m.id);
      return next;
    });

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file, file.name);
      return apiUpload<ImageUpload>('/api/images/upload', form);
    },
    onSuccess: async (saved) => {
      notify.success(
        'Upload successful',
        `"${saved.displayName || saved.originalName}" was added to the media library.`,
      );
      await queryClient.invalidateQueries({ queryKey: mediaKey });
    },
    // A refused file says why ("Image too large: at most 120 megapixels"); only a failure a retry may fix says so (#16).
    onError: (err) =>
      notify.error('Upload failed', failureMessage(err, 'Failed to upload media file. Please try again.')),
  });
  const uploading = upload.isPending;

  const remove = useMutation({
    mutationFn: ({ media, force }: { media: MediaFile; force: boolean }) =>
      apiJson<unknown>('DELETE', `/api/media/${media.id}${force ? '?force=true' : ''}`),
    onSuccess: async (_r, { media }) => {
      notify.success('Media deleted', `"${mediaName(media)}" was deleted.`);
      setInUse(null);
      await queryClient.invalidateQueries({ queryKey: mediaKey });
    },
    onError: (err, { media }) => {
      if (err instanceof ApiError && err.status === 409) {
        setInUse({ media, message: errorMessage(err) });
        return;
      }
      setInUse(null);
      notify.error('Error', 'Failed to delete media file.');
    },
  });

  const bulkRemove = useMutation({
    mutationFn: (ids: number[]) => apiJson<{ deleted: number }>('POST', '/api/media/bulk-delete', { ids }),
    onSuccess: async ({ deleted }) => {
      notify.success('Media deleted', `${filesLabel(deleted)} ${deleted === 1 ? 'was' : 'were'} deleted.`);
      setBulkConfirm(false);
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: mediaKey });
    },
    onError: async (err) => {
      setBulkConfirm(false);
      if (err instanceof ApiError && err.status === 409) {
        notify.error('Files still in use', errorMessage(err));
        await queryClient.invalidateQueries({ queryKey: mediaKey });
        return;
      }
      notify.error('Error', 'Failed to delete media files.');
    },
  });

  const confirmDelete = useConfirmDelete<MediaFile>({
    title: 'Delete media file?',
    name: mediaName,
    remove: {
      isPending: remove.isPending,
      mutate: (media, options) => remove.mutate({ media, force: false }, options),
    },
  });

  function chooseFile(file: File | undefined) {
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) {
      notify.error(...problem);
      return;
    }
    upload.mutate(file);
  }

  // Every file the filter selects (the server's count); while typing, what the page shows.
  const total = search.trim() !== serverSearch.trim() ? shown.length : (media.data?.total ?? shown.length);
  const empty = search.trim()
    ? {
        icon: Search,
        title: 'No media files match your search',
        description: 'Try another name, alt text or tag.',
      }
    : usage !== 'all'
      ? {
          icon: ImageIcon,
          title: usage === 'unused' ? 'No unused media files' : 'No media files in use',
          description:
            usage === 'unused'
              ? 'Every file is used by a product, gallery, brand or page.'
              : 'No product, gallery, brand or page uses a file yet.',
        }
      : {
          icon: ImageIcon,
          title: 'No media files yet',
          description: 'Upload an image to start the library.',
        };
  const content = (
    <ListView
      query={media}
      items={media.data && shown}
      itemKey={(m) => m.id}
      label="Media files"
      noun={['file', 'files']}
      // The header's badge counts the files.
      showCount={false}
      loading={{ label: 'Loading media files', shape: 'tiles' }}
      error={{ title: 'Could not load the media library' }}
      empty={empty}
      paging={
        media.data && {
          page: media.data.page,
          totalPages: media.data.totalPages,
          total: media.data.total,
          limit,
          onPageChange: (next) => update({ page: next }),
          onLimitChange: (next) => update({ limit: next }),
        }
      }
      layout={view === 'grid' ? 'tiles' : 'divided'}
      itemProps={() =>
        view === 'grid'
          ? {}
          : { className: 'flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap', 'data-testid': 'media-row' }
      }
      renderItem={(m) =>
        view === 'grid' ? (
          <Card className="relative flex h-full flex-col overflow-hidden" data-testid="media-card">
            {canEdit && (
              <SelectBox
                media={m}
                checked={selected.has(m.id)}
                onChange={toggle}
                className="absolute left-2 top-2 rounded bg-white/90 p-1 shadow"
              />
            )}
            <div className="aspect-square bg-slate-100">
              <img
                src={m.optimizedVariants?.thumbnail ?? m.url}
                alt={m.alt}
                loading="lazy"
                className="h-full w-full object-cover"
              />
            </div>
            <div className="flex flex-1 flex-col gap-2 p-3">
              <p className="truncate text-sm font-medium text-slate-900" title={mediaName(m)}>
                {mediaName(m)}
              </p>
              <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                <SeoScoreBadge score={m.seoScore} />
                <span>{formatBytes(m.size)}</span>
              </div>
              <UsageLine usage={m.usage} />
              <TagChips tags={m.tags} shown={MEDIA_TAGS_SHOWN.grid} />
              <MediaActions media={m} canEdit={canEdit} onEdit={setEditing} onDelete={confirmDelete.ask} />
            </div>
          </Card>
        ) : (
          <>
            {canEdit && <SelectBox media={m} checked={selected.has(m.id)} onChange={toggle} />}
            <img
              src={m.optimizedVariants?.thumbnail ?? m.url}
              alt={m.alt}
              loading="lazy"
              className="h-14 w-14 shrink-0 rounded object-cover"
            />
            <div className="min-w-0 flex-1 basis-[calc(100%-4.5rem)] sm:basis-0">
              <p className="truncate text-sm font-medium text-slate-900">{mediaName(m)}</p>
              <p className="truncate text-xs text-slate-500">{m.alt || 'No alt text'}</p>
              <UsageLine usage={m.usage} />
              <div className="mt-1 sm:hidden">
                <TagChips tags={m.tags} shown={MEDIA_TAGS_SHOWN.list} />
              </div>
            </div>
            <div className="hidden w-48 shrink-0 sm:block">
              <TagChips tags={m.tags} shown={MEDIA_TAGS_SHOWN.list} />
            </div>
            <span className="shrink-0 text-xs sm:w-20 sm:text-right text-slate-500">
              {formatBytes(m.size)}
            </span>
            <span className="hidden w-24 shrink-0 text-xs text-slate-500 md:block">
              {formatDate(m.createdAt)}
            </span>
            <SeoScoreBadge score={m.seoScore} />
            <MediaActions
              media={m}
              canEdit={canEdit}
              onEdit={setEditing}
              onDelete={confirmDelete.ask}
              compact
            />
          </>
        )
      }
    />
  );

  return (
    <>
      <PageHeader
        title="Media Library"
        description={
          <span className="inline-flex items-center gap-2">
            Images for products, pages and galleries
            <Badge tone="brand" data-testid="file-count">
              {total} {total === 1 ? 'file' : 'files'}
            </Badge>
          </span>
        }
        actions={
          canEdit && (
            <>
              <Button onClick={() => fileInput.current?.click()} pending={uploading} disabled={uploading}>
                <Upload className="h-4 w-4" aria-hidden />
                {uploading ? 'Uploading...' : 'Upload Image'}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                className="sr-only"
                aria-label="Choose an image to upload"
                data-testid="media-upload-input"
                onChange={(e) => {
                  chooseFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <ListSearch
          className="flex-1"
          label="Search media"
          placeholder="Search by name, alt text or tag..."
          value={search}
          onChange={(value) => update({ search: value })}
        />
        <div className="flex flex-wrap gap-2 sm:flex-nowrap">
          <div className="w-full shrink-0 sm:w-44">
            <Select
              aria-label="Sort media"
              value={sort}
              onValueChange={(v) => update({ sort: v as MediaSort })}
              options={SORT_OPTIONS}
            />
          </div>
          <div className="w-full shrink-0 sm:w-36">
            <Select
              aria-label="Filter by usage"
              value={usage}
              onValueChange={(v) => update({ usage: v as MediaUsageFilter })}
              options={USAGE_OPTIONS}
            />
          </div>
          <fieldset className="flex rounded-md border border-slate-300 bg-white p-0.5" aria-label="View">
            {(
              [
                ['grid', Grid3x3, 'Grid view'],
                ['list', List, 'List view'],
              ] as const
            ).map(([value, Icon, label]) => (
              <button
                key={value}
                type="button"
                aria-label={label}
                aria-pressed={view === value}
                title={label}
                onClick={() => update({ view: value })}
                className={cn(
                  'rounded p-1.5',
                  view === value ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden />
              </button>
            ))}
          </fieldset>
        </div>
      </div>
      {canEdit && chosen.length > 0 && (
        <div
          className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm"
          data-testid="media-selection"
        >
          <span className="font-medium text-slate-800">{chosen.length} selected</span>
          <Button variant="destructive" size="sm" onClick={() => setBulkConfirm(true)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete {filesLabel(chosen.length)}
          </Button>
          {chosen.length < shown.length && (
            <Button variant="outline" size="sm" onClick={() => setSelected(new Set(shown.map((m) => m.id)))}>
              Select all {shown.length}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      )}
      {content}
      <ConfirmDialog
        open={bulkConfirm}
        onOpenChange={setBulkConfirm}
        title={`Delete ${filesLabel(chosen.length)}?`}
        description={`Are you sure you want to delete ${filesLabel(chosen.length)}? Files still used by a product, gallery, brand or page are not deleted. This action cannot be undone.`}
        confirmLabel={`Delete ${filesLabel(chosen.length)}`}
        pending={bulkRemove.isPending}
        onConfirm={() => bulkRemove.mutate(chosen.map((m) => m.id))}
      />
      <MediaDetailsDialog media={editing} onOpenChange={(open) => !open && setEditing(null)} />
      {confirmDelete.dialog}
      <ConfirmDialog
        open={inUse !== null}
        onOpenChange={(open) => !open && setInUse(null)}
        title="This file is still in use"
        description={
          inUse
            ? `${inUse.message.replace(/ Delete it anyway.*$/, '')} Deleting it removes the image from those places as well. This action cannot be undone.`
            : ''
        }
        confirmLabel="Delete anyway"
        pending={remove.isPending}
        onConfirm={() => inUse && remove.mutate({ media: inUse.media, force: true })}
      />
    </>
  );
}

function SelectBox({
  media,
  checked,
  onChange,
  className,
}: {
  media: MediaListItem;
  checked: boolean;
  onChange: (m: MediaListItem, on: boolean) => void;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex shrink-0', className)}>
      <Checkbox
        checked={checked}
        onCheckedChange={(value) => onChange(media, value === true)}
        aria-label={`Select ${mediaName(media)}`}
      />
    </span>
  );
}

function MediaActions({
  media,
  canEdit,
  onEdit,
  onDelete,
  compact = false,
}: {
  media: MediaFile;
  canEdit: boolean;
  onEdit: (m: MediaFile) => void;
  onDelete: (m: MediaFile) => void;
  compact?: boolean;
}) {
  if (!canEdit) return null;
  const name = mediaName(media);
  return (
    <div className={cn('flex gap-1', compact ? 'ml-auto sm:ml-0' : 'mt-auto pt-1')}>
      <Button
        variant="outline"
        size={compact ? 'icon' : 'sm'}
        onClick={() => onEdit(media)}
        aria-label={`Edit ${name}`}
        title="Edit details"
        className={compact ? undefined : 'flex-1'}
      >
        <Pencil className="h-4 w-4" aria-hidden />
        {!compact && 'Edit'}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onDelete(media)}
        aria-label={`Delete ${name}`}
        title="Delete"
        className="text-red-600 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}
