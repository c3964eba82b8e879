-- Clients (the Vault), benchmarks, their companies and the usage records that bill them.
create table clients (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id) on delete cascade,
  name text not null,
  region text,
  country text not null,
  website text not null,
  poc_name text,
  poc_contact text,
  other_details text,
  database_name text,
  database_region text,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index clients_firm_name_idx on clients (firm_id, lower(name));

create table benchmarks (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id) on delete cascade,
  client_id uuid not null references clients (id) on delete restrict,
  name text not null,
  tested_party_description text not null default '',
  start_date date not null,
  financial_years integer[] not null,
  status text not null default 'input' check (status in ('input', 'processing', 'decision', 'completed')),
  criteria jsonb not null default '{"accept": [], "reject": []}',
  criteria_version integer not null default 0,
  criteria_pending_confirmation boolean not null default false,
  financial_data_setup jsonb,
  active_job_id uuid,
  -- Optimistic concurrency: a write names the version it read; a stale write is refused.
  version integer not null default 1,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index benchmarks_firm_idx on benchmarks (firm_id, created_at desc);
create index benchmarks_client_idx on benchmarks (client_id);

create table companies (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id) on delete cascade,
  benchmark_id uuid not null references benchmarks (id) on delete cascade,
  row_number integer not null,
  name text,
  country text,
  website text,
  database_description text,
  bvd_id text,
  status text not null default 'Not Analyzed',
  excluded boolean not null default false,
  exclusion_reason text,
  attributes jsonb not null default '{}',
  financials jsonb not null default '{}',
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index companies_benchmark_idx on companies (benchmark_id, row_number);

create table usage_records (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id) on delete cascade,
  benchmark_id uuid references benchmarks (id) on delete set null,
  company_id uuid references companies (id) on delete set null,
  -- One record per unit of billed work: a retried job finds its key taken and adds nothing.
  work_key text not null unique,
  count integer not null default 1 check (count >= 0),
  usage_date date not null default current_date,
  created_at timestamptz not null default now()
);
create index usage_records_firm_date_idx on usage_records (firm_id, usage_date);

-- Changes the provider makes to a firm's subscription (credits, expiry, feature flags).
create table firm_changes (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id) on delete cascade,
  field text not null,
  old_value text,
  new_value text,
  changed_by text not null,
  created_at timestamptz not null default now()
);

create table inquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  company_size text not null,
  inquiry_type text not null,
  source text not null,
  message text,
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now()
);
create index inquiries_created_idx on inquiries (created_at);

create table support_requests (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id) on delete cascade,
  user_id uuid references users (id) on delete set null,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now()
);

alter table clients enable row level security;
create policy firm_isolation on clients to quartile_app using (firm_id = app_firm_id());
alter table benchmarks enable row level security;
create policy firm_isolation on benchmarks to quartile_app using (firm_id = app_firm_id());
alter table companies enable row level security;
create policy firm_isolation on companies to quartile_app using (firm_id = app_firm_id());
alter table usage_records enable row level security;
create policy firm_isolation on usage_records to quartile_app using (firm_id = app_firm_id());
alter table support_requests enable row level security;
create policy firm_isolation on support_requests to quartile_app using (firm_id = app_firm_id());
