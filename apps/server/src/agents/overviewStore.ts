// Reading and writing industry overview rows. Every query names the firm explicitly (and the
// signed-in handlers run under row-level security as well, db/firmScope.ts).
import type { IndustryOverview, IndustryOverviewSummary } from '@quartile/api';
import type { SqlRunner } from '../db/database.ts';
import { NotFoundError } from '../errors.ts';

export const OVERVIEW_NOT_FOUND = 'Industry overview not found';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SUMMARY_COLUMNS = `o.id, o.industry, o.country, o.status, o.progress, o.progress_message, o.job_id, o.error,
  case when u.id is null then null else json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name) end as created_by,
  ${ISO('o.created_at')} as created_at, ${ISO('o.updated_at')} as updated_at, ${ISO('o.finished_at')} as finished_at`;

const FROM = 'from industry_overviews o left join users u on u.id = o.created_by';

export async function listOverviews(sql: SqlRunner, firmId: string): Promise<IndustryOverviewSummary[]> {
  return sql.query<IndustryOverviewSummary>(`select ${SUMMARY_COLUMNS} ${FROM} where o.firm_id = $1 order by o.created_at desc, o.id`, [firmId]);
}

export async function getOverview(sql: SqlRunner, firmId: string, id: string): Promise<IndustryOverview> {
  const [row] = await sql.query<IndustryOverview>(
    `select ${SUMMARY_COLUMNS}, o.provider, o.company_count, o.sections, o.tables, o.sources ${FROM} where o.id = $1 and o.firm_id = $2`,
    [id, firmId],
  );
  if (!row) throw new NotFoundError(OVERVIEW_NOT_FOUND);
  return row;
}

export async function createOverview(sql: SqlRunner, firmId: string, userId: string, industry: string, country: string): Promise<string> {
  const [row] = await sql.query<{ id: string }>(
    'insert into industry_overviews (firm_id, industry, country, created_by) values ($1, $2, $3, $4) returning id',
    [firmId, industry, country, userId],
  );
  return row!.id;
}

/** Progress of a run; ignored once the run is no longer the overview's current one. */
export async function reportProgress(
  sql: SqlRunner,
  firmId: string,
  id: string,
  jobId: string,
  progress: number,
  message: string,
): Promise<void> {
  await sql.query(
    `update industry_overviews set status = 'Running', progress = $4, progress_message = $5, updated_at = now(),
       started_at = coalesce(started_at, now())
     where id = $1 and firm_id = $2 and job_id = $3 and status in ('Job Created', 'Running')`,
    [id, firmId, jobId, progress, message],
  );
}
