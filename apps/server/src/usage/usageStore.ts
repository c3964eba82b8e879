// Reading the firm's usage: comparables processed, one record per day with activity, re-runs among them.
import type { SqlRunner } from '../db/database.ts';

/** `reruns`: of `count`, comparables analysed again (issue 19). */
export async function dailyUsage(sql: SqlRunner, firmId: string): Promise<{ date: string; count: number; reruns: number }[]> {
  return sql.query<{ date: string; count: number; reruns: number }>(
    `select usage_date::text as date, sum(count)::int as count, coalesce(sum(count) filter (where rerun), 0)::int as reruns from usage_records
     where firm_id = $1 group by usage_date order by usage_date`,
    [firmId],
  );
}
