-- Human decisions live beside the automated analysis: editing a company deletes its analysis
-- but keeps the human decision (compared with the next automated one). Criteria are versioned.
alter table companies
  add column human_decision jsonb,
  add column human_summary text,
  add column criteria_change jsonb,
  add column conflict boolean not null default false;

create table criteria_versions (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id),
  benchmark_id uuid not null references benchmarks (id) on delete cascade,
  version integer not null,
  accept jsonb not null,
  reject jsonb not null,
  saved_by uuid references users (id) on delete set null,
  saved_at timestamptz not null default now(),
  unique (benchmark_id, version)
);
alter table criteria_versions enable row level security;
create policy firm_isolation on criteria_versions to quartile_app using (firm_id = app_firm_id());
