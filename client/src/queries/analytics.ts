import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsRange, AnalyticsSummary } from '../../../core/schemas/analytics';

/** GET /api/analytics/summary?range=…: refetched by the dashboard's refresh button. */
export const analyticsSummaryQuery = (range: AnalyticsRange) =>
  queryOptions<AnalyticsSummary>({ queryKey: ['/api/analytics/summary', { range }] });
