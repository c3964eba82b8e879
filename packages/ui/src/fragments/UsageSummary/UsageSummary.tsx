import type { UsageSummary as UsageSummaryData } from '@quartile/domain';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar.tsx';
import { StatCard } from '../../components/StatCard/StatCard.tsx';
import { AlertIcon, CheckCircleIcon, InfoIcon } from '../../icons/icons.tsx';
import { formatDate, formatNumber } from '../../format/format.ts';
import * as styles from './UsageSummary.css.ts';

export interface UsageSummaryProps {
  /** From packages/domain `summarizeUsage(records, credits)`. */
  summary: UsageSummaryData;
  /** The firm's subscription end ('YYYY-MM-DD'); the Renews on card shows only when there is one. */
  subscriptionExpirationDate?: string | null;
}

const TONE = { blue: 'brand', yellow: 'caution', red: 'critical' } as const;

function percentText(percent: number): string {
  return Number.isFinite(percent) ? `${formatNumber(Math.round(percent))} %` : 'Over 100 %';
}

/** The usage cards and the credits bar (red above 100 %, yellow above 75 %, otherwise blue; capped at 100). */
export function UsageSummary({ summary, subscriptionExpirationDate }: UsageSummaryProps) {
  const { total, credits, remaining, remainingNegative, percent, barValue, barColor } = summary;
  return (
    <div className={styles.root}>
      <div className={styles.cards}>
        <StatCard label="Total Comparables Processed" value={formatNumber(total)} />
        {subscriptionExpirationDate ? <StatCard label="Renews on" value={formatDate(subscriptionExpirationDate)} /> : null}
        <StatCard label="Total Comparables Credits" value={formatNumber(credits)} />
        <StatCard
          label="Remaining Capacity"
          value={
            remainingNegative ? (
              <span className={styles.negative} data-negative="true">
                <AlertIcon size={18} />
                {formatNumber(remaining)}
              </span>
            ) : (
              formatNumber(remaining)
            )
          }
          footnote={remainingNegative ? `${formatNumber(-remaining)} over your credits` : undefined}
        />
      </div>
      <div className={styles.bar} data-bar-color={barColor}>
        <ProgressBar
          label="Credits used"
          value={barValue}
          tone={TONE[barColor]}
          valueLabel={percentText(percent)}
        />
        {barColor === 'red' ? (
          <span className={styles.captionOver}>
            <AlertIcon />
            {credits === 0 ? 'No credits: every comparable processed is over the limit.' : 'Credits exceeded: usage is above 100 % of your credits.'}
          </span>
        ) : barColor === 'yellow' ? (
          <span className={styles.captionWarn}>
            <InfoIcon />
            More than 75 % of your credits are used.
          </span>
        ) : (
          <span className={styles.caption}>
            <CheckCircleIcon />
            {formatNumber(remaining)} of {formatNumber(credits)} credits left.
          </span>
        )}
      </div>
    </div>
  );
}
