// The category dialog (document 000 §2 item 2, §5, §7, §8): "Add New Category" / "Edit Category",
// name, URL slug (follows the name only while creating), parent (never itself or one of its own
// subcategories, shown indented by depth) and description. Shared by the taxonomy and products screens.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { indentedCategoryOptions, selfAndDescendants } from '../../../../core/rules/category-tree';
import { categorySlug } from '../../../../core/rules/slug';
import { type Category, categoryInput } from '../../../../core/schemas/categories';
import { FormKit, SelectField, TextAreaField, TextField } from '../../components/form/form-kit';
import { useFollowField } from '../../components/form/use-follow-field';
import { type FormOutputOf, type FormValuesOf, useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import { errorMessage } from '../../lib/api';
import {
  categoriesQuery,
  categoryChangeKeys,
  createCategory,
  updateCategory,
} from '../../queries/categories';
import { useSaveMutation } from '../use-save-mutation';

export const NO_PARENT = 'none';

const valuesOf = (category: Category | null): FormValuesOf<typeof categoryInput> => ({
  name: category?.name ?? '',
  slug: category?.slug ?? '',
  description: category?.description ?? '',
  parentId: category?.parentId ?? null,
});

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
  const form = useSchemaForm(categoryInput, { defaultValues: valuesOf(category) });
  const { reset } = form;
  const { restart } = useFollowField(form, 'name', 'slug', categorySlug, !editing);

  useEffect(() => {
    if (!open) return;
    restart();
    reset(valuesOf(category));
  }, [open, category, reset, restart]);

  const options = useMemo(
    () => parentOptions(categories.data ?? [], category?.id ?? null),
    [categories.data, category],
  );

  const mutation = useSaveMutation({
    save: (values: FormOutputOf<typeof categoryInput>) =>
      category ? updateCategory(category.id, values) : createCategory(values),
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
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FormKit form={form} idPrefix="category">
        <TextField name="name" label="Category Name" autoComplete="off" />
        <TextField
          name="slug"
          label="URL Slug"
          autoComplete="off"
          inputClassName="font-mono"
          hint={editing ? 'Changing the slug changes the category’s address.' : 'Generated from the name.'}
        />
        <SelectField
          name="parentId"
          id="category-parent"
          label="Parent Category"
          options={options}
          toOption={(value) => (value === null || value === undefined ? NO_PARENT : String(value))}
          fromOption={(option) => (option === NO_PARENT ? null : Number(option))}
        />
        <TextAreaField name="description" label="Description" />
      </FormKit>
    </FormDialog>
  );
}
