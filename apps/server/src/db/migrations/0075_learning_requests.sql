-- Learning requests (ADR 0023, "A learning request survives a crash"): written in the transaction
-- of what asks for learning (a person's decision or its undo, a run's end), so a process that dies
-- between that commit and the queue message loses nothing: the next worker start sends it again.
-- One row per benchmark; `seq` changes with every request, so the learning job clears only the
-- request it has read (a decision made while it learns stays asked for).
create sequence learning_requests_seq;
create table learning_requests (
  benchmark_id uuid primary key references benchmarks (id) on delete cascade,
  firm_id uuid not null references firms (id) on delete cascade,
  seq bigint not null default nextval('learning_requests_seq'),
  requested_at timestamptz not null default now()
);
grant usage, select on sequence learning_requests_seq to quartile_app;
alter table learning_requests enable row level security;
create policy firm_isolation on learning_requests to quartile_app using (firm_id = app_firm_id());
