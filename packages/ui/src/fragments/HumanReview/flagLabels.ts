// Flag kinds, their labels and severity labels are the domain's (packages/domain review/flags.ts);
// the design system adds only the tone each severity reads in.
import type { FlagSeverity } from '@quartile/api';
import type { Tone } from '../../theme/tokens/color.ts';

export const SEVERITY_TONES: Readonly<Record<FlagSeverity, Tone>> = { high: 'critical', medium: 'caution', low: 'info' };
