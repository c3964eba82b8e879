// Human review: decisions with reasons, summaries, and the criteria lifecycle (save a new
// version, confirm or revert changed decisions). Spec sections 2, 4 and 7; rules from
// packages/domain (decide, markOutdated, confirmChange, revertChange). A write carrying
// `If-Match: <version>` is refused with 409 when the company changed since it was read.
import {
  WorkflowError,
  confirmChange,
  decide,
  markOutdated,
  revertChange,
  validateCriteria,
  validateDecisionReason,
  type CompanyWorkflow,
  type HumanDecision,
} from '@quartile/domain';
import type { ReviewResult } from '@quartile/analyst';
import type { FastifyRequest } from 'fastify';
import { recordEvent, userActor } from '../../audit/recordEvent.ts';
import { requireBenchmarking, type AuthContext } from '../../auth/guard.ts';
import type { SqlRunner } from '../../db/database.ts';
import { withFirm } from '../../db/firmScope.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { BENCHMARK_NOT_FOUND } from '../../benchmarks/benchmarkStore.ts';
import { COMPANY_NOT_FOUND } from './companies.ts';
import { SELECT_COMPANY, toCompanyDto, type CompanyRow } from '../../companies/companyStore.ts';
import { saveWorkflow, toWorkflow, type StoredHumanDecision } from '../../companies/companyWorkflow.ts';
import { loadBenchmarkContext } from '../../review/reviewInput.ts';
import { reviewAndStore } from '../../review/storeReview.ts';

export const STALE_WRITE = 'Someone else changed this company in the meantime. Reload to see their change, then decide again.';
export const PENDING_CONFIRMATION = 'Confirm or revert the changed decisions before changing the criteria again.';
export const RUN_IN_PROGRESS = 'Wait for the analysis to finish before confirming or reverting changed decisions.';
export const STALE_BENCHMARK = 'Someone else changed this benchmark in the meantime. Reload to see their change, then try again.';

/** Refuses a benchmark write whose If-Match names an older version (409, nothing changes). */
export function assertBenchmarkVersion(request: FastifyRequest, version: number): void {
  const expected = request.headers['if-match'];
  if (typeof expected === 'string' && expected.replace(/"/g, '').trim() !== String(version)) throw new HttpError(409, STALE_BENCHMARK);
}

type Params = { benchmark_id: string; company_id: string };

export async function loadForWrite(sql: SqlRunner, request: FastifyRequest, auth: AuthContext): Promise<CompanyRow> {
  const { benchmark_id: benchmarkId, company_id: companyId } = request.params as Params;
  const [row] = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = $1 and benchmark_id = $2 and firm_id = $3 for update`, [
    companyId,
    benchmarkId,
    auth.firmId,
  ]);
  if (!row || row.deleted_at) throw new HttpError(404, COMPANY_NOT_FOUND);
  const expected = request.headers['if-match'];
  if (typeof expected === 'string' && expected.replace(/"/g, '').trim() !== String(row.version)) throw new HttpError(409, STALE_WRITE);
  return row;
}

/** Runs a domain transition; a refused transition becomes a 409 with the domain's message. */
export function apply<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof WorkflowError) throw new HttpError(409, error.message);
    throw error;
  }
}

export async function reloadRow(sql: SqlRunner, id: string): Promise<CompanyRow> {
  const [row] = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = $1`, [id]);
  return row!;
}

export async function reload(sql: SqlRunner, id: string) {
  return toCompanyDto(await reloadRow(sql, id));
}

/** Runs the Review Analyst on the company as it now is (its flags follow the decision at once). */
export async function reviewAfterDecision(
  sql: SqlRunner,
  firmId: string,
  id: string,
  trigger: 'decision' | 'quick_review',
): Promise<ReviewResult | null> {
  const row = await reloadRow(sql, id);
  const context = await loadBenchmarkContext(sql, row.benchmark_id);
  return context ? reviewAndStore(sql, { firmId, row, context, trigger }) : null;
}

export interface DecisionInput {
  decision: HumanDecision;
  reason?: string | null;
  reason_code?: string | null;
}

/** Checks the reason against the taxonomy; a bad one is a 400 that changes nothing. */
export function assertReason(input: DecisionInput): void {
  const problem = validateDecisionReason(input.decision, input.reason_code, input.reason);
  if (problem) throw new HttpError(400, problem, { reason_code: [problem] });
}

/**
 * Records a person's decision on a locked company row: the domain rule decides the status, the
 * previous state is kept in the audit event (so the decision can be undone), and the Review
 * Analyst checks the decision at once.
 */
export async function applyHumanDecision(
  sql: SqlRunner,
  auth: AuthContext,
  row: CompanyRow,
  input: DecisionInput,
  via: 'panel' | 'quick_review',
): Promise<ReviewResult | null> {
  const next = apply(() => decide(toWorkflow(row), input.decision));
  const previous = row.human_decision as StoredHumanDecision | null;
  const decision: StoredHumanDecision = {
    decision: input.decision,
    reason: input.reason?.trim() || null,
    reason_code: input.reason_code ?? null,
    via,
    decided_by: { id: auth.userId, name: await userName(sql, auth.userId) },
    decided_at: new Date().toISOString(),
  };
  await sql.query('update companies set human_decision = $2 where id = $1', [row.id, JSON.stringify(decision)]);
  await saveWorkflow(sql, row, next);
  const after = await reloadRow(sql, row.id);
  await recordEvent(sql, {
    firmId: auth.firmId,
    benchmarkId: row.benchmark_id,
    companyId: row.id,
    actor: userActor(auth.userId),
    action: 'decision.human',
    details: {
      via,
      resolved_conflict: row.conflict,
      version_after: after.version,
      // What an undo restores.
      previous: { status: row.status, human_decision: previous, conflict: row.conflict },
    },
    before: {
      status: row.status,
      human_decision: previous?.decision ?? null,
      reason: previous?.reason ?? null,
      reason_code: previous?.reason_code ?? null,
    },
    after: { status: after.status, human_decision: decision.decision, reason: decision.reason, reason_code: decision.reason_code },
  });
  return reviewAfterDecision(sql, auth.firmId, row.id, via === 'quick_review' ? 'quick_review' : 'decision');
}

async function userName(sql: SqlRunner, userId: string): Promise<string> {
  const [row] = await sql.query<{ name: string }>("select first_name || ' ' || last_name as name from users where id = $1", [userId]);
  return row?.name ?? 'Unknown';
}

export const decisionHandlers: OperationHandlers = {
  async humanDecision(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const body = request.body as DecisionInput;
    assertReason(body);
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const row = await loadForWrite(sql, request, auth);
      await applyHumanDecision(sql, auth, row, body, 'panel');
      return reload(sql, row.id);
    });
  },

  async humanDecisionReason(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { reason } = request.body as { reason: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const row = await loadForWrite(sql, request, auth);
      const current = row.human_decision as StoredHumanDecision | null;
      if (!current) throw new HttpError(409, 'Record a decision before adding its reason.');
      await sql.query(
        `update companies set human_decision = jsonb_set(human_decision, '{reason}', to_jsonb($2::text)), version = version + 1, updated_at = now() where id = $1`,
        [row.id, reason.trim()],
      );
      await recordEvent(sql, {
        firmId: auth.firmId,
        benchmarkId: row.benchmark_id,
        companyId: row.id,
        actor: userActor(auth.userId),
        action: 'decision.reason',
        before: { reason: current.reason },
        after: { reason: reason.trim() },
      });
      return reload(sql, row.id);
    });
  },

  async humanSummary(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { summary } = request.body as { summary: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const row = await loadForWrite(sql, request, auth);
      await sql.query('update companies set human_summary = $2, version = version + 1, updated_at = now() where id = $1', [
        row.id,
        summary.trim() || null,
      ]);
      await recordEvent(sql, {
        firmId: auth.firmId,
        benchmarkId: row.benchmark_id,
        companyId: row.id,
        actor: userActor(auth.userId),
        action: 'summary.human',
        before: { human_summary: row.human_summary },
        after: { human_summary: summary.trim() || null },
      });
      return reload(sql, row.id);
    });
  },

  async saveCriteria(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const input = request.body as { accept: string[]; reject: string[] };
    const criteria = {
      accept: input.accept.map((c) => c.trim()).filter(Boolean),
      reject: input.reject.map((c) => c.trim()).filter(Boolean),
    };
    const problem = validateCriteria(criteria);
    if (problem) throw new HttpError(400, problem, { criteria: [problem] });
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [benchmark] = await sql.query<{
        criteria: { accept: string[]; reject: string[] };
        criteria_version: number;
        criteria_pending_confirmation: boolean;
        version: number;
      }>(
        'select criteria, criteria_version, criteria_pending_confirmation, version from benchmarks where id = $1 and firm_id = $2 for update',
        [benchmarkId, auth.firmId],
      );
      if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      assertBenchmarkVersion(request, benchmark.version);
      if (benchmark.criteria_pending_confirmation) throw new HttpError(409, PENDING_CONFIRMATION);
      const version = benchmark.criteria_version + 1;
      await sql.query(
        'insert into criteria_versions (firm_id, benchmark_id, version, accept, reject, saved_by) values ($1, $2, $3, $4, $5, $6)',
        [auth.firmId, benchmarkId, version, JSON.stringify(criteria.accept), JSON.stringify(criteria.reject), auth.userId],
      );
      await sql.query(
        'update benchmarks set criteria = $2, criteria_version = $3, version = version + 1, updated_at = now() where id = $1',
        [benchmarkId, JSON.stringify(criteria), version],
      );
      // Analysed companies may decide differently under the new criteria: flag them for a re-run.
      const companies = await sql.query<CompanyRow>(`${SELECT_COMPANY} where benchmark_id = $1 and firm_id = $2 and deleted_at is null`, [
        benchmarkId,
        auth.firmId,
      ]);
      const outdated = companies.filter((row) => !row.outdated_criteria && markOutdated(toWorkflow(row)).outdated);
      await sql.query(
        'update companies set outdated_criteria = true, version = version + 1, updated_at = now() where id = any($1::uuid[])',
        [outdated.map((c) => c.id)],
      );
      await recordEvent(sql, {
        firmId: auth.firmId,
        benchmarkId,
        actor: userActor(auth.userId),
        action: 'criteria.saved',
        details: { version, outdated_companies: outdated.length },
        before: benchmark.criteria,
        after: criteria,
      });
      return { criteria, outdated_company_ids: outdated.map((c) => c.id), requires_rerun: outdated.length > 0 };
    });
  },

  async confirmCriteriaChange(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const { decisions } = request.body as { decisions: { company_id: string; action: 'confirm' | 'revert' }[] };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [benchmark] = await sql.query<{ active_job_id: string | null; version: number }>(
        'select active_job_id, version from benchmarks where id = $1 and firm_id = $2 for update',
        [benchmarkId, auth.firmId],
      );
      if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      assertBenchmarkVersion(request, benchmark.version);
      if (benchmark.active_job_id) throw new HttpError(409, RUN_IN_PROGRESS);
      const ids = decisions.map((d) => d.company_id);
      if (new Set(ids).size !== ids.length)
        throw new HttpError(400, 'Each company may appear once.', { decisions: ['Each company may appear once.'] });
      const rows = await sql.query<CompanyRow>(
        `${SELECT_COMPANY} where benchmark_id = $1 and firm_id = $2 and id = any($3::uuid[]) for update`,
        [benchmarkId, auth.firmId, ids],
      );
      if (rows.length !== ids.length) throw new HttpError(404, COMPANY_NOT_FOUND);
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const { company_id: id, action } of decisions) {
        const row = byId.get(id)!;
        const next: CompanyWorkflow = apply(() => (action === 'confirm' ? confirmChange(toWorkflow(row)) : revertChange(toWorkflow(row))));
        await saveWorkflow(sql, row, next);
        await reviewAfterDecision(sql, auth.firmId, id, 'decision');
        await recordEvent(sql, {
          firmId: auth.firmId,
          benchmarkId,
          companyId: id,
          actor: userActor(auth.userId),
          action: action === 'confirm' ? 'criteria.change_confirmed' : 'criteria.change_reverted',
          before: { status: row.status, criteria_change: row.criteria_change },
          after: { automated_decision: next.automated },
        });
      }
      const [left] = await sql.query<{ n: number }>(
        "select count(*)::int as n from companies where benchmark_id = $1 and status = 'Criteria Confirmation' and deleted_at is null",
        [benchmarkId],
      );
      const pending = (left?.n ?? 0) > 0;
      await sql.query('update benchmarks set criteria_pending_confirmation = $2, version = version + 1, updated_at = now() where id = $1', [
        benchmarkId,
        pending,
      ]);
      const companies = await Promise.all(ids.map((id) => reload(sql, id)));
      return { companies, criteria_pending_confirmation: pending };
    });
  },
};
