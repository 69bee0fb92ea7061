// Create and edit a page (document 001 §2.11, §5): title, slug (follows the title while creating),
// Markdown content, meta title, meta description and status (draft by default). Errors keep the input.
import type * as React from 'react';
import { useEffect } from 'react';
import { hyphenSlug } from '../../../../core/rules/slug';
import { type Page, pageInput } from '../../../../core/schemas/pages';
import { FormKit, SelectField, TextAreaField, TextField } from '../../components/form/form-kit';
import { useFollowField } from '../../components/form/use-follow-field';
import { type FormOutputOf, type FormValuesOf, useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { createPage, pagesKey, updatePage } from '../../queries/pages';
import { HistoryView } from '../shared/history-view';
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
  const form = useSchemaForm(pageInput, { defaultValues: valuesOf(page) });
  const { reset } = form;
  const { restart } = useFollowField(form, 'title', 'slug', hyphenSlug, !editing);

  useEffect(() => {
    if (!open) return;
    restart();
    reset(valuesOf(page));
  }, [open, page, reset, restart]);

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
    fieldErrors: {
      setError: form.setError,
      fields: ['title', 'slug', 'content', 'metaTitle', 'metaDescription', 'status'],
    },
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
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
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
                editing && page.status === 'published'
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
