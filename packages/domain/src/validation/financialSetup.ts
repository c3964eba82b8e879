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
