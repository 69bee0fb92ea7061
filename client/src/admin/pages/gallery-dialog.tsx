// Create and edit a gallery (document 001 §2.11, §5): name, slug (follows the name while creating),
// title, description, the page it belongs to (or none) and active.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type Gallery, type GalleryInput, galleryInput } from '../../../../core/schemas/galleries';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { galleriesQuery } from '../../queries/galleries';
import { pagesQuery } from '../../queries/pages';
import { useSaveMutation } from '../use-save-mutation';
import { useFollowSlug } from './use-follow-slug';

interface FormValues {
  name: string;
  slug: string;
  title: string;
  description: string;
  pageSlug: string;
  isActive: boolean;
}

const EMPTY: FormValues = {
  name: '',
  slug: '',
  title: '',
  description: '',
  pageSlug: 'none',
  isActive: true,
};

export function GalleryDialog({
  open,
  onOpenChange,
  gallery,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  gallery: Gallery | null;
}) {
  const editing = gallery !== null;
  const pages = useQuery({ ...pagesQuery(), enabled: open });
  const form = useForm<FormValues, unknown, GalleryInput>({
    resolver: zodResolver(galleryInput) as never,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, formState, control } = form;
  const { onSlugInput } = useFollowSlug(
    form.watch('name'),
    (slug) => form.setValue('slug', slug, { shouldValidate: formState.isSubmitted }),
    !editing,
    open,
  );

  useEffect(() => {
    if (!open) return;
    reset(
      gallery
        ? {
            name: gallery.name,
            slug: gallery.slug,
            title: gallery.title ?? '',
            description: gallery.description ?? '',
            pageSlug: gallery.pageSlug ?? 'none',
            isActive: gallery.isActive,
          }
        : EMPTY,
    );
  }, [open, gallery, reset]);

  const mutation = useSaveMutation<GalleryInput, Gallery, FormValues>({
    create: ['POST', '/api/galleries'],
    update: gallery && ['PUT', `/api/galleries/${gallery.id}`],
    success: (saved) => [
      editing ? 'Gallery updated successfully' : 'Gallery created successfully',
      `"${saved.name}" was saved.`,
    ],
    failure: () => [
      'Error',
      editing ? 'Failed to update gallery. Please try again.' : 'Failed to create gallery. Please try again.',
    ],
    invalidates: () => [galleriesQuery().queryKey],
    fieldErrors: {
      setError: form.setError,
      fields: ['name', 'slug', 'title', 'description', 'pageSlug', 'isActive'],
    },
    onSaved: () => onOpenChange(false),
  });

  const pageOptions = [
    { value: 'none', label: 'No page' },
    ...(pages.data ?? []).map((p) => ({
      value: p.slug,
      label: `${p.title} (/${p.slug})${p.status === 'draft' ? ' · draft' : ''}`,
    })),
  ];
  const current = form.watch('pageSlug');
  if (current && current !== 'none' && !pageOptions.some((o) => o.value === current))
    pageOptions.push({ value: current, label: `/${current}` });

  const errors = formState.errors;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Gallery' : 'Create New Gallery'}
      submitLabel={editing ? 'Update Gallery' : 'Create Gallery'}
      pending={mutation.isPending}
      size="lg"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" htmlFor="gallery-name" error={errors.name?.message} required>
          <Input
            id="gallery-name"
            autoComplete="off"
            aria-invalid={!!errors.name || undefined}
            {...register('name')}
          />
        </Field>
        <Field label="Slug" htmlFor="gallery-slug" error={errors.slug?.message} required>
          <Input
            id="gallery-slug"
            autoComplete="off"
            aria-invalid={!!errors.slug || undefined}
            {...register('slug', { onChange: onSlugInput })}
          />
        </Field>
      </div>
      <Field label="Title" htmlFor="gallery-title" error={errors.title?.message}>
        <Input id="gallery-title" autoComplete="off" {...register('title')} />
      </Field>
      <Field label="Description" htmlFor="gallery-description" error={errors.description?.message}>
        <Textarea id="gallery-description" rows={2} {...register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Page" htmlFor="gallery-page" error={errors.pageSlug?.message}>
          <Controller
            control={control}
            name="pageSlug"
            render={({ field }) => (
              <Select
                id="gallery-page"
                aria-label="Page"
                value={field.value}
                onValueChange={field.onChange}
                options={pageOptions}
              />
            )}
          />
        </Field>
        <Field label="Active" htmlFor="gallery-active">
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <div className="flex h-10 items-center gap-2">
                <Switch id="gallery-active" checked={field.value} onCheckedChange={field.onChange} />
                <span className="text-sm text-slate-600">{field.value ? 'Active' : 'Inactive'}</span>
              </div>
            )}
          />
        </Field>
      </div>
    </FormDialog>
  );
}
