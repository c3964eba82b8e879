import type { Benchmark, Company } from '@quartile/api';
import { Card, ErrorState, Skeleton, SkeletonGroup, toast } from '@quartile/ui';
import type { OpenPassage } from '@quartile/ui/fragments/HumanReview';
import { AnnualReportsCard, WebSearchPanel } from '@quartile/ui/fragments/ResearchAnalyst';
import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { useAsync } from '../hooks/useAsync.ts';
import { en } from './en.ts';
import { useAnalystCompanies } from './useAnalystCompanies.ts';
import type { Runs } from './useRuns.ts';
import { useWebSearchResults } from './useWebSearchResults.ts';

if (!i18n.hasResourceBundle('en', 'analyst')) i18n.addResourceBundle('en', 'analyst', en, true, true);

export interface WebSearchTabProps {
  benchmark: Benchmark;
  runs: Runs;
}

type StoredPage = OpenPassage & { companyId: string };

/** The Web Search tab: company sources, their website checks and what the web search found, force-validation, the web search run and annual reports. */
export function WebSearchTab({ benchmark, runs }: WebSearchTabProps) {
  const { t } = useTranslation('analyst');
  const data = useAnalystCompanies(benchmark.id, runs);
  const results = useWebSearchResults(benchmark.id, runs);
  const [page, setPage] = useState<StoredPage | null>(null);
  const reports = useAsync(() => api.listAnnualReports(benchmark.id), [benchmark.id]);
  const reloadReports = reports.reload;
  const { listen } = runs;
  // Reading annual reports changes their status: reload them when a run ends.
  useEffect(() => listen({ onCompany: () => undefined, onDone: reloadReports }), [listen, reloadReports]);

  if (data.status === 'loading') {
    return (
      <SkeletonGroup label={t('loading')}>
        <Skeleton height={320} />
      </SkeletonGroup>
    );
  }
  if (data.status === 'error') {
    return (
      <Card>
        <ErrorState title={t('loadFailed')} description={t('loadFailedText')} onRetry={data.reload} />
      </Card>
    );
  }

  const active = runs.active;
  const start = async (ids: string[]) => {
    const job = await runs.start('web_search', ids);
    toast.success(t('webSearchStarted', { count: job.total }));
    data.reload();
  };

  const forceValidate = async (company: Company) => {
    const updated = await api.forceValidateLookout(benchmark.id, company.id, { lookout: 'website' });
    data.replace(updated);
    toast.success(t('websiteValidated'));
  };

  /** A page the web search read, as it was stored (the whole text: there is no passage to highlight). */
  const showSource = (company: Company, sourceId: string) => {
    const base = { companyId: company.id, sourceId, quote: '' };
    setPage({ ...base, state: 'loading' });
    api.getCompanySource(benchmark.id, company.id, sourceId).then(
      (document) => setPage({ ...base, state: 'ready', document }),
      () => setPage({ ...base, state: 'error' }),
    );
  };

  const upload = async (file: File) => {
    const answer = await api.importAnnualReports(benchmark.id, file, { filename: file.name });
    reloadReports();
    return answer;
  };

  const process = async () => {
    const job = await runs.start('annual_reports_process', []);
    toast.success(t('readingStarted', { count: job.total }));
    reloadReports();
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
        onRetryResults={results.reload}
        isRetryingResults={results.isRetrying}
        source={page}
        onShowSource={showSource}
        onCloseSource={() => setPage(null)}
        onRetrySource={
          page
            ? () => {
                const company = data.companies.find((c) => c.id === page.companyId);
                if (company) showSource(company, page.sourceId);
              }
            : undefined
        }
      />
      <AnnualReportsCard
        state={reports.status}
        reports={reports.data ?? []}
        onRetry={reloadReports}
        onUpload={upload}
        onProcess={process}
        run={runs.latest.annual_reports_process}
        otherRun={active && active.kind !== 'annual_reports_process' ? active : null}
        onCancelRun={() => void runs.cancel()}
      />
    </div>
  );
}
