// The analytics dashboard (document 001 §2.10) renders a given summary: range selector, refresh, the
// four tabs, the figures, the chart and the bars; an empty state when nothing was recorded.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsSummary } from '../../../../core/schemas/analytics';
import { mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import AnalyticsPage from './analytics-page';
import { niceMax } from './charts';

afterEach(() => vi.unstubAllGlobals());

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    date: new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10),
    views: i === n - 1 ? 9 : i % 3,
    visitors: i % 2,
  }));

const summary = (range: '7d' | '30d' | '90d', extra: Partial<AnalyticsSummary> = {}): AnalyticsSummary => ({
  range,
  from: '2026-03-01T00:00:00.000Z',
  to: '2026-03-30T12:00:00.000Z',
  totalEvents: 120,
  pageViews: 1234,
  uniqueVisitors: 400,
  catalogViews: 77,
  viewsPerDay: days(range === '7d' ? 7 : 30),
  topPages: [{ path: '/products', views: 500, visitors: 210 }],
  topProducts: [
    { itemId: '7', itemName: 'Pro Torch', views: 40 },
    { itemId: '9', itemName: null, views: 10 },
  ],
  searches: 31,
  topSearches: [{ term: 'duplex', searches: 12, averageResults: 3.5 }],
  topZeroResultSearches: [{ term: 'duplx', searches: 2 }],
  downloads: 8,
  topDownloads: [{ documentId: '3', documentTitle: 'Pro Torch manual', downloads: 8 }],
  contactSubmissions: 10,
  distributorInquiries: 6,
  conversions: 16,
  conversionRate: 0.025,
  referrers: [
    { source: 'https://www.google.com', views: 700 },
    { source: 'Direct', views: 400 },
  ],
  ...extra,
});

describe('analytics dashboard', () => {
  it('ANALYTICS-02 ANALYTICS-04 ANALYTICS-05 ANALYTICS-06 ANALYTICS-07: real figures of the chosen range, four tabs and the note', async () => {
    const { calls } = mockApi({
      'GET /api/analytics/summary': (_body, url) => [200, summary(url.searchParams.get('range') as '7d')],
    });
    renderWithProviders(<AnalyticsPage />);
    expect((await screen.findByTestId('metric-Page views')).textContent).toBe('1,234');
    expect(calls[0]!.path).toBe('/api/analytics/summary?range=30d');
    expect(screen.getByTestId('metric-Unique visitors').textContent).toBe('400');
    expect(screen.getByTestId('metric-Conversion rate').textContent).toBe('2.5%');
    expect(screen.getByTestId('analytics-note').textContent).toContain(
      "site's own privacy-friendly analytics",
    );
    expect(screen.getByTestId('analytics-note').textContent).toContain('GA_MEASUREMENT_ID');
    for (const tab of ['Overview', 'Content Performance', 'Conversions', 'Traffic Sources']) {
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    }
    const chart = screen.getByTestId('views-chart');
    expect(chart.getAttribute('aria-label')).toBe(
      `Page views per day: ${summary('30d').viewsPerDay.reduce((n, d) => n + d.views, 0)} in total, Mar 1 to Mar 30`,
    );
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Top pages' })).getByText('/products')).toBeTruthy();

    for (const r of ['7d', '30d', '90d']) expect(screen.getByRole('button', { name: r })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '7d' }));
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/api/analytics/summary?range=7d'));
    expect(screen.getByRole('button', { name: '7d' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Every day of the last 7 days')).toBeTruthy();
  });

  it('ANALYTICS-03: refresh fetches the figures again', async () => {
    let served = 0;
    const { calls } = mockApi({
      'GET /api/analytics/summary': () => {
        served++;
        return [200, summary('30d', { pageViews: served === 1 ? 10 : 11 })];
      },
    });
    renderWithProviders(<AnalyticsPage />);
    expect((await screen.findByTestId('metric-Page views')).textContent).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('metric-Page views').textContent).toBe('11'));
    expect(calls.filter((c) => c.path.startsWith('/api/analytics/summary'))).toHaveLength(2);
  });

  it('ANALYTICS-07 ANALYTICS-18: content, conversions and traffic tabs show products, downloads, conversions, referrers and searches', async () => {
    mockApi({ 'GET /api/analytics/summary': [200, summary('30d')] });
    renderWithProviders(<AnalyticsPage />);
    await screen.findByTestId('metric-Page views');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Content Performance' }));
    const products = await screen.findByRole('list', { name: 'Top products' });
    expect(within(products).getByText('Pro Torch')).toBeTruthy();
    expect(within(products).getByText('Product 9')).toBeTruthy();
    expect(screen.getByText('Pro Torch manual')).toBeTruthy();
    expect(screen.getByTestId('metric-Catalogue views').textContent).toBe('77');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Conversions' }));
    expect((await screen.findByTestId('metric-Contact submissions')).textContent).toBe('10');
    expect(screen.getByTestId('metric-Distributor link clicks').textContent).toBe('6');
    expect(screen.getByTestId('metric-Total conversions').textContent).toBe('16');
    expect(screen.getByTestId('metric-Contact conversion rate').textContent).toBe('2.5%');
    expect(screen.getByText(/\(\s*10 ÷ 400\)/)).toBeTruthy();
    // #14: each figure says what it counts, and that visitors who decline cookies are not counted.
    const definitions = screen.getByTestId('conversion-definitions').textContent ?? '';
    expect(definitions).toContain('Each enquiry counts once, whatever its inquiry type');
    expect(definitions).toContain('Clicks on a distributor');
    expect(definitions).toContain('Contact submissions plus distributor link clicks.');
    expect(screen.getByTestId('consent-note').textContent).toContain(
      'visitors who decline cookies (or browse without JavaScript) are not. The Inquiries inbox counts every enquiry received',
    );

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Traffic Sources' }));
    const referrers = await screen.findByRole('list', { name: 'Referrers' });
    expect(within(referrers).getByText('https://www.google.com')).toBeTruthy();
    expect(within(referrers).getByText('Direct')).toBeTruthy();
    expect(screen.getByText('“duplex”')).toBeTruthy();
    expect(screen.getByText('avg 3.5 results')).toBeTruthy();
  });

  it('shows an empty state when nothing has been recorded', async () => {
    mockApi({ 'GET /api/analytics/summary': [200, summary('30d', { totalEvents: 0, pageViews: 0 })] });
    renderWithProviders(<AnalyticsPage />);
    expect(await screen.findByText('No analytics data yet')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Overview' })).toBeNull();
  });

  it('the y axis halves into whole numbers', () => {
    expect([1, 3, 7, 9, 37, 1234].map(niceMax)).toEqual([1, 4, 8, 10, 40, 2000]);
  });
});
