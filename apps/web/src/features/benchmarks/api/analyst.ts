// The Web Search tab's reads besides the companies: what the web search found, and the annual reports.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { benchmarkKeys } from './keys.ts';

export const webSearchResultsQuery = (benchmarkId: string) =>
  queryOptions({ queryKey: benchmarkKeys.webSearchResults(benchmarkId), queryFn: () => api.listWebSearchResults(benchmarkId) });

export const annualReportsQuery = (benchmarkId: string) =>
  queryOptions({ queryKey: benchmarkKeys.annualReports(benchmarkId), queryFn: () => api.listAnnualReports(benchmarkId) });
