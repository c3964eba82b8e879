import { COMPANY_STATUS_LABELS, type CompanyStatusLabel } from '@quartile/domain';
import type { ReactNode } from 'react';
import {
  AlertIcon,
  CheckCircleIcon,
  ClockIcon,
  ConflictIcon,
  DashedCircleIcon,
  FilterIcon,
  HourglassIcon,
  LoaderIcon,
  MinusCircleIcon,
  PauseIcon,
  PlayIcon,
  PlusCircleIcon,
  ReviewIcon,
  ReviewRejectIcon,
  TrashIcon,
  XCircleIcon,
} from '../../icons/icons.tsx';
import type { Tone } from '../../theme/tokens/color.ts';

/** Company states of the benchmark workflow (product spec section 4), spelled as the API sends them: the domain's. */
export const companyStatuses = COMPANY_STATUS_LABELS;
export type CompanyStatus = CompanyStatusLabel;

export interface StatusAppearance {
  tone: Tone;
  icon: ReactNode;
}

const size = 14;

// Each state has its own shape, so it stays distinguishable without colour (colour-blind safe).
export const statusAppearance: Record<CompanyStatus, StatusAppearance> = {
  'Ready for Analysis': { tone: 'info', icon: <PlayIcon size={size} /> },
  'Analysis in Progress': { tone: 'brand', icon: <LoaderIcon size={size} /> },
  'Data Collected - Awaiting Decision': { tone: 'caution', icon: <HourglassIcon size={size} /> },
  'Analysis Failed': { tone: 'critical', icon: <AlertIcon size={size} /> },
  'Decision Refrained': { tone: 'neutral', icon: <PauseIcon size={size} /> },
  'Accepted using Criteria': { tone: 'positive', icon: <CheckCircleIcon size={size} /> },
  'Rejected using Criteria': { tone: 'critical', icon: <XCircleIcon size={size} /> },
  'Accepted after Review': { tone: 'positive', icon: <ReviewIcon size={size} /> },
  'Rejected after Review': { tone: 'critical', icon: <ReviewRejectIcon size={size} /> },
  Deleted: { tone: 'neutral', icon: <TrashIcon size={size} /> },
  Excluded: { tone: 'neutral', icon: <MinusCircleIcon size={size} /> },
  Included: { tone: 'positive', icon: <PlusCircleIcon size={size} /> },
  'Not Analyzed': { tone: 'neutral', icon: <DashedCircleIcon size={size} /> },
  Pending: { tone: 'neutral', icon: <ClockIcon size={size} /> },
  'Decision Conflict': { tone: 'caution', icon: <ConflictIcon size={size} /> },
  'Criteria Confirmation': { tone: 'caution', icon: <FilterIcon size={size} /> },
};
