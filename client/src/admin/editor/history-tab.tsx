// The product editor's History tab (#19): the shared history view over the product and its child rows.
import { PRODUCTS_KEY } from '../../queries/products';
import { HistoryView } from '../shared/history-view';

export function HistoryTab({ productId }: { productId: number }) {
  return (
    <HistoryView
      entity="product"
      url={`/api/products/${productId}`}
      keyPrefix={[PRODUCTS_KEY, productId]}
      label="Product history"
      restores="The product and its specifications, tags, documents, images, highlights, FAQs, relationships and distributor links"
      invalidates={[[PRODUCTS_KEY]]}
    />
  );
}
