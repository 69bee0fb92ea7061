// The public layout (document 001 §2.12): header with navigation, search and "Get Quote", a menu for
// phones, the footer with product links, support downloads, contact details, legal links and
// "Cookie Settings", and the cookie banner.

import { useQuery } from '@tanstack/react-query';
import { Download, Flame, Mail, MapPin, Menu, Phone, Search, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { SITE_INFO } from '../../../../core/site-info';
import { buttonClass } from '../../components/ui/button';
import { MAIN_ID } from '../../components/ui/return-focus';
import { SkipLink } from '../../components/ui/skip-link';
import { cn } from '../../lib/utils';
import { trackEvent } from '../analytics/track';
import { openCookieSettings } from '../consent/consent';
import { CookieConsent } from '../consent/cookie-banner';
import { QuoteBadge } from '../quote/quote-badge';
import { footerProductLinks, publicCategoriesQuery } from './layout-data';

export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Products' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
] as const;

/** The four fixed support documents, served from the file store (seeded with the demo catalogue). */
export const SUPPORT_DOCUMENTS = [
  { href: '/api/storage/documents/product-catalog.pdf', label: 'Product Catalog' },
  { href: '/api/storage/documents/torch-safety-guide.pdf', label: 'Torch Safety Guide' },
  { href: '/api/storage/documents/warranty-registration.pdf', label: 'Warranty Registration' },
  { href: '/api/storage/documents/tip-selection-chart.pdf', label: 'Tip Selection Chart' },
] as const;

export const LEGAL_LINKS = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/cookies', label: 'Cookie Policy' },
] as const;

/** "/products?search=term" for a non-blank term (after trimming), otherwise null. */
export function searchTarget(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? `/products?search=${encodeURIComponent(trimmed)}` : null;
}

type PredictiveComponent = typeof import('./predictive-search').PredictiveSearch;

function HeaderSearch({ id, onDone }: { id: string; onDone?: () => void }) {
  const [, navigate] = useLocation();
  const [term, setTerm] = useState('');
  const [focused, setFocused] = useState(false);
  // The predictive list (#17) loads on the first focus; until then the box is a plain search form.
  const [Predictive, setPredictive] = useState<PredictiveComponent | null>(null);
  const [aria, setAria] = useState<{ expanded: boolean; activeId?: string }>({ expanded: false });
  const keys = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./predictive-search')
      .then((m) => setPredictive(() => m.PredictiveSearch))
      .catch(() => {
        loading.current = false;
      });
  };
  const go = (target: string) => {
    navigate(target);
    setTerm('');
    onDone?.();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = searchTarget(term);
    if (target) go(target);
  };
  return (
    <search className="block w-full">
      <form action="/products" method="get" onSubmit={submit} className="relative w-full">
        <label htmlFor={id} className="sr-only">
          Search products
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          id={id}
          name="search"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={aria.expanded}
          aria-controls={Predictive ? `${id}-listbox` : undefined}
          aria-activedescendant={aria.activeId}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            load();
          }}
          onFocus={() => {
            setFocused(true);
            load();
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={(e) => keys.current?.(e)}
          placeholder="Search products..."
          autoComplete="off"
          className="h-10 w-full rounded-md border border-slate-300 bg-white pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        />
        {Predictive && (
          <Predictive id={id} term={term} focused={focused} keys={keys} onAria={setAria} onChoose={go} />
        )}
      </form>
    </search>
  );
}

function isActive(path: string, href: string) {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

function SiteHeader() {
  const [path] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on every route change
  useEffect(() => setMenuOpen(false), [path]);
  // The phone menu is a disclosure (it pushes the page down, nothing is inert): Escape inside it or on
  // its button closes it and puts focus on the button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    event.preventDefault();
    setMenuOpen(false);
    toggle.current?.focus();
  };

  return (
    <header className="sticky top-0 z-30 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="flex shrink-0 items-center gap-2 font-bold text-slate-900">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600">
            <Flame className="h-5 w-5 text-white" aria-hidden />
          </span>
          {SITE_INFO.name}
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              aria-current={isActive(path, link.href) ? 'page' : undefined}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                isActive(path, link.href)
                  ? 'bg-brand-50 text-brand-700'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto hidden w-full max-w-xs md:block">
          <HeaderSearch id="header-search" />
        </div>
        <QuoteBadge />
        <div className="hidden shrink-0 md:block">
          <Link href="/contact?type=quote" className={buttonClass('default', 'md')}>
            Get Quote
          </Link>
        </div>
        <button
          ref={toggle}
          type="button"
          onKeyDown={closeOnEscape}
          className="ml-auto inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
        </button>
      </div>
      {menuOpen && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any link or field inside the menu closes it
        <div
          id="mobile-menu"
          onKeyDown={closeOnEscape}
          className="border-t border-slate-200 bg-white px-4 pb-4 pt-3 md:hidden"
        >
          <HeaderSearch id="mobile-search" onDone={() => setMenuOpen(false)} />
          <nav aria-label="Mobile" className="mt-3 grid gap-1">
            {NAV_LINKS.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                aria-current={isActive(path, link.href) ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-2 text-base font-medium',
                  isActive(path, link.href)
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-800 hover:bg-slate-100',
                )}
              >
                {link.label}
              </Link>
            ))}
          </nav>
          <Link href="/contact?type=quote" className={buttonClass('default', 'md', 'mt-3 w-full')}>
            Get Quote
          </Link>
        </div>
      )}
    </header>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{children}</h2>;
}

const footerLink = 'text-slate-300 hover:text-white hover:underline';

function SiteFooter() {
  const { address } = SITE_INFO;
  const categories = useQuery(publicCategoriesQuery());
  const productLinks = footerProductLinks(categories.data);
  return (
    <footer className="bg-slate-900 text-sm text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-base font-bold text-white">
            <Flame className="h-5 w-5 text-brand-400" aria-hidden /> {SITE_INFO.name}
          </p>
          <p className="mt-3 leading-relaxed">
            Professional air/acetylene and duplex soldering torches, made in New Jersey since{' '}
            {SITE_INFO.founded}.
          </p>
          <address className="mt-4 grid gap-2 not-italic">
            <a href={SITE_INFO.phoneHref} className={cn(footerLink, 'flex items-center gap-2')}>
              <Phone className="h-4 w-4 shrink-0" aria-hidden /> {SITE_INFO.phone}
            </a>
            <a href={`mailto:${SITE_INFO.email}`} className={cn(footerLink, 'flex items-center gap-2')}>
              <Mail className="h-4 w-4 shrink-0" aria-hidden /> {SITE_INFO.email}
            </a>
            <span className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </span>
            </span>
          </address>
        </div>
        <nav aria-label="Products">
          <FooterHeading>Products</FooterHeading>
          <ul className="mt-3 grid gap-2">
            {productLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <FooterHeading>Support Downloads</FooterHeading>
          <ul className="mt-3 grid gap-2">
            {SUPPORT_DOCUMENTS.map((doc) => (
              <li key={doc.href}>
                <a
                  href={doc.href}
                  target="_blank"
                  rel="noopener"
                  className={cn(footerLink, 'inline-flex items-center gap-2')}
                  onClick={() => trackEvent('file_download', { documentTitle: doc.label })}
                >
                  <Download className="h-4 w-4 shrink-0" aria-hidden />
                  {doc.label}
                  <span className="sr-only"> (PDF, opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Legal">
          <FooterHeading>Company &amp; Legal</FooterHeading>
          <ul className="mt-3 grid gap-2">
            <li>
              <Link href="/about" className={footerLink}>
                About Us
              </Link>
            </li>
            <li>
              <Link href="/contact" className={footerLink}>
                Contact
              </Link>
            </li>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={openCookieSettings} className={cn(footerLink, 'text-left')}>
                Cookie Settings
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {SITE_INFO.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <CookieConsent />
    </div>
  );
}
