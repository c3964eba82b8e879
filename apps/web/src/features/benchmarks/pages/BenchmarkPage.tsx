import { BenchmarkOverview } from '@quartile/ui/fragments/BenchmarkOverview';
import { BenchmarkWorkspace, tabFromParam, type WorkspaceTab } from '@quartile/ui/fragments/BenchmarkWorkspace';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isNotFound } from '../../../shared/api/apiErrors.ts';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useUrlChoice } from '../../../shared/hooks/useUrlChoice.ts';
import { AcceptRejectTab } from '../analyst/AcceptRejectTab.tsx';
import { benchmarkQuery } from '../api/benchmarks.ts';
import { companiesQuery } from '../api/companies.ts';
import { useRuns } from '../api/runs.ts';
import { WebSearchTab } from '../analyst/WebSearchTab.tsx';
import { CompaniesTab } from '../companies/CompaniesTab.tsx';
import { ExportsTab } from '../exports/ExportsTab.tsx';
import { HumanReviewTab } from '../review/HumanReviewTab.tsx';

/** /benchmarks/:id: the workspace; the tab lives in the URL (?tab=companies). */
export default function BenchmarkPage() {
  const { t } = useTranslation('benchmarks');
  const { id = '' } = useParams();
  const [tab, openTab] = useUrlChoice<WorkspaceTab>('tab', tabFromParam, 'overview');
  // Tabs invalidate the benchmark by its query key after a change (its counts and version follow).
  const benchmark = useQuery(benchmarkQuery(id));
  // The Research Analyst's runs, followed live; Overview and both analyst tabs show the same run.
  const runs = useRuns(id);
  // The Overview's Validate data and Web search steps read the companies (the Companies tab shares the query).
  const companies = useQuery({ ...companiesQuery(id), enabled: tab === 'overview' && (benchmark.data?.total_companies ?? 0) > 0 });

  const name = benchmark.data?.name;
  useDocumentTitle(name ? t('benchmarkDocumentTitle', { name }) : t('documentTitle'));

  return (
    <BenchmarkWorkspace
      state={benchmark.status === 'error' && isNotFound(benchmark.error) ? 'notFound' : loadStateOf(benchmark)}
      benchmark={benchmark.data}
      tab={tab}
      onTabChange={openTab}
      backHref="/benchmarks"
      clientHref={(b) => `/vault/${b.client_id}`}
      onRetry={() => void benchmark.refetch()}
      panels={
        benchmark.data
          ? {
              overview: <BenchmarkOverview benchmark={benchmark.data} onOpenTab={openTab} run={runs.active} companies={companies.data} />,
              companies: <CompaniesTab benchmark={benchmark.data} />,
              'human-review': <HumanReviewTab benchmark={benchmark.data} />,
              // Before a company list exists, the tab's own step says what comes first.
              ...(benchmark.data.total_companies > 0
                ? {
                    'web-search': <WebSearchTab benchmark={benchmark.data} runs={runs} />,
                    'accept-reject': <AcceptRejectTab benchmark={benchmark.data} runs={runs} />,
                    exports: <ExportsTab benchmark={benchmark.data} />,
                  }
                : {}),
            }
          : {}
      }
    />
  );
}
