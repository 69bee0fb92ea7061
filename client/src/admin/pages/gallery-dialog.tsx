// Create and edit a gallery (document 001 §2.11, §5): name, slug (follows the name while creating),
// title, description, the page it belongs to (or none) and active.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { hyphenSlug } from '../../../../core/rules/slug';
import { type Gallery, galleryInput } from '../../../../core/schemas/galleries';
import { FormKit, SelectField, SwitchField, TextAreaField, TextField } from '../../components/form/form-kit';
import { useFollowField } from '../../components/form/use-follow-field';
import { type FormOutputOf, type FormValuesOf, useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import { createGallery, galleriesKey, updateGallery } from '../../queries/galleries';
import { pageOptionsQuery } from '../../queries/pages';
import { useSaveMutation } from '../use-save-mutation';

const valuesOf = (gallery: Gallery | null): FormValuesOf<typeof galleryInput> => ({
  name: gallery?.name ?? '',
  slug: gallery?.slug ?? '',
  title: gallery?.title ?? '',
  description: gallery?.description ?? '',
  pageSlug: gallery?.pageSlug ?? 'none',
  isActive: gallery?.isActive ?? true,
});

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
  // Every page, small (#21: the pages list itself is paged).
  const pages = useQuery({ ...pageOptionsQuery(), enabled: open });
  const form = useSchemaForm(galleryInput, { defaultValues: valuesOf(gallery) });
  const { reset } = form;
  const { restart } = useFollowField(form, 'name', 'slug', hyphenSlug, !editing);

  useEffect(() => {
    if (!open) return;
    restart();
    reset(valuesOf(gallery));
  }, [open, gallery, reset, restart]);

  const mutation = useSaveMutation({
    save: (values: FormOutputOf<typeof galleryInput>) =>
      gallery ? updateGallery(gallery.id, values) : createGallery(values),
    success: (saved) => [
      editing ? 'Gallery updated successfully' : 'Gallery created successfully',
      `"${saved.name}" was saved.`,
    ],
    failure: () => [
      'Error',
      editing ? 'Failed to update gallery. Please try again.' : 'Failed to create gallery. Please try again.',
    ],
    invalidates: () => [galleriesKey],
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
  const current = useWatch({ control: form.control, name: 'pageSlug' });
  if (current && current !== 'none' && !pageOptions.some((o) => o.value === current))
    pageOptions.push({ value: current, label: `/${current}` });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Gallery' : 'Create New Gallery'}
      submitLabel={editing ? 'Update Gallery' : 'Create Gallery'}
      pending={mutation.isPending}
      size="lg"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FormKit form={form} idPrefix="gallery">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label="Name" autoComplete="off" />
          <TextField name="slug" label="Slug" autoComplete="off" />
        </div>
        <TextField name="title" label="Title" autoComplete="off" />
        <TextAreaField name="description" label="Description" rows={2} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="pageSlug" id="gallery-page" label="Page" options={pageOptions} />
          <SwitchField
            name="isActive"
            id="gallery-active"
            label="Active"
            hint="Only active galleries are shown"
          />
        </div>
      </FormKit>
    </FormDialog>
  );
}
