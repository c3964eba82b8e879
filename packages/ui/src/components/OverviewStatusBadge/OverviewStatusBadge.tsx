import type { IndustryOverviewStatus } from '@quartile/api';
import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import type { BadgeVariants } from '../Badge/Badge.css.ts';
import { CheckCircleIcon, ClockIcon, DashedCircleIcon, LoaderIcon, XCircleIcon } from '../../icons/icons.tsx';

const appearance: Record<IndustryOverviewStatus, { tone: NonNullable<BadgeVariants['tone']>; icon: ReactNode }> = {
  Pending: { tone: 'neutral', icon: <DashedCircleIcon size={12} /> },
  'Job Created': { tone: 'info', icon: <ClockIcon size={12} /> },
  Running: { tone: 'info', icon: <LoaderIcon size={12} /> },
  Done: { tone: 'positive', icon: <CheckCircleIcon size={12} /> },
  Failed: { tone: 'critical', icon: <XCircleIcon size={12} /> },
};

/** The overview's status (spec §4: Pending, Job Created, Running, Done, Failed) as icon + text. */
export function OverviewStatusBadge({ status, size = 'md' }: { status: IndustryOverviewStatus; size?: 'sm' | 'md' }) {
  const { tone, icon } = appearance[status];
  return (
    <Badge tone={tone} size={size} icon={icon} data-status={status}>
      {status}
    </Badge>
  );
}

export const isActive = (status: IndustryOverviewStatus): boolean => status === 'Job Created' || status === 'Running';
