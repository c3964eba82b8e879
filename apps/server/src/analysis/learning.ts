// Use case: the Research Analyst learns from the reviewer's decisions (ADR 0018, wired in ADR 0023).
// After a person's decision, a queue job (LEARNING_QUEUE) rebuilds the benchmark's decision model
// from the companies people accepted or rejected and re-applies it to the stored zero-shot result
// of every company nobody decided; no provider is called. A run's analyses apply the same model as
// they are made (learningModelFor). Human decisions are never changed; each company whose shown decision
// changes gets an `analysis.learned` audit event. The Review Analyst reviews every re-decided company
// again, as after a run (trigger 'learning'), and its view of each learned change is in that event.
import {
  applyDecisionModel,
  buildDecisionModel,
  verifyCitations,
  type AnalysisResult,
  type Citation,
  type Criteria,
  type DecidedExample,
  type ReviewResult,
  type DecisionModel,
  type Source as AnalystSource,
  type VerifyReport,
  type PassItem,
  resultAfter,
} from '@quartile/analyst';
import { COMPANY_STATUS, learnDecision, MIN_LEARNING_DECISIONS } from '@quartile/domain';
import { recordEvent, type AuditEventInput } from '../audit/recordEvent.ts';
import { toWorkflow } from '../companies/companyWorkflow.ts';
import { SELECT_COMPANY, type CompanyRow } from '../companies/companyStore.ts';
import type { AppContext } from '../context.ts';
import type { SqlRunner } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import { sameJson } from '../db/sameJson.ts';
import { loadBenchmarkContext } from '../review/reviewInput.ts';
import { reviewAndStoreMany } from '../review/storeReview.ts';
import type { WorkerDefinition } from '../worker/workerDefinition.ts';
import { automatedDecisionOf, decidedOf, shownResult, type StoredAnalysis, type StoredCitation, type StoredZeroShot } from './storedAnalysis.ts';
import { analysisRunning, decidedCompanies, learnableCompanies, passFingerprint, readLearningBenchmark, setLearnedFrom, writeLearned, type LearnedWrite, type LearningRow } from './learningStore.ts';
import { passItemOf, planBenchmarkPass } from './benchmarkPass.ts';
import { sourcesOf, zeroShotOf, zeroShotSources } from './zeroShot.ts';
import { clearLearningRequest, openLearningRequest, openLearningRequests } from './learningRequests.ts';

export const LEARNING_QUEUE = 'analysis.learning';
/** The audit action of a company whose shown decision the reviewer's decisions changed. */
export const LEARNED_EVENT = 'analysis.learned';
/** Companies read, re-decided and written per transaction. */
const PAGE = 200;

interface LearningMessage {
  readonly firm_id: string;
  readonly benchmark_id: string;
}

/**
 * Asks for the benchmark's analyses to learn from its decisions again, after the commit of the
 * transaction that recorded the request (learningRequests.ts markLearningWanted).
 */
export async function requestLearning(ctx: AppContext, firmId: string, benchmarkId: string): Promise<void> {
  await ctx.queue.createQueue(LEARNING_QUEUE);
  await ctx.queue.send(LEARNING_QUEUE, { firm_id: firmId, benchmark_id: benchmarkId } satisfies LearningMessage);
}

/**
 * At a worker's start: the requests a process recorded but died before sending (or whose message
 * failed) are sent again. Sending twice is harmless: learning skips what it has learned from.
 */
export async function resumeLearningRequests(ctx: AppContext): Promise<void> {
  for (const r of await openLearningRequests(ctx.database.sql)) await requestLearning(ctx, r.firm_id, r.benchmark_id);
}

export const learningWorker: WorkerDefinition = {
  queue: LEARNING_QUEUE,
  concurrency: () => 1,
  handle: async (ctx, data) => {
    const message = data as Partial<LearningMessage>;
    if (typeof message.firm_id !== 'string' || typeof message.benchmark_id !== 'string') return;
    await relearnBenchmark(ctx, message.firm_id, message.benchmark_id);
  },
};

/** What `companies.zero_shot` keeps of the provider's verified result (citations on stored source ids). */
export function toStoredZeroShot(result: AnalysisResult & { verification?: VerifyReport }, ids: ReadonlyMap<string, string>, sourceIds: readonly string[]): StoredZeroShot {
  const { verification: _verification, ...plain } = result;
  const remap = (c: Citation): Citation => ({ ...c, source_id: ids.get(c.source_id) ?? c.source_id });
  return {
    result: {
      ...plain,
      citations: plain.citations.map(remap),
      criteria: plain.criteria.map((k) => ({ ...k, citations: k.citations.map(remap) })),
      ...(plain.activities ? { activities: plain.activities.map((x) => ({ ...x, citation: x.citation ? remap(x.citation) : null })) } : {}),
    },
    source_ids: [...new Set(sourceIds)],
  };
}

function criteriaOf(stored: { accept: string[]; reject: string[]; readings?: Criteria['readings'] }): Criteria {
  return { accept: stored.accept ?? [], reject: stored.reject ?? [], ...(stored.readings?.length ? { readings: stored.readings } : {}) };
}

/** Learning from the reviewer's decisions starts at this many, both sides (domain MIN_LEARNING_DECISIONS). */
export const MIN_DECISIONS = MIN_LEARNING_DECISIONS;

/** The decision model of the benchmark's decided companies (null until there are enough decisions on both sides). */
async function buildModel(sql: SqlRunner, firmId: string, benchmarkId: string, criteria: Criteria): Promise<DecisionModel | null> {
  const decided = await decidedCompanies(sql, firmId, benchmarkId);
  const accepted = decided.filter((row) => row.human_decision?.decision === 'accept').length;
  if (decided.length < MIN_DECISIONS || accepted === 0 || accepted === decided.length) return null;
  const sources = await zeroShotSources(sql, decided);
  const examples: DecidedExample[] = decided.map((row) => {
    const zero = zeroShotOf(row);
    return {
      id: row.id,
      name: row.name ?? '',
      sources: zero ? sourcesOf(zero, sources) : [],
      analysis: zero?.result ?? null,
      decision: row.human_decision!.decision as 'accept' | 'reject',
    };
  });
  return buildDecisionModel(examples, { criteria });
}

const models = new Map<string, { fingerprint: string; model: DecisionModel | null }>();

/**
 * The benchmark's decision model for the `learning` option of analyzeCompany: built once per set
 * of decisions in this process and kept while the decisions stay the same (a run reads it once per
 * chunk). Null while too few companies are decided.
 */
export async function learningModelFor(ctx: AppContext, firmId: string, benchmarkId: string): Promise<DecisionModel | null> {
  return withFirm(ctx.database, firmId, async (sql) => {
    const benchmark = await readLearningBenchmark(sql, firmId, benchmarkId);
    if (!benchmark) return null;
    const cached = models.get(benchmarkId);
    if (cached && cached.fingerprint === benchmark.fingerprint) return cached.model;
    const built = await buildModel(sql, firmId, benchmarkId, criteriaOf(benchmark.criteria));
    if (models.size >= 50) models.clear();
    models.set(benchmarkId, { fingerprint: benchmark.fingerprint, model: built });
    return built;
  });
}

const cite = (sources: ReadonlyMap<string, AnalystSource>) => (c: Citation): StoredCitation => ({
  source_id: c.source_id,
  source: c.source,
  url: sources.get(c.source_id)?.url ?? null,
  quote: c.quote,
  location: c.location,
});

/** The shown analysis for a (learned or zero-shot) result, keeping what the run recorded. */
function shownAnalysis(current: StoredAnalysis, result: AnalysisResult & { verification: VerifyReport }, sources: ReadonlyMap<string, AnalystSource>, now: string): StoredAnalysis {
  const toStored = cite(sources);
  const shown = shownResult(result, (citations) => citations.map(toStored));
  return { ...current, ...shown, automated_decision: automatedDecisionOf(shown, decidedOf(shown.decision), now) };
}

/** True when the shown result would not change (the stored one came back from jsonb, its keys reordered). */
const sameShown = (a: StoredAnalysis, b: StoredAnalysis) =>
  a.decision === b.decision && a.confidence === b.confidence && a.reasoning === b.reasoning && sameJson(a.citations, b.citations) && sameJson(a.learned, b.learned);

/** Reviews the re-decided companies as written (the Review Analyst, ADR 0010); their events go to `events`. */
async function reviewLearned(sql: SqlRunner, firmId: string, benchmarkId: string, ids: readonly string[], trigger: 'learning' | 'benchmark_pass', events: AuditEventInput[]): Promise<Map<string, ReviewResult>> {
  if (ids.length === 0) return new Map();
  const context = await loadBenchmarkContext(sql, benchmarkId);
  if (!context) return new Map();
  const rows = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = any($1::uuid[]) and firm_id = $2`, [ids, firmId]);
  return reviewAndStoreMany(sql, { firmId, rows, context, trigger, events });
}

export interface RelearnOutcome {
  /** Whose decisions the results learned from: a reviewer's, the analysis' own clearest (the benchmark pass), or none (zero-shot). */
  readonly basis: 'reviewer' | 'analysis' | null;
  /** Decisions the model was built from (0: the shown analyses went back to zero-shot). */
  readonly examples: number;
  /** Companies whose shown analysis was rewritten. */
  readonly updated: number;
  /** Of those, companies whose decision changed (each has an analysis.learned event). */
  readonly changed: number;
  /** True when the analyses had already learned from these decisions (or a run is still analysing): nothing was read. */
  readonly skipped: boolean;
}

/** How the companies nobody decided are re-decided, from their zero-shot result. */
interface Learner {
  readonly basis: RelearnOutcome['basis'];
  readonly examples: number;
  /** What `benchmarks.learned_from` records, so the same inputs are not learned from twice. */
  readonly key: string;
  decide(item: PassItem): AnalysisResult;
}

const SKIPPED: RelearnOutcome = { basis: null, examples: 0, updated: 0, changed: 0, skipped: true };

/**
 * The reviewer's decisions when there are enough of them (MIN_DECISIONS, both sides); until then
 * the benchmark pass, once no analysis run is under way (the run's end asks again); null when the
 * analyses already learned from exactly these inputs.
 */
async function learnerFor(ctx: AppContext, firmId: string, benchmarkId: string): Promise<Learner | null> {
  const prepared = await withFirm(ctx.database, firmId, async (sql) => {
    const benchmark = await readLearningBenchmark(sql, firmId, benchmarkId);
    if (!benchmark || benchmark.learned_from === benchmark.fingerprint) return null;
    const criteria = criteriaOf(benchmark.criteria);
    const model = await buildModel(sql, firmId, benchmarkId, criteria);
    if (model) return { criteria, model, key: benchmark.fingerprint };
    if (await analysisRunning(sql, benchmarkId)) return null;
    // The pass reads every undecided company's zero-shot result: those are in its key too.
    const key = `${benchmark.fingerprint}:pass:${await passFingerprint(sql, firmId, benchmarkId)}`;
    return benchmark.learned_from === key ? null : { criteria, model: null, key };
  });
  if (!prepared) return null;
  const { criteria, model, key } = prepared;
  if (model) {
    return { basis: 'reviewer', examples: model.examples.length, key, decide: (item) => applyDecisionModel(item.result, { company: { name: item.name }, sources: item.sources, companyId: item.id }, model) };
  }
  const rounds = await planBenchmarkPass(ctx, firmId, benchmarkId, criteria);
  const last = rounds.at(-1);
  return { basis: last ? 'analysis' : null, examples: last?.model.examples.length ?? 0, key, decide: (item) => resultAfter(rounds, item) };
}

/**
 * Rebuilds what the benchmark learns from (learnerFor) and re-applies it to every company nobody
 * decided, from its stored zero-shot result, a page at a time. A company changed meanwhile is
 * skipped by the write (its version moved on); the next decision's job picks it up.
 */
export async function relearnBenchmark(ctx: AppContext, firmId: string, benchmarkId: string): Promise<RelearnOutcome> {
  // The request this learning answers, read before anything it learns from: one made later stays open.
  const request = await withFirm(ctx.database, firmId, (sql) => openLearningRequest(sql, benchmarkId));
  const outcome = await relearn(ctx, firmId, benchmarkId);
  if (request !== null) await withFirm(ctx.database, firmId, (sql) => clearLearningRequest(sql, benchmarkId, request));
  return outcome;
}

async function relearn(ctx: AppContext, firmId: string, benchmarkId: string): Promise<RelearnOutcome> {
  const learner = await learnerFor(ctx, firmId, benchmarkId);
  if (!learner) return SKIPPED;
  const { basis, examples } = learner;
  const trigger = basis === 'analysis' ? 'benchmark_pass' : 'learning';
  let updated = 0;
  let changed = 0;
  let after: { row: number; id: string } | null = null;
  for (;;) {
    const page: { size: number; written: number; changed: number; last: LearningRow | undefined } = await withFirm(ctx.database, firmId, async (sql) => {
      const rows = await learnableCompanies(sql, firmId, benchmarkId, after, PAGE);
      const sources = await zeroShotSources(sql, rows);
      const now = new Date().toISOString();
      const writes: (LearnedWrite & { changed: boolean; row: LearningRow; result: AnalysisResult; before: StoredAnalysis })[] = [];
      for (const row of rows) {
        const zero = zeroShotOf(row);
        if (!zero || !row.analysis) continue;
        const item = passItemOf(row, zero, sources);
        const verified = verifyCitations(learner.decide(item), item.sources);
        const next = shownAnalysis(row.analysis, verified, sources, now);
        if (sameShown(row.analysis, next)) continue;
        const workflow = learnDecision(toWorkflow(row as unknown as CompanyRow), verified.decision);
        if (!workflow) continue;
        writes.push({ id: row.id, version: row.version, status: COMPANY_STATUS[workflow.status], analysis: next, changed: next.decision !== row.analysis.decision, row, result: verified, before: row.analysis });
      }
      const written = await writeLearned(sql, firmId, writes.map(({ id, version, status, analysis }) => ({ id, version, status, analysis })));
      // The Review Analyst checks the new decisions as it checks a run's (flags, suggestion, audit).
      const reviewEvents: AuditEventInput[] = [];
      const reviews = await reviewLearned(sql, firmId, benchmarkId, [...written], trigger, reviewEvents);
      let decisionsChanged = 0;
      for (const w of writes) {
        if (!written.has(w.id) || !w.changed) continue;
        decisionsChanged++;
        const learned = w.result.learned;
        const review = reviews.get(w.id);
        await recordEvent(sql, {
          firmId,
          benchmarkId,
          companyId: w.id,
          actor: { kind: 'research_analyst' },
          action: LEARNED_EVENT,
          details: {
            company: w.row.name,
            basis: learned?.basis ?? 'reviewer',
            zero_shot: learned?.zero_shot ?? { decision: w.result.decision, confidence: w.result.confidence },
            learned: { decision: w.result.decision, confidence: w.result.confidence },
            examples: learned?.examples ?? 0,
            accepted: learned?.accepted ?? 0,
            rejected: learned?.rejected ?? 0,
            neighbour_ids: (learned?.neighbours ?? []).map((n) => n.id),
            ...(review ? { review: { suggestion: review.suggestion, confidence: review.confidence, agrees: review.suggestion === w.result.decision } } : {}),
          },
          before: { status: w.row.status, decision: w.before.decision },
          after: { status: w.status, decision: w.result.decision },
        });
      }
      for (const event of reviewEvents) await recordEvent(sql, event);
      return { size: rows.length, written: written.size, changed: decisionsChanged, last: rows.at(-1) };
    });
    updated += page.written;
    changed += page.changed;
    if (page.size < PAGE || !page.last) break;
    after = { row: page.last.row_number, id: page.last.id };
  }
  await withFirm(ctx.database, firmId, async (sql) => {
    await setLearnedFrom(sql, benchmarkId, learner.key);
    // Everyone watching the benchmark reads the new analyses (one event, not one per company).
    if (updated > 0) {
      await recordEvent(sql, { firmId, benchmarkId, actor: { kind: 'research_analyst' }, action: 'analysis.relearned', details: { basis: basis ?? 'none', examples, updated, changed } });
    }
  });
  return { basis, examples, updated, changed, skipped: false };
}
