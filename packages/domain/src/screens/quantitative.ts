/**
 * Quantitative screens (transfer-pricing.md, step 3), each optional; every exclusion carries a
 * reason a reviewer can read in the accept/reject matrix.
 * - Independence: the BvD Independence Indicator's letter (A, B, C, D, U; "+"/"-" suffixes are
 *   ignored) must be among the allowed ones (A and B by default). A missing indicator fails the
 *   screen only when `excludeUnknown` is set (Quartile's reading: unknown is not evidence).
 * - Data availability: every selected year has revenue and operating profit.
 * - Persistent losses: operating losses in at least `lossYears` of the selected years
 *   (e.g. 2 of 3); a year without operating profit does not count as a loss.
 * - Minimum revenue: the latest selected year with revenue must reach `minRevenue`
 *   (same unit as the imported figures).
 */
export interface ScreenFinancialYear {
  readonly year: number;
  readonly revenue?: number | null;
  readonly operating_profit?: number | null;
}

export interface ScreenCompany {
  readonly independenceIndicator?: string | null;
  readonly financials: readonly ScreenFinancialYear[];
}

export interface QuantitativeScreens {
  readonly independence?: { readonly allowed: readonly string[]; readonly excludeUnknown?: boolean } | null;
  readonly dataAvailability?: boolean;
  readonly persistentLosses?: { readonly lossYears: number } | null;
  readonly minRevenue?: number | null;
}

export const DEFAULT_INDEPENDENCE_ALLOWED = ['A', 'B'] as const;

/** The indicator's letter: "A+" -> "A", "b-" -> "B"; null when there is none. */
export function independenceLetter(value: string | null | undefined): string | null {
  const letter = value?.trim().toUpperCase().match(/^([ABCDU])[+-]*$/)?.[1];
  return letter ?? null;
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** Returns the reasons a company fails the screens over the selected years (empty when it passes). */
export function screenReasons(company: ScreenCompany, screens: QuantitativeScreens, years: readonly number[]): string[] {
  const reasons: string[] = [];
  const byYear = new Map(company.financials.map((f) => [f.year, f]));
  const selected = [...years].sort((a, b) => a - b);

  if (screens.independence) {
    const letter = independenceLetter(company.independenceIndicator);
    const allowed = screens.independence.allowed.map((a) => a.toUpperCase());
    if (letter === null) {
      if (screens.independence.excludeUnknown) reasons.push('Not independent: no BvD independence indicator');
    } else if (!allowed.includes(letter)) {
      reasons.push(`Not independent: BvD independence indicator ${company.independenceIndicator?.trim()} (allowed: ${allowed.join(', ')})`);
    }
  }
  if (screens.dataAvailability) {
    const missing = selected.filter((y) => !isNumber(byYear.get(y)?.revenue) || !isNumber(byYear.get(y)?.operating_profit));
    if (missing.length) reasons.push(`Insufficient data: no revenue or operating profit for ${missing.join(', ')}`);
  }
  if (screens.persistentLosses) {
    const losses = selected.filter((y) => {
      const op = byYear.get(y)?.operating_profit;
      return isNumber(op) && op < 0;
    });
    if (losses.length >= screens.persistentLosses.lossYears) {
      reasons.push(`Persistent losses: operating loss in ${losses.length} of ${selected.length} years (${losses.join(', ')})`);
    }
  }
  if (isNumber(screens.minRevenue)) {
    const latest = [...selected].reverse().map((y) => byYear.get(y)?.revenue).find(isNumber);
    if (latest === undefined || latest < screens.minRevenue) {
      reasons.push(latest === undefined ? 'Below minimum revenue: no revenue reported' : `Below minimum revenue: ${latest} < ${screens.minRevenue}`);
    }
  }
  return reasons;
}
