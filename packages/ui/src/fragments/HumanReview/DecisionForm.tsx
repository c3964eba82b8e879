import type { Company, DecisionReasonCode } from '@quartile/api';
import { ACCEPT_REASONS, DECIDED_LABELS, DECISION_LABELS, REJECT_REASONS, formatDecisionReason, validateDecisionReason } from '@quartile/domain';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField.tsx';
import { formatDate } from '../../format/format.ts';
import { DecisionConflict } from '../DecisionConflict/index.ts';
import * as styles from './DecisionForm.css.ts';
import { submitHandler } from '../../forms/submitHandler.ts';

export type HumanDecisionValue = 'accept' | 'reject' | 'refrain';

export interface DecisionInput {
  decision: HumanDecisionValue;
  reason_code: DecisionReasonCode | null;
  reason: string | null;
}

export interface DecisionFormProps {
  company: Company;
  onSubmit: (input: DecisionInput) => Promise<void>;
  isPending?: boolean;
}

/**
 * The person's decision: Accept, Reject or Refrain (defer), a reason from the reject taxonomy
 * (or "matches the accept criteria") and free text. On a Decision Conflict only Accept or Reject.
 */
export function DecisionForm({ company, onSubmit, isPending }: DecisionFormProps) {
  const conflict = company.status === 'Decision Conflict';
  const current = company.human_decision;
  const [decision, setDecision] = useState<HumanDecisionValue | null>(conflict ? null : (current?.decision ?? null));
  const [code, setCode] = useState<DecisionReasonCode | null>(
    conflict ? null : ((current?.reason_code as DecisionReasonCode | null | undefined) ?? null),
  );
  const [reason, setReason] = useState(conflict ? '' : (current?.reason ?? ''));
  const [error, setError] = useState<string | null>(null);
  const reasons = decision === 'reject' ? REJECT_REASONS : decision === 'accept' ? ACCEPT_REASONS : [];

  const submit = async () => {
    if (!decision) {
      setError(conflict ? 'Choose Accept or Reject to resolve the conflict.' : 'Choose Accept, Reject or Refrain.');
      return;
    }
    const problem = validateDecisionReason(decision, code, reason);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    await onSubmit({ decision, reason_code: decision === 'refrain' ? null : code, reason: reason.trim() || null });
  };

  return (
    <form
      className={styles.form}
      aria-label="Human decision"
      onSubmit={submitHandler(submit)}
    >
      {conflict ? <DecisionConflict company={company} /> : null}
      {current && !conflict ? (
        <p className={styles.current}>
          {DECIDED_LABELS[current.decision]} by {current.decided_by.name} on {formatDate(current.decided_at)}
          {formatDecisionReason(current.reason_code, current.reason)
            ? ` — ${formatDecisionReason(current.reason_code, current.reason)}`
            : ''}
        </p>
      ) : null}
      <RadioGroup
        value={decision}
        onChange={(v) => {
          setDecision(v as HumanDecisionValue);
          setCode(null);
          setError(null);
        }}
        orientation="horizontal"
        isDisabled={isPending}
      >
        <Label className={styles.legend}>Decision</Label>
        <div className={styles.choices}>
          <Radio value="accept" className={styles.choice} data-value="accept">
            {DECISION_LABELS.accept}
          </Radio>
          <Radio value="reject" className={styles.choice} data-value="reject">
            {DECISION_LABELS.reject}
          </Radio>
          <Radio value="refrain" className={styles.choice} data-value="refrain" isDisabled={conflict}>
            {DECISION_LABELS.refrain}
          </Radio>
        </div>
      </RadioGroup>
      {reasons.length > 0 ? (
        <Select
          label="Reason"
          placeholder="Choose a reason"
          selectedKey={code}
          onSelectionChange={(key) => {
            setCode(key as DecisionReasonCode);
            setError(null);
          }}
          isDisabled={isPending}
        >
          {reasons.map((r) => (
            <SelectItem key={r.code} id={r.code} textValue={r.label}>
              {r.label}
            </SelectItem>
          ))}
        </Select>
      ) : null}
      <TextAreaField
        label={decision === 'refrain' ? 'Note' : 'Reasoning'}
        description={
          code === 'other'
            ? 'Required for "Other".'
            : decision === 'refrain'
              ? 'Optional: what is missing before you can decide.'
              : 'A reason from the list or a sentence is required: what an auditor should read (the passage, the figure, the reason).'
        }
        value={reason}
        onChange={setReason}
        isDisabled={isPending}
        rows={3}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={isPending}>
          Save decision
        </Button>
      </div>
    </form>
  );
}
