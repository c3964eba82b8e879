import type { Company } from '@quartile/api';
import { DECISION_LABELS } from '@quartile/domain';
import { useId } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { ConflictIcon } from '../../icons/icons.tsx';
import { formatDate } from '../../format/format.ts';
import * as styles from './DecisionConflict.css.ts';

export interface DecisionConflictProps {
  company: Company;
  /** The person chooses again; only Accept or Reject resolve a conflict (spec §4). */
  onChoose?: (decision: 'accept' | 'reject') => void;
  isPending?: boolean;
}

const word = (d: string | undefined | null) => DECISION_LABELS[d === 'accept' || d === 'reject' ? d : 'refrain'];

/** Decision Conflict: the automated and the human decision differ; the user must choose again. */
export function DecisionConflict({ company, onChoose, isPending }: DecisionConflictProps) {
  const titleId = useId();
  const human = company.human_decision;
  return (
    <section className={styles.root} aria-labelledby={titleId} role="alert">
      <h3 id={titleId} className={styles.title}>
        <ConflictIcon size={16} />
        Decision conflict
      </h3>
      <p className={styles.text}>
        The new automated decision differs from the human decision recorded earlier. Choose Accept or Reject again.
      </p>
      <dl className={styles.pair}>
        <dt className={styles.term}>Automated (criteria)</dt>
        <dd className={styles.def}>
          {word(company.automated_decision?.decision)}
          {company.automated_decision ? ` · ${Math.round(company.automated_decision.confidence * 100)} % confidence` : ''}
        </dd>
        <dt className={styles.term}>Human</dt>
        <dd className={styles.def}>
          {word(human?.decision)}
          {human ? ` · ${human.decided_by.name}, ${formatDate(human.decided_at)}` : ''}
        </dd>
      </dl>
      {onChoose ? (
        <div className={styles.actions}>
          <Button variant="primary" onPress={() => onChoose('accept')} isDisabled={isPending}>
            Accept
          </Button>
          <Button variant="danger" onPress={() => onChoose('reject')} isDisabled={isPending}>
            Reject
          </Button>
        </div>
      ) : null}
    </section>
  );
}
