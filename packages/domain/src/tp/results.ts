/**
 * The results of a benchmarking study: each accepted comparable's PLI, the arm's length range and
 * where the tested party stands (docs/transfer-pricing.md, steps 5 and 6). One function, used by
 * the server (`pli-stats`, the Excel export), the browser (interactive adjustments) and tests, so
 * every screen and document shows the same numbers.
 *
 * Rules (Quartile's reading where the sources leave a choice):
 * - The range is built from the comparables that have a value and that the user has not excluded.
 *   An exclusion always carries a reason (it is documented in the workbook).
 * - Working-capital adjustment: offered, never applied by default; only for the operating margin
 *   (sales base) and the net cost plus (cost base), the two PLIs the adjustment is defined for.
 *   Each party's figures are its average annual P&L over the years its PLI uses, with the
 *   average balances the user enters (receivables, inventory, payables; same unit as the
 *   financials). The comparable's adjustment (wca.ts) is added to its multi-year PLI. A comparable
 *   without complete balances gets no value rather than an unadjusted one, so a range never mixes
 *   adjusted and unadjusted results.
 * - Per year: the range of the included comparables' yearly (unadjusted) ratios, for the per-year table.
 */
import { deriveFinancials, type YearFinancials } from './financials.ts';
import type { RangeMethod } from './methods.ts';
import { computePli, type Aggregation, type PliId, type PliResult } from './pli.ts';
import { testedPartyPosition, type TestedPartyPosition } from './position.ts';
import { armsLengthRange, type ArmsLengthRange } from './range.ts';
import { preciseSum } from './values.ts';
import { workingCapitalAdjustment, type WcaBase, type WcaMethod, type WcaResult } from './wca.ts';

export interface WcaBalances {
  readonly receivables: number | null;
  readonly inventory: number | null;
  readonly payables: number | null;
}

export interface WcaSettings {
  readonly method: WcaMethod;
  /** Interest rate as a fraction (0.05 = 5 %). */
  readonly rate: number;
  readonly tested: WcaBalances;
  /** Average balances per comparable id. */
  readonly comparables: Readonly<Record<string, WcaBalances>>;
}

export interface RangeExclusion {
  readonly company_id: string;
  readonly reason: string;
}

/** What a person chooses on the results page; stored with the benchmark (snake_case as in the API). */
export interface ResultsSettings {
  readonly pli: PliId;
  readonly method: RangeMethod;
  readonly aggregation: Aggregation;
  readonly years: readonly number[];
  readonly exclusions: readonly RangeExclusion[];
  readonly wca: WcaSettings | null;
  /** India Rule 10CA with fewer than 6 values: 1 % tolerance for wholesale trading, 3 % otherwise. */
  readonly india_trade?: 'wholesale' | 'other';
}

export interface ComparableInput {
  readonly id: string;
  readonly name: string | null;
  readonly financials: readonly YearFinancials[];
}

export interface ComparableResult {
  readonly id: string;
  readonly name: string | null;
  /** The PLI before any working-capital adjustment. */
  readonly pli: PliResult;
  readonly wca: WcaResult | null;
  /** Why the working-capital adjustment could not be made (missing balances or figures). */
  readonly wcaIssue: string | null;
  /** The value that enters the range (adjusted when the adjustment applies); null without data. */
  readonly value: number | null;
  readonly excluded: boolean;
  readonly exclusionReason: string | null;
  /** True when `value` is part of the range. */
  readonly inRange: boolean;
}

export interface YearRange {
  readonly year: number;
  readonly count: number;
  readonly range: ArmsLengthRange | null;
}

export interface TestedPartyResult {
  readonly pli: PliResult;
  readonly value: number | null;
  readonly position: TestedPartyPosition | null;
}

export interface BenchmarkResults {
  readonly settings: ResultsSettings;
  readonly wcaBase: WcaBase | null;
  readonly comparables: readonly ComparableResult[];
  /** The values of the range, in the order of `comparables`. */
  readonly values: readonly number[];
  readonly range: ArmsLengthRange | null;
  readonly testedParty: TestedPartyResult;
  readonly perYear: readonly YearRange[];
}

/** The base the working-capital adjustment uses for a PLI; null where it is not defined. */
export function wcaBaseFor(pli: PliId): WcaBase | null {
  return pli === 'OM' ? 'sales' : pli === 'NCP' ? 'costs' : null;
}

export const DEFAULT_WCA_RATE = 0.05;

/** The settings a study starts with: operating margin, weighted, US interquartile range, all years. */
export function defaultResultsSettings(years: readonly number[]): ResultsSettings {
  return { pli: 'OM', method: 'us-482', aggregation: 'weighted', years: [...years].sort((a, b) => a - b), exclusions: [], wca: null };
}

/** Problems with settings a person could have typed; empty when they can be computed. */
export function resultsSettingsProblems(settings: ResultsSettings): Record<string, string> {
  const problems: Record<string, string> = {};
  if (settings.years.length === 0) problems.years = 'Choose at least one year.';
  const seen = new Set<string>();
  settings.exclusions.forEach((e, i) => {
    if (!e.reason.trim()) problems[`exclusions.${i}.reason`] = 'Give a reason for excluding this comparable.';
    if (seen.has(e.company_id)) problems[`exclusions.${i}.company_id`] = 'This comparable is excluded twice.';
    seen.add(e.company_id);
  });
  if (settings.wca) {
    if (!wcaBaseFor(settings.pli)) {
      problems.wca = 'The working-capital adjustment applies to the operating margin (OM) or the net cost plus (NCP) only.';
    }
    if (!Number.isFinite(settings.wca.rate) || settings.wca.rate < 0 || settings.wca.rate > 1) {
      problems['wca.rate'] = 'Enter an interest rate between 0 % and 100 %.';
    }
  }
  return problems;
}

interface MeanParty {
  sales: number;
  cogs: number;
  opex: number;
}

/** Average annual sales, COGS and OPEX over `years`; null when any of them is unknown in a year. */
function meanPnl(financials: readonly YearFinancials[], years: readonly number[]): MeanParty | null {
  if (years.length === 0) return null;
  const byYear = new Map(financials.map((f) => [f.year, deriveFinancials(f)]));
  const rows: MeanParty[] = [];
  for (const year of years) {
    const y = byYear.get(year);
    if (!y || y.revenue === null || y.cost_of_goods_sold === null || y.operating_expenses === null) return null;
    rows.push({ sales: y.revenue, cogs: y.cost_of_goods_sold, opex: y.operating_expenses });
  }
  const mean = (pick: (r: MeanParty) => number) => preciseSum(rows.map(pick)) / rows.length;
  return { sales: mean((r) => r.sales), cogs: mean((r) => r.cogs), opex: mean((r) => r.opex) };
}

const complete = (b: WcaBalances | undefined): b is { receivables: number; inventory: number; payables: number } =>
  !!b && [b.receivables, b.inventory, b.payables].every((v) => typeof v === 'number' && Number.isFinite(v));

function adjust(
  comparable: ComparableInput,
  pli: PliResult,
  tested: { pnl: MeanParty | null; balances: WcaBalances },
  wca: WcaSettings,
  base: WcaBase,
): { wca: WcaResult | null; issue: string | null } {
  if (pli.value === null) return { wca: null, issue: null };
  if (!complete(tested.balances)) return { wca: null, issue: "Enter the tested party's receivables, inventory and payables." };
  if (!tested.pnl)
    return { wca: null, issue: 'The tested party needs sales, cost of goods sold and operating expenses for the chosen years.' };
  const balances = wca.comparables[comparable.id];
  if (!complete(balances)) return { wca: null, issue: 'Enter receivables, inventory and payables.' };
  const pnl = meanPnl(comparable.financials, pli.yearsUsed);
  if (!pnl) return { wca: null, issue: 'Needs sales, cost of goods sold and operating expenses in every year used.' };
  try {
    const result = workingCapitalAdjustment(
      { ...tested.pnl, ...tested.balances },
      { ...pnl, ...balances },
      { method: wca.method, rate: wca.rate, base },
    );
    return { wca: result, issue: null };
  } catch (error) {
    return { wca: null, issue: error instanceof Error ? error.message : String(error) };
  }
}

export interface ResultsInput {
  readonly comparables: readonly ComparableInput[];
  readonly testedParty: { readonly financials: readonly YearFinancials[] };
  readonly settings: ResultsSettings;
}

export function computeBenchmarkResults({ comparables, testedParty, settings }: ResultsInput): BenchmarkResults {
  const years = [...new Set(settings.years)].sort((a, b) => a - b);
  const options = { selectedYears: years };
  const exclusions = new Map(settings.exclusions.map((e) => [e.company_id, e.reason]));
  const base = settings.wca ? wcaBaseFor(settings.pli) : null;

  const testedPli = computePli(testedParty.financials, settings.pli, settings.aggregation, options);
  const testedForWca = settings.wca ? { pnl: meanPnl(testedParty.financials, testedPli.yearsUsed), balances: settings.wca.tested } : null;

  const results: ComparableResult[] = comparables.map((c) => {
    const pli = computePli(c.financials, settings.pli, settings.aggregation, options);
    let wca: WcaResult | null = null;
    let wcaIssue: string | null = null;
    let value = pli.value;
    if (settings.wca && base && testedForWca) {
      ({ wca, issue: wcaIssue } = adjust(c, pli, testedForWca, settings.wca, base));
      value = wca && pli.value !== null ? pli.value + wca.adjustment : null;
    }
    const excluded = exclusions.has(c.id);
    return {
      id: c.id,
      name: c.name,
      pli,
      wca,
      wcaIssue,
      value,
      excluded,
      exclusionReason: exclusions.get(c.id) ?? null,
      inRange: !excluded && value !== null,
    };
  });

  const values = results.filter((r) => r.inRange).map((r) => r.value as number);
  const range = values.length > 0 ? armsLengthRange(values, settings.method) : null;
  const testedValue = testedPli.value;
  const position =
    range && testedValue !== null ? testedPartyPosition(range, testedValue, { trade: settings.india_trade ?? 'other' }) : null;

  const perYear: YearRange[] = years.map((year) => {
    const yearValues = results
      .filter((r) => !r.excluded)
      .map((r) => r.pli.perYear.find((y) => y.year === year)?.ratio ?? null)
      .filter((v): v is number => v !== null);
    return { year, count: yearValues.length, range: yearValues.length > 0 ? armsLengthRange(yearValues, settings.method) : null };
  });

  return {
    settings: { ...settings, years },
    wcaBase: base,
    comparables: results,
    values,
    range,
    testedParty: { pli: testedPli, value: testedValue, position },
    perYear,
  };
}
