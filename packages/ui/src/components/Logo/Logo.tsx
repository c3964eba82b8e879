import * as styles from './Logo.css.ts';

/** The Quartile mark: four bars rising to the upper quartile. Decorative; the word names the link. */
export function LogoMark({ size = 24 }: { size?: number }) {
  return (
    <svg className={styles.root} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="22" height="22" rx="6" fill="currentColor" />
      <path d="M6.5 17.5v-3M10 17.5v-5.5M13.5 17.5V9M17 17.5V6.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
