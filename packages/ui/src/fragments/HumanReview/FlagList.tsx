import type { FlagEvidence, ReviewFlag } from '@quartile/api';
import { citationWhere, FLAG_SEVERITY_LABELS, REVIEW_FLAG_LABELS } from '@quartile/domain';
import { useId, useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { AlertIcon, CheckCircleIcon, InfoIcon } from '../../icons/icons.tsx';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField.tsx';
import { formatDate } from '../../format/format.ts';
import { SEVERITY_TONES } from './flagLabels.ts';
import * as styles from './FlagList.css.ts';
import { Box } from '../../components/Box/Box.tsx';
import { submitHandler } from '../../forms/submitHandler.ts';

export interface FlagListProps {
  flags: readonly ReviewFlag[];
  /** Shows a quoted passage in its source. */
  onShowEvidence?: (evidence: FlagEvidence) => void;
  /** Acknowledges a flag with a note; the promise settles when saved (rejects to keep the form open). */
  onDismiss?: (flag: ReviewFlag, note: string) => Promise<void>;
}

function Evidence({ items, onShowEvidence }: { items: readonly FlagEvidence[]; onShowEvidence?: FlagListProps['onShowEvidence'] }) {
  const quotes = items.filter((e) => e.type === 'quote');
  const data = items.filter((e) => e.type === 'data');
  return (
    <>
      {quotes.map((e, i) => (
        <figure key={`q${i}`}>
          <blockquote className={styles.quote}>{e.quote}</blockquote>
          <figcaption className={styles.quoteFoot}>
            <span>
              {citationWhere({ source: e.source ?? '', location: e.location ?? null })}
            </span>
            {onShowEvidence && e.source_id ? (
              <Button size="sm" variant="ghost" onPress={() => onShowEvidence(e)} aria-label={`Show in source: ${e.quote?.slice(0, 60)}`}>
                Show in source
              </Button>
            ) : null}
          </figcaption>
        </figure>
      ))}
      {data.length > 0 ? (
        <dl className={styles.data}>
          {data.map((e, i) => (
            <Box key={`d${i}`} display="contents">
              <dt className={styles.dataTerm}>{e.label}</dt>
              <dd className={styles.dataValue}>{e.value}</dd>
            </Box>
          ))}
        </dl>
      ) : null}
    </>
  );
}

function DismissForm({
  flag,
  onDismiss,
  onDone,
}: {
  flag: ReviewFlag;
  onDismiss: NonNullable<FlagListProps['onDismiss']>;
  onDone: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const save = async () => {
    if (!note.trim()) {
      setError('Say why the flag does not change the decision.');
      return;
    }
    setPending(true);
    try {
      await onDismiss(flag, note.trim());
      onDone();
    } catch {
      setPending(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submitHandler(save)}>
      <TextAreaField
        label="Why does this flag not change the decision?"
        value={note}
        onChange={(v) => {
          setNote(v);
          setError(null);
        }}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
        rows={2}
      />
      <div className={styles.formActions}>
        <Button variant="secondary" size="sm" onPress={onDone} isDisabled={pending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isDisabled={pending}>
          {pending ? 'Dismissing…' : 'Dismiss flag'}
        </Button>
      </div>
    </form>
  );
}

function FlagItem({ flag, onShowEvidence, onDismiss }: { flag: ReviewFlag } & Omit<FlagListProps, 'flags'>) {
  const [dismissing, setDismissing] = useState(false);
  const titleId = useId();
  const dismissed = flag.dismissal !== null;
  return (
    <li className={styles.flag} data-severity={flag.severity} data-dismissed={dismissed} aria-labelledby={titleId}>
      <div className={styles.head}>
        <Badge
          tone={dismissed ? 'neutral' : SEVERITY_TONES[flag.severity]}
          size="sm"
          icon={flag.severity === 'high' ? <AlertIcon size={12} /> : <InfoIcon size={12} />}
        >
          {FLAG_SEVERITY_LABELS[flag.severity]}
        </Badge>
        <span id={titleId} className={styles.kind}>
          {REVIEW_FLAG_LABELS[flag.kind]}
        </span>
        {dismissed ? (
          <Badge tone="neutral" size="sm" icon={<CheckCircleIcon size={12} />}>
            Dismissed
          </Badge>
        ) : null}
      </div>
      <p className={styles.message}>{flag.message}</p>
      <Evidence items={flag.evidence} onShowEvidence={onShowEvidence} />
      <p className={styles.action}>
        <span className={styles.actionLabel}>Suggested action: </span>
        {flag.suggested_action}
      </p>
      {flag.dismissal ? (
        <p className={styles.dismissal}>
          Dismissed by {flag.dismissal.by?.name ?? 'a former member'} on {formatDate(flag.dismissal.at)}: {flag.dismissal.note}
        </p>
      ) : onDismiss ? (
        dismissing ? (
          <DismissForm flag={flag} onDismiss={onDismiss} onDone={() => setDismissing(false)} />
        ) : (
          <div>
            <Button
              size="sm"
              variant="secondary"
              onPress={() => setDismissing(true)}
              aria-label={`Dismiss flag: ${REVIEW_FLAG_LABELS[flag.kind]}`}
            >
              Dismiss…
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}

/** The Review Analyst's flags: severity, what raised them, what to do; open ones can be dismissed with a note. */
export function FlagList({ flags, onShowEvidence, onDismiss }: FlagListProps) {
  return (
    <ul className={styles.list} aria-label="Review flags">
      {flags.map((f) => (
        <FlagItem key={f.id} flag={f} onShowEvidence={onShowEvidence} onDismiss={onDismiss} />
      ))}
    </ul>
  );
}
