// The comparison page /compare?products=a,b,… (#20), rendered on the server: one column per product
// (picture, name, SKU, "Add to quote", price, key features, datasheet, remove) and the specifications aligned by
// definition, grouped by specification category, with differences highlighted. On a phone the columns
// scroll sideways under the pinned specification names. The address is the comparison: share it.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, GitCompareArrows, PackageX, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { COMPARE_MAX, COMPARE_MIN, compareHref } from '../../../../core/rules/compare';
import { sanitizeMarkup } from '../../../../core/rules/safe-markup';
import type { CompareData } from '../../../../core/schemas/compare';
import { cn, formatPrice } from '../../lib/utils';
import { ProductImage } from '../catalogue/product-image';
import { DatasheetLink } from '../product/datasheet-link';
import { AddToQuote } from '../quote/add-to-quote';
import { CompareBar } from './compare-bar';
import { compareQuery, compareSlugs } from './compare-data';
import { removeFromCompare } from './compare-store';

const linkClass = 'font-semibold text-brand-800 hover:underline';

export function ComparePage() {
  const search = useSearch();
  const { slugs, extra } = compareSlugs(new URLSearchParams(search));
  const query = useQuery({ ...compareQuery(slugs), enabled: slugs.length > 0 });

  return (
    <div className="compare-view bg-slate-50 pb-24">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
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
            <li aria-hidden>/</li>
            <li aria-current="page" className="font-medium text-slate-900">
              Compare
            </li>
          </ol>
        </nav>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Compare Products
        </h1>

        {slugs.length === 0 ? (
          <Empty
            title="No products to compare yet"
            text={`Tick "Compare" on ${COMPARE_MIN} to ${COMPARE_MAX} products in the catalogue, then open the comparison from the bar at the bottom of the page.`}
          />
        ) : query.isLoading ? (
          <p role="status" className="mt-6 text-slate-700">
            Loading comparison…
          </p>
        ) : query.data ? (
          <Comparison data={query.data} extra={extra} />
        ) : (
          <Empty
            title="None of these products were found"
            text="They may have been renamed or withdrawn. Choose the products again in the catalogue."
            notFound
          />
        )}
      </div>
      {slugs.length === 0 && <CompareBar />}
    </div>
  );
}

function Empty({ title, text, notFound = false }: { title: string; text: string; notFound?: boolean }) {
  const Icon = notFound ? PackageX : GitCompareArrows;
  return (
    <div className="mt-8 rounded-lg border border-slate-200 bg-white p-8 text-center">
      <Icon className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-1 max-w-lg text-slate-700">{text}</p>
      <Link href="/products" className={cn(linkClass, 'mt-4 inline-flex items-center gap-1')}>
        <ArrowLeft className="h-4 w-4" aria-hidden /> Browse products
      </Link>
    </div>
  );
}

function Comparison({ data, extra }: { data: CompareData; extra: string[] }) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const { products, groups } = data;
  const shown = products.map((p) => p.slug);
  const anyDifference = groups.some((g) => g.differs);
  const stickyCell = 'sticky left-0 z-10 w-28 min-w-28 border-r border-slate-200 sm:w-48 sm:min-w-48';
  const cell = 'min-w-40 p-3 align-top sm:min-w-52';

  return (
    <>
      {(data.missing.length > 0 || extra.length > 0 || products.length < COMPARE_MIN) && (
        <div
          role="status"
          className="mt-4 space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {data.missing.length > 0 && <p>Not found, so left out: {data.missing.join(', ')}.</p>}
          {extra.length > 0 && (
            <p>
              At most {COMPARE_MAX} products can be compared at once; left out: {extra.join(', ')}.
            </p>
          )}
          {products.length < COMPARE_MIN && (
            <p>
              Add another product to compare.{' '}
              <Link href="/products" className={linkClass}>
                Browse products
              </Link>
            </p>
          )}
        </div>
      )}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input
            id="compare-only-differences"
            type="checkbox"
            checked={onlyDifferences}
            onChange={(e) => setOnlyDifferences(e.target.checked)}
            aria-controls="compare-table"
            className="h-4 w-4 rounded border-slate-400 accent-brand-700"
          />
          Show only differences
        </label>
        <p className="text-sm text-slate-600">
          <span
            className="mr-1 inline-block h-3 w-3 rounded-sm bg-amber-100 ring-1 ring-amber-300 align-middle"
            aria-hidden
          />
          Highlighted rows differ
        </p>
      </div>
      {onlyDifferences && !anyDifference && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          These products have the same specifications.
        </p>
      )}

      <section
        className="relative mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
        data-testid="compare-scroll"
        aria-label="Comparison table (scrolls sideways)"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <table id="compare-table" className="w-full border-separate border-spacing-0 text-left text-sm">
          <caption className="sr-only">
            Specifications of {products.map((p) => p.name).join(', ')} side by side
          </caption>
          <thead>
            <tr>
              <th
                scope="col"
                className={cn(
                  stickyCell,
                  'bg-white p-3 text-left align-bottom text-xs font-normal text-slate-600',
                )}
              >
                <span className="sr-only">Specification</span>
                <span aria-hidden>
                  {products.length} of {COMPARE_MAX} products
                </span>
              </th>
              {products.map((p) => (
                <th key={p.id} scope="col" className={cn(cell, 'font-normal')} data-testid="compare-column">
                  <div className="mx-auto aspect-square w-24 sm:w-32">
                    {p.images[0] ? (
                      <ProductImage url={p.images[0]} alt="" sizes="128px" size={400} />
                    ) : (
                      <div className="h-full w-full rounded bg-slate-100" />
                    )}
                  </div>
                  <Link
                    href={`/products/${encodeURIComponent(p.slug)}`}
                    className="mt-2 block font-semibold text-slate-900 hover:text-brand-800 hover:underline"
                  >
                    {p.name}
                  </Link>
                  <span className="block text-xs text-slate-600">SKU: {p.sku}</span>
                  <div className="mt-2">
                    <AddToQuote
                      compact
                      product={{
                        productId: p.id,
                        sku: p.sku,
                        name: p.name,
                        slug: p.slug,
                        imageUrl: p.images[0] ?? null,
                      }}
                    />
                  </div>
                  <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs print:hidden">
                    <DatasheetLink product={p} compact />
                    <Link
                      href={compareHref(shown.filter((s) => s !== p.slug))}
                      onClick={() => removeFromCompare(p.slug)}
                      className="inline-flex items-center gap-0.5 text-slate-700 hover:text-slate-900 hover:underline"
                      aria-label={`Remove ${p.name} from the comparison`}
                    >
                      <X className="h-3.5 w-3.5" aria-hidden /> Remove
                    </Link>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={cn(stickyCell, 'bg-white p-3 font-medium text-slate-900')}>
                Price
              </th>
              {products.map((p) => (
                <td key={p.id} className={cn(cell, 'border-t border-slate-100')} data-testid="compare-price">
                  {formatPrice(p.price) ? (
                    <span className="font-semibold text-slate-900">
                      ${formatPrice(p.price)} <span className="text-xs font-medium text-slate-600">MSRP</span>
                    </span>
                  ) : (
                    <span className="text-slate-600">Price on request</span>
                  )}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={cn(stickyCell, 'bg-white p-3 font-medium text-slate-900')}>
                Key Features
              </th>
              {products.map((p) => (
                <td key={p.id} className={cn(cell, 'border-t border-slate-100')}>
                  {p.highlights.length ? (
                    <ul className="space-y-1">
                      {p.highlights.map((h) => (
                        <li key={h} className="flex gap-1.5 text-slate-700">
                          <CheckCircle2
                            className="mt-0.5 h-3.5 w-3.5 shrink-0 text-emerald-600"
                            aria-hidden
                          />
                          {h}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </td>
              ))}
            </tr>
          </tbody>
          {groups.map((group) => (
            <tbody key={group.name} data-same={group.differs ? undefined : ''}>
              <tr>
                <th
                  scope="colgroup"
                  colSpan={products.length + 1}
                  className="border-t border-slate-200 bg-slate-100 p-0 text-left text-sm font-semibold text-slate-900"
                >
                  <span className="sticky left-0 inline-block px-3 py-2">{group.name}</span>
                </th>
              </tr>
              {group.rows.map((row) => {
                const tint = row.differs ? 'bg-amber-50' : 'bg-white';
                return (
                  <tr key={row.key} data-same={row.differs ? undefined : ''} data-testid="compare-row">
                    <th
                      scope="row"
                      className={cn(
                        stickyCell,
                        tint,
                        'border-t border-slate-100 p-3 font-medium text-slate-900',
                      )}
                    >
                      {row.label}
                      {row.differs && <span className="sr-only"> (differs)</span>}
                    </th>
                    {row.values.map((value, index) => (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: one cell per product column, in order
                        key={index}
                        className={cn(cell, tint, 'border-t border-slate-100 text-slate-800')}
                      >
                        {value === null ? (
                          <span className="text-slate-500">
                            <span aria-hidden>—</span>
                            <span className="sr-only">Not specified</span>
                          </span>
                        ) : row.dataType === 'RELATIONSHIP_LIST' ? (
                          <div
                            className="[&_a]:text-brand-800 [&_a]:underline [&_li]:ml-4 [&_ul]:list-disc"
                            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to a small safe subset
                            dangerouslySetInnerHTML={{ __html: sanitizeMarkup(value) }}
                          />
                        ) : (
                          value
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </section>
      {groups.length === 0 && (
        <p className="mt-3 text-sm text-slate-700">These products have no specifications listed yet.</p>
      )}
    </>
  );
}
