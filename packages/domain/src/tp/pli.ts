/**
 * Profit level indicators (docs/transfer-pricing.md, "Profit level indicators").
 *
 * | OM  OP / S | NCP OP / TC (TC = S − OP) | GM GP / S | GMU GP / COGS | BERRY GP / OPEX |
 * | NM  net profit / S | ROA OP / total assets | ROCE OP / (total assets − current liabilities) |
 *
 * Multi-year aggregation: `weighted` = Σ numerators / Σ denominators over the years used
 * (default; India's Rule 10CA prescribes it); `simple` = arithmetic mean of the yearly ratios.
 * A year is *used* when its numerator and denominator are known (directly or by the identities
 * in financials.ts) and the denominator is not zero; every other selected year is reported in
 * `yearsMissing` (never imputed). Both aggregations use the same years. No years used, or a
 * weighted denominator summing to 0, gives `value: null` (never 0).
 *
 * ROA asset basis: `year-end` (default) uses that year's total assets; `average` uses the mean of
 * the prior year's and that year's total assets and treats the year as missing when the prior
 * year's total assets are not in the data.
 */
import { deriveFinancials, type CompleteYear, type FinancialField, type YearFinancials } from './financials.ts';
import { preciseSum } from './values.ts';

export const PLI_IDS = ['OM', 'NCP', 'GM', 'GMU', 'BERRY', 'NM', 'ROA', 'ROCE'] as const;
export type PliId = (typeof PLI_IDS)[number];
export const AGGREGATIONS = ['weighted', 'simple'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

export const PLI_NAMES: Readonly<Record<PliId, string>> = {
  OM: 'Operating margin (return on sales)',
  NCP: 'Net cost plus (full-cost markup)',
  GM: 'Gross margin',
  GMU: 'Gross markup',
  BERRY: 'Berry ratio',
  NM: 'Net margin',
  ROA: 'Return on assets',
  ROCE: 'Return on capital employed',
};

export function isPliId(x: unknown): x is PliId {
  return typeof x === 'string' && (PLI_IDS as readonly string[]).includes(x);
}
export function isAggregation(x: unknown): x is Aggregation {
  return typeof x === 'string' && (AGGREGATIONS as readonly string[]).includes(x);
}

export interface PliOptions {
  /** Years to evaluate; defaults to the years present in the data. Absent years are missing. */
  readonly selectedYears?: readonly number[];
  readonly roaAssetBasis?: 'year-end' | 'average';
}

export interface PliYear {
  readonly year: number;
  readonly numerator: number | null;
  readonly denominator: number | null;
  readonly ratio: number | null;
}

export interface PliResult {
  readonly pli: PliId;
  readonly aggregation: Aggregation;
  readonly value: number | null;
  readonly yearsUsed: readonly number[];
  readonly yearsMissing: readonly number[];
  readonly perYear: readonly PliYear[];
}

/** The fields a PLI reads: all but the current liabilities, which only go into capital employed. */
export type PliField = Exclude<FinancialField, 'current_liabilities'>;

/**
 * Each PLI's numerator and denominator fields (ROA on year-end assets): the one table the PLI
 * arithmetic here and the workbook's PLI formulas both read.
 */
export const PLI_FIELDS: Readonly<Record<PliId, readonly [numerator: PliField, denominator: PliField]>> = {
  OM: ['operating_profit', 'revenue'],
  NCP: ['operating_profit', 'total_costs'],
  GM: ['gross_profit', 'revenue'],
  GMU: ['gross_profit', 'cost_of_goods_sold'],
  BERRY: ['gross_profit', 'operating_expenses'],
  NM: ['net_profit', 'revenue'],
  ROA: ['operating_profit', 'total_assets'],
  ROCE: ['operating_profit', 'capital_employed'],
};

type Parts = { numerator: number | null; denominator: number | null };

function parts(pli: PliId, y: CompleteYear, prior: CompleteYear | undefined, roa: 'year-end' | 'average'): Parts {
  const [numerator, denominator] = PLI_FIELDS[pli];
  if (pli === 'ROA' && roa === 'average') {
    // The average of the opening (prior year-end) and closing assets.
    const opening = prior?.total_assets ?? null;
    const closing = y.total_assets;
    return { numerator: y[numerator], denominator: opening === null || closing === null ? null : (opening + closing) / 2 };
  }
  return { numerator: y[numerator], denominator: y[denominator] };
}

export function computePli(
  years: readonly YearFinancials[],
  pli: PliId,
  aggregation: Aggregation = 'weighted',
  options: PliOptions = {},
): PliResult {
  if (!isPliId(pli)) throw new RangeError(`Unknown PLI "${String(pli)}". Use one of: ${PLI_IDS.join(', ')}.`);
  if (!isAggregation(aggregation)) {
    throw new RangeError(`Unknown aggregation "${String(aggregation)}". Use weighted or simple.`);
  }
  const byYear = new Map<number, CompleteYear>();
  for (const y of years) {
    if (!Number.isInteger(y.year)) throw new RangeError(`Every financial year needs a whole-number year, got ${String(y.year)}.`);
    if (byYear.has(y.year)) throw new RangeError(`Year ${y.year} appears more than once for the same company.`);
    byYear.set(y.year, deriveFinancials(y));
  }
  const selected = [...new Set(options.selectedYears ?? [...byYear.keys()])].sort((a, b) => a - b);
  const roa = options.roaAssetBasis ?? 'year-end';
  const perYear: PliYear[] = selected.map((year) => {
    const y = byYear.get(year);
    if (!y) return { year, numerator: null, denominator: null, ratio: null };
    const { numerator, denominator } = parts(pli, y, byYear.get(year - 1), roa);
    const ratio = numerator === null || denominator === null || denominator === 0 ? null : numerator / denominator;
    return { year, numerator, denominator, ratio };
  });
  const used = perYear.filter((y) => y.ratio !== null);
  const yearsUsed = used.map((y) => y.year);
  const yearsMissing = perYear.filter((y) => y.ratio === null).map((y) => y.year);
  let value: number | null = null;
  if (used.length > 0) {
    if (aggregation === 'simple') {
      value = preciseSum(used.map((y) => y.ratio as number)) / used.length;
    } else {
      const den = preciseSum(used.map((y) => y.denominator as number));
      value = den === 0 ? null : preciseSum(used.map((y) => y.numerator as number)) / den;
    }
  }
  return { pli, aggregation, value, yearsUsed, yearsMissing, perYear };
}
