// The Review Analyst and Human Review calls: quick review (a keyboard pass: accept, reject,
// refrain, undo, check), dismissing a flag with a note, running the review on demand, and the
// criteria versions. Decisions go through the same path as `human-decision` (decisions.ts).
import { COMPANY_STATUS, DECIDABLE_STATUSES, type CompanyStatus } from '@quartile/domain';
import { recordEvent, userActor } from '../../audit/recordEvent.ts';
import { requireBenchmarking } from '../../auth/guard.ts';
import type { SqlRunner } from '../../db/database.ts';
import { withFirm } from '../../db/firmScope.ts';
import { changeHubFor } from '../../live/changeHub.ts';
import { trackStream } from '../../live/streams.ts';
import { loadBenchmarkContext } from '../../review/reviewInput.ts';
import { flagDto, reviewAndStore, reviewOnly } from '../../review/storeReview.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { BENCHMARK_NOT_FOUND } from '../../benchmarks/benchmarkStore.ts';
import { SELECT_COMPANY, toCompanyDto, type CompanyRow } from '../../companies/companyStore.ts';
import type { StoredHumanDecision } from '../../companies/companyWorkflow.ts';
import { applyHumanDecision, assertReason, loadForWrite, reload, reloadRow, type DecisionInput } from './decisions.ts';

export const NOTHING_TO_UNDO = 'There is no decision of yours on this company to undo.';
export const UNDO_AFTER_CHANGE = 'This company changed after your decision, so it cannot be undone. Reload to see the change.';
export const FLAG_NOT_FOUND = 'Flag not found';

const STATUS_LABELS = new Set<string>(Object.values(COMPANY_STATUS));
const REVIEWABLE = new Set<string>(DECIDABLE_STATUSES.map((s: CompanyStatus) => COMPANY_STATUS[s]));

interface DecisionEvent {
  id: string;
  action: string;
  actor_id: string | null;
  details: {
    version_after?: number;
    previous?: { status: string; human_decision: StoredHumanDecision | null; conflict: boolean };
    undone_event_id?: string;
  };
}

/** The caller's latest decision on the company, if nothing happened to the company since. */
async function lastUndoableDecision(sql: SqlRunner, row: CompanyRow, userId: string): Promise<DecisionEvent> {
  const [last] = await sql.query<DecisionEvent>(
    `select id, action, actor_id, details from audit_events
     where company_id = $1 and action in ('decision.human', 'decision.undone') order by created_at desc, id desc limit 1`,
    [row.id],
  );
  if (!last || last.action !== 'decision.human' || last.actor_id !== userId || !last.details.previous)
    throw new HttpError(409, NOTHING_TO_UNDO);
  if (last.details.version_after !== undefined && last.details.version_after !== row.version) throw new HttpError(409, UNDO_AFTER_CHANGE);
  return last;
}

async function undoDecision(sql: SqlRunner, firmId: string, userId: string, row: CompanyRow): Promise<void> {
  const event = await lastUndoableDecision(sql, row, userId);
  const previous = event.details.previous!;
  if (!STATUS_LABELS.has(previous.status)) throw new HttpError(409, NOTHING_TO_UNDO);
  await sql.query(
    'update companies set status = $2, human_decision = $3, conflict = $4, version = version + 1, updated_at = now() where id = $1',
    [row.id, previous.status, previous.human_decision ? JSON.stringify(previous.human_decision) : null, previous.conflict],
  );
  const current = row.human_decision as StoredHumanDecision | null;
  await recordEvent(sql, {
    firmId,
    benchmarkId: row.benchmark_id,
    companyId: row.id,
    actor: userActor(userId),
    action: 'decision.undone',
    details: { undone_event_id: event.id },
    before: { status: row.status, human_decision: current?.decision ?? null, reason: current?.reason ?? null },
    after: {
      status: previous.status,
      human_decision: previous.human_decision?.decision ?? null,
      reason: previous.human_decision?.reason ?? null,
    },
  });
}

function quickReviewDto(companyId: string, result: Awaited<ReturnType<typeof reviewOnly>>, flags: Record<string, unknown>[]) {
  return {
    company_id: companyId,
    suggestion: result.suggestion,
    confidence: result.confidence,
    reasoning: result.reasoning,
    flags,
    citations_verified: result.citations_verified,
  };
}

export const reviewHandlers: OperationHandlers = {
  async getCompany(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId, company_id: companyId } = request.params as { benchmark_id: string; company_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [row] = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = $1 and benchmark_id = $2 and firm_id = $3`, [
        companyId,
        benchmarkId,
        auth.firmId,
      ]);
      if (!row) throw new HttpError(404, 'Company not found');
      return toCompanyDto(row);
    });
  },

  /** Server-sent events: every committed change of the benchmark (live/changeHub.ts). */
  async streamBenchmarkEvents(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const exists = await withFirm(
      ctx.database,
      auth.firmId,
      async (sql) => (await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2', [benchmarkId, auth.firmId])).length > 0,
    );
    if (!exists) throw new HttpError(404, BENCHMARK_NOT_FOUND);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n: connected\n\n');
    const unsubscribe = await changeHubFor(ctx.database).subscribe(auth.firmId, benchmarkId, (change) => {
      raw.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    });
    const untrack = trackStream(request.server, raw);
    const ping = setInterval(() => raw.write(': ping\n\n'), 20_000);
    ping.unref();
    const end = () => {
      clearInterval(ping);
      unsubscribe();
      untrack();
    };
    request.raw.on('close', end);
    raw.on('close', end);
    return undefined;
  },

  async quickReview(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const body = request.body as {
      action: 'accept' | 'reject' | 'refrain' | 'undo' | 'check';
      reason?: string | null;
      reason_code?: string | null;
      proposed_decision?: DecisionInput['decision'];
    };
    const deciding = body.action === 'accept' || body.action === 'reject' || body.action === 'refrain';
    if (deciding)
      assertReason({
        decision: body.action as DecisionInput['decision'],
        reason: body.reason ?? null,
        reason_code: body.reason_code ?? null,
      });
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const row = await loadForWrite(sql, request, auth);
      const context = await loadBenchmarkContext(sql, row.benchmark_id);
      if (!context) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      if (body.action === 'check') {
        if (!REVIEWABLE.has(row.status)) throw new HttpError(409, `A company that is "${row.status}" has no analysis to review yet.`);
        const proposed = body.proposed_decision
          ? {
              decision: body.proposed_decision,
              reason: body.reason ?? null,
              reason_code: body.reason_code ?? null,
              decided_at: new Date().toISOString(),
            }
          : undefined;
        const result = await reviewOnly(sql, row, context, proposed);
        const now = new Date().toISOString();
        return {
          company: await reload(sql, row.id),
          review: quickReviewDto(
            row.id,
            result,
            result.flags.map((f) => flagDto(f, now)),
          ),
          undone: false,
        };
      }
      let result;
      if (body.action === 'undo') {
        await undoDecision(sql, auth.firmId, auth.userId, row);
        result = await reviewAndStore(sql, { firmId: auth.firmId, row: await reloadRow(sql, row.id), context, trigger: 'quick_review' });
      } else {
        result = (await applyHumanDecision(
          sql,
          auth,
          row,
          { decision: body.action, reason: body.reason ?? null, reason_code: body.reason_code ?? null },
          'quick_review',
        ))!;
      }
      const company = await reload(sql, row.id);
      return {
        company,
        review: quickReviewDto(
          row.id,
          result,
          (company.review_flags as Record<string, unknown>[]).filter((f) => f.dismissal === null),
        ),
        undone: body.action === 'undo',
      };
    });
  },

  async dismissReviewFlag(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { flag_id: flagId } = request.params as { flag_id: string };
    const note = (request.body as { note: string }).note.trim();
    if (!note)
      throw new HttpError(400, 'Say why the flag does not change the decision.', {
        note: ['Say why the flag does not change the decision.'],
      });
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const row = await loadForWrite(sql, request, auth);
      const [flag] = await sql.query<{ kind: string; severity: string; message: string; dismissed_at: string | null }>(
        'select kind, severity, message, dismissed_at from review_flags where company_id = $1 and id = $2 for update',
        [row.id, flagId],
      );
      if (!flag) throw new HttpError(404, FLAG_NOT_FOUND);
      if (flag.dismissed_at) throw new HttpError(409, 'This flag was already dismissed.');
      await sql.query(
        `update review_flags set dismissed_by = $3, dismissed_by_name = (select first_name || ' ' || last_name from users where id = $3), dismissed_at = now(), dismissal_note = $4
         where company_id = $1 and id = $2`,
        [row.id, flagId, auth.userId, note],
      );
      await sql.query('update companies set version = version + 1, updated_at = now() where id = $1', [row.id]);
      await recordEvent(sql, {
        firmId: auth.firmId,
        benchmarkId: row.benchmark_id,
        companyId: row.id,
        actor: userActor(auth.userId),
        action: 'review.flag_dismissed',
        details: { flag_id: flagId, kind: flag.kind, severity: flag.severity, message: flag.message },
        before: { dismissed: false },
        after: { dismissed: true, note },
      });
      return reload(sql, row.id);
    });
  },

  async runReview(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const { company_ids: only } = request.body as { company_ids?: string[] };
    // Batches keep each transaction short; every company's review commits with its flags.
    const ids = await withFirm(ctx.database, auth.firmId, async (sql) => {
      const [benchmark] = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2', [benchmarkId, auth.firmId]);
      if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      const rows = await sql.query<{ id: string }>(
        `select id from companies where benchmark_id = $1 and firm_id = $2 and deleted_at is null and status = any($3::text[]) and ($4::uuid[] is null or id = any($4::uuid[])) order by row_number, id`,
        [benchmarkId, auth.firmId, [...REVIEWABLE], only ?? null],
      );
      if (only && only.some((id) => !rows.some((r) => r.id === id))) {
        const [known] = await sql.query<{ n: number }>(
          'select count(*)::int as n from companies where benchmark_id = $1 and firm_id = $2 and id = any($3::uuid[]) and deleted_at is null',
          [benchmarkId, auth.firmId, only],
        );
        if ((known?.n ?? 0) !== new Set(only).size) throw new HttpError(404, 'Company not found');
      }
      return rows.map((r) => r.id);
    });
    const BATCH = 100;
    for (let i = 0; i < ids.length; i += BATCH) {
      await withFirm(ctx.database, auth.firmId, async (sql) => {
        const context = await loadBenchmarkContext(sql, benchmarkId);
        if (!context) throw new HttpError(404, BENCHMARK_NOT_FOUND);
        const rows = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = any($1::uuid[]) for update`, [ids.slice(i, i + BATCH)]);
        for (const row of rows) await reviewAndStore(sql, { firmId: auth.firmId, row, context, trigger: 'on_demand' });
      });
    }
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [counts] = await sql.query<{ flagged: number; high: number; medium: number; low: number }>(
        `select count(distinct company_id)::int as flagged, count(*) filter (where severity = 'high')::int as high,
                count(*) filter (where severity = 'medium')::int as medium, count(*) filter (where severity = 'low')::int as low
         from review_flags where benchmark_id = $1 and dismissed_at is null and company_id = any($2::uuid[])`,
        [benchmarkId, ids],
      );
      return {
        reviewed: ids.length,
        flagged: counts?.flagged ?? 0,
        flags: { high: counts?.high ?? 0, medium: counts?.medium ?? 0, low: counts?.low ?? 0 },
      };
    });
  },

  async listCriteriaVersions(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [benchmark] = await sql.query<{ criteria_version: number }>(
        'select criteria_version from benchmarks where id = $1 and firm_id = $2',
        [benchmarkId, auth.firmId],
      );
      if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      return sql.query(
        `select v.version, v.accept, v.reject,
                case when v.saved_by is null then null else json_build_object('id', v.saved_by, 'name', u.first_name || ' ' || u.last_name) end as saved_by,
                to_char(v.saved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as saved_at, v.version = $3 as current
         from criteria_versions v left join users u on u.id = v.saved_by
         where v.benchmark_id = $1 and v.firm_id = $2 order by v.version desc`,
        [benchmarkId, auth.firmId, benchmark.criteria_version],
      );
    });
  },
};
