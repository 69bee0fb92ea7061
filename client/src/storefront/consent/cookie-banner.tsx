// The cookie banner (document 001 §2.18): shown on the first visit and whenever the stored consent is of
// another version; Accept All, Reject All and Customize. Rendered only in the browser (after hydration),
// so the server's HTML is the same for every visitor. The settings dialog is loaded on demand.
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { focusMain } from '../../components/ui/return-focus';
import {
  acceptAll,
  hasCurrentConsent,
  openCookieSettings,
  rejectAll,
  setCookieSettingsOpen,
  useConsent,
  useCookieSettingsOpen,
} from './consent';

const CookieSettingsDialog = lazy(() => import('./cookie-settings-dialog'));

/**
 * Answering the banner (Accept All, Reject All, or Save in the settings) removes it together with the
 * focused button: focus then goes to the main landmark, never to <body>. Checked after the removal and
 * after any dialog's own focus return have run.
 */
function BannerFocusKeeper() {
  useEffect(
    () => () => {
      setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) focusMain();
      }, 0);
    },
    [],
  );
  return null;
}

export function CookieConsent() {
  const [mounted, setMounted] = useState(false);
  const consent = useConsent();
  const settingsOpen = useCookieSettingsOpen();
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  const showBanner = !hasCurrentConsent(consent);

  return (
    <>
      {/* The banner stays while the settings are open: its Customize button gets focus back on Escape. */}
      {showBanner && <BannerFocusKeeper />}
      {showBanner && (
        <section
          aria-label="Cookie consent"
          data-testid="cookie-banner"
          className="fixed inset-x-0 bottom-0 z-40 print:hidden border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)]"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:px-8">
            <div className="flex-1 text-sm text-slate-700">
              <h2 className="font-semibold text-slate-900">We value your privacy</h2>
              <p className="mt-1">
                We use necessary cookies to make this site work. With your permission we would also like to
                use analytics cookies to understand how the catalogue is used, plus marketing and preference
                cookies. Nothing optional is set until you choose. Read our{' '}
                <a href="/cookies" className="font-medium text-brand-700 underline">
                  Cookie Policy
                </a>
                .
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonClass('outline')} onClick={openCookieSettings}>
                Customize
              </button>
              <button type="button" className={buttonClass('outline')} onClick={() => rejectAll()}>
                Reject All
              </button>
              <button type="button" className={buttonClass('default')} onClick={() => acceptAll()}>
                Accept All
              </button>
            </div>
          </div>
        </section>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog open={settingsOpen} onOpenChange={setCookieSettingsOpen} />
        </Suspense>
      )}
    </>
  );
}
