/** Joins class names, skipping falsy ones. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** Sizes in Bytes, KB, MB, GB with base 1024. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${Number.parseFloat(value.toFixed(2))} ${units[exponent]}`;
}

// One date formatter each, made on first use: toLocaleString with options builds a new Intl formatter on
// every call.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "$1,234.50" from the decimal string the API sends. */
export function formatPrice(price: string | null | undefined): string | null {
  if (price === null || price === undefined || price === '') return null;
  const value = Number(price);
  if (!Number.isFinite(value)) return null;
  // By hand rather than Intl: creating the first number formatter costs ~30 ms of a phone's main thread
  // while the product page hydrates, for what is "1,234.50".
  const [whole, cents] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** "Jan 5, 2026" from an ISO timestamp; "—" when there is none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  return dateFormat.format(new Date(iso));
}

/** "Jan 5, 2026, 2:03 PM" from an ISO timestamp; "—" when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return dateTimeFormat.format(new Date(iso));
}
