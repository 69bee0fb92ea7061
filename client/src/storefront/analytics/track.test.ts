// The consent-aware sender: nothing without analytics consent; first-party events with consent; the
// Google tag only when configured (page views sent manually); the local-storage flag; withdrawal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsEventData } from '../../../../core/schemas/analytics';
import { allowConsole, MISSING_ANALYTICS_ID } from '../../../../tests/helpers/console';
import { acceptAll, clearStoredConsent, rejectAll, saveConsent } from '../consent/consent';
import { SITE_CONFIG_ELEMENT_ID } from '../site';
import {
  ANALYTICS_FLAG_KEY,
  EVENT_DATA_KEYS,
  listenForConsent,
  resetAnalyticsForTests,
  type TrackParams,
  trackEvent,
  trackPageView,
} from './track';

function siteConfig(config: Record<string, unknown>) {
  document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = SITE_CONFIG_ELEMENT_ID;
  el.textContent = JSON.stringify(config);
  document.body.appendChild(el);
}

const posted = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/analytics/events')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));

describe('trackEvent', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let stopListening: () => void = () => {};

  beforeEach(() => {
    window.localStorage.clear();
    clearStoredConsent();
    resetAnalyticsForTests();
    allowConsole(MISSING_ANALYTICS_ID); // most tests here configure no measurement id
    for (const s of document.head.querySelectorAll('script[src*="googletagmanager"]')) s.remove();
    delete window.gtag;
    delete window.dataLayer;
    siteConfig({ publicUrl: 'http://localhost', environment: 'production' });
    fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    stopListening();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('COOKIE-12 COOKIE-15: without a consent choice nothing is sent and nothing is loaded', () => {
    trackPageView();
    trackEvent('view_item', { itemId: 1, itemName: 'Duplex 150' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.head.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('COOKIE-15: after Reject All nothing is sent; after Accept All events are recorded first-party; a later Reject All stops them', () => {
    rejectAll();
    trackEvent('search', { searchTerm: 'duplex', resultsTotal: 3 });
    expect(fetchMock).not.toHaveBeenCalled();
    acceptAll();
    trackEvent('search', { searchTerm: 'duplex', resultsTotal: 3 });
    expect(posted(fetchMock)).toEqual([
      { name: 'search', path: '/', data: { searchTerm: 'duplex', resultsTotal: 3 } },
    ]);
    rejectAll();
    trackEvent('search', { searchTerm: 'again' });
    expect(posted(fetchMock)).toHaveLength(1);
  });

  it('only analytics consent counts: marketing and preferences alone send nothing', () => {
    saveConsent({ analytics: false, marketing: true, preferences: true });
    trackPageView();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ANALYTICS-10 ANALYTICS-15: product events carry item id, name, category, brand, price, SKU and currency USD; unknown keys are dropped', () => {
    acceptAll();
    trackEvent('view_item', {
      itemId: 7,
      itemName: 'Duplex 150 Torch',
      category: 'Duplex Soldering Torches',
      brand: 'Torchworks',
      price: '189.00',
      sku: 'DX-150',
      // A key the server does not accept (a caller outside TypeScript's reach) is dropped.
      ...({ somethingElse: 'dropped' } as TrackParams),
    });
    expect(posted(fetchMock)[0]).toEqual({
      name: 'view_item',
      path: '/',
      data: {
        itemId: 7,
        itemName: 'Duplex 150 Torch',
        category: 'Duplex Soldering Torches',
        brand: 'Torchworks',
        price: '189.00',
        sku: 'DX-150',
        currency: 'USD',
      },
    });
  });

  it('the data keys the sender keeps are exactly those the server accepts', () => {
    expect([...EVENT_DATA_KEYS].sort()).toEqual(Object.keys(analyticsEventData.shape).sort());
  });

  it('ANALYTICS-13: a local-storage flag switches analytics; it is on by default in production only', () => {
    acceptAll();
    window.localStorage.setItem(ANALYTICS_FLAG_KEY, 'false');
    trackPageView();
    expect(fetchMock).not.toHaveBeenCalled();
    window.localStorage.removeItem(ANALYTICS_FLAG_KEY);
    resetAnalyticsForTests();
    siteConfig({ publicUrl: 'http://localhost', environment: 'development' });
    trackPageView();
    expect(fetchMock).not.toHaveBeenCalled();
    window.localStorage.setItem(ANALYTICS_FLAG_KEY, 'true');
    trackPageView();
    expect(posted(fetchMock)).toEqual([{ name: 'page_view', path: '/' }]);
  });

  it('ANALYTICS-11: a missing measurement id logs a console warning (once) and no Google tag is loaded', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    acceptAll();
    trackPageView();
    trackPageView();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/measurement id/i);
    expect(document.head.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(posted(fetchMock)).toHaveLength(2);
  });

  it('ANALYTICS-12 ANALYTICS-14 ANALYTICS-18: with a configured id and consent the Google tag loads, page views are sent manually, distributor_inquiry counts as a conversion', () => {
    siteConfig({ publicUrl: 'http://localhost', environment: 'production', gaMeasurementId: 'G-ABC123' });
    trackPageView();
    expect(document.head.querySelector('script[src*="googletagmanager"]')).toBeNull();
    acceptAll();
    trackPageView();
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    const layer = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(layer).toContainEqual(['config', 'G-ABC123', { send_page_view: false, anonymize_ip: true }]);
    expect(layer.some((a) => a[0] === 'event' && a[1] === 'page_view')).toBe(true);
    trackEvent('distributor_inquiry', { inquiryType: 'distributor' });
    const after = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(after.some((a) => a[0] === 'event' && a[1] === 'distributor_inquiry')).toBe(true);
    expect(after.some((a) => a[0] === 'event' && a[1] === 'conversion')).toBe(true);
  });

  it('a fresh analytics consent records the page being viewed; a withdrawal tells the tag and removes its cookies', () => {
    siteConfig({ publicUrl: 'http://localhost', environment: 'production', gaMeasurementId: 'G-ABC123' });
    stopListening = listenForConsent();
    acceptAll();
    expect(posted(fetchMock)).toEqual([{ name: 'page_view', path: '/' }]);
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie as Google's tag would set it
    document.cookie = '_ga=GA1.1.123; path=/';
    rejectAll();
    expect(document.cookie).not.toContain('_ga=');
    const layer = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(layer).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });
});
