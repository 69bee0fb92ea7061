// /admin/pages, Pages & Galleries (document 001 §2.11): tabs Pages, Galleries and Gallery Editor (enabled
// once a gallery is picked through Add Images); one search box searches pages by title or slug and
// galleries by name or slug. Pages can be created, edited, published, unpublished and deleted. Both lists
// page on the server (#21): the tab, the search, the page and the page size live in the address.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ExternalLink, FileText, ImagePlus, Images, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Gallery } from '../../../../core/schemas/galleries';
import type { Page } from '../../../../core/schemas/pages';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDebounced } from '../../lib/use-debounced';
import { formatDate } from '../../lib/utils';
import { galleriesKey, galleriesQuery } from '../../queries/galleries';
import { pagesKey, pagesQuery } from '../../queries/pages';
import { PageHeader } from '../page-header';
import { useConfirmDelete } from '../shared/confirm-delete';
import { ListSearch } from '../shared/list-search';
import { ListView } from '../shared/list-view';
import { PublishingBadges } from '../shared/publishing-badges';
import { RowActions } from '../shared/row-actions';
import { useDeleteMutation } from '../shared/use-delete-mutation';
import { type ListStateOptions, pagingOf, useListState } from '../shared/use-list-state';
import { useCanEdit } from '../use-can-edit';
import { GalleryDialog } from './gallery-dialog';
import { GalleryEditor } from './gallery-editor';
import { PageDialog } from './page-dialog';

type View = 'pages' | 'galleries';
type Tab = View | 'editor';

/** The list shown (Pages or Galleries), its search, page and page size are in the address. */
const PAGES_LIST: ListStateOptions<{ view: View; search: string }> = {
  filters: { view: { default: 'pages', choices: ['pages', 'galleries'] }, search: { default: '' } },
};

export default function PagesPage() {
  const canEdit = useCanEdit();
  const [{ view, search, page, limit }, update] = useListState(PAGES_LIST);
  const [editorOpen, setEditorOpen] = useState(false);
  const tab: Tab = editorOpen ? 'editor' : view;
  const [pageDialog, setPageDialog] = useState<{ page: Page | null } | null>(null);
  const [galleryDialog, setGalleryDialog] = useState<{ gallery: Gallery | null } | null>(null);
  // The gallery picked for the editor as it was picked, refreshed while the list's page still shows it.
  const [pickedGallery, setPickedGallery] = useState<Gallery | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  // The server searches as the box is typed into, once the typing pauses.
  const serverSearch = useDebounced(search, 250);
  const pages = useQuery({
    ...pagesQuery({ search: serverSearch, page, limit }),
    enabled: view === 'pages',
    placeholderData: keepPreviousData,
  });
  const galleries = useQuery({
    ...galleriesQuery({ search: serverSearch, page, limit }),
    enabled: view === 'galleries',
    placeholderData: keepPreviousData,
  });
  const searching = search.trim() !== '';
  const pickedId = pickedGallery?.id ?? null;
  const picked = galleries.data?.galleries.find((g) => g.id === pickedId) ?? pickedGallery;

  const removePage = useDeleteMutation<Page>({
    url: (p) => `/api/pages/${p.id}`,
    name: (p) => p.title,
    success: 'Page deleted successfully',
    failure: () => ['Delete failed', 'Failed to delete page. Please try again.'],
    invalidates: () => [pagesKey, galleriesKey],
  });
  const removeGallery = useDeleteMutation<Gallery>({
    url: (g) => `/api/galleries/${g.id}`,
    name: (g) => g.name,
    success: 'Gallery deleted successfully',
    failure: () => ['Delete failed', 'Failed to delete gallery. Please try again.'],
    invalidates: () => [galleriesKey],
  });

  const confirmPageDelete = useConfirmDelete<Page>({
    title: 'Delete page?',
    name: (p) => p.title,
    remove: removePage,
    entity: 'pages',
    id: (p) => p.id,
  });
  const confirmGalleryDelete = useConfirmDelete<Gallery>({
    title: 'Delete gallery?',
    name: (g) => g.name,
    remove: {
      isPending: removeGallery.isPending,
      mutate: (gallery, options) =>
        removeGallery.mutate(gallery, {
          ...options,
          onSuccess: () => {
            if (pickedId === gallery.id) {
              setPickedGallery(null);
              setEditorOpen(false);
            }
          },
        }),
    },
    entity: 'galleries',
    id: (g) => g.id,
    counts: (g) => ({ items: g.itemCount }),
  });

  function openEditor(gallery: Gallery, withPicker: boolean) {
    setPickedGallery(gallery);
    setEditorOpen(true);
    if (withPicker) setPickerOpen(true);
  }

  function changeTab(next: Tab) {
    if (next === 'editor') return setEditorOpen(true);
    setEditorOpen(false);
    // Another list starts at its first page; the search is kept.
    if (next !== view) update({ view: next });
  }

  return (
    <>
      <PageHeader
        title="Pages & Galleries"
        description="Content pages of the public site and the image galleries shown on them"
        actions={
          canEdit && (
            <>
              <Button variant="outline" onClick={() => setGalleryDialog({ gallery: null })}>
                <Images className="h-4 w-4" aria-hidden />
                New Gallery
              </Button>
              <Button onClick={() => setPageDialog({ page: null })}>
                <Plus className="h-4 w-4" aria-hidden />
                New Page
              </Button>
            </>
          )
        }
      />
      <Tabs value={tab} onValueChange={(v) => changeTab(v as Tab)}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList>
            <TabsTrigger value="pages">Pages</TabsTrigger>
            <TabsTrigger value="galleries">Galleries</TabsTrigger>
            <TabsTrigger
              value="editor"
              disabled={!picked}
              title={picked ? undefined : 'Pick a gallery through Add Images first'}
            >
              Gallery Editor
            </TabsTrigger>
          </TabsList>
          {tab !== 'editor' && (
            <ListSearch
              className="sm:w-72"
              label={tab === 'pages' ? 'Search pages' : 'Search galleries'}
              placeholder={
                tab === 'pages' ? 'Search pages by title or slug...' : 'Search galleries by name or slug...'
              }
              value={search}
              hint={tab === 'pages' ? 'Title or slug' : 'Name or slug'}
              onChange={(value) => update({ search: value })}
            />
          )}
        </div>

        <TabsContent value="pages">
          <ListView
            query={pages}
            items={pages.data?.pages}
            paging={pagingOf(pages.data, limit, update)}
            itemKey={(page) => page.id}
            label="Pages"
            noun={['page', 'pages']}
            loading={{ label: 'Loading pages...' }}
            error={{ title: 'Could not load the pages' }}
            empty={{
              icon: FileText,
              title: searching ? 'No pages match your search' : 'No pages yet',
              description: searching
                ? undefined
                : 'Create a page for distributor programmes, training or news.',
            }}
            renderItem={(page) => (
              <Card className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap" data-testid="page-row">
                <FileText className="h-5 w-5 shrink-0 text-brand-600" aria-hidden />
                <div className="min-w-0 flex-1 basis-[calc(100%-2.5rem)] sm:basis-0">
                  <p className="truncate font-medium text-slate-900">{page.title}</p>
                  <p className="truncate text-xs text-slate-500">
                    /{page.slug} · updated {formatDate(page.updatedAt)}
                  </p>
                </div>
                <Badge tone={page.status === 'published' ? 'green' : 'slate'}>
                  {page.status === 'published' ? 'Published' : 'Draft'}
                </Badge>
                <PublishingBadges type="page" id={page.id} />
                {page.status === 'published' && (
                  <a
                    href={`/${page.slug}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
                    aria-label={`View ${page.title} on the site`}
                  >
                    <ExternalLink className="h-4 w-4" aria-hidden />
                    View
                  </a>
                )}
                <RowActions
                  name={page.title}
                  canEdit={canEdit}
                  onEdit={() => setPageDialog({ page })}
                  onDelete={() => confirmPageDelete.ask(page)}
                />
              </Card>
            )}
          />
        </TabsContent>

        <TabsContent value="galleries">
          <ListView
            query={galleries}
            items={galleries.data?.galleries}
            paging={pagingOf(galleries.data, limit, update)}
            itemKey={(gallery) => gallery.id}
            label="Galleries"
            noun={['gallery', 'galleries']}
            loading={{ label: 'Loading galleries...', shape: 'cards' }}
            error={{ title: 'Could not load the galleries' }}
            empty={{
              icon: Images,
              title: searching ? 'No galleries match your search' : 'No galleries yet',
              description: searching
                ? undefined
                : 'Create a gallery, then add images from the media library.',
            }}
            layout="cards"
            renderItem={(gallery) => (
              <Card className="flex h-full flex-col gap-2 p-4" data-testid="gallery-card">
                <div className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <h3 className="break-words font-semibold text-slate-900">{gallery.name}</h3>
                    <p className="truncate text-xs text-slate-500">{gallery.slug}</p>
                  </div>
                  <RowActions
                    name={gallery.name}
                    canEdit={canEdit}
                    onEdit={() => setGalleryDialog({ gallery })}
                    onDelete={() => confirmGalleryDelete.ask(gallery)}
                  />
                </div>
                {gallery.title && <p className="text-sm text-slate-700">{gallery.title}</p>}
                <div className="flex flex-wrap gap-1.5">
                  <Badge tone={gallery.isActive ? 'green' : 'slate'}>
                    {gallery.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                  <Badge>
                    {gallery.itemCount} {gallery.itemCount === 1 ? 'image' : 'images'}
                  </Badge>
                  {gallery.pageSlug && <Badge tone="blue">Page /{gallery.pageSlug}</Badge>}
                </div>
                <div className="mt-auto pt-2">
                  {canEdit ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => openEditor(gallery, true)}
                      aria-label={`Add Images to ${gallery.name}`}
                    >
                      <ImagePlus className="h-4 w-4" aria-hidden />
                      Add Images
                    </Button>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => openEditor(gallery, false)}
                      aria-label={`View images of ${gallery.name}`}
                    >
                      <Images className="h-4 w-4" aria-hidden />
                      View Images
                    </Button>
                  )}
                </div>
              </Card>
            )}
          />
        </TabsContent>

        <TabsContent value="editor">
          {picked && (
            <GalleryEditor
              gallery={picked}
              canEdit={canEdit}
              pickerOpen={pickerOpen}
              onPickerOpenChange={setPickerOpen}
            />
          )}
        </TabsContent>
      </Tabs>

      <PageDialog
        open={pageDialog !== null}
        onOpenChange={(open) => !open && setPageDialog(null)}
        page={pageDialog?.page ?? null}
      />
      <GalleryDialog
        open={galleryDialog !== null}
        onOpenChange={(open) => !open && setGalleryDialog(null)}
        gallery={galleryDialog?.gallery ?? null}
      />
      {confirmPageDelete.dialog}
      {confirmGalleryDelete.dialog}
    </>
  );
}
