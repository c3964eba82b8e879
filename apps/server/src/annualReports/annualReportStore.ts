// The annual_reports table: a company's uploaded reports and what processing made of them.
import type { AnnualReport } from '@quartile/api';
import type { SqlRunner } from '../db/database.ts';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const SELECT_REPORT = `
  select a.id, a.company_id, c.name as company_name, a.filename, a.status, a.error, a.source_id,
         case when s.pages is null then null else jsonb_array_length(s.pages) end as pages,
         ${ISO('a.uploaded_at')} as uploaded_at, ${ISO('a.processed_at')} as processed_at
  from annual_reports a join companies c on c.id = a.company_id left join sources s on s.id = a.source_id`;

export async function listReports(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<AnnualReport[]> {
  return sql.query<AnnualReport>(`${SELECT_REPORT} where a.benchmark_id = $1 and a.firm_id = $2 order by a.uploaded_at desc, a.filename`, [benchmarkId, firmId]);
}

export async function reportsById(sql: SqlRunner, ids: readonly string[]): Promise<AnnualReport[]> {
  return ids.length ? sql.query<AnnualReport>(`${SELECT_REPORT} where a.id = any($1::uuid[]) order by a.filename`, [ids]) : [];
}

export async function insertReport(
  sql: SqlRunner,
  report: { firmId: string; benchmarkId: string; companyId: string; blobId: string; filename: string; uploadedBy: string },
): Promise<string> {
  const [row] = await sql.query<{ id: string }>(
    'insert into annual_reports (firm_id, benchmark_id, company_id, blob_id, filename, uploaded_by) values ($1, $2, $3, $4, $5, $6) returning id',
    [report.firmId, report.benchmarkId, report.companyId, report.blobId, report.filename, report.uploadedBy],
  );
  return row!.id;
}
