// Fixtures of the Agents area: the agent cards and industry overviews in every status, with a Done
// overview whose statements cite real-looking sources (Danish industrial distributors).
import { AGENT_CATALOG, overviewTableHeads } from '@quartile/domain';
import type { Agent, IndustryOverview, IndustryOverviewStatus, IndustryOverviewSummary } from '../types.ts';
import { FIXTURE_IDS, FIXTURE_NOW, fixtureId } from './ids.ts';

const ROWS: readonly [string, string, IndustryOverviewStatus][] = [
  ['Wholesale distribution', 'Denmark', 'Done'],
  ['Specialty chemicals', 'Germany', 'Running'],
  ['IT services', 'India', 'Pending'],
  ['Automotive components', 'Mexico', 'Failed'],
  ['Logistics and freight forwarding', 'Netherlands', 'Job Created'],
];

const SOURCES: IndustryOverview['sources'] = [
  {
    id: 'description:nordhavn',
    kind: 'database_description',
    title: 'Nordhavn Industrial Supply A/S: database description (Nordic distribution FY2021–2023)',
    url: null,
    company_name: 'Nordhavn Industrial Supply A/S',
    retrieved_at: null,
  },
  {
    id: fixtureId('source', 'nordhavn-web'),
    kind: 'website',
    title: 'Nordhavn Industrial Supply A/S: https://www.nordhavn-supply.example/about',
    url: 'https://www.nordhavn-supply.example/about',
    company_name: 'Nordhavn Industrial Supply A/S',
    retrieved_at: '2025-05-20T08:00:00.000Z',
  },
  {
    id: 'financials:nordhavn',
    kind: 'financial_data',
    title: 'Nordhavn Industrial Supply A/S: financials FY2021–FY2023',
    url: null,
    company_name: 'Nordhavn Industrial Supply A/S',
    retrieved_at: null,
  },
  {
    id: 'description:kattegat',
    kind: 'database_description',
    title: 'Kattegat Bearings ApS: database description (Nordic distribution FY2021–2023)',
    url: null,
    company_name: 'Kattegat Bearings ApS',
    retrieved_at: null,
  },
  {
    id: 'financials:kattegat',
    kind: 'financial_data',
    title: 'Kattegat Bearings ApS: financials FY2021–FY2023',
    url: null,
    company_name: 'Kattegat Bearings ApS',
    retrieved_at: null,
  },
];

const Q = {
  nordhavn:
    'Nordhavn Industrial Supply A/S is an independent wholesale distributor of pumps, valves and spare parts for industrial customers.',
  nordhavnWeb: 'Competition from manufacturer-owned sales companies puts pressure on prices.',
  nordhavn2023: 'FY2023: revenue 141,000,000; cost of goods sold 105,750,000; gross profit 35,250,000; operating profit 7,755,000.',
  kattegat: 'Kattegat Bearings ApS is a wholesale distributor of bearings and power transmission products.',
  kattegatTrend: 'It acquired a competitor in Aarhus in 2021 and expanded into Sweden.',
  kattegat2023: 'FY2023: revenue 52,000,000; cost of goods sold 38,480,000; gross profit 13,520,000; operating profit 2,600,000.',
};

type CompanyKey = 'nordhavn' | 'kattegat';
/** A citation of the company's database description (its first sentence unless another is given). */
const fromDescription = (company: CompanyKey, quote: string = Q[company]) => ({
  source_id: `description:${company}`,
  quote,
  location: 'description',
});
/** A citation of the company's FY2023 figures. */
const fromFy2023 = (company: CompanyKey) => ({
  source_id: `financials:${company}`,
  quote: Q[`${company}2023`],
  location: 'FY2023 financials',
});

const SECTIONS: IndustryOverview['sections'] = [
  {
    id: 'market_definition',
    title: 'Market definition',
    statements: [
      {
        text: 'Wholesale distribution in Denmark: companies that buy finished goods from manufacturers and resell them to businesses, holding inventory and running sales, warehousing and logistics. The firm’s data holds 2 companies of this industry and country, read from 5 sources.',
        citations: [fromDescription('nordhavn'), fromDescription('kattegat')],
      },
      {
        text: '2 of the 2 companies read as full-fledged distributors (Nordhavn Industrial Supply A/S and Kattegat Bearings ApS).',
        citations: [fromDescription('nordhavn')],
      },
    ],
  },
  {
    id: 'companies',
    title: 'Companies in the firm’s data',
    statements: [
      {
        text: 'Nordhavn Industrial Supply A/S is a full-fledged distributor, with revenue of DKK 141 million in FY2023 and a weighted operating margin of 5.4% over FY2021–FY2023.',
        citations: [fromDescription('nordhavn'), fromFy2023('nordhavn')],
      },
      {
        text: 'Kattegat Bearings ApS is a full-fledged distributor, with revenue of DKK 52 million in FY2023 and a weighted operating margin of 4.7% over FY2021–FY2023.',
        citations: [fromDescription('kattegat'), fromFy2023('kattegat')],
      },
    ],
  },
  {
    id: 'financial_profile',
    title: 'Size and financial profile',
    statements: [
      {
        text: 'FY2023: the median operating margin of the 2 companies with data was 5.3%; median revenue was DKK 96.5 million.',
        citations: [fromFy2023('nordhavn'), fromFy2023('kattegat')],
      },
    ],
  },
  {
    id: 'key_players',
    title: 'Key players',
    statements: [
      {
        text: 'The largest by revenue is Nordhavn Industrial Supply A/S, a full-fledged distributor, with DKK 141 million in FY2023, 73.1% of the combined revenue of the companies in this overview.',
        citations: [fromFy2023('nordhavn')],
      },
    ],
  },
  {
    id: 'risks',
    title: 'Risks',
    statements: [
      {
        text: 'Competition and pricing pressure is named in the sources of Nordhavn Industrial Supply A/S.',
        citations: [{ source_id: SOURCES[1]!.id, quote: Q.nordhavnWeb, location: 'https://www.nordhavn-supply.example/about' }],
      },
    ],
  },
  {
    id: 'trends',
    title: 'Trends',
    statements: [
      {
        text: 'Acquisitions, mergers and spin-offs is named in the sources of Kattegat Bearings ApS.',
        citations: [fromDescription('kattegat', Q.kattegatTrend)],
      },
    ],
  },
];

const HEADS = overviewTableHeads('Wholesale distribution', 'Denmark', 'DKK');
/** The profile table of two companies shows only the columns it has values for. */
const PROFILE_KEYS: ReadonlySet<string> = new Set(['year', 'companies', 'median_revenue', 'om_median']);

const TABLES: IndustryOverview['tables'] = [
  {
    ...HEADS.companies,
    columns: [...HEADS.companies.columns],
    rows: [
      [
        'Nordhavn Industrial Supply A/S',
        'full-fledged distributor',
        'wholesale & distribution, industrial',
        2023,
        141_000_000,
        0.054,
        '2021, 2022, 2023',
        'Nordic distribution FY2021–2023',
      ],
      [
        'Kattegat Bearings ApS',
        'full-fledged distributor',
        'wholesale & distribution, industrial',
        2023,
        52_000_000,
        0.047,
        '2021, 2022, 2023',
        'Nordic distribution FY2021–2023',
      ],
    ],
  },
  {
    ...HEADS.financial_profile,
    columns: HEADS.financial_profile.columns.filter((c) => PROFILE_KEYS.has(c.key)),
    rows: [
      [2021, 2, 80_000_000, 0.045],
      [2022, 2, 89_000_000, 0.051],
      [2023, 2, 96_500_000, 0.053],
    ],
  },
];

export function makeIndustryOverview(n = 1, overrides: Partial<IndustryOverview> = {}): IndustryOverview {
  const [industry, country, status] = ROWS[(n - 1) % ROWS.length] ?? ROWS[0]!;
  const done = status === 'Done';
  return {
    id: n === 1 ? FIXTURE_IDS.industryOverview : fixtureId('industry-overview', n),
    industry,
    country,
    status,
    progress: done ? 100 : status === 'Running' ? 60 : 0,
    progress_message:
      status === 'Running' ? 'Writing the overview of 7 companies' : status === 'Job Created' ? 'Waiting for a worker' : null,
    job_id: status === 'Pending' ? null : fixtureId('job', `overview-${n}`),
    error:
      status === 'Failed'
        ? 'None of the firm’s 4 companies in Mexico describe themselves as Automotive components. Import companies of this industry into a benchmark, or choose another industry or country.'
        : null,
    created_by: { id: FIXTURE_IDS.user, name: 'Anna Lindqvist' },
    created_at: `2025-05-${String(10 + n).padStart(2, '0')}T08:00:00.000Z`,
    updated_at: FIXTURE_NOW,
    finished_at: done || status === 'Failed' ? FIXTURE_NOW : null,
    provider: done ? 'local' : null,
    company_count: done ? 2 : 0,
    sections: done ? SECTIONS : [],
    tables: done ? TABLES : [],
    sources: done ? SOURCES : [],
    ...overrides,
  };
}

/** The list row of an overview (no content). */
export function makeIndustryOverviewSummary(n = 1, overrides: Partial<IndustryOverviewSummary> = {}): IndustryOverviewSummary {
  const { provider: _p, company_count: _c, sections: _s, tables: _t, sources: _src, ...summary } = makeIndustryOverview(n);
  return { ...summary, ...overrides };
}

/** One overview in each status: Done, Running, Pending, Failed, Job Created. */
export const makeOverviewStatuses = (): IndustryOverviewSummary[] => ROWS.map((_, i) => makeIndustryOverviewSummary(i + 1));

export function makeAgents(overrides: Partial<Record<Agent['id'], Partial<Agent>>> = {}): Agent[] {
  const agents: Agent[] = AGENT_CATALOG.map(({ feature: _feature, capabilities, ...card }) => ({
    ...card,
    capabilities: [...capabilities],
    provider: 'local',
    available: true,
  }));
  return agents.map((a) => ({ ...a, ...overrides[a.id] }));
}
