-- Year-on-year roll-forward: a newer export (kept for audit) and the matched year waiting to be imported.
create table yoy_uploads (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id) on delete cascade,
  benchmark_id uuid not null references benchmarks (id) on delete cascade,
  blob_id uuid references blobs (id) on delete set null,
  filename text not null,
  sheet_name text,
  sheet_names jsonb not null default '[]',
  headers jsonb not null default '[]',
  column_mapping jsonb,
  pending_year integer,
  -- [{ company_id, values }] matched by yoy-process-file, written by yoy-import-data.
  pending_matches jsonb,
  imported_at timestamptz,
  uploaded_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index yoy_uploads_benchmark_idx on yoy_uploads (benchmark_id);
alter table yoy_uploads enable row level security;
create policy firm_isolation on yoy_uploads to quartile_app using (firm_id = app_firm_id());
