// Cookie consent: banner on first visit and version change, Accept All / Reject All / Customize, the
// settings dialog (necessary locked on, other toggles off until chosen), storage and the change event.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../../../core/constants';
import { renderWithProviders } from '../../../../tests/helpers/render';
import { CookiesPage } from '../pages/cookies-page';
import {
  CONSENT_CHANGED_EVENT,
  type ConsentRecord,
  clearStoredConsent,
  currentChoices,
  openCookieSettings,
  readConsent,
  resetConsentCache,
} from './consent';
import { CookieConsent } from './cookie-banner';

function store(record: Partial<ConsentRecord>) {
  window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(record));
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('cookie consent', () => {
  let events: ConsentRecord[];
  const onChange = (e: Event) => events.push((e as CustomEvent<ConsentRecord>).detail);

  beforeEach(() => {
    window.localStorage.clear();
    clearStoredConsent();
    events = [];
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  });
  afterEach(() => {
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  });

  it('COOKIE-01 COOKIE-03 COOKIE-07: the banner appears on the first visit with Accept All, Reject All and Customize', async () => {
    renderWithProviders(<CookieConsent />);
    const region = await waitFor(() => {
      const b = banner();
      expect(b).not.toBeNull();
      return b!;
    });
    for (const name of ['Accept All', 'Reject All', 'Customize'])
      expect(within(region).getByRole('button', { name })).toBeTruthy();
  });

  it('COOKIE-07: the banner appears again when the stored version differs from 1.0, and stays away for a 1.0 record', async () => {
    store({ version: '0.9', timestamp: '2025-01-01T00:00:00Z', necessary: true, analytics: true });
    const first = renderWithProviders(<CookieConsent />);
    await waitFor(() => expect(banner()).not.toBeNull());
    // An outdated record grants nothing.
    expect(currentChoices()).toEqual({ analytics: false, marketing: false, preferences: false });
    first.unmount();
    resetConsentCache();
    store({ version: '1.0', timestamp: '2026-01-01T00:00:00Z', necessary: true, analytics: false });
    renderWithProviders(<CookieConsent />);
    await act(async () => {});
    expect(banner()).toBeNull();
  });

  it('COOKIE-06 COOKIE-08 COOKIE-11 COOKIE-13 COOKIE-14: Accept All stores every category on (local storage key, 1-year cookie, version 1.0) and broadcasts the change', async () => {
    const cookieSpy = vi.spyOn(document, 'cookie', 'set');
    renderWithProviders(<CookieConsent />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept All' }));
    const record = JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)!);
    expect(record).toEqual({
      version: '1.0',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
    expect(events).toEqual([record]);
    const written = cookieSpy.mock.calls
      .map((c) => String(c[0]))
      .find((c) => c.startsWith('cookie_consent='));
    expect(written).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(written).toContain('SameSite=Lax');
    expect(readConsent()).toEqual(record);
    await waitFor(() => expect(banner()).toBeNull());
    cookieSpy.mockRestore();
  });

  it('#16 COOKIE-03: answering the banner by keyboard leaves focus on the main landmark, not on <body>', async () => {
    renderWithProviders(
      <>
        <main id="main" tabIndex={-1} />
        <CookieConsent />
      </>,
    );
    const accept = await screen.findByRole('button', { name: 'Accept All' });
    accept.focus();
    fireEvent.click(accept);
    await waitFor(() => expect(banner()).toBeNull());
    await waitFor(() => expect(document.activeElement?.id).toBe('main'));
  });

  it('COOKIE-09 COOKIE-11: Reject All stores analytics, marketing and preferences off and broadcasts the change', async () => {
    renderWithProviders(<CookieConsent />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject All' }));
    expect(readConsent()).toMatchObject({
      version: '1.0',
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    expect(events).toHaveLength(1);
    await waitFor(() => expect(banner()).toBeNull());
  });

  it('COOKIE-04 COOKIE-05 COOKIE-10 COOKIE-12: Customize opens the dialog; necessary is on and locked, the others start off; Save stores the toggles as chosen', async () => {
    renderWithProviders(<CookieConsent />);
    fireEvent.click(await screen.findByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Settings' });
    const necessary = within(dialog).getByRole('switch', { name: 'Necessary cookies (always on)' });
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect(necessary.hasAttribute('disabled')).toBe(true);
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics cookies' });
    const marketing = within(dialog).getByRole('switch', { name: 'Marketing cookies' });
    const preferences = within(dialog).getByRole('switch', { name: 'Preference cookies' });
    for (const toggle of [analytics, marketing, preferences])
      expect(toggle.getAttribute('aria-checked')).toBe('false');
    // Nothing is stored while the visitor is still choosing.
    expect(window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBeNull();
    fireEvent.click(necessary);
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(analytics);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(readConsent()).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
    expect(events).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(banner()).toBeNull();
  });

  it('COOKIE-02 PUB-84: the settings reopen later (footer link, /cookies button) showing the stored choice', async () => {
    store({
      version: '1.0',
      timestamp: '2026-01-01T00:00:00Z',
      necessary: true,
      analytics: true,
      marketing: false,
    });
    renderWithProviders(
      <>
        <CookiesPage />
        <CookieConsent />
      </>,
    );
    await act(async () => {});
    expect(banner()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Settings' });
    expect(
      within(dialog).getByRole('switch', { name: 'Analytics cookies' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      within(dialog).getByRole('switch', { name: 'Marketing cookies' }).getAttribute('aria-checked'),
    ).toBe('false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject All' }));
    expect(readConsent()).toMatchObject({ analytics: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => openCookieSettings());
    expect(await screen.findByRole('dialog', { name: 'Cookie Settings' })).toBeTruthy();
  });
});
