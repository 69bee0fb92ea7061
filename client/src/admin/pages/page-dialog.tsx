// Create and edit a page (document 001 §2.11, §5): title, slug (follows the title while creating),
// Markdown content, meta title, meta description and status (draft by default). Errors keep the input.
// A published page can hold a draft (#19), as a product does: "Save draft" keeps the changes off the
// site, the shared draft bar offers Preview, a shareable link, Publish and Discard, and the shared
// schedule control publishes and/or unpublishes at a time. The form shows the draft over the page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as React from 'react';
import { useEffect, useMemo } from 'react';
import { hyphenSlug } from '../../../../core/rules/slug';
import { type Page, pageInput } from '../../../../core/schemas/pages';
import { FormKit, SelectField, TextAreaField, TextField } from '../../components/form/form-kit';
import { useFollowField } from '../../components/form/use-follow-field';
import { type FormOutputOf, type FormValuesOf, useSchemaForm } from '../../components/form/use-schema-form';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/form-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { failureMessage } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { draftQuery, publishingQuery, saveDraft } from '../../queries/drafts';
import { createPage, pageQuery, pagesKey, updatePage } from '../../queries/pages';
import { DraftBar } from '../shared/draft-bar';
import { HistoryView } from '../shared/history-view';
import { ScheduleControl } from '../shared/schedule-control';
import { useSaveMutation } from '../use-save-mutation';

const valuesOf = (page: Page | null): FormValuesOf<typeof pageInput> => ({
  title: page?.title ?? '',
  slug: page?.slug ?? '',
  content: page?.content ?? '',
  metaTitle: page?.metaTitle ?? '',
  metaDescription: page?.metaDescription ?? '',
  status: page?.status ?? 'draft',
});

export function PageDialog({
  open,
  onOpenChange,
  page,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  page: Page | null;
}) {
  const editing = page !== null;
  const queryClient = useQueryClient();
  // The page as it is now (a publish from the draft bar refreshes it) with its draft over it.
  const fresh = useQuery({ ...pageQuery(page?.id ?? 0), enabled: open && editing });
  const current = (page && fresh.data) || page;
  const draft = useQuery({ ...draftQuery('page', page?.id ?? 0), enabled: open && editing });
  const draftFields = draft.data?.exists ? draft.data.fields : null;
  const shown = useMemo(
    () => (current && draftFields ? ({ ...current, ...draftFields } as Page) : current),
    [current, draftFields],
  );
  const form = useSchemaForm(pageInput, { defaultValues: valuesOf(shown) });
  const { reset } = form;
  const { restart } = useFollowField(form, 'title', 'slug', hyphenSlug, !editing);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a full reset only when the dialog opens
  useEffect(() => {
    if (!open) return;
    restart();
    reset(valuesOf(shown));
  }, [open, page, reset, restart]);
  // The draft loaded, saved or published meanwhile: the fields follow, the ones being edited stay.
  useEffect(() => {
    if (open) reset(valuesOf(shown), { keepDirtyValues: true });
  }, [open, shown, reset]);

  const fields = ['title', 'slug', 'content', 'metaTitle', 'metaDescription', 'status'] as const;
  const draftSave = useMutation({
    mutationFn: ({ status: _status, ...values }: FormOutputOf<typeof pageInput>) =>
      saveDraft('page', page!.id, values),
    onSuccess: async () => {
      notify.success('Draft saved', 'Visitors still see the published version.');
      form.reset(form.getValues());
      await Promise.all(
        [draftQuery('page', page!.id).queryKey, publishingQuery().queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (err) => {
      applyServerErrors(err, form.setError, [...fields]);
      notify.error('Save failed', failureMessage(err, 'Failed to save the draft. Please try again.'));
    },
  });
  const published = current?.status === 'published';

  const mutation = useSaveMutation({
    save: (values: FormOutputOf<typeof pageInput>) =>
      page ? updatePage(page.id, values) : createPage(values),
    success: (saved) => [
      editing ? 'Page updated successfully' : 'Page created successfully',
      `"${saved.title}" was saved.`,
    ],
    failure: () => [
      'Error',
      editing ? 'Failed to update page. Please try again.' : 'Failed to create page. Please try again.',
    ],
    invalidates: () => [pagesKey],
    fieldErrors: { setError: form.setError, fields },
    onSaved: () => onOpenChange(false),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Page' : 'Create New Page'}
      description="Content is written in Markdown: # headings, **bold**, *italic*, lists and [links](/contact)."
      submitLabel={editing ? 'Update Page' : 'Create Page'}
      pending={mutation.isPending}
      size="xl"
      dirty={form.formState.isDirty}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      before={
        current && (
          <>
            <DraftBar type="page" id={current.id} publicPath={`/${current.slug}`} invalidates={[pagesKey]} />
            <ScheduleControl type="page" id={current.id} invalidates={[pagesKey]} />
          </>
        )
      }
      extraActions={
        published && (
          <Button
            variant="outline"
            pending={draftSave.isPending}
            disabled={mutation.isPending}
            onClick={form.handleSubmit((values) => draftSave.mutate(values))}
          >
            Save draft
          </Button>
        )
      }
    >
      <EditorTabs
        history={
          page && (
            <HistoryView
              entity="page"
              url={`/api/pages/${page.id}`}
              keyPrefix={[...pagesKey, page.id]}
              label="Page history"
              restores="The page's title, address, content, meta texts and status"
              invalidates={[pagesKey]}
              onRestored={() => onOpenChange(false)}
            />
          )
        }
      >
        <FormKit form={form} idPrefix="page">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="title" label="Title" autoComplete="off" />
            <TextField
              name="slug"
              label="Slug"
              autoComplete="off"
              hint={
                published
                  ? 'Changing it moves the page; the old address redirects (301) to the new one.'
                  : "The page's address: /slug"
              }
            />
          </div>
          <TextAreaField name="content" label="Content" rows={10} inputClassName="font-mono text-sm" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="metaTitle" id="page-meta-title" label="Meta Title" autoComplete="off" />
            <SelectField
              name="status"
              label="Status"
              options={[
                { value: 'draft', label: 'Draft' },
                { value: 'published', label: 'Published' },
              ]}
            />
          </div>
          <TextAreaField
            name="metaDescription"
            id="page-meta-description"
            label="Meta Description"
            rows={2}
          />
        </FormKit>
      </EditorTabs>
    </FormDialog>
  );
}

/** While editing, the page's fields and its History (#19) as two tabs; creating shows the fields only. */
function EditorTabs({ history, children }: { history: React.ReactNode; children: React.ReactNode }) {
  if (!history) return <>{children}</>;
  return (
    <Tabs defaultValue="page">
      <TabsList aria-label="Page editor">
        <TabsTrigger value="page">Page</TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
      </TabsList>
      {/* The fields stay mounted on the History tab: their values are the form's. */}
      <TabsContent value="page" forceMount className="data-[state=inactive]:hidden">
        {children}
      </TabsContent>
      <TabsContent value="history">{history}</TabsContent>
    </Tabs>
  );
}
