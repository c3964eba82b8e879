import type { Benchmark, Company } from '@quartile/api';
import { Card, ErrorState, Skeleton, SkeletonGroup, toast } from '@quartile/ui';
import { WebSearchPanel } from '@quartile/ui/fragments/ResearchAnalyst';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { en } from './en.ts';
import { useAnalystCompanies } from './useAnalystCompanies.ts';
import type { Runs } from './useRuns.ts';

if (!i18n.hasResourceBundle('en', 'analyst')) i18n.addResourceBundle('en', 'analyst', en, true, true);

export interface WebSearchTabProps {
  benchmark: Benchmark;
  runs: Runs;
}

/** The Web Search tab: company sources, their website checks, force-validation and the web search run. */
export function WebSearchTab({ benchmark, runs }: WebSearchTabProps) {
  const { t } = useTranslation('analyst');
  const data = useAnalystCompanies(benchmark.id, runs);

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

  return (
    <WebSearchPanel
      companies={data.companies}
      run={runs.latest.web_search}
      otherRun={runs.latest.analysis}
      onStart={start}
      onCancelRun={() => void runs.cancel()}
      isCancelling={runs.isCancelling}
      onForceValidate={forceValidate}
    />
  );
}
