// The product form's field groups, shared by the product dialog (one grid) and the product editor (one
// card per group: Basic Information, Pricing & Status, Descriptions, Product Images).
import { useQuery } from '@tanstack/react-query';
import type { MutableRefObject } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '../../../../core/constants';
import { indentedCategoryOptions } from '../../../../core/rules/category-tree';
import { productSlug } from '../../../../core/rules/slug';
import type { Product, productInput } from '../../../../core/schemas/products';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { brandsQuery } from '../../queries/brands';
import { categoriesQuery } from '../../queries/categories';
import { ImageUploader } from '../images/image-uploader';

export type ProductFormInput = z.input<typeof productInput>;
export type ProductFormOutput = z.output<typeof productInput>;
export type ProductForm = UseFormReturn<ProductFormInput, unknown, ProductFormOutput>;

export function productFormDefaults(product?: Product | null): ProductFormInput {
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
export function productPayload(values: ProductFormOutput): Record<string, unknown> {
  const { price, brandId, ...rest } = values;
  return { ...rest, ...(price !== null ? { price } : {}), ...(brandId !== null ? { brandId } : {}) };
}

/** Name, URL slug (follows the name when creating, until edited by hand), SKU, category, brand, MPN, subtitle. */
export function BasicFields({
  form,
  autoSlug,
  slugTouched,
}: {
  form: ProductForm;
  autoSlug: boolean;
  slugTouched: MutableRefObject<boolean>;
}) {
  const { errors } = form.formState;
  const categories = useQuery(categoriesQuery());
  const brands = useQuery(brandsQuery());
  const nameField = form.register('name');
  const slugField = form.register('slug');
  return (
    <>
      <Field label="Product Name" htmlFor="product-name" error={errors.name?.message} required>
        <Input
          id="product-name"
          {...nameField}
          onChange={(event) => {
            void nameField.onChange(event);
            if (autoSlug && !slugTouched.current) form.setValue('slug', productSlug(event.target.value));
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
    </>
  );
}

/** Price, stock quantity, status and the featured toggle. */
export function PricingFields({ form, featuredHint }: { form: ProductForm; featuredHint: string }) {
  const { errors } = form.formState;
  return (
    <>
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
          <p className="text-xs text-slate-500">{featuredHint}</p>
        </div>
        <Controller
          control={form.control}
          name="featured"
          render={({ field }) => (
            <Switch id="product-featured" checked={!!field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
    </>
  );
}

/** Short and full description. */
export function DescriptionFields({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  return (
    <>
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
    </>
  );
}

/** The image uploader, given the product name, SKU, category name and brand name as context. */
export function ImagesField({ form, label = 'Product Images' }: { form: ProductForm; label?: string }) {
  const categories = useQuery(categoriesQuery());
  const brands = useQuery(brandsQuery());
  return (
    <Field label={label} error={form.formState.errors.images?.message}>
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
              category: (categories.data ?? []).find((c) => String(c.id) === String(form.watch('categoryId')))
                ?.name,
              brand: (brands.data ?? []).find((b) => String(b.id) === String(form.watch('brandId')))?.name,
            }}
          />
        )}
      />
    </Field>
  );
}
