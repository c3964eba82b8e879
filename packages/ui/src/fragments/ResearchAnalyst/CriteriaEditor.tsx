import type { ClassificationHit, Criteria, CriterionReading, CriterionReadingOverride } from '@quartile/api';
import { MESSAGES } from '@quartile/domain';
import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { PlusCircleIcon, TrashIcon } from '../../icons/icons.tsx';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField.tsx';
import * as styles from './ResearchAnalyst.css.ts';
import { CriteriaReadings } from './CriteriaReadings.tsx';
import { fieldsetReset, justifyStart } from '../../styles/utilities.css.ts';
import { submitHandler } from '../../forms/submitHandler.ts';

export interface CriteriaDraft {
  accept: string[];
  reject: string[];
  /** Readings a person adjusted (classification codes per criterion). */
  readings?: CriterionReadingOverride[];
}

export interface CriteriaEditorProps {
  draft: CriteriaDraft;
  onDraftChange: (draft: CriteriaDraft) => void;
  /** True when the draft differs from the saved criteria. */
  isDirty: boolean;
  onSave: (criteria: Criteria) => Promise<void>;
  testedPartyDescription: string;
  /** Drafts criteria from the description (saving the description first when it changed); null when nothing new came back. */
  onGenerate: (testedPartyDescription: string) => Promise<Criteria | null>;
  /** Why the criteria cannot change now (a run is in progress, changes await confirmation); null when they can. */
  lockedBecause?: string | null;
  /** What the analysis reads each drafted criterion's words as (null while read); shown with onSearchCodes. */
  readings?: readonly CriterionReading[] | null;
  readingsFailed?: boolean;
  /** Searches the classifications to add a code to a criterion's reading. */
  onSearchCodes?: (query: string) => Promise<readonly ClassificationHit[]>;
}

const clean = (xs: readonly string[]) => xs.map((x) => x.trim()).filter(Boolean);

function CriteriaList({
  type,
  items,
  onChange,
  isDisabled,
}: {
  type: 'accept' | 'reject';
  items: string[];
  onChange: (items: string[]) => void;
  isDisabled: boolean;
}) {
  const noun = type === 'accept' ? 'Accept' : 'Reject';
  const heading = type === 'accept' ? 'Accept if the company is involved in …' : 'Reject if the company is …';
  const rows = items.length === 0 ? [''] : items;
  return (
    <fieldset className={`${styles.tight} ${fieldsetReset}`}>
      <legend className={styles.criteriaLegend}>
        {heading}
      </legend>
      <div className={styles.stack}>
        {rows.map((value, i) => (
          <div key={i} className={styles.criterionRow}>
            <TextField
              aria-label={`${noun} criterion ${i + 1}`}
              value={value}
              onChange={(v) => onChange(rows.map((x, j) => (j === i ? v : x)))}
              placeholder={type === 'accept' ? 'e.g. wholesale distribution of industrial pumps' : 'e.g. manufacturing as the core business function'}
              isDisabled={isDisabled}
              className={styles.grow}
            />
            <Button
              variant="ghost"
              iconOnly
              aria-label={`Remove ${noun.toLowerCase()} criterion ${i + 1}`}
              onPress={() => onChange(rows.filter((_, j) => j !== i))}
              isDisabled={isDisabled || (rows.length === 1 && value === '')}
            >
              <TrashIcon size={16} />
            </Button>
          </div>
        ))}
        <Button variant="ghost" size="sm" onPress={() => onChange([...rows, ''])} isDisabled={isDisabled} className={justifyStart}>
          <PlusCircleIcon size={16} />
          {`Add ${noun.toLowerCase()} criterion`}
        </Button>
      </div>
    </fieldset>
  );
}

/** Step 1 of Run Analysis: the accept and reject criteria, written or generated from the tested party description. */
export function CriteriaEditor({ draft, onDraftChange, isDirty, onSave, testedPartyDescription, onGenerate, lockedBecause, readings, readingsFailed, onSearchCodes }: CriteriaEditorProps) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [generated, setGenerated] = useState(false);
  const [description, setDescription] = useState(testedPartyDescription);
  const locked = Boolean(lockedBecause);

  const change = (next: CriteriaDraft) => {
    setError(null);
    onDraftChange(next);
  };

  const save = async () => {
    const texts = { accept: clean(draft.accept), reject: clean(draft.reject) };
    // A reading is saved only while its criterion is (still) in the list.
    const kept = (draft.readings ?? []).filter((r) => texts.accept.includes(r.criterion) || texts.reject.includes(r.criterion));
    const criteria: Criteria = kept.length > 0 ? { ...texts, readings: kept } : texts;
    if (criteria.accept.length + criteria.reject.length === 0) {
      setError(MESSAGES.criteriaRequired);
      return;
    }
    setSaving(true);
    try {
      await onSave(criteria);
      setGenerated(false);
    } catch {
      // The caller says why (the server's message).
    } finally {
      setSaving(false);
    }
  };

  const generate = async () => {
    setGenerating(true);
    try {
      const proposed = await onGenerate(description);
      if (proposed) {
        setError(null);
        onDraftChange({ accept: [...proposed.accept], reject: [...proposed.reject], readings: [] });
        setGenerated(true);
      }
    } catch {
      // The caller says why ('Failed to generate criteria').
    } finally {
      setGenerating(false);
    }
  };

  return (
    <form
      className={styles.stack}
      aria-label="Criteria"
      onSubmit={submitHandler(save)}
    >
      {lockedBecause ? <p className={styles.caution}>{lockedBecause}</p> : null}
      <div className={styles.stack}>
        <TextAreaField
          label="Tested party description"
          description="What the tested party does (functions, products, markets): criteria are generated from it."
          value={description}
          onChange={setDescription}
          rows={3}
          isDisabled={locked || generating}
        />
        <Button variant="secondary" onPress={() => void generate()} isDisabled={generating || locked} className={justifyStart}>
          Generate criteria
        </Button>
      </div>
      {generated && isDirty ? (
        <p className={styles.notice} role="status">
          Criteria generated from the tested party description. Review them, then save.
        </p>
      ) : null}
      <div className={styles.criteriaColumns}>
        <CriteriaList type="accept" items={draft.accept} onChange={(accept) => change({ ...draft, accept })} isDisabled={locked} />
        <CriteriaList type="reject" items={draft.reject} onChange={(reject) => change({ ...draft, reject })} isDisabled={locked} />
      </div>
      {onSearchCodes ? (
        <CriteriaReadings
          criteria={draft}
          readings={readings ?? null}
          isError={readingsFailed}
          adjusted={draft.readings ?? []}
          onAdjust={(next) => change({ ...draft, readings: next })}
          onSearch={onSearchCodes}
          isDisabled={locked}
        />
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isDisabled={saving || locked || !isDirty}>
          Save criteria
        </Button>
        {isDirty ? <span className={styles.muted}>Unsaved changes</span> : null}
      </div>
    </form>
  );
}
