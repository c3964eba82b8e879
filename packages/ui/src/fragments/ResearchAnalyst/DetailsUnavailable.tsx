import { Button } from '../../components/Button/Button.tsx';
import { AlertIcon, RefreshIcon } from '../../icons/icons.tsx';
import * as styles from './ResearchAnalyst.css.ts';

export interface DetailsUnavailableProps {
  /** Loads the web search details again. */
  onRetry?: () => void;
  isRetrying?: boolean;
}

/**
 * The web search details (why a website got its label, the pages read) could not be loaded. Said
 * calmly inside the list, as a status rather than an alert: the labels come with the company list,
 * which did load, so the tab stays usable and only the Details are missing until a retry works.
 */
export function DetailsUnavailable({ onRetry, isRetrying }: DetailsUnavailableProps) {
  return (
    <div className={styles.unavailable} role="status">
      <span className={styles.unavailableIcon} aria-hidden="true">
        <AlertIcon size={16} />
      </span>
      <p className={styles.unavailableText}>
        <span className={styles.unavailableTitle}>Failed to fetch data</span>
        {': the web search details could not be loaded. The website labels below are up to date.'}
      </p>
      {onRetry ? (
        // Disabled rather than pending while retrying: a pending button announces itself by its id,
        // and on success this notice (and the button) is gone, leaving the announcement without a name.
        <span className={styles.unavailableAction}>
          <Button size="sm" variant="secondary" onPress={onRetry} isDisabled={isRetrying}>
            <RefreshIcon size={14} />
            {isRetrying ? 'Trying again…' : 'Try again'}
          </Button>
        </span>
      ) : null}
    </div>
  );
}
