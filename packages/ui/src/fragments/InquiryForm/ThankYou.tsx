import { useEffect, useRef, type ReactNode } from 'react';
import { CheckCircleIcon } from '../../icons/icons.tsx';
import * as styles from './InquiryForm.css.ts';

export interface ThankYouProps {
  /** 'Thank You!' */
  title: string;
  message: string;
  bookNow: string;
  /** The booking calendar. */
  children?: ReactNode;
}

/** Shown once an inquiry is received; final (there is no way back to the form). */
export function ThankYou({ title, message, bookNow, children }: ThankYouProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move focus to the confirmation so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.thanks}>
      <div className={styles.thanksHeader}>
        <span className={styles.thanksIcon} aria-hidden="true">
          <CheckCircleIcon size={22} />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className={styles.thanksTitle}>
          {title}
        </h2>
        <p className={styles.thanksText}>{message}</p>
        <p className={styles.thanksText}>{bookNow}</p>
      </div>
      {children}
    </div>
  );
}
