import { Card, ErrorState, Skeleton, SkeletonGroup } from '@quartile/ui';
import { useTranslation } from 'react-i18next';
import type { BenchmarkCompanies } from '../api/companies.ts';

/** What an analyst tab shows until the benchmark's companies are there: a loading block, or the failure with a retry. */
export function CompaniesFallback({ data }: { data: BenchmarkCompanies }) {
  const { t } = useTranslation('analyst');
  if (data.status === 'error') {
    return (
      <Card>
        <ErrorState title={t('loadFailed')} description={t('loadFailedText')} onRetry={data.refetch} />
      </Card>
    );
  }
  return (
    <SkeletonGroup label={t('loading')}>
      <Skeleton height={320} />
    </SkeletonGroup>
  );
}
