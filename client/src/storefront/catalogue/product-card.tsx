// One product in the catalogue grid: image, category, name, SKU, short description, price and a link,
// with the buyer tools: "Compare" over the picture (once the page is live) and "Add to quote" with a
// quantity at the foot (#20; a plain form without JavaScript).
import { Link } from 'wouter';
import type { ProductListItem } from '../../../../core/schemas/products';
import { formatPrice } from '../../lib/utils';
import { LazyCompareToggle } from '../compare/deferred';
import { AddToQuote } from '../quote/add-to-quote';
import { ImagePlaceholder, ProductImage } from './product-image';

export function ProductCard({ product, eager = false }: { product: ProductListItem; eager?: boolean }) {
  const href = `/products/${encodeURIComponent(product.slug)}`;
  const price = formatPrice(product.price);
  return (
    <article
      data-testid="product-card"
      className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <Link href={href} className="relative block aspect-square bg-white p-4" tabIndex={-1} aria-hidden>
        {product.images[0] ? (
          <ProductImage
            url={product.images[0]}
            alt=""
            eager={eager}
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 90vw"
          />
        ) : (
          <ImagePlaceholder label="" />
        )}
        {product.featured && (
          <span className="absolute left-3 top-3 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            Featured
          </span>
        )}
      </Link>
      <LazyCompareToggle product={{ slug: product.slug, name: product.name, image: product.images[0] }} />
      <div className="flex flex-1 flex-col gap-2 border-t border-slate-100 p-4">
        {product.category && (
          <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
            {product.category.name}
          </p>
        )}
        <h2 className="text-base font-semibold text-slate-900">
          <Link href={href} className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h2>
        <p className="text-xs text-slate-600">SKU: {product.sku}</p>
        {product.shortDescription && (
          <p className="line-clamp-3 text-sm text-slate-700">{product.shortDescription}</p>
        )}
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          {price ? (
            <p className="text-lg font-bold text-slate-900">
              ${price} <span className="text-xs font-medium text-slate-600">MSRP</span>
            </p>
          ) : (
            <p className="text-sm text-slate-600">Price on request</p>
          )}
          <Link
            href={href}
            className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            aria-label={`View details of ${product.name}`}
          >
            View Details
          </Link>
        </div>
      </div>
      <div className="border-t border-slate-100 bg-slate-50 px-4 pb-1.5 pt-3">
        <AddToQuote
          compact
          product={{
            productId: product.id,
            sku: product.sku,
            name: product.name,
            slug: product.slug,
            imageUrl: product.images[0] ?? null,
          }}
        />
      </div>
    </article>
  );
}
