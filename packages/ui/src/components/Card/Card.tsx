import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css.ts';
import type { CardVariants } from './Card.css.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, CardVariants {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Right side of the header (actions, badges). */
  actions?: ReactNode;
}

/** A bordered section. With a title it becomes a labelled region. */
export function Card({ title, subtitle, actions, padding, elevation, className, children, ...props }: CardProps) {
  const titleId = props.id ? `${props.id}-title` : undefined;
  return (
    <section {...props} aria-labelledby={title && titleId ? titleId : props['aria-labelledby']} className={[styles.card({ padding, elevation }), className].filter(Boolean).join(' ')}>
      {title || actions ? (
        <header className={styles.header}>
          <div className={styles.heading}>
            {title ? <h2 id={titleId} className={styles.title}>{title}</h2> : null}
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {actions}
        </header>
      ) : null}
      {children}
    </section>
  );
}
