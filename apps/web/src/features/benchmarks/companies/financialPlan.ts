// The financial step's state: what the headers suggest, and what the person changed by hand
// (kept when the years move, so a manual choice is never silently undone).
import {
  FINANCIAL_YEAR_MAX,
  FINANCIAL_YEAR_MIN,
  headerUnit,
  proposeFinancialColumns,
  recognizedFinancialMetrics,
  suggestYears,
  type FinancialPlan,
  type ImportMetric,
  type MetricColumnAssignment,
  type PliId,
  type UnitScale,
} from '@quartile/domain';

export interface FinancialChoices {
  include: boolean;
  pli: PliId;
  startYear: number;
  endYear: number;
  lastAvailableYear: number | null;
  relative: boolean;
  /** `${metric}:${year}` → column index (null: not mapped), chosen by hand. */
  columnOverrides: Record<string, number | null>;
  /** metric → unit scale chosen by hand. */
  unitOverrides: Partial<Record<ImportMetric, UnitScale>>;
}

const clampYear = (y: number) => Math.min(FINANCIAL_YEAR_MAX, Math.max(FINANCIAL_YEAR_MIN, y));

/**
 * Defaults: the benchmark's years when it has some, else the years the headers carry. Financial
 * data starts switched on when the headers carry financial columns, off when they carry none.
 */
export function initialChoices(headers: readonly string[], benchmarkYears: readonly number[], now = new Date()): FinancialChoices {
  const suggestion = suggestYears(headers);
  const lastAvailableYear = suggestion.relative ? clampYear(Math.max(...benchmarkYears, now.getUTCFullYear() - 1)) : null;
  let startYear: number;
  let endYear: number;
  if (benchmarkYears.length > 0) {
    startYear = Math.min(...benchmarkYears);
    endYear = Math.max(...benchmarkYears);
  } else if (suggestion.years.length > 0) {
    startYear = suggestion.years[0]!;
    endYear = suggestion.years[suggestion.years.length - 1]!;
  } else if (lastAvailableYear !== null) {
    endYear = lastAvailableYear;
    startYear = lastAvailableYear - Math.min(suggestion.maxOffset, 4);
  } else {
    endYear = now.getUTCFullYear() - 1;
    startYear = endYear - 2;
  }
  return {
    include: recognizedFinancialMetrics(headers).length > 0,
    pli: 'OM',
    startYear: clampYear(startYear),
    endYear: clampYear(endYear),
    lastAvailableYear,
    relative: suggestion.relative,
    columnOverrides: {},
    unitOverrides: {},
  };
}

/** The columns in force: the headers' suggestion, then the person's choices on top. */
export function financialColumns(headers: readonly string[], c: FinancialChoices): MetricColumnAssignment[] {
  if (c.startYear > c.endYear) return [];
  const suggested = proposeFinancialColumns(headers, { startYear: c.startYear, endYear: c.endYear, lastAvailableYear: c.lastAvailableYear });
  const byKey = new Map(suggested.map((col) => [`${col.metric}:${col.year}`, col]));
  for (const [key, column] of Object.entries(c.columnOverrides)) {
    const [metric, yearText] = key.split(':') as [ImportMetric, string];
    const year = Number(yearText);
    if (year < c.startYear || year > c.endYear) continue;
    if (column === null) byKey.delete(key);
    else byKey.set(key, { metric, year, column, ...headerUnit(headers[column]) });
  }
  return [...byKey.values()]
    .map((col) => (c.unitOverrides[col.metric] ? { ...col, scale: c.unitOverrides[col.metric]! } : col))
    .sort((a, b) => a.year - b.year || a.metric.localeCompare(b.metric));
}

export function financialPlan(headers: readonly string[], c: FinancialChoices): FinancialPlan {
  return { include: c.include, pli: c.pli, startYear: c.startYear, endYear: c.endYear, columns: financialColumns(headers, c) };
}
