import type { FarRevision } from '@quartile/api';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton.tsx';
import { formatDateTime } from '../../format/format.ts';
import * as styles from './FarEditor.css.ts';

export interface FarHistoryProps {
  state: 'loading' | 'ready' | 'error';
  revisions: readonly FarRevision[];
  onRetry?: () => void;
}

/** Every save of the report, newest first: who, when and what changed (the audit trail). */
export function FarHistory({ state, revisions, onRetry }: FarHistoryProps) {
  return (
    <section className={styles.panel} aria-labelledby="far-history">
      <h2 id="far-history" className={styles.sectionTitle}>
        History
      </h2>
      {state === 'error' ? (
        <ErrorState title="Failed to fetch data" description="The history could not be loaded." onRetry={onRetry} headingLevel={3} />
      ) : state === 'loading' ? (
        <SkeletonGroup label="Loading history">
          <Skeleton width="80%" />
          <Skeleton width="70%" />
        </SkeletonGroup>
      ) : (
        <ol className={styles.history} aria-label="Revisions">
          {revisions.map((r) => (
            <li key={r.id} className={styles.revision}>
              <span className={styles.revisionSummary}>
                <span className={styles.version}>v{r.version}</span> {r.summary}
              </span>
              <span className={styles.muted}>
                {r.edited_by?.name ?? 'Someone'} · {formatDateTime(r.edited_at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
