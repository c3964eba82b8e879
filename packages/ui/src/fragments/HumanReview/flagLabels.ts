import type { FlagSeverity, ReviewFlagKind } from '@quartile/api';
import type { Tone } from '../../theme/tokens/color.ts';

export const FLAG_KIND_LABELS: Readonly<Record<ReviewFlagKind, string>> = {
  citation_unverified: 'Citation not verified',
  source_changed: 'Source changed since cited',
  source_unreachable: 'Source unreachable',
  source_stale: 'Stale source',
  diversified_offerings: 'Diversified offerings',
  segment_mismatch: 'Segment mismatch',
  business_model_shift: 'Business model shift',
  independence: 'Independence',
  related_party: 'Related-party link',
  user_action: 'Decision check',
};

export const SEVERITY_LABELS: Readonly<Record<FlagSeverity, string>> = { high: 'High', medium: 'Medium', low: 'Low' };
export const SEVERITY_TONES: Readonly<Record<FlagSeverity, Tone>> = { high: 'critical', medium: 'caution', low: 'info' };
