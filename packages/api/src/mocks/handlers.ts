// Happy-path handlers for every operation of openapi.yaml, grouped by area so a story or test
// can replace one (`server.use(...)` / `msw.use(...)` prepends the override).
import {
  COMPANY_STATUS,
  companyIssues,
  companyWorkflowOf,
  confirmChange,
  decide,
  revertChange,
  validateDecisionReason,
  websiteFlags,
  type CompanyWorkflow,
  type HumanDecision,
} from '@quartile/domain';
import { delay, type HttpHandler } from 'msw';
import { api, errorResponse, fileResponse } from './contract.ts';
import {
  makeAgents,
  makeAnnualReport,
  makeAuditEvent,
  makeAuthSession,
  makeBenchmark,
  makeClient,
  makeCompanies,
  makeCompany,
  makeCriteria,
  makeCriteriaVersion,
  makeFar,
  makeFarBenchmarkInputs,
  makeFarHistory,
  makeFars,
  makeIndustryOverview,
  makeOverviewStatuses,
  makeJob,
  makePliStats,
  makeQuickReview,
  makeSourceDocument,
  makeTeamMember,
  makeUploadedFile,
  makeUsageRecords,
  makeUser,
  makeWebSearchResult,
  newBenchmarkState,
} from './fixtures.ts';
import { FIXTURE_IDS, FIXTURE_NOW, fixtureId } from './ids.ts';
import type { Company, CompanyFinancials, CompanyFinancialsInput } from '../types.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A year of financials as the server answers it: every metric present, null when unknown. */
function fullFinancials(input: CompanyFinancialsInput): CompanyFinancials {
  return {
    year: input.year,
    revenue: input.revenue ?? null,
    cost_of_goods_sold: input.cost_of_goods_sold ?? null,
    gross_profit: input.gross_profit ?? null,
    operating_expenses: input.operating_expenses ?? null,
    total_costs: input.total_costs ?? null,
    operating_profit: input.operating_profit ?? null,
    net_profit: input.net_profit ?? null,
    total_assets: input.total_assets ?? null,
    capital_employed: input.capital_employed ?? null,
  };
}

/** A fixture company moved by the domain's decision rules, as the server moves a stored one. */
function applyWorkflow(company: Company, step: (c: CompanyWorkflow) => CompanyWorkflow): Company {
  const next = step(companyWorkflowOf(company));
  const automated = company.automated_decision && next.automated ? { ...company.automated_decision, decision: next.automated } : company.automated_decision;
  return {
    ...company,
    status: COMPANY_STATUS[next.status],
    automated_decision: automated,
    outdated_criteria: next.outdated,
    criteria_change: next.pendingChange ? { from: next.pendingChange.from, to: next.pendingChange.to } : null,
  };
}

const decideFixture = (company: Company, decision: HumanDecision): Company => applyWorkflow(company, (c) => decide(c, decision));

function page<T>(items: T[], query: URLSearchParams, match: (item: T, search: string) => boolean) {
  const search = (query.get('search') ?? '').trim().toLowerCase();
  const pageNumber = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(query.get('page_size') ?? 20) || 20));
  const filtered = search ? items.filter((item) => match(item, search)) : items;
  return {
    items: filtered.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    total: filtered.length,
    page: pageNumber,
    page_size: pageSize,
  };
}

export const handlers = {
  health: {
    getHealth: api.get('/health/', ({ reply }) => reply(200, { status: 'ok', database: 'pglite', version: '0.1.0' })),
  },

  auth: {
    login: api.post('/login/', ({ reply }) => reply(200, makeAuthSession())),
    refreshToken: api.post('/refreshToken/', ({ reply }) => reply(200, makeAuthSession())),
    logout: api.post('/logout/', ({ reply }) => reply(200, { message: 'Signed out.' })),
    register: api.post('/register/', async ({ body, reply }) => {
      const input = await body();
      const user = makeUser({
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        firm: { ...makeUser().firm, name: input.firm_name, credits: 0, subscription_expiration_date: null },
      });
      return reply(201, makeAuthSession({ user }));
    }),
    requestPasswordReset: api.post('/password-reset/request/', ({ reply }) =>
      reply(200, { message: 'If an account exists for that e-mail, a reset link is on its way.' }),
    ),
    confirmPasswordReset: api.post('/password-reset/confirm/', ({ reply }) =>
      reply(200, { message: 'Your password has been changed. Please sign in.' }),
    ),
    acceptInvite: api.post('/invites/accept/', async ({ body, reply }) => {
      const input = await body();
      const user = makeUser({ id: fixtureId('user', 4), first_name: input.first_name, last_name: input.last_name, role: 'member' });
      return reply(200, makeAuthSession({ user }));
    }),
  },

  me: {
    getMe: api.get('/me/', ({ reply }) => reply(200, makeUser())),
    updateProfile: api.patch('/me/', async ({ body, reply }) => reply(200, makeUser(await body()))),
    changePassword: api.post('/me/password/', ({ reply }) => reply(200, { message: 'Password changed.' })),
  },

  team: {
    listTeamMembers: api.get('/team/members/', ({ reply }) =>
      reply(
        200,
        [1, 2, 3, 4].map((n) => makeTeamMember(n)),
      ),
    ),
    inviteTeamMember: api.post('/team/invites/', async ({ body, reply }) => {
      const input = await body();
      return reply(
        201,
        makeTeamMember(5, {
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          is_employee: input.is_employee,
          role: input.role ?? 'member',
          status: 'invited',
          joined_at: null,
        }),
      );
    }),
    changeTeamMemberRole: api.patch('/team/members/{user_id}/', async ({ params, body, reply }) =>
      reply(200, makeTeamMember(2, { id: params.user_id, ...(await body()) })),
    ),
    removeTeamMember: api.delete('/team/members/{user_id}/', ({ reply }) => reply(204)),
  },

  clients: {
    listClients: api.get('/clients/', ({ query, reply }) =>
      reply(
        200,
        page(
          [1, 2, 3].map((n) => makeClient(n)),
          query,
          (c, s) => c.name.toLowerCase().includes(s),
        ),
      ),
    ),
    createClient: api.post('/clients/', async ({ body, reply }) => {
      const input = await body();
      return reply(
        201,
        makeClient(4, {
          ...input,
          id: fixtureId('client', 'created'),
          benchmark_count: 0,
          created_at: FIXTURE_NOW,
          updated_at: FIXTURE_NOW,
        }),
      );
    }),
    getClient: api.get('/clients/{client_id}/', ({ params, reply }) => reply(200, makeClient(1, { id: params.client_id }))),
    updateClient: api.patch('/clients/{client_id}/', async ({ params, body, reply }) =>
      reply(200, makeClient(1, { ...(await body()), id: params.client_id, updated_at: FIXTURE_NOW })),
    ),
    listClientBenchmarks: api.get('/clients/{client_id}/benchmarks/', ({ params, reply }) =>
      reply(200, [makeBenchmark({ client_id: params.client_id })]),
    ),
  },

  usage: {
    getUsage: api.get('/benchmarks/usage/', ({ reply }) => reply(200, makeUsageRecords())),
  },

  benchmarks: {
    listBenchmarks: api.get('/benchmarks/', ({ query, reply }) => {
      // A benchmark still in Input whose criteria are written already.
      const { criteria: _criteria, ...inputWithCriteria } = newBenchmarkState();
      const benchmarks = [
        makeBenchmark(),
        makeBenchmark({
          ...inputWithCriteria,
          id: fixtureId('benchmark', 2),
          name: 'Indian spice exporter — contract manufacturer FY2023',
          client_id: fixtureId('client', 2),
          client_name: 'Saffron Spice Exports Pvt Ltd',
          fars: [],
        }),
        makeBenchmark({
          id: fixtureId('benchmark', 3),
          name: 'US software support services FY2022–2024',
          client_id: fixtureId('client', 3),
          client_name: 'Northwind Software Inc.',
          status: 'processing',
          ongoing_count: 40,
          total_companies: 86,
          completed_count: 46,
        }),
      ];
      return reply(
        200,
        page(benchmarks, query, (b, s) => `${b.name} ${b.client_name}`.toLowerCase().includes(s)),
      );
    }),
    createBenchmark: api.post('/benchmarks/', async ({ body, reply }) => {
      const input = await body();
      return reply(
        201,
        makeBenchmark({ ...input, ...newBenchmarkState(), id: fixtureId('benchmark', 'created'), fars: [], created_at: FIXTURE_NOW }),
      );
    }),
    getBenchmark: api.get('/benchmarks/{benchmark_id}/', ({ params, reply }) => reply(200, makeBenchmark({ id: params.benchmark_id }))),
    updateBenchmark: api.patch('/benchmarks/{benchmark_id}/update/', async ({ params, body, reply }) => {
      const { far_ids: _farIds, ...input } = await body();
      return reply(200, makeBenchmark({ ...input, id: params.benchmark_id }));
    }),
    saveTestedPartyDescription: api.post('/benchmarks/{benchmark_id}/tested-party-description/', async ({ params, body, reply }) => {
      const { tested_party_description, financials } = await body();
      return reply(
        200,
        makeBenchmark({
          id: params.benchmark_id,
          tested_party_description,
          ...(financials ? { tested_party_financials: financials.map(fullFinancials) } : {}),
        }),
      );
    }),
    saveResultsSettings: api.post('/benchmarks/{benchmark_id}/results-settings/', async ({ params, body, reply }) =>
      reply(200, makeBenchmark({ id: params.benchmark_id, results_settings: await body() })),
    ),
    setRangeBasis: api.post('/benchmarks/{benchmark_id}/range-basis/', async ({ params, body, reply }) => {
      const { include_outdated } = await body();
      return reply(
        200,
        makeBenchmark({
          id: params.benchmark_id,
          range_basis: include_outdated
            ? { include_outdated: true, acknowledged_version: 1, chosen_by: 'Meera Iyer', chosen_at: FIXTURE_NOW }
            : { include_outdated: false, acknowledged_version: null, chosen_by: 'Meera Iyer', chosen_at: FIXTURE_NOW },
        }),
      );
    }),
    listAuditEvents: api.get('/benchmarks/{benchmark_id}/audit-events/', ({ query, reply }) =>
      reply(
        200,
        page(
          [1, 2, 3, 4].map((n) => makeAuditEvent(n)),
          query,
          (e, s) => e.action.includes(s),
        ),
      ),
    ),
    exportBenchmark: api.get('/benchmarks/{benchmark_id}/export/', () =>
      fileResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), XLSX, 'benchmark-export.xlsx'),
    ),
    exportStudyReport: api.get('/benchmarks/{benchmark_id}/study-report/', ({ query }) =>
      query.get('format') === 'pdf'
        ? fileResponse('%PDF-1.7\n%fixture\n', 'application/pdf', 'study-report.pdf')
        : fileResponse('PK\u0003\u0004fixture', DOCX, 'study-report.docx'),
    ),
    pliStats: api.post('/benchmarks/pli-stats/', async ({ body, reply }) => {
      const input = await body();
      return reply(200, makePliStats({ method: input.method, pli: input.pli, tested_party_value: input.tested_party_value ?? null }));
    }),
  },

  companies: {
    getCompanies: api.get('/benchmarks/{benchmark_id}/companies/', ({ params, reply }) =>
      reply(
        200,
        makeCompanies().map((c) => ({ ...c, benchmark_id: params.benchmark_id })),
      ),
    ),
    updateCompany: api.patch('/benchmarks/{benchmark_id}/companies/{company_id}/', async ({ params, body, reply }) =>
      reply(
        200,
        makeCompany(1, {
          ...(await body()),
          id: params.company_id,
          benchmark_id: params.benchmark_id,
          status: 'Ready for Analysis',
          automated_decision: null,
          human_decision: null,
          updated_at: FIXTURE_NOW,
        }),
      ),
    ),
    uploadCompanyFile: api.post('/benchmarks/{benchmark_id}/file/', ({ reply }) =>
      reply(201, makeUploadedFile({ imported_count: 0, uploaded_at: FIXTURE_NOW })),
    ),
    importCompanies: api.post('/benchmarks/{benchmark_id}/file/import/', async ({ body, reply }) => {
      const { rows } = await body();
      const kept = rows.filter((row) => row.name || row.country || row.website || row.database_description);
      const skipped = rows.flatMap((row, i) => (kept.includes(row) ? [] : [{ row: row.row ?? i + 1, reason: 'The row is empty.' }]));
      const issues = kept.flatMap((row, i) =>
        companyIssues({ ...row, ...websiteFlags(row.website) }).map((kind) => ({ company_id: fixtureId('company', i + 1), row: row.row ?? i + 1, kind })),
      );
      return reply(200, { imported_count: kept.length, issues, skipped });
    }),
    applyQuantitativeScreens: api.post('/benchmarks/{benchmark_id}/screens/', async ({ body, reply }) => {
      const screens = await body();
      // Fixture answer: companies 3 and 7 stand for two with indicator C, so an independence
      // screen that does not allow C excludes them; the other screens exclude nothing here.
      const excludesC = screens.independence != null && !screens.independence.allowed.includes('C');
      const results = excludesC
        ? [3, 7].map((n) => ({ company_id: fixtureId('company', n), reasons: ['BvD independence indicator C is not allowed'] }))
        : [];
      return reply(200, { excluded: results.length, included_again: 0, results });
    }),
    deleteCompanyFile: api.delete('/benchmarks/{benchmark_id}/file/', ({ reply }) => reply(200, { deleted_companies: 12 })),
    getFixLater: api.get('/benchmarks/{benchmark_id}/fix-later/', ({ reply }) => reply(200, { company_ids: [] })),
    setFixLater: api.put('/benchmarks/{benchmark_id}/fix-later/', async ({ body, reply }) => {
      const input = await body();
      return reply(200, { company_ids: input.fix_later ? input.company_ids : [] });
    }),
    forceValidateLookout: api.post('/benchmarks/{benchmark_id}/companies/{company_id}/lookouts/force-validate/', ({ params, reply }) =>
      reply(
        200,
        makeCompany(8, {
          id: params.company_id,
          url_manually_validated: true,
          invalid_url: false,
          url_issue: null,
          status: 'Ready for Analysis',
        }),
      ),
    ),
    humanDecision: api.patch('/benchmarks/{benchmark_id}/companies/{company_id}/human-decision/', async ({ params, body, reply }) => {
      const input = await body();
      const problem = validateDecisionReason(input.decision, input.reason_code, input.reason);
      if (problem) return reply(400, { message: problem, errors: { reason_code: [problem] } });
      const company = decideFixture(makeCompany(4, { id: params.company_id }), input.decision);
      return reply(200, {
        ...company,
        human_decision: {
          decision: input.decision,
          reason: input.reason ?? null,
          decided_by: { id: FIXTURE_IDS.user, name: 'Anna Lindqvist' },
          decided_at: FIXTURE_NOW,
        },
      });
    }),
    humanDecisionReason: api.post(
      '/benchmarks/{benchmark_id}/companies/{company_id}/human-decision-reason/',
      async ({ params, body, reply }) => {
        const { reason } = await body();
        const company = makeCompany(3, { id: params.company_id });
        return reply(200, { ...company, human_decision: company.human_decision ? { ...company.human_decision, reason } : null });
      },
    ),
    humanSummary: api.post('/benchmarks/{benchmark_id}/companies/{company_id}/human-summary/', async ({ params, body, reply }) =>
      reply(200, makeCompany(3, { id: params.company_id, human_summary: (await body()).summary })),
    ),
    quickReview: api.post('/benchmarks/{benchmark_id}/companies/{company_id}/quick_review/', async ({ params, body, reply }) => {
      const input = await body();
      const fixture = makeCompany(4, { id: params.company_id });
      const action = input.action;
      const decided = action === 'accept' || action === 'reject' || action === 'refrain';
      const problem = decided ? validateDecisionReason(action, input.reason_code, input.reason) : null;
      if (problem) return reply(400, { message: problem, errors: { reason_code: [problem] } });
      // undo and check leave the fixture undecided (Data Collected - Awaiting Decision).
      const company: Company = decided
        ? {
            ...decideFixture(fixture, action),
            human_decision: {
              decision: action,
              reason: input.reason ?? null,
              reason_code: input.reason_code ?? null,
              via: 'quick_review',
              decided_by: { id: FIXTURE_IDS.user, name: 'Anna Lindqvist' },
              decided_at: FIXTURE_NOW,
            },
          }
        : fixture;
      return reply(200, { company, review: makeQuickReview({ company_id: params.company_id }), undone: input.action === 'undo' });
    }),
    getCompany: api.get('/benchmarks/{benchmark_id}/companies/{company_id}/', ({ params, reply }) => {
      const company = makeCompanies().find((c) => c.id === params.company_id);
      return company ? reply(200, company) : reply(404, { message: 'Company not found' });
    }),
    dismissReviewFlag: api.post(
      '/benchmarks/{benchmark_id}/companies/{company_id}/review-flags/{flag_id}/dismiss/',
      async ({ params, body, reply }) => {
        const { note } = await body();
        const company = makeCompany(5, { id: params.company_id });
        return reply(200, {
          ...company,
          review_flags: company.review_flags.map((f) =>
            f.id === params.flag_id
              ? { ...f, dismissal: { by: { id: FIXTURE_IDS.user, name: 'Anna Lindqvist' }, at: FIXTURE_NOW, note } }
              : f,
          ),
        });
      },
    ),
  },

  review: {
    runReview: api.post('/benchmarks/{benchmark_id}/review/', ({ reply }) =>
      reply(200, { reviewed: 7, flagged: 3, flags: { high: 1, medium: 2, low: 1 } }),
    ),
    listCriteriaVersions: api.get('/benchmarks/{benchmark_id}/criteria/versions/', ({ reply }) =>
      reply(200, [makeCriteriaVersion(2), makeCriteriaVersion(1)]),
    ),
    // An open stream with one comment: stories and tests see a live connection and no change.
    streamBenchmarkEvents: api.get(
      '/benchmarks/{benchmark_id}/events/',
      () => new Response(': connected\n\n', { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } }),
    ),
  },

  criteria: {
    saveCriteria: api.post('/benchmarks/{benchmark_id}/criteria/save/', async ({ body, reply }) => {
      const criteria = await body();
      if (criteria.accept.length === 0 && criteria.reject.length === 0) {
        return reply(400, {
          message: 'At least one criteria field must be filled',
          errors: { accept: ['At least one criteria field must be filled'] },
        });
      }
      return reply(200, { criteria, outdated_company_ids: [fixtureId('company', 11)], requires_rerun: true });
    }),
    readCriteria: api.post('/classification/read/', async ({ body, reply }) => {
      const criteria = await body();
      const read = (type: 'accept' | 'reject') => (criterion: string) => {
        const adjusted = criteria.readings?.find((r) => r.criterion === criterion);
        if (adjusted) return { criterion, type, source: 'adjusted' as const, activities: adjusted.activities };
        return type === 'accept'
          ? { criterion, type, source: 'text' as const, activities: [{ scheme: 'naics' as const, code: '423830', title: 'Industrial Machinery and Equipment Merchant Wholesalers', score: 1 }, { scheme: 'nace' as const, code: '46.69', title: 'Wholesale of other machinery and equipment', score: 1 }] }
          : { criterion, type, source: 'function' as const, activities: [{ scheme: 'naics' as const, code: '33', title: 'Manufacturing', score: 1 }] };
      };
      return reply(200, { readings: [...criteria.accept.map(read('accept')), ...criteria.reject.map(read('reject'))] });
    }),
    searchClassifications: api.get('/classification/search/', ({ reply }) =>
      reply(200, {
        hits: [
          { scheme: 'naics', code: '4238', title: 'Machinery, Equipment, and Supplies Merchant Wholesalers', score: 1, sector: '42' },
          { scheme: 'naics', code: '423840', title: 'Industrial Supplies Merchant Wholesalers', score: 1, sector: '42' },
        ],
      }),
    ),
    generateCriteria: api.post('/benchmarks/{benchmark_id}/criteria/generate/', ({ reply }) =>
      reply(200, {
        criteria: makeCriteria({ accept: [...makeCriteria().accept, 'installation and commissioning services ancillary to distribution'] }),
        identical_to_current: false,
      }),
    ),
    confirmCriteriaChange: api.post('/benchmarks/{benchmark_id}/confirm-criteria-change/', async ({ body, reply }) => {
      const { decisions } = await body();
      const companies = decisions.map(({ company_id, action }) =>
        // A re-run has already taken the outdated flag off a company awaiting confirmation.
        applyWorkflow(makeCompany(11, { id: company_id, outdated_criteria: false }), action === 'confirm' ? confirmChange : revertChange),
      );
      return reply(200, { companies, criteria_pending_confirmation: false });
    }),
  },

  runs: {
    createRunAiJob: api.post('/benchmarks/{benchmark_id}/create-run-ai-job/', async ({ body, reply }) => {
      const { mode } = await body();
      return reply(202, makeJob({ kind: mode, status: 'queued', completed: 0, failed: 0, started_at: null }));
    }),
    getRunProgress: api.get('/benchmarks/{benchmark_id}/runs/{job_id}/', ({ params, reply }) => reply(200, makeJob({ id: params.job_id }))),
    streamRunEvents: api.get('/benchmarks/{benchmark_id}/runs/{job_id}/events/', ({ params }) => {
      const progress = makeJob({ id: params.job_id });
      const done = makeJob({ id: params.job_id, status: 'succeeded', completed: 11, failed: 1, finished_at: FIXTURE_NOW });
      const text = `event: progress\ndata: ${JSON.stringify(progress)}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`;
      return new Response(text, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
    }),
    cancelRun: api.post('/benchmarks/{benchmark_id}/runs/{job_id}/cancel/', ({ params, reply }) =>
      reply(200, makeJob({ id: params.job_id, status: 'cancelled', finished_at: FIXTURE_NOW })),
    ),
    listRuns: api.get('/benchmarks/{benchmark_id}/runs/', ({ reply }) =>
      reply(200, { items: [makeJob({ status: 'succeeded', completed: 11, failed: 1, finished_at: FIXTURE_NOW })] }),
    ),
    getCompanySource: api.get('/benchmarks/{benchmark_id}/companies/{company_id}/sources/{source_id}/', ({ params, reply }) =>
      reply(200, makeSourceDocument({ id: params.source_id, company_id: params.company_id })),
    ),
    listWebSearchResults: api.get('/benchmarks/{benchmark_id}/web-search/results/', ({ reply }) => reply(200, [makeWebSearchResult()])),
    listAnnualReports: api.get('/benchmarks/{benchmark_id}/annual-reports/', ({ reply }) => reply(200, [makeAnnualReport(1)])),
    importAnnualReports: api.post('/benchmarks/{benchmark_id}/annual-reports/import/', ({ reply }) =>
      reply(200, {
        imported: [makeAnnualReport(1, { status: 'imported', source_id: null, pages: null, processed_at: null })],
        unmatched: [],
      }),
    ),
    processAnnualReports: api.post('/benchmarks/{benchmark_id}/annual-reports/process/', ({ reply }) =>
      reply(
        202,
        makeJob({
          id: fixtureId('job', 'ar-process'),
          kind: 'annual_reports_process',
          status: 'queued',
          completed: 0,
          failed: 0,
          started_at: null,
        }),
      ),
    ),
  },

  evidence: {
    downloadEvidenceReport: api.get('/benchmarks/{benchmark_id}/companies/{company_id}/evidence-report/download/', () =>
      fileResponse('%PDF-1.7\n%fixture\n', 'application/pdf', 'evidence-report.pdf'),
    ),
    startEvidenceBundle: api.post('/benchmarks/{benchmark_id}/evidence-reports/bundle/start/', ({ reply }) =>
      reply(
        202,
        makeJob({
          id: fixtureId('job', 'bundle'),
          kind: 'evidence_bundle',
          status: 'queued',
          total: 7,
          completed: 0,
          failed: 0,
          started_at: null,
        }),
      ),
    ),
    evidenceBundleStatus: api.post('/benchmarks/{benchmark_id}/evidence-reports/bundle/status/', async ({ body, reply }) =>
      reply(
        200,
        makeJob({
          id: (await body()).job_id,
          kind: 'evidence_bundle',
          status: 'succeeded',
          total: 7,
          completed: 7,
          failed: 0,
          finished_at: FIXTURE_NOW,
        }),
      ),
    ),
    downloadEvidenceBundle: api.post('/benchmarks/{benchmark_id}/evidence-reports/bundle/download/', () =>
      fileResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), 'application/zip', 'evidence-reports.zip'),
    ),
  },

  yoy: {
    yoyUploadFileHeaders: api.post('/benchmarks/{benchmark_id}/yoy-upload-file-headers/', ({ reply }) =>
      reply(200, {
        upload_id: fixtureId('upload', 'yoy'),
        sheet_names: ['FY2024'],
        headers: ['Company name', 'Operating revenue', 'Gross profit', 'EBIT', 'Net income', 'Total assets'],
      }),
    ),
    yoyProcessFile: api.post('/benchmarks/{benchmark_id}/yoy-process-file/', async ({ body, reply }) => {
      const { upload_id, year } = await body();
      return reply(200, { upload_id, year, matched: 11, unmatched_names: ['Polder Pompen BV'] });
    }),
    yoyImportData: api.post('/benchmarks/{benchmark_id}/yoy-import-data/', async ({ body, reply }) =>
      reply(200, { year: (await body()).year, updated_companies: 11 }),
    ),
    yoyRemoveYear: api.post('/benchmarks/{benchmark_id}/yoy-remove-year/', async ({ params, body, reply }) => {
      const { year } = await body();
      return reply(
        200,
        makeBenchmark({ id: params.benchmark_id, financial_years: makeBenchmark().financial_years.filter((y) => y !== year) }),
      );
    }),
  },

  fars: {
    listFars: api.get('/fars/', ({ query, reply }) =>
      reply(
        200,
        page(makeFars(), query, (f, s) => [f.title, f.client_name, f.tested_party].some((x) => x.toLowerCase().includes(s))),
      ),
    ),
    createFar: api.post('/fars/', async ({ body, reply }) => {
      const { content, benchmark_ids: _ids, ...input } = await body();
      return reply(
        201,
        makeFar({
          ...input,
          id: fixtureId('far', 'created'),
          version: 1,
          status: 'draft',
          benchmarks: [],
          ...(content ? { content } : {}),
        }),
      );
    }),
    getFar: api.get('/fars/{far_id}/', ({ params, reply }) => reply(200, makeFar({ id: params.far_id }))),
    updateFar: api.patch('/fars/{far_id}/', async ({ params, body, reply }) => {
      const { base_version: base, benchmark_ids: _ids, ...input } = await body();
      return reply(200, makeFar({ ...input, id: params.far_id, version: (base ?? 3) + 1, updated_at: FIXTURE_NOW }));
    }),
    listFarHistory: api.get('/fars/{far_id}/history/', ({ reply }) => reply(200, makeFarHistory())),
    exportFar: api.get('/fars/{far_id}/export/', ({ query }) =>
      query.get('format') === 'docx'
        ? fileResponse('PK\u0003\u0004fixture', DOCX, 'far.docx')
        : fileResponse('%PDF-1.7\n%fixture\n', 'application/pdf', 'far.pdf'),
    ),
    farBenchmarkInputs: api.post('/fars/{far_id}/benchmark-inputs/', async ({ body, reply }) =>
      reply(200, makeFarBenchmarkInputs({ benchmark_id: (await body()).benchmark_id })),
    ),
  },

  industryOverviews: {
    listIndustryOverviews: api.get('/industry-overviews/', ({ reply }) => reply(200, makeOverviewStatuses())),
    createIndustryOverview: api.post('/industry-overviews/', async ({ body, reply }) =>
      reply(
        201,
        makeIndustryOverview(3, {
          ...(await body()),
          id: fixtureId('industry-overview', 'created'),
          status: 'Pending',
          job_id: null,
          created_at: FIXTURE_NOW,
        }),
      ),
    ),
    getIndustryOverview: api.get('/industry-overviews/{overview_id}/', ({ params, reply }) =>
      reply(200, makeIndustryOverview(1, { id: params.overview_id })),
    ),
    runIndustryOverview: api.post('/industry-overviews/{overview_id}/run/', ({ params, reply }) =>
      reply(
        202,
        makeIndustryOverview(3, {
          id: params.overview_id,
          status: 'Job Created',
          job_id: fixtureId('job', 'overview-run'),
          progress_message: 'Waiting for a worker',
        }),
      ),
    ),
    exportIndustryOverview: api.get('/industry-overviews/{overview_id}/export/', ({ query }) => {
      const format = query.get('format') ?? 'pdf';
      if (format === 'xlsx') return fileResponse('PK\u0003\u0004fixture', XLSX, 'Wholesale-distribution-Denmark-industry-overview.xlsx');
      if (format === 'docx') return fileResponse('PK\u0003\u0004fixture', DOCX, 'Wholesale-distribution-Denmark-industry-overview.docx');
      return fileResponse('%PDF-1.7\n%fixture\n', 'application/pdf', 'Wholesale-distribution-Denmark-industry-overview.pdf');
    }),
  },

  agents: {
    listAgents: api.get('/agents/', ({ reply }) => reply(200, makeAgents())),
  },

  inquiries: {
    submitInquiry: api.post('/submitInquiry/', ({ reply }) =>
      reply(200, { success: true, message: 'Thank you! We will be in touch shortly.' }),
    ),
  },

  support: {
    submitSupportRequest: api.post('/support/', ({ reply }) => reply(201, { message: 'Your request has been received.' })),
  },
} satisfies Record<string, Record<string, HttpHandler>>;

export type HandlerGroups = typeof handlers;

/** Flatten handler groups (or a partial override of them) into msw's list. */
export function handlerList(groups: { [group: string]: Record<string, HttpHandler> } = handlers): HttpHandler[] {
  return Object.values(groups).flatMap((group) => Object.values(group));
}

/** Every operation's happy path. */
export const defaultHandlers: HttpHandler[] = handlerList(handlers);

/** Ready-made states the screens name (spec section 2, usage screen). */
export const usageVariants = {
  empty: api.get('/benchmarks/usage/', ({ reply }) => reply(200, [])),
  loading: api.get('/benchmarks/usage/', async () => {
    await delay('infinite');
    return undefined;
  }),
  serverError: api.get('/benchmarks/usage/', () => errorResponse(500, 'Internal server error')),
};
