// The overview tab (document 001 §2.5, §5): Basic Information (with brand, MPN and subtitle), Pricing &
// Status, Descriptions and Product Images cards, and the distributor links. Create sends POST and moves
// to the new product; save sends PATCH. Empty price and brand are left out of the payload (EDIT-34/35);
// when editing, clearing a price or brand that was set sends null so it can be removed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { type Product, productInput } from '../../../../core/schemas/products';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ApiError, apiJson, errorMessage, failureMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useUnsavedChanges, withoutPrompt } from '../../lib/unsaved-changes';
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
} from '../products/product-form-fields';
import { useCanEdit } from '../use-can-edit';
import { DistributorLinksCard } from './distributor-links';
import { ProductImages } from './product-images';

export const FEATURED_HINT = 'Display this product prominently on the homepage';

/** The editor's payload: like the dialog's, but clearing a set price or brand sends null. */
export function editorPayload(values: ProductFormOutput, product: Product | null): Record<string, unknown> {
  const payload = productPayload(values);
  if (product?.price && values.price === null) payload.price = null;
  if (product?.brandId && values.brandId === null) payload.brandId = null;
  // An existing product's images are saved by their own card at once (#14), never by this form.
  if (product) delete payload.images;
  return payload;
}

export function OverviewTab({ product }: { product: Product | null }) {
  const isNew = !product;
  const canEdit = useCanEdit();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const slugTouched = useRef(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(productInput),
    defaultValues: productFormDefaults(product),
  });

  // A refreshed product (an image saved at once, #14) keeps the fields being edited.
  useEffect(() => {
    form.reset(productFormDefaults(product), { keepDirtyValues: true });
  }, [product, form]);

  const save = useMutation({
    mutationFn: (values: ProductFormOutput) =>
      isNew
        ? apiJson<Product>('POST', '/api/products', productPayload(values))
        : apiJson<Product>('PATCH', `/api/products/${product.id}`, editorPayload(values, product)),
    onSuccess: async (saved) => {
      form.reset(productFormDefaults(saved));
      setServerError(null);
      notify.success(isNew ? 'Product created' : 'Product updated', `"${saved.name}" has been saved.`);
      queryClient.setQueryData(productQuery(saved.id).queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: statsQuery().queryKey }),
      ]);
      // The form is saved: moving to the new product's address must not ask about unsaved changes.
      if (isNew) withoutPrompt(() => navigate(`/admin/products/${saved.id}`));
    },
    onError: (err) => {
      if (err instanceof ApiError && err.details) {
        for (const [field, messages] of Object.entries(err.details))
          if (field in form.getValues())
            form.setError(field as keyof ProductFormInput, { message: messages[0] });
      }
      // EDIT-67's text for a failure a retry may fix; otherwise the server's reason (#16).
      setServerError(errorMessage(err, 'Failed to save product. Please try again.'));
      notify.error('Save failed', failureMessage(err, 'Failed to save product. Please try again.'));
    },
  });

  // Leaving with unsaved overview edits asks Save / Discard / Stay (issue #14); Save resolves once stored.
  const saveForLeave = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        (values) =>
          save.mutateAsync(values).then(
            () => resolve(true),
            () => resolve(false),
          ),
        () => resolve(false),
      )();
    });
  useUnsavedChanges(canEdit && form.formState.isDirty, { onSave: saveForLeave });

  return (
    <div className="grid gap-5">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="grid gap-5"
        aria-label="Product overview"
      >
        <div className="grid gap-5 xl:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Basic Information</CardTitle>
              <CardDescription>Name, address, identifiers and where the product belongs.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 md:grid-cols-2">
              <BasicFields form={form} autoSlug={isNew} slugTouched={slugTouched} />
            </CardContent>
          </Card>
          <div className="grid content-start gap-5">
            <Card>
              <CardHeader>
                <CardTitle>Pricing & Status</CardTitle>
                <CardDescription>Price shown as MSRP, stock and visibility.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4 md:grid-cols-2">
                <PricingFields form={form} featuredHint={FEATURED_HINT} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Product Images</CardTitle>
                <CardDescription>Up to 5 images; the first is the main image.</CardDescription>
              </CardHeader>
              <CardContent>
                {product ? <ProductImages product={product} /> : <ImagesField form={form} label="Images" />}
              </CardContent>
            </Card>
          </div>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Descriptions</CardTitle>
            <CardDescription>The short one appears as the overview; the full one below it.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 md:grid-cols-2">
            <DescriptionFields form={form} />
          </CardContent>
        </Card>
        {serverError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {serverError}
          </p>
        )}
        {canEdit && (
          <div className="sticky bottom-0 z-10 -mx-1 flex justify-end gap-2 border-t border-slate-200 bg-slate-50/95 px-1 py-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : isNew ? 'Create Product' : 'Save Changes'}
            </Button>
          </div>
        )}
      </form>
      {product && <DistributorLinksCard productId={product.id} />}
    </div>
  );
}
