// Bills one unit of work. Call it inside the transaction that stores the work's result: if the
// transaction rolls back nothing is billed, and a retry of the same work finds its key taken
// (work_key is unique), so a comparable is never counted twice.
import type { SqlRunner } from '../db/database.ts';

export interface UsageWork {
  readonly firmId: string;
  readonly benchmarkId: string | null;
  readonly companyId: string | null;
  /** Identifies the billed work, e.g. `analysis:{runId}:{companyId}`. */
  readonly workKey: string;
  readonly count?: number;
  readonly date?: string;
  /** True when the work repeats earlier work (a company analysed again): the usage history says so. */
  readonly rerun?: boolean;
}

/** Returns true when the work was billed now, false when it had been billed before. */
export async function recordUsage(sql: SqlRunner, work: UsageWork): Promise<boolean> {
  const inserted = await sql.query(
    `insert into usage_records (firm_id, benchmark_id, company_id, work_key, count, usage_date, rerun)
     values ($1, $2, $3, $4, $5, coalesce($6::date, current_date), $7)
     on conflict (work_key) do nothing returning id`,
    [work.firmId, work.benchmarkId, work.companyId, work.workKey, work.count ?? 1, work.date ?? null, work.rerun ?? false],
  );
  return inserted.length > 0;
}

/** Bills many units of work in one statement (a run's chunk); a key billed before adds nothing. */
export async function recordUsages(sql: SqlRunner, works: readonly UsageWork[]): Promise<void> {
  if (works.length === 0) return;
  await sql.query(
    `insert into usage_records (firm_id, benchmark_id, company_id, work_key, count, usage_date, rerun)
     select x.firm_id, x.benchmark_id, x.company_id, x.work_key, x.count, coalesce(x.usage_date, current_date), x.rerun
     from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::int[], $6::date[], $7::boolean[]) as x(firm_id, benchmark_id, company_id, work_key, count, usage_date, rerun)
     on conflict (work_key) do nothing`,
    [
      works.map((w) => w.firmId),
      works.map((w) => w.benchmarkId),
      works.map((w) => w.companyId),
      works.map((w) => w.workKey),
      works.map((w) => w.count ?? 1),
      works.map((w) => w.date ?? null),
      works.map((w) => w.rerun ?? false),
    ],
  );
}
