// The product dialog, "Add New Product" / "Edit Product" (document 000 §2 item 1, §5, §8). Brand, MPN
// and Subtitle are added: the public page shows them, so they must be editable somewhere. Creating sends
// POST; editing sends PATCH with the changed fields, like the product editor (#16: one verb per update).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Product } from '../../../../core/schemas/products';
import { changedValues } from '../../components/form/changed-values';
import { FormKit } from '../../components/form/form-kit';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { createProduct, PRODUCTS_KEY, productQuery, updateProduct } from '../../queries/products';
import { statsQuery } from '../../queries/stats';
import {
  BasicFields,
  DescriptionFields,
  ImagesField,
  PricingFields,
  productFormDefaults,
  productFormSchema,
  productPayload,
  useProductSlugFollowsName,
} from '../shared/form/product-form-fields';

export function ProductDialog({
  open,
  onOpenChange,
  productId,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to edit; absent to create one. */
  productId?: number | null;
  onSaved?: (product: Product) => void;
}) {
  const isEdit = !!productId;
  const loaded = useQuery({ ...productQuery(productId ?? 0), enabled: open && !!productId });
  const product = isEdit ? (loaded.data ?? null) : null;
  const queryClient = useQueryClient();
  const form = useSchemaForm(productFormSchema, { defaultValues: productFormDefaults(product) });
  const { restart } = useProductSlugFollowsName(form, !isEdit);

  useEffect(() => {
    if (open) {
      form.reset(productFormDefaults(product));
      restart();
    }
  }, [open, product, form, restart]);

  const mutation = useMutation({
    mutationFn: (values: Parameters<typeof productPayload>[0]) =>
      productId
        ? updateProduct(productId, changedValues(form.formState.dirtyFields, values))
        : createProduct(productPayload(values)),
    onSuccess: async (saved) => {
      notify.success(isEdit ? 'Product updated' : 'Product created', `"${saved.name}" has been saved.`);
      queryClient.setQueryData(productQuery(saved.id).queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: statsQuery().queryKey }),
      ]);
      onOpenChange(false);
      onSaved?.(saved);
    },
    onError: (err) => {
      applyServerErrors(err, form.setError, Object.keys(productFormSchema.shape));
      notify.error(
        'Error',
        errorMessage(err, isEdit ? 'Failed to update product' : 'Failed to create product'),
      );
    },
  });

  if (isEdit && open && !product) {
    return (
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Edit Product"
        submitLabel="Update Product"
        submitDisabled
        onSubmit={(event) => event.preventDefault()}
      >
        {loaded.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(loaded.error, 'Could not load the product.')}
          </p>
        ) : (
          <div className="flex justify-center py-10">
            <Spinner className="h-8 w-8" label="Loading product" />
          </div>
        )}
      </FormDialog>
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Edit Product' : 'Add New Product'}
      description={
        isEdit
          ? `Changes to ${product?.sku} are saved when you press Update Product.`
          : 'New products start as drafts.'
      }
      submitLabel={isEdit ? 'Update Product' : 'Create Product'}
      pending={mutation.isPending}
      size="xl"
      dirty={form.formState.isDirty}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FormKit form={form} idPrefix="product">
        <div className="grid gap-4 md:grid-cols-2">
          <BasicFields />
          <PricingFields featuredHint="Display as featured on homepage" />
          <DescriptionFields />
          <div className="md:col-span-2">
            <ImagesField />
          </div>
        </div>
      </FormKit>
    </FormDialog>
  );
}
