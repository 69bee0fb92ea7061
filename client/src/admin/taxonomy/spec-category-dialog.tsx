// Specification category dialog (document 001 §2.7, §5, §8): name, slug (follows the name while
// creating), description, colour (default #8B5CF6) and sort.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DEFAULT_SPEC_CATEGORY_COLOR, TAG_CATEGORY_PALETTE } from '../../../../core/constants';
import { hyphenSlug } from '../../../../core/rules/slug';
import { type SpecCategory, type SpecCategoryInput, specCategoryInput } from '../../../../core/schemas/specs';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { ApiError, apiJson } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { specCategoriesQuery, specDefinitionsQuery } from '../../queries/specs';
import { ColorField } from './color-field';

interface FormValues {
  name: string;
  slug: string;
  description: string;
  color: string;
  sort: number;
}

export function SpecCategoryDialog({
  open,
  onOpenChange,
  category = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category?: SpecCategory | null;
}) {
  const editing = category !== null;
  const queryClient = useQueryClient();
  const slugTouched = useRef(false);
  const form = useForm<FormValues, unknown, SpecCategoryInput>({
    resolver: zodResolver(specCategoryInput) as never,
    defaultValues: { name: '', slug: '', description: '', color: DEFAULT_SPEC_CATEGORY_COLOR, sort: 0 },
  });
  const { register, handleSubmit, control, reset, setValue, formState } = form;

  useEffect(() => {
    if (!open) return;
    slugTouched.current = false;
    reset({
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      color: category?.color ?? DEFAULT_SPEC_CATEGORY_COLOR,
      sort: category?.sort ?? 0,
    });
  }, [open, category, reset]);

  const mutation = useMutation({
    mutationFn: (values: SpecCategoryInput) =>
      editing
        ? apiJson<SpecCategory>('PUT', `/api/spec-categories/${category.id}`, values)
        : apiJson<SpecCategory>('POST', '/api/spec-categories', values),
    onSuccess: async (saved) => {
      notify.success(
        editing ? 'Specification category updated' : 'Specification category created',
        `"${saved.name}" was saved.`,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: specCategoriesQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: specDefinitionsQuery().queryKey }),
      ]);
      onOpenChange(false);
    },
    onError: (err) => {
      applyServerErrors(err, form.setError, ['name', 'slug', 'description', 'color', 'sort']);
      const fallback = editing ? 'Failed to update spec category' : 'Failed to create spec category';
      notify.error('Error', err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback);
    },
  });

  const nameField = register('name', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!editing && !slugTouched.current) {
        setValue('slug', hyphenSlug(event.target.value), { shouldValidate: formState.isSubmitted });
      }
    },
  });
  const slugField = register('slug', {
    onChange: () => {
      slugTouched.current = true;
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Specification Category' : 'Create Specification Category'}
      submitLabel={editing ? 'Update Category' : 'Create Category'}
      pending={mutation.isPending}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <Field label="Name" htmlFor="spec-category-name" error={formState.errors.name?.message} required>
        <Input
          id="spec-category-name"
          autoComplete="off"
          aria-invalid={!!formState.errors.name || undefined}
          {...nameField}
        />
      </Field>
      <Field label="Slug" htmlFor="spec-category-slug" error={formState.errors.slug?.message} required>
        <Input
          id="spec-category-slug"
          autoComplete="off"
          className="font-mono"
          aria-invalid={!!formState.errors.slug || undefined}
          {...slugField}
        />
      </Field>
      <Field
        label="Description"
        htmlFor="spec-category-description"
        error={formState.errors.description?.message}
      >
        <Textarea id="spec-category-description" rows={2} {...register('description')} />
      </Field>
      <Field label="Color" htmlFor="spec-category-color" error={formState.errors.color?.message}>
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <ColorField
              id="spec-category-color"
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
        htmlFor="spec-category-sort"
        error={formState.errors.sort?.message}
        hint="Lower numbers come first."
      >
        <Input
          id="spec-category-sort"
          type="number"
          step={1}
          inputMode="numeric"
          {...register('sort', { valueAsNumber: true })}
        />
      </Field>
    </FormDialog>
  );
}
