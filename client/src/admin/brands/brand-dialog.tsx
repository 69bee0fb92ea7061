// Add/edit brand (document 000 §5, §7, §8): name, description, website, logo URL.
import { useEffect } from 'react';
import { type Brand, brandInput } from '../../../../core/schemas/brands';
import { changedValues } from '../../components/form/changed-values';
import { FormKit, TextAreaField, TextField } from '../../components/form/form-kit';
import { type FormOutputOf, useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import { brandsQuery, createBrand, updateBrand } from '../../queries/brands';
import { useSaveMutation } from '../use-save-mutation';

const defaults = (brand: Brand | null) => ({
  name: brand?.name ?? '',
  description: brand?.description ?? '',
  website: brand?.website ?? '',
  logoUrl: brand?.logoUrl ?? '',
});

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
  const form = useSchemaForm(brandInput, { defaultValues: defaults(brand) });
  const { reset } = form;

  useEffect(() => {
    if (open) reset(defaults(brand));
  }, [open, brand, reset]);

  const mutation = useSaveMutation({
    save: (values: FormOutputOf<typeof brandInput>) =>
      brand ? updateBrand(brand.id, changedValues(form.formState.dirtyFields, values)) : createBrand(values),
    success: (saved) => [editing ? 'Brand updated' : 'Brand created', `"${saved.name}" was saved.`],
    failure: () => ['Save failed', 'Failed to save brand. Please try again.'],
    invalidates: () => [brandsQuery().queryKey],
    fieldErrors: { setError: form.setError, fields: ['name', 'description', 'website', 'logoUrl'] },
    onSaved: () => onOpenChange(false),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Brand' : 'Add Brand'}
      submitLabel={editing ? 'Update Brand' : 'Create Brand'}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FormKit form={form} idPrefix="brand">
        <TextField name="name" label="Brand Name" autoComplete="off" />
        <TextAreaField name="description" label="Description" />
        <TextField
          name="website"
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://example.com"
        />
        <TextField
          name="logoUrl"
          label="Logo URL"
          id="brand-logo"
          type="url"
          inputMode="url"
          placeholder="https://example.com/logo.png"
        />
      </FormKit>
    </FormDialog>
  );
}
