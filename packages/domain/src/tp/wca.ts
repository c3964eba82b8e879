/**
 * Working-capital adjustment (docs/transfer-pricing.md, "Working-capital adjustment"). Offered,
 * never applied by default.
 *
 * Base: `sales` adjusts the operating margin OP/S; `costs` adjusts the net cost plus OP/TC with
 * TC = COGS + OPEX. B below is sales or total costs accordingly.
 *
 * `simplified` (OECD TPG Annex to Chapter III style): WC = receivables + inventory − payables,
 *   adjusted PLI_c = PLI_c + i × (WC_t / B_t − WC_c / B_c).
 *
 * `irs` (IRS APA "Attachment B", Internal Revenue Bulletin 2004-15):
 *   RA = {[(AR_t/B_t)·B_c] − AR_c}·{i/[1 + i·h_c]}, h_c = AR_c / S_c
 *   PA = {[(AP_t/B_t)·B_c] − AP_c}·{i/[1 + i·h_c]}, h_c = AP_c / COGS_c
 *   IA = {[(INV_t/B_t)·B_c] − INV_c}·i
 *   adjusted S_c = S_c + RA; adjusted COGS_c = COGS_c + PA − IA; OPEX unchanged;
 *   adjusted PLI = adjusted OP / adjusted S (sales) or adjusted OP / (adjusted COGS + OPEX) (costs).
 */
export interface WcaParty {
  readonly sales: number;
  readonly cogs: number;
  readonly opex: number;
  readonly receivables: number;
  readonly inventory: number;
  readonly payables: number;
}

export const WCA_METHODS = ['simplified', 'irs'] as const;
export type WcaMethod = (typeof WCA_METHODS)[number];
export const WCA_BASES = ['sales', 'costs'] as const;
export type WcaBase = (typeof WCA_BASES)[number];

export interface WcaOptions {
  readonly method: WcaMethod;
  /** Interest rate as a fraction (0.05 = 5 %). */
  readonly rate: number;
  readonly base: WcaBase;
}

export interface WcaResult {
  readonly method: WcaMethod;
  readonly base: WcaBase;
  readonly rate: number;
  readonly unadjustedPli: number;
  readonly adjustment: number;
  readonly adjustedPli: number;
  /** simplified: WC / B of each party. */
  readonly testedIntensity?: number;
  readonly comparableIntensity?: number;
  /** irs: the three balance adjustments and the adjusted comparable figures. */
  readonly receivablesAdjustment?: number;
  readonly payablesAdjustment?: number;
  readonly inventoryAdjustment?: number;
  readonly adjustedSales?: number;
  readonly adjustedCogs?: number;
}

const PARTY_FIELDS = ['sales', 'cogs', 'opex', 'receivables', 'inventory', 'payables'] as const;

function assertParty(p: WcaParty, who: string): void {
  if (p === null || typeof p !== 'object') throw new RangeError(`The ${who} party's figures are missing.`);
  for (const f of PARTY_FIELDS) {
    const v = p[f];
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new RangeError(`The ${who} party's ${f} must be a finite number, got ${String(v)}.`);
    }
  }
}

function nonZero(x: number, what: string): number {
  if (x === 0) throw new RangeError(`Cannot adjust: ${what} is zero.`);
  return x;
}

const baseOf = (p: WcaParty, base: WcaBase): number => (base === 'sales' ? p.sales : p.cogs + p.opex);
const baseName = (who: string, base: WcaBase): string => `the ${who} party's ${base === 'sales' ? 'sales' : 'total costs'}`;

export function workingCapitalAdjustment(tested: WcaParty, comparable: WcaParty, options: WcaOptions): WcaResult {
  assertParty(tested, 'tested');
  assertParty(comparable, 'comparable');
  const { method, rate, base } = options;
  if (!(WCA_METHODS as readonly string[]).includes(method)) throw new RangeError(`Unknown WCA method "${String(method)}". Use simplified or irs.`);
  if (!(WCA_BASES as readonly string[]).includes(base)) throw new RangeError(`Unknown WCA base "${String(base)}". Use sales or costs.`);
  if (typeof rate !== 'number' || !Number.isFinite(rate)) throw new RangeError(`The interest rate must be a finite number, got ${String(rate)}.`);
  const bt = nonZero(baseOf(tested, base), baseName('tested', base));
  const bc = nonZero(baseOf(comparable, base), baseName('comparable', base));
  const unadjustedPli = (comparable.sales - comparable.cogs - comparable.opex) / bc;

  if (method === 'simplified') {
    const wc = (p: WcaParty) => p.receivables + p.inventory - p.payables;
    const testedIntensity = wc(tested) / bt;
    const comparableIntensity = wc(comparable) / bc;
    const adjustment = rate * (testedIntensity - comparableIntensity);
    return { method, base, rate, unadjustedPli, adjustment, adjustedPli: unadjustedPli + adjustment, testedIntensity, comparableIntensity };
  }

  const hAr = comparable.receivables / nonZero(comparable.sales, "the comparable party's sales");
  const hAp = comparable.payables / nonZero(comparable.cogs, "the comparable party's cost of goods sold");
  const receivablesAdjustment = ((tested.receivables / bt) * bc - comparable.receivables) * (rate / (1 + rate * hAr));
  const payablesAdjustment = ((tested.payables / bt) * bc - comparable.payables) * (rate / (1 + rate * hAp));
  const inventoryAdjustment = ((tested.inventory / bt) * bc - comparable.inventory) * rate;
  const adjustedSales = comparable.sales + receivablesAdjustment;
  const adjustedCogs = comparable.cogs + payablesAdjustment - inventoryAdjustment;
  const adjustedOp = adjustedSales - adjustedCogs - comparable.opex;
  const adjustedBase = base === 'sales' ? adjustedSales : adjustedCogs + comparable.opex;
  const adjustedPli = adjustedOp / nonZero(adjustedBase, 'the adjusted base');
  return {
    method, base, rate, unadjustedPli, adjustment: adjustedPli - unadjustedPli, adjustedPli,
    receivablesAdjustment, payablesAdjustment, inventoryAdjustment, adjustedSales, adjustedCogs,
  };
}
