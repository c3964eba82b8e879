// Typed functions for the contract's calls: required ids and bodies are checked before any
// request (spec section 5; the promise rejects with RequiredParameterError), success answers the
// data, a status >= 400 rejects with ApiError.
import type { ApiClient } from './createApiClient.ts';
import { ApiError } from './ApiError.ts';
import { requireParams } from './requireParams.ts';
import type { operations } from '../generated/schema.ts';

type Body<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type Query<Op extends keyof operations> = operations[Op] extends { parameters: { query?: infer Q } } ? Q : never;
type Id = string | null | undefined;
type Maybe<T> = T | null | undefined;

async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<NonNullable<R['data']>> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
  return data as NonNullable<R['data']>;
}

async function ensureOk(call: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  const { error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
}

function fileForm(file: Blob, fields: Record<string, string | undefined> = {}, filename?: string): FormData {
  const form = new FormData();
  if (filename === undefined) form.set('file', file);
  else form.set('file', file, filename);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  return form;
}

/** The If-Match header for an optimistic write: the record's version as it was read. */
const ifMatch = (version: number | null | undefined) =>
  version === null || version === undefined ? {} : { header: { 'If-Match': String(version) } };

export type Endpoints = ReturnType<typeof createEndpoints>;

export function createEndpoints(client: ApiClient) {
  return {
    // ---------------------------------------------------------------- health and auth
    getHealth: async () => unwrap(client.GET('/health/')),
    login: async (body: Maybe<Body<'login'>>) => {
      const p = requireParams('login', { body });
      return unwrap(client.POST('/login/', { body: p.body }));
    },
    refreshToken: async () => unwrap(client.POST('/refreshToken/')),
    logout: async () => unwrap(client.POST('/logout/')),
    register: async (body: Maybe<Body<'register'>>) => {
      const p = requireParams('register', { body });
      return unwrap(client.POST('/register/', { body: p.body }));
    },
    requestPasswordReset: async (body: Maybe<Body<'requestPasswordReset'>>) => {
      const p = requireParams('requestPasswordReset', { body });
      return unwrap(client.POST('/password-reset/request/', { body: p.body }));
    },
    confirmPasswordReset: async (body: Maybe<Body<'confirmPasswordReset'>>) => {
      const p = requireParams('confirmPasswordReset', { body });
      return unwrap(client.POST('/password-reset/confirm/', { body: p.body }));
    },
    acceptInvite: async (body: Maybe<Body<'acceptInvite'>>) => {
      const p = requireParams('acceptInvite', { body });
      return unwrap(client.POST('/invites/accept/', { body: p.body }));
    },

    // ---------------------------------------------------------------- me and team
    getMe: async () => unwrap(client.GET('/me/')),
    updateProfile: async (body: Maybe<Body<'updateProfile'>>) => {
      const p = requireParams('updateProfile', { body });
      return unwrap(client.PATCH('/me/', { body: p.body }));
    },
    changePassword: async (body: Maybe<Body<'changePassword'>>) => {
      const p = requireParams('changePassword', { body });
      return unwrap(client.POST('/me/password/', { body: p.body }));
    },
    listTeamMembers: async () => unwrap(client.GET('/team/members/')),
    inviteTeamMember: async (body: Maybe<Body<'inviteTeamMember'>>) => {
      const p = requireParams('inviteTeamMember', { body });
      return unwrap(client.POST('/team/invites/', { body: p.body }));
    },
    changeTeamMemberRole: async (userId: Id, body: Maybe<Body<'changeTeamMemberRole'>>) => {
      const p = requireParams('changeTeamMemberRole', { userId, body });
      return unwrap(client.PATCH('/team/members/{user_id}/', { params: { path: { user_id: p.userId } }, body: p.body }));
    },
    removeTeamMember: async (userId: Id) => {
      const p = requireParams('removeTeamMember', { userId });
      return ensureOk(client.DELETE('/team/members/{user_id}/', { params: { path: { user_id: p.userId } } }));
    },

    // ---------------------------------------------------------------- clients
    listClients: async (query: Query<'listClients'> = {}) => unwrap(client.GET('/clients/', { params: { query } })),
    createClient: async (body: Maybe<Body<'createClient'>>) => {
      const p = requireParams('createClient', { body });
      return unwrap(client.POST('/clients/', { body: p.body }));
    },
    getClient: async (clientId: Id) => {
      const p = requireParams('getClient', { clientId });
      return unwrap(client.GET('/clients/{client_id}/', { params: { path: { client_id: p.clientId } } }));
    },
    updateClient: async (clientId: Id, body: Maybe<Body<'updateClient'>>) => {
      const p = requireParams('updateClient', { clientId, body });
      return unwrap(client.PATCH('/clients/{client_id}/', { params: { path: { client_id: p.clientId } }, body: p.body }));
    },
    listClientBenchmarks: async (clientId: Id) => {
      const p = requireParams('listClientBenchmarks', { clientId });
      return unwrap(client.GET('/clients/{client_id}/benchmarks/', { params: { path: { client_id: p.clientId } } }));
    },

    // ---------------------------------------------------------------- benchmarks
    listBenchmarks: async (query: Query<'listBenchmarks'> = {}) => unwrap(client.GET('/benchmarks/', { params: { query } })),
    createBenchmark: async (body: Maybe<Body<'createBenchmark'>>) => {
      const p = requireParams('createBenchmark', { body });
      return unwrap(client.POST('/benchmarks/', { body: p.body }));
    },
    getBenchmark: async (benchmarkId: Id) => {
      const p = requireParams('getBenchmark', { benchmarkId });
      return unwrap(client.GET('/benchmarks/{benchmark_id}/', { params: { path: { benchmark_id: p.benchmarkId } } }));
    },
    updateBenchmark: async (benchmarkId: Id, body: Maybe<Body<'updateBenchmark'>>) => {
      const p = requireParams('updateBenchmark', { benchmarkId, body });
      return unwrap(
        client.PATCH('/benchmarks/{benchmark_id}/update/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: p.body,
        }),
      );
    },
    saveTestedPartyDescription: async (benchmarkId: Id, body: Maybe<Body<'saveTestedPartyDescription'>>) => {
      const p = requireParams('saveTestedPartyDescription', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/tested-party-description/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: p.body,
        }),
      );
    },
    saveResultsSettings: async (benchmarkId: Id, body: Maybe<Body<'saveResultsSettings'>>) => {
      const p = requireParams('saveResultsSettings', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/results-settings/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: p.body,
        }),
      );
    },
    /** Current decisions only, or outdated ones too with this person's acknowledgement (issue 19). */
    setRangeBasis: async (benchmarkId: Id, body: Maybe<Body<'setRangeBasis'>>, version?: number | null) => {
      const p = requireParams('setRangeBasis', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/range-basis/', {
          params: { path: { benchmark_id: p.benchmarkId }, ...ifMatch(version) },
          body: p.body,
        }),
      );
    },
    listAuditEvents: async (benchmarkId: Id, query: Query<'listAuditEvents'> = {}) => {
      const p = requireParams('listAuditEvents', { benchmarkId });
      return unwrap(
        client.GET('/benchmarks/{benchmark_id}/audit-events/', {
          params: { path: { benchmark_id: p.benchmarkId }, query },
        }),
      );
    },
    /** The Excel workbook; `columns` limits the export to those columns. */
    exportBenchmark: async (benchmarkId: Id, columns?: readonly string[]) => {
      const p = requireParams('exportBenchmark', { benchmarkId });
      const query = columns && columns.length > 0 ? { columns: columns.join(',') } : {};
      return unwrap(
        client.GET('/benchmarks/{benchmark_id}/export/', {
          params: { path: { benchmark_id: p.benchmarkId }, query },
          parseAs: 'blob',
        }),
      );
    },
    /** The study report as DOCX (default) or PDF; `draft` while decisions are open (every page marked DRAFT). */
    exportStudyReport: async (benchmarkId: Id, format: 'docx' | 'pdf' = 'docx', draft = false) => {
      const p = requireParams('exportStudyReport', { benchmarkId });
      return unwrap(
        client.GET('/benchmarks/{benchmark_id}/study-report/', {
          params: { path: { benchmark_id: p.benchmarkId }, query: { format, ...(draft ? { draft: true } : {}) } },
          parseAs: 'blob',
        }),
      );
    },
    getUsage: async () => unwrap(client.GET('/benchmarks/usage/')),
    pliStats: async (body: Maybe<Body<'pliStats'>>) => {
      const p = requireParams('pliStats', { body });
      return unwrap(client.POST('/benchmarks/pli-stats/', { body: p.body }));
    },

    // ---------------------------------------------------------------- companies and upload
    getCompanies: async (benchmarkId: Id) => {
      const p = requireParams('getCompanies', { benchmarkId });
      return unwrap(client.GET('/benchmarks/{benchmark_id}/companies/', { params: { path: { benchmark_id: p.benchmarkId } } }));
    },
    updateCompany: async (benchmarkId: Id, companyId: Id, body: Maybe<Body<'updateCompany'>>) => {
      const p = requireParams('updateCompany', { benchmarkId, companyId, body });
      return unwrap(
        client.PATCH('/benchmarks/{benchmark_id}/companies/{company_id}/', {
          params: { path: { benchmark_id: p.benchmarkId, company_id: p.companyId } },
          body: p.body,
        }),
      );
    },
    uploadCompanyFile: async (benchmarkId: Id, file: Maybe<Blob>, options: { filename?: string; sheetName?: string } = {}) => {
      const p = requireParams('uploadCompanyFile', { benchmarkId, file });
      const form = fileForm(p.file, { sheet_name: options.sheetName }, options.filename);
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/file/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: form as unknown as { file: string },
        }),
      );
    },
    importCompanies: async (benchmarkId: Id, body: Maybe<Body<'importCompanies'>>) => {
      const p = requireParams('importCompanies', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/file/import/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: p.body,
        }),
      );
    },
    deleteCompanyFile: async (benchmarkId: Id) => {
      const p = requireParams('deleteCompanyFile', { benchmarkId });
      return unwrap(client.DELETE('/benchmarks/{benchmark_id}/file/', { params: { path: { benchmark_id: p.benchmarkId } } }));
    },
    applyQuantitativeScreens: async (benchmarkId: Id, body: Maybe<Body<'applyQuantitativeScreens'>>) => {
      const p = requireParams('applyQuantitativeScreens', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/screens/', { params: { path: { benchmark_id: p.benchmarkId } }, body: p.body }),
      );
    },
    getFixLater: async (benchmarkId: Id) => {
      const p = requireParams('getFixLater', { benchmarkId });
      return unwrap(client.GET('/benchmarks/{benchmark_id}/fix-later/', { params: { path: { benchmark_id: p.benchmarkId } } }));
    },
    setFixLater: async (benchmarkId: Id, body: Maybe<Body<'setFixLater'>>) => {
      const p = requireParams('setFixLater', { benchmarkId, body });
      return unwrap(client.PUT('/benchmarks/{benchmark_id}/fix-later/', { params: { path: { benchmark_id: p.benchmarkId } }, body: p.body }));
    },
    forceValidateLookout: async (benchmarkId: Id, companyId: Id, body: Maybe<Body<'forceValidateLookout'>>) => {
      const p = requireParams('forceValidateLookout', { benchmarkId, companyId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/companies/{company_id}/lookouts/force-validate/', {
          params: { path: { benchmark_id: p.benchmarkId, company_id: p.companyId } },
          body: p.body,
        }),
      );
    },

    // ---------------------------------------------------------------- criteria
    /** `version`: the benchmark's version as read; a colleague's change since then answers 409. */
    saveCriteria: async (benchmarkId: Id, body: Maybe<Body<'saveCriteria'>>, version?: number | null) => {
      const p = requireParams('saveCriteria', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/criteria/save/', {
          params: { path: { benchmark_id: p.benchmarkId }, ...ifMatch(version) },
          body: p.body,
        }),
      );
    },
    generateCriteria: async (benchmarkId: Id) => {
      const p = requireParams('generateCriteria', { benchmarkId });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/criteria/generate/', {
          params: { path: { benchmark_id: p.benchmarkId } },
        }),
      );
    },
    /** What each criterion is read as (classification codes), as the analysis reads it; stores nothing. */
    readCriteria: async (body: Maybe<Body<'readCriteria'>>) => {
      const p = requireParams('readCriteria', { body });
      return unwrap(client.POST('/classification/read/', { body: p.body }));
    },
    /** Classification codes (NAICS 2022, NACE Rev. 2) by code or words, best first. */
    searchClassifications: async (query: Query<'searchClassifications'>) => unwrap(client.GET('/classification/search/', { params: { query } })),
    /** `version`: the benchmark's version as read; a colleague's change since then answers 409. */
    confirmCriteriaChange: async (benchmarkId: Id, body: Maybe<Body<'confirmCriteriaChange'>>, version?: number | null) => {
      const p = requireParams('confirmCriteriaChange', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/confirm-criteria-change/', {
          params: { path: { benchmark_id: p.benchmarkId }, ...ifMatch(version) },
          body: p.body,
        }),
      );
    },

    // ---------------------------------------------------------------- runs
    createRunAiJob: async (benchmarkId: Id, body: Maybe<Body<'createRunAiJob'>>) => {
      const p = requireParams('createRunAiJob', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/create-run-ai-job/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: p.body,
        }),
      );
    },
    getRunProgress: async (benchmarkId: Id, jobId: Id) => {
      const p = requireParams('getRunProgress', { benchmarkId, jobId });
      return unwrap(
        client.GET('/benchmarks/{benchmark_id}/runs/{job_id}/', {
          params: { path: { benchmark_id: p.benchmarkId, job_id: p.jobId } },
        }),
      );
    },
    /** The raw server-sent event stream of a run (parse `event:`/`data:` lines). */
    streamRunEvents: async (benchmarkId: Id, jobId: Id, signal?: AbortSignal) => {
      const p = requireParams('streamRunEvents', { benchmarkId, jobId });
      return unwrap(
        client.GET('/benchmarks/{benchmark_id}/runs/{job_id}/events/', {
          params: { path: { benchmark_id: p.benchmarkId, job_id: p.jobId } },
          headers: { Accept: 'text/event-stream' },
          parseAs: 'stream',
          ...(signal ? { signal } : {}),
        }),
      );
    },
    cancelRun: async (benchmarkId: Id, jobId: Id) => {
      const p = requireParams('cancelRun', { benchmarkId, jobId });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/runs/{job_id}/cancel/', {
          params: { path: { benchmark_id: p.benchmarkId, job_id: p.jobId } },
        }),
      );
    },
    listRuns: async (benchmarkId: Id) => {
      const p = requireParams('listRuns', { benchmarkId });
      return unwrap(client.GET('/benchmarks/{benchmark_id}/runs/', { params: { path: { benchmark_id: p.benchmarkId } } }));
    },
    getCompanySource: async (benchmarkId: Id, companyId: Id, sourceId: Id) => {
      const p = requireParams('getCompanySource', { benchmarkId, companyId, sourceId });
      return unwrap(
        client.GET('/benchmarks/{benchmark_id}/companies/{company_id}/sources/{source_id}/', {
          params: { path: { benchmark_id: p.benchmarkId, company_id: p.companyId, source_id: p.sourceId } },
        }),
      );
    },
    /** The latest web search result of each company: its label, the detail behind it and the pages read. */
    listWebSearchResults: async (benchmarkId: Id) => {
      const p = requireParams('listWebSearchResults', { benchmarkId });
      return unwrap(client.GET('/benchmarks/{benchmark_id}/web-search/results/', { params: { path: { benchmark_id: p.benchmarkId } } }));
    },
    listAnnualReports: async (benchmarkId: Id) => {
      const p = requireParams('listAnnualReports', { benchmarkId });
      return unwrap(client.GET('/benchmarks/{benchmark_id}/annual-reports/', { params: { path: { benchmark_id: p.benchmarkId } } }));
    },
    /** One annual report (PDF/HTML/text) for `companyId`, or a zip (or file) matched to companies by name. */
    importAnnualReports: async (benchmarkId: Id, file: Maybe<Blob>, options: { companyId?: string; filename?: string } = {}) => {
      const p = requireParams('importAnnualReports', { benchmarkId, file });
      const form = fileForm(p.file, { company_id: options.companyId }, options.filename);
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/annual-reports/import/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: form as unknown as { file: string },
        }),
      );
    },
    processAnnualReports: async (benchmarkId: Id, body: Maybe<Body<'processAnnualReports'>>) => {
      const p = requireParams('processAnnualReports', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/annual-reports/process/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: p.body,
        }),
      );
    },

    // ---------------------------------------------------------------- human review
    /** `version`: the company's version as read; a colleague's change since then answers 409. */
    humanDecision: async (benchmarkId: Id, companyId: Id, body: Maybe<Body<'humanDecision'>>, version?: number | null) => {
      const p = requireParams('humanDecision', { benchmarkId, companyId, body });
      return unwrap(
        client.PATCH('/benchmarks/{benchmark_id}/companies/{company_id}/human-decision/', {
          params: { path: { benchmark_id: p.benchmarkId, company_id: p.companyId }, ...ifMatch(version) },
          body: p.body,
        }),
      );
    },
    /** `version`: the company's version as read; a colleague's change since then answers 409. */
    humanDecisionReason: async (benchmarkId: Id, companyId: Id, body: Maybe<Body<'humanDecisionReason'>>, version?: number | null) => {
      const p = requireParams('humanDecisionReason', { benchmarkId, companyId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/companies/{company_id}/human-decision-reason/', {
          params: { path: { benchmark_id: p.benchmarkId, company_id: p.companyId }, ...ifMatch(version) },
          body: p.body,
        }),
      );
    },
    /** `version`: the company's version as read; a colleague's change since then answers 409. */
    humanSummary: async (benchmarkId: Id, companyId: Id, body: Maybe<Body<'humanSummary'>>, version?: number | null) => {
      const p = requireParams('humanSummary', { benchmarkId, companyId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/companies/{company_id}/human-summary/', {
          params: { path: { benchmark_id: p.benchmarkId, company_id: p.companyId }, ...ifMatch(version) },
          body: p.body,
        }),
      );
    },
    /** `version`: the company's version as read; a colleague's change since then answers 409. */
    quickReview: async (benchmarkId: Id, companyId: Id, body: Maybe<Body<'quickReview'>>, version?: number | null) => {
      const p = requireParams('quickReview', { benchmarkId, companyId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/companies/{company_id}/quick_review/', {
          params: { path: { benchmark_id: p.benchmarkId, company_id: p.companyId }, ...ifMatch(version) },
          body: p.body,
        }),
      );
    },

    /** The benchmark's live changes as a server-sent event stream (see openapi.yaml). */
    streamBenchmarkEvents: async (benchmarkId: Id, signal?: AbortSignal) => {
      const p = requireParams('streamBenchmarkEvents', { benchmarkId });
      return unwrap(
        client.GET('/benchmarks/{benchmark_id}/events/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          headers: { Accept: 'text/event-stream' },
          parseAs: 'stream',
          ...(signal ? { signal } : {}),
        }),
      );
    },
    getCompany: async (benchmarkId: Id, companyId: Id) => {
      const p = requireParams('getCompany', { benchmarkId, companyId });
      return unwrap(
        client.GET('/benchmarks/{benchmark_id}/companies/{company_id}/', {
          params: { path: { benchmark_id: p.benchmarkId, company_id: p.companyId } },
        }),
      );
    },
    dismissReviewFlag: async (
      benchmarkId: Id,
      companyId: Id,
      flagId: Id,
      body: Maybe<Body<'dismissReviewFlag'>>,
      version?: number | null,
    ) => {
      const p = requireParams('dismissReviewFlag', { benchmarkId, companyId, flagId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/companies/{company_id}/review-flags/{flag_id}/dismiss/', {
          params: { path: { benchmark_id: p.benchmarkId, company_id: p.companyId, flag_id: p.flagId }, ...ifMatch(version) },
          body: p.body,
        }),
      );
    },
    runReview: async (benchmarkId: Id, body: Maybe<Body<'runReview'>>) => {
      const p = requireParams('runReview', { benchmarkId, body });
      return unwrap(client.POST('/benchmarks/{benchmark_id}/review/', { params: { path: { benchmark_id: p.benchmarkId } }, body: p.body }));
    },
    listCriteriaVersions: async (benchmarkId: Id) => {
      const p = requireParams('listCriteriaVersions', { benchmarkId });
      return unwrap(client.GET('/benchmarks/{benchmark_id}/criteria/versions/', { params: { path: { benchmark_id: p.benchmarkId } } }));
    },

    // ---------------------------------------------------------------- evidence
    downloadEvidenceReport: async (benchmarkId: Id, companyId: Id) => {
      const p = requireParams('downloadEvidenceReport', { benchmarkId, companyId });
      return unwrap(
        client.GET('/benchmarks/{benchmark_id}/companies/{company_id}/evidence-report/download/', {
          params: { path: { benchmark_id: p.benchmarkId, company_id: p.companyId } },
          parseAs: 'blob',
        }),
      );
    },
    startEvidenceBundle: async (benchmarkId: Id, body: Maybe<Body<'startEvidenceBundle'>>) => {
      const p = requireParams('startEvidenceBundle', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/evidence-reports/bundle/start/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: p.body,
        }),
      );
    },
    evidenceBundleStatus: async (benchmarkId: Id, body: Maybe<Body<'evidenceBundleStatus'>>) => {
      const p = requireParams('evidenceBundleStatus', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/evidence-reports/bundle/status/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: p.body,
        }),
      );
    },
    downloadEvidenceBundle: async (benchmarkId: Id, body: Maybe<Body<'downloadEvidenceBundle'>>) => {
      const p = requireParams('downloadEvidenceBundle', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/evidence-reports/bundle/download/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: p.body,
          parseAs: 'blob',
        }),
      );
    },

    // ---------------------------------------------------------------- year on year
    yoyUploadFileHeaders: async (
      benchmarkId: Id,
      file: Maybe<Blob>,
      options: { filename?: string; sheetName?: string; sheetNames?: readonly string[]; headers: readonly string[] },
    ) => {
      const p = requireParams('yoyUploadFileHeaders', { benchmarkId, file });
      const form = fileForm(
        p.file,
        { sheet_name: options.sheetName, sheet_names: JSON.stringify(options.sheetNames ?? []), headers: JSON.stringify(options.headers) },
        options.filename,
      );
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/yoy-upload-file-headers/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: form as unknown as { file: string; headers: string },
        }),
      );
    },
    yoyProcessFile: async (benchmarkId: Id, body: Maybe<Body<'yoyProcessFile'>>) => {
      const p = requireParams('yoyProcessFile', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/yoy-process-file/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: p.body,
        }),
      );
    },
    yoyImportData: async (benchmarkId: Id, body: Maybe<Body<'yoyImportData'>>) => {
      const p = requireParams('yoyImportData', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/yoy-import-data/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: p.body,
        }),
      );
    },
    yoyRemoveYear: async (benchmarkId: Id, body: Maybe<Body<'yoyRemoveYear'>>) => {
      const p = requireParams('yoyRemoveYear', { benchmarkId, body });
      return unwrap(
        client.POST('/benchmarks/{benchmark_id}/yoy-remove-year/', {
          params: { path: { benchmark_id: p.benchmarkId } },
          body: p.body,
        }),
      );
    },

    // ---------------------------------------------------------------- FARs
    listFars: async (query: Query<'listFars'> = {}) => unwrap(client.GET('/fars/', { params: { query } })),
    createFar: async (body: Maybe<Body<'createFar'>>) => {
      const p = requireParams('createFar', { body });
      return unwrap(client.POST('/fars/', { body: p.body }));
    },
    getFar: async (farId: Id) => {
      const p = requireParams('getFar', { farId });
      return unwrap(client.GET('/fars/{far_id}/', { params: { path: { far_id: p.farId } } }));
    },
    updateFar: async (farId: Id, body: Maybe<Body<'updateFar'>>) => {
      const p = requireParams('updateFar', { farId, body });
      return unwrap(client.PATCH('/fars/{far_id}/', { params: { path: { far_id: p.farId } }, body: p.body }));
    },
    listFarHistory: async (farId: Id) => {
      const p = requireParams('listFarHistory', { farId });
      return unwrap(client.GET('/fars/{far_id}/history/', { params: { path: { far_id: p.farId } } }));
    },
    /** The report as PDF (default) or DOCX. */
    exportFar: async (farId: Id, format: 'pdf' | 'docx' = 'pdf') => {
      const p = requireParams('exportFar', { farId });
      return unwrap(client.GET('/fars/{far_id}/export/', { params: { path: { far_id: p.farId }, query: { format } }, parseAs: 'blob' }));
    },
    farBenchmarkInputs: async (farId: Id, body: Maybe<Body<'farBenchmarkInputs'>>) => {
      const p = requireParams('farBenchmarkInputs', { farId, body });
      return unwrap(client.POST('/fars/{far_id}/benchmark-inputs/', { params: { path: { far_id: p.farId } }, body: p.body }));
    },

    // ---------------------------------------------------------------- industry overviews and agents
    listIndustryOverviews: async () => unwrap(client.GET('/industry-overviews/')),
    createIndustryOverview: async (body: Maybe<Body<'createIndustryOverview'>>) => {
      const p = requireParams('createIndustryOverview', { body });
      return unwrap(client.POST('/industry-overviews/', { body: p.body }));
    },
    getIndustryOverview: async (overviewId: Id) => {
      const p = requireParams('getIndustryOverview', { overviewId });
      return unwrap(client.GET('/industry-overviews/{overview_id}/', { params: { path: { overview_id: p.overviewId } } }));
    },
    runIndustryOverview: async (overviewId: Id) => {
      const p = requireParams('runIndustryOverview', { overviewId });
      return unwrap(client.POST('/industry-overviews/{overview_id}/run/', { params: { path: { overview_id: p.overviewId } } }));
    },
    /** The overview as PDF (default) or DOCX, or its tables as XLSX. */
    exportIndustryOverview: async (overviewId: Id, format: 'pdf' | 'docx' | 'xlsx' = 'pdf') => {
      const p = requireParams('exportIndustryOverview', { overviewId });
      return unwrap(
        client.GET('/industry-overviews/{overview_id}/export/', {
          params: { path: { overview_id: p.overviewId }, query: { format } },
          parseAs: 'blob',
        }),
      );
    },
    listAgents: async () => unwrap(client.GET('/agents/')),

    // ---------------------------------------------------------------- public forms and support
    submitInquiry: async (body: Maybe<Body<'submitInquiry'>>) => {
      const p = requireParams('submitInquiry', { body });
      return unwrap(client.POST('/submitInquiry/', { body: p.body }));
    },
    submitSupportRequest: async (body: Maybe<Body<'submitSupportRequest'>>) => {
      const p = requireParams('submitSupportRequest', { body });
      return unwrap(client.POST('/support/', { body: p.body }));
    },
  };
}
