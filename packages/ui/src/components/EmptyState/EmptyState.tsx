import type { ReactNode } from 'react';
import { InboxIcon } from '../../icons/icons.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3;
  tone?: 'neutral' | 'critical';
  role?: 'status' | 'alert';
}

export function EmptyState({ title, description, icon = <InboxIcon size={20} />, actions, headingLevel = 2, tone, role }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root} role={role}>
      <span className={styles.icon({ tone })} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
