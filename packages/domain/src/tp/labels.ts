/**
 * Names and formats of the results that people read on screen, in the workbook and in reports,
 * so the three never disagree. PLIs are ratios; all but the Berry ratio read as percentages.
 */
import { isAccepted } from '../workflow/decisionLabels.ts';
import type { RangeMethod } from './methods.ts';
import type { PliId } from './pli.ts';

export const RANGE_METHOD_NAMES: Readonly<Record<RangeMethod, string>> = {
  'us-482': 'US §1.482 interquartile range',
  'india-10ca': 'India Rule 10CA (35th–65th percentile)',
  'excel-inc': 'Excel QUARTILE.INC',
  'excel-exc': 'Excel QUARTILE.EXC',
};

/** The bounds a method reports: quartiles, or the 35th and 65th percentiles under Rule 10CA. */
export const RANGE_BOUND_NAMES: Readonly<Record<RangeMethod, { readonly lower: string; readonly upper: string }>> = {
  'us-482': { lower: 'Lower quartile', upper: 'Upper quartile' },
  'india-10ca': { lower: '35th percentile', upper: '65th percentile' },
  'excel-inc': { lower: 'Lower quartile', upper: 'Upper quartile' },
  'excel-exc': { lower: 'Lower quartile', upper: 'Upper quartile' },
};

/** The Berry ratio is a multiple (1.25); every other PLI is a percentage. */
export const isPercentPli = (pli: PliId): boolean => pli !== 'BERRY';

/** 0.037143 -> '3.71%' (OM); 1.25 -> '1.25' (Berry); null -> 'n/a'. */
export function formatPliValue(pli: PliId, value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  const text = (isPercentPli(pli) ? value * 100 : value).toFixed(digits);
  const zero = (0).toFixed(digits);
  const shown = text === `-${zero}` ? zero : text; // no "-0.00%"
  return isPercentPli(pli) ? `${shown}%` : shown;
}

/** An accepted comparable: accepted by the criteria or after review, and neither excluded nor deleted. */
export function isAcceptedComparable(company: { readonly status: string; readonly is_excluded?: boolean }): boolean {
  return isAccepted(company.status) && !company.is_excluded;
}

/** Reasons a comparable is taken out of the range, as analysts word them (docs/transfer-pricing.md). */
export const RANGE_EXCLUSION_REASONS = [
  'Persistent losses',
  'Outlier result (extraordinary items)',
  'Business model change in the period',
  'Insufficient financial data',
  'Start-up or liquidation',
  'Not independent (group member)',
] as const;

/** What each PLI divides, in the words of the financial statements (for the workbook's columns). */
export const PLI_PARTS: Readonly<Record<PliId, { readonly numerator: string; readonly denominator: string }>> = {
  OM: { numerator: 'Operating profit', denominator: 'Revenue' },
  NCP: { numerator: 'Operating profit', denominator: 'Total costs' },
  GM: { numerator: 'Gross profit', denominator: 'Revenue' },
  GMU: { numerator: 'Gross profit', denominator: 'Cost of goods sold' },
  BERRY: { numerator: 'Gross profit', denominator: 'Operating expenses' },
  NM: { numerator: 'Net profit', denominator: 'Revenue' },
  ROA: { numerator: 'Operating profit', denominator: 'Total assets' },
  ROCE: { numerator: 'Operating profit', denominator: 'Capital employed' },
};
