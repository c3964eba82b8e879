import { CalendarIcon } from '../../icons/icons.tsx';
import * as styles from './InquiryForm.css.ts';

export type WidgetAvailability = 'checking' | 'available' | 'unavailable';

export interface SchedulingWidgetProps {
  /** The embed URL (dark theme, month view). */
  url: string;
  /** The page to open in a new tab; defaults to `url`. */
  linkUrl?: string;
  title: string;
  /** Whether the scheduler answered (the page checks; fragments never fetch). */
  availability: WidgetAvailability;
  fallbackText: string;
  linkLabel: string;
  newTabLabel: string;
}

/**
 * The external scheduler as an iframe; when it cannot be reached (offline, blocked) the same
 * booking page is offered as a plain link in a deliberate panel instead of a broken frame.
 */
export function SchedulingWidget({ url, linkUrl = url, title, availability, fallbackText, linkLabel, newTabLabel }: SchedulingWidgetProps) {
  return (
    <section className={styles.widget} aria-label={title}>
      <div className={styles.widgetBar}>
        <span className={styles.widgetTitle}>
          <CalendarIcon />
          {title}
        </span>
        <a href={linkUrl} target="_blank" rel="noopener noreferrer" className={styles.openLink}>
          {newTabLabel}
        </a>
      </div>
      {availability === 'available' ? (
        <iframe className={styles.widgetFrame} src={url} title={title} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />
      ) : (
        <div className={styles.widgetFallback} aria-busy={availability === 'checking'}>
          <span className={styles.calendarGlyph}>
            <CalendarIcon size={22} />
          </span>
          <p className={styles.fallbackText}>{fallbackText}</p>
          <a href={linkUrl} target="_blank" rel="noopener noreferrer" className={styles.openLinkLarge}>
            {linkLabel}
          </a>
        </div>
      )}
    </section>
  );
}
