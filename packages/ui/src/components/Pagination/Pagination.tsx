import { Button } from '../Button/Button.tsx';
import { ChevronDownIcon } from '../../icons/icons.tsx';
import { formatNumber } from '../../format/format.ts';
import * as styles from './Pagination.css.ts';
import { chevronLeft, chevronRight } from '../../styles/utilities.css.ts';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** 'clients', 'benchmarks'... */
  noun: string;
  onPageChange: (page: number) => void;
  isDisabled?: boolean;
}

/** 'Showing 21–40 of 10,000 clients' with previous and next page buttons. */
export function Pagination({ page, pageSize, total, noun, onPageChange, isDisabled }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pagination} aria-label={`Pages of ${noun}`}>
      <p className={styles.pageSummary} aria-live="polite">
        Showing {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)} {noun}
      </p>
      <div className={styles.pageButtons}>
        <Button size="sm" onPress={() => onPageChange(page - 1)} isDisabled={isDisabled || page <= 1}>
          <ChevronDownIcon className={chevronLeft} />
          Previous
        </Button>
        <span className={styles.pageNumber}>
          Page {formatNumber(page)} of {formatNumber(pages)}
        </span>
        <Button size="sm" onPress={() => onPageChange(page + 1)} isDisabled={isDisabled || page >= pages}>
          Next
          <ChevronDownIcon className={chevronRight} />
        </Button>
      </div>
    </nav>
  );
}
