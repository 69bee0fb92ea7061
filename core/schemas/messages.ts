// The shared wording of limits (#16 "honest messages"): a value that is too long says the limit, a number
// out of range says its range. Every `.max(n)` on a string in core/schemas uses `maxChars(n)` (or names
// its field in the same words); core/schemas/messages.test.ts walks every schema to check it.

/** "Must be at most 200 characters". */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/** The options of `z.string().max(n, maxChars(n))`. */
export const maxChars = (max: number) => ({ message: tooLongMessage(max) });

/** 1000000 → "1,000,000" (no Intl: core runs in the public bundle too). */
export function groupDigits(n: number): string {
  const [whole = '', fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** "Must be between 0 and 100,000"; with a name: "Sort order must be between 0 and 100,000". */
export function rangeMessage(min: number, max: number, name?: string): string {
  return `${name ? `${name} must` : 'Must'} be between ${groupDigits(min)} and ${groupDigits(max)}`;
}

/** The options of `.min(min, …)` and `.max(max, …)` on a number: both say the whole range. */
export const inRange = (min: number, max: number, name?: string) => ({
  message: rangeMessage(min, max, name),
});
