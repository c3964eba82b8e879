import { benchmarkingDisabled } from '@quartile/domain';
import { Dashboard, type DashboardBenchmark } from '@quartile/ui/fragments/Dashboard';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadableOf } from '../../../shared/api/loadState.ts';
import { useSessionUser } from '../../../shared/session/index.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { dashboardBenchmarksQuery, dashboardUsageQuery } from '../api/shell.ts';

const NO_BENCHMARKS: readonly DashboardBenchmark[] = [];

export default function DashboardPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('title.dashboard'), { withSuffix: true });
  const user = useSessionUser();
  const employee = Boolean(user?.is_employee);
  const benchmarking = employee && !benchmarkingDisabled(user?.firm);
  const benchmarks = useQuery({ ...dashboardBenchmarksQuery(), enabled: benchmarking });
  const usage = useQuery({ ...dashboardUsageQuery(user?.firm), enabled: employee });
  if (!user) return null;
  return (
    <Dashboard
      firstName={user.first_name}
      firmName={user.firm.name}
      isEmployee={employee}
      benchmarkingEnabled={!benchmarkingDisabled(user.firm)}
      benchmarks={benchmarking ? loadableOf(benchmarks) : { status: 'success', data: NO_BENCHMARKS }}
      usage={loadableOf(usage)}
      onRetryBenchmarks={() => void benchmarks.refetch()}
      onRetryUsage={() => void usage.refetch()}
    />
  );
}
