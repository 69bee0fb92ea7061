// "Edit Gallery Item" (document 001 §2.11, §5): alt, caption, description, tags, visible, featured.
import { useEffect, useState } from 'react';
import type { GalleryItem } from '../../../../core/schemas/galleries';
import { splitTags } from '../../../../core/schemas/media';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { galleryItemsQuery } from '../../queries/galleries';
import { useSaveMutation } from '../use-save-mutation';

export function GalleryItemDialog({
  item,
  onOpenChange,
}: {
  item: GalleryItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState({
    altText: '',
    caption: '',
    description: '',
    tags: '',
    isVisible: true,
    isFeatured: false,
  });
  useEffect(() => {
    if (!item) return;
    setValues({
      altText: item.altText ?? '',
      caption: item.caption ?? '',
      description: item.description ?? '',
      tags: item.tags.join(', '),
      isVisible: item.isVisible,
      isFeatured: item.isFeatured,
    });
  }, [item]);

  const mutation = useSaveMutation<void, GalleryItem>({
    update: item && ['PUT', `/api/gallery-items/${item.id}`],
    body: () => ({ ...values, tags: splitTags(values.tags) }),
    success: () => ['Gallery item updated successfully', 'The image details were saved.'],
    failure: () => ['Error', 'Failed to update gallery item. Please try again.'],
    invalidates: (saved) => [galleryItemsQuery(saved.galleryId).queryKey],
    onSaved: () => onOpenChange(false),
  });

  const text = (key: 'altText' | 'caption' | 'description' | 'tags') => ({
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  return (
    <FormDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      title="Edit Gallery Item"
      submitLabel="Save Changes"
      pending={mutation.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate();
      }}
    >
      {item && (
        <img
          src={item.mediaFile.optimizedVariants?.thumbnail ?? item.mediaFile.url}
          alt=""
          className="h-32 w-full rounded-md bg-slate-100 object-contain"
        />
      )}
      <Field
        label="Alt Text"
        htmlFor="item-alt"
        hint={item ? `Empty uses the media file's: "${item.mediaFile.alt}"` : undefined}
      >
        <Input id="item-alt" autoComplete="off" {...text('altText')} />
      </Field>
      <Field label="Caption" htmlFor="item-caption">
        <Input id="item-caption" autoComplete="off" {...text('caption')} />
      </Field>
      <Field label="Description" htmlFor="item-description">
        <Textarea id="item-description" rows={2} {...text('description')} />
      </Field>
      <Field label="Tags" htmlFor="item-tags" hint="Separate tags with commas.">
        <Input id="item-tags" autoComplete="off" {...text('tags')} />
      </Field>
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 text-sm text-slate-700" htmlFor="item-visible">
          <Switch
            id="item-visible"
            checked={values.isVisible}
            onCheckedChange={(checked) => setValues((v) => ({ ...v, isVisible: checked }))}
          />
          Visible
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700" htmlFor="item-featured">
          <Switch
            id="item-featured"
            checked={values.isFeatured}
            onCheckedChange={(checked) => setValues((v) => ({ ...v, isFeatured: checked }))}
          />
          Featured
        </label>
      </div>
    </FormDialog>
  );
}
