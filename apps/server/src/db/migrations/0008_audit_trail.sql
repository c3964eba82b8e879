-- The audit trail: an append-only log of every change to a benchmark and its companies.
-- No update or delete path exists in the application, and the database refuses both.
create table audit_events (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id),
  benchmark_id uuid references benchmarks (id),
  company_id uuid,
  actor_kind text not null check (actor_kind in ('user', 'research_analyst', 'review_analyst', 'system')),
  actor_id uuid references users (id) on delete set null,
  actor_name text,
  action text not null,
  details jsonb not null default '{}',
  before jsonb,
  after jsonb,
  created_at timestamptz not null default clock_timestamp()
);
create index audit_events_benchmark_idx on audit_events (benchmark_id, created_at);
create index audit_events_company_idx on audit_events (company_id, created_at);

create function audit_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_events is append-only: % is not allowed', tg_op;
end
$$;
create trigger audit_events_no_change before update or delete on audit_events for each row execute function audit_events_append_only();
create trigger audit_events_no_truncate before truncate on audit_events for each statement execute function audit_events_append_only();
revoke update, delete, truncate on audit_events from quartile_app;

alter table audit_events enable row level security;
create policy firm_isolation on audit_events to quartile_app using (firm_id = app_firm_id());
