// A quote request's lines (#20) in the inquiry dialog: product, SKU and quantity as a table.
import type { Contact } from '../../../../core/schemas/contacts';

export function QuoteLines({ lines }: { lines: NonNullable<Contact['lines']> }) {
  const total = lines.reduce((sum, l) => sum + l.quantity, 0);
  return (
    <div className="grid gap-1">
      <span className="text-xs font-medium uppercase tracking-wide text-slate-500" id="quote-lines-title">
        Quote lines ({lines.length})
      </span>
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full text-sm" aria-labelledby="quote-lines-title">
          <thead className="bg-slate-50 text-left text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Product
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                SKU
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Quantity
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) => (
              <tr key={`${line.productId}-${line.sku}`}>
                <td className="px-3 py-2">
                  <a href={`/admin/products/${line.productId}`} className="text-brand-700 hover:underline">
                    {line.name}
                  </a>
                </td>
                <td className="px-3 py-2 font-mono text-xs">{line.sku}</td>
                <td className="px-3 py-2 text-right tabular-nums">{line.quantity.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 text-slate-600">
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2 text-left font-medium">
                Total units
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{total.toLocaleString('en-US')}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
