import type { ReviewSummary as Summary } from '@quartile/api';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { formatNumber } from '../../format/format.ts';
import * as styles from './ReviewSummary.css.ts';

export interface ReviewSummaryProps {
  summary: Summary;
  /** Opens the Human Review tab. */
  onOpen?: () => void;
}

/** What waits for a person: companies the Review Analyst flagged, conflicts, changed decisions. */
export function ReviewSummary({ summary, onOpen }: ReviewSummaryProps) {
  const { flags } = summary;
  const entries = [
    {
      label: 'Flagged companies',
      value: summary.flagged_companies,
      note: summary.flagged_companies === 0 ? 'No open flags' : `${flags.high} high · ${flags.medium} medium · ${flags.low} low`,
      attention: flags.high > 0,
    },
    { label: 'Decision conflicts', value: summary.conflicts, note: 'Choose Accept or Reject again', attention: summary.conflicts > 0 },
    {
      label: 'Awaiting confirmation',
      value: summary.awaiting_confirmation,
      note: 'Changed by new criteria',
      attention: summary.awaiting_confirmation > 0,
    },
    { label: 'Outdated', value: summary.outdated, note: 'Re-run needed', attention: false },
    { label: 'Refrained', value: summary.refrained, note: 'Decisions refrained', attention: false },
  ];
  return (
    <Card
      id="review-summary"
      title="Human review"
      subtitle="What the Review Analyst and the workflow leave for a person to decide."
      actions={
        onOpen ? (
          <Button size="sm" variant="secondary" onPress={onOpen}>
            Open Human Review
          </Button>
        ) : undefined
      }
    >
      <ul className={styles.items}>
        {entries.map((e) => (
          <li key={e.label}>
            <div className={styles.item} data-attention={e.attention} role="group" aria-label={e.label}>
              <span className={styles.label}>{e.label}</span>
              <span className={styles.value}>{formatNumber(e.value)}</span>
              <span className={styles.note}>{e.note}</span>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
