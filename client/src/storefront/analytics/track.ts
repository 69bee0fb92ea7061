// The one call public pages use to record an analytics event (document 001 §9 "Analytics", §2.18).
// Consent-gated: nothing is sent anywhere until the visitor has given analytics consent, and sending
// stops after Reject All. With consent, events are recorded first-party (POST /api/analytics/events)
// and, when the server is configured with GA_MEASUREMENT_ID or GTM_ID, sent to the Google tag too.
// A local-storage flag can switch analytics off (or on outside production); it is on by default in
// production. Page views are sent manually, on every route change (see app.tsx).
import { CURRENCY } from '../../../../core/constants';
import { CONSENT_CHANGED_EVENT, type ConsentRecord, currentChoices } from '../consent/consent';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../site';

export type AnalyticsEventName =
  | 'page_view'
  | 'search'
  | 'form_submit'
  | 'file_download'
  | 'view_catalog'
  | 'distributor_inquiry'
  | 'view_item';

/** The event data the server accepts (core/schemas/analytics.ts analyticsEventData); others are dropped. */
export const EVENT_DATA_KEYS = [
  'itemId',
  'itemName',
  'category',
  'brand',
  'price',
  'sku',
  'currency',
  'searchTerm',
  'resultsTotal',
  'documentId',
  'documentTitle',
  'documentKind',
  'formType',
  'inquiryType',
  'distributorName',
  'listName',
  'itemCount',
] as const;

/** Local-storage flag: "true" or "false"; without it analytics is on in production only. */
export const ANALYTICS_FLAG_KEY = 'torchworks-analytics-enabled';
export const ANALYTICS_ENDPOINT = '/api/analytics/events';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let site: SiteConfig | null = null;

function siteConfig(): SiteConfig {
  if (site) return site;
  let parsed: Partial<SiteConfig> = {};
  const text =
    typeof document !== 'undefined' ? document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent : null;
  if (text) {
    try {
      parsed = JSON.parse(text) as Partial<SiteConfig>;
    } catch {
      parsed = {};
    }
  }
  site = {
    publicUrl: parsed.publicUrl ?? (typeof window !== 'undefined' ? window.location.origin : ''),
    environment: parsed.environment ?? 'production',
    ...(parsed.gaMeasurementId ? { gaMeasurementId: parsed.gaMeasurementId } : {}),
    ...(parsed.gtmId ? { gtmId: parsed.gtmId } : {}),
  };
  return site;
}

/** The flag of §9: held in local storage, on by default in production. */
export function analyticsEnabled(): boolean {
  let flag: string | null = null;
  try {
    flag = window.localStorage.getItem(ANALYTICS_FLAG_KEY);
  } catch {
    flag = null;
  }
  if (flag === 'true') return true;
  if (flag === 'false') return false;
  return siteConfig().environment === 'production';
}

/** Events may be sent: in a browser, analytics consent given, and the flag on. */
export function canTrack(): boolean {
  return typeof window !== 'undefined' && currentChoices().analytics && analyticsEnabled();
}

function cleanData(params: TrackParams): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of EVENT_DATA_KEYS) {
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    data[key] = value;
  }
  // Product events carry their currency (§9: currency USD).
  if ((data.itemId !== undefined || data.price !== undefined) && data.currency === undefined)
    data.currency = CURRENCY;
  return data;
}

function sendFirstParty(name: AnalyticsEventName, data: Record<string, unknown>): void {
  const body: Record<string, unknown> = { name, path: window.location.pathname || '/' };
  if (document.referrer) body.referrer = document.referrer.slice(0, 2000);
  if (Object.keys(data).length) body.data = data;
  fetch(ANALYTICS_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {
    // Analytics never disturbs the visitor.
  });
}

let googleLoaded = false;
let warnedMissingId = false;

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Loads the Google tag once consent is given; returns whether one is configured. */
function ensureGoogle(): boolean {
  const { gaMeasurementId, gtmId } = siteConfig();
  if (!gaMeasurementId && !gtmId) {
    if (!warnedMissingId) {
      warnedMissingId = true;
      console.warn('Analytics: no measurement id is configured (GA_MEASUREMENT_ID); Google tag is off.');
    }
    return false;
  }
  if (googleLoaded) return true;
  googleLoaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtagShim() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object
    window.dataLayer?.push(arguments);
  };
  window.gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  window.gtag('js', new Date());
  if (gaMeasurementId) {
    // Page views are sent manually on each route change.
    window.gtag('config', gaMeasurementId, { send_page_view: false, anonymize_ip: true });
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`);
  }
  if (gtmId) {
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`);
  }
  return true;
}

function sendGoogle(name: AnalyticsEventName, data: Record<string, unknown>): void {
  if (!ensureGoogle() || !window.gtag) return;
  const params: Record<string, unknown> = {};
  if (name === 'page_view') {
    params.page_location = window.location.href;
    params.page_path = window.location.pathname;
    params.page_title = document.title;
  }
  if (data.itemId !== undefined) {
    params.currency = CURRENCY;
    if (data.price !== undefined) params.value = Number(data.price);
    params.items = [
      {
        item_id: data.sku ?? data.itemId,
        item_name: data.itemName,
        item_category: data.category,
        item_brand: data.brand,
        price: data.price !== undefined ? Number(data.price) : undefined,
      },
    ];
  }
  if (data.searchTerm !== undefined) params.search_term = data.searchTerm;
  if (data.resultsTotal !== undefined) params.results_total = data.resultsTotal;
  if (data.formType !== undefined) params.form_type = data.formType;
  if (data.documentTitle !== undefined) params.file_name = data.documentTitle;
  window.gtag('event', name, params);
  // distributor_inquiry counts as a conversion (§9).
  if (name === 'distributor_inquiry') window.gtag('event', 'conversion', { event_category: 'distributor' });
}

export type TrackParams = Partial<Record<(typeof EVENT_DATA_KEYS)[number], string | number>>;

/** Records an event when the visitor has given analytics consent; otherwise does nothing at all. */
export function trackEvent(name: AnalyticsEventName, params: TrackParams = {}): void {
  if (!canTrack()) return;
  const data = cleanData(params);
  sendFirstParty(name, data);
  sendGoogle(name, data);
}

/** A page view of the current address (sent manually on every route change). */
export function trackPageView(): void {
  trackEvent('page_view');
}

/** Google's cookies go when analytics consent is withdrawn. */
function removeGoogleCookies(): void {
  const host = window.location.hostname;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name || !/^(_ga|_gid|_gat|_gcl)/.test(name)) continue;
    for (const domain of ['', `; domain=${host}`, `; domain=.${host.split('.').slice(-2).join('.')}`]) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser
      document.cookie = `${name}=; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

let listening = false;

/**
 * Follows consent changes: a fresh analytics consent records the page being viewed; a withdrawal
 * tells the Google tag (when loaded) and removes its cookies. Called once by the storefront app.
 */
export function listenForConsent(): () => void {
  if (typeof window === 'undefined' || listening) return () => {};
  listening = true;
  let granted = currentChoices().analytics;
  const onChange = (event: Event) => {
    const record = (event as CustomEvent<ConsentRecord>).detail;
    const now = !!record?.analytics;
    if (now && !granted) {
      window.gtag?.('consent', 'update', { analytics_storage: 'granted' });
      trackPageView();
    }
    if (!now && granted) {
      window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
      removeGoogleCookies();
    }
    granted = now;
  };
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => {
    listening = false;
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  };
}

/** Tests: forget the cached configuration and the loaded tag. */
export function resetAnalyticsForTests(): void {
  site = null;
  googleLoaded = false;
  warnedMissingId = false;
  listening = false;
}
