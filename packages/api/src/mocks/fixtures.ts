// Deterministic fixture factories with realistic transfer-pricing data. Every factory takes
// overrides; `n` picks a different but equally stable record.
import type {
  Analysis,
  AnnualReport,
  SourceDocument,
  AuditEvent,
  AuthSession,
  Benchmark,
  Citation,
  Client,
  Company,
  CompanyFinancials,
  CompanyStatus,
  Criteria,
  CriteriaVersion,
  FlagEvidence,
  Firm,
  Job,
  LearnedFrom,
  PliStatsResponse,
  QuickReview,
  ReviewFlag,
  ReviewSummary,
  TeamMember,
  UploadedFile,
  UsageRecord,
  User,
  WebSearchResult,
} from '../types.ts';
import { FIXTURE_IDS, FIXTURE_NOW, fixtureId } from './ids.ts';

export function makeFirm(overrides: Partial<Firm> = {}): Firm {
  return {
    id: FIXTURE_IDS.firm,
    name: 'Lindqvist & Partners Transfer Pricing',
    credits: 2500,
    subscription_expiration_date: '2026-03-31',
    feature_benchmarking_enabled: true,
    feature_industry_overview_enabled: true,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: FIXTURE_IDS.user,
    email: 'anna.lindqvist@lindqvist-tp.example',
    first_name: 'Anna',
    last_name: 'Lindqvist',
    is_employee: true,
    role: 'owner',
    firm: makeFirm(),
    ...overrides,
  };
}

/** A JWT-shaped token whose payload carries `exp` (seconds); the signature is a placeholder. */
export function makeAccessToken(expSeconds = 1_893_456_000, sub: string = FIXTURE_IDS.user): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, exp: expSeconds })}.fixture-signature`;
}

export function makeAuthSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return { access: makeAccessToken(), user: makeUser(), ...overrides };
}

const TEAM = [
  ['Anna', 'Lindqvist', 'owner', 'active'],
  ['Rahul', 'Mehta', 'admin', 'active'],
  ['Sophie', 'Müller', 'member', 'active'],
  ['Tomás', 'Ferreira', 'member', 'invited'],
] as const;

export function makeTeamMember(n = 1, overrides: Partial<TeamMember> = {}): TeamMember {
  const [first, last, role, status] = TEAM[(n - 1) % TEAM.length] ?? TEAM[0];
  return {
    id: n === 1 ? FIXTURE_IDS.user : fixtureId('user', n),
    email: `${first.toLowerCase()}.${last.toLowerCase().replace('ü', 'ue')}@lindqvist-tp.example`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
    first_name: first,
    last_name: last,
    is_employee: true,
    role,
    status,
    joined_at: status === 'active' ? `2024-0${n}-15T10:00:00.000Z` : null,
    ...overrides,
  };
}

const CLIENTS = [
  ['Helvetia Pumps AG', 'Europe', 'Switzerland', 'https://www.helvetia-pumps.example', 'Marc Keller', '+41 44 555 01 20'],
  ['Saffron Spice Exports Pvt Ltd', 'Asia', 'India', 'https://www.saffronspice.example', 'Priya Raman', '+91 22 5550 1420'],
  ['Northwind Software Inc.', 'North America', 'United States', 'https://northwind-software.example', 'Dana Brooks', '+1 415 555 0134'],
] as const;

export function makeClient(n = 1, overrides: Partial<Client> = {}): Client {
  const [name, region, country, website, pocName, pocContact] = CLIENTS[(n - 1) % CLIENTS.length] ?? CLIENTS[0];
  return {
    id: n === 1 ? FIXTURE_IDS.client : fixtureId('client', n),
    name,
    region,
    country,
    website,
    poc_name: pocName,
    poc_contact: pocContact,
    other_details: 'FY ends 31 December. Intercompany agreements renewed 2024.',
    database_name: 'Orbis',
    database_region: region,
    benchmark_count: n === 1 ? 2 : 1,
    created_at: '2025-01-14T08:12:00.000Z',
    updated_at: '2025-05-20T16:40:00.000Z',
    ...overrides,
  };
}

export function makeCriteria(overrides: Partial<Criteria> = {}): Criteria {
  return {
    accept: [
      'wholesale distribution of industrial machinery, pumps or components',
      'distribution with routine marketing and after-sales support',
    ],
    reject: [
      'manufacturing as the core business function',
      'retail sales to consumers',
      'significant research and development or owned intangibles',
    ],
    ...overrides,
  };
}

export function makeUploadedFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: FIXTURE_IDS.file,
    filename: 'orbis-export-distributors-eu.xlsx',
    content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size_bytes: 184_320,
    uploaded_at: '2025-05-21T10:05:00.000Z',
    imported_count: 12,
    ...overrides,
  };
}

export function makeBenchmark(overrides: Partial<Benchmark> = {}): Benchmark {
  return {
    id: FIXTURE_IDS.benchmark,
    client_id: FIXTURE_IDS.client,
    client_name: 'Helvetia Pumps AG',
    name: 'Nordic limited-risk distributor FY2021–2023',
    status: 'decision',
    start_date: '2025-05-20',
    tested_party_description:
      'Helvetia Pumps Nordic AB is a limited-risk distributor of industrial pumps and spare parts in Sweden. ' +
      'It buys finished goods from its Swiss parent and resells them to OEMs and contractors, performs routine ' +
      'marketing and after-sales support, and bears limited inventory and credit risk.',
    financial_years: [2021, 2022, 2023],
    total_companies: 12,
    ongoing_count: 1,
    completed_count: 7,
    accepted_count: 4,
    rejected_count: 3,
    criteria: makeCriteria(),
    criteria_version: 1,
    criteria_pending_confirmation: false,
    outdated_decisions: { decided: 7, outdated: 0, accepted: 4, accepted_outdated: 0 },
    range_basis: { include_outdated: false, acknowledged_version: null, chosen_by: null, chosen_at: null },
    file: makeUploadedFile(),
    financial_data_setup: null,
    active_job_id: null,
    fars: [{ id: FIXTURE_IDS.far, title: 'Helvetia Pumps Nordic AB — FAR FY2023' }],
    tested_party_financials: [],
    results_settings: null,
    review_summary: makeReviewSummary(),
    version: 3,
    created_at: '2025-05-20T09:00:00.000Z',
    updated_at: FIXTURE_NOW,
    ...overrides,
  };
}

/** The state of a benchmark just started: in Input, no company list, no companies, no criteria yet. */
export function newBenchmarkState(): Partial<Benchmark> {
  return {
    status: 'input',
    total_companies: 0,
    ongoing_count: 0,
    completed_count: 0,
    accepted_count: 0,
    rejected_count: 0,
    criteria: { accept: [], reject: [] },
    file: null,
  };
}

/** A benchmark just started (newBenchmarkState). */
export function makeNewBenchmark(overrides: Partial<Benchmark> = {}): Benchmark {
  return makeBenchmark({ ...newBenchmarkState(), ...overrides });
}

const COMPANIES: ReadonlyArray<readonly [string, string, string | null, CompanyStatus, number, string]> = [
  [
    'Nordhavn Industrial Supply A/S',
    'Denmark',
    'https://www.nordhavn-supply.example',
    'Accepted using Criteria',
    48.2,
    'Wholesale distributor of pumps, valves and fluid-handling spare parts to Danish OEMs.',
  ],
  [
    'Brightwater Components GmbH',
    'Germany',
    'https://brightwater-components.example',
    'Rejected using Criteria',
    131.5,
    'Designs and manufactures centrifugal pump housings; sells to distributors across the DACH region.',
  ],
  [
    'Kallio Flow Solutions Oy',
    'Finland',
    'https://kallioflow.example',
    'Accepted after Review',
    22.7,
    'Distributes industrial pumps and provides installation support in Finland and the Baltics.',
  ],
  [
    'Vestfold Maskin AS',
    'Norway',
    'https://vestfold-maskin.example',
    'Data Collected - Awaiting Decision',
    35.9,
    'Trading company for industrial machinery and components, serving offshore contractors.',
  ],
  [
    'Lumen Retail Brands AB',
    'Sweden',
    'https://lumenretail.example',
    'Rejected after Review',
    64.0,
    'Consumer retail chain for home and garden equipment, including garden pumps.',
  ],
  [
    'Iberflux Distribución S.L.',
    'Spain',
    'https://iberflux.example',
    'Analysis in Progress',
    18.4,
    'Distributor of hydraulic and water-treatment equipment to Spanish contractors.',
  ],
  ['Polder Pompen B.V.', 'Netherlands', null, 'Ready for Analysis', 27.1, 'Wholesale of pumps and drainage equipment.'],
  [
    'Adriatic Valve Trading d.o.o.',
    'Croatia',
    'htp://adriatic-valve',
    'Analysis Failed',
    9.8,
    'Trading of valves and fittings for shipyards.',
  ],
  [
    'Baltic Hydro Parts UAB',
    'Lithuania',
    'https://baltichydro.example',
    'Decision Conflict',
    12.3,
    'Distributes pump spare parts and performs light assembly of pump kits.',
  ],
  [
    'Alpenfluss Handels GmbH',
    'Austria',
    'https://alpenfluss.example',
    'Decision Refrained',
    41.6,
    'Distributor of industrial pumps; recently acquired a small motor manufacturer.',
  ],
  [
    'Celtic Pump Distributors Ltd',
    'Ireland',
    'https://celticpumps.example',
    'Criteria Confirmation',
    15.2,
    'Distributor of pumps and pipework components to Irish utilities.',
  ],
  [
    'Danubia Industrial Kft.',
    'Hungary',
    'https://danubia-industrial.example',
    'Accepted using Criteria',
    20.9,
    'Wholesale distribution of industrial pumps and compressors in Central Europe.',
  ],
];

/** Revenue in EUR millions -> a plausible three-year P&L and balance sheet for a distributor. */
export function makeFinancials(revenueMillions: number, years: readonly number[] = [2021, 2022, 2023], n = 1): CompanyFinancials[] {
  return years.map((year, i) => {
    const revenue = Math.round(revenueMillions * 1_000_000 * (0.92 + 0.04 * i));
    const marginPct = 2.1 + ((n * 7 + i * 3) % 5) * 0.6; // 2.1% .. 4.5% operating margin
    const grossPct = 18 + ((n * 5 + i) % 7);
    const gross = Math.round((revenue * grossPct) / 100);
    const operating = Math.round((revenue * marginPct) / 100);
    const cogs = revenue - gross;
    const opex = gross - operating;
    return {
      year,
      revenue,
      cost_of_goods_sold: cogs,
      gross_profit: gross,
      operating_expenses: opex,
      total_costs: cogs + opex,
      operating_profit: operating,
      net_profit: Math.round(operating * 0.74),
      total_assets: Math.round(revenue * 0.55),
      capital_employed: Math.round(revenue * 0.31),
    };
  });
}

export function makeCitation(overrides: Partial<Citation> = {}): Citation {
  return {
    source_id: fixtureId('source', 1),
    source: 'https://www.nordhavn-supply.example/about',
    url: 'https://www.nordhavn-supply.example/about',
    quote: 'We are an independent wholesale distributor of pumps, valves and spare parts for Danish OEMs.',
    location: 'About us, paragraph 1',
    ...overrides,
  };
}

/**
 * What taught a learned result: by default the benchmark pass (the list's 24 clearest cases, no
 * person's decision) turning a reject into an accept.
 */
export function makeLearnedFrom(overrides: Partial<LearnedFrom> = {}): LearnedFrom {
  return {
    basis: 'analysis',
    examples: 24,
    accepted: 12,
    rejected: 12,
    effect: 'changed',
    zero_shot: { decision: 'reject', confidence: 0.58 },
    neighbours: [],
    ...overrides,
  };
}

export function makeCompany(n = 1, overrides: Partial<Company> = {}): Company {
  const [name, country, website, status, revenueM, description] = COMPANIES[(n - 1) % COMPANIES.length] ?? COMPANIES[0]!;
  const financial_data = makeFinancials(revenueM, [2021, 2022, 2023], n);
  const latest = financial_data[financial_data.length - 1];
  const analysed = !['Ready for Analysis', 'Analysis in Progress', 'Analysis Failed', 'Pending', 'Not Analyzed'].includes(status);
  const rejectedByCriteria = status === 'Rejected using Criteria' || status === 'Rejected after Review';
  const sourceId = fixtureId('source', n);
  const citation = makeCitation({
    source_id: sourceId,
    source: `${website ?? 'https://unknown.example'}/about`,
    url: `${website ?? 'https://unknown.example'}/about`,
    quote: description,
    location: `${website ?? 'https://unknown.example'}/about`,
  });
  const decided = status === 'Accepted after Review' || status === 'Rejected after Review' || status === 'Decision Conflict';
  return {
    id: n === 1 ? FIXTURE_IDS.company : fixtureId('company', n),
    benchmark_id: FIXTURE_IDS.benchmark,
    name,
    country,
    website,
    database_description: description,
    revenue: latest?.revenue ?? null,
    gross_profit: latest?.gross_profit ?? null,
    operating_profit: latest?.operating_profit ?? null,
    net_profit: latest?.net_profit ?? null,
    financial_data,
    status,
    is_excluded: false,
    url_manually_validated: false,
    missing_website: website === null,
    invalid_url: website !== null && !website.startsWith('https://'),
    url_issue: status === 'Analysis Failed' ? 'URL Not Found' : null,
    source_valid: analysed,
    outdated_criteria: status === 'Criteria Confirmation',
    core_function: analysed ? (rejectedByCriteria ? 'Manufacturing' : 'Wholesale distribution') : null,
    tags: analysed ? ['industrial pumps', 'spare parts', rejectedByCriteria ? 'manufacturing' : 'wholesale'] : [],
    summary: analysed ? description : null,
    human_summary: null,
    automated_decision: analysed
      ? {
          decision: rejectedByCriteria || status === 'Decision Conflict' ? 'reject' : 'accept',
          confidence: 0.86,
          reasoning: rejectedByCriteria
            ? 'The company manufactures its products, which matches the reject criterion "manufacturing as the core business function".'
            : 'The company buys and resells industrial pumps and parts without owning production, matching the accept criteria.',
          matched_criteria: [
            rejectedByCriteria
              ? 'manufacturing as the core business function'
              : 'wholesale distribution of industrial machinery, pumps or components',
          ],
          citations: [citation],
          decided_at: '2025-05-22T11:00:00.000Z',
        }
      : null,
    analysis: analysed || status === 'Analysis Failed' ? makeAnalysis(status, citation, rejectedByCriteria) : null,
    human_decision: decided
      ? {
          decision: status === 'Rejected after Review' ? 'reject' : 'accept',
          reason:
            status === 'Decision Conflict' ? 'Assembly is minor; distribution dominates revenue.' : 'Confirmed from the annual report.',
          decided_by: { id: FIXTURE_IDS.user, name: 'Anna Lindqvist' },
          decided_at: '2025-05-23T14:20:00.000Z',
        }
      : null,
    criteria_change: status === 'Criteria Confirmation' ? { from: 'accept', to: 'reject' } : null,
    review_flags:
      status === 'Decision Refrained'
        ? [
            makeReviewFlag({
              evidence: [
                quoteEvidence(sourceId, `${website ?? 'https://unknown.example'}/about`, description, 'About us, paragraph 1'),
                dataEvidence('Revenue 2022 → 2023', '31.2 m → 58.9 m (+89 %)'),
              ],
            }),
          ]
        : [],
    review: analysed
      ? {
          suggestion: status === 'Decision Refrained' ? 'refrain' : rejectedByCriteria ? 'reject' : 'accept',
          confidence: status === 'Decision Refrained' ? 0.45 : 0.82,
          reasoning:
            status === 'Decision Refrained'
              ? "The accept needs a person's review: business model shift."
              : 'The Review Analyst agrees with the automated decision. Its citations were found verbatim in the stored sources.',
          citations_verified: true,
          citations_checked: 1,
          reviewed_at: '2025-05-22T11:00:05.000Z',
          trigger: 'run',
        }
      : null,
    sources: analysed
      ? [
          {
            id: sourceId,
            kind: 'website',
            url: `${website ?? 'https://unknown.example'}/about`,
            title: `${name} — About`,
            fetched_at: '2025-05-22T10:58:00.000Z',
            location: `${website ?? 'https://unknown.example'}/about`,
          },
        ]
      : [],
    updated_at: '2025-05-23T14:20:00.000Z',
    ...overrides,
  };
}

/** The Research Analyst's stored result for a company in `status` (see Analysis in openapi.yaml). */
export function makeAnalysis(
  status: CompanyStatus,
  citation: Citation = makeCitation(),
  rejected = false,
  overrides: Partial<Analysis> = {},
): Analysis {
  const failed = status === 'Analysis Failed';
  const refrained = status === 'Decision Refrained';
  const decision = failed ? null : refrained ? 'refrain' : rejected || status === 'Decision Conflict' ? 'reject' : 'accept';
  const criterion = rejected
    ? 'manufacturing as the core business function'
    : 'wholesale distribution of industrial machinery, pumps or components';
  return {
    job_id: FIXTURE_IDS.job,
    provider: 'local',
    criteria_version: 1,
    analysed_at: '2025-05-22T11:00:00.000Z',
    decision,
    confidence: failed ? 0 : refrained ? 0.35 : 0.86,
    core_function: failed ? null : rejected ? 'full-fledged manufacturer' : 'full-fledged distributor',
    tags: failed ? [] : rejected ? ['industrial machinery', 'manufacturing'] : ['industrial machinery', 'wholesale & distribution'],
    reasoning: failed
      ? ''
      : refrained
        ? 'The sources describe both distribution and in-house assembly without saying which dominates, so neither criterion is clearly met.'
        : rejected
          ? 'The company designs and manufactures its products: the reject criterion "manufacturing as the core business function" is met.'
          : 'The company buys and resells pumps and parts without own production: the accept criterion "wholesale distribution of industrial machinery, pumps or components" is met.',
    criteria: failed
      ? []
      : [
          {
            criterion,
            type: rejected ? 'reject' : 'accept',
            decision: refrained ? 'refrain' : rejected ? 'reject' : 'accept',
            citations: refrained ? [] : [citation],
          },
        ],
    citations: failed || refrained ? (refrained ? [citation] : []) : [citation],
    dropped_citations: 0,
    failure: failed
      ? {
          code: 'no_source',
          message: 'The website could not be read (URL Not Found) and there is no database description or annual report.',
        }
      : null,
    ...overrides,
  };
}

/** The default benchmark's companies, one per interesting state. */
export function makeCompanies(count: number = COMPANIES.length): Company[] {
  return Array.from({ length: count }, (_, i) =>
    makeCompany(i + 1, i >= COMPANIES.length ? { id: fixtureId('company', i + 1), name: `Comparable ${i + 1} Ltd` } : {}),
  );
}

/** Daily usage from `start` for `days` days (deterministic counts, some idle days). */
export function makeUsageRecords(days = 75, start = '2025-03-01'): UsageRecord[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  const records: UsageRecord[] = [];
  for (let i = 0; i < days; i++) {
    const count = (i * 37) % 11 === 0 ? 0 : ((i * 53) % 90) + 5;
    if (count === 0) continue;
    records.push({ date: new Date(first + i * 86_400_000).toISOString().slice(0, 10), count });
  }
  return records;
}

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: FIXTURE_IDS.job,
    kind: 'analysis',
    status: 'running',
    total: 12,
    completed: 7,
    failed: 1,
    error: null,
    created_at: '2025-06-02T09:00:00.000Z',
    started_at: '2025-06-02T09:00:02.000Z',
    finished_at: null,
    ...overrides,
  };
}

/** An annual report imported for the first fixture company. */
export function makeAnnualReport(n = 1, overrides: Partial<AnnualReport> = {}): AnnualReport {
  return {
    id: fixtureId('annual-report', n),
    company_id: n === 1 ? FIXTURE_IDS.company : fixtureId('company', n),
    company_name: COMPANIES[(n - 1) % COMPANIES.length]?.[0] ?? null,
    filename: `annual-report-2024-${n}.pdf`,
    status: 'processed',
    error: null,
    source_id: fixtureId('source', 100 + n),
    pages: 64,
    uploaded_at: '2025-05-21T08:00:00.000Z',
    processed_at: '2025-05-21T08:00:09.000Z',
    ...overrides,
  };
}

/** The latest web search of the first fixture company: its homepage and two pages read, one page robots.txt disallowed. */
export function makeWebSearchResult(overrides: Partial<WebSearchResult> = {}): WebSearchResult {
  const site = 'https://www.nordhavn-supply.example';
  return {
    company_id: FIXTURE_IDS.company,
    job_id: FIXTURE_IDS.job,
    url: `${site}/`,
    final_url: `${site}/en/`,
    issue: null,
    detail: 'ok',
    robots: 'allowed',
    pages: [
      { url: `${site}/en/`, ok: true, status: 200, issue: null, detail: 'ok', source_id: fixtureId('source', 1) },
      { url: `${site}/en/about-us`, ok: true, status: 200, issue: null, detail: 'ok', source_id: fixtureId('source', 2) },
      { url: `${site}/en/products`, ok: true, status: 200, issue: null, detail: 'ok', source_id: fixtureId('source', 3) },
      { url: `${site}/en/careers`, ok: false, status: 404, issue: 'URL Not Found', detail: 'HTTP 404', source_id: null },
    ],
    disallowed: [`${site}/private/investors`],
    gathered_at: '2025-06-02T09:12:00.000Z',
    ...overrides,
  };
}

/** A stored source's text as the source viewer shows it (the citation's quote is in it). */
export function makeSourceDocument(overrides: Partial<SourceDocument> = {}): SourceDocument {
  const text =
    'About us\n\nWholesale distributor of pumps, valves and fluid-handling spare parts to Danish OEMs. We buy from European manufacturers and hold stock in two warehouses near Aarhus and Odense.\n\nOur customers are machine builders and plant operators; we do not manufacture.';
  return {
    id: fixtureId('source', 1),
    company_id: FIXTURE_IDS.company,
    kind: 'website',
    location: 'https://www.nordhavn-supply.example/about',
    url: 'https://www.nordhavn-supply.example/about',
    document_name: null,
    title: 'Nordhavn Industrial Supply A/S — About',
    retrieved_at: '2025-05-22T10:58:00.000Z',
    content_hash: 'a3f1c0d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1',
    text,
    pages: [],
    sections: [],
    ...overrides,
  };
}

/**
 * The database record of a company (kind database_record, ADR 0031): the uploaded file's activity
 * fields, one line per field as the file gives them, each a section named after its field.
 */
export function makeDatabaseRecordDocument(overrides: Partial<SourceDocument> = {}): SourceDocument {
  const lines = ['NACE Rev. 2 core code: 2813', 'US SIC: 3561'];
  const text = lines.join('\n');
  let start = 0;
  const sections = lines.map((line) => {
    const section = { label: line.slice(0, line.indexOf(':')), start, end: start + line.length };
    start += line.length + 1;
    return section;
  });
  return {
    id: fixtureId('source', 90),
    company_id: FIXTURE_IDS.company,
    kind: 'database_record',
    location: 'database record',
    url: null,
    document_name: null,
    title: null,
    retrieved_at: '2025-05-22T10:58:00.000Z',
    content_hash: 'c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1',
    text,
    pages: [],
    sections,
    ...overrides,
  };
}

/**
 * A company whose own sources do not describe its activity, accepted on its database field: the
 * citation quotes the field's line of its stored database record (makeDatabaseRecordDocument).
 */
export function makeDatabaseFieldCompany(overrides: Partial<Company> = {}): Company {
  const record = makeDatabaseRecordDocument();
  const citation = makeCitation({ source_id: record.id, source: 'database record', url: null, quote: 'US SIC: 3561', location: 'US SIC' });
  const reasoning =
    'Accepted: Kestrel Pumps A/S is active in measuring, dispensing, and other pumping equipment manufacturing, which matches the accept criterion "manufacturing of pumps and compressors", per the database field US SIC 3561 (Pumps and Pumping Equipment); the company\'s own sources do not describe its activity. Core function from a TNMM perspective: full-fledged manufacturer.';
  const base = makeCompany(1, { name: 'Kestrel Pumps A/S', website: null, missing_website: true, database_description: 'Kestrel Pumps A/S was incorporated in 1987 and is headquartered in Aarhus, Denmark.' });
  return {
    ...base,
    core_function: 'Manufacturing',
    tags: [],
    summary: base.database_description,
    automated_decision: base.automated_decision ? { ...base.automated_decision, confidence: 0.6, reasoning, matched_criteria: ['manufacturing of pumps and compressors'], citations: [citation] } : null,
    analysis: makeAnalysis('Accepted using Criteria', citation, false, {
      confidence: 0.6,
      core_function: 'full-fledged manufacturer',
      tags: [],
      reasoning,
      criteria: [{ criterion: 'manufacturing of pumps and compressors', type: 'accept', decision: 'accept', citations: [citation] }],
    }),
    sources: [{ id: record.id, kind: 'database_record', url: null, title: null, fetched_at: record.retrieved_at, location: 'database record' }],
    ...overrides,
  };
}

export function makeAuditEvent(n = 1, overrides: Partial<AuditEvent> = {}): AuditEvent {
  const events = [
    ['user', 'criteria.saved', null],
    ['research_analyst', 'analysis.completed', FIXTURE_IDS.company],
    ['review_analyst', 'review.completed', fixtureId('company', 10)],
    ['user', 'decision.human', fixtureId('company', 3)],
  ] as const;
  const [actorKind, action, companyId] = events[(n - 1) % events.length] ?? events[0];
  return {
    id: fixtureId('audit', n),
    at: new Date(Date.parse(FIXTURE_NOW) - n * 3_600_000).toISOString(),
    actor_kind: actorKind,
    actor: actorKind === 'user' ? { id: FIXTURE_IDS.user, name: 'Anna Lindqvist' } : null,
    action,
    company_id: companyId,
    details: {},
    before: action === 'decision.human' ? { human_decision: null } : null,
    after: action === 'decision.human' ? { human_decision: 'accept' } : null,
    ...overrides,
  };
}

export function makePliStats(overrides: Partial<PliStatsResponse> = {}): PliStatsResponse {
  return {
    method: 'us-482',
    pli: 'OM',
    aggregation: 'weighted',
    years: [],
    count: 7,
    min: 0.012,
    lower_quartile: 0.024,
    median: 0.031,
    upper_quartile: 0.039,
    max: 0.052,
    mean: 0.032,
    adjustment_point: 0.031,
    tested_party_value: 0.018,
    position: 'below',
    within_range: false,
    adjustment_to_median: 0.013,
    comparables: [],
    per_year: [],
    ...overrides,
  };
}

export const quoteEvidence = (source_id: string, source: string, quote: string, location: string): FlagEvidence => ({
  type: 'quote',
  source_id,
  source,
  quote,
  location,
  label: null,
  value: null,
});

export const dataEvidence = (label: string, value: string): FlagEvidence => ({
  type: 'data',
  source_id: null,
  source: null,
  quote: null,
  location: null,
  label,
  value,
});

/** A Review Analyst flag; the default is a business model shift with a quote and a financial break. */
export function makeReviewFlag(overrides: Partial<ReviewFlag> = {}): ReviewFlag {
  return {
    id: 'business_model_shift:3f9a0c1d2e4b',
    kind: 'business_model_shift',
    severity: 'medium',
    message:
      'The sources show a change of business (acquisitions, disposals, restructuring) in 2020–2023 and a break in the financials: the years studied may not reflect one stable business.',
    evidence: [
      quoteEvidence(
        fixtureId('source', 1),
        'https://www.nordhavn-supply.example/about',
        'In March 2023 we acquired Fjord Motors A/S, a manufacturer of electric pump motors.',
        'About us, paragraph 3',
      ),
      dataEvidence('Revenue 2022 → 2023', '31.2 m → 58.9 m (+89 %)'),
    ],
    suggested_action:
      'Compare the years before and after the change; drop the affected years or reject the company for a business model change in the period.',
    raised_at: '2025-05-22T11:00:05.000Z',
    dismissal: null,
    ...overrides,
  };
}

export function makeReviewSummary(overrides: Partial<ReviewSummary> = {}): ReviewSummary {
  return {
    flagged_companies: 3,
    flags: { high: 1, medium: 2, low: 1 },
    conflicts: 1,
    outdated: 1,
    awaiting_confirmation: 1,
    refrained: 1,
    ...overrides,
  };
}

export function makeCriteriaVersion(version = 2, overrides: Partial<CriteriaVersion> = {}): CriteriaVersion {
  const criteria = makeCriteria();
  return {
    version,
    accept: version > 1 ? criteria.accept : criteria.accept.slice(0, 1),
    reject: criteria.reject,
    saved_by: { id: FIXTURE_IDS.user, name: 'Anna Lindqvist' },
    saved_at: new Date(Date.parse('2025-05-21T10:00:00.000Z') + version * 86_400_000).toISOString(),
    current: version === 2,
    ...overrides,
  };
}

export function makeQuickReview(overrides: Partial<QuickReview> = {}): QuickReview {
  return {
    company_id: FIXTURE_IDS.company,
    suggestion: 'accept',
    confidence: 0.82,
    reasoning: 'Sources agree the company is an independent distributor; no related-party links found.',
    flags: [],
    citations_verified: true,
    ...overrides,
  };
}

export { makeAgents, makeIndustryOverview, makeIndustryOverviewSummary, makeOverviewStatuses } from './agentFixtures.ts';
export { makeFar, makeFars, makeFarHistory, makeFarBenchmarkInputs } from './farFixtures.ts';
