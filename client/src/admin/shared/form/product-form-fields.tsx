// The product form's field groups, shared by the product dialog (one grid) and the product editor (one
// card per group: Basic Information, Pricing & Status, Descriptions, Product Images). Kit fields: labels
// are the only thing written here; limits, required marks and messages come from productInput.
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '../../../../../core/constants';
import { indentedCategoryOptions } from '../../../../../core/rules/category-tree';
import { productSlug } from '../../../../../core/rules/slug';
import {
  type Product,
  type ProductInput,
  type ProductValues,
  productInput,
} from '../../../../../core/schemas/products';
import {
  ControlledField,
  NumberField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../../../components/form/form-kit';
import { useFollowField } from '../../../components/form/use-follow-field';
import type { FormValuesOf, SchemaForm } from '../../../components/form/use-schema-form';
import { brandsQuery } from '../../../queries/brands';
import { categoriesQuery } from '../../../queries/categories';
import { ImageUploader } from './image-uploader';

export { productInput as productFormSchema };
export type ProductForm = SchemaForm<typeof productInput>;

export function productFormDefaults(product?: Product | null): FormValuesOf<typeof productInput> {
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

/** The create payload: an empty price and an empty brand are left out. */
export function productPayload(values: ProductValues): ProductInput {
  const { price, brandId, ...rest } = values;
  return { ...rest, ...(price !== null ? { price } : {}), ...(brandId !== null ? { brandId } : {}) };
}

/** While creating, the URL slug follows the product name until it is edited by hand. */
export function useProductSlugFollowsName(form: ProductForm, creating: boolean) {
  return useFollowField(form, 'name', 'slug', productSlug, creating);
}

/** Name, URL slug, SKU, category, brand, MPN, subtitle. */
export function BasicFields() {
  const categories = useQuery(categoriesQuery());
  const brands = useQuery(brandsQuery());
  const slug = useWatch({ name: 'slug' }) as string | undefined;
  return (
    <>
      <TextField name="name" label="Product Name" />
      <TextField name="slug" label="URL Slug" hint={`/products/${slug || '…'}`} />
      <TextField name="sku" label="SKU" />
      <SelectField
        name="categoryId"
        label="Category"
        placeholder={categories.isLoading ? 'Loading categories...' : 'Select a category'}
        options={indentedCategoryOptions(categories.data ?? [])}
      />
      <SelectField
        name="brandId"
        label="Brand"
        toOption={(value) => String(value ?? 'none')}
        options={[
          { value: 'none', label: 'No brand' },
          ...(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name })),
        ]}
      />
      <TextField name="mpn" label="MPN" hint="Manufacturer part number" />
      <TextField name="subtitle" label="Subtitle" className="md:col-span-2" />
    </>
  );
}

/** Price, stock quantity, status and the featured toggle. */
export function PricingFields({ featuredHint }: { featuredHint: string }) {
  return (
    <>
      <NumberField
        name="price"
        label="Price"
        step="0.01"
        min="0"
        hint="MSRP in USD; leave empty for no public price"
      />
      <TextField name="stock" label="Stock Quantity" inputMode="numeric" />
      <SelectField
        name="status"
        label="Status"
        options={PRODUCT_STATUSES.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] }))}
      />
      <SwitchField name="featured" label="Featured Product" hint={featuredHint} />
    </>
  );
}

/** Short and full description. */
export function DescriptionFields() {
  return (
    <>
      <TextAreaField name="shortDescription" label="Short Description" rows={2} className="md:col-span-2" />
      <TextAreaField name="description" label="Full Description" rows={6} className="md:col-span-2" />
    </>
  );
}

/** The image uploader, given the product name, SKU, category name and brand name as context. */
export function ImagesField({ label = 'Product Images' }: { label?: string }) {
  const categories = useQuery(categoriesQuery());
  const brands = useQuery(brandsQuery());
  const [name, sku, categoryId, brandId] = useWatch({ name: ['name', 'sku', 'categoryId', 'brandId'] });
  return (
    <ControlledField
      name="images"
      label={label}
      render={(field) => (
        <ImageUploader
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          context={{
            name,
            sku,
            category: (categories.data ?? []).find((c) => String(c.id) === String(categoryId))?.name,
            brand: (brands.data ?? []).find((b) => String(b.id) === String(brandId))?.name,
          }}
        />
      )}
    />
  );
}
