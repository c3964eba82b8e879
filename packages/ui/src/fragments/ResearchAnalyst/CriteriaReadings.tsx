import type { ClassificationHit, ClassifiedActivity, CriterionReading, CriterionReadingOverride } from '@quartile/api';
import { useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { CloseIcon, PlusCircleIcon } from '../../icons/icons.tsx';
import * as styles from './ResearchAnalyst.css.ts';

export interface CriteriaReadingsProps {
  /** The criteria as drafted (their words). */
  criteria: { accept: readonly string[]; reject: readonly string[] };
  /** What the analysis reads each criterion's words as; null while they are read. */
  readings: readonly CriterionReading[] | null;
  /** The readings a person adjusted (saved with the criteria). */
  adjusted: readonly CriterionReadingOverride[];
  onAdjust: (adjusted: CriterionReadingOverride[]) => void;
  /** Searches the classifications by code or words. */
  onSearch: (query: string) => Promise<readonly ClassificationHit[]>;
  isDisabled?: boolean;
  /** True when the readings could not be read (the editor still works). */
  isError?: boolean;
}

const SCHEME: Record<ClassifiedActivity['scheme'], string> = { naics: 'NAICS', nace: 'NACE', sic: 'SIC' };
const codeLabel = (a: { scheme: ClassifiedActivity['scheme']; code: string }) => `${SCHEME[a.scheme]} ${a.code}`;

const SOURCE_NOTE: Record<CriterionReading['source'], string> = {
  text: 'Read from its words.',
  function: 'A function word: it covers the whole of these sectors.',
  adjusted: 'Adjusted: the analysis reads it through these codes.',
  none: 'No activity of the classifications: the TP cues alone read it (for example independence or customers).',
};

function AddCode({ criterion, onAdd, onSearch, isDisabled }: { criterion: string; onAdd: (a: ClassifiedActivity) => void; onSearch: CriteriaReadingsProps['onSearch']; isDisabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<readonly ClassificationHit[] | null>(null);
  const [state, setState] = useState<'idle' | 'searching' | 'failed'>('idle');
  const search = async () => {
    if (query.trim() === '') return;
    setState('searching');
    try {
      setHits(await onSearch(query.trim()));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  if (!open) {
    return (
      <Button variant="ghost" size="sm" onPress={() => setOpen(true)} isDisabled={isDisabled} aria-label={`Add a code to ${criterion}`}>
        <PlusCircleIcon size={16} />
        Add a code
      </Button>
    );
  }
  return (
    <div className={styles.tight}>
      <div className={styles.actions} role="search" aria-label={`Codes for ${criterion}`}>
        <SearchField aria-label={`Search codes for ${criterion}`} value={query} onChange={setQuery} placeholder="A code (4238, 46.69) or words (industrial pumps)" onSubmit={() => void search()} />
        <Button variant="secondary" size="sm" onPress={() => void search()} isDisabled={state === 'searching' || query.trim() === ''}>
          Search
        </Button>
        <Button variant="ghost" size="sm" onPress={() => (setOpen(false), setHits(null), setQuery(''))}>
          Close
        </Button>
      </div>
      {state === 'failed' ? (
        <p className={styles.error} role="alert">
          The classifications could not be searched. Try again.
        </p>
      ) : null}
      {hits !== null && hits.length === 0 ? <p className={styles.muted}>No code matches. Try other words or a shorter code.</p> : null}
      {hits !== null && hits.length > 0 ? (
        <ul className={styles.codeHits} aria-label={`Codes found for ${criterion}`}>
          {hits.map((h) => (
            <li key={`${h.scheme}:${h.code}`} className={styles.codeHit}>
              <span>
                <strong>{codeLabel(h)}</strong> {h.title}
              </span>
              <Button variant="ghost" size="sm" aria-label={`Add ${codeLabel(h)} ${h.title}`} onPress={() => onAdd({ scheme: h.scheme, code: h.code, title: h.title, score: 1 })}>
                Add
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * What each criterion was read as: the classification codes and titles the analysis uses for it,
 * with a code to remove or add (searched in the classifications); an adjusted reading is saved with
 * the criteria version and can go back to the reading of its words.
 */
export function CriteriaReadings({ criteria, readings, adjusted, onAdjust, onSearch, isDisabled = false, isError = false }: CriteriaReadingsProps) {
  const items = [...criteria.accept.map((c) => ({ type: 'accept' as const, criterion: c.trim() })), ...criteria.reject.map((c) => ({ type: 'reject' as const, criterion: c.trim() }))].filter((x) => x.criterion !== '');
  if (items.length === 0) return null;
  const byText = new Map((readings ?? []).map((r) => [`${r.type}:${r.criterion}`, r]));
  const setActivities = (criterion: string, activities: ClassifiedActivity[] | null) => {
    const rest = adjusted.filter((r) => r.criterion !== criterion);
    onAdjust(activities === null ? rest : [...rest, { criterion, activities }]);
  };
  return (
    <section className={styles.tight} aria-labelledby="criteria-readings-title">
      <h4 id="criteria-readings-title" className={styles.sectionTitle}>
        How the analysis reads the criteria
      </h4>
      <p className={styles.muted}>
        Each criterion is read as industry activities of the official classifications (NAICS 2022, NACE Rev. 2). Remove a code that does not belong or add one: the adjusted reading is saved with the criteria.
      </p>
      {isError ? <p className={styles.caution}>The readings could not be loaded; the criteria can still be saved.</p> : null}
      <ul className={styles.criteriaResults} aria-label="Criteria readings">
        {items.map(({ type, criterion }) => {
          const own = adjusted.find((r) => r.criterion === criterion);
          const read = byText.get(`${type}:${criterion}`);
          const activities = own?.activities ?? read?.activities ?? null;
          const source: CriterionReading['source'] | null = own ? 'adjusted' : (read?.source ?? null);
          return (
            <li key={`${type}:${criterion}`} className={styles.tight} aria-label={`Reading of ${criterion}`}>
              <div className={styles.criterionHead}>
                <Badge size="sm" tone={type === 'accept' ? 'positive' : 'critical'}>
                  {type === 'accept' ? 'Accept if' : 'Reject if'}
                </Badge>
                <span>{criterion}</span>
                {own ? (
                  <Badge size="sm" tone="info">
                    Adjusted
                  </Badge>
                ) : null}
              </div>
              {activities === null ? (
                <p className={styles.muted}>{isError ? 'Not read.' : 'Reading…'}</p>
              ) : (
                <>
                  {source ? <p className={styles.muted}>{SOURCE_NOTE[source]}</p> : null}
                  {activities.length > 0 ? (
                    <ul className={styles.codes} aria-label={`Codes of ${criterion}`}>
                      {activities.map((a) => (
                        <li key={`${a.scheme}:${a.code}`} className={styles.code}>
                          <span>
                            <strong>{codeLabel(a)}</strong> {a.title}
                          </span>
                          <Button
                            variant="ghost"
                            size="sm"
                            iconOnly
                            aria-label={`Remove ${codeLabel(a)} from ${criterion}`}
                            isDisabled={isDisabled || activities.length === 1}
                            onPress={() => setActivities(criterion, activities.filter((x) => !(x.scheme === a.scheme && x.code === a.code)))}
                          >
                            <CloseIcon size={14} />
                          </Button>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <div className={styles.actions}>
                    <AddCode
                      criterion={criterion}
                      isDisabled={isDisabled}
                      onSearch={onSearch}
                      onAdd={(a) => {
                        if (activities.some((x) => x.scheme === a.scheme && x.code === a.code)) return;
                        setActivities(criterion, [...activities, a]);
                      }}
                    />
                    {own ? (
                      <Button variant="ghost" size="sm" onPress={() => setActivities(criterion, null)} isDisabled={isDisabled}>
                        Read it from its words again
                      </Button>
                    ) : null}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
