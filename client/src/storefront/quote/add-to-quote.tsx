// "Add to quote" with a quantity (#20): on the product page, on the catalogue's product cards and in the
// compare table's columns (`compact`: "Qty" and lower controls). The controls name their product (a page
// may hold many). With JavaScript it adds the product to the browser's quote list and says so; the
// list's code (quote-store) is loaded on the first click, so the pages' first JS carries only this form.
import { type FormEvent, useId, useState } from 'react';
import { QUOTE_LIMITS } from '../../../../core/constants';
import type { QuoteItem } from './quote-store';

export function AddToQuote({
  product,
  compact = false,
}: {
  product: Omit<QuoteItem, 'quantity'>;
  compact?: boolean;
}) {
  const id = useId();
  const [said, setSaid] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('quantity') as HTMLInputElement;
    const { addTyped } = await import('./quote-store');
    setSaid(addTyped(product, input.value).said); // added, or refused with the reason
  };
  const tall = compact ? 'h-9' : 'h-11';
  return (
    // Without JavaScript the form asks for a quote of this one product on the contact page (#20).
    <form action="/contact" method="get" onSubmit={submit} className="print:hidden">
      <input type="hidden" name="type" value="quote" />
      <input type="hidden" name="sku" value={product.sku} />
      <div className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-700">
        <label htmlFor={`${id}-qty`}>
          {compact ? 'Qty' : 'Quantity'}
          <span className="sr-only"> of {product.name}</span>
        </label>
        <input
          id={`${id}-qty`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={QUOTE_LIMITS.minQuantity}
          max={QUOTE_LIMITS.maxQuantity}
          step={1}
          required
          defaultValue={1}
          className={`${tall} w-20 rounded-md border border-slate-300 px-2 text-base`}
        />
        <button
          type="submit"
          className={`${tall} rounded-md border border-brand-700 bg-white px-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500`}
        >
          Add to quote<span className="sr-only"> {product.name}</span>
        </button>
      </div>
      {/* On a card one line is kept for the answer, so that adding moves nothing (cards of a row align). */}
      <p role="status" className={`mt-1.5 text-slate-700 ${compact ? 'min-h-4 text-xs' : 'text-sm'}`}>
        {said && (
          <>
            {said}{' '}
            <a href="/quote" className="font-medium text-brand-800 underline">
              View quote list
            </a>
          </>
        )}
      </p>
    </form>
  );
}
