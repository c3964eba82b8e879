import { describe, expect, it } from 'vitest';
import { farCriteria, farPliTable, farTemplate, farTestedPartyDescription, suggestCharacterisation, type FarMatrix } from '../src/index.ts';

const lrd = farTemplate('limited-risk distributor', 'Helvetia Pumps AG');

describe('FAR matrix', () => {
  it('starts from the checklist with the characterisation’s usual levels and the principal for the rest', () => {
    expect(lrd.functions.map((f) => f.name)).toContain('Sales and distribution');
    expect(lrd.functions.find((f) => f.name === 'Sales and distribution')).toEqual({
      name: 'Sales and distribution',
      level: 'full',
      performed_by: '',
      notes: '',
    });
    expect(lrd.risks.find((r) => r.name === 'Market risk')).toMatchObject({ level: 'limited', performed_by: 'Helvetia Pumps AG' });
    expect(farTemplate(null).functions.every((f) => f.level === 'none')).toBe(true);
  });

  it('reads the characterisation off the matrix', () => {
    expect(suggestCharacterisation(lrd)?.characterisation).toBe('limited-risk distributor');
    expect(suggestCharacterisation(farTemplate('full-fledged distributor'))?.characterisation).toBe('full-fledged distributor');
    expect(suggestCharacterisation(farTemplate('contract manufacturer'))?.characterisation).toBe('contract manufacturer');
    expect(suggestCharacterisation(farTemplate('toll manufacturer'))?.characterisation).toBe('toll manufacturer');
    expect(suggestCharacterisation(farTemplate('full-fledged manufacturer'))?.characterisation).toBe('full-fledged manufacturer');
    expect(suggestCharacterisation(farTemplate('commission agent'))?.characterisation).toBe('commission agent');
    expect(suggestCharacterisation(farTemplate('routine service provider'))?.characterisation).toBe('routine service provider');
    expect(suggestCharacterisation(farTemplate('contract R&D provider'))?.characterisation).toBe('contract R&D provider');
    expect(suggestCharacterisation(farTemplate(null))).toBeNull();
    const bearsRisk: FarMatrix = { ...lrd, risks: lrd.risks.map((r) => (/market|inventory/i.test(r.name) ? { ...r, level: 'full' } : r)) };
    expect(suggestCharacterisation(bearsRisk)).toMatchObject({
      characterisation: 'full-fledged distributor',
      reasons: ['sales and distribution: full', 'bears full market and inventory risk'],
    });
  });
});

describe('benchmark inputs from a FAR', () => {
  const far = {
    tested_party: 'Helvetia Pumps Nordic AB',
    tested_party_country: 'Sweden',
    group_name: 'Helvetia Pumps',
    industry: 'industrial pumps and valves',
    transactions: 'Buys finished pumps from Helvetia Pumps AG and resells them to OEMs in the Nordics',
    characterisation: 'limited-risk distributor' as const,
    content: {
      functions: [
        { name: 'Sales and distribution', level: 'full' as const, performed_by: '', notes: '' },
        { name: 'Marketing', level: 'limited' as const, performed_by: 'Helvetia Pumps AG', notes: '' },
      ],
      assets: [{ name: 'Trade intangibles', level: 'none' as const, performed_by: 'Helvetia Pumps AG', notes: '' }],
      risks: [{ name: 'Inventory risk', level: 'limited' as const, performed_by: 'Helvetia Pumps AG', notes: '' }],
    },
  };

  it('writes the tested party description from the FAR', () => {
    expect(farTestedPartyDescription(far)).toBe(
      'Helvetia Pumps Nordic AB (Sweden) is a limited-risk distributor in industrial pumps and valves of the Helvetia Pumps group. Buys finished pumps from Helvetia Pumps AG and resells them to OEMs in the Nordics. It performs sales and distribution, and to a limited extent marketing. It bears to a limited extent inventory risk. Helvetia Pumps AG performs or bears marketing, trade intangibles and inventory risk.',
    );
  });

  it('derives the criteria from the characterisation and the products', () => {
    expect(farCriteria(far)).toEqual({
      accept: [
        'wholesale distribution of industrial pumps and valves',
        'trading of industrial pumps and valves bought from third-party suppliers',
      ],
      reject: [
        'manufacturing or production of goods',
        'retail to consumers',
        'research and development of own products',
        'financial services',
        'holding company',
      ],
    });
    expect(farCriteria({ ...far, characterisation: null })).toEqual({ accept: [], reject: [] });
  });
});

describe('FAR financial analysis', () => {
  it('computes every PLI per year and over the years with the domain rules (docs test vector)', () => {
    const rows = farPliTable([
      { year: 2021, revenue: 1000, operating_profit: 50 },
      { year: 2022, revenue: 2000, operating_profit: 40 },
      { year: 2023, revenue: 500, operating_profit: 40 },
    ]);
    const om = rows.find((r) => r.pli === 'OM')!;
    expect(om.weighted).toBeCloseTo(0.037142857, 8);
    expect(om.simple).toBeCloseTo(0.05, 10);
    expect(om.perYear.map((y) => y.value)).toEqual([0.05, 0.02, 0.08]);
    expect(rows.find((r) => r.pli === 'GM')?.weighted).toBeNull();
    expect(rows.map((r) => r.pli)).not.toContain('ROCE');
  });
});
