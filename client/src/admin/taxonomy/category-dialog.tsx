// The category dialog (document 000 §2 item 2, §5, §7, §8): "Add New Category" / "Edit Category",
// name, URL slug (follows the name only while creating), parent (never itself or one of its own
// subcategories, shown indented by depth) and description. Shared by the taxonomy and products screens.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { indentedCategoryOptions, selfAndDescendants } from '../../../../core/rules/category-tree';
import { categorySlug } from '../../../../core/rules/slug';
import { type Category, type CategoryInput, categoryInput } from '../../../../core/schemas/categories';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { categoriesQuery, categoryChangeKeys } from '../../queries/categories';
import { useSaveMutation } from '../use-save-mutation';
import { useFollowField } from './use-follow-field';

export const NO_PARENT = 'none';

interface FormValues {
  name: string;
  slug: string;
  description: string;
  parentId: number | null;
}

/** The parent choices: "No Parent (Top Level)", then every category except `editingId` and its descendants. */
export function parentOptions(categories: readonly Category[], editingId: number | null) {
  const excluded = editingId === null ? new Set<number>() : selfAndDescendants(categories, editingId);
  return [
    { value: NO_PARENT, label: 'No Parent (Top Level)' },
    ...indentedCategoryOptions(categories, excluded),
  ];
}

export function CategoryDialog({
  open,
  onOpenChange,
  category = null,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category to edit; null or absent to create one. */
  category?: Category | null;
  onSaved?: (category: Category) => void;
}) {
  const editing = category !== null;
  const categories = useQuery({ ...categoriesQuery(), enabled: open });
  const form = useForm<FormValues, unknown, CategoryInput>({
    resolver: zodResolver(categoryInput) as never,
    defaultValues: { name: '', slug: '', description: '', parentId: null },
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const follow = useFollowField(form, 'name', 'slug', categorySlug, !editing);
  const { restart } = follow;

  useEffect(() => {
    if (!open) return;
    restart();
    reset({
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      parentId: category?.parentId ?? null,
    });
  }, [open, category, reset, restart]);

  const options = useMemo(
    () => parentOptions(categories.data ?? [], category?.id ?? null),
    [categories.data, category],
  );

  const mutation = useSaveMutation<CategoryInput, Category, FormValues>({
    create: ['POST', '/api/categories'],
    update: category && ['PUT', `/api/categories/${category.id}`],
    success: (saved) => [editing ? 'Category updated' : 'Category created', `"${saved.name}" was saved.`],
    failure: (err) => [
      editing ? 'Failed to update category' : 'Failed to create category',
      errorMessage(err, 'Please try again.'),
    ],
    invalidates: categoryChangeKeys,
    fieldErrors: { setError: form.setError, fields: ['name', 'slug', 'description', 'parentId'] },
    onSaved: (saved) => {
      onSaved?.(saved);
      onOpenChange(false);
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Category' : 'Add New Category'}
      submitLabel={editing ? 'Update Category' : 'Create Category'}
      pending={mutation.isPending}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <Field label="Category Name" htmlFor="category-name" error={formState.errors.name?.message} required>
        <Input
          id="category-name"
          autoComplete="off"
          aria-invalid={!!formState.errors.name || undefined}
          {...follow.source}
        />
      </Field>
      <Field
        label="URL Slug"
        htmlFor="category-slug"
        error={formState.errors.slug?.message}
        hint={editing ? 'Changing the slug changes the category’s address.' : 'Generated from the name.'}
        required
      >
        <Input
          id="category-slug"
          autoComplete="off"
          className="font-mono"
          aria-invalid={!!formState.errors.slug || undefined}
          {...follow.target}
        />
      </Field>
      <Field label="Parent Category" htmlFor="category-parent" error={formState.errors.parentId?.message}>
        <Controller
          control={control}
          name="parentId"
          render={({ field }) => (
            <Select
              id="category-parent"
              value={field.value === null ? NO_PARENT : String(field.value)}
              onValueChange={(value) => field.onChange(value === NO_PARENT ? null : Number(value))}
              options={options}
              aria-label="Parent Category"
            />
          )}
        />
      </Field>
      <Field label="Description" htmlFor="category-description" error={formState.errors.description?.message}>
        <Textarea id="category-description" rows={3} {...register('description')} />
      </Field>
    </FormDialog>
  );
}
