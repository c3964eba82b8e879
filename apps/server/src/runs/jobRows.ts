// Jobs in the contract's `Job` shape; progress counts come from the job's items.
import type { SqlRunner } from '../db/database.ts';

export type JobKind = 'web_search' | 'analysis' | 'annual_reports_import' | 'annual_reports_process' | 'evidence_bundle' | 'industry_overview';
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export const OPEN_JOB_STATUSES: readonly JobStatus[] = ['queued', 'running'];

export interface JobDto {
  id: string;
  benchmark_id: string | null;
  kind: JobKind;
  status: JobStatus;
  total: number;
  completed: number;
  failed: number;
  in_progress: number;
  cancelled: number;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const SELECT_JOB = `
  select j.id, j.benchmark_id, j.kind, j.status, j.error,
         ${ISO('j.created_at')} as created_at, ${ISO('j.started_at')} as started_at, ${ISO('j.finished_at')} as finished_at,
         coalesce(k.total, 0) as total, coalesce(k.completed, 0) as completed, coalesce(k.failed, 0) as failed,
         coalesce(k.in_progress, 0) as in_progress, coalesce(k.cancelled, 0) as cancelled
  from jobs j
  left join lateral (
    select count(*)::int as total,
           count(*) filter (where status = 'succeeded')::int as completed,
           count(*) filter (where status = 'failed')::int as failed,
           count(*) filter (where status = 'running')::int as in_progress,
           count(*) filter (where status = 'cancelled')::int as cancelled
    from job_items i where i.job_id = j.id
  ) k on true`;

/** The job of this firm and benchmark, or null. */
export async function loadJob(sql: SqlRunner, firmId: string, benchmarkId: string, jobId: string): Promise<JobDto | null> {
  const [row] = await sql.query<JobDto>(`${SELECT_JOB} where j.id = $1 and j.firm_id = $2 and j.benchmark_id = $3`, [jobId, firmId, benchmarkId]);
  return row ?? null;
}

export async function listJobs(sql: SqlRunner, firmId: string, benchmarkId: string, limit = 20): Promise<JobDto[]> {
  return sql.query<JobDto>(`${SELECT_JOB} where j.firm_id = $1 and j.benchmark_id = $2 order by j.created_at desc, j.id limit $3`, [firmId, benchmarkId, limit]);
}
