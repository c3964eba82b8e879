import type { IndustryOverviewStatus } from '@quartile/api';
import { statusBadge, type StatusLook } from '../Badge/statusBadge.tsx';
import { CheckCircleIcon, ClockIcon, DashedCircleIcon, LoaderIcon, XCircleIcon } from '../../icons/icons.tsx';

const appearance: Record<IndustryOverviewStatus, StatusLook> = {
  Pending: { tone: 'neutral', icon: <DashedCircleIcon size={12} /> },
  'Job Created': { tone: 'info', icon: <ClockIcon size={12} /> },
  Running: { tone: 'info', icon: <LoaderIcon size={12} /> },
  Done: { tone: 'positive', icon: <CheckCircleIcon size={12} /> },
  Failed: { tone: 'critical', icon: <XCircleIcon size={12} /> },
};

/** The overview's status (spec §4: Pending, Job Created, Running, Done, Failed) as icon + text. */
export const OverviewStatusBadge = statusBadge(appearance);

export const isActive = (status: IndustryOverviewStatus): boolean => status === 'Job Created' || status === 'Running';
