import { describe, expect, it } from 'vitest';
import { functionAgreement, registerActivity } from '../src/quality/functionReadingAgreement.ts';

describe('functionAgreement: the TNMM function read against the register activity', () => {
  it('maps the ccc primary business activities to register classes, and leaves associations and government out', () => {
    expect(registerActivity('Manufacturer / Processor / Producer')).toBe('manufacturer');
    expect(registerActivity('Trading House / Wholesaler / Agent and Distributor')).toBe('distributor');
    expect(registerActivity('Services')).toBe('services');
    expect(registerActivity('Retail')).toBe('retail');
    expect(registerActivity('Association')).toBeNull();
    expect(registerActivity('Government')).toBeNull();
  });

  it('counts agreement per class and names the confusions', async () => {
    const a = await functionAgreement([
      { name: 'Kappa Hydraulics Ltd.', text: 'Kappa Hydraulics Ltd. manufactures hydraulic presses and metal forming machines in its plant in Ontario.', activity: 'manufacturer' },
      { name: 'Mu Supply', text: 'Mu Supply is a wholesale distributor of pumps and compressors to contractors.', activity: 'distributor' },
      { name: 'Nu Pumps', text: 'Nu Pumps is a wholesale distributor of pumps and compressors to contractors.', activity: 'manufacturer' },
    ]);
    expect(a.companies).toBe(3);
    expect(a.agreement).toBe(0.667);
    expect(a.byActivity.manufacturer).toEqual({ companies: 2, agreement: 0.5, unread: 0 });
    expect(a.byActivity.distributor).toEqual({ companies: 1, agreement: 1, unread: 0 });
    expect(a.byActivity.retail.companies).toBe(0);
    expect(a.confusions).toEqual([['manufacturer->distributor', 1]]);
  });
});
