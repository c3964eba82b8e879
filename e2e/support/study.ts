// A small study of industrial distributors analysed from their stored descriptions (no websites):
// the local Research Analyst accepts the distributors, rejects the manufacturer and refrains on
// the company whose description says nothing about what it does.
import type { CompanyRow } from './companies.ts';
import type { Criteria } from './runs.ts';

export const DISTRIBUTION_CRITERIA: Criteria = {
  accept: ['wholesale distribution of industrial pumps, valves or spare parts'],
  reject: ['manufacturing of pumps or components in its own plants'],
};

/** The same criteria the other way round: every automated decision flips on a re-run. */
export const MANUFACTURING_CRITERIA: Criteria = {
  accept: ['manufacturing of pumps or components in its own plants'],
  reject: ['wholesale distribution of industrial pumps, valves or spare parts'],
};

export const NORDHAVN: CompanyRow = {
  name: 'Nordhavn Industrial Supply A/S',
  country: 'Denmark',
  database_description:
    'Nordhavn Industrial Supply A/S is an independent wholesale distributor of pumps, valves and spare parts for industrial customers in Scandinavia. It buys from European manufacturers and holds stock in its Copenhagen warehouse.',
  financial_data: [
    { year: 2022, revenue: 132_000_000, cost_of_goods_sold: 99_000_000, operating_profit: 7_260_000 },
    { year: 2023, revenue: 141_000_000, cost_of_goods_sold: 105_750_000, operating_profit: 7_755_000 },
  ],
};

export const BRIGHTWATER: CompanyRow = {
  name: 'Brightwater Components GmbH',
  country: 'Germany',
  database_description:
    'Brightwater Components GmbH designs and manufactures pump housings and impellers in its own plants in Bavaria, selling them to pump makers.',
  financial_data: [
    { year: 2022, revenue: 80_000_000, operating_profit: 6_400_000 },
    { year: 2023, revenue: 84_000_000, operating_profit: 7_100_000 },
  ],
};

export const FJORD: CompanyRow = {
  name: 'Fjord Holdings ApS',
  country: 'Denmark',
  database_description: 'Fjord Holdings ApS was registered in 2019 in Aarhus.',
  financial_data: [
    { year: 2022, revenue: 12_000_000, operating_profit: 300_000 },
    { year: 2023, revenue: 13_000_000, operating_profit: 390_000 },
  ],
};

export const OSTRAVA: CompanyRow = {
  name: 'Ostrava Valve Trading s.r.o.',
  country: 'Czechia',
  database_description:
    'Ostrava Valve Trading is a wholesale distributor of industrial valves and pumps bought from European manufacturers; it resells them to plant operators in Czechia and Slovakia.',
  financial_data: [
    { year: 2022, revenue: 46_000_000, cost_of_goods_sold: 36_000_000, operating_profit: 2_300_000 },
    { year: 2023, revenue: 52_000_000, cost_of_goods_sold: 40_000_000, operating_profit: 2_600_000 },
  ],
};
