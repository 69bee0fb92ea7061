// Buyer tools on the product page (#20): "Download datasheet" (a plain link, works without scripts) and
// "Add to compare" (once the page is live).
import type { ProductDetails } from '../../../../core/schemas/catalogue';
import { LazyCompareButton } from '../compare/deferred';
import { DatasheetLink } from './datasheet-link';

export function ProductTools({ product }: { product: ProductDetails }) {
  return (
    <div
      className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm print:hidden"
      data-testid="product-tools"
    >
      <DatasheetLink product={product} />
      <LazyCompareButton product={{ slug: product.slug, name: product.name, image: product.images[0] }} />
    </div>
  );
}
