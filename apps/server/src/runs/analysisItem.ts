// An analysis run's work on one company: read its sources (gathering the website when no web search
// stored it yet), let the provider decide with citations, verify them, and store the result with the
// company's new status, one usage record and the audit event (ADR 0009). A website it read itself is
// kept as a web search keeps it, so the Web Search tab shows what was found there. A chunk's
// companies and sources are read at claim (prepare), and a batch of finished companies is committed
// in a handful of set-based statements (commitMany, ADR 0030).
import { analyzeCompany, AnalystProviderError, databaseActivityCodes, isOwnWords, splitSentences, type AnalysisResult, type Criteria, type DecisionModel, type GatherResult, type Source as AnalystSource, type VerifyReport } from '@quartile/analyst';
import { assertTransition, completeAnalysis, failAnalysis, websiteUsable, COMPANY_STATUS, type CompanyWorkflow } from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import { storeSourcesMany } from '../analysis/sourceStore.ts';
import type { AuditEventInput } from '../audit/recordEvent.ts';
import { automatedDecisionOf, decidedOf, shownResult, type StoredAnalysis, type StoredCitation, type StoredZeroShot } from '../analysis/storedAnalysis.ts';
import { learningModelFor, requestLearning, toStoredZeroShot } from '../analysis/learning.ts';
import { markLearningWanted } from '../analysis/learningRequests.ts';
import { SELECT_COMPANY, saveAnalysisResult, saveAnalysisResults, updateCompanies, type CompanyRow } from '../companies/companyStore.ts';
import { toWorkflow, workflowColumns } from '../companies/companyWorkflow.ts';
import { loadBenchmarkContext } from '../review/reviewInput.ts';
import { reviewAndStoreMany } from '../review/storeReview.ts';
import { providerFor } from './provider.ts';
import { loadRunCompaniesWithSources, loadRunCompany, mergeSourceRefs, storedSourcesOf, type RunCompany } from './companySources.ts';
import type { ClaimedItem, ItemEffects, ItemHandler, ItemOutcome } from './items.ts';
import { ANALYSIS_WEB_SEARCH_KEY, webSearchRecord, type StoredWebSearch } from './webSearchRecord.ts';

export interface AnalysisParams {
  readonly criteria: Criteria;
  readonly criteria_version: number;
  /** Set when the run was started to read stored sources only: no website is fetched. */
  readonly stored_sources_only?: boolean;
}

interface AnalysisWork {
  readonly result: (AnalysisResult & { readonly verification: VerifyReport }) | null;
  readonly sources: readonly AnalystSource[];
  readonly website: GatherResult | null;
  readonly failure: { code: string; message: string } | null;
  readonly provider: string;
  /** The provider's own result before the reviewer's decisions were applied (kept as companies.zero_shot). */
  readonly zeroShot?: (AnalysisResult & { readonly verification: VerifyReport }) | null;
}

const STATUS_IN_PROGRESS = COMPANY_STATUS.analysisInProgress;
/** The stored sources an analysis reads (the description and the database record are rebuilt from the company's fields). */
const STORED_KINDS = ['website', 'annual_report', 'external_profile'] as const;

async function lockCompany(sql: SqlRunner, item: ClaimedItem): Promise<CompanyRow | null> {
  const [row] = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = $1 and firm_id = $2 for update`, [item.companyId, item.firmId]);
  return row ?? null;
}

/** The first sentences of the best source, as the company's business summary. */
export function summaryOf(sources: readonly AnalystSource[]): string | null {
  const own = sources.filter(isOwnWords);
  const best = own.find((s) => s.kind === 'database_description') ?? own.find((s) => s.kind === 'website') ?? own[0];
  if (!best) return null;
  let summary = '';
  for (const sentence of splitSentences(best.text)) {
    if (sentence.text.length < 25) continue;
    if (summary.length + sentence.text.length > 420) break;
    summary += (summary ? ' ' : '') + sentence.text;
    if (summary.length > 200) break;
  }
  return summary || null;
}

function remap(citations: readonly { source_id: string; source: string; quote: string; location: string }[], ids: Map<string, string>, urls: Map<string, string | null>): StoredCitation[] {
  return citations.map((c) => {
    const id = ids.get(c.source_id) ?? c.source_id;
    return { source_id: id, source: c.source, url: urls.get(id) ?? null, quote: c.quote, location: c.location };
  });
}

async function writeStatus(sql: SqlRunner, row: CompanyRow, next: CompanyWorkflow, extra: { analysis: StoredAnalysis; zeroShot?: StoredZeroShot | null; sources?: unknown[]; urlIssue?: string | null }): Promise<void> {
  await saveAnalysisResult(sql, row.id, {
    workflow: workflowColumns(next),
    ...extra,
  });
}

export const analysisItemHandler: ItemHandler<AnalysisWork> = {
  async onClaim(sql, items) {
    // Pending companies become Analysis in Progress; any other (edited or deleted meanwhile, or
    // already in progress from an earlier attempt) is left as it is: the commit will notice.
    const pending = await sql.query<{ id: string }>('select id from companies where id = any($1::uuid[]) and firm_id = $2 and status = $3 and deleted_at is null for update', [
      items.map((i) => i.companyId),
      items[0]!.firmId,
      COMPANY_STATUS.pending,
    ]);
    if (pending.length === 0) return;
    assertTransition('pending', 'analysisInProgress');
    await updateCompanies(sql, items[0]!.firmId, pending.map((p) => p.id), { status: STATUS_IN_PROGRESS });
  },

  async prepare(ctx, items) {
    const { firmId, benchmarkId } = items[0]!;
    const read = await loadRunCompaniesWithSources(ctx.database.sql, firmId, items.map((i) => i.companyId), STORED_KINDS);
    // The decision model is read once per chunk, not once per company.
    const model = await learningModelFor(ctx, firmId, benchmarkId);
    return new Map([...read].map(([id, r]) => [id, { ...r, model }]));
  },

  async work(ctx, item, signal, prepared) {
    const params = item.params as unknown as AnalysisParams;
    const provider = providerFor(ctx.config.analyst);
    const read = prepared as { company: RunCompany; stored: AnalystSource[]; model: DecisionModel | null } | undefined;
    const company = read?.company ?? (await loadRunCompany(ctx.database.sql, item.firmId, item.companyId));
    if (!company) throw new Error('The company no longer exists.');
    // The description is rebuilt from the company's field (the same text is the same stored row).
    const stored = read?.stored ?? (await storedSourcesOf(ctx.database.sql, company, STORED_KINDS));
    const hasWebsitePages = stored.some((s) => s.kind === 'website');
    const gather = !params.stored_sources_only && !hasWebsitePages && websiteUsable(company);
    // The file's activity fields: evidence, and (analyzeCompany) the database record source a citation of them quotes.
    const activityCodes = databaseActivityCodes(company.attributes, company.field_headers ?? { industry: company.industry_header });
    // The benchmark's decided companies teach the analysis (ADR 0018, 0023); none yet: zero-shot.
    const model = read ? read.model : await learningModelFor(ctx, item.firmId, item.benchmarkId);
    const learning = model ? { model, companyId: item.companyId } : undefined;
    const analysed = await analyzeCompany({
      company: { name: company.name ?? 'Unnamed company', country: company.country, website: gather ? company.website : null, database_description: company.database_description, activity_codes: activityCodes },
      ...(learning ? { learning } : {}),
      criteria: params.criteria,
      provider,
      sources: stored,
      gatherWebsite: gather,
      gather: { allowPrivateNetworks: ctx.config.analyst.allowPrivateNetworks, maxPages: 4, signal },
      signal,
    });
    if (analysed.sources.length === 0) {
      const why = analysed.website?.issue ? `The website could not be read (${analysed.website.issue}: ${analysed.website.detail})` : 'There is no website, database description or annual report to read';
      return { result: null, sources: [], website: analysed.website, provider: provider.name, failure: { code: 'no_source', message: `${why}, so there is nothing to analyse.` } };
    }
    return { result: analysed.result, zeroShot: analysed.zeroShot ?? analysed.result, sources: analysed.sources, website: analysed.website, provider: provider.name, failure: null };
  },

  async commit(sql, item, work, effects) {
    return (await commitAnalyses(sql, [{ item, work }], effects)).get(item.companyId)!;
  },

  commitMany: commitAnalyses,

  async fail(sql, item, error, effects) {
    const code = error instanceof AnalystProviderError ? error.code : 'error';
    const message = error instanceof AnalystProviderError ? `The analysis provider failed (${error.code}): ${error.message}` : error.message;
    return failWith(sql, item, { code, message }, null, effects);
  },

  async onJobEnd(sql, job) {
    await sql.query(
      `update benchmarks set status = case when status in ('input', 'processing') then 'decision' else status end,
              criteria_pending_confirmation = exists (select 1 from companies where benchmark_id = $1 and status = $2 and deleted_at is null),
              updated_at = now()
       where id = $1`,
      [job.benchmarkId, COMPANY_STATUS.criteriaConfirmation],
    );
    // Learning follows the run (afterJobEnd); asked in the transaction that ends it, so it survives a crash.
    await markLearningWanted(sql, job.firmId, job.benchmarkId);
  },

  // With the list analysed, the Research Analyst learns from the decisions it has: the reviewer's,
  // or until there are enough of them its own clearest (the benchmark pass, analysis/benchmarkPass.ts).
  async afterJobEnd(ctx, job) {
    await requestLearning(ctx, job.firmId, job.benchmarkId);
  },
};

/**
 * Commits a batch of one run's finished analyses in a handful of statements: the companies are
 * locked and read at once, their sources stored, their results written, and the Review Analyst
 * checks them (ADR 0010), each one's usage record and audit event going to `effects`.
 */
async function commitAnalyses(sql: SqlRunner, entries: readonly { item: ClaimedItem; work: AnalysisWork }[], effects: ItemEffects): Promise<Map<string, ItemOutcome>> {
  const outcomes = new Map<string, ItemOutcome>();
  if (entries.length === 0) return outcomes;
  const { firmId, benchmarkId } = entries[0]!.item;
  const ids = entries.map((e) => e.item.companyId);
  const rows = new Map((await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = any($1::uuid[]) and firm_id = $2 for update`, [ids, firmId])).map((r) => [r.id, r]));
  const ready: { item: ClaimedItem; work: AnalysisWork & { result: NonNullable<AnalysisWork['result']> }; row: CompanyRow }[] = [];
  for (const { item, work } of entries) {
    if (work.failure || !work.result) outcomes.set(item.companyId, await failWith(sql, item, work.failure ?? { code: 'error', message: 'No result.' }, work, effects));
    else {
      const row = rows.get(item.companyId);
      if (!row || row.deleted_at || row.status !== STATUS_IN_PROGRESS) outcomes.set(item.companyId, discarded(row ?? null));
      else ready.push({ item, work: work as AnalysisWork & { result: NonNullable<AnalysisWork['result']> }, row });
    }
  }
  if (ready.length === 0) return outcomes;
  const stored = await storeSourcesMany(sql, ready.map(({ item, work }) => ({ owner: { firmId, benchmarkId, companyId: item.companyId }, sources: work.sources })));
  const saves: Parameters<typeof saveAnalysisResults>[1][number][] = [];
  const completed: AuditEventInput[] = [];
  for (const { item, work, row } of ready) {
    const params = item.params as unknown as AnalysisParams;
    const { ids: sourceIds, refs } = stored.get(item.companyId)!;
    const urls = new Map(refs.map((r) => [r.id, r.url]));
    const result = work.result;
    const now = new Date().toISOString();
    const shown = shownResult(result, (citations) => remap(citations, sourceIds, urls));
    const decided = decidedOf(result.decision);
    const before = toWorkflow(row);
    const next = completeAnalysis(before, decided ?? 'refrain');
    // Awaiting confirmation of a criteria change, the automated decision stays the old one until
    // a person confirms (decisions.ts writes the new one then) or reverts.
    const automatedValue = next.pendingChange ? next.pendingChange.from : decided;
    const analysis: StoredAnalysis = {
      job_id: item.jobId,
      provider: work.provider,
      criteria_version: params.criteria_version,
      analysed_at: now,
      ...shown,
      dropped_citations: result.verification.dropped.length,
      failure: null,
      summary: summaryOf(work.sources),
      automated_decision: automatedDecisionOf(shown, automatedValue, now),
      review_flags: [],
    };
    const gathered = work.website !== null;
    // The fields' sources are written at every analysis (a record left out is no longer the company's).
    const written = refs.filter((r) => r.kind === 'database_description' || r.kind === 'database_record' || (gathered && r.kind === 'website'));
    saves.push({
      id: row.id,
      workflow: workflowColumns(next),
      analysis,
      zeroShot: toStoredZeroShot(work.zeroShot ?? result, sourceIds, [...sourceIds.values()]),
      sources: mergeSourceRefs(row.sources as never, gathered ? ['database_description', 'database_record', 'website'] : ['database_description', 'database_record'], written),
      ...(gathered ? { urlIssue: work.website?.issue ?? null } : {}),
    });
    const webSearch = work.website ? webSearchRecord(work.website, sourceIds, written.map((r) => r.id)) : null;
    // A company analysed before (an analysis that did not fail) is billed as a re-run (issue 19).
    const rerun = row.analysis !== null && !row.analysis.failure;
    effects.usage({ firmId, benchmarkId, companyId: item.companyId, workKey: `analysis:${item.jobId}:${item.companyId}`, rerun });
    completed.push({
      firmId,
      benchmarkId,
      companyId: item.companyId,
      actor: { kind: 'research_analyst' },
      action: 'analysis.completed',
      details: {
        job_id: item.jobId,
        provider: work.provider,
        criteria_version: params.criteria_version,
        citations: shown.citations.length,
        dropped_citations: analysis.dropped_citations,
        // The decision applied what the benchmark learned from its reviewers' decisions: the trail says so.
        ...(result.learned ? { learned: { examples: result.learned.examples, zero_shot: result.learned.zero_shot } } : {}),
      },
      before: { status: row.status, decision: before.automated },
      after: { status: COMPANY_STATUS[next.status], decision: result.decision, confidence: result.confidence, core_function: result.core_function },
    });
    outcomes.set(item.companyId, { status: 'succeeded', result: itemResult(analysis, webSearch), error: null });
  }
  await saveAnalysisResults(sql, saves);
  // The Review Analyst checks the new analyses in the same transaction (ADR 0010).
  const context = await loadBenchmarkContext(sql, benchmarkId);
  if (context) {
    const analysed = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = any($1::uuid[]) and firm_id = $2`, [ready.map((r) => r.row.id), firmId]);
    const reviewEvents: AuditEventInput[] = [];
    await reviewAndStoreMany(sql, { firmId, rows: analysed, context, trigger: 'run', events: reviewEvents });
    for (const event of reviewEvents) effects.event(event);
  }
  for (const event of completed) effects.event(event);
  return outcomes;
}

/** The item's result: the analysis, and what reading the website found when this run read it. */
function itemResult(analysis: StoredAnalysis, webSearch: StoredWebSearch | null): Record<string, unknown> {
  return { ...analysis, ...(webSearch ? { [ANALYSIS_WEB_SEARCH_KEY]: webSearch } : {}) };
}

function discarded(row: CompanyRow | null): ItemOutcome {
  const why = !row || row.deleted_at ? 'The company was deleted during the analysis.' : 'The company was changed during the analysis; run it again.';
  return { status: 'failed', result: null, error: why };
}

async function failWith(sql: SqlRunner, item: ClaimedItem, failure: { code: string; message: string }, work: AnalysisWork | null, effects: ItemEffects): Promise<ItemOutcome> {
  const row = await lockCompany(sql, item);
  if (!row || row.deleted_at || row.status !== STATUS_IN_PROGRESS) return discarded(row);
  const params = item.params as unknown as AnalysisParams;
  const analysis: StoredAnalysis = {
    job_id: item.jobId,
    provider: work?.provider ?? 'unknown',
    criteria_version: params.criteria_version,
    analysed_at: new Date().toISOString(),
    decision: null,
    confidence: 0,
    core_function: null,
    tags: [],
    reasoning: '',
    criteria: [],
    citations: [],
    dropped_citations: 0,
    failure,
    summary: null,
    automated_decision: null,
    review_flags: [],
  };
  const before = toWorkflow(row);
  const next = failAnalysis(before);
  const gathered = work?.website ?? null;
  await writeStatus(sql, row, next, { analysis, ...(gathered ? { urlIssue: gathered.issue } : {}) });
  effects.event({
    firmId: item.firmId,
    benchmarkId: item.benchmarkId,
    companyId: item.companyId,
    actor: { kind: 'research_analyst' },
    action: 'analysis.failed',
    details: { job_id: item.jobId, code: failure.code, message: failure.message },
    before: { status: row.status },
    after: { status: COMPANY_STATUS[next.status] },
  });
  // Nothing was readable, so no page was stored: the record says why, with no source to open.
  const webSearch = gathered ? webSearchRecord(gathered, new Map(), []) : null;
  return { status: 'failed', result: itemResult(analysis, webSearch), error: failure.message };
}
