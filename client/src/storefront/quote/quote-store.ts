// The quote list (#20): the products a buyer collects, with quantities, kept in this browser's
// localStorage (no account) so it survives reloads and is shared by the site's tabs. No React here: the
// "Add to quote" forms load it on their first click (its own small chunk); the quote page subscribes.
import { QUOTE_CHANGED, QUOTE_LIMITS, QUOTE_STORAGE_KEY } from '../../../../core/constants';
import { groupDigits, rangeMessage } from '../../../../core/schemas/messages';

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

/** The server's words for a quantity it refuses (core/schemas/contacts.ts), or null when it takes it. */
export function quantityProblem(value: number): string | null {
  if (!Number.isInteger(value)) return 'Quantity must be a whole number';
  if (value < QUOTE_LIMITS.minQuantity || value > QUOTE_LIMITS.maxQuantity)
    return rangeMessage(QUOTE_LIMITS.minQuantity, QUOTE_LIMITS.maxQuantity, 'Quantity');
  return null;
}

export const QUOTE_FULL = `Your quote list is full (${QUOTE_LIMITS.lines} products). Send it or remove a product first.`;

/** Stored lists read back within the limits (storage edited by hand or by an older version). */
function clampQuantity(value: number): number {
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

/**
 * Adds a product (or adds to its line's quantity). Refused, with the reason, when the quantity is not a
 * whole number from 1 to 100,000, when the line would pass 100,000, or when the list already holds 100
 * other products; nothing is changed then.
 */
export function addToQuote(
  item: Omit<QuoteItem, 'quantity'>,
  quantity: number,
): { added: true } | { added: false; reason: string } {
  const problem = quantityProblem(quantity);
  if (problem) return { added: false, reason: problem };
  const items = read();
  const existing = items.find((i) => i.productId === item.productId);
  if (existing) {
    const total = existing.quantity + quantity;
    if (total > QUOTE_LIMITS.maxQuantity)
      return {
        added: false,
        reason: `Your quote list already has ${groupDigits(existing.quantity)} of this product; a line can hold at most ${groupDigits(QUOTE_LIMITS.maxQuantity)}.`,
      };
    write(items.map((i) => (i === existing ? { ...i, ...item, quantity: total } : i)));
    return { added: true };
  }
  if (items.length >= QUOTE_LIMITS.lines) return { added: false, reason: QUOTE_FULL };
  write([...items, { ...item, quantity }]);
  return { added: true };
}

/** "Add to quote" (add-to-quote.tsx, which loads this module on its first click): what was typed, added
 * or refused, and what to tell the buyer. */
export function addTyped(item: Omit<QuoteItem, 'quantity'>, typed: string): { added: boolean; said: string } {
  const quantity = typed.trim() === '' ? Number.NaN : Number(typed);
  const result = addToQuote(item, quantity);
  return result.added
    ? { added: true, said: `Added ${groupDigits(quantity)} to quote.` }
    : { added: false, said: result.reason };
}

/** Sets a line's quantity; refused (the reason returned, nothing changed) outside 1–100,000. */
export function setQuoteQuantity(productId: number, quantity: number): string | null {
  const problem = quantityProblem(quantity);
  if (problem) return problem;
  write(read().map((i) => (i.productId === productId ? { ...i, quantity } : i)));
  return null;
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
