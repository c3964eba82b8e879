// Companies for the Companies tab's stories: the mock list plus the data problems the spec names.
import type { Company } from '@quartile/api';
import { makeCompany } from '@quartile/api/mocks';

const base = (n: number, overrides: Partial<Company>): Company =>
  makeCompany(1, { id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, row: n + 1, status: 'Not Analyzed', source_valid: true, ...overrides });

/** Ten companies: clean ones, a missing name, a missing country, an invalid and a missing website, an excluded one. */
export function importedCompanies(): Company[] {
  return [
    base(1, { name: 'Kallio Industrial Oy', country: 'Finland', website: 'https://www.kallio-industrial.fi', bvd_id: 'FI01234567', attributes: { independence_indicator: 'A+', city: 'Espoo', sic_code: 3561 } }),
    base(2, { name: 'Brennero Componenti SpA', country: 'Italy', website: 'not a url', invalid_url: true, source_valid: false }),
    base(3, { name: 'Nordhavn Teknik A/S', country: null, website: 'https://nordhavn-teknik.dk' }),
    base(4, { name: null, country: 'Germany', website: 'https://www.rheinpumpen.de' }),
    base(5, { name: 'Iberia Válvulas SL', country: 'Spain', website: null, missing_website: true, source_valid: false }),
    base(6, { name: 'Polder Hydraulics BV', country: 'Netherlands', website: 'https://polder-hydraulics.nl', is_excluded: true, status: 'Excluded', exclusion_reason: 'Not independent: BvD independence indicator D (allowed: A, B)' }),
    base(7, { name: 'Danube Flow Kft', country: 'Hungary', website: 'https://danubeflow.hu', outdated_criteria: true }),
    base(8, { name: 'Carpathia Pompe SRL', country: 'Romania', website: 'https://carpathia-pompe.ro', url_manually_validated: true }),
    base(9, { name: 'Fjord Maskin AS', country: 'Norway', website: 'https://fjordmaskin.no' }),
    base(10, { name: 'Old List Trading Ltd', country: 'Ireland', website: 'https://oldlist.ie', status: 'Deleted' }),
  ];
}

/** Four companies with a year of financials and their activity codes, one without either. */
export function companiesWithFinancials(): Company[] {
  const empty = { cost_of_goods_sold: null, gross_profit: null, operating_expenses: null, total_costs: null, net_profit: null, total_assets: null, capital_employed: null };
  const year = (revenue: number, operating_profit: number) => [{ year: 2023, revenue, operating_profit, ...empty }];
  return [
    base(1, { name: 'Kallio Industrial Oy', country: 'Finland', attributes: { nace_code: '2813' }, financial_data: year(40_000_000, 2_400_000) }),
    base(2, { name: 'Brennero Componenti SpA', country: 'Italy', attributes: { nace_code: '2814' }, financial_data: year(120_000_000, 13_200_000) }),
    base(3, { name: 'Nordhavn Teknik A/S', country: 'Denmark', attributes: { naics_code: '333914' }, financial_data: year(8_000_000, -400_000) }),
    base(4, { name: 'Fjord Maskin AS', country: 'Norway', attributes: {}, financial_data: [] }),
    base(5, { name: 'Danube Flow Kft', country: 'Hungary', attributes: { sic_code: '3561' }, financial_data: year(15_000_000, 600_000) }),
  ];
}

const STEMS = ['Nordwind', 'Alpine', 'Baltic', 'Iberia', 'Polder', 'Danube', 'Rhine', 'Carpathia', 'Fjord', 'Adriatic'];
const KINDS = ['Logistics', 'Components', 'Freight', 'Distribution', 'Trading', 'Services'];
const COUNTRIES = ['Germany', 'France', 'Netherlands', 'Spain', 'Italy', 'Poland', 'Sweden', 'Austria'];

/** `count` deterministic companies with three years of financials (the 10,000-row table). */
export function manyCompanies(count: number): Company[] {
  const template = makeCompany(1, { status: 'Not Analyzed', source_valid: true });
  return Array.from({ length: count }, (_, i) => {
    const revenue = 2_000_000 + ((i * 7919) % 248_000) * 1000;
    return {
      ...template,
      id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
      row: i + 2,
      name: `${STEMS[i % STEMS.length]} ${KINDS[(i * 7) % KINDS.length]} ${i + 1}`,
      country: COUNTRIES[(i * 3) % COUNTRIES.length]!,
      website: `https://www.company-${i + 1}.example.com`,
      is_excluded: i % 13 === 0,
      status: i % 13 === 0 ? 'Excluded' : 'Not Analyzed',
      financial_data: [2022, 2023, 2024].map((year, k) => ({
        year,
        revenue: revenue + k * 50_000,
        cost_of_goods_sold: null,
        gross_profit: null,
        operating_expenses: null,
        total_costs: null,
        operating_profit: Math.round((revenue * ((i % 9) - 2)) / 100),
        net_profit: null,
        total_assets: null,
        capital_employed: null,
      })),
    } satisfies Company;
  });
}
