import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { AlertIcon } from '../../icons/icons.tsx';
import * as styles from './Results.css.ts';

export interface RangeBasisProps {
  /** The current criteria version. */
  criteriaVersion: number;
  /** True when the range uses outdated decisions too (a standing acknowledgement). */
  includeOutdated: boolean;
  /** Who made the latest choice, and when (ISO). */
  chosenBy: string | null;
  chosenAt: string | null;
  onChange: (includeOutdated: boolean) => Promise<void>;
}

export interface OutdatedNoticeProps extends RangeBasisProps {
  /** Accepted comparables decided under older criteria. */
  outdated: number;
  /** All accepted comparables. */
  accepted: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Issue 19: accepted comparables decided under older criteria. The range uses current decisions
 * only, unless a person acknowledges including the outdated ones (recorded with who and when).
 */
export function OutdatedNotice({
  outdated,
  accepted,
  criteriaVersion,
  includeOutdated,
  chosenBy,
  chosenAt,
  onChange,
}: OutdatedNoticeProps) {
  const [acknowledged, setAcknowledged] = useState(false);
  const [pending, setPending] = useState(false);
  const change = async (include: boolean) => {
    setPending(true);
    try {
      await onChange(include);
      setAcknowledged(false);
    } catch {
      // The caller's toast says why; the choice stays as it was.
    } finally {
      setPending(false);
    }
  };
  const older = `criteria older than version ${criteriaVersion}`;
  return (
    <section className={styles.outdatedNotice} aria-label="Outdated decisions">
      <p className={styles.outdatedText} role="status">
        <AlertIcon size={14} className={styles.outdatedIcon} />
        <span>
          {includeOutdated
            ? `The range includes ${plural(outdated, 'outdated decision', 'outdated decisions')} of ${accepted} accepted comparables (${older}), acknowledged by ${chosenBy ?? 'a former member'}${chosenAt ? ` on ${chosenAt.slice(0, 16).replace('T', ' ')} UTC` : ''}.`
            : `${outdated} of ${accepted} accepted comparables ${outdated === 1 ? 'was' : 'were'} decided under ${older}: the range uses current decisions only and leaves ${outdated === 1 ? 'it' : 'them'} out until re-run.`}
        </span>
      </p>
      {includeOutdated ? (
        <div className={styles.outdatedActions}>
          <Button size="sm" variant="secondary" onPress={() => void change(false)} isDisabled={pending}>
            Use current decisions only
          </Button>
        </div>
      ) : (
        <div className={styles.outdatedActions}>
          <Checkbox isSelected={acknowledged} onChange={setAcknowledged}>
            {`I acknowledge that ${plural(outdated, 'decision was', 'decisions were')} made under older criteria`}
          </Checkbox>
          <Button size="sm" variant="secondary" isDisabled={!acknowledged || pending} onPress={() => void change(true)}>
            Include outdated decisions
          </Button>
        </div>
      )}
    </section>
  );
}
