/**
 * One company-year of financials and the accounting identities that complete it
 * (docs/transfer-pricing.md, "Profit level indicators"):
 *   GP = S − COGS,  OPEX = GP − OP,  TC = S − OP,  capital employed = total assets − current liabilities.
 * Any two members of {S, COGS, GP} give the third; any two of {GP, OPEX, OP} and of {S, TC, OP}
 * likewise. Database exports give either capital employed or current liabilities.
 * Values that are missing (`undefined`, `null`, NaN) stay missing unless an identity derives
 * them; nothing is ever imputed.
 */
/** The figures a company reports (database exports, annual reports, a FAR's financials). */
export const REPORTED_FINANCIAL_FIELDS = [
  'revenue',
  'cost_of_goods_sold',
  'gross_profit',
  'operating_expenses',
  'operating_profit',
  'net_profit',
  'total_assets',
  'current_liabilities',
] as const;
export type ReportedFinancialField = (typeof REPORTED_FINANCIAL_FIELDS)[number];

export const FINANCIAL_FIELDS = [...REPORTED_FINANCIAL_FIELDS, 'total_costs', 'capital_employed'] as const;
export type FinancialField = (typeof FINANCIAL_FIELDS)[number];

export type YearFinancials = { readonly year: number } & {
  readonly [K in FinancialField]?: number | null;
};

export type CompleteYear = { readonly year: number } & { readonly [K in FinancialField]: number | null };

function known(x: number | null | undefined): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

/** Fills every value the identities allow; reports `null` for what stays unknown. */
export function deriveFinancials(y: YearFinancials): CompleteYear {
  let s = known(y.revenue) ? y.revenue : null;
  let cogs = known(y.cost_of_goods_sold) ? y.cost_of_goods_sold : null;
  let gp = known(y.gross_profit) ? y.gross_profit : null;
  let opex = known(y.operating_expenses) ? y.operating_expenses : null;
  let op = known(y.operating_profit) ? y.operating_profit : null;
  let tc = known(y.total_costs) ? y.total_costs : null;
  for (let pass = 0; pass < 3; pass++) {
    if (gp === null && s !== null && cogs !== null) gp = s - cogs;
    if (s === null && gp !== null && cogs !== null) s = gp + cogs;
    if (cogs === null && s !== null && gp !== null) cogs = s - gp;
    if (opex === null && gp !== null && op !== null) opex = gp - op;
    if (op === null && gp !== null && opex !== null) op = gp - opex;
    if (gp === null && op !== null && opex !== null) gp = op + opex;
    if (op === null && s !== null && tc !== null) op = s - tc;
    if (s === null && tc !== null && op !== null) s = tc + op;
    if (tc === null && s !== null && op !== null) tc = s - op;
  }
  const ta = known(y.total_assets) ? y.total_assets : null;
  const cl = known(y.current_liabilities) ? y.current_liabilities : null;
  const ce = known(y.capital_employed) ? y.capital_employed : ta !== null && cl !== null ? ta - cl : null;
  return {
    year: y.year,
    revenue: s,
    cost_of_goods_sold: cogs,
    gross_profit: gp,
    operating_expenses: opex,
    operating_profit: op,
    net_profit: known(y.net_profit) ? y.net_profit : null,
    total_assets: ta,
    current_liabilities: cl !== null ? cl : ta !== null && ce !== null ? ta - ce : null,
    total_costs: tc,
    capital_employed: ce,
  };
}
