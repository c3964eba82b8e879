/**
 * The FAR's financial analysis: the tested party's P&L by year and its PLIs (tp/pli.ts), each year
 * and over the years (weighted, the default, and simple). Missing values stay missing.
 */
import { computePli, PLI_IDS, type PliId } from '../tp/pli.ts';
import type { YearFinancials } from '../tp/financials.ts';

export interface FarPliRow {
  readonly pli: PliId;
  readonly perYear: readonly { readonly year: number; readonly value: number | null }[];
  readonly weighted: number | null;
  readonly simple: number | null;
}

/** PLIs the tested party's P&L can show (ROCE needs current liabilities, which a FAR does not ask). */
export const FAR_PLIS: readonly PliId[] = PLI_IDS.filter((p) => p !== 'ROCE');

export function farPliTable(years: readonly YearFinancials[], plis: readonly PliId[] = FAR_PLIS): FarPliRow[] {
  const sorted = [...years].sort((a, b) => a.year - b.year);
  return plis.map((pli) => {
    const weighted = computePli(sorted, pli, 'weighted');
    const simple = computePli(sorted, pli, 'simple');
    return {
      pli,
      perYear: weighted.perYear.map((y) => ({ year: y.year, value: y.ratio })),
      weighted: weighted.value,
      simple: simple.value,
    };
  });
}
