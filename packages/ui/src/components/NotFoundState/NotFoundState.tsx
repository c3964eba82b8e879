import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Link, type LinkProps } from '../Link/Link.tsx';

export interface NotFoundStateProps {
  /** "Benchmark not found". */
  title: ReactNode;
  /** Why, e.g. it does not exist or belongs to another firm. */
  description: ReactNode;
  /** The list the record would be in, and the words of the link back to it. */
  backHref: string;
  backLabel: string;
  linkVariant?: LinkProps['variant'];
}

/** A detail page's record that is not there (or is another firm's), with the way back to its list. */
export function NotFoundState({ title, description, backHref, backLabel, linkVariant }: NotFoundStateProps) {
  return (
    <EmptyState
      title={title}
      description={description}
      actions={
        <Link href={backHref} variant={linkVariant}>
          {backLabel}
        </Link>
      }
    />
  );
}
