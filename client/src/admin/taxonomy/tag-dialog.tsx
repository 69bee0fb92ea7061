// The tag dialog (document 000 §2 item 3, §5, §7, §8): "Create New Tag" / "Edit Tag", name, slug (from
// the name while creating), description, colour (picker, hex text box, 10 presets; default #3B82F6) and
// the tag group ("None (Uncategorized)" or a group with its colour dot). Shared with the products screen.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEFAULT_TAG_COLOR, TAG_COLOR_PRESETS } from '../../../../core/constants';
import { tagSlug } from '../../../../core/rules/slug';
import { type Tag, tagInput } from '../../../../core/schemas/tags';
import {
  ControlledField,
  FormKit,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form/form-kit';
import { useFollowField } from '../../components/form/use-follow-field';
import { type FormOutputOf, type FormValuesOf, useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import { errorMessage } from '../../lib/api';
import { createTag, tagCategoriesQuery, tagsQuery, updateTag } from '../../queries/tags';
import { useSaveMutation } from '../use-save-mutation';
import { ColorDot, ColorField } from './color-field';

export const UNCATEGORIZED = 'uncategorized';

const valuesOf = (tag: Tag | null, defaultCategoryId: number | null): FormValuesOf<typeof tagInput> => ({
  name: tag?.name ?? '',
  slug: tag?.slug ?? '',
  description: tag?.description ?? '',
  color: tag?.color ?? DEFAULT_TAG_COLOR,
  categoryId: tag ? tag.categoryId : defaultCategoryId,
});

export function TagDialog({
  open,
  onOpenChange,
  tag = null,
  defaultCategoryId = null,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tag to edit; null or absent to create one. */
  tag?: Tag | null;
  /** The group a new tag starts in (the taxonomy screen's "Add tag" inside a group). */
  defaultCategoryId?: number | null;
  onSaved?: (tag: Tag) => void;
}) {
  const editing = tag !== null;
  const groups = useQuery({ ...tagCategoriesQuery(), enabled: open });
  const form = useSchemaForm(tagInput, { defaultValues: valuesOf(tag, defaultCategoryId) });
  const { reset } = form;
  const { restart } = useFollowField(form, 'name', 'slug', tagSlug, !editing);

  useEffect(() => {
    if (!open) return;
    restart();
    reset(valuesOf(tag, defaultCategoryId));
  }, [open, tag, defaultCategoryId, reset, restart]);

  const mutation = useSaveMutation({
    save: (values: FormOutputOf<typeof tagInput>) => (tag ? updateTag(tag.id, values) : createTag(values)),
    success: (saved) => [
      editing ? 'Tag updated successfully' : 'Tag created successfully',
      `"${saved.name}" was saved.`,
    ],
    failure: (err) => [
      editing ? 'Failed to update tag' : 'Failed to create tag',
      errorMessage(err, 'Please try again.'),
    ],
    invalidates: () => [tagsQuery().queryKey, tagCategoriesQuery().queryKey],
    fieldErrors: { setError: form.setError, fields: ['name', 'slug', 'description', 'color', 'categoryId'] },
    onSaved: (saved) => {
      onSaved?.(saved);
      onOpenChange(false);
    },
  });

  const groupOptions = [
    { value: UNCATEGORIZED, label: 'None (Uncategorized)' },
    ...(groups.data ?? []).map((g) => ({
      value: String(g.id),
      label: (
        <span className="inline-flex items-center gap-2">
          <ColorDot color={g.color} />
          {g.name}
        </span>
      ),
    })),
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Tag' : 'Create New Tag'}
      submitLabel={editing ? 'Update Tag' : 'Create Tag'}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FormKit form={form} idPrefix="tag">
        <TextField name="name" label="Name" autoComplete="off" />
        <TextField name="slug" label="Slug" autoComplete="off" inputClassName="font-mono" />
        <TextAreaField name="description" label="Description" rows={2} />
        <ControlledField
          name="color"
          label="Color"
          render={(field, w) => (
            <ColorField
              id={w.id}
              value={field.value as string}
              onChange={field.onChange}
              presets={TAG_COLOR_PRESETS}
              invalid={!!w.error}
              disabled={w.disabled}
            />
          )}
        />
        <SelectField
          name="categoryId"
          label="Category"
          options={groupOptions}
          toOption={(value) => (value === null || value === undefined ? UNCATEGORIZED : String(value))}
          fromOption={(option) => (option === UNCATEGORIZED ? null : Number(option))}
        />
      </FormKit>
    </FormDialog>
  );
}
