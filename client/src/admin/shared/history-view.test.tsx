// #19 the shared history view for records other than products: a gallery's timeline and a version's
// images (added / removed / changed, media names resolved, deleted ones said so), a page's content word
// by word inside the page editor's History tab, restore after a confirmation to the record's own
// address, a refused version says why, and read-only (viewers) gets no restore.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import { ReadOnlyProvider } from '../../components/form/read-only';
import { PageDialog } from '../pages/page-dialog';
import { HistoryView } from './history-view';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const meta = (id: number, summary: string, source = 'editor') => ({
  id,
  createdAt: '2026-03-02T14:05:00.000Z',
  userId: 1,
  userLabel: 'ada',
  source,
  action: 'update',
  note: null,
  summary,
});
const list = (...revisions: ReturnType<typeof meta>[]) => ({
  revisions,
  total: revisions.length,
  totalPages: 1,
  page: 1,
  limit: 20,
});
const item = (id: number, mediaFileId: number, extra: Record<string, unknown> = {}) => ({
  id,
  mediaFileId,
  title: null,
  caption: null,
  description: null,
  altText: null,
  tags: [],
  isVisible: true,
  isFeatured: false,
  sortOrder: 0,
  ...extra,
});
const gallerySnap = (name: string, items: unknown[]) => ({
  gallery: {
    name,
    slug: 'workshop',
    title: null,
    description: null,
    pageSlug: null,
    isActive: true,
    sortOrder: 0,
  },
  items,
});
const galleryDetail = (problems: string[] = []) => ({
  revision: meta(4, ''),
  snapshot: gallerySnap('Workshop', [item(1, 7), item(2, 8, { altText: 'Blue flame' })]),
  current: gallerySnap('Torch workshop', [item(2, 8), item(3, 9)]),
  diff: {
    fields: [{ field: 'name', label: 'Name', before: 'Torch workshop', after: 'Workshop' }],
    lists: [
      {
        list: 'items',
        added: [item(1, 7)],
        removed: [item(3, 9)],
        changed: [{ before: item(2, 8), after: item(2, 8, { altText: 'Blue flame' }) }],
      },
    ],
  },
  summary: 'name Torch workshop → Workshop; 1 image added, 1 removed, 1 changed',
  names: { media: { 7: 'flame.jpg', 8: 'bench.jpg' }, pages: {} },
  problems,
});

function renderGallery(readOnly = false) {
  return renderWithProviders(
    <ReadOnlyProvider readOnly={readOnly}>
      <HistoryView
        entity="gallery"
        url="/api/galleries/5"
        keyPrefix={['/api/galleries', 5]}
        label="Gallery history"
        restores="The gallery and its images"
        invalidates={[['/api/galleries']]}
      />
    </ReadOnlyProvider>,
  );
}

describe('#19 the shared history view', () => {
  it('a gallery: timeline, its images against now, restore to the gallery after confirmation', async () => {
    const { calls } = mockApi({
      'GET /api/galleries/5/revisions': [
        200,
        list(meta(6, 'name Workshop → Torch workshop; 1 image added'), meta(4, 'Gallery created')),
      ],
      'GET /api/galleries/5/revisions/4': [200, galleryDetail()],
      'POST /api/galleries/5/revisions/4/restore': [200, { revisionId: 7 }],
    });
    renderGallery();
    const items = within(await screen.findByRole('list', { name: 'Gallery history' })).getAllByRole(
      'listitem',
    );
    expect(items[0]!.textContent).toContain('name Workshop → Torch workshop; 1 image added');
    expect(items[0]!.textContent).toContain('Current');
    fireEvent.click(within(items[1]!).getByRole('button'));
    expect(await screen.findByRole('heading', { name: /^Version of / })).toBeTruthy();
    expect(screen.getByTestId('diff-name').textContent).toBe('NameTorch workshopWorkshop');
    const images = screen.getByTestId('diff-list-items');
    expect(images.textContent).toContain('Only in this version: flame.jpg (position 1)');
    expect(images.textContent).toContain('Only now: Deleted image #9 (position 1)');
    expect(images.textContent).toContain(
      'Changed: bench.jpg (position 1) → bench.jpg — alt "Blue flame" (position 1)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    expect(dialog.textContent).toContain('The gallery and its images go back to how they were');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === '/api/galleries/5/revisions/4/restore'),
      ).toBe(true),
    );
    expect(await screen.findByText('Version restored')).toBeTruthy();
    expect(screen.getByText('The gallery is as it was on', { exact: false })).toBeTruthy();
  });

  it('a version that cannot be restored says why and sends nothing; read-only shows no restore', async () => {
    const { calls } = mockApi({
      'GET /api/galleries/5/revisions': [200, list(meta(6, 'x'), meta(4, 'Gallery created'))],
      'GET /api/galleries/5/revisions/4': [
        200,
        galleryDetail(['An image it shows (flame.jpg) was deleted from the media library.']),
      ],
    });
    const view = renderGallery();
    const items = within(await screen.findByRole('list', { name: 'Gallery history' })).getAllByRole(
      'listitem',
    );
    fireEvent.click(within(items[1]!).getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An image it shows (flame.jpg) was deleted from the media library.',
    );
    const restore = screen.getByRole('button', { name: 'Restore this version' });
    expect(restore.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(restore);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    view.unmount();

    renderGallery(true);
    const again = within(await screen.findByRole('list', { name: 'Gallery history' })).getAllByRole(
      'listitem',
    );
    fireEvent.click(within(again[1]!).getByRole('button'));
    expect(await screen.findByTestId('diff-name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });

  it("the page editor's History tab: content word by word", async () => {
    const page = {
      id: 3,
      title: 'About',
      slug: 'company',
      content: 'We make fine torches.',
      metaTitle: null,
      metaDescription: null,
      status: 'published' as const,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
    };
    const pageSnap = (content: string) => ({
      page: {
        title: 'About',
        slug: 'company',
        content,
        metaTitle: null,
        metaDescription: null,
        status: 'published',
      },
    });
    mockApi({
      'GET /api/pages/3/revisions': [200, list(meta(9, 'content changed'), meta(8, 'Page created'))],
      'GET /api/pages/3/revisions/8': [
        200,
        {
          revision: meta(8, ''),
          snapshot: pageSnap('We make torches.'),
          current: pageSnap('We make fine torches.'),
          diff: {
            fields: [
              {
                field: 'content',
                label: 'Content',
                before: 'We make fine torches.',
                after: 'We make torches.',
              },
            ],
            lists: [],
          },
          summary: 'content changed',
          names: {},
          problems: [],
        },
      ],
    });
    renderWithProviders(<PageDialog open onOpenChange={() => {}} page={page} />);
    const tab = await screen.findByRole('tab', { name: 'History' });
    fireEvent.mouseDown(tab);
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    const items = within(await screen.findByRole('list', { name: 'Page history' })).getAllByRole('listitem');
    fireEvent.click(within(items[1]!).getByRole('button'));
    const content = await screen.findByTestId('diff-content');
    expect(content.querySelector('del')?.textContent).toBe('fine ');
    expect(content.textContent).toBe('ContentWe make fine torches.');
  });
});
