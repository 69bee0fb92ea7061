// "Download datasheet" (#20): the product's generated PDF, counted as a document download (file_download,
// consent-gated like every event). A plain link: it works without scripts too (then nothing is counted).
import { Download } from 'lucide-react';
import { trackEvent } from '../analytics/track';

export const datasheetHref = (slug: string) => `/products/${encodeURIComponent(slug)}/datasheet.pdf`;

export function DatasheetLink({
  product,
  compact = false,
  className,
}: {
  product: { id: number; name: string; slug: string; sku: string };
  compact?: boolean;
  className?: string;
}) {
  return (
    <a
      href={datasheetHref(product.slug)}
      download={`${product.slug}-datasheet.pdf`}
      onClick={() =>
        trackEvent('file_download', {
          documentId: `datasheet-${product.id}`,
          documentTitle: `${product.name} datasheet`,
          documentKind: 'DATASHEET',
          itemId: product.id,
          sku: product.sku,
        })
      }
      className={
        className ??
        'inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-2 hover:underline'
      }
    >
      <Download className="h-4 w-4" aria-hidden />
      {compact ? (
        <>
          Datasheet<span className="sr-only"> of {product.name}</span> (PDF)
        </>
      ) : (
        'Download datasheet (PDF)'
      )}
    </a>
  );
}
