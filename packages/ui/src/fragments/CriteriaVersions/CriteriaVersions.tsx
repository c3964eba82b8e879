import type { CriteriaVersion } from '@quartile/api';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton.tsx';
import { formatDate } from '../../format/format.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './CriteriaVersions.css.ts';

export interface CriteriaVersionsProps {
  state: 'loading' | 'ready' | 'error';
  versions: readonly CriteriaVersion[];
  /** Companies analysed against older criteria (they need a re-run). */
  outdatedCount: number;
  onRetry?: () => void;
}

type Change = 'added' | 'removed' | 'kept';

function side(current: readonly string[], previous: readonly string[] | null): { text: string; change: Change }[] {
  const kept = current.map((text) => ({ text, change: (previous && !previous.includes(text) ? 'added' : 'kept') as Change }));
  const removed = previous ? previous.filter((p) => !current.includes(p)).map((text) => ({ text, change: 'removed' as Change })) : [];
  return [...kept, ...removed];
}

const CHANGE_WORD: Record<Change, string> = { added: 'added: ', removed: 'removed: ', kept: '' };

function Side({ title, items }: { title: string; items: { text: string; change: Change }[] }) {
  return (
    <>
      <p className={styles.sideTitle}>{title}</p>
      <ul className={styles.side}>
        {items.length === 0 ? <li className={styles.item}>None</li> : null}
        {items.map((i) => (
          <li key={`${i.change}:${i.text}`} className={styles.item} data-change={i.change}>
            {i.change !== 'kept' ? <span className={visuallyHidden}>{CHANGE_WORD[i.change]}</span> : null}
            {i.change === 'added' ? '+ ' : i.change === 'removed' ? '− ' : ''}
            {i.text}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Every saved version of the criteria, newest first, with what each changed from the one before. */
export function CriteriaVersions({ state, versions, outdatedCount, onRetry }: CriteriaVersionsProps) {
  return (
    <Card
      title="Criteria versions"
      subtitle="Saving criteria creates a new version; companies whose decision may change are marked outdated until re-run."
      id="criteria-versions"
      padding="md"
    >
      <div className={styles.root}>
        {outdatedCount > 0 ? (
          <p className={styles.outdated} role="status">
            {outdatedCount} {outdatedCount === 1 ? 'company was' : 'companies were'} analysed against older criteria: run the analysis
            again.
          </p>
        ) : null}
        {state === 'loading' ? (
          <SkeletonGroup label="Loading criteria versions">
            <Skeleton height={64} />
          </SkeletonGroup>
        ) : state === 'error' ? (
          <ErrorState
            title="Failed to fetch data"
            description="The criteria versions could not be loaded."
            onRetry={onRetry}
            headingLevel={3}
          />
        ) : versions.length === 0 ? (
          <p className={styles.meta}>No criteria saved yet.</p>
        ) : (
          <ol className={styles.list} aria-label="Versions">
            {versions.map((v, i) => {
              const previous = versions[i + 1] ?? null;
              return (
                <li key={v.version} className={styles.version} aria-label={`Version ${v.version}`}>
                  <p className={styles.head}>
                    Version {v.version}
                    {v.current ? (
                      <Badge size="sm" tone="brand">
                        Current
                      </Badge>
                    ) : null}
                  </p>
                  <p className={styles.meta}>
                    Saved {formatDate(v.saved_at)}
                    {v.saved_by ? ` by ${v.saved_by.name}` : ''}
                  </p>
                  <Side title="Accept if the company is involved in" items={side(v.accept, previous?.accept ?? null)} />
                  <Side title="Reject if the company is" items={side(v.reject, previous?.reject ?? null)} />
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </Card>
  );
}
