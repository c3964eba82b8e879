import { describe, expect, it } from 'vitest';
import { workingCapitalAdjustment, type WcaParty } from '../../src/index.ts';

describe('IRS APA Attachment B', () => {
  // Comparable A of the IRS example: S 127.546, average AR 30.9085, tested AR/S 0.078, i 0.053.
  const tested: WcaParty = { sales: 1_000, cogs: 600, opex: 300, receivables: 78, inventory: 240, payables: 187 };
  const comparable: WcaParty = { sales: 127.546, cogs: 77.85, opex: 40, receivables: 30.9085, inventory: 35.2505, payables: 21.722 };
  const r = workingCapitalAdjustment(tested, comparable, { method: 'irs', rate: 0.053, base: 'sales' });

  it('RA = −1.096789 and adjusted sales = 126.449211', () => {
    expect(r.receivablesAdjustment).toBeCloseTo(-1.096789, 6);
    expect(r.adjustedSales).toBeCloseTo(126.449211, 6);
  });
  it('PA ≈ 0.111 (payables holding period on COGS) and IA ≈ −0.246', () => {
    expect(r.payablesAdjustment).toBeCloseTo(0.111, 3);
    expect(r.inventoryAdjustment).toBeCloseTo(-0.2459, 3);
    expect(r.adjustedCogs).toBeCloseTo(77.85 + r.payablesAdjustment! - r.inventoryAdjustment!, 12);
  });
  it('adjusted PLI = adjusted OP / adjusted sales; adjustment = adjusted − unadjusted', () => {
    const op = r.adjustedSales! - r.adjustedCogs! - 40;
    expect(r.adjustedPli).toBeCloseTo(op / r.adjustedSales!, 12);
    expect(r.unadjustedPli).toBeCloseTo((127.546 - 77.85 - 40) / 127.546, 12);
    expect(r.adjustment).toBeCloseTo(r.adjustedPli - r.unadjustedPli, 12);
  });
  it('cost base scales by total costs and divides by adjusted total costs', () => {
    const c = workingCapitalAdjustment(tested, comparable, { method: 'irs', rate: 0.053, base: 'costs' });
    const tcT = 900;
    const tcC = 117.85;
    const hAr = 30.9085 / 127.546;
    expect(c.receivablesAdjustment).toBeCloseTo(((78 / tcT) * tcC - 30.9085) * (0.053 / (1 + 0.053 * hAr)), 12);
    expect(c.adjustedPli).toBeCloseTo((c.adjustedSales! - c.adjustedCogs! - 40) / (c.adjustedCogs! + 40), 12);
  });
  it('identical working capital intensity gives almost no adjustment for receivables', () => {
    const same = workingCapitalAdjustment(comparable, comparable, { method: 'irs', rate: 0.05, base: 'sales' });
    expect(same.receivablesAdjustment).toBeCloseTo(0, 12);
    expect(same.adjustment).toBeCloseTo(0, 12);
  });
});

describe('simplified', () => {
  const tested: WcaParty = { sales: 1_000, cogs: 700, opex: 240, receivables: 200, inventory: 100, payables: 100 };
  const comparable: WcaParty = { sales: 500, cogs: 350, opex: 120, receivables: 50, inventory: 50, payables: 50 };
  it('sales base: PLI_c + i × (WC_t/S_t − WC_c/S_c)', () => {
    const r = workingCapitalAdjustment(tested, comparable, { method: 'simplified', rate: 0.05, base: 'sales' });
    expect(r.unadjustedPli).toBeCloseTo(0.06, 12);
    expect(r.testedIntensity).toBeCloseTo(0.2, 12);
    expect(r.comparableIntensity).toBeCloseTo(0.1, 12);
    expect(r.adjustment).toBeCloseTo(0.005, 12);
    expect(r.adjustedPli).toBeCloseTo(0.065, 12);
  });
  it('cost base: NCP_c + i × (WC_t/TC_t − WC_c/TC_c)', () => {
    const r = workingCapitalAdjustment(tested, comparable, { method: 'simplified', rate: 0.05, base: 'costs' });
    expect(r.unadjustedPli).toBeCloseTo(30 / 470, 12);
    expect(r.adjustment).toBeCloseTo(0.05 * (200 / 940 - 50 / 470), 12);
  });
  it('negative working capital (payables > receivables + inventory) lowers the PLI', () => {
    const r = workingCapitalAdjustment({ ...tested, payables: 500 }, comparable, { method: 'simplified', rate: 0.05, base: 'sales' });
    expect(r.adjustment).toBeLessThan(0);
  });
  it('errors are readable', () => {
    expect(() => workingCapitalAdjustment(tested, { ...comparable, sales: 0 }, { method: 'simplified', rate: 0.05, base: 'sales' })).toThrow(/comparable party's sales is zero/);
    expect(() => workingCapitalAdjustment(tested, { ...comparable, inventory: NaN }, { method: 'irs', rate: 0.05, base: 'sales' })).toThrow(/comparable party's inventory must be a finite number/);
    expect(() => workingCapitalAdjustment(tested, comparable, { method: 'oecd' as 'irs', rate: 0.05, base: 'sales' })).toThrow(/Unknown WCA method/);
  });
});
