import type { HTMLAttributes, ReactNode } from 'react';
import { badge, type BadgeVariants } from './Badge.css.ts';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, BadgeVariants {
  /** A shape that carries the meaning together with the text; colour is never the only signal. */
  icon?: ReactNode;
  children: ReactNode;
}

export function Badge({ tone, size, icon, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={[badge({ tone, size }), className].filter(Boolean).join(' ')}>
      {icon}
      {children}
    </span>
  );
}
