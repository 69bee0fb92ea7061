// The header's link to the quote list (#20) with the number of products in it. Read after hydration
// (the server does not know the browser's list), updated when the list changes in any tab. Kept tiny:
// it is on every public page.
import { useEffect, useState } from 'react';
import { QUOTE_CHANGED, storedQuoteCount } from './quote-count';

export function QuoteBadge() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const update = () => setCount(storedQuoteCount());
    update();
    for (const name of [QUOTE_CHANGED, 'storage']) addEventListener(name, update);
    return () => {
      for (const name of [QUOTE_CHANGED, 'storage']) removeEventListener(name, update);
    };
  }, []);
  return (
    <a
      href="/quote"
      className="ml-auto rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 md:ml-0"
    >
      Quote
      {/* No number until the browser's list is read (never a misleading "0" while the page loads) or while empty. */}
      {count > 0 && (
        <>
          {' '}
          <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">{count}</span>
          <span className="sr-only"> {count === 1 ? 'product' : 'products'}</span>
        </>
      )}
    </a>
  );
}
