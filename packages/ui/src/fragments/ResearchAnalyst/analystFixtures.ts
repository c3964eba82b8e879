// Story data for the Web Search and Accept/Reject tabs: companies in every website and analysis
// state, built from the contract's fixture factories so they stay shaped like the API.
import type { Company, Job, Source, WebSearchResult } from '@quartile/api';
import { fixtureId, makeAnalysis, makeCitation, makeCompany, makeJob, makeLearnedFrom, makeWebSearchResult } from '@quartile/api/mocks';

const page = (n: number, site: string, path: string): Source => ({
  id: fixtureId('source', 500 + n * 10 + path.length),
  kind: 'website',
  url: `${site}${path}`,
  title: null,
  fetched_at: '2025-05-22T10:58:00.000Z',
  location: `${site}${path}`,
});

const fresh = (n: number, overrides: Partial<Company>): Company =>
  makeCompany(n, {
    id: fixtureId('company', 200 + n),
    status: 'Not Analyzed',
    analysis: null,
    automated_decision: null,
    core_function: null,
    tags: [],
    summary: null,
    review: null,
    review_flags: [],
    human_decision: null,
    criteria_change: null,
    outdated_criteria: false,
    url_issue: null,
    sources: [],
    ...overrides,
  });

/** One company per website state the Web Search tab shows. */
export function webSearchCompanies(): Company[] {
  const nordhavn = 'https://www.nordhavn-supply.example';
  const vestfold = 'https://vestfold-maskin.example';
  return [
    fresh(1, { status: 'Ready for Analysis', sources: [page(1, nordhavn, '/'), page(1, nordhavn, '/about-us'), page(1, nordhavn, '/products')] }),
    fresh(2, { url_issue: 'URL Not Found' }),
    fresh(3, { url_issue: 'URL Inaccessible' }),
    fresh(4, { name: 'Adriatic Valve Trading d.o.o.', country: 'Croatia', website: 'https://adriatic-valve.example', url_issue: 'Reading Issue' }),
    fresh(5, { name: 'Lumen Retail Brands AB', url_issue: 'Other' }),
    fresh(6, { name: 'Celtic Pump Distributors Ltd', country: 'Ireland', website: null, missing_website: true }),
    fresh(7, { name: 'Danubia Industrial Kft.', country: 'Hungary', website: 'danubia industrial', invalid_url: true }),
    fresh(8, { name: 'Vestfold Maskin AS', country: 'Norway', website: vestfold, url_manually_validated: true, status: 'Ready for Analysis', sources: [page(8, vestfold, '/')] }),
    fresh(9, { name: 'Baltic Hydro Parts UAB', country: 'Lithuania', website: 'https://baltichydro.example' }),
    fresh(10, { name: 'Excluded Pumps AG', country: 'Switzerland', website: 'https://excluded-pumps.example', is_excluded: true, exclusion_reason: 'Persistent losses' }),
  ];
}

/** What the latest web search found for the companies of webSearchCompanies() it searched. */
export function webSearchResults(): WebSearchResult[] {
  const companies = webSearchCompanies();
  const at = (n: number) => companies[n - 1]!;
  const failed = (n: number, issue: WebSearchResult['issue'], detail: string, status: number | null, overrides: Partial<WebSearchResult> = {}): WebSearchResult => {
    const url = `${at(n).website!}/`;
    return makeWebSearchResult({
      company_id: at(n).id,
      url,
      final_url: null,
      issue,
      detail,
      robots: 'allowed',
      pages: [{ url, ok: false, status, issue, detail, source_id: null }],
      disallowed: [],
      ...overrides,
    });
  };
  const nordhavn = at(1).website!;
  return [
    // Read, after a redirect to /en/; one page answered 404; robots.txt kept it out of the investor pages.
    makeWebSearchResult({
      company_id: at(1).id,
      url: `${nordhavn}/`,
      final_url: `${nordhavn}/en/`,
      pages: [
        { url: `${nordhavn}/en/`, ok: true, status: 200, issue: null, detail: 'ok', source_id: at(1).sources[0]!.id },
        { url: `${nordhavn}/en/about-us`, ok: true, status: 200, issue: null, detail: 'ok', source_id: at(1).sources[1]!.id },
        { url: `${nordhavn}/en/products`, ok: true, status: 200, issue: null, detail: 'ok', source_id: at(1).sources[2]!.id },
        { url: `${nordhavn}/en/careers`, ok: false, status: 404, issue: 'URL Not Found', detail: 'HTTP 404', source_id: null },
      ],
      disallowed: [`${nordhavn}/en/investors`],
    }),
    failed(2, 'URL Not Found', 'HTTP 404', 404),
    failed(3, 'URL Inaccessible', 'DNS lookup failed for kallioflow.example: ENOTFOUND', null),
    failed(4, 'Reading Issue', 'no readable text on the page', 200),
    // robots.txt disallows the homepage: nothing is fetched, so there is no page at all.
    failed(5, 'Other', 'robots.txt disallows the homepage', null, { robots: 'disallowed', pages: [], disallowed: [`${at(5).website!}/`] }),
  ];
}

const report = 'annual-report-2024.pdf';

/** One company per analysis outcome the Accept/Reject tab shows. */
export function analysisCompanies(): Company[] {
  const site = 'https://www.nordhavn-supply.example';
  const homepage = makeCitation({
    source_id: fixtureId('source', 1),
    source: `${site}/`,
    url: `${site}/`,
    quote: 'Nordhavn Industrial Supply A/S is an independent wholesale distributor of pumps, valves and fluid-handling spare parts.',
    location: `${site}/`,
  });
  const about = makeCitation({
    source_id: fixtureId('source', 2),
    source: `${site}/about-us`,
    url: `${site}/about-us`,
    quote: 'The company does not manufacture products; it purchases pumps, valves and seals from third-party suppliers.',
    location: `${site}/about-us`,
  });
  const annual = makeCitation({
    source_id: fixtureId('source', 3),
    source: report,
    url: null,
    quote: 'Our production plant runs casting, CNC machining and assembly lines with 300 employees.',
    location: 'page 4',
  });
  const accepted = makeCompany(1, {
    status: 'Accepted using Criteria',
    analysis: makeAnalysis('Accepted using Criteria', homepage, false, {
      confidence: 0.91,
      core_function: 'full-fledged distributor',
      tags: ['industrial pumps', 'valves', 'wholesale & distribution'],
      reasoning:
        'The company buys and resells pumps and valves without own production: the accept criterion "wholesale distribution of industrial pumps" is met and no reject criterion is.',
      criteria: [
        { criterion: 'wholesale distribution of industrial pumps', type: 'accept', decision: 'accept', citations: [homepage] },
        { criterion: 'manufacturing as the core business function', type: 'reject', decision: 'refrain', citations: [] },
      ],
      citations: [homepage, about],
    }),
  });
  const rejected = makeCompany(2, {
    status: 'Rejected using Criteria',
    analysis: makeAnalysis('Rejected using Criteria', annual, true, {
      confidence: 0.88,
      core_function: 'full-fledged manufacturer',
      tags: ['pump components', 'manufacturing'],
      criteria: [{ criterion: 'manufacturing as the core business function', type: 'reject', decision: 'reject', citations: [annual] }],
      citations: [annual],
    }),
  });
  const refrained = makeCompany(10, { id: fixtureId('company', 310) });
  const failed = makeCompany(8, { id: fixtureId('company', 308) });
  const pending = fresh(11, { name: 'Iberflux Distribución S.L.', country: 'Spain', status: 'Pending' });
  const inProgress = fresh(12, { name: 'Kallio Flow Solutions Oy', country: 'Finland', status: 'Analysis in Progress' });
  const ready = fresh(13, { name: 'Vestfold Maskin AS', country: 'Norway', status: 'Ready for Analysis' });
  const noSource = fresh(14, { name: 'Celtic Pump Distributors Ltd', country: 'Ireland', website: null, missing_website: true, database_description: null });
  const excluded = fresh(15, { name: 'Excluded Pumps AG', country: 'Switzerland', is_excluded: true, exclusion_reason: 'Persistent losses' });
  return [accepted, rejected, refrained, failed, ready, pending, inProgress, noSource, excluded];
}

export const runningJob = (kind: Job['kind'], overrides: Partial<Job> = {}): Job =>
  makeJob({ kind, status: 'running', total: 12, completed: 7, failed: 1, in_progress: 2, cancelled: 0, ...overrides });

export const finishedJob = (kind: Job['kind'], overrides: Partial<Job> = {}): Job =>
  makeJob({ kind, status: 'succeeded', total: 12, completed: 10, failed: 2, in_progress: 0, cancelled: 0, finished_at: '2025-06-02T09:04:00.000Z', ...overrides });

/**
 * The same companies after a reviewer decided 20 others in the benchmark: the manufacturer's
 * result was changed by those decisions (the criteria alone had accepted it).
 */
export function learnedCompanies(): Company[] {
  const companies = analysisCompanies();
  const changed = companies[1]!;
  const learned = {
    examples: 20,
    accepted: 12,
    rejected: 8,
    effect: 'changed' as const,
    zero_shot: { decision: 'accept' as const, confidence: 0.55 },
    neighbours: [
      { id: fixtureId('company', 401), name: 'Hansa Pumpenwerk GmbH', decision: 'reject' as const, similarity: 0.41 },
      { id: fixtureId('company', 402), name: 'Tormek Castings AB', decision: 'reject' as const, similarity: 0.33 },
      { id: fixtureId('company', 403), name: 'Nordhavn Industrial Supply A/S', decision: 'accept' as const, similarity: 0.12 },
    ],
  };
  companies[1] = {
    ...changed,
    analysis: {
      ...changed.analysis!,
      reasoning:
        'Learned from 20 decisions (12 accepted, 8 rejected): it reads most like Hansa Pumpenwerk GmbH (rejected, similarity 0.41) and Tormek Castings AB (rejected, similarity 0.33), less like Nordhavn Industrial Supply A/S (accepted, 0.12); the closest match is "Our production plant runs casting, CNC machining and assembly lines with 300 employees." The decisions turn it to reject; from the criteria alone the analysis said accept.',
      learned,
    },
  };
  return companies;
}

/**
 * The same companies after the benchmark pass (nobody has decided enough companies yet): a
 * stockist the criteria alone read as a maker is accepted like the list's clear wholesalers.
 */
export function benchmarkPassCompanies(): Company[] {
  const companies = analysisCompanies();
  const stockist = companies[1]!;
  const own = makeCitation({
    source_id: fixtureId('source', 21),
    source: 'description',
    url: null,
    quote: 'We stock bearings, seals and belts from leading brands for maintenance teams.',
    location: 'description',
  });
  const reasoning =
    'Compared with the 24 companies of this list the analysis decided most clearly (12 accepted, 12 rejected): it reads most like Nordhavn Industrial Supply A/S (accepted, similarity 0.38) and Baltic Bearings Oy (accepted, similarity 0.31); the closest match is "We stock bearings, seals and belts from leading brands for maintenance teams." Those companies turn it to accept; from the criteria alone the analysis said reject.';
  companies[1] = {
    ...stockist,
    status: 'Accepted using Criteria',
    analysis: makeAnalysis('Accepted using Criteria', own, false, {
      confidence: 0.71,
      core_function: 'full-fledged distributor',
      tags: ['bearings', 'maintenance supplies'],
      reasoning,
      criteria: [
        { criterion: 'wholesale distribution of industrial pumps', type: 'accept', decision: 'refrain', citations: [] },
        { criterion: 'manufacturing as the core business function', type: 'reject', decision: 'refrain', citations: [] },
      ],
      citations: [own],
      learned: makeLearnedFrom({
        neighbours: [
          { id: fixtureId('company', 421), name: 'Nordhavn Industrial Supply A/S', decision: 'accept' as const, similarity: 0.38 },
          { id: fixtureId('company', 422), name: 'Baltic Bearings Oy', decision: 'accept' as const, similarity: 0.31 },
          { id: fixtureId('company', 423), name: 'Hansa Pumpenwerk GmbH', decision: 'reject' as const, similarity: 0.09 },
        ],
      }),
    }),
  };
  return companies;
}

/**
 * A company decided from its database field alone after ten decisions that share nothing with it
 * (every similarity 0.00): the decisions confirm the analysis, and no decided company is named.
 */
export function learnedFromUnrelatedCompanies(): Company[] {
  const companies = analysisCompanies();
  const first = companies[0]!;
  companies[0] = {
    ...first,
    analysis: {
      ...first.analysis!,
      reasoning: 'Learned from 10 decisions (5 accepted, 5 rejected): no decided company is close to it. The decisions did not bear on it, so the criteria decide.',
      learned: {
        examples: 10,
        accepted: 5,
        rejected: 5,
        effect: 'confirmed' as const,
        zero_shot: { decision: 'accept' as const, confidence: 0.55 },
        neighbours: [
          { id: fixtureId('company', 411), name: 'Fastenal Co', decision: 'reject' as const, similarity: 0.001 },
          { id: fixtureId('company', 412), name: 'Eaton Corp', decision: 'accept' as const, similarity: 0 },
        ],
      },
    },
  };
  return companies;
}

/** What the analysis reads the stories' saved criteria as (POST /classification/read/). */
export const criteriaReadings = [
  {
    criterion: 'wholesale distribution of industrial pumps',
    type: 'accept' as const,
    source: 'text' as const,
    activities: [
      { scheme: 'naics' as const, code: '423830', title: 'Industrial Machinery and Equipment Merchant Wholesalers', score: 1 },
      { scheme: 'naics' as const, code: '423720', title: 'Plumbing and Heating Equipment and Supplies (Hydronics) Merchant Wholesalers', score: 0.62 },
      { scheme: 'nace' as const, code: '46.69', title: 'Wholesale of other machinery and equipment', score: 1 },
    ],
  },
  {
    criterion: 'manufacturing as the core business function',
    type: 'reject' as const,
    source: 'function' as const,
    activities: [
      { scheme: 'naics' as const, code: '31', title: 'Manufacturing', score: 1 },
      { scheme: 'naics' as const, code: '32', title: 'Manufacturing', score: 1 },
      { scheme: 'naics' as const, code: '33', title: 'Manufacturing', score: 1 },
    ],
  },
];

/** A search of the classifications for "4238" (GET /classification/search/). */
export const codeHits = [
  { scheme: 'naics' as const, code: '4238', title: 'Machinery, Equipment, and Supplies Merchant Wholesalers', score: 1, sector: '42' },
  { scheme: 'naics' as const, code: '423840', title: 'Industrial Supplies Merchant Wholesalers', score: 1, sector: '42' },
];
