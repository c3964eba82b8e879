import { benchmarkingDisabled } from '@quartile/domain';
import { Dashboard, type DashboardBenchmark } from '@quartile/ui/fragments/Dashboard';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { useSessionUser } from '../../../shared/session/index.ts';
import { useDocumentTitle } from '../../../shared/useDocumentTitle.ts';
import { useLoad } from '../useLoad.ts';

const NO_BENCHMARKS: readonly DashboardBenchmark[] = [];

export default function DashboardPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('title.dashboard'), { withSuffix: true });
  const user = useSessionUser();
  const employee = Boolean(user?.is_employee);
  const benchmarking = employee && !benchmarkingDisabled(user?.firm);
  const benchmarks = useLoad(async () => (await api.listBenchmarks({ sort: '-created_at', page_size: 100 })).items, { enabled: benchmarking, fallback: NO_BENCHMARKS });
  const usage = useLoad(async () => ({ records: await api.getUsage(), credits: user?.firm.credits ?? 0, renewsOn: user?.firm.subscription_expiration_date ?? null }), { enabled: employee });
  if (!user) return null;
  return (
    <Dashboard
      firstName={user.first_name}
      firmName={user.firm.name}
      isEmployee={employee}
      benchmarkingEnabled={!benchmarkingDisabled(user.firm)}
      benchmarks={benchmarks.state}
      usage={usage.state}
      onRetryBenchmarks={benchmarks.reload}
      onRetryUsage={usage.reload}
    />
  );
}
