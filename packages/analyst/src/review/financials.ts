/**
 * Breaks in the financials across the years studied, a sign of a business model shift that the
 * sources may not mention: revenue that more than doubles or halves from one year to the next
 * (a merger, a disposal), a gross margin that moves by 15 points or more (a different business),
 * and a missing year between reported ones. Figures are never imputed.
 */
import { dataEvidence, formatAmount, formatPercent } from './flag.ts';
import type { FlagEvidence, ReviewFinancialYear } from './types.ts';

const GROWTH_BREAK = 1.75;
const DROP_BREAK = 0.5;
const MARGIN_BREAK = 0.15;

const num = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isFinite(x);

function grossMargin(y: ReviewFinancialYear): number | null {
  if (!num(y.revenue) || y.revenue <= 0) return null;
  const gp = num(y.gross_profit) ? y.gross_profit : num(y.cost_of_goods_sold) ? y.revenue - y.cost_of_goods_sold : null;
  return gp === null ? null : gp / y.revenue;
}

export function financialBreaks(financials: readonly ReviewFinancialYear[], years?: readonly number[]): FlagEvidence[] {
  const inWindow = years && years.length > 0 ? (y: number) => y >= Math.min(...years) - 1 && y <= Math.max(...years) : () => true;
  const rows = [...financials]
    .filter((f) => inWindow(f.year) && (num(f.revenue) || num(f.operating_profit)))
    .sort((a, b) => a.year - b.year);
  const out: FlagEvidence[] = [];
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1] as ReviewFinancialYear;
    const b = rows[i] as ReviewFinancialYear;
    if (b.year - a.year > 1) {
      out.push(dataEvidence(`Missing year`, `no figures between ${a.year} and ${b.year}`));
      continue;
    }
    if (num(a.revenue) && num(b.revenue) && a.revenue > 0) {
      const ratio = b.revenue / a.revenue;
      if (ratio >= GROWTH_BREAK || ratio <= DROP_BREAK) {
        out.push(
          dataEvidence(
            `Revenue ${a.year} → ${b.year}`,
            `${formatAmount(a.revenue)} → ${formatAmount(b.revenue)} (${formatPercent(ratio - 1)})`,
          ),
        );
      }
    }
    const ma = grossMargin(a);
    const mb = grossMargin(b);
    if (ma !== null && mb !== null && Math.abs(mb - ma) >= MARGIN_BREAK) {
      out.push(dataEvidence(`Gross margin ${a.year} → ${b.year}`, `${(ma * 100).toFixed(1)} % → ${(mb * 100).toFixed(1)} %`));
    }
  }
  return out;
}
