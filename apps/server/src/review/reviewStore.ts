// The review_flags table and the decision events an undo reads.
import type { SqlRunner } from '../db/database.ts';
import type { StoredHumanDecision } from '../companies/companyWorkflow.ts';

export interface DecisionEvent {
  id: string;
  action: string;
  actor_id: string | null;
  details: {
    version_after?: number;
    previous?: { status: string; human_decision: StoredHumanDecision | null; conflict: boolean };
    undone_event_id?: string;
  };
}

/** The company's latest decision or undo event, if any. */
export async function lastDecisionEvent(sql: SqlRunner, companyId: string): Promise<DecisionEvent | null> {
  const [last] = await sql.query<DecisionEvent>(
    `select id, action, actor_id, details from audit_events
     where company_id = $1 and action in ('decision.human', 'decision.undone') order by created_at desc, id desc limit 1`,
    [companyId],
  );
  return last ?? null;
}

export interface StoredFlag {
  kind: string;
  severity: string;
  message: string;
  dismissed_at: string | null;
}

export async function lockFlag(sql: SqlRunner, companyId: string, flagId: string): Promise<StoredFlag | null> {
  const [flag] = await sql.query<StoredFlag>('select kind, severity, message, dismissed_at from review_flags where company_id = $1 and id = $2 for update', [companyId, flagId]);
  return flag ?? null;
}

export async function dismissFlag(sql: SqlRunner, companyId: string, flagId: string, userId: string, note: string): Promise<void> {
  await sql.query(
    `update review_flags set dismissed_by = $3, dismissed_by_name = (select first_name || ' ' || last_name from users where id = $3), dismissed_at = now(), dismissal_note = $4
     where company_id = $1 and id = $2`,
    [companyId, flagId, userId, note],
  );
}

/** Open flags of the given companies: how many companies have any, and how many of each severity. */
export async function openFlagCounts(sql: SqlRunner, benchmarkId: string, companyIds: readonly string[]) {
  const [counts] = await sql.query<{ flagged: number; high: number; medium: number; low: number }>(
    `select count(distinct company_id)::int as flagged, count(*) filter (where severity = 'high')::int as high,
            count(*) filter (where severity = 'medium')::int as medium, count(*) filter (where severity = 'low')::int as low
     from review_flags where benchmark_id = $1 and dismissed_at is null and company_id = any($2::uuid[])`,
    [benchmarkId, companyIds],
  );
  return { flagged: counts?.flagged ?? 0, high: counts?.high ?? 0, medium: counts?.medium ?? 0, low: counts?.low ?? 0 };
}
