// Reading the firm's usage: comparables processed, one record per day with activity.
import type { SqlRunner } from '../db/database.ts';

export async function dailyUsage(sql: SqlRunner, firmId: string): Promise<{ date: string; count: number }[]> {
  return sql.query<{ date: string; count: number }>(
    `select usage_date::text as date, sum(count)::int as count from usage_records
     where firm_id = $1 group by usage_date order by usage_date`,
    [firmId],
  );
}
