import type { ReactNode } from 'react';
import { Link } from '../Link/Link.tsx';
import { ChevronDownIcon } from '../../icons/icons.tsx';
import { chevronLeft } from '../../styles/utilities.css.ts';
import * as styles from './BackLink.css.ts';

export interface BackLinkProps {
  href: string;
  /** Where the link leads, e.g. "Back to clients". */
  children: ReactNode;
  size?: 'sm' | 'md';
}

/** A list page's eyebrow that leads back to where the list is opened from (e.g. "Agents"). */
export function EyebrowBackLink({ href, children }: Pick<BackLinkProps, 'href' | 'children'>) {
  return (
    <Link href={href} variant="subtle" className={styles.eyebrow}>
      <ChevronDownIcon className={chevronLeft} />
      {children}
    </Link>
  );
}

/** The link above a detail page back to its list, with a left-pointing chevron. */
export function BackLink({ href, children, size = 'md' }: BackLinkProps) {
  return (
    <Link href={href} variant="standalone" className={`${styles.root} ${styles.size[size]}`}>
      <ChevronDownIcon className={chevronLeft} />
      {children}
    </Link>
  );
}
