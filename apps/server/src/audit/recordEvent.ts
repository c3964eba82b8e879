// Appends one event to the audit trail, inside the caller's transaction: the event exists
// exactly when the change it describes was committed.
import type { SqlRunner } from '../db/database.ts';

export type ActorKind = 'user' | 'research_analyst' | 'review_analyst' | 'system';

export interface AuditEventInput {
  readonly firmId: string;
  readonly benchmarkId: string | null;
  readonly companyId?: string | null;
  readonly actor: { readonly kind: ActorKind; readonly userId?: string | null };
  /** Dotted, past tense: company.updated, file.uploaded, criteria.saved, decision.human, ... */
  readonly action: string;
  readonly details?: Record<string, unknown>;
  readonly before?: Record<string, unknown> | null;
  readonly after?: Record<string, unknown> | null;
}

export async function recordEvent(sql: SqlRunner, event: AuditEventInput): Promise<void> {
  await sql.query(
    `insert into audit_events (firm_id, benchmark_id, company_id, actor_kind, actor_id, actor_name, action, details, before, after)
     values ($1, $2, $3, $4, $5, (select first_name || ' ' || last_name from users where id = $5), $6, $7, $8, $9)`,
    [
      event.firmId,
      event.benchmarkId,
      event.companyId ?? null,
      event.actor.kind,
      event.actor.userId ?? null,
      event.action,
      JSON.stringify(event.details ?? {}),
      event.before ? JSON.stringify(event.before) : null,
      event.after ? JSON.stringify(event.after) : null,
    ],
  );
}

/** The fields of `after` whose values differ from `before`, as a before/after pair. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  if (keys.length === 0) return null;
  return { before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])), after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])) };
}

export const userActor = (userId: string) => ({ kind: 'user' as const, userId });
