// The quote list (#20): the products a buyer collects, with quantities, kept in this browser's
// localStorage (no account) so it survives reloads and is shared by the site's tabs. No React here: the
// "Add to quote" forms load it on their first click (its own small chunk); the quote page subscribes.
import { QUOTE_CHANGED, QUOTE_LIMITS, QUOTE_STORAGE_KEY } from '../../../../core/constants';

export interface QuoteItem {
  productId: number;
  sku: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  quantity: number;
}

export { QUOTE_CHANGED, QUOTE_STORAGE_KEY } from '../../../../core/constants';

let cache: QuoteItem[] | null = null;
const listeners = new Set<() => void>();

/** A quantity the server takes: a whole number from 1 to 100,000. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return QUOTE_LIMITS.minQuantity;
  return Math.min(QUOTE_LIMITS.maxQuantity, Math.max(QUOTE_LIMITS.minQuantity, Math.round(value)));
}

function valid(item: unknown): item is QuoteItem {
  const i = item as QuoteItem;
  return !!i && typeof i.productId === 'number' && typeof i.sku === 'string' && typeof i.name === 'string';
}

function read(): QuoteItem[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(QUOTE_STORAGE_KEY) ?? '[]');
    cache = Array.isArray(parsed)
      ? parsed
          .filter(valid)
          .slice(0, QUOTE_LIMITS.lines)
          .map((i) => ({ ...i, quantity: clampQuantity(i.quantity) }))
      : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(items: QuoteItem[]) {
  cache = items;
  try {
    if (items.length) globalThis.localStorage?.setItem(QUOTE_STORAGE_KEY, JSON.stringify(items));
    else globalThis.localStorage?.removeItem(QUOTE_STORAGE_KEY);
  } catch {
    // Storage full or refused (private mode): the list lives for this page only.
  }
  for (const listener of listeners) listener();
  globalThis.dispatchEvent?.(new Event(QUOTE_CHANGED)); // the header badge
}

export const quoteItems = (): QuoteItem[] => read();

/** Adds a product (or adds to its quantity). False when the list already holds 100 other products. */
export function addToQuote(item: Omit<QuoteItem, 'quantity'>, quantity: number): boolean {
  const items = read();
  const existing = items.find((i) => i.productId === item.productId);
  if (existing) {
    write(
      items.map((i) =>
        i === existing ? { ...i, ...item, quantity: clampQuantity(i.quantity + quantity) } : i,
      ),
    );
    return true;
  }
  if (items.length >= QUOTE_LIMITS.lines) return false;
  write([...items, { ...item, quantity: clampQuantity(quantity) }]);
  return true;
}

/** "Add to quote" (add-to-quote.tsx, which loads this module on its first click): the quantity taken
 * from what was typed, and what to tell the buyer. */
export function addTyped(
  item: Omit<QuoteItem, 'quantity'>,
  typed: string,
): { quantity: number; said: string } {
  const quantity = clampQuantity(Number(typed));
  return {
    quantity,
    said: addToQuote(item, quantity)
      ? `Added ${quantity} to quote.`
      : `Your quote list is full (${QUOTE_LIMITS.lines} products). Send it or remove a product first.`,
  };
}

export function setQuoteQuantity(productId: number, quantity: number) {
  write(read().map((i) => (i.productId === productId ? { ...i, quantity: clampQuantity(quantity) } : i)));
}

export function removeFromQuote(productId: number) {
  write(read().filter((i) => i.productId !== productId));
}

export function clearQuote() {
  write([]);
}

/** Calls `listener` when the list changes (here or in another tab); returns the unsubscribe. */
export function subscribeQuote(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== QUOTE_STORAGE_KEY && event.key !== null) return;
    cache = null; // another tab changed the list
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Forget the cached list (tests). */
export function resetQuoteCache() {
  cache = null;
}
