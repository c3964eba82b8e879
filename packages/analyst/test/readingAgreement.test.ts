import { describe, expect, it } from 'vitest';
import { sectorOf } from '../src/classification/classificationIndex.ts';
import { readingAgreement } from '../src/quality/companyReadingAgreement.ts';

describe('readingAgreement: the company reading against the register code', () => {
  it('counts agreement by sector, subsector and industry group, leaves NAICS Canada wholesale out and names the confusions', () => {
    const a = readingAgreement([
      { name: 'Kappa Hydraulics Ltd.', text: 'Kappa Hydraulics Ltd. designs and manufactures hydraulic presses and metal forming machines in its plant in Ontario.', naics: '333519' },
      { name: 'Lambda Haulage Inc.', text: 'Lambda Haulage Inc. is a long-distance truckload carrier hauling general freight across Canada.', naics: '336110' },
      { name: 'Mu Supply', text: 'Mu Supply is a distributor of pumps and compressors.', naics: '417230' },
    ]);
    expect(a.companies).toBe(2);
    expect(a.sector).toBe(0.5);
    expect(a.subsector).toBe(0.5);
    expect(a.confusions).toEqual([['31-33->48-49', 1]]);
  });

  it('reads the NAICS sector groups as one sector each', () => {
    expect(['311', '332', '336'].map(sectorOf)).toEqual(['31-33', '31-33', '31-33']);
    expect(['441', '454'].map(sectorOf)).toEqual(['44-45', '44-45']);
    expect(sectorOf('484')).toBe('48-49');
    expect(sectorOf('541')).toBe('54');
  });
});
