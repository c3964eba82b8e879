// Appends one event to the audit trail, inside the caller's transaction: the event exists
// exactly when the change it describes was committed.
import type { AuditEventKind } from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import { CHANGES_CHANNEL, type BenchmarkChange } from '../live/changeHub.ts';

export type ActorKind = 'user' | 'research_analyst' | 'review_analyst' | 'system';

export interface AuditEventInput {
  readonly firmId: string;
  readonly benchmarkId: string | null;
  readonly companyId?: string | null;
  readonly actor: { readonly kind: ActorKind; readonly userId?: string | null };
  /**
   * Dotted, past tense: company.updated, file.uploaded, criteria.saved, decision.human, ... Only the
   * kinds the domain words as sentences (AUDIT_EVENT_KINDS): a new kind gets its sentence first.
   */
  readonly action: AuditEventKind;
  readonly details?: Record<string, unknown>;
  readonly before?: Record<string, unknown> | null;
  readonly after?: Record<string, unknown> | null;
}

export async function recordEvent(sql: SqlRunner, event: AuditEventInput): Promise<void> {
  const [row] = await sql.query<{ at: string; actor_name: string | null; version: number | null }>(
    `insert into audit_events (firm_id, benchmark_id, company_id, actor_kind, actor_id, actor_name, action, details, before, after)
     values ($1, $2, $3, $4, $5, (select first_name || ' ' || last_name from users where id = $5), $6, $7, $8, $9)
     returning to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, actor_name,
               (select version from companies where id = $3) as version`,
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
  // Everyone watching the benchmark hears of the change when (and only if) it commits (live/changeHub.ts).
  if (event.benchmarkId && row) {
    const change: BenchmarkChange = {
      firm_id: event.firmId,
      benchmark_id: event.benchmarkId,
      company_id: event.companyId ?? null,
      action: event.action,
      actor: event.actor.userId ? { id: event.actor.userId, name: row.actor_name ?? 'Former member' } : null,
      at: row.at,
      version: row.version ?? null,
    };
    await sql.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify(change)]);
  }
}

/** The fields of `after` whose values differ from `before`, as a before/after pair. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

export const userActor = (userId: string) => ({ kind: 'user' as const, userId });

/** Records an event a signed-in user caused: the firm and the actor are the user's. */
export function recordUserEvent(sql: SqlRunner, auth: { readonly firmId: string; readonly userId: string }, event: Omit<AuditEventInput, 'firmId' | 'actor'>): Promise<void> {
  return recordEvent(sql, { ...event, firmId: auth.firmId, actor: userActor(auth.userId) });
}

/**
 * Appends many events in one statement (a run's chunk of companies), inside the caller's
 * transaction, each heard by the benchmark's watchers at commit exactly as recordEvent's.
 */
export async function recordEvents(sql: SqlRunner, events: readonly AuditEventInput[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event, ord) => ({
    ord,
    firm_id: event.firmId,
    benchmark_id: event.benchmarkId,
    company_id: event.companyId ?? null,
    actor_kind: event.actor.kind,
    actor_id: event.actor.userId ?? null,
    action: event.action,
    details: event.details ?? {},
    before: event.before ?? null,
    after: event.after ?? null,
  }));
  await sql.query(
    `with input as (
       select * from jsonb_to_recordset($1::jsonb) as x(ord int, firm_id uuid, benchmark_id uuid, company_id uuid, actor_kind text, actor_id uuid, action text, details jsonb, before jsonb, after jsonb)
     ), inserted as (
       insert into audit_events (firm_id, benchmark_id, company_id, actor_kind, actor_id, actor_name, action, details, before, after)
       select i.firm_id, i.benchmark_id, i.company_id, i.actor_kind, i.actor_id, (select first_name || ' ' || last_name from users where id = i.actor_id),
              i.action, i.details, nullif(i.before, 'null'::jsonb), nullif(i.after, 'null'::jsonb)
       from input i order by i.ord
       returning firm_id, benchmark_id, company_id, actor_id, actor_name, action, created_at
     )
     select count(pg_notify($2, json_build_object(
              'firm_id', e.firm_id, 'benchmark_id', e.benchmark_id, 'company_id', e.company_id, 'action', e.action,
              'actor', case when e.actor_id is null then null else json_build_object('id', e.actor_id, 'name', coalesce(e.actor_name, 'Former member')) end,
              'at', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'version', c.version)::text))::int as notified
     from inserted e left join companies c on c.id = e.company_id
     where e.benchmark_id is not null`,
    [JSON.stringify(rows), CHANGES_CHANNEL],
  );
}
