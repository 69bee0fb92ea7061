// Add/edit brand (document 000 §5, §7, §8): name, description, website, logo URL.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type Brand, type BrandInput, brandInput } from '../../../../core/schemas/brands';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { brandsQuery } from '../../queries/brands';
import { useSaveMutation } from '../use-save-mutation';

interface FormValues {
  name: string;
  description: string;
  website: string;
  logoUrl: string;
}

export function BrandDialog({
  open,
  onOpenChange,
  brand = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand?: Brand | null;
}) {
  const editing = brand !== null;
  const form = useForm<FormValues, unknown, BrandInput>({
    resolver: zodResolver(brandInput) as never,
    defaultValues: { name: '', description: '', website: '', logoUrl: '' },
  });
  const { register, handleSubmit, reset, formState } = form;

  useEffect(() => {
    if (!open) return;
    reset({
      name: brand?.name ?? '',
      description: brand?.description ?? '',
      website: brand?.website ?? '',
      logoUrl: brand?.logoUrl ?? '',
    });
  }, [open, brand, reset]);

  const mutation = useSaveMutation<BrandInput, Brand, FormValues>({
    create: ['POST', '/api/brands'],
    update: brand && ['PATCH', `/api/brands/${brand.id}`],
    success: (saved) => [editing ? 'Brand updated' : 'Brand created', `"${saved.name}" was saved.`],
    failure: () => ['Save failed', 'Failed to save brand. Please try again.'],
    invalidates: () => [brandsQuery().queryKey],
    fieldErrors: { setError: form.setError, fields: ['name', 'description', 'website', 'logoUrl'] },
    onSaved: () => onOpenChange(false),
  });

  const errors = formState.errors;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Brand' : 'Add Brand'}
      submitLabel={editing ? 'Update Brand' : 'Create Brand'}
      pending={mutation.isPending}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <Field label="Brand Name" htmlFor="brand-name" error={errors.name?.message} required>
        <Input
          id="brand-name"
          autoComplete="off"
          aria-invalid={!!errors.name || undefined}
          {...register('name')}
        />
      </Field>
      <Field label="Description" htmlFor="brand-description" error={errors.description?.message}>
        <Textarea id="brand-description" rows={3} {...register('description')} />
      </Field>
      <Field label="Website" htmlFor="brand-website" error={errors.website?.message}>
        <Input
          id="brand-website"
          type="url"
          inputMode="url"
          placeholder="https://example.com"
          aria-invalid={!!errors.website || undefined}
          {...register('website')}
        />
      </Field>
      <Field label="Logo URL" htmlFor="brand-logo" error={errors.logoUrl?.message}>
        <Input
          id="brand-logo"
          type="url"
          inputMode="url"
          placeholder="https://example.com/logo.png"
          aria-invalid={!!errors.logoUrl || undefined}
          {...register('logoUrl')}
        />
      </Field>
    </FormDialog>
  );
}
