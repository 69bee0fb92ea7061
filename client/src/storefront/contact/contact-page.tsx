// Contact (document 001 §2.16, §4 "Contact form", §5, §8): the enquiry form with ?type= preselection
// (and ?sku= carried from a product page into the stored enquiry), side cards and four FAQ cards.
// Name, e-mail and message are checked by the browser and again by the server, whose field messages
// are shown. A hidden honeypot field catches form-filling robots. The message is never cut: a live
// counter appears near the limit, and a longer message is refused with the reason (#14). Without
// JavaScript the form posts (method="post") to the server, which stores the enquiry and redirects to
// /contact?sent=1 (a thank-you message), or renders the form again with the values and reasons.
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, Loader2, Mail, MapPin, Phone, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useSearch } from 'wouter';
import {
  CONTACT_LIMITS,
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  type ContactType,
  QUOTE_LIMITS,
} from '../../../../core/constants';
import {
  CONTACT_FORM_ACTION,
  MESSAGE_COUNTER_FROM,
  MESSAGE_TOO_LONG,
  messageCounter,
} from '../../../../core/rules/contact-form';
import { SITE_INFO } from '../../../../core/site-info';
import { fieldClass } from '../../components/ui/input';
import { ApiError, apiJson, failureMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { trackEvent } from '../analytics/track';
import { PageHero } from '../pages/static-page';
import { contactFormStateQuery } from './contact-data';

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  type: ContactType;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  type: 'general',
  message: '',
};

/** The ?type= value when it is one of the six allowed types, otherwise general. */
export function inquiryTypeFrom(value: string | null): ContactType {
  return value && (CONTACT_TYPES as readonly string[]).includes(value) ? (value as ContactType) : 'general';
}

/** The ?sku= value, trimmed and within the stored limit, or null. */
export function productSkuFrom(value: string | null): string | null {
  const sku = value?.trim() ?? '';
  return sku && sku.length <= CONTACT_LIMITS.productSku ? sku : null;
}

type FieldErrors = Partial<Record<keyof ContactValues, string>>;

/** One labelled control with its server message (the message id is the control's id + "-error"). */
function Row({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const SENT_TITLE = 'Message sent successfully!';
const SENT_TEXT = "We'll get back to you within 24 hours.";
const FAILED_TITLE = 'Failed to send message';

/** "Quantity: N" for a whole ?quantity= within the quote limits, else nothing. */
function quantityLine(value: string | null): string {
  const n = Number(value);
  return Number.isInteger(n) && n >= QUOTE_LIMITS.minQuantity && n <= QUOTE_LIMITS.maxQuantity
    ? `Quantity: ${n}\n`
    : '';
}

function ContactForm() {
  const search = new URLSearchParams(useSearch());
  const typeParam = search.get('type');
  const skuParam = search.get('sku');
  const sent = search.get('sent') === '1';
  // A refused no-JS submission: the server renders the form again with its values and reasons. Read
  // once, then dropped from the cache so a later visit starts empty.
  const queryClient = useQueryClient();
  const [posted] = useState(() => queryClient.getQueryData(contactFormStateQuery().queryKey) ?? null);
  const [refused, setRefused] = useState(posted);
  useEffect(() => {
    queryClient.removeQueries({ queryKey: contactFormStateQuery().queryKey });
  }, [queryClient]);
  const [values, setValues] = useState<ContactValues>(() =>
    posted
      ? {
          name: posted.values.name ?? '',
          email: posted.values.email ?? '',
          company: posted.values.company ?? '',
          phone: posted.values.phone ?? '',
          type: inquiryTypeFrom(posted.values.type ?? null),
          message: posted.values.message ?? '',
        }
      : // ?quantity= comes from a product page's "Add to quote" sent without JavaScript (#20).
        { ...EMPTY_CONTACT, type: inquiryTypeFrom(typeParam), message: quantityLine(search.get('quantity')) },
  );
  const [productSku, setProductSku] = useState<string | null>(() =>
    productSkuFrom(posted ? (posted.values.productSku ?? null) : skuParam),
  );
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(() => {
    const fromServer: FieldErrors = {};
    for (const [field, message] of Object.entries(posted?.errors ?? {}))
      if (field in EMPTY_CONTACT && message) fromServer[field as keyof ContactValues] = message;
    return fromServer;
  });
  const [submitting, setSubmitting] = useState(false);
  const id = useId();

  // A new ?type= or ?sku= (the header's "Get Quote" while already here) preselects again.
  // (After a refused no-JS submission the address has neither: the posted values stay.)
  useEffect(() => {
    if (posted && typeParam === null) return;
    setValues((v) => ({ ...v, type: inquiryTypeFrom(typeParam) }));
  }, [typeParam, posted]);
  useEffect(() => {
    if (posted && skuParam === null) return;
    setProductSku(productSkuFrom(skuParam));
  }, [skuParam, posted]);

  const set = (field: keyof ContactValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field] && !(field === 'message' && value.length > CONTACT_LIMITS.message))
      setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const messageLength = values.message.length;
  const tooLong = messageLength > CONTACT_LIMITS.message;
  const showCounter = messageLength >= CONTACT_LIMITS.message * MESSAGE_COUNTER_FROM;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (tooLong) {
      // Refused, never cut: the visitor decides what to leave out.
      setErrors({ message: MESSAGE_TOO_LONG });
      notify.error(FAILED_TITLE, MESSAGE_TOO_LONG);
      return;
    }
    setSubmitting(true);
    setErrors({});
    setRefused(null);
    try {
      await apiJson('POST', '/api/contacts', {
        name: values.name,
        email: values.email,
        company: values.company,
        phone: values.phone,
        type: values.type,
        message: values.message,
        ...(productSku ? { productSku } : {}),
        ...(website ? { website } : {}),
      });
      // One enquiry, one event, whatever its type (#14): the dashboard counts it as one conversion.
      trackEvent('form_submit', {
        formType: 'contact',
        inquiryType: values.type,
        sku: productSku ?? undefined,
      });
      notify.success(SENT_TITLE, SENT_TEXT);
      setValues(EMPTY_CONTACT);
      setProductSku(null);
      setWebsite('');
    } catch (error) {
      if (error instanceof ApiError && error.details) {
        const fieldErrors: FieldErrors = {};
        for (const [field, messages] of Object.entries(error.details)) {
          if (field in EMPTY_CONTACT && messages[0]) fieldErrors[field as keyof ContactValues] = messages[0];
        }
        setErrors(fieldErrors);
      }
      notify.error(FAILED_TITLE, failureMessage(error, 'Please try again or call us.'));
    } finally {
      setSubmitting(false);
    }
  };

  const input = (field: keyof ContactValues) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
    className: cn(fieldClass, 'h-10'),
    disabled: submitting,
  });
  const row = (field: keyof ContactValues, text: string, required = false) => ({
    id: `${id}-${field}`,
    label: text,
    required,
    error: errors[field],
  });

  return (
    <form
      method="post"
      action={CONTACT_FORM_ACTION}
      onSubmit={submit}
      className="grid gap-5"
      aria-labelledby={`${id}-title`}
      data-testid="contact-form"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Send us a message
      </h2>
      {sent && !refused && (
        <div
          role="status"
          className="flex gap-3 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900"
          data-testid="contact-sent"
        >
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{SENT_TITLE}</p>
            <p className="text-sm">{SENT_TEXT}</p>
          </div>
        </div>
      )}
      {refused && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900"
          data-testid="contact-refused"
        >
          <p className="font-semibold">{FAILED_TITLE}</p>
          <p className="text-sm">{refused.message}</p>
        </div>
      )}
      {productSku && (
        <p className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
          About product <strong>SKU {productSku}</strong>: we will include it with your enquiry.
          <input type="hidden" name="productSku" value={productSku} />
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Row {...row('name', 'Name', true)}>
          <input {...input('name')} required maxLength={CONTACT_LIMITS.name} autoComplete="name" />
        </Row>
        <Row {...row('email', 'Email', true)}>
          <input
            {...input('email')}
            type="email"
            required
            maxLength={CONTACT_LIMITS.email}
            autoComplete="email"
          />
        </Row>
        <Row {...row('company', 'Company')}>
          <input {...input('company')} maxLength={CONTACT_LIMITS.company} autoComplete="organization" />
        </Row>
        <Row {...row('phone', 'Phone')}>
          <input {...input('phone')} type="tel" maxLength={CONTACT_LIMITS.phone} autoComplete="tel" />
        </Row>
      </div>
      <Row {...row('type', 'Inquiry Type')}>
        <select {...input('type')}>
          {CONTACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {CONTACT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </Row>
      <Row {...row('message', 'Message', true)}>
        <textarea
          {...input('message')}
          aria-invalid={errors.message || tooLong ? true : undefined}
          aria-describedby={
            [errors.message ? `${id}-message-error` : '', showCounter ? `${id}-message-count` : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          className={fieldClass}
          rows={6}
          required
          placeholder="Tell us what you need: product, quantities, tubing sizes, delivery location…"
        />
        {/* Not maxLength: the browser would cut a pasted text without a word. */}
        <p
          id={`${id}-message-count`}
          aria-live="polite"
          data-testid="message-counter"
          className={cn('text-xs', tooLong ? 'font-medium text-red-700' : 'text-slate-600')}
        >
          {showCounter ? messageCounter(messageLength) : ''}
        </p>
      </Row>
      {/* Honeypot: hidden from people and assistive technology; robots that fill it are ignored. */}
      <div aria-hidden="true" className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
      </div>
      <p className="text-xs text-slate-600">
        Fields marked * are required. We use your details only to answer this enquiry; see our{' '}
        <a href="/privacy" className="text-brand-700 underline">
          Privacy Policy
        </a>
        .
      </p>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-brand-600 px-6 text-base font-medium text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:opacity-60 sm:justify-self-start"
      >
        {submitting ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden data-testid="contact-spinner" />
        ) : (
          <Send className="h-4 w-4" aria-hidden />
        )}
        {submitting ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}

function SideCard({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Phone;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        {title}
      </h3>
      <div className="mt-3 grid gap-1 text-sm text-slate-700">{children}</div>
    </section>
  );
}

export const CONTACT_FAQS = [
  {
    question: 'Where can I find a distributor near me?',
    answer:
      'Choose "Find a Distributor" in the form with your ZIP code, or call us: we will name the nearest stocking distributor and check that your model is on the shelf.',
  },
  {
    question: 'What warranty do your torches carry?',
    answer:
      'Every Torchworks torch, tip, regulator and kit carries a 1-year warranty against defects in materials and workmanship from the date of purchase.',
  },
  {
    question: 'Do you offer technical training?',
    answer:
      'Yes. We run hands-on sessions on torch set-up, tip selection and safe soldering for contractors, apprentices and distributor counter staff. Ask us for dates.',
  },
  {
    question: 'Can I get replacement parts for an older torch?',
    answer:
      'Most handles, tips, valves and O-rings are still available, including for torches decades old. Send us the model or SKU and we will quote the part.',
  },
];

export function ContactPage() {
  const { address, hours } = SITE_INFO;
  return (
    <>
      <PageHero
        wide
        title="Contact Us"
        intro="Quotes, distributor locations, technical questions or replacement parts: tell us what you need and a member of our New Jersey team will answer within 24 hours."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="relative rounded-lg border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2">
          <ContactForm />
        </div>
        <aside className="grid content-start gap-4" aria-label="Contact details">
          <SideCard icon={Phone} title="Phone Support">
            <a href={SITE_INFO.phoneHref} className="font-semibold text-brand-700 hover:underline">
              {SITE_INFO.phone}
            </a>
            <span>{hours.weekdays}</span>
          </SideCard>
          <SideCard icon={Mail} title="Email Support">
            <a href={`mailto:${SITE_INFO.email}`} className="font-semibold text-brand-700 hover:underline">
              {SITE_INFO.email}
            </a>
            <span>We respond within 24 hours.</span>
          </SideCard>
          <SideCard icon={MapPin} title="Headquarters">
            <address className="not-italic">
              {SITE_INFO.legalName}
              <br />
              {address.street}
              <br />
              {address.city}, New Jersey {address.postalCode}
            </address>
          </SideCard>
          <SideCard icon={Clock} title="Business Hours">
            <ul className="grid gap-1">
              <li>{hours.weekdays}</li>
              <li>{hours.saturday}</li>
              <li>{hours.sunday}</li>
            </ul>
          </SideCard>
        </aside>
      </div>
      <section aria-labelledby="contact-faq-heading" className="bg-slate-50 py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="contact-faq-heading" className="text-2xl font-bold text-slate-900">
            Frequently Asked Questions
          </h2>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            {CONTACT_FAQS.map((faq) => (
              <div
                key={faq.question}
                className="rounded-lg border border-slate-200 bg-white p-5"
                data-testid="faq-card"
              >
                <h3 className="font-semibold text-slate-900">{faq.question}</h3>
                <p className="mt-2 text-sm text-slate-700">{faq.answer}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
