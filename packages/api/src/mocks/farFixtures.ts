// Fixtures of the FAR reports: a limited-risk distributor of industrial pumps in Sweden, with its
// matrix, three years of financials, a linked benchmark and its revision history.
import { farCriteria } from '@quartile/domain';
import type { FAR, FarBenchmarkInputs, FarRevision } from '../types.ts';
import { FIXTURE_IDS, fixtureId } from './ids.ts';

const PARENT = 'Helvetia Pumps AG (parent)';

export function makeFar(overrides: Partial<FAR> = {}): FAR {
  return {
    id: FIXTURE_IDS.far,
    title: 'Helvetia Pumps Nordic AB — FAR FY2023',
    status: 'draft',
    client_id: FIXTURE_IDS.client,
    client_name: 'Helvetia Pumps AG',
    benchmarks: [{ id: FIXTURE_IDS.benchmark, name: 'Nordic pump distributors FY2021–2023' }],
    fiscal_year: 2023,
    tested_party: 'Helvetia Pumps Nordic AB',
    tested_party_country: 'Sweden',
    group_name: 'Helvetia Pumps',
    industry: 'industrial pumps and valves',
    transactions:
      'Buys finished pumps and spare parts from Helvetia Pumps AG and resells them to OEMs and contractors in Sweden, Norway and Finland.',
    characterisation: 'limited-risk distributor',
    characterisation_rationale: 'Sells and holds stock locally; the parent sets prices, owns the brand and buys back obsolete stock.',
    content: {
      functions: [
        {
          name: 'Strategic management',
          level: 'none',
          performed_by: PARENT,
          notes: 'Group strategy and pricing policy are set in Zurich.',
        },
        { name: 'Sales and distribution', level: 'full', performed_by: '', notes: 'Own sales team of 14 covering the Nordics.' },
        { name: 'Marketing', level: 'limited', performed_by: PARENT, notes: 'Local trade fairs; campaigns come from the parent.' },
        { name: 'Inventory management and warehousing', level: 'full', performed_by: '', notes: 'Warehouse in Gothenburg.' },
      ],
      assets: [
        {
          name: 'Trade intangibles (brands, customer lists)',
          level: 'none',
          performed_by: PARENT,
          notes: 'The Helvetia brand is owned by the parent.',
        },
        { name: 'Inventory', level: 'limited', performed_by: '', notes: 'About 60 days of stock.' },
      ],
      risks: [
        { name: 'Market risk', level: 'limited', performed_by: PARENT, notes: 'Target margin agreed with the parent.' },
        { name: 'Inventory risk', level: 'limited', performed_by: PARENT, notes: 'Obsolete stock is bought back by the parent.' },
        { name: 'Credit risk', level: 'full', performed_by: '', notes: 'Bears customer default up to 90 days.' },
      ],
    },
    financials: [
      {
        year: 2021,
        revenue: 48_200_000,
        cost_of_goods_sold: 39_100_000,
        operating_expenses: 7_400_000,
        operating_profit: 1_700_000,
        net_profit: 1_250_000,
        total_assets: 21_000_000,
      },
      {
        year: 2022,
        revenue: 52_900_000,
        cost_of_goods_sold: 42_800_000,
        operating_expenses: 8_050_000,
        operating_profit: 2_050_000,
        net_profit: 1_520_000,
        total_assets: 22_400_000,
      },
      {
        year: 2023,
        revenue: 55_300_000,
        cost_of_goods_sold: 44_900_000,
        operating_expenses: 8_300_000,
        operating_profit: 2_100_000,
        net_profit: 1_610_000,
        total_assets: 23_100_000,
      },
    ],
    currency: 'SEK',
    version: 3,
    created_by: { id: FIXTURE_IDS.user, name: 'Anna Lindqvist' },
    updated_by: { id: FIXTURE_IDS.user, name: 'Anna Lindqvist' },
    created_at: '2025-04-02T12:00:00.000Z',
    updated_at: '2025-05-28T15:10:00.000Z',
    ...overrides,
  };
}

export function makeFars(): FAR[] {
  return [
    makeFar(),
    makeFar({
      id: fixtureId('far', 2),
      title: 'Saffron Spice Exports — contract manufacturing FAR FY2024',
      status: 'final',
      client_name: 'Saffron Spice Exports Pvt Ltd',
      client_id: fixtureId('client', 2),
      benchmarks: [],
      fiscal_year: 2024,
      tested_party: 'Saffron Spice Processing LLP',
      tested_party_country: 'India',
      characterisation: 'contract manufacturer',
      updated_at: '2025-05-20T09:00:00.000Z',
    }),
    makeFar({
      id: fixtureId('far', 3),
      title: 'Fjord Logistics — routine services FAR',
      client_name: 'Fjord Logistics AS',
      client_id: fixtureId('client', 3),
      benchmarks: [],
      fiscal_year: null,
      tested_party: '',
      characterisation: null,
      updated_by: null,
      updated_at: '2025-05-12T09:00:00.000Z',
    }),
  ];
}

export function makeFarHistory(): FarRevision[] {
  return [
    {
      id: fixtureId('far-revision', 3),
      version: 3,
      edited_by: { id: FIXTURE_IDS.user, name: 'Anna Lindqvist' },
      edited_at: '2025-05-28T15:10:00.000Z',
      summary: 'Edited risks and financials',
      fields: ['risks', 'financials'],
    },
    {
      id: fixtureId('far-revision', 2),
      version: 2,
      edited_by: { id: fixtureId('user', 2), name: 'Johan Berg' },
      edited_at: '2025-05-21T10:02:00.000Z',
      summary: 'Edited characterisation and rationale',
      fields: ['characterisation', 'characterisation_rationale'],
    },
    {
      id: fixtureId('far-revision', 1),
      version: 1,
      edited_by: { id: FIXTURE_IDS.user, name: 'Anna Lindqvist' },
      edited_at: '2025-04-02T12:00:00.000Z',
      summary: 'Created',
      fields: [],
    },
  ];
}

export function makeFarBenchmarkInputs(overrides: Partial<FarBenchmarkInputs> = {}): FarBenchmarkInputs {
  // What the server derives from the FAR (domain farCriteria), as the endpoint answers it.
  const criteria = farCriteria(makeFar());
  return {
    benchmark_id: FIXTURE_IDS.benchmark,
    tested_party_description:
      'Helvetia Pumps Nordic AB (Sweden) is a limited-risk distributor in industrial pumps and valves of the Helvetia Pumps group. It performs sales and distribution and inventory management and warehousing, and to a limited extent marketing.',
    financials: [
      { year: 2021, revenue: 48_200_000, cost_of_goods_sold: 39_100_000, operating_expenses: 7_400_000, operating_profit: 1_700_000 },
      { year: 2022, revenue: 52_900_000, cost_of_goods_sold: 42_800_000, operating_expenses: 8_050_000, operating_profit: 2_050_000 },
      { year: 2023, revenue: 55_300_000, cost_of_goods_sold: 44_900_000, operating_expenses: 8_300_000, operating_profit: 2_100_000 },
    ],
    criteria: { accept: [...criteria.accept], reject: [...criteria.reject] },
    current_criteria: { accept: [], reject: [] },
    current_tested_party_description: 'LRD',
    identical_to_current: false,
    ...overrides,
  };
}
