// Runs the Review Analyst on one company and stores what it found, inside the caller's
// transaction: the company's flags are replaced (a flag raised again on the same evidence keeps
// its id and a person's dismissal), `companies.review` holds the suggestion, and a review that
// changes the flags is recorded in the audit trail by the Review Analyst.
import { reviewCompany, type FlagEvidence, type ReviewedHumanDecision, type ReviewFlag, type ReviewResult } from '@quartile/analyst';
import type { FlagEvidence as FlagEvidenceDto, ReviewFlag as ReviewFlagDto } from '@quartile/api';
import { recordEvent, type AuditEventInput } from '../audit/recordEvent.ts';
import { loadSourcesMany } from '../analysis/sourceStore.ts';
import type { SqlRunner } from '../db/database.ts';
import { updateCompany, type CompanyRow } from '../companies/companyStore.ts';
import { companySourcesFrom, humanFor, loadCompanySources, reviewInputFor, sourceIdsFor, storedResult, type BenchmarkReviewContext } from './reviewInput.ts';

/** learning: after the analysis re-decided the company from the reviewers' decisions (analysis/learning.ts). */
export type ReviewTrigger = 'run' | 'on_demand' | 'decision' | 'quick_review' | 'learning' | 'benchmark_pass';

/** The contract's FlagEvidence: every field present, those of the other type null. */
export function evidenceDto(e: FlagEvidence): FlagEvidenceDto {
  return e.type === 'quote'
    ? { type: 'quote', source_id: e.source_id, source: e.source, quote: e.quote, location: e.location, label: null, value: null }
    : { type: 'data', source_id: null, source: null, quote: null, location: null, label: e.label, value: e.value };
}

/** A flag computed but not stored (a quick-review check of a proposed decision). */
export function flagDto(f: ReviewFlag, raisedAt: string): ReviewFlagDto {
  return {
    id: f.id,
    kind: f.kind,
    severity: f.severity,
    message: f.message,
    evidence: f.evidence.map(evidenceDto),
    suggested_action: f.suggested_action,
    raised_at: raisedAt,
    dismissal: null,
  };
}

/** Reviews the company as stored (or with a proposed human decision) without storing anything. */
export async function reviewOnly(
  sql: SqlRunner,
  row: CompanyRow,
  context: BenchmarkReviewContext,
  human?: ReviewedHumanDecision | null,
): Promise<ReviewResult> {
  const analysis = storedResult(row.analysis);
  const loaded = await loadCompanySources(sql, row, analysis);
  return reviewCompany(reviewInputFor(row, context, loaded, analysis, human === undefined ? humanFor(row) : human));
}

interface FlagKey {
  id: string;
  kind: string;
  severity: string;
}

const flagKeys = (flags: readonly FlagKey[]): FlagKey[] =>
  flags.map((f) => ({ id: f.id, kind: f.kind, severity: f.severity })).sort((a, b) => a.id.localeCompare(b.id));

/** What `companies.review` holds. */
function storedReview(result: ReviewResult, reviewedAt: string, trigger: ReviewTrigger) {
  const { suggestion, confidence, reasoning, citations_verified, citations_checked } = result;
  return { suggestion, confidence, reasoning, citations_verified, citations_checked, reviewed_at: reviewedAt, trigger };
}

/** The Review Analyst's audit event for a review, or null when it left the company's flags as they were. */
function reviewEvent(firmId: string, row: CompanyRow, trigger: ReviewTrigger, result: ReviewResult, flagsBefore: readonly FlagKey[]): AuditEventInput | null {
  const before = flagKeys(flagsBefore);
  const after = flagKeys(result.flags);
  if (JSON.stringify(before) === JSON.stringify(after)) return null;
  return {
    firmId,
    benchmarkId: row.benchmark_id,
    companyId: row.id,
    actor: { kind: 'review_analyst' },
    action: 'review.completed',
    details: {
      trigger,
      suggestion: result.suggestion,
      raised: after.filter((f) => !before.some((b) => b.id === f.id)).length,
      cleared: before.filter((b) => !after.some((f) => f.id === b.id)).length,
    },
    before: { flags: before },
    after: { flags: after },
  };
}

export async function reviewAndStore(
  sql: SqlRunner,
  params: { firmId: string; row: CompanyRow; context: BenchmarkReviewContext; trigger: ReviewTrigger },
): Promise<ReviewResult> {
  const { firmId, row, context, trigger } = params;
  const result = await reviewOnly(sql, row, context);
  const before = await sql.query<FlagKey>('select id, kind, severity from review_flags where company_id = $1', [row.id]);
  const ids = result.flags.map((f) => f.id);
  await sql.query('delete from review_flags where company_id = $1 and not (id = any($2::text[]))', [row.id, ids]);
  for (const f of result.flags) {
    await sql.query(
      `insert into review_flags (firm_id, benchmark_id, company_id, id, kind, severity, message, evidence, suggested_action)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (company_id, id) do update set severity = excluded.severity, message = excluded.message, evidence = excluded.evidence, suggested_action = excluded.suggested_action`,
      [
        firmId,
        row.benchmark_id,
        row.id,
        f.id,
        f.kind,
        f.severity,
        f.message,
        JSON.stringify(f.evidence.map(evidenceDto)),
        f.suggested_action,
      ],
    );
  }
  await updateCompany(sql, firmId, row.id, { review: storedReview(result, new Date().toISOString(), trigger) }, { bumpVersion: false });
  const event = reviewEvent(firmId, row, trigger, result, before);
  if (event) await recordEvent(sql, event);
  return result;
}

/**
 * reviewAndStore for many companies in a handful of statements (a run's batch): the same review,
 * flags and `companies.review`; the audit events go to `events` for the caller to write with its own.
 */
export async function reviewAndStoreMany(
  sql: SqlRunner,
  params: { firmId: string; rows: readonly CompanyRow[]; context: BenchmarkReviewContext; trigger: ReviewTrigger; events: AuditEventInput[] },
): Promise<Map<string, ReviewResult>> {
  const { firmId, rows, context, trigger, events } = params;
  if (rows.length === 0) return new Map();
  const analyses = new Map(rows.map((row) => [row.id, storedResult(row.analysis)]));
  const sources = await loadSourcesMany(sql, rows.map((row) => ({ companyId: row.id, ids: sourceIdsFor(row, analyses.get(row.id) ?? null) })));
  const reviewed = rows.map((row) => {
    const analysis = analyses.get(row.id) ?? null;
    return { row, result: reviewCompany(reviewInputFor(row, context, companySourcesFrom(row, analysis, sources.get(row.id) ?? []), analysis, humanFor(row))) };
  });
  const ids = rows.map((row) => row.id);
  const beforeRows = await sql.query<{ company_id: string; id: string; kind: string; severity: string }>('select company_id, id, kind, severity from review_flags where company_id = any($1::uuid[])', [ids]);
  await sql.query(
    `delete from review_flags f using jsonb_to_recordset($1::jsonb) as k(company_id uuid, ids text[])
     where f.company_id = k.company_id and not (f.id = any(k.ids))`,
    [JSON.stringify(reviewed.map(({ row, result }) => ({ company_id: row.id, ids: result.flags.map((f) => f.id) })))],
  );
  const flags = reviewed.flatMap(({ row, result }) =>
    result.flags.map((f) => ({ company_id: row.id, benchmark_id: row.benchmark_id, id: f.id, kind: f.kind, severity: f.severity, message: f.message, evidence: f.evidence.map(evidenceDto), suggested_action: f.suggested_action })),
  );
  if (flags.length > 0) {
    await sql.query(
      `insert into review_flags (firm_id, benchmark_id, company_id, id, kind, severity, message, evidence, suggested_action)
       select $2, x.benchmark_id, x.company_id, x.id, x.kind, x.severity, x.message, x.evidence, x.suggested_action
       from jsonb_to_recordset($1::jsonb) as x(company_id uuid, benchmark_id uuid, id text, kind text, severity text, message text, evidence jsonb, suggested_action text)
       on conflict (company_id, id) do update set severity = excluded.severity, message = excluded.message, evidence = excluded.evidence, suggested_action = excluded.suggested_action`,
      [JSON.stringify(flags), firmId],
    );
  }
  const reviewedAt = new Date().toISOString();
  await sql.query(
    `update companies c set review = x.review from jsonb_to_recordset($1::jsonb) as x(id uuid, review jsonb) where c.firm_id = $2 and c.id = x.id`,
    [
      JSON.stringify(
        reviewed.map(({ row, result }) => ({
          id: row.id,
          review: storedReview(result, reviewedAt, trigger),
        })),
      ),
      firmId,
    ],
  );
  for (const { row, result } of reviewed) {
    const event = reviewEvent(firmId, row, trigger, result, beforeRows.filter((f) => f.company_id === row.id));
    if (event) events.push(event);
  }
  return new Map(reviewed.map(({ row, result }) => [row.id, result]));
}
