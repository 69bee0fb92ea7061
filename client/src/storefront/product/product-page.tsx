// The public product page /products/{slug} (document 001 §2.15). Data: GET /api/products/slug/{slug}/details,
// rendered on the server (404 when the product is missing, a draft or inactive, except for staff previewing).
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  CheckCircle2,
  ChevronDown,
  Download,
  ExternalLink,
  FileText,
  Loader2,
  PackageX,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { CURRENCY } from '../../../../core/constants';
import { sanitizeMarkup } from '../../../../core/rules/safe-markup';
import type { ProductDetails } from '../../../../core/schemas/catalogue';
import { cn, formatPrice } from '../../lib/utils';
import { productDetailsQuery } from '../../queries/catalogue';
import { trackEvent } from '../analytics/track';
import { ProductImage } from '../catalogue/product-image';
import { LazyRecentlyViewed } from '../compare/deferred';
import { AddToQuote } from '../quote/add-to-quote';
import { ImageGallery } from './image-gallery';
import { PrintMasthead } from './print-masthead';
import { ProductTools } from './product-tools';

/** How many specifications the top of the page shows beside the price (#15). */
const KEY_SPEC_COUNT = 4;

/** Document kinds the public side labels; any other kind is shown as stored. */
export const DOCUMENT_KIND_LABELS: Record<string, string> = {
  SDS: 'Safety Data Sheet',
  SPEC: 'Specification Sheet',
  MANUAL: 'User Manual',
  WARRANTY: 'Warranty Information',
};

/** The relationship groups of the public page, in order (COMPONENT is the separate "Kit Contents"). */
export const RELATED_GROUPS: Array<{ type: string; title: string }> = [
  { type: 'ACCESSORY', title: 'Accessories' },
  { type: 'COMPATIBLE', title: 'Compatible Products' },
  { type: 'SIMILAR', title: 'Similar Products' },
  { type: 'REPLACEMENT', title: 'Replacement Parts' },
];

type Spec = ProductDetails['specs'][number];

/** Specifications grouped by spec category ("General" by default), groups and rows sorted alphabetically. */
export function specGroups(specs: Spec[]): Array<{ name: string; specs: Spec[] }> {
  const groups = new Map<string, Spec[]>();
  for (const spec of specs) {
    const name = spec.specDefinition.category?.trim() || 'General';
    groups.set(name, [...(groups.get(name) ?? []), spec]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => ({
      name,
      specs: [...list].sort((a, b) => a.specDefinition.label.localeCompare(b.specDefinition.label)),
    }));
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const sectionTitle = 'text-xl font-bold text-slate-900';
const card = 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm';
const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800';
const outlineButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50';

export function ProductNotFound() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-md text-center">
        <PackageX className="mx-auto h-12 w-12 text-slate-400" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Product Not Found</h1>
        <p className="mt-2 text-slate-600">The product you're looking for doesn't exist.</p>
        <Link href="/products" className={cn(primaryButton, 'mt-6')}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Products
        </Link>
      </div>
    </div>
  );
}

export function ProductPage({ params }: { params: Record<string, string> }) {
  const slug = params.slug ?? '';
  const { data: product, isLoading } = useQuery(productDetailsQuery(slug));

  useEffect(() => {
    if (!product) return;
    trackEvent('view_item', {
      itemId: product.id,
      itemName: product.name,
      category: product.category?.name,
      brand: product.brand?.name,
      price: product.price ? Number(product.price) : undefined,
      sku: product.sku,
      currency: CURRENCY,
    });
  }, [product]);

  if (isLoading)
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <span role="status" className="inline-flex items-center gap-2 text-slate-700">
          <Loader2 className="h-6 w-6 animate-spin text-brand-700" aria-hidden /> Loading product…
        </span>
      </div>
    );
  if (!product) return <ProductNotFound />;
  return <ProductDetail product={product} />;
}

function ProductDetail({ product }: { product: ProductDetails }) {
  const price = formatPrice(product.price);
  const sku = encodeURIComponent(product.sku);
  const related = RELATED_GROUPS.map((group) => ({
    ...group,
    items: product.relationshipsFrom.filter((r) => r.type === group.type),
  })).filter((group) => group.items.length > 0);
  const components = product.relationshipsFrom.filter((r) => r.type === 'COMPONENT');
  const groups = specGroups(product.specs);
  // The page's own address (absolute): printed documents say theirs in full, as the PDF datasheet does.
  const pageUrl = typeof product.structuredData.url === 'string' ? product.structuredData.url : '';
  const keySpecs = product.specs
    .filter((s) => s.displayValue && s.specDefinition.dataType !== 'RELATIONSHIP_LIST')
    .slice(0, KEY_SPEC_COUNT);

  return (
    // On a phone the sticky quote bar covers the page's last 4 rem: the padding keeps the end readable.
    <div className="bg-slate-50 pb-20 md:pb-0 print:bg-white print:pb-0">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 print:max-w-none print:p-0">
        <PrintMasthead product={product} />
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600 print:hidden">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link href="/" className="hover:text-brand-800 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li>
              <Link href="/products" className="hover:text-brand-800 hover:underline">
                Products
              </Link>
            </li>
            {product.category && (
              <>
                <li aria-hidden>/</li>
                <li>
                  <Link
                    href={`/products?categories=${encodeURIComponent(product.category.slug)}`}
                    className="hover:text-brand-800 hover:underline"
                  >
                    {product.category.name}
                  </Link>
                </li>
              </>
            )}
            <li aria-hidden className="max-sm:hidden">
              /
            </li>
            <li aria-current="page" className="font-medium text-slate-900 max-sm:sr-only">
              {product.name}
            </li>
          </ol>
        </nav>

        <div className="mt-4 grid gap-6 sm:mt-6 sm:gap-8 lg:grid-cols-2 print:mt-0 print:grid-cols-[12rem_1fr] print:gap-6">
          {/* A phone's first screen holds the picture, name, price, key specs and the quote bar. */}
          <div className="mx-auto w-full max-w-[11rem] sm:max-w-md lg:max-w-none print:max-w-[12rem]">
            <ImageGallery images={product.images} name={product.name} />
          </div>

          <div className="space-y-6">
            <div>
              {product.brand && (
                <div className="flex items-center gap-2">
                  {product.brand.logoUrl && (
                    <img
                      src={product.brand.logoUrl}
                      alt={`${product.brand.name} logo`}
                      width={32}
                      height={32}
                      className="h-8 w-8 rounded object-contain"
                    />
                  )}
                  <span className="text-sm font-semibold text-slate-700">{product.brand.name}</span>
                </div>
              )}
              <div className="mt-3 flex flex-wrap gap-2 print:hidden">
                <span
                  data-testid="status-badge"
                  className={cn(
                    'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                    product.status === 'active'
                      ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                      : 'bg-amber-50 text-amber-900 ring-amber-200',
                  )}
                >
                  {product.status === 'active' ? 'Available' : 'Coming Soon'}
                </span>
                {product.featured && (
                  <span className="inline-flex rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                    Featured
                  </span>
                )}
              </div>
              <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {product.name}
              </h1>
              {product.subtitle && <p className="mt-1 text-lg text-slate-700">{product.subtitle}</p>}
              <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
                <div className="flex gap-1">
                  <dt className="font-medium">SKU:</dt>
                  <dd>{product.sku}</dd>
                </div>
                {product.mpn && (
                  <div className="flex gap-1">
                    <dt className="font-medium">MPN:</dt>
                    <dd>{product.mpn}</dd>
                  </div>
                )}
              </dl>
              {price && (
                <p className="mt-3 text-2xl font-bold text-slate-900 sm:mt-4 sm:text-3xl" data-testid="price">
                  ${price} <span className="text-sm font-medium text-slate-600">MSRP</span>
                </p>
              )}
              {keySpecs.length > 0 && (
                <dl
                  className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 print:hidden"
                  data-testid="key-specs"
                >
                  {keySpecs.map((spec) => (
                    <div key={spec.id}>
                      <dt className="text-xs text-slate-600">{spec.specDefinition.label}</dt>
                      <dd className="font-semibold text-slate-900">{spec.displayValue}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>

            {product.highlights.length > 0 && (
              <section>
                <h2 className="text-base font-semibold text-slate-900">Key Features</h2>
                <ul className="mt-2 space-y-2">
                  {product.highlights.map((h) => (
                    <li key={h.id} className="flex gap-2 text-sm text-slate-700">
                      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
                      {h.text}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section className="print:hidden">
              <h2 className="text-base font-semibold text-slate-900">Product Tags</h2>
              {product.tags === undefined ? (
                <p className="mt-2 text-sm text-slate-600">Loading tags...</p>
              ) : product.tags.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">No tags</p>
              ) : (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {product.tags.map((tag) => (
                    <li key={tag.id}>
                      <Link
                        href={`/products?tags=${encodeURIComponent(tag.slug)}`}
                        data-testid="tag-chip"
                        className="inline-flex items-center gap-1.5 rounded-full border bg-white px-3 py-1 text-xs font-medium text-slate-800 hover:bg-slate-50"
                        style={{ borderColor: tag.color }}
                      >
                        <span
                          className="h-2 w-2 rounded-full"
                          style={{ backgroundColor: tag.color }}
                          aria-hidden
                        />
                        {tag.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            {product.shortDescription && (
              <section>
                <h2 className="text-base font-semibold text-slate-900">Overview</h2>
                <p className="mt-2 text-slate-700">{product.shortDescription}</p>
              </section>
            )}

            <AddToQuote
              product={{
                productId: product.id,
                sku: product.sku,
                name: product.name,
                slug: product.slug,
                imageUrl: product.images[0] ?? null,
              }}
            />
            <div className="flex flex-wrap gap-3 print:hidden">
              <Link href={`/contact?type=quote&sku=${sku}`} className={primaryButton}>
                Get Quote
              </Link>
              <Link href={`/contact?type=distributor&sku=${sku}`} className={outlineButton}>
                Find Distributor
              </Link>
            </div>
            <ProductTools product={product} />

            {product.distributorLinks.length > 0 && (
              <section className="print:hidden">
                <h2 className="text-sm font-semibold text-slate-900">Available from:</h2>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {product.distributorLinks.map((d) => (
                    <li key={d.id}>
                      <a
                        href={d.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        // Its own consent-gated event: a distributor-link click, one conversion (#14).
                        onClick={() =>
                          trackEvent('distributor_inquiry', {
                            itemId: product.id,
                            itemName: product.name,
                            sku: product.sku,
                            distributorName: d.distributorName,
                          })
                        }
                        className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
                      >
                        {d.distributorName}
                        <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>

        <div className="mt-10 space-y-8">
          {/* Paper gives the datasheet's content (#20): the short overview, not the long description. */}
          {product.description && (
            <section className={cn(card, 'print:hidden')}>
              <h2 className={sectionTitle}>Product Description</h2>
              <div className="mt-3 space-y-3 text-slate-700">
                {paragraphs(product.description).map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </section>
          )}

          <section className={card} data-testid="specifications">
            <h2 className={sectionTitle}>Technical Specifications</h2>
            {groups.length === 0 ? (
              <div className="mt-3 text-slate-700">
                <p>
                  Detailed specifications are being updated. Please contact us for complete technical
                  information.
                </p>
                <Link
                  href="/contact"
                  className="mt-3 inline-block font-semibold text-brand-800 hover:underline"
                >
                  Request Specifications
                </Link>
              </div>
            ) : (
              <div className="mt-4 space-y-6 print:grid print:grid-cols-2 print:gap-x-6 print:gap-y-3 print:space-y-0">
                {groups.map((group) => (
                  <table key={group.name} className="w-full text-left text-sm">
                    <caption className="mb-2 text-left text-base font-semibold text-slate-900">
                      {group.name}
                    </caption>
                    <tbody className="divide-y divide-slate-100 border-y border-slate-100">
                      {group.specs.map((spec) => (
                        <tr key={spec.id}>
                          <th scope="row" className="w-1/2 py-2 pr-4 align-top font-medium text-slate-900">
                            {spec.specDefinition.label}
                            {spec.specDefinition.description && (
                              <span className="mt-0.5 block text-xs font-normal text-slate-600 print:hidden">
                                {spec.specDefinition.description}
                              </span>
                            )}
                          </th>
                          <td className="py-2 align-top text-slate-700">
                            {spec.specDefinition.dataType === 'RELATIONSHIP_LIST' ? (
                              <div
                                className="[&_a]:text-brand-800 [&_a]:underline [&_li]:ml-4 [&_ul]:list-disc"
                                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to a small safe subset
                                dangerouslySetInnerHTML={{ __html: sanitizeMarkup(spec.displayValue) }}
                              />
                            ) : (
                              spec.displayValue
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ))}
              </div>
            )}
          </section>

          <section className={card} data-testid="documents">
            <h2 className={sectionTitle}>Documentation &amp; Downloads</h2>
            {product.documents.length === 0 ? (
              <div className="mt-3 text-slate-700">
                <p>
                  Product documentation is currently being compiled. Please contact us for available
                  resources.
                </p>
                <Link
                  href="/contact"
                  className="mt-3 inline-block font-semibold text-brand-800 hover:underline"
                >
                  Request Documents
                </Link>
              </div>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-2">
                {product.documents.map(({ id, document }) => (
                  <li key={id} className="flex flex-col rounded-md border border-slate-200 p-4 print:p-2">
                    <FileText className="h-6 w-6 text-brand-700 print:hidden" aria-hidden />
                    <h3 className="mt-2 font-semibold text-slate-900">{document.title}</h3>
                    <p className="text-sm text-slate-600">
                      {DOCUMENT_KIND_LABELS[document.kind] ?? document.kind}
                    </p>
                    {document.version && <p className="text-xs text-slate-600">Version {document.version}</p>}
                    <span className="hidden break-all text-xs text-slate-700 print:block">
                      {pageUrl ? new URL(document.url, pageUrl).href : document.url}
                    </span>
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={() =>
                        trackEvent('file_download', {
                          documentId: document.id,
                          documentTitle: document.title,
                          documentKind: document.kind,
                          itemId: product.id,
                          sku: product.sku,
                        })
                      }
                      className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline print:hidden"
                    >
                      <Download className="h-4 w-4" aria-hidden /> Download
                      <span className="sr-only">{document.title} (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {related.length > 0 && (
            <section className={cn(card, 'print:hidden')} data-testid="related">
              <h2 className={sectionTitle}>Related Products</h2>
              <div className="mt-4 space-y-6">
                {related.map((group) => (
                  <div key={group.type}>
                    <h3 className="text-base font-semibold text-slate-900">{group.title}</h3>
                    <ul className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                      {group.items.map((r) => (
                        <li key={r.id} className="flex flex-col rounded-md border border-slate-200 p-4">
                          {r.toProduct.images[0] && (
                            <div className="mb-3 aspect-[4/3] overflow-hidden rounded bg-white print:hidden">
                              <ProductImage
                                url={r.toProduct.images[0]}
                                alt=""
                                sizes="(min-width: 1024px) 20vw, (min-width: 640px) 40vw, 90vw"
                                size={400}
                              />
                            </div>
                          )}
                          <span className="font-semibold text-slate-900">{r.toProduct.name}</span>
                          {formatPrice(r.toProduct.price) && (
                            <span className="mt-1 font-semibold text-slate-900" data-testid="related-price">
                              ${formatPrice(r.toProduct.price)}{' '}
                              <span className="text-xs font-medium text-slate-600">MSRP</span>
                            </span>
                          )}
                          {r.toProduct.shortDescription && (
                            <p className="mt-1 line-clamp-3 text-sm text-slate-700">
                              {r.toProduct.shortDescription}
                            </p>
                          )}
                          {r.note && <p className="mt-1 text-xs italic text-slate-600">{r.note}</p>}
                          <Link
                            href={`/products/${encodeURIComponent(r.toProduct.slug)}`}
                            className="mt-auto pt-3 text-sm font-semibold text-brand-800 hover:underline"
                            aria-label={`View Product ${r.toProduct.name}`}
                          >
                            View Product
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          )}

          {components.length > 0 && (
            <section className={card} data-testid="kit-contents">
              <h2 className={sectionTitle}>Kit Contents</h2>
              <p className="mt-2 text-slate-700">This kit includes the following components:</p>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {components.map((r) => (
                  <li key={r.id} className="flex flex-col rounded-md border border-slate-200 p-4">
                    <span className="w-fit rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      Component
                    </span>
                    <span className="mt-2 font-semibold text-slate-900">{r.toProduct.name}</span>
                    <span className="text-xs text-slate-600">SKU: {r.toProduct.sku}</span>
                    {r.note && <p className="mt-1 text-sm text-slate-700">{r.note}</p>}
                    <Link
                      href={`/products/${encodeURIComponent(r.toProduct.slug)}`}
                      className="mt-auto pt-3 text-sm font-semibold text-brand-800 hover:underline"
                      aria-label={`View Details of ${r.toProduct.name}`}
                    >
                      View Details
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {product.faqs.length > 0 && (
            <section className={cn(card, 'print:hidden')} data-testid="faqs">
              <h2 className={sectionTitle}>Frequently Asked Questions</h2>
              <div className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
                {product.faqs.map((faq) => (
                  // One shared name makes the accordion single-open (the browser closes the others), and it
                  // can be fully collapsed; it works without JavaScript too.
                  <details key={faq.id} name={`faq-${product.id}`} className="group py-3" data-testid="faq">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                      {faq.question}
                      <ChevronDown
                        className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
                        aria-hidden
                      />
                    </summary>
                    <div className="mt-2 space-y-2 text-sm text-slate-700">
                      {paragraphs(faq.answer).map((p) => (
                        <p key={p}>{p}</p>
                      ))}
                    </div>
                  </details>
                ))}
              </div>
            </section>
          )}

          <LazyRecentlyViewed
            current={{ slug: product.slug, name: product.name, image: product.images[0] }}
          />
          <Link
            href="/products"
            className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline print:hidden"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to All Products
          </Link>
        </div>
      </div>
      {/* #15: on a phone "Get Quote" stays in reach at the bottom of the screen. */}
      <div
        className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] md:hidden print:hidden"
        data-testid="quote-bar"
      >
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">{product.name}</p>
          {price && <p className="text-sm text-slate-700">${price} MSRP</p>}
        </div>
        <Link href={`/contact?type=quote&sku=${sku}`} className={primaryButton}>
          Get Quote
        </Link>
      </div>
    </div>
  );
}
