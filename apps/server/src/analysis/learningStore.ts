// The SQL of learning from the reviewer's decisions (analysis/learning.ts, ADR 0023): the decided
// companies (the examples), the companies it may re-decide (in pages), and the set-based write of
// their new analyses, guarded so that a company changed meanwhile (a person decided it, a run
// re-analysed it) is left as it is.
import { COMPANY_STATUS, LEARNABLE_STATUSES } from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import type { StoredCriteria } from '../benchmarks/benchmarkStore.ts';
import type { SourceRef, StoredAnalysis, StoredZeroShot } from './storedAnalysis.ts';

export interface LearningRow {
  id: string;
  name: string | null;
  row_number: number;
  status: string;
  version: number;
  conflict: boolean;
  outdated_criteria: boolean;
  criteria_change: Record<string, unknown> | null;
  human_decision: { decision: 'accept' | 'reject' | 'refrain' } | null;
  analysis: (StoredAnalysis & Record<string, unknown>) | null;
  zero_shot: StoredZeroShot | null;
  sources: SourceRef[] | null;
}

const COLUMNS = 'id, name, row_number, status, version, conflict, outdated_criteria, criteria_change, human_decision, analysis, zero_shot, sources';

const LEARNABLE = LEARNABLE_STATUSES.map((s) => COMPANY_STATUS[s]);

/** The companies the analysis may re-decide ($1 benchmark, $2 firm, $3 LEARNABLE): analysed, nobody decided, nothing pending. */
const LEARNABLE_WHERE = `benchmark_id = $1 and firm_id = $2 and deleted_at is null and excluded = false and human_decision is null
       and conflict = false and outdated_criteria = false and criteria_change is null and status = any($3::text[])
       and (zero_shot is not null or analysis is not null)`;

export interface LearningBenchmark {
  readonly criteria: StoredCriteria;
  readonly criteria_version: number;
  readonly learned_from: string | null;
  /** A fingerprint of the decided companies and the criteria version (what a model is built from). */
  readonly fingerprint: string;
}

/** The benchmark's criteria and what its analyses last learned from; null when it is not the firm's. */
export async function readLearningBenchmark(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<LearningBenchmark | null> {
  const [row] = await sql.query<LearningBenchmark>(
    `select b.criteria, b.criteria_version, b.learned_from,
            b.criteria_version::text || ':' || coalesce((
              select md5(string_agg(c.id::text || ':' || (c.human_decision->>'decision') || ':' || coalesce(c.zero_shot->'result'->>'decision', c.analysis->>'decision', ''), ',' order by c.id))
              from companies c
              where c.benchmark_id = b.id and c.deleted_at is null and c.human_decision->>'decision' in ('accept', 'reject')), 'none') as fingerprint
     from benchmarks b where b.id = $1 and b.firm_id = $2`,
    [benchmarkId, firmId],
  );
  return row ?? null;
}

/**
 * What the benchmark pass reads (ADR 0017, 0018): a fingerprint of the zero-shot decisions of the
 * companies it may re-decide, the same filter as learnableCompanies. A result the pass wrote is not
 * zero-shot (it carries `learned`), so writing the pass does not change its own fingerprint.
 */
export async function passFingerprint(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<string> {
  const [row] = await sql.query<{ fingerprint: string | null }>(
    `select md5(string_agg(id::text || ':' || coalesce(z->>'decision', '') || ':' || coalesce(z->>'confidence', ''), ',' order by id)) as fingerprint
     from companies
     cross join lateral (select coalesce(zero_shot->'result', case when coalesce(analysis->'learned', 'null'::jsonb) = 'null'::jsonb then analysis end) as z) as zero
     where ${LEARNABLE_WHERE}`,
    [benchmarkId, firmId, LEARNABLE],
  );
  return row?.fingerprint ?? 'none';
}

/** True while an analysis run of the benchmark is queued or running (the pass waits for its end). */
export async function analysisRunning(sql: SqlRunner, benchmarkId: string): Promise<boolean> {
  const [row] = await sql.query(
    "select 1 from benchmarks b join jobs j on j.id = b.active_job_id where b.id = $1 and j.kind = 'analysis' and j.status in ('queued', 'running')",
    [benchmarkId],
  );
  return row !== undefined;
}

/** The given companies of the benchmark (the pass' examples), in the order of the ids. */
export async function companiesById(sql: SqlRunner, firmId: string, benchmarkId: string, ids: readonly string[]): Promise<LearningRow[]> {
  const rows = await sql.query<LearningRow>(`select ${COLUMNS} from companies where id = any($1::uuid[]) and firm_id = $2 and benchmark_id = $3 and deleted_at is null`, [ids, firmId, benchmarkId]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The companies a person accepted or rejected (the model's examples), in list order. */
export async function decidedCompanies(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<LearningRow[]> {
  return sql.query<LearningRow>(
    `select ${COLUMNS} from companies
     where benchmark_id = $1 and firm_id = $2 and deleted_at is null and human_decision->>'decision' in ('accept', 'reject')
     order by row_number, id`,
    [benchmarkId, firmId],
  );
}

/** A page of the companies the model may re-decide: analysed, nobody decided, nothing pending. */
export async function learnableCompanies(sql: SqlRunner, firmId: string, benchmarkId: string, after: { row: number; id: string } | null, limit: number): Promise<LearningRow[]> {
  return sql.query<LearningRow>(
    `select ${COLUMNS} from companies
     where ${LEARNABLE_WHERE}
       and ($4::int is null or (row_number, id) > ($4::int, $5::uuid))
     order by row_number, id limit $6`,
    [benchmarkId, firmId, LEARNABLE, after?.row ?? null, after?.id ?? null, limit],
  );
}

export interface LearnedWrite {
  readonly id: string;
  /** The version read: the write is skipped when the company changed since. */
  readonly version: number;
  readonly status: string;
  readonly analysis: StoredAnalysis;
}

/**
 * Writes the new analyses in one statement; answers the ids written (the others changed meanwhile).
 * The version stays: a person deciding from what they read (If-Match) is not refused because the
 * analysis learned meanwhile (their decision wins anyway), and quick review keeps its pace.
 */
export async function writeLearned(sql: SqlRunner, firmId: string, writes: readonly LearnedWrite[]): Promise<Set<string>> {
  if (writes.length === 0) return new Set();
  const rows = await sql.query<{ id: string }>(
    `update companies c set analysis = v.analysis, status = v.status, updated_at = now()
     from jsonb_to_recordset($2::jsonb) as v(id uuid, version int, status text, analysis jsonb)
     where c.id = v.id and c.firm_id = $1 and c.version = v.version and c.human_decision is null and c.deleted_at is null
     returning c.id`,
    [firmId, JSON.stringify(writes)],
  );
  return new Set(rows.map((r) => r.id));
}

export async function setLearnedFrom(sql: SqlRunner, benchmarkId: string, fingerprint: string): Promise<void> {
  await sql.query('update benchmarks set learned_from = $2 where id = $1', [benchmarkId, fingerprint]);
}
