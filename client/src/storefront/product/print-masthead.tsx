// The printed product page (#20) carries what the PDF datasheet does: the company's name and logo at the
// top and the page's address (the site header with them is not printed). Shown only on paper.
import { Flame } from 'lucide-react';
import type { ProductDetails } from '../../../../core/schemas/catalogue';
import { SITE_INFO } from '../../../../core/site-info';

export function PrintMasthead({ product }: { product: ProductDetails }) {
  const url = typeof product.structuredData.url === 'string' ? product.structuredData.url : null;
  return (
    <div className="mb-4 hidden items-center justify-between gap-4 border-b border-slate-300 pb-2 print:flex">
      <span className="inline-flex items-center gap-2 text-lg font-bold text-slate-900">
        <span className="inline-flex h-7 w-7 items-center justify-center rounded-md bg-brand-700">
          <Flame className="h-4 w-4 text-white" aria-hidden />
        </span>
        {SITE_INFO.name}
      </span>
      <span className="text-right text-xs text-slate-700">
        Product Datasheet
        {url && <span className="block">{url}</span>}
      </span>
    </div>
  );
}
