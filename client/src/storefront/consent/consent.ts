// Cookie consent (document 001 §2.18, §4, §9): the visitor's choice, stored in local storage under a
// product-specific key and in a first-party cookie for one year. Until a choice is made only necessary
// cookies are active: the analytics, marketing and preferences toggles start off (pre-ticked boxes are
// not consent). Every change broadcasts a consent-changed event.
import { useSyncExternalStore } from 'react';
import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_MAX_AGE_DAYS,
  COOKIE_CONSENT_STORAGE_KEY,
  COOKIE_CONSENT_VERSION,
} from '../../../../core/constants';

export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

export interface ConsentRecord extends ConsentChoices {
  version: string;
  timestamp: string;
  necessary: true;
}

/** The window event sent on every change; `detail` is the new record. */
export const CONSENT_CHANGED_EVENT = 'cookie-consent-changed';

/** #20: recently viewed products, kept only with preference consent (deleted when it is withdrawn). */
export const RECENTLY_VIEWED_STORAGE_KEY = 'torchworks-recently-viewed';

/** Until the visitor chooses: nothing but the necessary cookies. */
export const DEFAULT_CHOICES: ConsentChoices = { analytics: false, marketing: false, preferences: false };

const hasWindow = () => typeof window !== 'undefined';

function parse(text: string | null): ConsentRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ConsentRecord>;
    if (!value || typeof value !== 'object' || typeof value.version !== 'string') return null;
    return {
      version: value.version,
      timestamp: typeof value.timestamp === 'string' ? value.timestamp : '',
      necessary: true,
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      preferences: value.preferences === true,
    };
  } catch {
    return null;
  }
}

function readCookie(): string | null {
  const prefix = `${COOKIE_CONSENT_COOKIE}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The stored record (local storage first, then the cookie), or null when none is stored. */
export function readConsent(): ConsentRecord | null {
  if (!hasWindow()) return null;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY);
  } catch {
    stored = null;
  }
  return parse(stored) ?? parse(readCookie());
}

/** A record of the current version exists: the visitor has chosen and the banner stays away. */
export function hasCurrentConsent(record: ConsentRecord | null = readConsent()): boolean {
  return record?.version === COOKIE_CONSENT_VERSION;
}

/** The choices in force: the stored ones when current, otherwise only necessary cookies. */
export function currentChoices(): ConsentChoices {
  const record = readConsent();
  if (!record || !hasCurrentConsent(record)) return DEFAULT_CHOICES;
  return { analytics: record.analytics, marketing: record.marketing, preferences: record.preferences };
}

let snapshot: ConsentRecord | null | undefined;
const listeners = new Set<() => void>();

function emit() {
  snapshot = readConsent();
  for (const listener of listeners) listener();
}

/** Stores the choices (local storage and the 1-year cookie) and broadcasts the change. */
export function saveConsent(choices: ConsentChoices): ConsentRecord {
  const record: ConsentRecord = {
    version: COOKIE_CONSENT_VERSION,
    timestamp: new Date().toISOString(),
    necessary: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    preferences: choices.preferences,
  };
  const text = JSON.stringify(record);
  try {
    window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, text);
    if (!choices.preferences) window.localStorage.removeItem(RECENTLY_VIEWED_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the cookie still carries the choice.
  }
  const maxAge = COOKIE_CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser
  document.cookie = `${COOKIE_CONSENT_COOKIE}=${encodeURIComponent(text)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  emit();
  window.dispatchEvent(new CustomEvent<ConsentRecord>(CONSENT_CHANGED_EVENT, { detail: record }));
  return record;
}

export const acceptAll = () => saveConsent({ analytics: true, marketing: true, preferences: true });
export const rejectAll = () => saveConsent({ analytics: false, marketing: false, preferences: false });

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_CONSENT_STORAGE_KEY) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): ConsentRecord | null {
  if (snapshot === undefined) snapshot = readConsent();
  return snapshot;
}

/** The stored record, kept current; null on the server and before any choice. */
export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

// The settings dialog: opened by Customize, the footer's "Cookie Settings" and the /cookies page.
let settingsOpen = false;
const settingsListeners = new Set<() => void>();

export function setCookieSettingsOpen(open: boolean): void {
  settingsOpen = open;
  for (const listener of settingsListeners) listener();
}

export const openCookieSettings = () => setCookieSettingsOpen(true);

export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      settingsListeners.add(listener);
      return () => settingsListeners.delete(listener);
    },
    () => settingsOpen,
    () => false,
  );
}

/** Tests: forget the cached record. */
export function resetConsentCache(): void {
  snapshot = undefined;
  settingsOpen = false;
}

/** Tests: remove the stored choice (local storage and cookie) and forget the cached record. */
export function clearStoredConsent(): void {
  window.localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser
  document.cookie = `${COOKIE_CONSENT_COOKIE}=; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  resetConsentCache();
}
