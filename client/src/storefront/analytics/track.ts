// The one call public pages use to record an analytics event (document 001 §2.18, §3).
// The storefront issue makes it consent-gated: first-party POST /api/analytics/events and, when
// configured, Google tag. Until a visitor has consented it must send nothing.
export type AnalyticsEventName =
  | 'page_view'
  | 'search'
  | 'form_submit'
  | 'file_download'
  | 'view_catalog'
  | 'distributor_inquiry'
  | 'view_item';

export function trackEvent(_name: AnalyticsEventName, _params: Record<string, unknown> = {}): void {
  // Sends nothing until the consent-aware sender replaces this body.
}
