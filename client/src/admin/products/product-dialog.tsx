// The product dialog, "Add New Product" / "Edit Product" (document 000 §2 item 1, §5, §8). Brand, MPN
// and Subtitle are added: the public page shows them, so they must be editable somewhere.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '../../../../core/constants';
import { indentedCategoryOptions } from '../../../../core/rules/category-tree';
import { productSlug } from '../../../../core/rules/slug';
import { type Product, productInput } from '../../../../core/schemas/products';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { ApiError, apiJson, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { brandsQuery } from '../../queries/brands';
import { categoriesQuery } from '../../queries/categories';
import { PRODUCTS_KEY, productQuery } from '../../queries/products';
import { statsQuery } from '../../queries/stats';
import { ImageUploader } from '../images/image-uploader';

type FormInput = z.input<typeof productInput>;
type FormOutput = z.output<typeof productInput>;

function defaults(product?: Product | null): FormInput {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    sku: product?.sku ?? '',
    mpn: product?.mpn ?? '',
    subtitle: product?.subtitle ?? '',
    description: product?.description ?? '',
    shortDescription: product?.shortDescription ?? '',
    price: product?.price ?? '',
    categoryId: product ? String(product.categoryId) : '',
    brandId: product?.brandId ? String(product.brandId) : 'none',
    images: product?.images ?? [],
    stock: product ? String(product.stock) : '0',
    status: product?.status ?? 'draft',
    featured: product?.featured ?? false,
  };
}

/** The save payload: an empty price and an empty brand are left out. */
export function productPayload(values: FormOutput): Record<string, unknown> {
  const { price, brandId, ...rest } = values;
  return { ...rest, ...(price !== null ? { price } : {}), ...(brandId !== null ? { brandId } : {}) };
}

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
  const categories = useQuery(categoriesQuery());
  const brands = useQuery(brandsQuery());
  const slugTouched = useRef(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(productInput),
    defaultValues: defaults(product),
  });
  const { errors } = form.formState;

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

  const nameField = form.register('name');
  const slugField = form.register('slug');

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
        <Field label="Product Name" htmlFor="product-name" error={errors.name?.message} required>
          <Input
            id="product-name"
            {...nameField}
            onChange={(event) => {
              void nameField.onChange(event);
              // Slug auto-generation applies to new products only, until the slug is edited by hand.
              if (!isEdit && !slugTouched.current) form.setValue('slug', productSlug(event.target.value));
            }}
            aria-invalid={!!errors.name}
          />
        </Field>
        <Field
          label="URL Slug"
          htmlFor="product-slug"
          error={errors.slug?.message}
          required
          hint={`/products/${form.watch('slug') || '…'}`}
        >
          <Input
            id="product-slug"
            {...slugField}
            onChange={(event) => {
              slugTouched.current = true;
              void slugField.onChange(event);
            }}
            aria-invalid={!!errors.slug}
          />
        </Field>
        <Field label="SKU" htmlFor="product-sku" error={errors.sku?.message} required>
          <Input id="product-sku" {...form.register('sku')} aria-invalid={!!errors.sku} />
        </Field>
        <Field label="Category" htmlFor="product-category" error={errors.categoryId?.message} required>
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field }) => (
              <Select
                id="product-category"
                value={field.value === '' ? undefined : String(field.value)}
                onValueChange={field.onChange}
                placeholder={categories.isLoading ? 'Loading categories...' : 'Select a category'}
                options={indentedCategoryOptions(categories.data ?? [])}
                aria-invalid={!!errors.categoryId}
              />
            )}
          />
        </Field>
        <Field label="Brand" htmlFor="product-brand" error={errors.brandId?.message}>
          <Controller
            control={form.control}
            name="brandId"
            render={({ field }) => (
              <Select
                id="product-brand"
                value={String(field.value ?? 'none')}
                onValueChange={field.onChange}
                options={[
                  { value: 'none', label: 'No brand' },
                  ...(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name })),
                ]}
              />
            )}
          />
        </Field>
        <Field label="MPN" htmlFor="product-mpn" hint="Manufacturer part number" error={errors.mpn?.message}>
          <Input id="product-mpn" {...form.register('mpn')} />
        </Field>
        <Field
          label="Subtitle"
          htmlFor="product-subtitle"
          className="md:col-span-2"
          error={errors.subtitle?.message}
        >
          <Input id="product-subtitle" {...form.register('subtitle')} />
        </Field>
        <Field
          label="Price"
          htmlFor="product-price"
          error={errors.price?.message}
          hint="MSRP in USD; leave empty for no public price"
        >
          <Input
            id="product-price"
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            {...form.register('price')}
            aria-invalid={!!errors.price}
          />
        </Field>
        <Field label="Stock Quantity" htmlFor="product-stock" error={errors.stock?.message}>
          <Input
            id="product-stock"
            type="text"
            inputMode="numeric"
            {...form.register('stock')}
            aria-invalid={!!errors.stock}
          />
        </Field>
        <Field label="Status" htmlFor="product-status">
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                id="product-status"
                value={field.value}
                onValueChange={field.onChange}
                options={PRODUCT_STATUSES.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] }))}
              />
            )}
          />
        </Field>
        <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 p-3">
          <div>
            <label htmlFor="product-featured" className="text-sm font-medium text-slate-700">
              Featured Product
            </label>
            <p className="text-xs text-slate-500">Display as featured on homepage</p>
          </div>
          <Controller
            control={form.control}
            name="featured"
            render={({ field }) => (
              <Switch id="product-featured" checked={!!field.value} onCheckedChange={field.onChange} />
            )}
          />
        </div>
        <Field
          label="Short Description"
          htmlFor="product-short"
          className="md:col-span-2"
          error={errors.shortDescription?.message}
        >
          <Textarea id="product-short" rows={2} {...form.register('shortDescription')} />
        </Field>
        <Field
          label="Full Description"
          htmlFor="product-description"
          className="md:col-span-2"
          error={errors.description?.message}
        >
          <Textarea id="product-description" rows={6} {...form.register('description')} />
        </Field>
        <div className="md:col-span-2">
          <Field label="Product Images" error={errors.images?.message}>
            <Controller
              control={form.control}
              name="images"
              render={({ field }) => (
                <ImageUploader
                  value={field.value ?? []}
                  onChange={field.onChange}
                  context={{
                    name: form.watch('name'),
                    sku: form.watch('sku'),
                    category: (categories.data ?? []).find(
                      (c) => String(c.id) === String(form.watch('categoryId')),
                    )?.name,
                    brand: (brands.data ?? []).find((b) => String(b.id) === String(form.watch('brandId')))
                      ?.name,
                  }}
                />
              )}
            />
          </Field>
        </div>
      </div>
    </FormDialog>
  );
}
