// The product dialog, "Add New Product" / "Edit Product" (document 000 §2 item 1, §5, §8). Brand, MPN
// and Subtitle are added: the public page shows them, so they must be editable somewhere.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { type Product, productInput } from '../../../../core/schemas/products';
import { FormDialog } from '../../components/ui/form-dialog';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, apiJson, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { PRODUCTS_KEY, productQuery } from '../../queries/products';
import { statsQuery } from '../../queries/stats';
import {
  BasicFields,
  DescriptionFields,
  ImagesField,
  PricingFields,
  type ProductFormInput,
  type ProductFormOutput,
  productFormDefaults,
  productPayload,
} from './product-form-fields';

type FormInput = ProductFormInput;
type FormOutput = ProductFormOutput;
const defaults = productFormDefaults;

export { productPayload };

export function ProductDialog({
  open,
  onOpenChange,
  productId,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to edit (loaded whole: the dialog replaces every field); absent to create one. */
  productId?: number | null;
  onSaved?: (product: Product) => void;
}) {
  const isEdit = !!productId;
  const loaded = useQuery({ ...productQuery(productId ?? 0), enabled: open && !!productId });
  const product = isEdit ? (loaded.data ?? null) : null;
  const queryClient = useQueryClient();
  const slugTouched = useRef(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(productInput),
    defaultValues: defaults(product),
  });

  useEffect(() => {
    if (open) {
      form.reset(defaults(product));
      slugTouched.current = false;
    }
  }, [open, product, form]);

  const mutation = useMutation({
    mutationFn: (values: FormOutput) =>
      isEdit
        ? apiJson<Product>('PUT', `/api/products/${productId}`, productPayload(values))
        : apiJson<Product>('POST', '/api/products', productPayload(values)),
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
      if (err instanceof ApiError && err.details) {
        for (const [field, messages] of Object.entries(err.details)) {
          if (field in form.getValues()) form.setError(field as keyof FormInput, { message: messages[0] });
        }
      }
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
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <BasicFields form={form} autoSlug={!isEdit} slugTouched={slugTouched} />
        <PricingFields form={form} featuredHint="Display as featured on homepage" />
        <DescriptionFields form={form} />
        <div className="md:col-span-2">
          <ImagesField form={form} />
        </div>
      </div>
    </FormDialog>
  );
}
