import type { Benchmark, BenchmarkStatus } from '@quartile/api';
import { BENCHMARK_PHASES } from '@quartile/domain';
import { statusBadge, type StatusLook } from '../Badge/statusBadge.tsx';
import { CheckCircleIcon, DashedCircleIcon, LoaderIcon, ReviewIcon } from '../../icons/icons.tsx';

const phaseOf = (id: string) => BENCHMARK_PHASES.find((p) => p.id === id);

/** '1 Input', '2 Processing', '3 Decision' (spec section 4), then 'Completed'. */
export function statusLabel(status: BenchmarkStatus): string {
  const phase = phaseOf(status);
  return phase ? `${phase.number} ${phase.label}` : 'Completed';
}

const appearance: Record<BenchmarkStatus, StatusLook> = {
  input: { tone: 'neutral', icon: <DashedCircleIcon size={12} /> },
  processing: { tone: 'info', icon: <LoaderIcon size={12} /> },
  decision: { tone: 'caution', icon: <ReviewIcon size={12} /> },
  completed: { tone: 'positive', icon: <CheckCircleIcon size={12} /> },
};

/** The benchmark's phase as icon + text; colour is never the only signal. */
export const BenchmarkStatusBadge = statusBadge(appearance, statusLabel);

/** Completed companies over the total (0 when there are none). */
export function progressPercent(b: Pick<Benchmark, 'completed_count' | 'total_companies'>): number {
  return b.total_companies > 0 ? Math.round((b.completed_count / b.total_companies) * 100) : 0;
}

/** Accepted share of the decided companies, or null before any decision. */
export function acceptanceRate(b: Pick<Benchmark, 'accepted_count' | 'rejected_count'>): number | null {
  const decided = b.accepted_count + b.rejected_count;
  return decided > 0 ? Math.round((b.accepted_count / decided) * 100) : null;
}
