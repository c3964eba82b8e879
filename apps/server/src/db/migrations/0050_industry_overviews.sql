-- Industry overviews (Agents): one row per overview of an industry in a country. A run moves it
-- Pending -> Job Created -> Running -> Done or Failed; the generated content replaces the previous
-- one when a run finishes. Content is generated from the firm's own data, never typed by a user.
create table industry_overviews (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id) on delete cascade,
  industry text not null check (length(industry) between 1 and 200),
  country text not null check (length(country) between 1 and 100),
  status text not null default 'Pending' check (status in ('Pending', 'Job Created', 'Running', 'Done', 'Failed')),
  progress integer not null default 0 check (progress between 0 and 100),
  progress_message text,
  job_id uuid,
  provider text,
  company_count integer not null default 0,
  sections jsonb not null default '[]',
  tables jsonb not null default '[]',
  sources jsonb not null default '[]',
  error text,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index industry_overviews_firm_idx on industry_overviews (firm_id, created_at desc);

alter table industry_overviews enable row level security;
create policy firm_isolation on industry_overviews to quartile_app using (firm_id = app_firm_id());
