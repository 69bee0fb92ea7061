// The quote list's size for the header badge (#20), without the store: the badge is on every public
// page, so it only reads the stored list's length and listens for changes (this tab or another).
export const QUOTE_STORAGE_KEY = 'torchworks.quote';
export const QUOTE_CHANGED = 'torchworks:quote';

export function storedQuoteCount(): number {
  try {
    const list: unknown = JSON.parse(globalThis.localStorage?.getItem(QUOTE_STORAGE_KEY) ?? '[]');
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
}
