/**
 * Financial data setup (product-spec §3 "Financial data setup", §5 "Financial data", §9).
 * - Years are whole numbers from 2010 to 2029 inclusive; the start year cannot exceed the end year.
 * - When financial data is included, at least one financial field must be mapped (in any year).
 */
import { MESSAGES } from './messages.ts';
import type { PliId } from '../tp/pli.ts';

export const FINANCIAL_YEAR_MIN = 2010;
export const FINANCIAL_YEAR_MAX = 2029;

export interface FinancialSetup {
  readonly includeFinancials: boolean;
  readonly pli?: PliId | null;
  readonly startYear: number;
  readonly endYear: number;
  /** year → metric → file column */
  readonly mapping: Readonly<Record<string, Readonly<Record<string, string | null | undefined>>>>;
}

export const isFinancialYear = (y: number): boolean => Number.isInteger(y) && y >= FINANCIAL_YEAR_MIN && y <= FINANCIAL_YEAR_MAX;

export function validateFinancialSetup(s: FinancialSetup): string[] {
  if (!s.includeFinancials) return [];
  const errors: string[] = [];
  if (!isFinancialYear(s.startYear) || !isFinancialYear(s.endYear)) errors.push(MESSAGES.yearOutOfRange);
  else if (s.startYear > s.endYear) errors.push(MESSAGES.startAfterEnd);
  const anyMapped = Object.values(s.mapping ?? {}).some((m) => Object.values(m ?? {}).some((v) => typeof v === 'string' && v.trim() !== ''));
  if (!anyMapped) errors.push(MESSAGES.financialFieldRequired);
  return errors;
}

/** The financial data setup as the import request sends it (contract FinancialDataSetup). */
export interface FinancialDataSetupInput {
  readonly pli?: string | null;
  readonly start_year: number;
  readonly end_year: number;
  readonly column_mapping: readonly { readonly year: number; readonly metric: string; readonly column: string }[];
}

/** Is the year one of the study's financial years (start to end, inclusive)? */
export const isWithinSetupYears = (s: Pick<FinancialDataSetupInput, 'start_year' | 'end_year'>, year: number): boolean =>
  year >= s.start_year && year <= s.end_year;

/** The financial years of a setup, start to end. */
export function setupYears(s: Pick<FinancialDataSetupInput, 'start_year' | 'end_year'>): number[] {
  return Array.from({ length: Math.max(0, s.end_year - s.start_year + 1) }, (_, i) => s.start_year + i);
}

export const columnOutsideYearsMessage = (column: string, year: number, s: Pick<FinancialDataSetupInput, 'start_year' | 'end_year'>): string =>
  `The column "${column}" is mapped to ${year}, outside ${s.start_year}–${s.end_year}.`;

/**
 * The same rules as validateFinancialSetup over the request's shape (the server's check is the one
 * that counts), plus: every mapped column belongs to a year of the setup. Empty when valid.
 */
export function financialDataSetupErrors(s: FinancialDataSetupInput): string[] {
  const mapping: Record<string, Record<string, string>> = {};
  for (const c of s.column_mapping) (mapping[String(c.year)] ??= {})[c.metric] = c.column;
  const errors = validateFinancialSetup({ includeFinancials: true, startYear: s.start_year, endYear: s.end_year, mapping });
  const outside = s.column_mapping.find((c) => !isWithinSetupYears(s, c.year));
  if (outside && errors.length === 0) errors.push(columnOutsideYearsMessage(outside.column, outside.year, s));
  return errors;
}
