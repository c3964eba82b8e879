import type { ReactNode } from 'react';
import { BackLink, type BackLinkProps } from '../BackLink/BackLink.tsx';
import { ErrorState, type ErrorStateProps } from '../ErrorState/ErrorState.tsx';
import { NotFoundState, type NotFoundStateProps } from '../NotFoundState/NotFoundState.tsx';
import { SkeletonGroup } from '../Skeleton/Skeleton.tsx';

export interface RecordFallbackProps {
  /** What the detail page shows instead of its record. */
  state: 'notFound' | 'error' | 'loading';
  /** The page's root class, so the fallback stands where the record would. */
  className: string;
  /** The link back to the list, above whatever shows. */
  back: { label: string; href: string; size?: BackLinkProps['size'] };
  /** Wraps the not-found message (a Card, a panel); with `frameError` the failure too. */
  frame: (message: ReactNode) => ReactNode;
  frameError?: boolean;
  /** The description says by default that the record does not exist or is another firm's. */
  notFound: Omit<NotFoundStateProps, 'backHref' | 'description'> & { description?: NotFoundStateProps['description'] };
  /** The title is 'Failed to fetch data' by default. */
  error: Pick<ErrorStateProps, 'title' | 'description' | 'onRetry'>;
  /** The skeleton while the record loads, and its accessible label. */
  loading: { label: string; skeleton: ReactNode };
}

/** A detail page without its record: not found, failed or still loading, under the link back to its list. */
export function RecordFallback({ state, className, back, frame, frameError = false, notFound, error, loading }: RecordFallbackProps) {
  const failure = <ErrorState title="Failed to fetch data" {...error} />;
  return (
    <div className={className}>
      <BackLink href={back.href} size={back.size}>
        {back.label}
      </BackLink>
      {state === 'notFound' ? (
        frame(<NotFoundState description="It does not exist or belongs to another firm." {...notFound} backHref={back.href} />)
      ) : state === 'error' ? (
        frameError ? (
          frame(failure)
        ) : (
          failure
        )
      ) : (
        <SkeletonGroup label={loading.label}>{loading.skeleton}</SkeletonGroup>
      )}
    </div>
  );
}
