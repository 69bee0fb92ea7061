// The Product Images card of an existing product (issue #14): every change is stored at once, like the
// editor's other tabs. An upload carries the product id, so the server stores the file and links it to
// the product in one call (nothing is lost by leaving before "Save Changes"); making an image the main
// one or removing one saves the new list through PUT /api/products/{id}/images. The overview form no
// longer carries the images of an existing product (editorPayload leaves them out).
import { useQueryClient } from '@tanstack/react-query';
import type { ProductImages as StoredImages } from '../../../../core/schemas/images';
import type { Product } from '../../../../core/schemas/products';
import { apiJson, errorMessage } from '../../lib/api';
import { mediaKey } from '../../queries/media';
import { PRODUCTS_KEY, productQuery } from '../../queries/products';
import { ImageUploader } from '../shared/form/image-uploader';
import { useCanEdit } from '../use-can-edit';
import { useTabMutation } from './use-tab-mutation';

export function ProductImages({ product }: { product: Product }) {
  const queryClient = useQueryClient();
  const canEdit = useCanEdit();

  /** The stored list becomes the product's; lists, completeness and the media library's usage follow. */
  async function stored(images: string[]) {
    queryClient.setQueryData(productQuery(product.id).queryKey, (old) => (old ? { ...old, images } : old));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] }),
      queryClient.invalidateQueries({ queryKey: mediaKey }),
    ]);
  }

  const save = useTabMutation<string[], StoredImages>(product.id, {
    call: (images) => apiJson<StoredImages>('PUT', `/api/products/${product.id}/images`, { images }),
    success: (_saved, images) =>
      images.length < product.images.length
        ? ['Image removed', 'The image was removed from the product.']
        : ['Main image updated', 'The chosen image is now shown first.'],
    failure: (error) => ['Save failed', errorMessage(error, 'Failed to save the images. Please try again.')],
    onDone: (saved) => void stored(saved.images),
    refreshAllProducts: true,
  });

  // While a change is on its way the uploader already shows it.
  const shown = save.isPending && save.variables ? save.variables : product.images;
  return (
    <ImageUploader
      value={shown}
      onChange={(images) => save.mutate(images)}
      onUploaded={(images) => void stored(images)}
      productId={product.id}
      readOnly={!canEdit}
      context={{
        name: product.name,
        sku: product.sku,
        category: product.category?.name,
        brand: product.brand?.name,
      }}
    />
  );
}
