-- The uploaded company list (one active file per benchmark) and the company fields the
-- Companies tab shows. A deleted file is kept (deleted_at) with its blob, for audit.
create table benchmark_files (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id) on delete cascade,
  benchmark_id uuid not null references benchmarks (id) on delete cascade,
  blob_id uuid references blobs (id) on delete set null,
  filename text not null,
  content_type text not null,
  size_bytes integer not null,
  sheet_name text,
  column_mapping jsonb,
  imported_count integer not null default 0,
  uploaded_by uuid references users (id) on delete set null,
  uploaded_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index benchmark_files_one_active_idx on benchmark_files (benchmark_id) where deleted_at is null;

alter table companies
  add column file_id uuid references benchmark_files (id) on delete set null,
  add column url_manually_validated boolean not null default false,
  add column url_issue text check (url_issue in ('URL Inaccessible', 'URL Not Found', 'Reading Issue', 'Other')),
  add column outdated_criteria boolean not null default false,
  add column analysis jsonb;

alter table benchmark_files enable row level security;
create policy firm_isolation on benchmark_files to quartile_app using (firm_id = app_firm_id());
