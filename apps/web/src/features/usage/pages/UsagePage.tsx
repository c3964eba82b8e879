import { summarizeUsage } from '@quartile/domain';
import { PageHeader, Skeleton, SkeletonGroup } from '@quartile/ui';
import { UsageSummary } from '@quartile/ui/fragments/UsageSummary';
import { UsageTable } from '@quartile/ui/fragments/UsageTable';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { useAsync } from '../hooks/useAsync.ts';
import * as styles from './UsagePage.css.ts';

/** /usage: the credits cards and bar, and comparables processed by month and day. */
export default function UsagePage() {
  const { t } = useTranslation('usage');
  // Credits come with the user (GET /me/); the usage records from GET /benchmarks/usage/.
  const usage = useAsync(async () => {
    const [records, me] = await Promise.all([api.getUsage(), api.getMe()]);
    return { summary: summarizeUsage(records, me.firm.credits), expires: me.firm.subscription_expiration_date };
  }, []);

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  return (
    <div className={styles.root}>
      <PageHeader title={t('title')} description={t('description')} />
      {usage.status === 'ready' && usage.data ? (
        <UsageSummary summary={usage.data.summary} subscriptionExpirationDate={usage.data.expires} />
      ) : usage.status === 'loading' ? (
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
          {usage.status === 'ready' && (usage.data?.summary.months.length ?? 0) > 0 ? <p className={styles.hint}>{t('byMonthHint')}</p> : null}
        </div>
        <UsageTable state={usage.status} months={usage.data?.summary.months ?? []} onRetry={usage.reload} />
      </section>
    </div>
  );
}
