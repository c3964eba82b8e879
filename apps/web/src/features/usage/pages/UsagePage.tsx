import { PageHeader, Skeleton, SkeletonGroup } from '@quartile/ui';
import { UsageSummary } from '@quartile/ui/fragments/UsageSummary';
import { UsageTable } from '@quartile/ui/fragments/UsageTable';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { usageSummaryQuery } from '../api/usage.ts';
import * as styles from './UsagePage.css.ts';

/** /usage: the credits cards and bar, and comparables processed by month and day. */
export default function UsagePage() {
  const { t } = useTranslation('usage');
  const usage = useQuery(usageSummaryQuery());
  const state = loadStateOf(usage);
  useDocumentTitle(t('documentTitle'));

  return (
    <div className={styles.root}>
      <PageHeader title={t('title')} description={t('description')} />
      {state === 'ready' && usage.data ? (
        <UsageSummary summary={usage.data.summary} subscriptionExpirationDate={usage.data.expires} />
      ) : state === 'loading' ? (
        <SkeletonGroup label="Loading usage summary">
          <div className={styles.cards}>
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className={styles.cardSkeleton}>
                <Skeleton width="60%" />
                <Skeleton width="40%" height={28} />
              </div>
            ))}
          </div>
        </SkeletonGroup>
      ) : null}
      <section className={styles.section} aria-labelledby="usage-by-month">
        <div>
          <h2 id="usage-by-month" className={styles.sectionTitle}>
            {t('byMonth')}
          </h2>
          {state === 'ready' && (usage.data?.summary.months.length ?? 0) > 0 ? <p className={styles.hint}>{t('byMonthHint')}</p> : null}
        </div>
        <UsageTable state={state} months={usage.data?.summary.months ?? []} onRetry={() => void usage.refetch()} />
      </section>
    </div>
  );
}
