// Query keys of the benchmarks feature. The benchmark record and what hangs off it (companies,
// runs, search results...) have separate keys, so invalidating the benchmark's counts does not
// reload its companies.
import type { BenchmarkSort } from '@quartile/ui/fragments/BenchmarkList';
import type { PageParams } from '../../../shared/api/listPaging.ts';

export interface BenchmarkListParams extends PageParams {
  sort: BenchmarkSort;
}

export const benchmarkKeys = {
  all: ['benchmarks'] as const,
  list: (params: BenchmarkListParams) => [...benchmarkKeys.all, 'list', params] as const,
  clientOptions: (search: string) => [...benchmarkKeys.all, 'client-options', search] as const,
  client: (clientId: string) => [...benchmarkKeys.all, 'client', clientId] as const,
  detail: (id: string) => [...benchmarkKeys.all, 'detail', id] as const,
  /** The firm's credits left (the Start dialog's check, issue 19). */
  credits: () => [...benchmarkKeys.all, 'credits'] as const,
  /** Everything read about one benchmark besides its record. */
  of: (id: string) => [...benchmarkKeys.all, 'of', id] as const,
  companies: (id: string) => [...benchmarkKeys.of(id), 'companies'] as const,
  fixLater: (id: string) => [...benchmarkKeys.of(id), 'fix-later'] as const,
  runs: (id: string) => [...benchmarkKeys.of(id), 'runs'] as const,
  webSearchResults: (id: string) => [...benchmarkKeys.of(id), 'web-search-results'] as const,
  annualReports: (id: string) => [...benchmarkKeys.of(id), 'annual-reports'] as const,
  criteriaVersions: (id: string, version: number) => [...benchmarkKeys.of(id), 'criteria-versions', version] as const,
  source: (id: string, companyId: string, sourceId: string) => [...benchmarkKeys.of(id), 'sources', companyId, sourceId] as const,
  evidenceBundle: (id: string, jobId: string) => [...benchmarkKeys.of(id), 'evidence-bundle', jobId] as const,
  /** What criteria words are read as (classification codes); not tied to a benchmark. */
  criteriaReadings: (criteria: { accept: readonly string[]; reject: readonly string[] }) => [...benchmarkKeys.all, 'criteria-readings', criteria] as const,
  classificationSearch: (query: string) => [...benchmarkKeys.all, 'classification-search', query] as const,
  auditEvents: (id: string, companyId: string | null, actions: string | null) => [...benchmarkKeys.of(id), 'audit-events', { companyId, actions }] as const,
};
