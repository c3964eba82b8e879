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

function CalendarIcon({ size = 16 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="3" width="12" height="11" rx="1.75" />
      <path d="M2 6.5h12M5.25 1.75v2.5M10.75 1.75v2.5M5 9.25h1.5M9.5 9.25H11M5 11.75h1.5" />
    </svg>
  );
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
          <a href={linkUrl} target="_blank" rel="noopener noreferrer" className={styles.openLink} style={{ fontSize: 15 }}>
            {linkLabel}
          </a>
        </div>
      )}
    </section>
  );
}
