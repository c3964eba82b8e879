import type { ReactNode } from 'react';
import { AlertIcon, RefreshIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';

export interface ErrorStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a retry button; `isRetrying` shows it pending. */
  onRetry?: () => void;
  isRetrying?: boolean;
  retryLabel?: string;
  headingLevel?: 2 | 3;
}

/** A failed load, announced as an alert, with a way to try again. */
export function ErrorState({
  title = 'Something went wrong',
  description = 'The data could not be loaded. Check your connection and try again.',
  onRetry,
  isRetrying,
  retryLabel = 'Try again',
  headingLevel,
}: ErrorStateProps) {
  return (
    <EmptyState
      role="alert"
      tone="critical"
      icon={<AlertIcon size={20} />}
      title={title}
      description={description}
      headingLevel={headingLevel}
      actions={
        onRetry ? (
          <Button onPress={onRetry} isPending={isRetrying}>
            <RefreshIcon />
            {retryLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
