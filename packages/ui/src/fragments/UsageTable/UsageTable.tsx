import { MESSAGES, USAGE_SKELETON_ROWS, usageCountText, type UsageMonth } from '@quartile/domain';
import { useToggleSet } from '../../hooks/useToggleSet.ts';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { ChevronRightIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { formatNumber } from '../../format/format.ts';
import * as styles from './UsageTable.css.ts';

export type UsageTableState = 'loading' | 'ready' | 'error';

export interface UsageTableProps {
  state: UsageTableState;
  /** From packages/domain `groupUsageByMonth` (or `summarizeUsage(...).months`). */
  months: readonly UsageMonth[];
  onRetry?: () => void;
  /** Months open at first (YYYY-MM). */
  defaultExpanded?: readonly string[];
}

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const monthLabel = (month: string) => {
  const t = Date.parse(`${month}-01T00:00:00Z`);
  return Number.isNaN(t) ? month : monthFormat.format(t);
};
const dayLabel = (date: string) => {
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(t) ? date : dayFormat.format(t);
};

/** Comparables processed per month; a month's row opens into its days, several at once. */
export function UsageTable({ state, months, onRetry, defaultExpanded = [] }: UsageTableProps) {
  const [open, toggle] = useToggleSet(defaultExpanded);

  if (state === 'error') {
    return (
      <div className={styles.container}>
        <ErrorState title={MESSAGES.usageLoadFailed} description="The usage records could not be loaded, so no figures are shown. Try again in a moment." onRetry={onRetry} />
      </div>
    );
  }

  return (
    <div className={styles.container}>
      <table className={styles.table} aria-busy={state === 'loading'} aria-labelledby="usage-table-caption">
        <caption id="usage-table-caption" className={visuallyHidden}>
          Comparables processed by month
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.head}>
              Month
            </th>
            <th scope="col" className={[styles.head, styles.numeric].join(' ')}>
              Comparables processed
            </th>
          </tr>
        </thead>
        <tbody>
          {state === 'loading' ? (
            Array.from({ length: USAGE_SKELETON_ROWS }, (_, i) => (
              <tr key={i} data-skeleton="true">
                <td className={styles.cell}>
                  {i === 0 ? <span className={visuallyHidden} role="status">Loading usage data</span> : null}
                  <Skeleton width={`${40 + ((i * 13) % 30)}%`} />
                </td>
                <td className={[styles.cell, styles.numeric].join(' ')}>
                  <Skeleton width={56} />
                </td>
              </tr>
            ))
          ) : months.length === 0 ? (
            <tr>
              <td colSpan={2} className={styles.empty}>
                {MESSAGES.usageEmpty}
              </td>
            </tr>
          ) : (
            months.flatMap((m) => {
              const expanded = open.has(m.month);
              const dayIds = m.days.map((d) => `usage-day-${d.date}`);
              return [
                <tr key={m.month} className={styles.monthRow}>
                  <th scope="row" className={styles.cell}>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={expanded}
                      aria-controls={expanded ? dayIds.join(' ') : undefined}
                      onClick={() => toggle(m.month)}
                    >
                      <ChevronRightIcon className={styles.chevron} />
                      {monthLabel(m.month)}
                      <span className={styles.days}>
                        {m.days.length} {m.days.length === 1 ? 'day' : 'days'}
                      </span>
                    </button>
                  </th>
                  <td className={[styles.cell, styles.numeric].join(' ')}>{usageCountText(m.total, m.reruns, formatNumber)}</td>
                </tr>,
                ...(expanded
                  ? m.days.map((d, i) => (
                      <tr key={d.date} id={dayIds[i]} className={styles.dayRow}>
                        <td className={[styles.cell, styles.dayCell].join(' ')}>{dayLabel(d.date)}</td>
                        <td className={[styles.cell, styles.numeric].join(' ')}>{usageCountText(d.count, d.reruns, formatNumber)}</td>
                      </tr>
                    ))
                  : []),
              ];
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
