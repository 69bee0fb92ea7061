// "Edit Gallery Item" (document 001 §2.11, §5): alt, caption, description, tags, visible, featured.
import { useEffect } from 'react';
import { type GalleryItem, galleryItemForm } from '../../../../core/schemas/galleries';
import { FormKit, SwitchField, TextAreaField, TextField } from '../../components/form/form-kit';
import { type FormOutputOf, type FormValuesOf, useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import { galleryItemsQuery, updateGalleryItem } from '../../queries/galleries';
import { useSaveMutation } from '../use-save-mutation';

const valuesOf = (item: GalleryItem | null): FormValuesOf<typeof galleryItemForm> => ({
  altText: item?.altText ?? '',
  caption: item?.caption ?? '',
  description: item?.description ?? '',
  tags: item?.tags.join(', ') ?? '',
  isVisible: item?.isVisible ?? true,
  isFeatured: item?.isFeatured ?? false,
});

export function GalleryItemDialog({
  item,
  onOpenChange,
}: {
  item: GalleryItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useSchemaForm(galleryItemForm, { defaultValues: valuesOf(item) });
  const { reset } = form;
  useEffect(() => {
    if (item) reset(valuesOf(item));
  }, [item, reset]);

  const mutation = useSaveMutation({
    save: (values: FormOutputOf<typeof galleryItemForm>) => updateGalleryItem(item!.id, values),
    success: () => ['Gallery item updated successfully', 'The image details were saved.'],
    failure: () => ['Error', 'Failed to update gallery item. Please try again.'],
    invalidates: (saved) => [galleryItemsQuery(saved.galleryId).queryKey],
    fieldErrors: { setError: form.setError, fields: ['altText', 'caption', 'description', 'tags'] },
    onSaved: () => onOpenChange(false),
  });

  return (
    <FormDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      title="Edit Gallery Item"
      submitLabel="Save Changes"
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      {item && (
        <img
          src={item.mediaFile.optimizedVariants?.thumbnail ?? item.mediaFile.url}
          alt=""
          className="h-32 w-full rounded-md bg-slate-100 object-contain"
        />
      )}
      <FormKit form={form} idPrefix="item">
        <TextField
          name="altText"
          id="item-alt"
          label="Alt Text"
          autoComplete="off"
          hint={item ? `Empty uses the media file's: "${item.mediaFile.alt}"` : undefined}
        />
        <TextField name="caption" label="Caption" autoComplete="off" />
        <TextAreaField name="description" label="Description" rows={2} />
        <TextField name="tags" label="Tags" hint="Separate tags with commas." autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SwitchField name="isVisible" id="item-visible" label="Visible" />
          <SwitchField name="isFeatured" id="item-featured" label="Featured" />
        </div>
      </FormKit>
    </FormDialog>
  );
}
