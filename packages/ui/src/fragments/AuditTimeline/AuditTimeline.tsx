import type { AuditEvent } from '@quartile/api';
import { FilterChips } from '../../components/FilterChips/FilterChips.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton.tsx';
import { eventWording, TIMELINE_FILTERS, type TimelineFilter } from './describeEvent.ts';
import { formatUtcTime } from '../../format/format.ts';
import * as styles from './AuditTimeline.css.ts';

export interface AuditTimelineProps {
  title: string;
  state: 'loading' | 'ready' | 'error';
  events: readonly AuditEvent[];
  total: number;
  filter: TimelineFilter;
  onFilterChange: (filter: TimelineFilter) => void;
  onLoadMore?: () => void;
  isLoadingMore?: boolean;
  onRetry?: () => void;
  /** In the benchmark's timeline: the company an event is about. */
  companyName?: (companyId: string) => string | null;
  id?: string;
}

/** The audit trail as a timeline of sentences: who did what, when, and what changed; filterable by kind. */
export function AuditTimeline(props: AuditTimelineProps) {
  const { events, state } = props;
  return (
    <Card
      title={props.title}
      subtitle="Append-only: every change, who made it and when (UTC)."
      id={props.id ?? 'audit-timeline'}
      padding="md"
    >
      <div className={styles.root}>
        <FilterChips label="Show events" options={TIMELINE_FILTERS} value={props.filter} onChange={props.onFilterChange} />
        {state === 'loading' && events.length === 0 ? (
          <SkeletonGroup label="Loading the audit trail">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </SkeletonGroup>
        ) : state === 'error' ? (
          <ErrorState
            title="Failed to fetch data"
            description="The audit trail could not be loaded."
            onRetry={props.onRetry}
            headingLevel={3}
          />
        ) : events.length === 0 ? (
          <EmptyState title="No events" description="Nothing of this kind has happened yet." headingLevel={3} />
        ) : (
          <ol className={styles.list} aria-label={`${props.title}: ${props.total} events`}>
            {events.map((e) => {
              const { sentence, changes } = eventWording(e, props.companyName);
              const company = e.company_id && props.companyName ? props.companyName(e.company_id) : null;
              return (
                <li key={e.id} className={styles.event} data-actor={e.actor_kind}>
                  <p className={styles.title}>{sentence}</p>
                  <p className={styles.meta}>
                    {company ? `${company} · ` : ''}
                    <time dateTime={e.at}>{formatUtcTime(e.at)}</time>
                  </p>
                  {changes.length > 0 ? (
                    <ul className={styles.changes} aria-label="What changed">
                      {changes.map((c) => (
                        <li key={c} className={styles.change}>
                          {c}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
        {props.onLoadMore && events.length < props.total ? (
          <div className={styles.more}>
            <Button size="sm" variant="secondary" onPress={props.onLoadMore} isPending={props.isLoadingMore}>
              Show older events ({props.total - events.length} more)
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
