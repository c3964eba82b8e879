// The search funnel of a study: the companies of the export file, then each quantitative screen in
// order (with its parameters and how many companies it takes out of those left), the manual
// exclusions, the qualitative screening and the range. Each screen is the domain's `screenReasons`
// with that one screen on, over the companies the screens before it left, so the counts add up.
import type { Company } from '@quartile/api';
import { screenReasons, type BenchmarkResults, type QuantitativeScreens } from '@quartile/domain';

export interface FunnelStep {
  readonly step: string;
  /** What is left after the step, for the funnel chart. */
  readonly left: string;
  /** A quantitative screen (the other steps are the review and the range). */
  readonly quantitative: boolean;
  readonly parameters: string;
  readonly before: number;
  readonly excluded: number;
  readonly after: number;
}

/** The screens as the benchmark stores them (the request body of apply-screens). */
interface StoredScreens {
  independence?: { allowed?: string[]; exclude_unknown?: boolean } | null;
  data_availability?: boolean;
  persistent_losses?: { loss_years?: number } | null;
  min_revenue?: number | null;
}

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function screenSteps(stored: StoredScreens | null, years: readonly number[]): { step: string; parameters: string; screens: QuantitativeScreens }[] {
  if (!stored) return [];
  const steps: { step: string; parameters: string; screens: QuantitativeScreens }[] = [];
  const allowed = stored.independence?.allowed;
  if (allowed && allowed.length > 0) {
    const excludeUnknown = stored.independence?.exclude_unknown ?? false;
    steps.push({
      step: 'Independence',
      parameters: `BvD independence indicator ${allowed.join(' or ')}${excludeUnknown ? '; companies without an indicator excluded' : '; companies without an indicator kept'}`,
      screens: { independence: { allowed, excludeUnknown } },
    });
  }
  if (stored.data_availability) {
    steps.push({
      step: 'Data availability',
      parameters: `Revenue and operating profit for every year tested (${years.join(', ')})`,
      screens: { dataAvailability: true },
    });
  }
  const lossYears = stored.persistent_losses?.loss_years;
  if (typeof lossYears === 'number' && lossYears > 0) {
    steps.push({
      step: 'Persistent losses',
      parameters: `Operating loss in ${lossYears} or more of the ${years.length} years tested`,
      screens: { persistentLosses: { lossYears } },
    });
  }
  if (typeof stored.min_revenue === 'number') {
    steps.push({
      step: 'Minimum revenue',
      parameters: `Revenue of the latest year tested at least ${amount.format(stored.min_revenue)}`,
      screens: { minRevenue: stored.min_revenue },
    });
  }
  return steps;
}

const indicatorOf = (c: Company): string | null => {
  const value = c.attributes?.independence_indicator;
  return typeof value === 'string' ? value : null;
};

/** `companies`: the study's companies that are not deleted. */
export function searchFunnel(
  companies: readonly Company[],
  storedScreens: Record<string, unknown> | null,
  years: readonly number[],
  results: BenchmarkResults,
): FunnelStep[] {
  const steps: FunnelStep[] = [];
  let left = [...companies];
  for (const screen of screenSteps(storedScreens as StoredScreens | null, years)) {
    const kept = left.filter((c) => screenReasons({ independenceIndicator: indicatorOf(c), financials: c.financial_data }, screen.screens, years).length === 0);
    steps.push({ step: screen.step, quantitative: true, left: `After ${screen.step.toLowerCase()}`, parameters: screen.parameters, before: left.length, excluded: left.length - kept.length, after: kept.length });
    left = kept;
  }
  const notExcluded = left.filter((c) => !c.is_excluded);
  if (notExcluded.length !== left.length) {
    steps.push({
      step: 'Excluded by a person',
      quantitative: false,
      left: 'After manual exclusions',
      parameters: 'Excluded by the reviewer with a reason (see the rejection matrix)',
      before: left.length,
      excluded: left.length - notExcluded.length,
      after: notExcluded.length,
    });
  }
  left = notExcluded;
  // The accepted comparables are the results' own (the same set the range is built from).
  const accepted = results.comparables.length;
  steps.push({
    step: 'Qualitative screening',
    quantitative: false,
    left: 'Accepted comparables',
    parameters: 'Accepted against the accept and reject criteria (section 4)',
    before: left.length,
    excluded: Math.max(0, left.length - accepted),
    after: accepted,
  });
  const inRange = results.values.length;
  steps.push({
    step: 'Financial analysis',
    quantitative: false,
    left: 'In the range',
    parameters: 'Accepted comparables with a value for the PLI and not excluded from the range (section 6)',
    before: accepted,
    excluded: accepted - inRange,
    after: inRange,
  });
  return steps;
}
