// "Add to quote" with a quantity (#20), on the product page (and product cards): adds the product to
// the browser's quote list and says so. Kept tiny: it is in the product and catalogue pages' first JS.
import { type FormEvent, useId, useState } from 'react';
import { QUOTE_LIMITS } from '../../../../core/constants';
import { addToQuote, clampQuantity, type QuoteItem } from './quote-store';

export function AddToQuote({ product }: { product: Omit<QuoteItem, 'quantity'> }) {
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [said, setSaid] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const n = clampQuantity(Number(quantity));
    setQuantity(String(n));
    setSaid(
      addToQuote(product, n)
        ? `Added ${n} to your quote list.`
        : `Your quote list is full (${QUOTE_LIMITS.lines} products). Send it or remove a product first.`,
    );
  };
  return (
    // Without JavaScript the form asks for a quote of this one product on the contact page (#20).
    <form
      action="/contact"
      method="get"
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2 print:hidden"
    >
      <input type="hidden" name="type" value="quote" />
      <input type="hidden" name="sku" value={product.sku} />
      <label htmlFor={`${id}-qty`} className="grid gap-1 text-sm font-medium text-slate-700">
        Quantity
        <input
          id={`${id}-qty`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={QUOTE_LIMITS.minQuantity}
          max={QUOTE_LIMITS.maxQuantity}
          step={1}
          required
          value={quantity}
          onChange={(e) => setQuantity(e.currentTarget.value)}
          className="h-11 w-24 rounded-md border border-slate-300 px-2 text-base"
        />
      </label>
      <button
        type="submit"
        className="inline-flex h-11 items-center rounded-md border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        Add to quote
      </button>
      <p role="status" className="w-full text-sm text-slate-700">
        {said && (
          <>
            {said}{' '}
            <a href="/quote" className="font-medium text-brand-700 underline">
              View quote list
            </a>
          </>
        )}
      </p>
    </form>
  );
}
