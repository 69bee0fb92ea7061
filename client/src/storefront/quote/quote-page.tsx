// The quote list page (#20): the products collected in this browser (image, name, SKU, quantity,
// remove) and the buyer's contact details; "Request quote" sends ONE enquiry with all the lines through
// POST /api/contacts (the contact form's validation, honeypot and rate limit), then empties the list.
import { type FormEvent, useId, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { CONTACT_LIMITS, QUOTE_LIMITS } from '../../../../core/constants';
import { ApiError, apiJson, failureMessage } from '../../lib/api';
import { trackEvent } from '../analytics/track';
import {
  clearQuote,
  type QuoteItem,
  quoteItems,
  removeFromQuote,
  setQuoteQuantity,
  subscribeQuote,
} from './quote-store';

const NONE: QuoteItem[] = [];
/** The list, re-rendering on change; empty while the server renders (the list is the browser's). */
const useQuoteItems = () => useSyncExternalStore(subscribeQuote, quoteItems, () => NONE);

const fieldClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-brand-500 aria-[invalid=true]:border-red-500';

const FIELDS = [
  ['name', 'Name', true, CONTACT_LIMITS.name, 'text', 'name'],
  ['email', 'Email', true, CONTACT_LIMITS.email, 'email', 'email'],
  ['company', 'Company', false, CONTACT_LIMITS.company, 'text', 'organization'],
  ['phone', 'Phone', false, CONTACT_LIMITS.phone, 'tel', 'tel'],
] as const;
type Field = (typeof FIELDS)[number][0] | 'message';

export function QuotePage() {
  const id = useId();
  const items = useQuoteItems();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    company: '',
    phone: '',
    message: '',
  });
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  /** Quantities refused as typed (outside 1–100,000 or not whole), by product: the list keeps its own. */
  const [badQuantity, setBadQuantity] = useState<Record<number, string>>({});
  const refused = items.filter((i) => badQuantity[i.productId]);

  const noteQuantity = (productId: number, problem: string | null) =>
    setBadQuantity(({ [productId]: _, ...rest }) => (problem ? { ...rest, [productId]: problem } : rest));
  const changeQuantity = (productId: number, typed: string) =>
    noteQuantity(productId, setQuoteQuantity(productId, typed.trim() === '' ? Number.NaN : Number(typed)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || items.length === 0) return;
    if (refused.length) {
      setProblem(
        `Correct the quantity of ${refused.map((i) => i.name).join(', ')}: each must be a whole number from 1 to 100,000.`,
      );
      return;
    }
    setSending(true);
    setErrors({});
    setProblem('');
    try {
      await apiJson('POST', '/api/contacts', {
        ...values,
        type: 'quote',
        message: values.message.trim() || `Quote request for ${items.length} products.`,
        lines: items.map((i) => ({ productId: i.productId, sku: i.sku, name: i.name, quantity: i.quantity })),
        ...(website ? { website } : {}),
      });
      // One quote request, one event with its item count (sent only with analytics consent, as today).
      trackEvent('form_submit', { formType: 'contact', inquiryType: 'quote', itemCount: items.length });
      clearQuote();
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.details) {
        const found: Partial<Record<Field, string>> = {};
        for (const [field, messages] of Object.entries(error.details)) {
          if (field in values && messages[0]) found[field as Field] = messages[0];
        }
        setErrors(found);
      }
      setProblem(failureMessage(error, 'Please try again or call us.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <div className="mx-auto max-w-5xl px-4 pt-8">
        <h1 className="text-3xl font-bold text-slate-900">Quote list</h1>
        <p className="mt-2 text-slate-600">Collect products with quantities and ask for one quote.</p>
      </div>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby={`${id}-items`}>
          <h2 id={`${id}-items`} className="text-lg font-semibold text-slate-900">
            Products ({items.length})
          </h2>
          {sent && (
            <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-green-800">
              Thank you: your quote request was sent. We answer within 24 hours.
            </p>
          )}
          {items.length === 0 ? (
            <p className="mt-3 text-slate-600">
              Your quote list is empty.{' '}
              <Link href="/products" className="font-medium text-brand-700 underline">
                Browse the catalogue
              </Link>{' '}
              and choose "Add to quote".
            </p>
          ) : (
            <ul
              aria-label="Products in your quote list"
              className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200"
            >
              {items.map((item) => (
                <li key={item.productId} className="flex flex-wrap items-center gap-3 p-3">
                  {item.imageUrl ? (
                    <img
                      src={item.imageUrl}
                      alt=""
                      width={56}
                      height={56}
                      className="h-14 w-14 rounded object-cover"
                    />
                  ) : (
                    <span className="h-14 w-14 rounded bg-slate-100" aria-hidden />
                  )}
                  <span className="grid min-w-0 flex-1 basis-40 gap-0.5">
                    <Link
                      href={`/products/${item.slug}`}
                      className="font-medium text-slate-900 hover:underline"
                    >
                      {item.name}
                    </Link>
                    <span className="text-xs text-slate-500">SKU {item.sku}</span>
                  </span>
                  <span className="grid gap-1">
                    <label className="flex items-center gap-2 text-sm text-slate-700">
                      Quantity
                      <input
                        type="number"
                        inputMode="numeric"
                        min={QUOTE_LIMITS.minQuantity}
                        max={QUOTE_LIMITS.maxQuantity}
                        step={1}
                        aria-label={`Quantity of ${item.name}`}
                        defaultValue={item.quantity}
                        key={item.quantity}
                        onBlur={(e) => changeQuantity(item.productId, e.currentTarget.value)}
                        aria-invalid={badQuantity[item.productId] ? true : undefined}
                        aria-describedby={
                          badQuantity[item.productId] ? `${id}-qty-${item.productId}` : undefined
                        }
                        className="h-10 w-28 rounded-md border border-slate-300 px-2 text-base aria-[invalid=true]:border-red-500"
                      />
                    </label>
                    {badQuantity[item.productId] && (
                      <span id={`${id}-qty-${item.productId}`} className="text-sm text-red-700">
                        {badQuantity[item.productId]}
                      </span>
                    )}
                  </span>
                  <button
                    type="button"
                    onClick={() => {
                      removeFromQuote(item.productId);
                      noteQuantity(item.productId, null);
                    }}
                    className="h-10 rounded-md px-3 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    Remove<span className="sr-only"> {item.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {items.length > 0 && (
          <form
            onSubmit={submit}
            className="grid content-start gap-4"
            aria-labelledby={`${id}-form`}
            noValidate
          >
            <h2 id={`${id}-form`} className="text-lg font-semibold text-slate-900">
              Your details
            </h2>
            {FIELDS.map(([field, label, required, max, type, auto]) => (
              <div key={field} className="grid gap-1.5">
                <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-slate-800">
                  {label}
                  {required && <span aria-hidden> *</span>}
                </label>
                <input
                  id={`${id}-${field}`}
                  name={field}
                  type={type}
                  autoComplete={auto}
                  required={required}
                  aria-required={required || undefined}
                  maxLength={max}
                  value={values[field]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setValues((v) => ({ ...v, [field]: value }));
                  }}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
                  className={`${fieldClass} h-10`}
                />
                {errors[field] && (
                  <p id={`${id}-${field}-error`} className="text-sm text-red-700">
                    {errors[field]}
                  </p>
                )}
              </div>
            ))}
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-message`} className="text-sm font-medium text-slate-800">
                Message (optional)
              </label>
              <textarea
                id={`${id}-message`}
                name="message"
                rows={4}
                value={values.message}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setValues((v) => ({ ...v, message: value }));
                }}
                className={`${fieldClass} min-h-24 py-2`}
              />
            </div>
            <div className="hidden" aria-hidden>
              <label htmlFor={`${id}-website`}>Website</label>
              <input
                id={`${id}-website`}
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(e) => setWebsite(e.currentTarget.value)}
              />
            </div>
            {problem && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                {problem}
              </p>
            )}
            <button
              type="submit"
              disabled={sending}
              className="inline-flex h-11 items-center justify-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {sending ? 'Sending…' : 'Request quote'}
            </button>
          </form>
        )}
      </div>
    </>
  );
}
