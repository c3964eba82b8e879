import type { Company } from '@quartile/api';
import { confidenceOf, openFlags, REVIEW_FILTERS, type ReviewFilter } from '@quartile/domain';
import { GridList, GridListItem, type Key } from 'react-aria-components';
import { FilterChips } from '../../components/FilterChips/FilterChips.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { StatusTag } from '../../components/StatusTag/StatusTag.tsx';
import { AlertIcon } from '../../icons/icons.tsx';
import * as styles from './ReviewQueue.css.ts';

export interface ReviewQueueProps {
  /** The queue for the current filter and search, in review order. */
  companies: readonly Company[];
  counts: Readonly<Record<ReviewFilter, number>>;
  filter: ReviewFilter;
  onFilterChange: (filter: ReviewFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

function FlagSummary({ company }: { company: Company }) {
  const open = openFlags(company);
  if (open.length === 0) return null;
  const high = open.filter((f) => f.severity === 'high').length;
  return (
    <Badge tone={high > 0 ? 'critical' : 'caution'} size="sm" icon={<AlertIcon size={12} />}>
      {open.length} {open.length === 1 ? 'flag' : 'flags'}
      {high > 0 ? `, ${high} high` : ''}
    </Badge>
  );
}

/** The review queue: filters with counts, a search, and the companies in the order to review them. */
export function ReviewQueue({ companies, counts, filter, onFilterChange, search, onSearchChange, selectedId, onSelect }: ReviewQueueProps) {
  return (
    <section className={styles.root} aria-label="Review queue">
      <FilterChips label="Show" options={REVIEW_FILTERS} counts={counts} value={filter} onChange={onFilterChange} countClassName={styles.count} />
      <SearchField label="Search the queue" value={search} onChange={onSearchChange} placeholder="Company or country" />
      <GridList
        aria-label="Companies to review"
        className={styles.list}
        selectionMode="single"
        selectionBehavior="replace"
        disallowEmptySelection
        selectedKeys={selectedId ? [selectedId] : []}
        onSelectionChange={(keys) => {
          const next = [...(keys as Set<Key>)][0];
          if (next) onSelect(String(next));
        }}
        items={companies}
        renderEmptyState={() => <div className={styles.empty}>No company matches this filter.</div>}
      >
        {(c) => {
          const confidence = confidenceOf(c);
          return (
            <GridListItem id={c.id} textValue={c.name ?? 'Unnamed company'} className={styles.item}>
              <div className={styles.itemHead}>
                <span className={styles.itemName}>{c.name ?? 'Unnamed company'}</span>
                {confidence !== null ? <span className={styles.itemMeta}>{Math.round(confidence * 100)} %</span> : null}
              </div>
              <div className={styles.itemMeta}>
                <StatusTag status={c.status} size="sm" />
                <FlagSummary company={c} />
                {c.country ? <span>{c.country}</span> : null}
              </div>
            </GridListItem>
          );
        }}
      </GridList>
    </section>
  );
}
