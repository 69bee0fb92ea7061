// The overview tab (document 001 §2.5, §5): Basic Information (with brand, MPN and subtitle), Pricing &
// Status, Descriptions and Product Images cards, and the distributor links. Create sends POST and moves
// to the new product; save sends PATCH. Empty price and brand are left out of the payload (EDIT-34/35);
// when editing, clearing a price or brand that was set sends null so it can be removed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { Product } from '../../../../core/schemas/products';
import { changedValues } from '../../components/form/changed-values';
import { FormKit } from '../../components/form/form-kit';
import { EditOnly } from '../../components/form/read-only';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage, failureMessage } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useUnsavedChanges, withoutPrompt } from '../../lib/unsaved-changes';
import { draftQuery, publishingQuery, saveDraft } from '../../queries/drafts';
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
import { useCanEdit } from '../use-can-edit';
import { DistributorLinksCard } from './distributor-links';
import { ProductImages } from './product-images';

export const FEATURED_HINT = 'Display this product prominently on the homepage';

type ProductValues = Parameters<typeof productPayload>[0];

export function OverviewTab({ product }: { product: Product | null }) {
  const isNew = !product;
  const canEdit = useCanEdit();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  // A published product may hold a draft (#19): the form shows the draft's values over the published ones.
  const draft = useQuery({ ...draftQuery('product', product?.id ?? 0), enabled: !!product });
  const draftFields = draft.data?.exists ? draft.data.fields : null;
  const shown = useMemo(
    () => (product && draftFields ? ({ ...product, ...draftFields } as Product) : product),
    [product, draftFields],
  );
  const form = useSchemaForm(productFormSchema, { defaultValues: productFormDefaults(shown) });
  useProductSlugFollowsName(form, isNew);

  // A refreshed product (an image saved at once, #14) keeps the fields being edited.
  useEffect(() => {
    form.reset(productFormDefaults(shown), { keepDirtyValues: true });
  }, [shown, form]);

  const draftSave = useMutation({
    mutationFn: (values: ProductValues) => {
      const { images: _i, status: _s, ...fields } = productPayload(values) as Record<string, unknown>;
      return saveDraft('product', product!.id, fields);
    },
    onSuccess: async () => {
      notify.success('Draft saved', 'Visitors still see the published version.');
      form.reset(form.getValues());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: draftQuery('product', product!.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: publishingQuery().queryKey }),
      ]);
    },
    onError: (err) => {
      applyServerErrors(err, form.setError, Object.keys(productFormSchema.shape));
      notify.error('Save failed', failureMessage(err, 'Failed to save the draft. Please try again.'));
    },
  });

  const save = useMutation({
    // An existing product's images are saved by their own card at once (#14), never by this form; the
    // PATCH carries only the edited fields (a cleared price or brand goes as null and is removed).
    mutationFn: (values: ProductValues) =>
      product
        ? updateProduct(
            product.id,
            changedValues(form.formState.dirtyFields, { ...values, images: undefined }),
          )
        : createProduct(productPayload(values)),
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
      applyServerErrors(err, form.setError, Object.keys(productFormSchema.shape));
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
        <FormKit form={form} idPrefix="product">
          <div className="grid gap-5 xl:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Basic Information</CardTitle>
                <CardDescription>Name, address, identifiers and where the product belongs.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4 md:grid-cols-2">
                <BasicFields />
              </CardContent>
            </Card>
            <div className="grid content-start gap-5">
              <Card>
                <CardHeader>
                  <CardTitle>Pricing & Status</CardTitle>
                  <CardDescription>Price shown as MSRP, stock and visibility.</CardDescription>
                </CardHeader>
                <CardContent className="grid gap-4 md:grid-cols-2">
                  <PricingFields featuredHint={FEATURED_HINT} />
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Product Images</CardTitle>
                  <CardDescription>Up to 5 images; the first is the main image.</CardDescription>
                </CardHeader>
                <CardContent>
                  {product ? <ProductImages product={product} /> : <ImagesField label="Images" />}
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
              <DescriptionFields />
            </CardContent>
          </Card>
          {serverError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {serverError}
            </p>
          )}
          <EditOnly>
            <div className="sticky bottom-0 z-10 -mx-1 flex justify-end gap-2 border-t border-slate-200 bg-slate-50/95 px-1 py-3">
              {product?.status === 'active' && (
                <Button
                  type="button"
                  variant="outline"
                  disabled={draftSave.isPending}
                  onClick={form.handleSubmit((values) => draftSave.mutate(values))}
                >
                  {draftSave.isPending ? 'Saving draft...' : 'Save draft'}
                </Button>
              )}
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : isNew ? 'Create Product' : 'Save Changes'}
              </Button>
            </div>
          </EditOnly>
        </FormKit>
      </form>
      {product && <DistributorLinksCard productId={product.id} />}
    </div>
  );
}
