// Rendering hygiene of the public site: on every client-side route change the page scrolls to the top
// and a page view is tracked (only with analytics consent).
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowConsole, MISSING_ANALYTICS_ID } from '../../../tests/helpers/console';
import { mockApi, renderWithProviders } from '../../../tests/helpers/render';
import { resetAnalyticsForTests } from './analytics/track';
import { resetPageViewTracking, StorefrontApp } from './app';
import { acceptAll, rejectAll, resetConsentCache } from './consent/consent';

describe('storefront app', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetConsentCache();
    resetAnalyticsForTests();
    resetPageViewTracking();
  });
  afterEach(() => vi.restoreAllMocks());

  it('PUB-03 ANALYTICS-01 ANALYTICS-14: each route change scrolls to the top and sends one page view (with consent)', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    allowConsole(MISSING_ANALYTICS_ID);
    acceptAll();
    const { calls } = mockApi({
      'POST /api/analytics/events': [204],
      'GET /api/products/featured': [200, []],
    });
    const { location } = renderWithProviders(<StorefrontApp publicUrl="http://localhost" />, {
      path: '/about',
    });
    expect(await screen.findByRole('heading', { name: 'About Torchworks' })).toBeTruthy();
    const pageViews = () => calls.filter((c) => c.path === '/api/analytics/events').map((c) => c.body);
    expect(pageViews()).toEqual([expect.objectContaining({ name: 'page_view' })]);
    const scrolled = scroll.mock.calls.length;
    act(() => location.navigate('/terms'));
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeTruthy();
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(scroll.mock.calls.length).toBeGreaterThan(scrolled);
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
    await waitFor(() => expect(document.title).toBe('Terms of Service | Torchworks'));
  });

  it('COOKIE-15: without analytics consent route changes send nothing', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    rejectAll();
    const { calls } = mockApi({ 'POST /api/analytics/events': [204] });
    const { location } = renderWithProviders(<StorefrontApp publicUrl="http://localhost" />, {
      path: '/privacy',
    });
    await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 });
    act(() => location.navigate('/cookies'));
    await screen.findByRole('heading', { name: 'Cookie Policy', level: 1 });
    expect(calls.filter((c) => c.path === '/api/analytics/events')).toHaveLength(0);
  });
});
