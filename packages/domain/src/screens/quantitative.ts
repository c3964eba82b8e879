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
 * The screens TP Catalyst users also apply (issue 19):
 * - Activity code (NACE, NAICS or US SIC): a code matches a listed code when it starts with it
 *   ("28" lists every code of division 28; dots and spaces are ignored, so "28.11" = "2811").
 *   With an include list a company needs one matching code; any code matching the exclude list
 *   excludes it. A company without a code fails an include list only with `excludeUnknown`.
 * - Maximum revenue: the latest selected year with revenue must not exceed `maxRevenue`;
 *   a company without revenue is left to the data-availability screens (unknown is not evidence).
 * - Employees: the number of employees must lie within `min`..`max` (bounds inclusive, either
 *   optional); a company without the figure fails only with `excludeUnknown`.
 * - Years of data: at least `minYearsOfData` of the selected years with revenue and operating profit.
 * `screenSettingsProblems` checks settings against the benchmark's years, so every default applies as it is.
 */
export interface ScreenFinancialYear {
  readonly year: number;
  readonly revenue?: number | null;
  readonly operating_profit?: number | null;
}

export const ACTIVITY_SYSTEMS = ['nace', 'naics', 'sic'] as const;
export type ActivitySystem = (typeof ACTIVITY_SYSTEMS)[number];
export const ACTIVITY_SYSTEM_NAMES: Readonly<Record<ActivitySystem, string>> = { nace: 'NACE', naics: 'NAICS', sic: 'US SIC' };
/** The company attribute (importPlan.ts) that holds each system's codes. */
export const ACTIVITY_ATTRIBUTES: Readonly<Record<ActivitySystem, string>> = { nace: 'nace_code', naics: 'naics_code', sic: 'sic_code' };

export interface ScreenCompany {
  readonly independenceIndicator?: string | null;
  readonly financials: readonly ScreenFinancialYear[];
  /** The company's activity codes as imported, per system ("2811; 2812" when a list gives several). */
  readonly activityCodes?: Partial<Record<ActivitySystem, string | number | null | undefined>>;
  /** The number of employees as imported ("1,250", 1250). */
  readonly employees?: string | number | null;
}

export interface ActivityCodeScreen {
  readonly system: ActivitySystem;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly excludeUnknown?: boolean;
}

export interface EmployeesScreen {
  readonly min: number | null;
  readonly max: number | null;
  readonly excludeUnknown?: boolean;
}

export interface QuantitativeScreens {
  readonly independence?: { readonly allowed: readonly string[]; readonly excludeUnknown?: boolean } | null;
  readonly dataAvailability?: boolean;
  readonly persistentLosses?: { readonly lossYears: number } | null;
  readonly minRevenue?: number | null;
  readonly activityCodes?: ActivityCodeScreen | null;
  readonly maxRevenue?: number | null;
  readonly employees?: EmployeesScreen | null;
  readonly minYearsOfData?: number | null;
}

/** The loss years a study starts with: 2, or every year when it has fewer (so the default applies). */
export function defaultLossYears(years: readonly number[]): number {
  return Math.max(1, Math.min(2, years.length));
}

/** A code as compared: "28.11" -> "2811", " c28 " -> "C28". */
export function normalizeActivityCode(code: string): string {
  return code.replace(/[\s.]/g, '').toUpperCase();
}

/** The parts of a code cell as the file gives them, trimmed: "4669; 46.90" -> ["4669", "46.90"]. */
export function activityCodeParts(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  return String(value)
    .split(/[;,|/\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The codes of a cell: "2811; 2812", "28.11, 28.12" or a number; empty when there is none. */
export function activityCodesOf(value: string | number | null | undefined): string[] {
  return activityCodeParts(value)
    .map(normalizeActivityCode)
    .filter((c) => /^[A-Z]?\d+$/.test(c));
}

/** A number of employees as imported: "1,250" -> 1250; null for "n.a." or nothing. */
export function employeesOf(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[\s,']/g, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

/**
 * Settings a person could have typed that cannot be applied, by field (the API's names), with the
 * message to show; empty when every chosen screen can be applied to a study with `years`.
 */
export function screenSettingsProblems(screens: QuantitativeScreens, years: readonly number[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const n = years.length;
  const yearsText = `the benchmark has ${n} financial year${n === 1 ? '' : 's'}`;
  if (screens.independence && screens.independence.allowed.length === 0) problems.independence = 'Choose at least one indicator to keep.';
  const losses = screens.persistentLosses?.lossYears;
  if (losses !== undefined && (!Number.isInteger(losses) || losses < 1 || losses > Math.max(1, n))) {
    problems.persistent_losses = n <= 1 ? `Choose 1 loss year (${yearsText}).` : `Choose between 1 and ${n} loss years (${yearsText}).`;
  }
  if (
    screens.minRevenue !== undefined &&
    screens.minRevenue !== null &&
    !(Number.isFinite(screens.minRevenue) && screens.minRevenue >= 0)
  ) {
    problems.min_revenue = 'Enter the minimum revenue as a number (in units, as imported).';
  }
  if (screens.maxRevenue !== undefined && screens.maxRevenue !== null) {
    if (!(Number.isFinite(screens.maxRevenue) && screens.maxRevenue >= 0))
      problems.max_revenue = 'Enter the maximum revenue as a number (in units, as imported).';
    else if (isNumber(screens.minRevenue) && screens.maxRevenue < screens.minRevenue)
      problems.max_revenue = 'The maximum revenue is below the minimum revenue.';
  }
  const codes = screens.activityCodes;
  if (codes) {
    const name = ACTIVITY_SYSTEM_NAMES[codes.system] ?? codes.system;
    const bad = [...codes.include, ...codes.exclude].filter((c) => !/^[A-Z]?\d+$/.test(normalizeActivityCode(c)));
    if (!ACTIVITY_SYSTEMS.includes(codes.system)) problems.activity_codes = 'Choose NACE, NAICS or US SIC codes.';
    else if (codes.include.length === 0 && codes.exclude.length === 0)
      problems.activity_codes = `List ${name} codes to include or to exclude.`;
    else if (bad.length > 0) problems.activity_codes = `Not ${name} codes: ${bad.slice(0, 5).join(', ')}. Use digits, e.g. 28 or 2811.`;
  }
  const employees = screens.employees;
  if (employees) {
    const valid = (v: number | null) => v === null || (Number.isInteger(v) && v >= 0);
    if (employees.min === null && employees.max === null) problems.employees = 'Enter a minimum or a maximum number of employees.';
    else if (!valid(employees.min) || !valid(employees.max)) problems.employees = 'Enter the numbers of employees as whole numbers.';
    else if (employees.min !== null && employees.max !== null && employees.min > employees.max)
      problems.employees = 'The minimum number of employees is above the maximum.';
  }
  const minYears = screens.minYearsOfData;
  if (minYears !== undefined && minYears !== null && (!Number.isInteger(minYears) || minYears < 1 || minYears > Math.max(1, n))) {
    problems.min_years_of_data =
      n <= 1 ? `Choose 1 year of data (${yearsText}).` : `Choose between 1 and ${n} years of data (${yearsText}).`;
  }
  return problems;
}

export const DEFAULT_INDEPENDENCE_ALLOWED = ['A', 'B'] as const;

/** The indicator's letter: "A+" -> "A", "b-" -> "B"; null when there is none. */
export function independenceLetter(value: string | null | undefined): string | null {
  const letter = value
    ?.trim()
    .toUpperCase()
    .match(/^([ABCDU])[+-]*$/)?.[1];
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
    const latest = [...selected]
      .reverse()
      .map((y) => byYear.get(y)?.revenue)
      .find(isNumber);
    if (latest === undefined || latest < screens.minRevenue) {
      reasons.push(
        latest === undefined ? 'Below minimum revenue: no revenue reported' : `Below minimum revenue: ${latest} < ${screens.minRevenue}`,
      );
    }
  }
  reasons.push(...moreScreenReasons(company, screens, selected, byYear));
  return reasons;
}

/** The activity-code, maximum-revenue, employees and years-of-data screens (issue 19). */
function moreScreenReasons(
  company: ScreenCompany,
  screens: QuantitativeScreens,
  selected: readonly number[],
  byYear: ReadonlyMap<number, ScreenFinancialYear>,
): string[] {
  const reasons: string[] = [];
  const activity = screens.activityCodes;
  if (activity) {
    const name = ACTIVITY_SYSTEM_NAMES[activity.system];
    const codes = activityCodesOf(company.activityCodes?.[activity.system]);
    const include = activity.include.map(normalizeActivityCode);
    const exclude = activity.exclude.map(normalizeActivityCode);
    const matches = (list: readonly string[]) => codes.filter((c) => list.some((l) => c.startsWith(l)));
    if (codes.length === 0) {
      if (include.length > 0 && activity.excludeUnknown) reasons.push(`Activity: no ${name} code`);
    } else {
      const excluded = matches(exclude);
      if (excluded.length > 0) reasons.push(`Activity: ${name} ${excluded.join(', ')} is in the exclude list (${exclude.join(', ')})`);
      else if (include.length > 0 && matches(include).length === 0)
        reasons.push(`Activity: ${name} ${codes.join(', ')} is not in the include list (${include.join(', ')})`);
    }
  }
  if (isNumber(screens.maxRevenue)) {
    const latest = [...selected]
      .reverse()
      .map((y) => byYear.get(y)?.revenue)
      .find(isNumber);
    if (latest !== undefined && latest > screens.maxRevenue) reasons.push(`Above maximum revenue: ${latest} > ${screens.maxRevenue}`);
  }
  const employees = screens.employees;
  if (employees) {
    const count = employeesOf(company.employees);
    if (count === null) {
      if (employees.excludeUnknown) reasons.push('Employees: number of employees not reported');
    } else if (employees.min !== null && count < employees.min) {
      reasons.push(`Employees: ${count} < ${employees.min}`);
    } else if (employees.max !== null && count > employees.max) {
      reasons.push(`Employees: ${count} > ${employees.max}`);
    }
  }
  if (isNumber(screens.minYearsOfData)) {
    const withData = selected.filter((y) => isNumber(byYear.get(y)?.revenue) && isNumber(byYear.get(y)?.operating_profit));
    if (withData.length < screens.minYearsOfData) {
      reasons.push(
        `Insufficient data: ${withData.length} of ${selected.length} years with revenue and operating profit (at least ${screens.minYearsOfData} required)`,
      );
    }
  }
  return reasons;
}
