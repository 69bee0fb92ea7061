// Contact (document 001 §2.16, §4 "Contact form", §5, §8): the enquiry form with ?type= preselection
// (and ?sku= carried from a product page into the stored enquiry), side cards and four FAQ cards.
// Name, e-mail and message are checked by the browser and again by the server, whose field messages
// are shown. A hidden honeypot field catches form-filling robots.
import { Clock, Loader2, Mail, MapPin, Phone, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useSearch } from 'wouter';
import {
  CONTACT_LIMITS,
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  type ContactType,
} from '../../../../core/constants';
import { SITE_INFO } from '../../../../core/site-info';
import { fieldClass } from '../../components/ui/input';
import { ApiError, apiJson, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { trackEvent } from '../analytics/track';
import { PageHero } from '../pages/static-page';

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

function ContactForm() {
  const search = new URLSearchParams(useSearch());
  const typeParam = search.get('type');
  const skuParam = search.get('sku');
  const [values, setValues] = useState<ContactValues>(() => ({
    ...EMPTY_CONTACT,
    type: inquiryTypeFrom(typeParam),
  }));
  const [productSku, setProductSku] = useState<string | null>(() => productSkuFrom(skuParam));
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const id = useId();

  // A new ?type= or ?sku= (the header's "Get Quote" while already here) preselects again.
  useEffect(() => {
    setValues((v) => ({ ...v, type: inquiryTypeFrom(typeParam) }));
  }, [typeParam]);
  useEffect(() => {
    setProductSku(productSkuFrom(skuParam));
  }, [skuParam]);

  const set = (field: keyof ContactValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setErrors({});
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
      notify.success('Message sent successfully!', "We'll get back to you within 24 hours.");
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
      notify.error('Failed to send message', errorMessage(error, 'Please try again or call us.'));
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
    <form onSubmit={submit} className="grid gap-5" aria-labelledby={`${id}-title`} data-testid="contact-form">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Send us a message
      </h2>
      {productSku && (
        <p className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
          About product <strong>SKU {productSku}</strong>: we will include it with your enquiry.
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
          className={fieldClass}
          rows={6}
          required
          maxLength={CONTACT_LIMITS.message}
          placeholder="Tell us what you need: product, quantities, tubing sizes, delivery location…"
        />
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
