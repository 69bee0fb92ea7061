// The tag dialog (document 000 §2 item 3, §5, §7, §8): "Create New Tag" / "Edit Tag", name, slug (from
// the name while creating), description, colour (picker, hex text box, 10 presets; default #3B82F6) and
// the tag group ("None (Uncategorized)" or a group with its colour dot). Shared with the products screen.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DEFAULT_TAG_COLOR, TAG_COLOR_PRESETS } from '../../../../core/constants';
import { tagSlug } from '../../../../core/rules/slug';
import { type Tag, type TagInput, tagInput } from '../../../../core/schemas/tags';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { tagCategoriesQuery, tagsQuery } from '../../queries/tags';
import { useSaveMutation } from '../use-save-mutation';
import { ColorDot, ColorField } from './color-field';
import { useFollowField } from './use-follow-field';

export const UNCATEGORIZED = 'uncategorized';

interface FormValues {
  name: string;
  slug: string;
  description: string;
  color: string;
  categoryId: number | null;
}

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
  const form = useForm<FormValues, unknown, TagInput>({
    resolver: zodResolver(tagInput) as never,
    defaultValues: { name: '', slug: '', description: '', color: DEFAULT_TAG_COLOR, categoryId: null },
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const follow = useFollowField(form, 'name', 'slug', tagSlug, !editing);
  const { restart } = follow;

  useEffect(() => {
    if (!open) return;
    restart();
    reset({
      name: tag?.name ?? '',
      slug: tag?.slug ?? '',
      description: tag?.description ?? '',
      color: tag?.color ?? DEFAULT_TAG_COLOR,
      categoryId: tag ? tag.categoryId : defaultCategoryId,
    });
  }, [open, tag, defaultCategoryId, reset, restart]);

  const mutation = useSaveMutation<TagInput, Tag, FormValues>({
    create: ['POST', '/api/tags'],
    update: tag && ['PUT', `/api/tags/${tag.id}`],
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
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <Field label="Name" htmlFor="tag-name" error={formState.errors.name?.message} required>
        <Input
          id="tag-name"
          autoComplete="off"
          aria-invalid={!!formState.errors.name || undefined}
          {...follow.source}
        />
      </Field>
      <Field label="Slug" htmlFor="tag-slug" error={formState.errors.slug?.message} required>
        <Input
          id="tag-slug"
          autoComplete="off"
          className="font-mono"
          aria-invalid={!!formState.errors.slug || undefined}
          {...follow.target}
        />
      </Field>
      <Field label="Description" htmlFor="tag-description" error={formState.errors.description?.message}>
        <Textarea id="tag-description" rows={2} {...register('description')} />
      </Field>
      <Field label="Color" htmlFor="tag-color" error={formState.errors.color?.message} required>
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <ColorField
              id="tag-color"
              value={field.value}
              onChange={field.onChange}
              presets={TAG_COLOR_PRESETS}
              invalid={!!formState.errors.color}
            />
          )}
        />
      </Field>
      <Field label="Category" htmlFor="tag-category" error={formState.errors.categoryId?.message}>
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <Select
              id="tag-category"
              aria-label="Category"
              value={field.value === null ? UNCATEGORIZED : String(field.value)}
              onValueChange={(value) => field.onChange(value === UNCATEGORIZED ? null : Number(value))}
              options={groupOptions}
            />
          )}
        />
      </Field>
    </FormDialog>
  );
}
