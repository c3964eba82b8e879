import { BenchmarkOverview } from '@quartile/ui/fragments/BenchmarkOverview';
import { BenchmarkWorkspace, tabFromParam, type WorkspaceTab } from '@quartile/ui/fragments/BenchmarkWorkspace';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../../shared/api/client.ts';
import { AcceptRejectTab } from '../analyst/AcceptRejectTab.tsx';
import { useRuns } from '../analyst/useRuns.ts';
import { WebSearchTab } from '../analyst/WebSearchTab.tsx';
import { CompaniesTab } from '../companies/CompaniesTab.tsx';
import { ExportsTab } from '../exports/ExportsTab.tsx';
import { isNotFound } from '../../../shared/api/apiErrors.ts';
import { HumanReviewTab } from '../review/HumanReviewTab.tsx';
import { useAsync } from '../hooks/useAsync.ts';

/** /benchmarks/:id: the workspace; the tab lives in the URL (?tab=companies). */
export default function BenchmarkPage() {
  const { t } = useTranslation('benchmarks');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const benchmark = useAsync(() => api.getBenchmark(id), [id]);
  // The Research Analyst's runs, followed live; Overview and both analyst tabs show the same run.
  const runs = useRuns(id, benchmark.reload);

  const name = benchmark.data?.name;
  useEffect(() => {
    document.title = name ? t('benchmarkDocumentTitle', { name }) : t('documentTitle');
  }, [name, t]);

  const openTab = (next: WorkspaceTab) =>
    setParams((old) => {
      const p = new URLSearchParams(old);
      if (next === 'overview') p.delete('tab');
      else p.set('tab', next);
      return p;
    });

  return (
    <BenchmarkWorkspace
      state={benchmark.status === 'error' && isNotFound(benchmark.error) ? 'notFound' : benchmark.status}
      benchmark={benchmark.data}
      tab={tab}
      onTabChange={openTab}
      backHref="/benchmarks"
      clientHref={(b) => `/vault/${b.client_id}`}
      onRetry={benchmark.reload}
      panels={
        benchmark.data
          ? {
              overview: <BenchmarkOverview benchmark={benchmark.data} onOpenTab={openTab} run={runs.active} />,
              companies: <CompaniesTab benchmark={benchmark.data} onBenchmarkChanged={benchmark.reload} />,
              'human-review': <HumanReviewTab benchmark={benchmark.data} onBenchmarkChanged={benchmark.reload} />,
              // Before a company list exists, the tab's own step says what comes first.
              ...(benchmark.data.total_companies > 0
                ? {
                    'web-search': <WebSearchTab benchmark={benchmark.data} runs={runs} />,
                    'accept-reject': <AcceptRejectTab benchmark={benchmark.data} runs={runs} onBenchmarkChanged={benchmark.reload} />,
                    exports: <ExportsTab benchmark={benchmark.data} onBenchmarkChange={benchmark.reload} />,
                  }
                : {}),
            }
          : {}
      }
    />
  );
}
