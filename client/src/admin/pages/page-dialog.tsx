// Create and edit a page (document 001 §2.11, §5): title, slug (follows the title while creating),
// Markdown content, meta title, meta description and status (draft by default). Errors keep the input.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type Page, type PageInput, pageInput } from '../../../../core/schemas/pages';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { pagesQuery } from '../../queries/pages';
import { useSaveMutation } from '../use-save-mutation';
import { useFollowSlug } from './use-follow-slug';

interface FormValues {
  title: string;
  slug: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  status: 'draft' | 'published';
}

const EMPTY: FormValues = {
  title: '',
  slug: '',
  content: '',
  metaTitle: '',
  metaDescription: '',
  status: 'draft',
};

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
  const form = useForm<FormValues, unknown, PageInput>({
    resolver: zodResolver(pageInput) as never,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, formState, control } = form;
  const { onSlugInput } = useFollowSlug(
    form.watch('title'),
    (slug) => form.setValue('slug', slug, { shouldValidate: formState.isSubmitted }),
    !editing,
    open,
  );

  useEffect(() => {
    if (!open) return;
    reset(
      page
        ? {
            title: page.title,
            slug: page.slug,
            content: page.content,
            metaTitle: page.metaTitle ?? '',
            metaDescription: page.metaDescription ?? '',
            status: page.status,
          }
        : EMPTY,
    );
  }, [open, page, reset]);

  const mutation = useSaveMutation<PageInput, Page, FormValues>({
    create: ['POST', '/api/pages'],
    update: page && ['PUT', `/api/pages/${page.id}`],
    success: (saved) => [
      editing ? 'Page updated successfully' : 'Page created successfully',
      `"${saved.title}" was saved.`,
    ],
    failure: () => [
      'Error',
      editing ? 'Failed to update page. Please try again.' : 'Failed to create page. Please try again.',
    ],
    invalidates: () => [pagesQuery().queryKey],
    fieldErrors: {
      setError: form.setError,
      fields: ['title', 'slug', 'content', 'metaTitle', 'metaDescription', 'status'],
    },
    onSaved: () => onOpenChange(false),
  });

  const errors = formState.errors;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Page' : 'Create New Page'}
      description="Content is written in Markdown: # headings, **bold**, *italic*, lists and [links](/contact)."
      submitLabel={editing ? 'Update Page' : 'Create Page'}
      pending={mutation.isPending}
      size="xl"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Title" htmlFor="page-title" error={errors.title?.message} required>
          <Input
            id="page-title"
            autoComplete="off"
            aria-invalid={!!errors.title || undefined}
            {...register('title')}
          />
        </Field>
        <Field
          label="Slug"
          htmlFor="page-slug"
          error={errors.slug?.message}
          required
          hint={
            editing && page.status === 'published'
              ? 'Changing it moves the page; the old address redirects (301) to the new one.'
              : "The page's address: /slug"
          }
        >
          <Input
            id="page-slug"
            autoComplete="off"
            aria-invalid={!!errors.slug || undefined}
            {...register('slug', { onChange: onSlugInput })}
          />
        </Field>
      </div>
      <Field label="Content" htmlFor="page-content" error={errors.content?.message}>
        <Textarea id="page-content" rows={10} className="font-mono text-sm" {...register('content')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Meta Title" htmlFor="page-meta-title" error={errors.metaTitle?.message}>
          <Input id="page-meta-title" autoComplete="off" {...register('metaTitle')} />
        </Field>
        <Field label="Status" htmlFor="page-status" error={errors.status?.message}>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select
                id="page-status"
                aria-label="Status"
                value={field.value}
                onValueChange={field.onChange}
                options={[
                  { value: 'draft', label: 'Draft' },
                  { value: 'published', label: 'Published' },
                ]}
              />
            )}
          />
        </Field>
      </div>
      <Field label="Meta Description" htmlFor="page-meta-description" error={errors.metaDescription?.message}>
        <Textarea id="page-meta-description" rows={2} {...register('metaDescription')} />
      </Field>
    </FormDialog>
  );
}
