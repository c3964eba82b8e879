import type { Benchmark, Company } from '@quartile/api';
import { toast } from '@quartile/ui';
import { CriteriaConfirmation } from '@quartile/ui/fragments/CriteriaConfirmation';
import { CriteriaVersions } from '@quartile/ui/fragments/CriteriaVersions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { useInvalidateBenchmark } from '../api/benchmarks.ts';
import { usePutCompany } from '../api/companies.ts';
import { criteriaVersionsQuery } from '../api/review.ts';

export interface CriteriaLifecycleProps {
  benchmark: Benchmark;
  companies: readonly Company[];
  /** Only the confirmation panel (above the queue), without the versions. */
  confirmationOnly?: boolean;
}

/** The criteria-confirmation panel (changed decisions by pair) and the criteria versions. */
export function CriteriaLifecycle({ benchmark, companies, confirmationOnly }: CriteriaLifecycleProps) {
  const { t } = useTranslation('review');
  const waiting = companies.filter((c) => c.status === 'Criteria Confirmation');
  const outdated = companies.filter((c) => c.outdated_criteria).length;
  // A new version of the criteria comes with a new benchmark version.
  const versions = useQuery({ ...criteriaVersionsQuery(benchmark.id, benchmark.version), enabled: !confirmationOnly });
  const putCompany = usePutCompany(benchmark.id);
  const refreshBenchmark = useInvalidateBenchmark(benchmark.id);
  const [pending, setPending] = useState(false);
  // An apply bumps the benchmark's version: until the reloaded benchmark arrives, a second apply
  // would send the old version and be refused as a stale write, so the panel waits for it.
  const [appliedAtVersion, setAppliedAtVersion] = useState<number | null>(null);
  const reloading = appliedAtVersion !== null && appliedAtVersion === benchmark.version;
  const running = benchmark.active_job_id !== null;

  const apply = async (decisions: { company_id: string; action: 'confirm' | 'revert' }[]) => {
    setPending(true);
    try {
      const result = await api.confirmCriteriaChange(benchmark.id, { decisions }, benchmark.version);
      setAppliedAtVersion(benchmark.version);
      result.companies.forEach(putCompany);
      refreshBenchmark();
      toast.success(t('criteriaApplied', { count: decisions.length }));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {waiting.length > 0 ? (
        <CriteriaConfirmation companies={waiting} analysisRunning={running} onApply={apply} isPending={pending || reloading} />
      ) : null}
      {confirmationOnly ? null : (
        <CriteriaVersions state={loadStateOf(versions)} versions={versions.data ?? []} outdatedCount={outdated} onRetry={() => void versions.refetch()} />
      )}
    </>
  );
}
