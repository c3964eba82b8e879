import type { FarBenchmarkInputs as Inputs } from '@quartile/api';
import { MESSAGES } from '@quartile/domain';
import { Button } from '../../components/Button/Button.tsx';
import { InfoIcon } from '../../icons/icons.tsx';
import * as styles from './FarEditor.css.ts';

export interface FarBenchmarkInputsPanelProps {
  benchmarkName: string;
  inputs: Inputs;
  onApply: () => void;
  onCancel: () => void;
  isApplying?: boolean;
}

function CriteriaList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className={styles.criteria}>
      <h4 className={styles.criteriaTitle}>{title}</h4>
      {items.length === 0 ? (
        <p className={styles.muted}>None</p>
      ) : (
        <ul className={styles.criteriaList}>
          {items.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the benchmark takes from the FAR, beside what it has now; applied only on request. */
export function FarBenchmarkInputsPanel({ benchmarkName, inputs, onApply, onCancel, isApplying = false }: FarBenchmarkInputsPanelProps) {
  return (
    <div className={styles.inputs}>
      <p className={styles.note}>
        For the benchmark “{benchmarkName}”. Applying saves the tested party description and the criteria on the benchmark; analysed
        companies whose decision may change are flagged for a re-run.
      </p>
      <section aria-labelledby="inputs-description" className={styles.inputsBlock}>
        <h3 id="inputs-description" className={styles.subTitle}>
          Tested party description
        </h3>
        <p className={styles.generated}>{inputs.tested_party_description}</p>
      </section>
      <section aria-labelledby="inputs-criteria" className={styles.inputsBlock}>
        <h3 id="inputs-criteria" className={styles.subTitle}>
          Criteria
        </h3>
        {inputs.identical_to_current ? (
          <p className={styles.info} role="status">
            <InfoIcon />
            {MESSAGES.criteriaIdentical}
          </p>
        ) : null}
        <div className={styles.criteriaColumns}>
          <CriteriaList title="Accept if the company is involved in" items={inputs.criteria.accept} />
          <CriteriaList title="Reject if the company is" items={inputs.criteria.reject} />
        </div>
      </section>
      <div className={styles.dialogActions}>
        <Button onPress={onCancel} isDisabled={isApplying}>
          Cancel
        </Button>
        <Button variant="primary" onPress={onApply} isPending={isApplying}>
          Apply to benchmark
        </Button>
      </div>
    </div>
  );
}
