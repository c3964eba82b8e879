import type { Company } from '@quartile/api';
import { CHANGE_OF_DECISION_PAIRS, type DecisionChange } from '@quartile/domain';
import { useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import * as styles from './CriteriaConfirmation.css.ts';

export type SettleAction = 'confirm' | 'revert';

export interface CriteriaConfirmationProps {
  /** Companies in Criteria Confirmation (each with its criteria_change). */
  companies: readonly Company[];
  /** True while an analysis runs: confirm and revert wait for it to finish. */
  analysisRunning: boolean;
  onApply: (decisions: { company_id: string; action: SettleAction }[]) => Promise<void>;
  isPending?: boolean;
}

const PAIR_TEXT: Record<DecisionChange, { title: string; hint: string; tone: 'positive' | 'critical' | 'neutral' }> = {
  'reject-to-accept': { title: 'Reject → Accept', hint: 'Now accepted under the new criteria.', tone: 'positive' },
  'accept-to-reject': { title: 'Accept → Reject', hint: 'Now rejected under the new criteria.', tone: 'critical' },
  'accept-to-accept': { title: 'Accept → Accept', hint: 'Still accepted: confirm to keep it under the new criteria.', tone: 'neutral' },
  'reject-to-reject': { title: 'Reject → Reject', hint: 'Still rejected: confirm to keep it under the new criteria.', tone: 'neutral' },
};

/**
 * What the re-run changed, counting only real changes: an Accept → Accept re-analysis waits for
 * confirmation too, but its decision did not change.
 */
export function changedText(companies: readonly Company[]): string {
  const changed = companies.filter((c) => c.criteria_change && c.criteria_change.from !== c.criteria_change.to).length;
  const same = companies.length - changed;
  const head = changed === 0 ? 'No decision changed' : `${changed} ${changed === 1 ? 'decision' : 'decisions'} changed`;
  const tail = same === 0 ? '' : `; ${same} stayed the same and ${same === 1 ? 'waits' : 'wait'} for confirmation`;
  return `${head} by the new criteria${tail}.`;
}

const pairOf = (c: Company): DecisionChange | null =>
  c.criteria_change ? (`${c.criteria_change.from}-to-${c.criteria_change.to}` as DecisionChange) : null;

/**
 * The criteria-confirmation panel: after a re-run with new criteria, the changed decisions by pair
 * (reject → accept, accept → reject, accept → accept, reject → reject), each to confirm (keep the
 * new decision) or revert (keep the old one). Only once the analysis has finished.
 */
export function CriteriaConfirmation({ companies, analysisRunning, onApply, isPending }: CriteriaConfirmationProps) {
  const [choices, setChoices] = useState<Record<string, SettleAction>>({});
  const groups = CHANGE_OF_DECISION_PAIRS.map((pair) => ({ pair, items: companies.filter((c) => pairOf(c) === pair) })).filter(
    (g) => g.items.length > 0,
  );
  const chosen = Object.entries(choices).filter(([id]) => companies.some((c) => c.id === id));
  const setAll = (items: readonly Company[], action: SettleAction) =>
    setChoices((m) => ({ ...m, ...Object.fromEntries(items.map((c) => [c.id, action])) }));
  const disabled = analysisRunning || isPending;

  return (
    <Card
      title="Criteria changes to confirm"
      subtitle={`${changedText(companies)} No new analysis can start until each is confirmed or reverted.`}
      id="criteria-confirmation"
    >
      <div className={styles.root}>
        {analysisRunning ? (
          <p className={styles.blocked} role="status">
            Wait for the analysis to finish before confirming or reverting changed decisions.
          </p>
        ) : null}
        {groups.map(({ pair, items }) => (
          <section key={pair} className={styles.group} aria-labelledby={`pair-${pair}`}>
            <div className={styles.groupHead}>
              <div>
                <h3 id={`pair-${pair}`} className={styles.groupTitle}>
                  {PAIR_TEXT[pair].title}
                  <Badge size="sm" tone={PAIR_TEXT[pair].tone}>
                    {items.length}
                  </Badge>
                </h3>
                <p className={styles.groupHint}>{PAIR_TEXT[pair].hint}</p>
              </div>
              <div className={styles.choices}>
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={disabled}
                  onPress={() => setAll(items, 'confirm')}
                  aria-label={`Confirm all ${PAIR_TEXT[pair].title}`}
                >
                  Confirm all
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={disabled}
                  onPress={() => setAll(items, 'revert')}
                  aria-label={`Revert all ${PAIR_TEXT[pair].title}`}
                >
                  Revert all
                </Button>
              </div>
            </div>
            <ul className={styles.rows}>
              {items.map((c) => (
                <li key={c.id} className={styles.row}>
                  <span className={styles.company}>{c.name ?? 'Unnamed company'}</span>
                  <RadioGroup
                    aria-label={`${c.name ?? 'Company'}: confirm or revert`}
                    orientation="horizontal"
                    value={choices[c.id] ?? null}
                    onChange={(v) => setChoices((m) => ({ ...m, [c.id]: v as SettleAction }))}
                    isDisabled={disabled}
                    className={styles.choices}
                  >
                    <Radio value="confirm" className={styles.choice} data-value="confirm">
                      Confirm
                    </Radio>
                    <Radio value="revert" className={styles.choice} data-value="revert">
                      Revert
                    </Radio>
                  </RadioGroup>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className={styles.footer}>
          <span aria-live="polite">
            {chosen.length} of {companies.length} chosen
          </span>
          <Button
            variant="primary"
            isDisabled={disabled || chosen.length === 0}
            isPending={isPending}
            onPress={() =>
              void onApply(chosen.map(([company_id, action]) => ({ company_id, action }))).then(
                () => setChoices({}),
                () => undefined,
              )
            }
          >
            Apply {chosen.length === 0 ? '' : chosen.length} {chosen.length === 1 ? 'choice' : 'choices'}
          </Button>
        </div>
      </div>
    </Card>
  );
}
