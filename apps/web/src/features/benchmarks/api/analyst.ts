// The analyst tabs' reads besides the companies: what the web search found, the annual reports,
// and what the criteria are read as (classification codes) with a search of the classifications.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { benchmarkKeys } from './keys.ts';

export const webSearchResultsQuery = (benchmarkId: string) =>
  queryOptions({ queryKey: benchmarkKeys.webSearchResults(benchmarkId), queryFn: () => api.listWebSearchResults(benchmarkId) });

export const annualReportsQuery = (benchmarkId: string) =>
  queryOptions({ queryKey: benchmarkKeys.annualReports(benchmarkId), queryFn: () => api.listAnnualReports(benchmarkId) });

/** What the drafted criteria's words are read as; kept a while, as words read the same way every time. */
export const criteriaReadingsQuery = (criteria: { accept: readonly string[]; reject: readonly string[] }) =>
  queryOptions({
    queryKey: benchmarkKeys.criteriaReadings(criteria),
    queryFn: async () => (await api.readCriteria({ accept: [...criteria.accept], reject: [...criteria.reject] })).readings,
    staleTime: 10 * 60_000,
  });

export const classificationSearchQuery = (query: string) =>
  queryOptions({ queryKey: benchmarkKeys.classificationSearch(query), queryFn: async () => (await api.searchClassifications({ q: query, limit: 20 })).hits, staleTime: 10 * 60_000 });
