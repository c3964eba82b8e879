import type { ReactNode } from 'react';
import { Badge } from './Badge.tsx';
import type { BadgeVariants } from './Badge.css.ts';

/** How one status looks: its tone and its icon (each status its own shape, so colour is never the only signal). */
export interface StatusLook {
  tone: NonNullable<BadgeVariants['tone']>;
  icon: ReactNode;
}

/** A badge component for a record's status: icon and tone from `looks`, text from `label` (the status itself by default). */
export function statusBadge<S extends string>(looks: Readonly<Record<S, StatusLook>>, label: (status: S) => string = (status) => status) {
  return function StatusBadge({ status, size = 'md' }: { status: S; size?: 'sm' | 'md' }) {
    const { tone, icon } = looks[status];
    return (
      <Badge tone={tone} size={size} icon={icon} data-status={status}>
        {label(status)}
      </Badge>
    );
  };
}
