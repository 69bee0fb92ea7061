// #19 the page editor's draft experience and scheduling: a published page's "Save draft" keeps the
// changes off the site (PUT …/draft without the status); the form shows the draft over the page; the
// shared draft bar offers Preview (/slug?preview=1), a shareable link and Publish; the schedule control
// sets publish/unpublish times in the browser's time zone, shows the server's messages under the field,
// and clears a schedule after a confirmation. Dialogs trap focus, Escape closes the top one only, and
// focus returns to the button that opened it.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from '../../../../core/schemas/drafts';
import type { Page } from '../../../../core/schemas/pages';
import { noDraft } from '../../../../tests/helpers/drafts';
import { adminUser, mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import PagesPage from './pages-page';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const at = '2026-01-01T00:00:00.000Z';
const about: Page = {
  id: 4,
  title: 'About us',
  slug: 'about',
  content: 'Published words.',
  metaTitle: null,
  metaDescription: null,
  status: 'published',
  createdAt: at,
  updatedAt: at,
};
const hidden: Page = { ...about, id: 5, title: 'Hidden', slug: 'hidden', status: 'draft' };
const withDraft: Draft = {
  ...noDraft,
  exists: true,
  fields: { content: 'Draft words.' },
  changes: [{ field: 'content', label: 'Content', published: 'Published words.', draft: 'Draft words.' }],
  userLabel: 'ada',
};

const pageList = (pages: Page[]) => ({ pages, total: pages.length, totalPages: 1, page: 1, limit: 24 });

function api(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/user': [200, adminUser],
    'GET /api/pages': [200, pageList([about])],
    'GET /api/pages/4': [200, about],
    'GET /api/galleries': [200, { galleries: [], total: 0, totalPages: 1, page: 1, limit: 24 }],
    'GET /api/publishing': [200, { drafts: [], schedules: [] }],
    'GET /api/pages/4/revisions': [200, { revisions: [], total: 0, page: 1, limit: 20, totalPages: 1 }],
    ...(extra as Record<string, [number, unknown]>),
  });
}

async function openEditor() {
  renderWithProviders(<PagesPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit About us' }));
  return screen.findByRole('dialog', { name: 'Edit Page' });
}

describe('#19 page editor: drafts, preview, publish', () => {
  it('Save draft sends the fields without the status; the draft bar then offers Preview and Publish', async () => {
    let draft: Draft = noDraft;
    const { calls } = api({
      'GET /api/pages/4/draft': () => [200, draft],
      'PUT /api/pages/4/draft': (body: unknown) => {
        draft = { ...withDraft, fields: body as Record<string, unknown> };
        return [200, draft];
      },
      'POST /api/pages/4/draft/publish': () => {
        draft = noDraft;
        return [200, { revisionId: 3 }];
      },
    });
    const dialog = await openEditor();
    expect(within(dialog).queryByRole('region', { name: 'Unpublished draft' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Content/), { target: { value: 'Draft words.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/pages/4/draft')).toBe(true),
    );
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ title: 'About us', slug: 'about', content: 'Draft words.' });
    expect(put.body).not.toHaveProperty('status');
    // The published page was not saved.
    expect(calls.some((c) => c.path === '/api/pages/4' && c.method === 'PUT')).toBe(false);
    const bar = await within(dialog).findByRole('region', { name: 'Unpublished draft' });
    expect(within(bar).getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe('/about?preview=1');
    // The dialog stays open with the draft's value, and it is not dirty any more.
    expect((within(dialog).getByLabelText(/^Content/) as HTMLTextAreaElement).value).toBe('Draft words.');
    fireEvent.click(within(bar).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/pages/4/draft/publish')).toBe(true),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('region', { name: 'Unpublished draft' })).toBeNull(),
    );
  });

  it('the form shows an existing draft over the published page; an unpublished page has no Save draft', async () => {
    api({
      'GET /api/pages': [200, pageList([about, hidden])],
      'GET /api/pages/5': [200, hidden],
      'GET /api/pages/4/draft': [200, withDraft],
      'GET /api/pages/5/draft': [200, noDraft],
      'GET /api/pages/5/revisions': [200, { revisions: [], total: 0, page: 1, limit: 20, totalPages: 1 }],
    });
    const dialog = await openEditor();
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^Content/) as HTMLTextAreaElement).value).toBe('Draft words.'),
    );
    expect(within(dialog).getByRole('region', { name: 'Unpublished draft' }).textContent).toContain(
      'Unpublished draft by ada',
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Page' })).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Hidden' }));
    const unpublished = await screen.findByRole('dialog', { name: 'Edit Page' });
    expect(within(unpublished).queryByRole('button', { name: 'Save draft' })).toBeNull();
  });
});

describe('#19 scheduling in the page editor', () => {
  it('sets a schedule (time zone said), shows the server messages at the fields, and clears it after a confirmation', async () => {
    let schedule: Draft['schedule'] = null;
    const { calls } = api({
      'GET /api/pages/4/draft': () => [200, { ...noDraft, schedule }],
      'PUT /api/pages/4/schedule': (body: unknown) => {
        const b = body as { publishAt: string; unpublishAt: string | null };
        if (b.unpublishAt && b.unpublishAt < b.publishAt)
          return [
            400,
            {
              error: 'Unpublish at must be after publish at',
              details: { unpublishAt: ['Unpublish at must be after publish at'] },
            },
          ];
        if (b.publishAt < '2027')
          return [
            400,
            {
              error: 'Publish at must not be in the past',
              details: { publishAt: ['Publish at must not be in the past'] },
            },
          ];
        schedule = { ...b, error: null, userLabel: 'admin' };
        return [200, schedule];
      },
      'DELETE /api/pages/4/schedule': () => {
        schedule = null;
        return [204, undefined];
      },
    });
    const dialog = await openEditor();
    const section = await within(dialog).findByRole('region', { name: 'Scheduled publishing' });
    expect(section.textContent).toContain('Not scheduled.');
    const opener = within(section).getByRole('button', { name: 'Set schedule' });
    opener.focus();
    fireEvent.click(opener);
    const form = await screen.findByRole('dialog', { name: 'Schedule publishing' });
    // The time zone is said (the tests run in UTC).
    expect(form.textContent).toMatch(/Times are in your time zone: (UTC\+00:00|.+\(UTC[+-]\d\d:\d\d\))/);
    const publishAt = within(form).getByLabelText(/^Publish at/) as HTMLInputElement;
    const unpublishAt = within(form).getByLabelText(/^Unpublish at/) as HTMLInputElement;
    expect([publishAt.type, unpublishAt.type]).toEqual(['datetime-local', 'datetime-local']);
    // Focus is inside the schedule dialog; Escape closes it only, and focus returns to its button.
    await waitFor(() => expect(form.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(form, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule publishing' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit Page' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Schedule publishing' });
    const pub = within(again).getByLabelText(/^Publish at/) as HTMLInputElement;
    const unpub = within(again).getByLabelText(/^Unpublish at/) as HTMLInputElement;
    fireEvent.change(pub, { target: { value: '2030-03-02T09:00' } });
    fireEvent.change(unpub, { target: { value: '2030-03-01T09:00' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save schedule' }));
    expect(await within(again).findByText('Unpublish at must be after publish at')).toBeTruthy();
    expect(unpub.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(pub, { target: { value: '2026-01-01T09:00' } });
    fireEvent.change(unpub, { target: { value: '' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save schedule' }));
    expect(await within(again).findByText('Publish at must not be in the past')).toBeTruthy();
    expect(pub.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(pub, { target: { value: '2030-03-01T09:00' } });
    fireEvent.change(unpub, { target: { value: '2030-03-31T18:30' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule publishing' })).toBeNull());
    const sent = calls.filter((c) => c.method === 'PUT' && c.path === '/api/pages/4/schedule').at(-1)!;
    expect(sent.body).toEqual({
      publishAt: new Date('2030-03-01T09:00').toISOString(),
      unpublishAt: new Date('2030-03-31T18:30').toISOString(),
    });
    await waitFor(() =>
      expect(within(section).getByTestId('schedule-publish').textContent).toContain('2030'),
    );
    expect(within(section).getByTestId('schedule-unpublish').textContent).toMatch(/Unpublishes .*2030/);

    fireEvent.click(within(section).getByRole('button', { name: 'Clear schedule' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear the schedule?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Clear schedule' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/pages/4/schedule')).toBe(true),
    );
    await waitFor(() => expect(section.textContent).toContain('Not scheduled.'));
  });
});
