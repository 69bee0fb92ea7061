// Tag group dialog (document 001 §2.7, §5, §9): name, slug (generated from the name when left empty),
// description, colour from the palette of 8 and sort.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DEFAULT_TAG_CATEGORY_COLOR, TAG_CATEGORY_PALETTE } from '../../../../core/constants';
import { hyphenSlug } from '../../../../core/rules/slug';
import { type TagCategory, type TagCategoryInput, tagCategoryInput } from '../../../../core/schemas/tags';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { apiJson, errorMessage } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { tagCategoriesQuery, tagsQuery } from '../../queries/tags';
import { ColorField } from './color-field';

interface FormValues {
  name: string;
  slug: string;
  description: string;
  color: string;
  sort: number;
}

export function TagGroupDialog({
  open,
  onOpenChange,
  group = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group?: TagCategory | null;
}) {
  const editing = group !== null;
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, TagCategoryInput>({
    resolver: zodResolver(tagCategoryInput) as never,
    defaultValues: { name: '', slug: '', description: '', color: DEFAULT_TAG_CATEGORY_COLOR, sort: 0 },
  });
  const { register, handleSubmit, control, reset, watch, formState } = form;

  useEffect(() => {
    if (!open) return;
    reset({
      name: group?.name ?? '',
      slug: group?.slug ?? '',
      description: group?.description ?? '',
      color: group?.color ?? DEFAULT_TAG_CATEGORY_COLOR,
      sort: group?.sort ?? 0,
    });
  }, [open, group, reset]);

  const mutation = useMutation({
    mutationFn: (values: TagCategoryInput) =>
      editing
        ? apiJson<TagCategory>('PUT', `/api/tag-categories/${group.id}`, values)
        : apiJson<TagCategory>('POST', '/api/tag-categories', values),
    onSuccess: async (saved) => {
      notify.success(editing ? 'Tag group updated' : 'Tag group created', `"${saved.name}" was saved.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tagCategoriesQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: tagsQuery().queryKey }),
      ]);
      onOpenChange(false);
    },
    onError: (err) => {
      applyServerErrors(err, form.setError, ['name', 'slug', 'description', 'color', 'sort']);
      notify.error(
        editing ? 'Failed to update tag category' : 'Failed to create tag category',
        errorMessage(err, 'Please try again.'),
      );
    },
  });

  const generated = hyphenSlug(watch('name') ?? '');

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Tag Group' : 'Create Tag Group'}
      submitLabel={editing ? 'Update Group' : 'Create Group'}
      pending={mutation.isPending}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <Field label="Name" htmlFor="group-name" error={formState.errors.name?.message} required>
        <Input
          id="group-name"
          autoComplete="off"
          aria-invalid={!!formState.errors.name || undefined}
          {...register('name')}
        />
      </Field>
      <Field
        label="Slug"
        htmlFor="group-slug"
        error={formState.errors.slug?.message}
        hint="Leave empty to generate it from the name."
      >
        <Input
          id="group-slug"
          autoComplete="off"
          className="font-mono"
          placeholder={generated || 'generated-from-the-name'}
          {...register('slug')}
        />
      </Field>
      <Field label="Description" htmlFor="group-description" error={formState.errors.description?.message}>
        <Textarea id="group-description" rows={2} {...register('description')} />
      </Field>
      <Field label="Color" htmlFor="group-color" error={formState.errors.color?.message}>
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <ColorField
              id="group-color"
              value={field.value}
              onChange={field.onChange}
              presets={TAG_CATEGORY_PALETTE}
              invalid={!!formState.errors.color}
            />
          )}
        />
      </Field>
      <Field
        label="Sort"
        htmlFor="group-sort"
        error={formState.errors.sort?.message}
        hint="Lower numbers come first."
      >
        <Input
          id="group-sort"
          type="number"
          step={1}
          inputMode="numeric"
          {...register('sort', { valueAsNumber: true })}
        />
      </Field>
    </FormDialog>
  );
}
