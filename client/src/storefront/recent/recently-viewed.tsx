// Recently viewed products (#20), on the product page and the catalogue. Kept in this browser's local
// storage only after the visitor accepted preference cookies (the consent text's promise); without that
// consent nothing is written, and withdrawing it deletes the list (consent.ts).
import { useEffect } from 'react';
import { Link } from 'wouter';
import { ProductImage } from '../catalogue/product-image';
import { type StoredProduct, storedList } from '../compare/stored-list';
import { RECENTLY_VIEWED_STORAGE_KEY, useConsent } from '../consent/consent';

const SHOWN = 6;
export const recentlyViewed = storedList(RECENTLY_VIEWED_STORAGE_KEY, SHOWN + 1);

/** Puts a product first in the list (once), when preference cookies are accepted. */
export function recordView(product: StoredProduct, preferences: boolean): void {
  if (!preferences) return;
  const rest = recentlyViewed.get().filter((p) => p.slug !== product.slug);
  recentlyViewed.set([{ slug: product.slug, name: product.name, image: product.image }, ...rest]);
}

export function RecentlyViewed({ current }: { current?: StoredProduct }) {
  const consent = useConsent();
  const preferences = consent?.preferences === true;
  const list = recentlyViewed.use();
  const slug = current?.slug;
  const name = current?.name;
  const image = current?.image;
  useEffect(() => {
    if (!preferences) {
      // Consent withdrawn (or never given): nothing is kept (consent.ts already removed the stored list).
      if (recentlyViewed.get().length) recentlyViewed.set([]);
      return;
    }
    if (slug && name) recordView({ slug, name, image }, preferences);
  }, [slug, name, image, preferences]);

  const shown = list.filter((p) => p.slug !== slug).slice(0, SHOWN);
  if (!preferences || shown.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className="print:hidden" data-testid="recently-viewed">
      <h2 id="recently-viewed" className="text-lg font-semibold text-slate-900">
        Recently viewed
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {shown.map((p) => (
          <li key={p.slug}>
            <Link
              href={`/products/${encodeURIComponent(p.slug)}`}
              className="flex h-full flex-col gap-2 rounded-md border border-slate-200 bg-white p-3 text-sm font-medium text-slate-900 hover:border-brand-600 hover:underline"
            >
              <span className="block aspect-square">
                {p.image ? (
                  <ProductImage url={p.image} alt="" sizes="160px" size={400} />
                ) : (
                  <span className="block h-full w-full rounded bg-slate-100" />
                )}
              </span>
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
