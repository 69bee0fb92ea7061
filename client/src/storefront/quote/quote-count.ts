// The quote list's size for the header badge (#20), without the store: the badge is on every public
// page, so it only reads the stored list's length and listens for changes (this tab or another).
import { QUOTE_STORAGE_KEY } from '../../../../core/constants';

export { QUOTE_CHANGED, QUOTE_STORAGE_KEY } from '../../../../core/constants';

export function storedQuoteCount(): number {
  try {
    const list: unknown = JSON.parse(globalThis.localStorage?.getItem(QUOTE_STORAGE_KEY) ?? '[]');
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
}
