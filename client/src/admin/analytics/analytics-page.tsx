// The analytics dashboard (document 001 §2.10): range 7d / 30d / 90d, refresh, and the tabs Overview,
// Content Performance, Conversions and Traffic Sources — real figures from GET /api/analytics/summary.
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Info, RefreshCw } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { ANALYTICS_RANGES } from '../../../../core/constants';
import type { AnalyticsRange, AnalyticsSummary } from '../../../../core/schemas/analytics';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/utils';
import { analyticsSummaryQuery } from '../../queries/analytics';
import { PageHeader } from '../page-header';
import { BarList, LineChart } from './charts';

const RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '90d': 'the last 90 days',
};

export function formatPercent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)}%`;
}

function Metric({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card>
      <CardContent className="p-5">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900" data-testid={`metric-${label}`}>
          {value}
        </p>
        {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      </CardContent>
    </Card>
  );
}

function Panel({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Nothing({ children }: { children: React.ReactNode }) {
  return <p className="py-4 text-sm text-slate-500">{children}</p>;
}

const n = (value: number) => value.toLocaleString('en-US');

function Overview({ s }: { s: AnalyticsSummary }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Metric label="Page views" value={n(s.pageViews)} />
        <Metric label="Unique visitors" value={n(s.uniqueVisitors)} hint="Counted anonymously, per day" />
        <Metric
          label="Conversion rate"
          value={formatPercent(s.conversionRate)}
          hint="Contact submissions ÷ unique visitors"
        />
        <Metric
          label="Conversions"
          value={n(s.conversions)}
          hint="Enquiries sent with the contact form + distributor-link clicks"
        />
      </div>
      <Panel title="Page views per day" description={`Every day of ${RANGE_LABELS[s.range]}`}>
        <LineChart points={s.viewsPerDay} label="Page views per day" />
      </Panel>
      <Panel title="Top pages">
        {s.topPages.length ? (
          <BarList
            label="Top pages"
            items={s.topPages.map((p) => ({
              key: p.path,
              label: p.path,
              value: p.views,
              detail: `${n(p.visitors)} visitor${p.visitors === 1 ? '' : 's'}`,
            }))}
          />
        ) : (
          <Nothing>No page views in this range.</Nothing>
        )}
      </Panel>
    </div>
  );
}

function ContentPerformance({ s }: { s: AnalyticsSummary }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel
        title="Top products viewed"
        description="Product pages opened (view_item)"
        className="lg:col-span-2"
      >
        {s.topProducts.length ? (
          <BarList
            label="Top products"
            items={s.topProducts.map((p) => ({
              key: p.itemId,
              label: p.itemName ?? `Product ${p.itemId}`,
              value: p.views,
            }))}
          />
        ) : (
          <Nothing>No product views in this range.</Nothing>
        )}
      </Panel>
      <Panel title="Document downloads" description={`${n(s.downloads)} in total`}>
        {s.topDownloads.length ? (
          <BarList
            label="Document downloads"
            items={s.topDownloads.map((d) => ({
              key: d.documentId,
              label: d.documentTitle ?? `Document ${d.documentId}`,
              value: d.downloads,
            }))}
          />
        ) : (
          <Nothing>No downloads in this range.</Nothing>
        )}
      </Panel>
      <Panel title="Catalogue" description="Visits to the product catalogue (view_catalog)">
        <p className="text-3xl font-bold tabular-nums text-slate-900" data-testid="metric-Catalogue views">
          {n(s.catalogViews)}
        </p>
      </Panel>
    </div>
  );
}

function Conversions({ s }: { s: AnalyticsSummary }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Metric
          label="Contact submissions"
          value={n(s.contactSubmissions)}
          hint="Enquiries sent with the contact form, each once"
        />
        <Metric
          label="Distributor link clicks"
          value={n(s.distributorInquiries)}
          hint="Clicks on “Available from:” links of product pages"
        />
        <Metric
          label="Total conversions"
          value={n(s.conversions)}
          hint="Contact submissions + distributor link clicks"
        />
        <Metric
          label="Contact conversion rate"
          value={formatPercent(s.conversionRate)}
          hint="Contact submissions ÷ unique visitors"
        />
      </div>
      <Panel title="What each figure counts">
        <dl className="grid gap-3 text-sm text-slate-600" data-testid="conversion-definitions">
          <div>
            <dt className="font-medium text-slate-800">Contact submissions</dt>
            <dd>
              Enquiries sent with the website's contact form. Each enquiry counts once, whatever its inquiry
              type: a “Find a Distributor” enquiry is one contact submission, not also a distributor click.
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Distributor link clicks</dt>
            <dd>
              Clicks on a distributor's link under “Available from:” on a product page (the visitor leaves for
              the distributor's site; what happens there is not known).
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Total conversions</dt>
            <dd>Contact submissions plus distributor link clicks.</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Contact conversion rate</dt>
            <dd>
              Contact submissions divided by unique visitors in {RANGE_LABELS[s.range]} (
              {n(s.contactSubmissions)} ÷ {n(s.uniqueVisitors)}).
            </dd>
          </div>
        </dl>
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="consent-note">
          Only visitors who accept analytics cookies are counted here: visitors who decline cookies (or browse
          without JavaScript) are not. The Inquiries inbox counts every enquiry received, so it usually shows
          more enquiries than this page.
        </p>
      </Panel>
    </div>
  );
}

function TrafficSources({ s }: { s: AnalyticsSummary }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title="Referrers" description="Where page views came from (site address only)">
        {s.referrers.length ? (
          <BarList
            label="Referrers"
            items={s.referrers.map((r) => ({ key: r.source, label: r.source, value: r.views }))}
          />
        ) : (
          <Nothing>No page views in this range.</Nothing>
        )}
      </Panel>
      <Panel title="Site searches" description={`${n(s.searches)} searches`}>
        {s.topSearches.length ? (
          <BarList
            label="Top searches"
            items={s.topSearches.map((q) => ({
              key: q.term,
              label: `“${q.term}”`,
              value: q.searches,
              detail: q.averageResults === null ? undefined : `avg ${q.averageResults} results`,
            }))}
          />
        ) : (
          <Nothing>No searches in this range.</Nothing>
        )}
        {s.topZeroResultSearches?.length ? (
          <div className="mt-4">
            <h3 className="mb-2 text-sm font-medium text-slate-700">Searches with no results</h3>
            <BarList
              label="Searches with no results"
              items={s.topZeroResultSearches.map((q) => ({
                key: q.term,
                label: `“${q.term}”`,
                value: q.searches,
              }))}
            />
          </div>
        ) : null}
      </Panel>
    </div>
  );
}

export default function AnalyticsPage() {
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const summary = useQuery(analyticsSummaryQuery(range));
  const s = summary.data;

  return (
    <>
      <PageHeader
        title="Analytics"
        description="Visits, product interest and enquiries from the public website."
        actions={
          <>
            <fieldset className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
              <legend className="sr-only">Range</legend>
              {ANALYTICS_RANGES.map((r) => (
                <button
                  key={r}
                  type="button"
                  aria-pressed={range === r}
                  onClick={() => setRange(r)}
                  className={cn(
                    'rounded px-3 py-1.5 text-sm font-medium',
                    range === r ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {r}
                </button>
              ))}
            </fieldset>
            <Button variant="outline" onClick={() => summary.refetch()} disabled={summary.isFetching}>
              <RefreshCw className={cn('h-4 w-4', summary.isFetching && 'animate-spin')} aria-hidden />
              Refresh
            </Button>
          </>
        }
      />
      <p
        className="mb-4 flex gap-2 rounded-md bg-slate-100 p-3 text-sm text-slate-700"
        data-testid="analytics-note"
      >
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          These figures come from the site's own privacy-friendly analytics: no personal data is stored;
          visitors are counted anonymously per day, and bots and signed-in staff are left out. Only visitors
          who accept analytics cookies are counted; those who decline are not. A Google Analytics account can
          be connected as well by setting GA_MEASUREMENT_ID.
        </span>
      </p>
      {summary.isError ? (
        <ErrorState
          title="Could not load the analytics"
          message={errorMessage(summary.error)}
          onRetry={() => summary.refetch()}
        />
      ) : !s ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : s.totalEvents === 0 ? (
        <EmptyState
          icon={BarChart3}
          title="No analytics data yet"
          description={`Nothing has been recorded in ${RANGE_LABELS[s.range]}. Visits are counted as people browse the public website.`}
        />
      ) : (
        <Tabs defaultValue="overview">
          <TabsList className="h-auto flex-wrap">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="content">Content Performance</TabsTrigger>
            <TabsTrigger value="conversions">Conversions</TabsTrigger>
            <TabsTrigger value="traffic">Traffic Sources</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <Overview s={s} />
          </TabsContent>
          <TabsContent value="content">
            <ContentPerformance s={s} />
          </TabsContent>
          <TabsContent value="conversions">
            <Conversions s={s} />
          </TabsContent>
          <TabsContent value="traffic">
            <TrafficSources s={s} />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}
