import type { Benchmark, Company } from '@quartile/api';
import { toast } from '@quartile/ui';
import { AnnualReportsCard, WebSearchPanel } from '@quartile/ui/fragments/ResearchAnalyst';
import i18n from 'i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { annualReportsQuery } from '../api/analyst.ts';
import { useBenchmarkCompanies, useForceValidateWebsite } from '../api/companies.ts';
import { useCompanySource } from '../api/sources.ts';
import { benchmarkKeys } from '../api/keys.ts';
import type { Runs } from '../api/runs.ts';
import { CompaniesFallback } from './CompaniesFallback.tsx';
import { en } from './en.ts';
import { useWebSearchResults } from './useWebSearchResults.ts';

if (!i18n.hasResourceBundle('en', 'analyst')) i18n.addResourceBundle('en', 'analyst', en, true, true);

export interface WebSearchTabProps {
  benchmark: Benchmark;
  runs: Runs;
}

/** The Web Search tab: company sources, their website checks and what the web search found, force-validation, the web search run and annual reports. */
export function WebSearchTab({ benchmark, runs }: WebSearchTabProps) {
  const { t } = useTranslation('analyst');
  const queryClient = useQueryClient();
  const data = useBenchmarkCompanies(benchmark.id);
  const forceValidateWebsite = useForceValidateWebsite(benchmark.id);
  const results = useWebSearchResults(benchmark.id);
  const source = useCompanySource(benchmark.id);
  const page = source.passage;
  // Reading annual reports changes their status: the run's end invalidates them (api/runs.ts).
  const reports = useQuery(annualReportsQuery(benchmark.id));
  const refetchReports = () => void queryClient.invalidateQueries({ queryKey: benchmarkKeys.annualReports(benchmark.id) });

  if (data.status !== 'ready') return <CompaniesFallback data={data} />;

  const active = runs.active;
  const start = async (ids: string[]) => {
    const job = await runs.start('web_search', ids);
    toast.success(t('webSearchStarted', { count: job.total }));
    data.refetch();
  };

  const forceValidate = async (company: Company) => {
    await forceValidateWebsite.mutateAsync(company.id);
    toast.success(t('websiteValidated'));
  };

  /** A page the web search read, as it was stored (the whole text: there is no passage to highlight). */
  const showSource = (company: Company, sourceId: string) => source.show({ companyId: company.id, sourceId, quote: '' });

  const upload = async (file: File) => {
    const answer = await api.importAnnualReports(benchmark.id, file, { filename: file.name });
    refetchReports();
    return answer;
  };

  const process = async () => {
    const job = await runs.start('annual_reports_process', []);
    toast.success(t('readingStarted', { count: job.total }));
    refetchReports();
  };

  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <WebSearchPanel
        companies={data.companies}
        run={runs.latest.web_search}
        otherRun={active && active.kind !== 'web_search' ? active : null}
        onStart={start}
        onCancelRun={() => void runs.cancel()}
        isCancelling={runs.isCancelling}
        onForceValidate={forceValidate}
        results={results.results}
        resultsFailed={results.failed}
        onRetryResults={results.refetch}
        isRetryingResults={results.isRetrying}
        source={page}
        onShowSource={showSource}
        onCloseSource={source.close}
        onRetrySource={page ? source.retry : undefined}
      />
      <AnnualReportsCard
        state={loadStateOf(reports)}
        reports={reports.data ?? []}
        onRetry={refetchReports}
        onUpload={upload}
        onProcess={process}
        run={runs.latest.annual_reports_process}
        otherRun={active && active.kind !== 'annual_reports_process' ? active : null}
        onCancelRun={() => void runs.cancel()}
      />
    </div>
  );
}
