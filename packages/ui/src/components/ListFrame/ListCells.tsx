// Pieces of the list tables' rows (clients, benchmarks, FAR reports, industry overviews, a client's benchmarks).
// The sizes stay with each list, so each piece takes its classes.
import type { Benchmark } from '@quartile/api';
import type { ReactNode } from 'react';
import { PlusCircleIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { formatNumber } from '../../format/format.ts';

/** A list page's create action in its header ("Add client", "New FAR report"). */
export function CreateButton({ onPress, children }: { onPress: () => void; children: ReactNode }) {
  return (
    <Button variant="primary" onPress={onPress}>
      <PlusCircleIcon />
      {children}
    </Button>
  );
}

export interface RecordNameProps {
  name: string;
  href: string;
  className: string;
  linkClassName?: string;
  /** A second, quieter line under the name (who made it, its characterisation). */
  children?: ReactNode;
}

/** A row's name, the link that opens the record. */
export function RecordName({ name, href, className, linkClassName, children }: RecordNameProps) {
  return (
    <span className={className}>
      <Link href={href} variant="standalone" className={linkClassName}>
        {name}
      </Link>
      {children}
    </span>
  );
}

export interface CompletionProgressProps {
  /** The benchmark whose companies are counted; its name labels the bar ("Progress of …"). */
  benchmark: Pick<Benchmark, 'name' | 'completed_count' | 'total_companies'>;
  className: string;
  textClassName: string;
}

/** How many of a benchmark's companies are done: a bar and "12/40". */
export function CompletionProgress({ benchmark, className, textClassName }: CompletionProgressProps) {
  const { name, completed_count: completed, total_companies: total } = benchmark;
  return (
    <span className={className}>
      <ProgressBar aria-label={`Progress of ${name}`} value={completed} maxValue={Math.max(1, total)} hideValue />
      <span className={textClassName}>
        {formatNumber(completed)}/{formatNumber(total)}
      </span>
    </span>
  );
}
